; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 work_items.cl -o work_items.ll
; ModuleID = 'work_items.cl'
source_filename = "work_items.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @work_items(ptr addrspace(1) nocapture noundef writeonly align 8 %out, ptr addrspace(1) nocapture noundef align 4 %dims, i32 noundef %d) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr addrspace(1) %out, align 8, !tbaa !7
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #3
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store i64 %call1, ptr addrspace(1) %arrayidx2, align 8, !tbaa !7
  %call3 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 2) #3
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store i64 %call3, ptr addrspace(1) %arrayidx4, align 8, !tbaa !7
  %call5 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 24
  store i64 %call5, ptr addrspace(1) %arrayidx6, align 8, !tbaa !7
  %call7 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #3
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 32
  store i64 %call7, ptr addrspace(1) %arrayidx8, align 8, !tbaa !7
  %call9 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 2) #4
  %arrayidx10 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 40
  store i64 %call9, ptr addrspace(1) %arrayidx10, align 8, !tbaa !7
  %call11 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #3
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 48
  store i64 %call11, ptr addrspace(1) %arrayidx12, align 8, !tbaa !7
  %call13 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 1) #3
  %arrayidx14 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 56
  store i64 %call13, ptr addrspace(1) %arrayidx14, align 8, !tbaa !7
  %call15 = tail call spir_func i64 @_Z20get_global_linear_idv() #4
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 64
  store i64 %call15, ptr addrspace(1) %arrayidx16, align 8, !tbaa !7
  %call17 = tail call spir_func i64 @_Z19get_local_linear_idv() #4
  %arrayidx18 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 72
  store i64 %call17, ptr addrspace(1) %arrayidx18, align 8, !tbaa !7
  %call19 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef %d) #3
  %arrayidx20 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 80
  store i64 %call19, ptr addrspace(1) %arrayidx20, align 8, !tbaa !7
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %dims, i64 4
  %0 = load i32, ptr addrspace(1) %arrayidx21, align 4, !tbaa !11
  %call22 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef %0) #3
  %arrayidx23 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 88
  store i64 %call22, ptr addrspace(1) %arrayidx23, align 8, !tbaa !7
  %call24 = tail call spir_func i32 @_Z12get_work_dimv() #3
  store i32 %call24, ptr addrspace(1) %dims, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() local_unnamed_addr #1

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
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"ulong*", !"uint*", !"uint"}
!6 = !{!"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !9, i64 0}
