; ModuleID = 'swap_masked.cl'
source_filename = "swap_masked.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  br label %if.end

if.else:                                          ; preds = %entry
  %mul = mul nsw i32 %0, 3
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %r.0 = phi i32 [ %1, %if.then ], [ %mul, %if.else ]
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked_else(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %mul = mul nuw nsw i32 %0, 3
  br label %if.end

if.else:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %r.0 = phi i32 [ %mul, %if.then ], [ %1, %if.else ]
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @swap_masked_const(ptr addrspace(1) nocapture noundef align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  store i32 %0, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %r.0 = phi i32 [ %1, %if.then ], [ 2, %entry ]
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %r.0, ptr addrspace(1) %arrayidx3, align 4, !tbaa !7
  ret void
}

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"", !"const", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
