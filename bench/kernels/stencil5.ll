; ModuleID = 'stencil5.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 stencil5.cl -o stencil5.ll
source_filename = "stencil5.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @stencil5(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %w, i32 noundef %h, float noundef %c0, float noundef %c1) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %conv = zext i32 %w to i64
  %cmp.not = icmp ult i64 %call, %conv
  %conv3 = zext i32 %h to i64
  %cmp4.not = icmp ult i64 %call1, %conv3
  %or.cond67 = select i1 %cmp.not, i1 %cmp4.not, i1 false
  br i1 %or.cond67, label %if.end, label %cleanup41

if.end:                                           ; preds = %entry
  %mul = mul nuw i64 %call1, %conv
  %add = add nuw i64 %mul, %call
  %cmp7 = icmp eq i64 %call, 0
  %cmp10 = icmp eq i64 %call1, 0
  %or.cond = select i1 %cmp7, i1 true, i1 %cmp10
  br i1 %or.cond, label %if.then21, label %lor.lhs.false12

lor.lhs.false12:                                  ; preds = %if.end
  %sub = add i32 %w, -1
  %conv13 = zext i32 %sub to i64
  %cmp14 = icmp eq i64 %call, %conv13
  br i1 %cmp14, label %if.then21, label %lor.lhs.false16

lor.lhs.false16:                                  ; preds = %lor.lhs.false12
  %sub17 = add i32 %h, -1
  %conv18 = zext i32 %sub17 to i64
  %cmp19 = icmp eq i64 %call1, %conv18
  br i1 %cmp19, label %if.then21, label %if.end23

if.then21:                                        ; preds = %lor.lhs.false16, %lor.lhs.false12, %if.end
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %add
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  br label %cleanup41.sink.split

if.end23:                                         ; preds = %lor.lhs.false16
  %arrayidx24 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %add
  %1 = load float, ptr addrspace(1) %arrayidx24, align 4, !tbaa !7
  %arrayidx27 = getelementptr i8, ptr addrspace(1) %arrayidx24, i64 -4
  %2 = load float, ptr addrspace(1) %arrayidx27, align 4, !tbaa !7
  %arrayidx29 = getelementptr i8, ptr addrspace(1) %arrayidx24, i64 4
  %3 = load float, ptr addrspace(1) %arrayidx29, align 4, !tbaa !7
  %add30 = fadd float %2, %3
  %sub32 = sub i64 %add, %conv
  %arrayidx33 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %sub32
  %4 = load float, ptr addrspace(1) %arrayidx33, align 4, !tbaa !7
  %add34 = fadd float %add30, %4
  %arrayidx37 = getelementptr float, ptr addrspace(1) %arrayidx24, i64 %conv
  %5 = load float, ptr addrspace(1) %arrayidx37, align 4, !tbaa !7
  %add38 = fadd float %add34, %5
  %mul39 = fmul float %add38, %c1
  %6 = tail call float @llvm.fmuladd.f32(float %c0, float %1, float %mul39)
  br label %cleanup41.sink.split

cleanup41.sink.split:                             ; preds = %if.end23, %if.then21
  %.sink = phi float [ %0, %if.then21 ], [ %6, %if.end23 ]
  %arrayidx22 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %add
  store float %.sink, ptr addrspace(1) %arrayidx22, align 4, !tbaa !7
  br label %cleanup41

cleanup41:                                        ; preds = %cleanup41.sink.split, %entry
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!3 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"uint", !"uint", !"float", !"float"}
!6 = !{!"const", !"", !"", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
