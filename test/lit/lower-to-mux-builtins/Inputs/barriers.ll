; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 barriers.cl -o barriers.ll
; ModuleID = 'barriers.cl'
source_filename = "barriers.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @barriers(ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #2
  tail call spir_func void @_Z7barrierj(i32 noundef 2) #2
  tail call spir_func void @_Z7barrierj(i32 noundef 3) #2
  tail call spir_func void @_Z7barrierj(i32 noundef 4) #2
  tail call spir_func void @_Z7barrierj(i32 noundef 0) #2
  tail call spir_func void @_Z18work_group_barrierj(i32 noundef 2) #2
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 1, i32 noundef 0) #2
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 1, i32 noundef 1) #2
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 2) #2
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 3) #2
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 1, i32 noundef 4) #2
  tail call spir_func void @_Z17sub_group_barrierj(i32 noundef 1) #2
  tail call spir_func void @_Z17sub_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 1) #2
  tail call spir_func void @_Z9mem_fencej(i32 noundef 1) #2
  tail call spir_func void @_Z14read_mem_fencej(i32 noundef 2) #2
  tail call spir_func void @_Z15write_mem_fencej(i32 noundef 3) #2
  store i32 1, ptr addrspace(1) %out, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj12memory_scope(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z14read_mem_fencej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z15write_mem_fencej(i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 1}
!4 = !{!"none"}
!5 = !{!"int*"}
!6 = !{!""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
