; ModuleID = 'scan_groups.cl'
source_filename = "scan_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan_groups(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(1) noundef align 4 %maxes) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %maxes.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %v = alloca i32, align 4
  %m = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(1) %maxes, ptr %maxes.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  store i32 %2, ptr %v, align 4
  %3 = load i32, ptr %v, align 4
  %call1 = call spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef %3) #4
  %4 = load ptr addrspace(1), ptr %out.addr, align 8
  %5 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4
  %6 = load i32, ptr %v, align 4
  %call3 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #4
  store i32 %call3, ptr %m, align 4
  %call4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %cmp = icmp eq i64 %call4, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %7 = load i32, ptr %m, align 4
  %call5 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 0) #4
  %add = add nsw i32 %7, %call5
  %call6 = call spir_func i32 @_Z18get_sub_group_sizev() #4
  %mul = mul nsw i32 %call6, 0
  %add7 = add nsw i32 %add, %mul
  %8 = load ptr addrspace(1), ptr %maxes.addr, align 8
  %call8 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %arrayidx9 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %call8
  store i32 %add7, ptr addrspace(1) %arrayidx9, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_inclusive_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

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
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"", !""}
