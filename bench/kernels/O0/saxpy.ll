; ModuleID = 'saxpy.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone saxpy.cl -o O0/saxpy.ll
source_filename = "saxpy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @saxpy(float noundef %alpha, ptr addrspace(1) noundef align 4 %x, ptr addrspace(1) noundef align 4 %y, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %alpha.addr = alloca float, align 4
  %x.addr = alloca ptr addrspace(1), align 8
  %y.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %i = alloca i64, align 8
  store float %alpha, ptr %alpha.addr, align 4
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  store ptr addrspace(1) %y, ptr %y.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  %0 = load i64, ptr %i, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp ult i64 %0, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load float, ptr %alpha.addr, align 4
  %3 = load ptr addrspace(1), ptr %x.addr, align 8
  %4 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %3, i64 %4
  %5 = load float, ptr addrspace(1) %arrayidx, align 4
  %6 = load ptr addrspace(1), ptr %y.addr, align 8
  %7 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %7
  %8 = load float, ptr addrspace(1) %arrayidx2, align 4
  %9 = call float @llvm.fmuladd.f32(float %2, float %5, float %8)
  %10 = load ptr addrspace(1), ptr %y.addr, align 8
  %11 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %11
  store float %9, ptr addrspace(1) %arrayidx3, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 0, i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float", !"float*", !"float*", !"uint"}
!6 = !{!"", !"const", !"", !""}
