; ModuleID = 'byval.cl'
source_filename = "byval.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @byval_private(ptr nocapture noundef readonly byval(%struct.Pair) align 4 %p, ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(3) nocapture noundef align 4 %tmp) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %conv = trunc i64 %call to i32
  %0 = load i32, ptr %p, align 4, !tbaa !7
  %add = add nsw i32 %0, %conv
  %b = getelementptr inbounds i8, ptr %p, i64 4
  %1 = load i32, ptr %b, align 4, !tbaa !12
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %call
  store i32 %1, ptr addrspace(3) %arrayidx, align 4, !tbaa !13
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %add2 = add i64 %call, 1
  %call3 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %rem = urem i64 %add2, %call3
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %rem
  %2 = load i32, ptr addrspace(3) %arrayidx4, align 4, !tbaa !13
  %add5 = add nsw i32 %2, %add
  %call6 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call6
  store i32 %add5, ptr addrspace(1) %arrayidx7, align 4, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 0, i32 1, i32 3}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"Pair", !"int*", !"int*"}
!6 = !{!"", !"", !""}
!7 = !{!8, !9, i64 0}
!8 = !{!"", !9, i64 0, !9, i64 4}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!8, !9, i64 4}
!13 = !{!9, !9, i64 0}
