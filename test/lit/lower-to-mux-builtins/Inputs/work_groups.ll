; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 work_groups.cl -o work_groups.ll
; ModuleID = 'work_groups.cl'
source_filename = "work_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @work_groups(ptr addrspace(1) nocapture noundef writeonly align 4 %oi, ptr addrspace(1) nocapture noundef writeonly align 4 %ou, ptr addrspace(1) nocapture noundef writeonly align 8 %ol, ptr addrspace(1) nocapture noundef writeonly align 8 %om, ptr addrspace(1) nocapture noundef writeonly align 4 %of, ptr addrspace(1) nocapture noundef writeonly align 8 %od, i32 noundef %x, i32 noundef %y, i64 noundef %l, i64 noundef %m, float noundef %f, double noundef %dd) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i32 @_Z14work_group_anyi(i32 noundef %x) #3
  store i32 %call, ptr addrspace(1) %oi, align 4, !tbaa !7
  %call1 = tail call spir_func i32 @_Z14work_group_alli(i32 noundef %x) #3
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 4
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4, !tbaa !7
  %call3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %call4 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %x, i64 noundef %call3) #3
  %arrayidx5 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 8
  store i32 %call4, ptr addrspace(1) %arrayidx5, align 4, !tbaa !7
  %call6 = tail call spir_func double @_Z20work_group_broadcastdmm(double noundef %dd, i64 noundef 1, i64 noundef 2) #3
  store double %call6, ptr addrspace(1) %od, align 8, !tbaa !11
  %call8 = tail call spir_func float @_Z20work_group_broadcastfmmm(float noundef %f, i64 noundef 1, i64 noundef 2, i64 noundef 3) #3
  store float %call8, ptr addrspace(1) %of, align 4, !tbaa !13
  %call10 = tail call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %x) #3
  %arrayidx11 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 12
  store i32 %call10, ptr addrspace(1) %arrayidx11, align 4, !tbaa !7
  %call12 = tail call spir_func i32 @_Z21work_group_reduce_mini(i32 noundef %x) #3
  %arrayidx13 = getelementptr inbounds i8, ptr addrspace(1) %oi, i64 16
  store i32 %call12, ptr addrspace(1) %arrayidx13, align 4, !tbaa !7
  %call14 = tail call spir_func i32 @_Z21work_group_reduce_maxj(i32 noundef %y) #3
  store i32 %call14, ptr addrspace(1) %ou, align 4, !tbaa !7
  %call16 = tail call spir_func i64 @_Z29work_group_scan_inclusive_addl(i64 noundef %l) #3
  store i64 %call16, ptr addrspace(1) %ol, align 8, !tbaa !15
  %call18 = tail call spir_func i64 @_Z29work_group_scan_inclusive_minm(i64 noundef %m) #3
  store i64 %call18, ptr addrspace(1) %om, align 8, !tbaa !15
  %call20 = tail call spir_func i64 @_Z29work_group_scan_exclusive_maxl(i64 noundef %l) #3
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %ol, i64 8
  store i64 %call20, ptr addrspace(1) %arrayidx21, align 8, !tbaa !15
  %call22 = tail call spir_func float @_Z21work_group_reduce_addf(float noundef %f) #3
  %arrayidx23 = getelementptr inbounds i8, ptr addrspace(1) %of, i64 4
  store float %call22, ptr addrspace(1) %arrayidx23, align 4, !tbaa !13
  %call24 = tail call spir_func float @_Z29work_group_scan_exclusive_minf(float noundef %f) #3
  %arrayidx25 = getelementptr inbounds i8, ptr addrspace(1) %of, i64 8
  store float %call24, ptr addrspace(1) %arrayidx25, align 4, !tbaa !13
  %call26 = tail call spir_func double @_Z29work_group_scan_inclusive_maxd(double noundef %dd) #3
  %arrayidx27 = getelementptr inbounds i8, ptr addrspace(1) %od, i64 8
  store double %call26, ptr addrspace(1) %arrayidx27, align 8, !tbaa !11
  %call28 = tail call spir_func i32 @_Z29work_group_scan_exclusive_addj(i32 noundef %y) #3
  %arrayidx29 = getelementptr inbounds i8, ptr addrspace(1) %ou, i64 4
  store i32 %call28, ptr addrspace(1) %arrayidx29, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func double @_Z20work_group_broadcastdmm(double noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfmmm(float noundef, i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_mini(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z29work_group_scan_inclusive_addl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z29work_group_scan_inclusive_minm(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z29work_group_scan_exclusive_maxl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z21work_group_reduce_addf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z29work_group_scan_exclusive_minf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func double @_Z29work_group_scan_inclusive_maxd(double noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"uint*", !"long*", !"ulong*", !"float*", !"double*", !"int", !"uint", !"long", !"ulong", !"float", !"double"}
!6 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !9, i64 0}
