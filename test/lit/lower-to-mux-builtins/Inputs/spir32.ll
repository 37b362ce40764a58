; clang-19 -cc1 -triple spir-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 spir32.cl -o spir32.ll
; ModuleID = 'spir32.cl'
source_filename = "spir32.cl"
target datalayout = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @spir32(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef writeonly align 4 %oi, i32 noundef %x) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i32 @_Z13get_global_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i32 @_Z14get_local_sizej(i32 noundef 1) #3
  %add = add i32 %call1, %call
  %call2 = tail call spir_func i32 @_Z20get_global_linear_idv() #4
  %add3 = add i32 %add, %call2
  store i32 %add3, ptr addrspace(1) %out, align 4, !tbaa !8
  %call4 = tail call spir_func i32 @_Z12get_local_idj(i32 noundef 0) #3
  %call5 = tail call spir_func i32 @_Z20work_group_broadcastijj(i32 noundef %x, i32 noundef %call4, i32 noundef 1) #4
  store i32 %call5, ptr addrspace(1) %oi, align 4, !tbaa !8
  %call7 = tail call spir_func i32 @_Z12get_work_dimv() #3
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %oi, i32 4
  store i32 %call7, ptr addrspace(1) %arrayidx8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20get_global_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastijj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

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
!5 = !{!"size_t*", !"int*", !"int"}
!6 = !{!"uint*", !"int*", !"int"}
!7 = !{!"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
