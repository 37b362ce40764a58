; ModuleID = 'busy.cl'
source_filename = "busy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @busy(ptr addrspace(1) noundef align 4 %out, i32 noundef %iterations) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %iterations.addr = alloca i32, align 4
  %i = alloca i64, align 8
  %acc = alloca float, align 4
  %k = alloca i32, align 4
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %iterations, ptr %iterations.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  %0 = load i64, ptr %i, align 8
  %conv = uitofp i64 %0 to float
  store float %conv, ptr %acc, align 4
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i32, ptr %k, align 4
  %2 = load i32, ptr %iterations.addr, align 4
  %cmp = icmp ult i32 %1, %2
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %3 = load float, ptr %acc, align 4
  %4 = call float @llvm.fmuladd.f32(float %3, float 0x3FEFF7CEE0000000, float 1.000000e+00)
  store float %4, ptr %acc, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %5 = load i32, ptr %k, align 4
  %inc = add i32 %5, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %6 = load float, ptr %acc, align 4
  %7 = load ptr addrspace(1), ptr %out.addr, align 8
  %8 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %7, i64 %8
  store float %6, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @count_runs(ptr addrspace(1) noundef align 4 %runs) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
entry:
  %runs.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  store ptr addrspace(1) %runs, ptr %runs.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %call1 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %call2 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %call3 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #3
  %call4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #3
  %mul = mul i64 %call3, %call4
  %add = add i64 %call2, %mul
  %mul5 = mul i64 %call1, %add
  %add6 = add i64 %call, %mul5
  store i64 %add6, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %runs.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  %add7 = add i32 %2, 1
  store i32 %add7, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

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
!3 = !{i32 1, i32 0}
!4 = !{!"none", !"none"}
!5 = !{!"float*", !"uint"}
!6 = !{!"", !""}
!7 = !{i32 1}
!8 = !{!"none"}
!9 = !{!"uint*"}
!10 = !{!""}
