; ModuleID = 'broadcast_groups.cl'
source_filename = "broadcast_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @broadcast_groups(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %pick) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %pick.addr = alloca i32, align 4
  %i = alloca i64, align 8
  %v = alloca i32, align 4
  %last = alloca i32, align 4
  %chosen = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %pick, ptr %pick.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  %mul = mul nsw i32 %2, 3
  %add = add nsw i32 %mul, 1
  store i32 %add, ptr %v, align 4
  %3 = load i32, ptr %v, align 4
  %call1 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %sub = sub i64 %call1, 1
  %call2 = call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %3, i64 noundef %sub) #4
  store i32 %call2, ptr %last, align 4
  %4 = load i32, ptr %v, align 4
  %5 = load i32, ptr %pick.addr, align 4
  %conv = zext i32 %5 to i64
  %call3 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %rem = urem i64 %conv, %call3
  %call4 = call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %4, i64 noundef %rem) #4
  store i32 %call4, ptr %chosen, align 4
  %6 = load i32, ptr %last, align 4
  %mul5 = mul nsw i32 %6, 1000
  %7 = load i32, ptr %chosen, align 4
  %add6 = add nsw i32 %mul5, %7
  %8 = load ptr addrspace(1), ptr %out.addr, align 8
  %9 = load i64, ptr %i, align 8
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  store i32 %add6, ptr addrspace(1) %arrayidx7, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @broadcast_2d(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %v = alloca float, align 4
  %corner = alloca float, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %call1 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %mul = mul i64 %call, %call1
  %call2 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %add = add i64 %mul, %call2
  store i64 %add, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %0, i64 %1
  %2 = load float, ptr addrspace(1) %arrayidx, align 4
  store float %2, ptr %v, align 4
  %3 = load float, ptr %v, align 4
  %call3 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %sub = sub i64 %call3, 1
  %call4 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #3
  %div = udiv i64 %call4, 2
  %call5 = call spir_func float @_Z20work_group_broadcastfmm(float noundef %3, i64 noundef %sub, i64 noundef %div) #4
  store float %call5, ptr %corner, align 4
  %4 = load float, ptr %v, align 4
  %5 = load float, ptr %corner, align 4
  %sub6 = fsub float %4, %5
  %call7 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 0) #4
  %conv = sitofp i32 %call7 to float
  %add8 = fadd float %sub6, %conv
  %6 = load ptr addrspace(1), ptr %out.addr, align 8
  %7 = load i64, ptr %i, align 8
  %arrayidx9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %7
  store float %add8, ptr addrspace(1) %arrayidx9, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfmm(float noundef, i64 noundef, i64 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

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
!5 = !{!"int*", !"int*", !"uint"}
!6 = !{!"const", !"", !""}
!7 = !{i32 1, i32 1}
!8 = !{!"none", !"none"}
!9 = !{!"float*", !"float*"}
!10 = !{!"const", !""}
