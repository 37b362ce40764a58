; ModuleID = 'histogram.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone histogram.cl -o O0/histogram.ll
source_filename = "histogram.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @histogram(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %bins, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %bins.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %i = alloca i64, align 8
  %b = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %bins, ptr %bins.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, ptr %i, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp ult i64 %0, %conv
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %2, i64 %3
  %4 = load float, ptr addrspace(1) %arrayidx, align 4
  %mul = fmul float %4, 2.560000e+02
  %conv2 = fptoui float %mul to i32
  %call3 = call spir_func i32 @_Z3minjj(i32 noundef %conv2, i32 noundef 255) #3
  store i32 %call3, ptr %b, align 4
  %5 = load ptr addrspace(1), ptr %bins.addr, align 8
  %6 = load i32, ptr %b, align 4
  %idxprom = zext i32 %6 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %idxprom
  %call5 = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %arrayidx4) #4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %call6 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %7 = load i64, ptr %i, align 8
  %add = add i64 %7, %call6
  store i64 %add, ptr %i, align 8
  br label %for.cond

for.end:                                          ; preds = %for.cond
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z3minjj(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float*", !"uint*", !"uint"}
!6 = !{!"const", !"", !""}
