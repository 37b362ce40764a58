; ModuleID = 'covar_upper.cl'
source_filename = "covar_upper.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @covar_upper(ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef align 4 %out, i32 noundef %m, i32 noundef %n) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %conv = trunc i64 %call to i32
  %sub = add nsw i32 %m, -1
  %cmp = icmp sgt i32 %sub, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %mul = mul nsw i32 %conv, %m
  %add = add nsw i32 %mul, %conv
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom
  store float 1.000000e+00, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %k.062 = add nsw i32 %conv, 1
  %cmp363 = icmp slt i32 %k.062, %m
  br i1 %cmp363, label %for.cond5.preheader.lr.ph, label %if.end

for.cond5.preheader.lr.ph:                        ; preds = %if.then
  %cmp660 = icmp sgt i32 %n, 0
  br label %for.cond5.preheader

for.cond5.preheader:                              ; preds = %for.cond5.preheader.lr.ph, %for.cond.cleanup8
  %k.064 = phi i32 [ %k.062, %for.cond5.preheader.lr.ph ], [ %k.0, %for.cond.cleanup8 ]
  %add20 = add nsw i32 %k.064, %mul
  %idxprom21 = sext i32 %add20 to i64
  br i1 %cmp660, label %for.body9.lr.ph, label %for.cond.cleanup8

for.body9.lr.ph:                                  ; preds = %for.cond5.preheader
  %arrayidx22 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom21
  %arrayidx22.promoted = load float, ptr addrspace(1) %arrayidx22, align 4, !tbaa !7
  br label %for.body9

for.cond.cleanup8:                                ; preds = %for.body9, %for.cond5.preheader
  %arrayidx26 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom21
  %0 = load float, ptr addrspace(1) %arrayidx26, align 4, !tbaa !7
  %mul27 = mul nsw i32 %k.064, %m
  %add28 = add nsw i32 %mul27, %conv
  %idxprom29 = sext i32 %add28 to i64
  %arrayidx30 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idxprom29
  store float %0, ptr addrspace(1) %arrayidx30, align 4, !tbaa !7
  %k.0 = add nsw i32 %k.064, 1
  %cmp3 = icmp slt i32 %k.0, %m
  br i1 %cmp3, label %for.cond5.preheader, label %if.end

for.body9:                                        ; preds = %for.body9.lr.ph, %for.body9
  %1 = phi float [ %arrayidx22.promoted, %for.body9.lr.ph ], [ %4, %for.body9 ]
  %i.061 = phi i32 [ 0, %for.body9.lr.ph ], [ %inc, %for.body9 ]
  %mul10 = mul nsw i32 %i.061, %m
  %add11 = add nsw i32 %mul10, %conv
  %idxprom12 = sext i32 %add11 to i64
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom12
  %2 = load float, ptr addrspace(1) %arrayidx13, align 4, !tbaa !7
  %add15 = add nsw i32 %mul10, %k.064
  %idxprom16 = sext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idxprom16
  %3 = load float, ptr addrspace(1) %arrayidx17, align 4, !tbaa !7
  %4 = tail call float @llvm.fmuladd.f32(float %2, float %3, float %1)
  store float %4, ptr addrspace(1) %arrayidx22, align 4, !tbaa !7
  %inc = add nuw nsw i32 %i.061, 1
  %cmp6 = icmp slt i32 %inc, %n
  br i1 %cmp6, label %for.body9, label %for.cond.cleanup8

if.end:                                           ; preds = %for.cond.cleanup8, %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"int", !"int"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
