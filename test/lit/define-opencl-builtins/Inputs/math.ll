; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 math.cl -o math.ll
; ModuleID = 'math.cl'
source_filename = "math.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @maths(ptr addrspace(1) nocapture noundef align 16 %f, ptr addrspace(1) nocapture noundef align 8 %d, ptr addrspace(1) nocapture noundef align 4 %s, ptr addrspace(1) nocapture noundef readonly align 16 %k) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %0 = load <4 x float>, ptr addrspace(1) %f, align 16, !tbaa !8
  %call = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %0) #2, !fpmath !11
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 16
  %1 = load <4 x float>, ptr addrspace(1) %arrayidx1, align 16, !tbaa !8
  %call2 = tail call spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef %1) #2
  %add = fadd <4 x float> %call, %call2
  %arrayidx5 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 32
  %2 = load <4 x float>, ptr addrspace(1) %arrayidx5, align 16, !tbaa !8
  %call6 = tail call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #2
  %add7 = fadd <4 x float> %add, %call6
  %call11 = tail call spir_func <4 x float> @_Z3madDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #2
  %add12 = fadd <4 x float> %add7, %call11
  %call14 = tail call spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> noundef %1, float noundef 2.000000e+00) #2
  %add15 = fadd <4 x float> %add12, %call14
  store <4 x float> %add15, ptr addrspace(1) %f, align 16, !tbaa !8
  %call18 = tail call spir_func <4 x float> @_Z4tanhDv4_f(<4 x float> noundef %2) #2
  %arrayidx19 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 48
  %3 = load <4 x float>, ptr addrspace(1) %arrayidx19, align 16, !tbaa !8
  %call20 = tail call spir_func <4 x float> @_Z4cbrtDv4_f(<4 x float> noundef %3) #2
  %add21 = fadd <4 x float> %call18, %call20
  %4 = load <4 x i32>, ptr addrspace(1) %k, align 16, !tbaa !8
  %call24 = tail call spir_func <4 x float> @_Z4pownDv4_fDv4_i(<4 x float> noundef %add15, <4 x i32> noundef %4) #2
  %add25 = fadd <4 x float> %add21, %call24
  %call27 = tail call spir_func <4 x float> @_Z5rsqrtDv4_f(<4 x float> noundef %1) #2
  %add28 = fadd <4 x float> %add25, %call27
  %call31 = tail call spir_func <4 x float> @_Z4fdimDv4_fS_(<4 x float> noundef %add15, <4 x float> noundef %1) #2
  %add32 = fadd <4 x float> %add28, %call31
  %call34 = tail call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %2, i32 noundef 3) #2
  %add35 = fadd <4 x float> %add32, %call34
  store <4 x float> %add35, ptr addrspace(1) %arrayidx1, align 16, !tbaa !8
  %arrayidx37 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 8
  %5 = load double, ptr addrspace(1) %arrayidx37, align 8, !tbaa !12
  %call38 = tail call spir_func double @_Z5exp10d(double noundef %5) #2
  %arrayidx39 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 16
  %6 = load double, ptr addrspace(1) %arrayidx39, align 8, !tbaa !12
  %arrayidx40 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 24
  %7 = load double, ptr addrspace(1) %arrayidx40, align 8, !tbaa !12
  %call41 = tail call spir_func double @_Z4fmoddd(double noundef %6, double noundef %7) #2
  %add42 = fadd double %call38, %call41
  %arrayidx43 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 32
  %8 = load double, ptr addrspace(1) %arrayidx43, align 8, !tbaa !12
  %conv = fptrunc double %8 to float
  %call44 = tail call spir_func float @_Z9half_sqrtf(float noundef %conv) #2
  %conv45 = fpext float %call44 to double
  %add46 = fadd double %add42, %conv45
  store double %add46, ptr addrspace(1) %d, align 8, !tbaa !12
  %arrayidx48 = getelementptr inbounds i8, ptr addrspace(1) %s, i64 4
  %9 = load float, ptr addrspace(1) %arrayidx48, align 4, !tbaa !14
  %arrayidx49 = getelementptr inbounds i8, ptr addrspace(1) %s, i64 8
  %10 = load float, ptr addrspace(1) %arrayidx49, align 4, !tbaa !14
  %call50 = tail call spir_func float @_Z4powrff(float noundef %9, float noundef %10) #2
  %arrayidx51 = getelementptr inbounds i8, ptr addrspace(1) %s, i64 12
  %11 = load float, ptr addrspace(1) %arrayidx51, align 4, !tbaa !14
  %call52 = tail call spir_func float @_Z12native_recipf(float noundef %11) #2
  %add53 = fadd float %call50, %call52
  store float %add53, ptr addrspace(1) %s, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3madDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fminDv4_ff(<4 x float> noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4tanhDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4cbrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4pownDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5rsqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fdimDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z5exp10d(double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z4fmoddd(double noundef, double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z9half_sqrtf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4powrff(float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z12native_recipf(float noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float4*", !"double*", !"float*", !"int4*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"double*", !"float*", !"int __attribute__((ext_vector_type(4)))*"}
!7 = !{!"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{float 3.000000e+00}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !9, i64 0}
