; ModuleID = 'transpose_local.cl'
source_filename = "transpose_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@transpose_local.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @transpose_local(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %w, i32 noundef %h) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %call2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %call3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #3
  %conv = zext i32 %w to i64
  %cmp = icmp ult i64 %call, %conv
  %conv5 = zext i32 %h to i64
  %cmp6 = icmp ult i64 %call1, %conv5
  %or.cond = select i1 %cmp, i1 %cmp6, i1 false
  br i1 %or.cond, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul = mul nuw i64 %call1, %conv
  %0 = getelementptr float, ptr addrspace(1) %in, i64 %mul
  %arrayidx = getelementptr float, ptr addrspace(1) %0, i64 %call
  %1 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx10 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %call3, i64 %call2
  store float %1, ptr addrspace(3) %arrayidx10, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %call11 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #3
  %mul12 = shl i64 %call11, 4
  %add13 = add i64 %mul12, %call2
  %call14 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %mul15 = shl i64 %call14, 4
  %add16 = add i64 %mul15, %call3
  %cmp18 = icmp ult i64 %add13, %conv5
  %cmp22 = icmp ult i64 %add16, %conv
  %or.cond44 = select i1 %cmp18, i1 %cmp22, i1 false
  br i1 %or.cond44, label %if.then24, label %if.end31

if.then24:                                        ; preds = %if.end
  %arrayidx26 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %call2, i64 %call3
  %2 = load float, ptr addrspace(3) %arrayidx26, align 4, !tbaa !7
  %mul28 = mul nuw i64 %add16, %conv5
  %3 = getelementptr float, ptr addrspace(1) %out, i64 %mul28
  %arrayidx30 = getelementptr float, ptr addrspace(1) %3, i64 %add13
  store float %2, ptr addrspace(1) %arrayidx30, align 4, !tbaa !7
  br label %if.end31

if.end31:                                         ; preds = %if.then24, %if.end
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"uint", !"uint"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
