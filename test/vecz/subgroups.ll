; ModuleID = 'subgroups.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -cl-ext=+cl_khr_subgroups -emit-llvm -O2 subgroups.cl -o subgroups.ll
source_filename = "subgroups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @subgroups(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %add.ptr.idx = mul i64 %call, 24
  %add.ptr = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %add.ptr.idx
  %call1 = tail call spir_func i32 @_Z18get_sub_group_sizev() #4
  store i32 %call1, ptr addrspace(1) %add.ptr, align 4, !tbaa !7
  %call3 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 4
  store i32 %call3, ptr addrspace(1) %arrayidx4, align 4, !tbaa !7
  %call5 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %0) #4
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 8
  store i32 %call5, ptr addrspace(1) %arrayidx6, align 4, !tbaa !7
  %call7 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %0) #4
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 12
  store i32 %call7, ptr addrspace(1) %arrayidx8, align 4, !tbaa !7
  %call9 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %0, i32 noundef 0) #4
  %arrayidx10 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 16
  store i32 %call9, ptr addrspace(1) %arrayidx10, align 4, !tbaa !7
  %call11 = tail call spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef %0) #4
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 20
  store i32 %call11, ptr addrspace(1) %arrayidx12, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!3 = !{i32 1, i32 1}
!4 = !{!"none", !"none"}
!5 = !{!"int*", !"int*"}
!6 = !{!"const", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
