; ModuleID = 'reduce_sum.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 reduce_sum.cl -o reduce_sum.ll
source_filename = "reduce_sum.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %partial, ptr addrspace(3) nocapture noundef align 4 %scratch, i32 noundef %n) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %conv = zext i32 %n to i64
  %cmp43 = icmp ult i64 %call1, %conv
  br i1 %cmp43, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %add, %for.body ]
  %arrayidx5 = getelementptr inbounds float, ptr addrspace(3) %scratch, i64 %call
  store float %acc.0.lcssa, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %call6 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %cmp8.not47 = icmp ult i64 %call6, 2
  br i1 %cmp8.not47, label %for.cond.cleanup10, label %for.body11

for.body:                                         ; preds = %entry, %for.body
  %i.045 = phi i64 [ %add4, %for.body ], [ %call1, %entry ]
  %acc.044 = phi float [ %add, %for.body ], [ 0.000000e+00, %entry ]
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i.045
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %add = fadd float %acc.044, %0
  %call3 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %add4 = add i64 %call3, %i.045
  %cmp = icmp ult i64 %add4, %conv
  br i1 %cmp, label %for.body, label %for.cond.cleanup

for.cond.cleanup10:                               ; preds = %if.end, %for.cond.cleanup
  %cmp21 = icmp eq i64 %call, 0
  br i1 %cmp21, label %if.then23, label %if.end27

for.body11:                                       ; preds = %for.cond.cleanup, %if.end
  %span.048.in = phi i64 [ %span.048, %if.end ], [ %call6, %for.cond.cleanup ]
  %span.048 = lshr i64 %span.048.in, 1
  %cmp12 = icmp ult i64 %call, %span.048
  br i1 %cmp12, label %if.then, label %if.end

if.then:                                          ; preds = %for.body11
  %arrayidx15 = getelementptr float, ptr addrspace(3) %arrayidx5, i64 %span.048
  %1 = load float, ptr addrspace(3) %arrayidx15, align 4, !tbaa !7
  %2 = load float, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  %add17 = fadd float %1, %2
  store float %add17, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body11
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %cmp8.not = icmp ult i64 %span.048.in, 4
  br i1 %cmp8.not, label %for.cond.cleanup10, label %for.body11

if.then23:                                        ; preds = %for.cond.cleanup10
  %3 = load float, ptr addrspace(3) %scratch, align 4, !tbaa !7
  %call25 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %arrayidx26 = getelementptr inbounds float, ptr addrspace(1) %partial, i64 %call25
  store float %3, ptr addrspace(1) %arrayidx26, align 4, !tbaa !7
  br label %if.end27

if.end27:                                         ; preds = %if.then23, %for.cond.cleanup10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1, i32 3, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
