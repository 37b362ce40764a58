; ModuleID = 'broadcast_groups.cl'
source_filename = "broadcast_groups.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @broadcast_groups(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %pick) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %mul = mul nsw i32 %0, 3
  %add = add nsw i32 %mul, 1
  %call1 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %sub = add i64 %call1, -1
  %call2 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %add, i64 noundef %sub) #4
  %conv = zext i32 %pick to i64
  %rem = urem i64 %conv, %call1
  %call4 = tail call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %add, i64 noundef %rem) #4
  %mul5 = mul nsw i32 %call2, 1000
  %add6 = add nsw i32 %call4, %mul5
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %add6, ptr addrspace(1) %arrayidx7, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @broadcast_2d(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %mul = mul i64 %call1, %call
  %call2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %add = add i64 %mul, %call2
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %add
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !15
  %call3 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %sub = add i64 %call3, -1
  %call4 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #3
  %div12 = lshr i64 %call4, 1
  %call5 = tail call spir_func float @_Z20work_group_broadcastfmm(float noundef %0, i64 noundef %sub, i64 noundef %div12) #4
  %sub6 = fsub float %0, %call5
  %call7 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 0) #4
  %conv = sitofp i32 %call7 to float
  %add8 = fadd float %sub6, %conv
  %arrayidx9 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %add
  store float %add8, ptr addrspace(1) %arrayidx9, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfmm(float noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

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
!3 = !{i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"uint"}
!6 = !{!"const", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1, i32 1}
!12 = !{!"none", !"none"}
!13 = !{!"float*", !"float*"}
!14 = !{!"const", !""}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !9, i64 0}
