; ModuleID = 'conv1d.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 conv1d.cl -o conv1d.ll
source_filename = "conv1d.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@conv1d.tile = internal unnamed_addr addrspace(3) global [272 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @conv1d(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(2) nocapture noundef readonly align 4 %weights, ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %n) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %mul = shl i64 %call2, 8
  %sub = add nsw i64 %mul, -8
  %cmp38 = icmp ult i64 %call, 272
  %conv = zext i32 %n to i64
  br i1 %cmp38, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %cond.end, %entry
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %cmp9.not = icmp ult i64 %call1, %conv
  br i1 %cmp9.not, label %for.body15.preheader, label %cleanup

for.body15.preheader:                             ; preds = %for.cond.cleanup
  %0 = load float, ptr addrspace(2) %weights, align 4, !tbaa !7
  %arrayidx19 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %call
  %1 = load float, ptr addrspace(3) %arrayidx19, align 4, !tbaa !7
  %2 = tail call float @llvm.fmuladd.f32(float %0, float %1, float 0.000000e+00)
  %arrayidx16.1 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 4
  %3 = load float, ptr addrspace(2) %arrayidx16.1, align 4, !tbaa !7
  %add18.1 = add i64 %call, 1
  %arrayidx19.1 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.1
  %4 = load float, ptr addrspace(3) %arrayidx19.1, align 4, !tbaa !7
  %5 = tail call float @llvm.fmuladd.f32(float %3, float %4, float %2)
  %arrayidx16.2 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 8
  %6 = load float, ptr addrspace(2) %arrayidx16.2, align 4, !tbaa !7
  %add18.2 = add i64 %call, 2
  %arrayidx19.2 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.2
  %7 = load float, ptr addrspace(3) %arrayidx19.2, align 4, !tbaa !7
  %8 = tail call float @llvm.fmuladd.f32(float %6, float %7, float %5)
  %arrayidx16.3 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 12
  %9 = load float, ptr addrspace(2) %arrayidx16.3, align 4, !tbaa !7
  %add18.3 = add i64 %call, 3
  %arrayidx19.3 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.3
  %10 = load float, ptr addrspace(3) %arrayidx19.3, align 4, !tbaa !7
  %11 = tail call float @llvm.fmuladd.f32(float %9, float %10, float %8)
  %arrayidx16.4 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 16
  %12 = load float, ptr addrspace(2) %arrayidx16.4, align 4, !tbaa !7
  %add18.4 = add i64 %call, 4
  %arrayidx19.4 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.4
  %13 = load float, ptr addrspace(3) %arrayidx19.4, align 4, !tbaa !7
  %14 = tail call float @llvm.fmuladd.f32(float %12, float %13, float %11)
  %arrayidx16.5 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 20
  %15 = load float, ptr addrspace(2) %arrayidx16.5, align 4, !tbaa !7
  %add18.5 = add i64 %call, 5
  %arrayidx19.5 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.5
  %16 = load float, ptr addrspace(3) %arrayidx19.5, align 4, !tbaa !7
  %17 = tail call float @llvm.fmuladd.f32(float %15, float %16, float %14)
  %arrayidx16.6 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 24
  %18 = load float, ptr addrspace(2) %arrayidx16.6, align 4, !tbaa !7
  %add18.6 = add i64 %call, 6
  %arrayidx19.6 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.6
  %19 = load float, ptr addrspace(3) %arrayidx19.6, align 4, !tbaa !7
  %20 = tail call float @llvm.fmuladd.f32(float %18, float %19, float %17)
  %arrayidx16.7 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 28
  %21 = load float, ptr addrspace(2) %arrayidx16.7, align 4, !tbaa !7
  %add18.7 = add i64 %call, 7
  %arrayidx19.7 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.7
  %22 = load float, ptr addrspace(3) %arrayidx19.7, align 4, !tbaa !7
  %23 = tail call float @llvm.fmuladd.f32(float %21, float %22, float %20)
  %arrayidx16.8 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 32
  %24 = load float, ptr addrspace(2) %arrayidx16.8, align 4, !tbaa !7
  %add18.8 = add i64 %call, 8
  %arrayidx19.8 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.8
  %25 = load float, ptr addrspace(3) %arrayidx19.8, align 4, !tbaa !7
  %26 = tail call float @llvm.fmuladd.f32(float %24, float %25, float %23)
  %arrayidx16.9 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 36
  %27 = load float, ptr addrspace(2) %arrayidx16.9, align 4, !tbaa !7
  %add18.9 = add i64 %call, 9
  %arrayidx19.9 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.9
  %28 = load float, ptr addrspace(3) %arrayidx19.9, align 4, !tbaa !7
  %29 = tail call float @llvm.fmuladd.f32(float %27, float %28, float %26)
  %arrayidx16.10 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 40
  %30 = load float, ptr addrspace(2) %arrayidx16.10, align 4, !tbaa !7
  %add18.10 = add i64 %call, 10
  %arrayidx19.10 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.10
  %31 = load float, ptr addrspace(3) %arrayidx19.10, align 4, !tbaa !7
  %32 = tail call float @llvm.fmuladd.f32(float %30, float %31, float %29)
  %arrayidx16.11 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 44
  %33 = load float, ptr addrspace(2) %arrayidx16.11, align 4, !tbaa !7
  %add18.11 = add i64 %call, 11
  %arrayidx19.11 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.11
  %34 = load float, ptr addrspace(3) %arrayidx19.11, align 4, !tbaa !7
  %35 = tail call float @llvm.fmuladd.f32(float %33, float %34, float %32)
  %arrayidx16.12 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 48
  %36 = load float, ptr addrspace(2) %arrayidx16.12, align 4, !tbaa !7
  %add18.12 = add i64 %call, 12
  %arrayidx19.12 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.12
  %37 = load float, ptr addrspace(3) %arrayidx19.12, align 4, !tbaa !7
  %38 = tail call float @llvm.fmuladd.f32(float %36, float %37, float %35)
  %arrayidx16.13 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 52
  %39 = load float, ptr addrspace(2) %arrayidx16.13, align 4, !tbaa !7
  %add18.13 = add i64 %call, 13
  %arrayidx19.13 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.13
  %40 = load float, ptr addrspace(3) %arrayidx19.13, align 4, !tbaa !7
  %41 = tail call float @llvm.fmuladd.f32(float %39, float %40, float %38)
  %arrayidx16.14 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 56
  %42 = load float, ptr addrspace(2) %arrayidx16.14, align 4, !tbaa !7
  %add18.14 = add i64 %call, 14
  %arrayidx19.14 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.14
  %43 = load float, ptr addrspace(3) %arrayidx19.14, align 4, !tbaa !7
  %44 = tail call float @llvm.fmuladd.f32(float %42, float %43, float %41)
  %arrayidx16.15 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 60
  %45 = load float, ptr addrspace(2) %arrayidx16.15, align 4, !tbaa !7
  %add18.15 = add i64 %call, 15
  %arrayidx19.15 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.15
  %46 = load float, ptr addrspace(3) %arrayidx19.15, align 4, !tbaa !7
  %47 = tail call float @llvm.fmuladd.f32(float %45, float %46, float %44)
  %arrayidx16.16 = getelementptr inbounds i8, ptr addrspace(2) %weights, i64 64
  %48 = load float, ptr addrspace(2) %arrayidx16.16, align 4, !tbaa !7
  %add18.16 = add i64 %call, 16
  %arrayidx19.16 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add18.16
  %49 = load float, ptr addrspace(3) %arrayidx19.16, align 4, !tbaa !7
  %50 = tail call float @llvm.fmuladd.f32(float %48, float %49, float %47)
  %arrayidx23 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %call1
  store float %50, ptr addrspace(1) %arrayidx23, align 4, !tbaa !7
  br label %cleanup

for.body:                                         ; preds = %entry, %cond.end
  %j.039 = phi i64 [ %add7, %cond.end ], [ %call, %entry ]
  %add = add nsw i64 %sub, %j.039
  %or.cond = icmp ult i64 %add, %conv
  br i1 %or.cond, label %cond.true, label %cond.end

cond.true:                                        ; preds = %for.body
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %add
  %51 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  br label %cond.end

cond.end:                                         ; preds = %for.body, %cond.true
  %cond = phi float [ %51, %cond.true ], [ 0.000000e+00, %for.body ]
  %arrayidx6 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %j.039
  store float %cond, ptr addrspace(3) %arrayidx6, align 4, !tbaa !7
  %add7 = add nuw nsw i64 %j.039, 256
  %cmp = icmp ult i64 %j.039, 16
  br i1 %cmp, label %for.body, label %for.cond.cleanup

cleanup:                                          ; preds = %for.cond.cleanup, %for.body15.preheader
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 2, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"const", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
