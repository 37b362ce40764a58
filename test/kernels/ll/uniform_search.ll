; ModuleID = 'uniform_search.cl'
source_filename = "uniform_search.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @uniform_search(ptr addrspace(1) nocapture noundef readonly align 4 %table, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %key, i32 noundef %m) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %cmp28 = icmp sgt i32 %m, 0
  br i1 %cmp28, label %for.body, label %for.end.thread

for.body:                                         ; preds = %entry, %for.inc
  %k.029 = phi i32 [ %inc, %for.inc ], [ 0, %entry ]
  %idxprom = zext nneg i32 %k.029 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %table, i64 %idxprom
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %cmp1 = icmp eq i32 %0, %key
  br i1 %cmp1, label %.loopexit, label %for.inc

for.inc:                                          ; preds = %for.body
  %inc = add nuw nsw i32 %k.029, 1
  %cmp = icmp slt i32 %inc, %m
  br i1 %cmp, label %for.body, label %for.end.thread

for.end.thread:                                   ; preds = %for.inc, %entry
  %mul40 = shl nsw i32 %m, 1
  br label %.loopexit

.loopexit:                                        ; preds = %for.body, %for.end.thread
  %1 = phi i32 [ %mul40, %for.end.thread ], [ %k.029, %for.body ]
  %cmp434 = icmp sgt i32 %1, 0
  br i1 %cmp434, label %for.body5.lr.ph, label %for.cond.cleanup

for.body5.lr.ph:                                  ; preds = %.loopexit
  %conv = trunc i64 %call to i32
  br label %for.body5

for.cond.cleanup:                                 ; preds = %for.body5, %.loopexit
  %acc.0.lcssa = phi i32 [ 0, %.loopexit ], [ %add, %for.body5 ]
  %rem = urem i64 %call, 3
  %cmp11.not = icmp eq i64 %rem, 0
  br i1 %cmp11.not, label %if.end15, label %if.then13

for.body5:                                        ; preds = %for.body5.lr.ph, %for.body5
  %j.036 = phi i32 [ 0, %for.body5.lr.ph ], [ %inc9, %for.body5 ]
  %acc.035 = phi i32 [ 0, %for.body5.lr.ph ], [ %add, %for.body5 ]
  %idxprom6 = zext nneg i32 %j.036 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %table, i64 %idxprom6
  %2 = load i32, ptr addrspace(1) %arrayidx7, align 4, !tbaa !7
  %xor = xor i32 %2, %conv
  %add = add nsw i32 %xor, %acc.035
  %inc9 = add nuw nsw i32 %j.036, 1
  %cmp4 = icmp slt i32 %inc9, %1
  br i1 %cmp4, label %for.body5, label %for.cond.cleanup

if.then13:                                        ; preds = %for.cond.cleanup
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %acc.0.lcssa, ptr addrspace(1) %arrayidx14, align 4, !tbaa !7
  br label %if.end15

if.end15:                                         ; preds = %if.then13, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int", !"int"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
