; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 relational.cl -o relational.ll
; ModuleID = 'relational.cl'
source_filename = "relational.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @relational(ptr addrspace(1) nocapture noundef align 16 %f, ptr addrspace(1) nocapture noundef readonly align 16 %d, ptr addrspace(1) nocapture noundef align 16 %i, ptr addrspace(1) nocapture noundef writeonly align 16 %l, ptr addrspace(1) nocapture noundef align 4 %s, ptr addrspace(1) nocapture noundef align 4 %g) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %0 = load <4 x float>, ptr addrspace(1) %f, align 16, !tbaa !8
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 16
  %1 = load <4 x float>, ptr addrspace(1) %arrayidx1, align 16, !tbaa !8
  %call = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #2
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 32
  %2 = load <4 x float>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %call3 = tail call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %2) #2
  %add = add <4 x i32> %call3, %call
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 48
  %3 = load <4 x float>, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call5 = tail call spir_func <4 x i32> @_Z8isnormalDv4_f(<4 x float> noundef %3) #2
  %add6 = add <4 x i32> %add, %call5
  %call8 = tail call spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef %0) #2
  %add9 = add <4 x i32> %add6, %call8
  store <4 x i32> %add9, ptr addrspace(1) %i, align 16, !tbaa !8
  %4 = load <2 x double>, ptr addrspace(1) %d, align 16, !tbaa !8
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 16
  %5 = load <2 x double>, ptr addrspace(1) %arrayidx12, align 16, !tbaa !8
  %call13 = tail call spir_func <2 x i64> @_Z10isnotequalDv2_dS_(<2 x double> noundef %4, <2 x double> noundef %5) #2
  store <2 x i64> %call13, ptr addrspace(1) %l, align 16, !tbaa !8
  %6 = load float, ptr addrspace(1) %g, align 4, !tbaa !11
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 4
  %7 = load float, ptr addrspace(1) %arrayidx16, align 4, !tbaa !11
  %call17 = tail call spir_func i32 @_Z6islessff(float noundef %6, float noundef %7) #2
  %arrayidx18 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 8
  %8 = load float, ptr addrspace(1) %arrayidx18, align 4, !tbaa !11
  %call19 = tail call spir_func i32 @_Z5isinff(float noundef %8) #2
  %add20 = add nsw i32 %call19, %call17
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 16
  %9 = load <4 x i32>, ptr addrspace(1) %arrayidx21, align 16, !tbaa !8
  %call22 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %9) #2
  %add23 = add nsw i32 %add20, %call22
  %arrayidx24 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 32
  %10 = load <4 x i32>, ptr addrspace(1) %arrayidx24, align 16, !tbaa !8
  %call25 = tail call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %10) #2
  %add26 = add nsw i32 %add23, %call25
  %arrayidx27 = getelementptr inbounds i8, ptr addrspace(1) %s, i64 4
  %11 = load i32, ptr addrspace(1) %arrayidx27, align 4, !tbaa !13
  %call28 = tail call spir_func i32 @_Z6selectiii(i32 noundef 1, i32 noundef 2, i32 noundef %11) #2
  %add29 = add nsw i32 %add26, %call28
  store i32 %add29, ptr addrspace(1) %s, align 4, !tbaa !13
  %12 = load <4 x float>, ptr addrspace(1) %arrayidx1, align 16, !tbaa !8
  %13 = load <4 x float>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %arrayidx33 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 48
  %14 = load <4 x i32>, ptr addrspace(1) %arrayidx33, align 16, !tbaa !8
  %call34 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %12, <4 x float> noundef %13, <4 x i32> noundef %14) #2
  %15 = load <4 x float>, ptr addrspace(1) %f, align 16, !tbaa !8
  %call38 = tail call spir_func <4 x float> @_Z9bitselectDv4_fS_S_(<4 x float> noundef %15, <4 x float> noundef %12, <4 x float> noundef %13) #2
  %add39 = fadd <4 x float> %call34, %call38
  store <4 x float> %add39, ptr addrspace(1) %f, align 16, !tbaa !8
  %call42 = tail call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef %add39, float noundef 0.000000e+00, float noundef 1.000000e+00) #2
  %call45 = tail call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> noundef %add39, <4 x float> noundef %12, float noundef 5.000000e-01) #2
  %add46 = fadd <4 x float> %call42, %call45
  %call48 = tail call spir_func <4 x float> @_Z4stepfDv4_f(float noundef 5.000000e-01, <4 x float> noundef %13) #2
  %add49 = fadd <4 x float> %add46, %call48
  %16 = load <4 x float>, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call51 = tail call spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef 0.000000e+00, float noundef 1.000000e+00, <4 x float> noundef %16) #2
  %add52 = fadd <4 x float> %add49, %call51
  %call54 = tail call spir_func <4 x float> @_Z4signDv4_f(<4 x float> noundef %add39) #2
  %add55 = fadd <4 x float> %add52, %call54
  store <4 x float> %add55, ptr addrspace(1) %arrayidx1, align 16, !tbaa !8
  %call59 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %add39, <4 x float> noundef %add55) #2
  %call61 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %13) #2
  %add62 = fadd <4 x float> %call59, %call61
  %call65 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %add39, <4 x float> noundef %add55) #2
  %call67 = tail call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %16) #2
  %add68 = fadd float %call65, %call67
  %call71 = tail call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %add39, <4 x float> noundef %add55) #2
  %add72 = fadd float %add68, %call71
  %splat.splatinsert = insertelement <4 x float> poison, float %add72, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add73 = fadd <4 x float> %add62, %splat.splat
  store <4 x float> %add73, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %17 = load float, ptr addrspace(1) %arrayidx16, align 4, !tbaa !11
  %call76 = tail call spir_func float @_Z7degreesf(float noundef %17) #2
  %18 = load float, ptr addrspace(1) %arrayidx18, align 4, !tbaa !11
  %arrayidx78 = getelementptr inbounds i8, ptr addrspace(1) %g, i64 12
  %19 = load float, ptr addrspace(1) %arrayidx78, align 4, !tbaa !11
  %call79 = tail call spir_func float @_Z3maxff(float noundef %18, float noundef %19) #2
  %add80 = fadd float %call76, %call79
  store float %add80, ptr addrspace(1) %g, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8isnormalDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x i64> @_Z10isnotequalDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z5isinff(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6selectiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z9bitselectDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> noundef, <4 x float> noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4stepfDv4_f(float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef, float noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4signDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z7degreesf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3maxff(float noundef, float noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float4*", !"double2*", !"int4*", !"long2*", !"int*", !"float*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(2)))*", !"int __attribute__((ext_vector_type(4)))*", !"long __attribute__((ext_vector_type(2)))*", !"int*", !"float*"}
!7 = !{!"", !"", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !9, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !9, i64 0}
