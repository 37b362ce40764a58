; ModuleID = 'barrier.cl'
source_filename = "barrier.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_groups(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tmp) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tmp.addr = alloca ptr addrspace(3), align 8
  %l = alloca i64, align 8
  %n = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tmp, ptr %tmp.addr, align 8
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %call, ptr %l, align 8
  %call1 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  store i64 %call1, ptr %n, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %call2 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %call2
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4
  %2 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %3 = load i64, ptr %l, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %3
  store i32 %1, ptr addrspace(3) %arrayidx3, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %4 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %5 = load i64, ptr %n, align 8
  %sub = sub i64 %5, 1
  %6 = load i64, ptr %l, align 8
  %sub4 = sub i64 %sub, %6
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(3) %4, i64 %sub4
  %7 = load i32, ptr addrspace(3) %arrayidx5, align 4
  %8 = load ptr addrspace(1), ptr %out.addr, align 8
  %call6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %call6
  store i32 %7, ptr addrspace(1) %arrayidx7, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

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
!3 = !{i32 1, i32 1, i32 3}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"", !""}
