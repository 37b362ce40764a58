; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 conversions.cl -o conversions.ll
; ModuleID = 'conversions.cl'
source_filename = "conversions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @conversions(ptr addrspace(1) nocapture noundef align 4 %i, ptr addrspace(1) nocapture noundef align 1 %uc, ptr addrspace(1) nocapture noundef align 1 %c, ptr addrspace(1) nocapture noundef align 4 %u, ptr addrspace(1) nocapture noundef align 8 %l, ptr addrspace(1) nocapture noundef align 8 %ul, ptr addrspace(1) nocapture noundef align 4 %f, ptr addrspace(1) nocapture noundef align 8 %d, ptr addrspace(1) nocapture noundef align 16 %i4, ptr addrspace(1) nocapture noundef align 16 %f4, ptr addrspace(1) nocapture noundef writeonly align 16 %s8) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %0 = load float, ptr addrspace(1) %f, align 4, !tbaa !8
  %call = tail call spir_func i32 @_Z11convert_intf(float noundef %0) #2
  %call1 = tail call spir_func i32 @_Z15convert_int_rtef(float noundef %0) #2
  %add = add nsw i32 %call1, %call
  %call2 = tail call spir_func i32 @_Z15convert_int_rtpf(float noundef %0) #2
  %add3 = add nsw i32 %add, %call2
  %call4 = tail call spir_func i32 @_Z15convert_int_rtnf(float noundef %0) #2
  %add5 = add nsw i32 %add3, %call4
  %call6 = tail call spir_func i32 @_Z15convert_int_satf(float noundef %0) #2
  %add7 = add nsw i32 %add5, %call6
  %call8 = tail call spir_func i32 @_Z19convert_int_sat_rtef(float noundef %0) #2
  %add9 = add nsw i32 %add7, %call8
  store i32 %add9, ptr addrspace(1) %i, align 4, !tbaa !12
  %call11 = tail call spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef %0) #2
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 4
  %1 = load i32, ptr addrspace(1) %arrayidx12, align 4, !tbaa !12
  %call13 = tail call spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef %1) #2
  %add15 = add i8 %call13, %call11
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 8
  %2 = load i32, ptr addrspace(1) %arrayidx16, align 4, !tbaa !12
  %call17 = tail call spir_func zeroext i8 @_Z13convert_uchari(i32 noundef %2) #2
  %add19 = add i8 %add15, %call17
  store i8 %add19, ptr addrspace(1) %uc, align 1, !tbaa !14
  %3 = load i32, ptr addrspace(1) %u, align 4, !tbaa !12
  %call23 = tail call spir_func signext i8 @_Z16convert_char_satj(i32 noundef %3) #2
  %4 = load i64, ptr addrspace(1) %l, align 8, !tbaa !15
  %call26 = tail call spir_func signext i8 @_Z16convert_char_satl(i64 noundef %4) #2
  %add28 = add i8 %call26, %call23
  store i8 %add28, ptr addrspace(1) %c, align 1, !tbaa !14
  %arrayidx31 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 12
  %5 = load i32, ptr addrspace(1) %arrayidx31, align 4, !tbaa !12
  %call32 = tail call spir_func i32 @_Z16convert_uint_sati(i32 noundef %5) #2
  %arrayidx33 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 1
  %6 = load i8, ptr addrspace(1) %arrayidx33, align 1, !tbaa !14
  %call34 = tail call spir_func i32 @_Z12convert_uintc(i8 noundef signext %6) #2
  %add35 = add i32 %call34, %call32
  %arrayidx36 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 4
  store i32 %add35, ptr addrspace(1) %arrayidx36, align 4, !tbaa !12
  %arrayidx37 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 8
  %7 = load i32, ptr addrspace(1) %arrayidx37, align 4, !tbaa !12
  %call38 = tail call spir_func i32 @_Z15convert_int_satj(i32 noundef %7) #2
  %arrayidx39 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 2
  %8 = load i8, ptr addrspace(1) %arrayidx39, align 1, !tbaa !14
  %call40 = tail call spir_func i32 @_Z11convert_intc(i8 noundef signext %8) #2
  %add41 = add nsw i32 %call40, %call38
  %arrayidx42 = getelementptr inbounds i8, ptr addrspace(1) %uc, i64 1
  %9 = load i8, ptr addrspace(1) %arrayidx42, align 1, !tbaa !14
  %call43 = tail call spir_func i32 @_Z11convert_inth(i8 noundef zeroext %9) #2
  %add44 = add nsw i32 %add41, %call43
  %arrayidx45 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 16
  store i32 %add44, ptr addrspace(1) %arrayidx45, align 4, !tbaa !12
  %arrayidx46 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 20
  %10 = load i32, ptr addrspace(1) %arrayidx46, align 4, !tbaa !12
  %call47 = tail call spir_func i64 @_Z12convert_longi(i32 noundef %10) #2
  %11 = load i64, ptr addrspace(1) %ul, align 8, !tbaa !15
  %call49 = tail call spir_func i64 @_Z16convert_long_satm(i64 noundef %11) #2
  %add50 = add nsw i64 %call49, %call47
  %arrayidx51 = getelementptr inbounds i8, ptr addrspace(1) %l, i64 8
  store i64 %add50, ptr addrspace(1) %arrayidx51, align 8, !tbaa !15
  %arrayidx52 = getelementptr inbounds i8, ptr addrspace(1) %l, i64 16
  %12 = load i64, ptr addrspace(1) %arrayidx52, align 8, !tbaa !15
  %call53 = tail call spir_func i64 @_Z17convert_ulong_satl(i64 noundef %12) #2
  %13 = load double, ptr addrspace(1) %d, align 8, !tbaa !17
  %call55 = tail call spir_func i64 @_Z17convert_ulong_rtzd(double noundef %13) #2
  %add56 = add i64 %call55, %call53
  %arrayidx57 = getelementptr inbounds i8, ptr addrspace(1) %ul, i64 8
  store i64 %add56, ptr addrspace(1) %arrayidx57, align 8, !tbaa !15
  %arrayidx58 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 24
  %14 = load i32, ptr addrspace(1) %arrayidx58, align 4, !tbaa !12
  %call59 = tail call spir_func float @_Z13convert_floati(i32 noundef %14) #2
  %arrayidx60 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 12
  %15 = load i32, ptr addrspace(1) %arrayidx60, align 4, !tbaa !12
  %call61 = tail call spir_func float @_Z13convert_floatj(i32 noundef %15) #2
  %add62 = fadd float %call59, %call61
  %arrayidx63 = getelementptr inbounds i8, ptr addrspace(1) %l, i64 24
  %16 = load i64, ptr addrspace(1) %arrayidx63, align 8, !tbaa !15
  %call64 = tail call spir_func float @_Z17convert_float_rtel(i64 noundef %16) #2
  %add65 = fadd float %add62, %call64
  %arrayidx66 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 8
  %17 = load double, ptr addrspace(1) %arrayidx66, align 8, !tbaa !17
  %call67 = tail call spir_func float @_Z13convert_floatd(double noundef %17) #2
  %add68 = fadd float %add65, %call67
  %arrayidx69 = getelementptr inbounds i8, ptr addrspace(1) %c, i64 3
  %18 = load i8, ptr addrspace(1) %arrayidx69, align 1, !tbaa !14
  %call70 = tail call spir_func float @_Z17convert_float_rtzc(i8 noundef signext %18) #2
  %add71 = fadd float %add68, %call70
  %arrayidx72 = getelementptr inbounds i8, ptr addrspace(1) %f, i64 4
  store float %add71, ptr addrspace(1) %arrayidx72, align 4, !tbaa !8
  %call73 = tail call spir_func double @_Z14convert_doublef(float noundef %0) #2
  %arrayidx74 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 28
  %19 = load i32, ptr addrspace(1) %arrayidx74, align 4, !tbaa !12
  %call75 = tail call spir_func double @_Z18convert_double_rtpi(i32 noundef %19) #2
  %add76 = fadd double %call73, %call75
  %arrayidx77 = getelementptr inbounds i8, ptr addrspace(1) %d, i64 16
  store double %add76, ptr addrspace(1) %arrayidx77, align 8, !tbaa !17
  %20 = load <4 x float>, ptr addrspace(1) %f4, align 16, !tbaa !14
  %call79 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef %20) #2
  %arrayidx80 = getelementptr inbounds i8, ptr addrspace(1) %f4, i64 16
  %21 = load <4 x float>, ptr addrspace(1) %arrayidx80, align 16, !tbaa !14
  %call81 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rtnDv4_f(<4 x float> noundef %21) #2
  %add82 = add <4 x i32> %call81, %call79
  store <4 x i32> %add82, ptr addrspace(1) %i4, align 16, !tbaa !14
  %arrayidx84 = getelementptr inbounds i8, ptr addrspace(1) %i4, i64 16
  %22 = load <4 x i32>, ptr addrspace(1) %arrayidx84, align 16, !tbaa !14
  %call85 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %22) #2
  %arrayidx86 = getelementptr inbounds i8, ptr addrspace(1) %f4, i64 32
  store <4 x float> %call85, ptr addrspace(1) %arrayidx86, align 16, !tbaa !14
  %arrayidx87 = getelementptr inbounds i8, ptr addrspace(1) %f4, i64 48
  %23 = load <4 x float>, ptr addrspace(1) %arrayidx87, align 16
  %24 = shufflevector <4 x float> %23, <4 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>
  %call88 = tail call spir_func <8 x i32> @_Z12convert_int8Dv8_f(<8 x float> noundef %24) #2
  %call89 = tail call spir_func <8 x i16> @_Z18convert_short8_satDv8_i(<8 x i32> noundef %call88) #2
  store <8 x i16> %call89, ptr addrspace(1) %s8, align 16, !tbaa !14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z11convert_intf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15convert_int_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15convert_int_rtpf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15convert_int_rtnf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15convert_int_satf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z19convert_int_sat_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_satf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z17convert_uchar_sati(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func zeroext i8 @_Z13convert_uchari(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func signext i8 @_Z16convert_char_satj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func signext i8 @_Z16convert_char_satl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z16convert_uint_sati(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z12convert_uintc(i8 noundef signext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15convert_int_satj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z11convert_intc(i8 noundef signext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z11convert_inth(i8 noundef zeroext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12convert_longi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z16convert_long_satm(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z17convert_ulong_satl(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z17convert_ulong_rtzd(double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z13convert_floati(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z13convert_floatj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z17convert_float_rtel(i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z13convert_floatd(double noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z17convert_float_rtzc(i8 noundef signext) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z14convert_doublef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z18convert_double_rtpi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z20convert_int4_sat_rtnDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <8 x i16> @_Z18convert_short8_satDv8_i(<8 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <8 x i32> @_Z12convert_int8Dv8_f(<8 x float> noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"uchar*", !"char*", !"uint*", !"long*", !"ulong*", !"float*", !"double*", !"int4*", !"float4*", !"short8*"}
!6 = !{!"int*", !"uchar*", !"char*", !"uint*", !"long*", !"ulong*", !"float*", !"double*", !"int __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(8)))*"}
!7 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!10, !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !10, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !10, i64 0}
