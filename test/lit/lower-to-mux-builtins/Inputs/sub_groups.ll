; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 sub_groups.cl -o sub_groups.ll
; ModuleID = 'sub_groups.cl'
source_filename = "sub_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @sub_groups(ptr addrspace(1) nocapture noundef writeonly align 4 %oi, ptr addrspace(1) nocapture noundef writeonly align 4 %ou, ptr addrspace(1) nocapture noundef writeonly align 8 %ol, ptr addrspace(1) nocapture noundef writeonly align 8 %om, ptr addrspace(1) nocapture noundef writeonly align 4 %of, ptr addrspace(1) nocapture noundef writeonly align 8 %od, ptr addrspace(1) nocapture noundef align 2 %oh, ptr addrspace(1) nocapture noundef writeonly align 2 %os, ptr addrspace(1) nocapture noundef writeonly align 1 %oc, i32 noundef %x, i32 noundef %y, i64 noundef %l, i64 noundef %m, float noundef %f, double noundef %dd, i16 noundef signext %s, i8 noundef zeroext %c) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i32 @_Z18get_sub_group_sizev() #2
  store i32 %call, ptr addrspace(1) %ou, align 4, !tbaa !7
  %call1 = tail call spir_func i32 @_Z22get_max_sub_group_sizev() #2
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 4
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4, !tbaa !7
  %call3 = tail call spir_func i32 @_Z18get_num_sub_groupsv() #2
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 8
  store i32 %call3, ptr addrspace(1) %arrayidx4, align 4, !tbaa !7
  %call5 = tail call spir_func i32 @_Z16get_sub_group_idv() #2
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 12
  store i32 %call5, ptr addrspace(1) %arrayidx6, align 4, !tbaa !7
  %call7 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 16
  store i32 %call7, ptr addrspace(1) %arrayidx8, align 4, !tbaa !7
  %call9 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %x) #2
  store i32 %call9, ptr addrspace(1) %oi, align 4, !tbaa !7
  %call11 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %x) #2
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 4
  store i32 %call11, ptr addrspace(1) %arrayidx12, align 4, !tbaa !7
  %call13 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %x, i32 noundef %y) #2
  %arrayidx14 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 8
  store i32 %call13, ptr addrspace(1) %arrayidx14, align 4, !tbaa !7
  %call15 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %x) #2
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 12
  store i32 %call15, ptr addrspace(1) %arrayidx16, align 4, !tbaa !7
  %call17 = tail call spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef %x) #2
  %arrayidx18 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 16
  store i32 %call17, ptr addrspace(1) %arrayidx18, align 4, !tbaa !7
  %call19 = tail call spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef %x) #2
  %arrayidx20 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 20
  store i32 %call19, ptr addrspace(1) %arrayidx20, align 4, !tbaa !7
  %call21 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %x) #2
  %arrayidx22 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 24
  store i32 %call21, ptr addrspace(1) %arrayidx22, align 4, !tbaa !7
  %call23 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_mini(i32 noundef %x) #2
  %arrayidx24 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 28
  store i32 %call23, ptr addrspace(1) %arrayidx24, align 4, !tbaa !7
  %call25 = tail call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %y) #2
  %arrayidx26 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 20
  store i32 %call25, ptr addrspace(1) %arrayidx26, align 4, !tbaa !7
  %call27 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32 noundef %y) #2
  %arrayidx28 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 24
  store i32 %call27, ptr addrspace(1) %arrayidx28, align 4, !tbaa !7
  %call29 = tail call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %l) #2
  store i64 %call29, ptr addrspace(1) %ol, align 8, !tbaa !11
  %call31 = tail call spir_func i64 @_Z28sub_group_scan_exclusive_minm(i64 noundef %m) #2
  store i64 %call31, ptr addrspace(1) %om, align 8, !tbaa !11
  %call33 = tail call spir_func i64 @_Z19sub_group_broadcastmj(i64 noundef %m, i32 noundef 3) #2
  %arrayidx34 = getelementptr inbounds i8, ptr addrspace(1) %om, i64 8
  store i64 %call33, ptr addrspace(1) %arrayidx34, align 8, !tbaa !11
  %call35 = tail call spir_func float @_Z20sub_group_reduce_addf(float noundef %f) #2
  store float %call35, ptr addrspace(1) %of, align 4, !tbaa !13
  %call37 = tail call spir_func float @_Z28sub_group_scan_exclusive_maxf(float noundef %f) #2
  %arrayidx38 = getelementptr inbounds i8, ptr addrspace(1) %of, i64 4
  store float %call37, ptr addrspace(1) %arrayidx38, align 4, !tbaa !13
  %call39 = tail call spir_func float @_Z19sub_group_broadcastfj(float noundef %f, i32 noundef 0) #2
  %arrayidx40 = getelementptr inbounds i8, ptr addrspace(1) %of, i64 8
  store float %call39, ptr addrspace(1) %arrayidx40, align 4, !tbaa !13
  %call41 = tail call spir_func double @_Z28sub_group_scan_inclusive_mind(double noundef %dd) #2
  store double %call41, ptr addrspace(1) %od, align 8, !tbaa !15
  %arrayidx43 = getelementptr inbounds i8, ptr addrspace(1) %oh, i64 2
  %0 = load half, ptr addrspace(1) %arrayidx43, align 2, !tbaa !17
  %call44 = tail call spir_func half @_Z20sub_group_reduce_addDh(half noundef %0) #2
  store half %call44, ptr addrspace(1) %oh, align 2, !tbaa !17
  %call46 = tail call spir_func signext i16 @_Z20sub_group_reduce_mins(i16 noundef signext %s) #2
  store i16 %call46, ptr addrspace(1) %os, align 2, !tbaa !19
  %call48 = tail call spir_func zeroext i8 @_Z20sub_group_reduce_maxh(i8 noundef zeroext %c) #2
  store i8 %call48, ptr addrspace(1) %oc, align 1, !tbaa !21
  %call50 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 noundef %x, i32 noundef %y) #2
  %arrayidx51 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 32
  store i32 %call50, ptr addrspace(1) %arrayidx51, align 4, !tbaa !7
  %call52 = tail call spir_func float @_Z21sub_group_shuffle_xorfj(float noundef %f, i32 noundef 1) #2
  %arrayidx53 = getelementptr inbounds i8, ptr addrspace(1) %of, i64 12
  store float %call52, ptr addrspace(1) %arrayidx53, align 4, !tbaa !13
  %call54 = tail call spir_func i32 @_Z20sub_group_shuffle_upij(i32 noundef %x, i32 noundef 1) #2
  %arrayidx55 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 36
  store i32 %call54, ptr addrspace(1) %arrayidx55, align 4, !tbaa !7
  %call56 = tail call spir_func i32 @_Z22sub_group_shuffle_downjj(i32 noundef %y, i32 noundef 2) #2
  %arrayidx57 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 28
  store i32 %call56, ptr addrspace(1) %arrayidx57, align 4, !tbaa !7
  tail call spir_func void @_Z17sub_group_barrierj(i32 noundef 1) #2
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_max_sub_group_sizev() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_maxi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_exclusive_mini(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_maxj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z28sub_group_scan_exclusive_minm(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19sub_group_broadcastmj(i64 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_addf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z28sub_group_scan_exclusive_maxf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z19sub_group_broadcastfj(float noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func double @_Z28sub_group_scan_inclusive_mind(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func half @_Z20sub_group_reduce_addDh(half noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func signext i16 @_Z20sub_group_reduce_mins(i16 noundef signext) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i8 @_Z20sub_group_reduce_maxh(i8 noundef zeroext) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z17sub_group_shuffleij(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z21sub_group_shuffle_xorfj(float noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_shuffle_upij(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22sub_group_shuffle_downjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"uint*", !"long*", !"ulong*", !"float*", !"double*", !"half*", !"short*", !"uchar*", !"int", !"uint", !"long", !"ulong", !"float", !"double", !"short", !"uchar"}
!6 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !9, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"half", !9, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !9, i64 0}
!21 = !{!9, !9, i64 0}
