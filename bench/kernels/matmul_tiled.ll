; ModuleID = 'matmul_tiled.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 matmul_tiled.cl -o matmul_tiled.ll
source_filename = "matmul_tiled.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@matmul_tiled.ta = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.tb = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %A, ptr addrspace(1) nocapture noundef readonly align 4 %B, ptr addrspace(1) nocapture noundef writeonly align 4 %C, i32 noundef %n) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %call2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %call3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  %invariant.gep = getelementptr float, ptr addrspace(1) %B, i64 %call
  %cmp54.not = icmp eq i32 %n, 0
  br i1 %cmp54.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %conv = zext i32 %n to i64
  %mul = mul i64 %call1, %conv
  %0 = getelementptr float, ptr addrspace(1) %A, i64 %mul
  %invariant.gep57 = getelementptr float, ptr addrspace(1) %0, i64 %call2
  %arrayidx7 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 %call2
  %arrayidx15 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 %call3, i64 %call2
  %arrayidx22 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 0
  %arrayidx25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 0, i64 %call2
  %arrayidx22.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 1
  %arrayidx25.1 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 1, i64 %call2
  %arrayidx22.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 2
  %arrayidx25.2 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 2, i64 %call2
  %arrayidx22.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 3
  %arrayidx25.3 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 3, i64 %call2
  %arrayidx22.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 4
  %arrayidx25.4 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 4, i64 %call2
  %arrayidx22.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 5
  %arrayidx25.5 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 5, i64 %call2
  %arrayidx22.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 6
  %arrayidx25.6 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 6, i64 %call2
  %arrayidx22.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 7
  %arrayidx25.7 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 7, i64 %call2
  %arrayidx22.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 8
  %arrayidx25.8 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 8, i64 %call2
  %arrayidx22.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 9
  %arrayidx25.9 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 9, i64 %call2
  %arrayidx22.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 10
  %arrayidx25.10 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 10, i64 %call2
  %arrayidx22.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 11
  %arrayidx25.11 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 11, i64 %call2
  %arrayidx22.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 12
  %arrayidx25.12 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 12, i64 %call2
  %arrayidx22.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 13
  %arrayidx25.13 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 13, i64 %call2
  %arrayidx22.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 14
  %arrayidx25.14 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 14, i64 %call2
  %arrayidx22.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %call3, i64 15
  %arrayidx25.15 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 15, i64 %call2
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %mul31.pre-phi = phi i64 [ 0, %entry ], [ %mul, %for.body ]
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %51, %for.body ]
  %1 = getelementptr float, ptr addrspace(1) %C, i64 %mul31.pre-phi
  %arrayidx33 = getelementptr float, ptr addrspace(1) %1, i64 %call
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx33, align 4, !tbaa !7
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %k0.056 = phi i32 [ 0, %for.body.lr.ph ], [ %add28, %for.body ]
  %acc.055 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %51, %for.body ]
  %conv4 = zext i32 %k0.056 to i64
  %gep58 = getelementptr float, ptr addrspace(1) %invariant.gep57, i64 %conv4
  %2 = load float, ptr addrspace(1) %gep58, align 4, !tbaa !7
  store float %2, ptr addrspace(3) %arrayidx7, align 4, !tbaa !7
  %add9 = add i64 %call3, %conv4
  %mul11 = mul i64 %add9, %conv
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul11
  %3 = load float, ptr addrspace(1) %gep, align 4, !tbaa !7
  store float %3, ptr addrspace(3) %arrayidx15, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %4 = load float, ptr addrspace(3) %arrayidx22, align 4, !tbaa !7
  %5 = load float, ptr addrspace(3) %arrayidx25, align 4, !tbaa !7
  %6 = tail call float @llvm.fmuladd.f32(float %4, float %5, float %acc.055)
  %7 = load float, ptr addrspace(3) %arrayidx22.1, align 4, !tbaa !7
  %8 = load float, ptr addrspace(3) %arrayidx25.1, align 4, !tbaa !7
  %9 = tail call float @llvm.fmuladd.f32(float %7, float %8, float %6)
  %10 = load float, ptr addrspace(3) %arrayidx22.2, align 4, !tbaa !7
  %11 = load float, ptr addrspace(3) %arrayidx25.2, align 4, !tbaa !7
  %12 = tail call float @llvm.fmuladd.f32(float %10, float %11, float %9)
  %13 = load float, ptr addrspace(3) %arrayidx22.3, align 4, !tbaa !7
  %14 = load float, ptr addrspace(3) %arrayidx25.3, align 4, !tbaa !7
  %15 = tail call float @llvm.fmuladd.f32(float %13, float %14, float %12)
  %16 = load float, ptr addrspace(3) %arrayidx22.4, align 4, !tbaa !7
  %17 = load float, ptr addrspace(3) %arrayidx25.4, align 4, !tbaa !7
  %18 = tail call float @llvm.fmuladd.f32(float %16, float %17, float %15)
  %19 = load float, ptr addrspace(3) %arrayidx22.5, align 4, !tbaa !7
  %20 = load float, ptr addrspace(3) %arrayidx25.5, align 4, !tbaa !7
  %21 = tail call float @llvm.fmuladd.f32(float %19, float %20, float %18)
  %22 = load float, ptr addrspace(3) %arrayidx22.6, align 4, !tbaa !7
  %23 = load float, ptr addrspace(3) %arrayidx25.6, align 4, !tbaa !7
  %24 = tail call float @llvm.fmuladd.f32(float %22, float %23, float %21)
  %25 = load float, ptr addrspace(3) %arrayidx22.7, align 4, !tbaa !7
  %26 = load float, ptr addrspace(3) %arrayidx25.7, align 4, !tbaa !7
  %27 = tail call float @llvm.fmuladd.f32(float %25, float %26, float %24)
  %28 = load float, ptr addrspace(3) %arrayidx22.8, align 4, !tbaa !7
  %29 = load float, ptr addrspace(3) %arrayidx25.8, align 4, !tbaa !7
  %30 = tail call float @llvm.fmuladd.f32(float %28, float %29, float %27)
  %31 = load float, ptr addrspace(3) %arrayidx22.9, align 4, !tbaa !7
  %32 = load float, ptr addrspace(3) %arrayidx25.9, align 4, !tbaa !7
  %33 = tail call float @llvm.fmuladd.f32(float %31, float %32, float %30)
  %34 = load float, ptr addrspace(3) %arrayidx22.10, align 4, !tbaa !7
  %35 = load float, ptr addrspace(3) %arrayidx25.10, align 4, !tbaa !7
  %36 = tail call float @llvm.fmuladd.f32(float %34, float %35, float %33)
  %37 = load float, ptr addrspace(3) %arrayidx22.11, align 4, !tbaa !7
  %38 = load float, ptr addrspace(3) %arrayidx25.11, align 4, !tbaa !7
  %39 = tail call float @llvm.fmuladd.f32(float %37, float %38, float %36)
  %40 = load float, ptr addrspace(3) %arrayidx22.12, align 4, !tbaa !7
  %41 = load float, ptr addrspace(3) %arrayidx25.12, align 4, !tbaa !7
  %42 = tail call float @llvm.fmuladd.f32(float %40, float %41, float %39)
  %43 = load float, ptr addrspace(3) %arrayidx22.13, align 4, !tbaa !7
  %44 = load float, ptr addrspace(3) %arrayidx25.13, align 4, !tbaa !7
  %45 = tail call float @llvm.fmuladd.f32(float %43, float %44, float %42)
  %46 = load float, ptr addrspace(3) %arrayidx22.14, align 4, !tbaa !7
  %47 = load float, ptr addrspace(3) %arrayidx25.14, align 4, !tbaa !7
  %48 = tail call float @llvm.fmuladd.f32(float %46, float %47, float %45)
  %49 = load float, ptr addrspace(3) %arrayidx22.15, align 4, !tbaa !7
  %50 = load float, ptr addrspace(3) %arrayidx25.15, align 4, !tbaa !7
  %51 = tail call float @llvm.fmuladd.f32(float %49, float %50, float %48)
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %add28 = add i32 %k0.056, 16
  %cmp = icmp ult i32 %add28, %n
  br i1 %cmp, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"const", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
