; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 exec_conversions.cl -o exec_conversions.ll
; ModuleID = 'exec_conversions.cl'
source_filename = "exec_conversions.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @float_to_int(ptr addrspace(1) nocapture noundef readonly align 16 %xs, ptr addrspace(1) nocapture noundef writeonly align 16 %out, ptr addrspace(1) nocapture noundef writeonly align 4 %bytes, ptr addrspace(1) nocapture noundef writeonly align 16 %words) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %xs, i64 %call
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call2 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef %0) #5
  %arrayidx3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %call
  store <4 x i32> %call2, ptr addrspace(1) %arrayidx3, align 16, !tbaa !8
  %call4 = tail call spir_func <4 x i32> @_Z16convert_int4_rteDv4_f(<4 x float> noundef %0) #5
  %add6 = add i64 %call1, %call
  %arrayidx7 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %add6
  store <4 x i32> %call4, ptr addrspace(1) %arrayidx7, align 16, !tbaa !8
  %call8 = tail call spir_func <4 x i32> @_Z16convert_int4_rtpDv4_f(<4 x float> noundef %0) #5
  %.idx = shl i64 %call1, 5
  %1 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx11 = getelementptr <4 x i32>, ptr addrspace(1) %1, i64 %call
  store <4 x i32> %call8, ptr addrspace(1) %arrayidx11, align 16, !tbaa !8
  %call12 = tail call spir_func <4 x i32> @_Z16convert_int4_rtnDv4_f(<4 x float> noundef %0) #5
  %.idx102 = mul i64 %call1, 48
  %2 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx102
  %arrayidx15 = getelementptr <4 x i32>, ptr addrspace(1) %2, i64 %call
  store <4 x i32> %call12, ptr addrspace(1) %arrayidx15, align 16, !tbaa !8
  %call16 = tail call spir_func <4 x i32> @_Z16convert_int4_rtzDv4_f(<4 x float> noundef %0) #5
  %.idx103 = shl i64 %call1, 6
  %3 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx103
  %arrayidx19 = getelementptr <4 x i32>, ptr addrspace(1) %3, i64 %call
  store <4 x i32> %call16, ptr addrspace(1) %arrayidx19, align 16, !tbaa !8
  %call20 = tail call spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef %0) #5
  %.idx104 = mul i64 %call1, 80
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx104
  %arrayidx23 = getelementptr <4 x i32>, ptr addrspace(1) %4, i64 %call
  store <4 x i32> %call20, ptr addrspace(1) %arrayidx23, align 16, !tbaa !8
  %call24 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef %0) #5
  %.idx105 = mul i64 %call1, 96
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx105
  %arrayidx27 = getelementptr <4 x i32>, ptr addrspace(1) %5, i64 %call
  store <4 x i32> %call24, ptr addrspace(1) %arrayidx27, align 16, !tbaa !8
  %call28 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rtpDv4_f(<4 x float> noundef %0) #5
  %.idx106 = mul i64 %call1, 112
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx106
  %arrayidx31 = getelementptr <4 x i32>, ptr addrspace(1) %6, i64 %call
  store <4 x i32> %call28, ptr addrspace(1) %arrayidx31, align 16, !tbaa !8
  %call32 = tail call spir_func <4 x i32> @_Z20convert_int4_sat_rtnDv4_f(<4 x float> noundef %0) #5
  %.idx107 = shl i64 %call1, 7
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx107
  %arrayidx35 = getelementptr <4 x i32>, ptr addrspace(1) %7, i64 %call
  store <4 x i32> %call32, ptr addrspace(1) %arrayidx35, align 16, !tbaa !8
  %call36 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef %0) #5
  %arrayidx37 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %bytes, i64 %call
  store <4 x i8> %call36, ptr addrspace(1) %arrayidx37, align 4, !tbaa !8
  %call38 = tail call spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef %0) #5
  %arrayidx40 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %bytes, i64 %add6
  store <4 x i8> %call38, ptr addrspace(1) %arrayidx40, align 4, !tbaa !8
  %call41 = tail call spir_func <4 x i32> @_Z21convert_uint4_sat_rtnDv4_f(<4 x float> noundef %0) #5
  %arrayidx42 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %words, i64 %call
  store <4 x i32> %call41, ptr addrspace(1) %arrayidx42, align 16, !tbaa !8
  %8 = extractelement <4 x float> %0, i64 0
  %call43 = tail call spir_func i32 @_Z19convert_int_sat_rtpf(float noundef %8) #5
  %vecinit = insertelement <4 x i32> poison, i32 %call43, i64 0
  %9 = extractelement <4 x float> %0, i64 1
  %call44 = tail call spir_func i32 @_Z11convert_intf(float noundef %9) #5
  %vecinit45 = insertelement <4 x i32> %vecinit, i32 %call44, i64 1
  %10 = extractelement <4 x float> %0, i64 2
  %call46 = tail call spir_func signext i8 @_Z16convert_char_satf(float noundef %10) #5
  %conv = sext i8 %call46 to i32
  %vecinit47 = insertelement <4 x i32> %vecinit45, i32 %conv, i64 2
  %11 = extractelement <4 x float> %0, i64 3
  %call48 = tail call spir_func signext i16 @_Z21convert_short_sat_rtef(float noundef %11) #5
  %conv49 = sext i16 %call48 to i32
  %vecinit50 = insertelement <4 x i32> %vecinit47, i32 %conv49, i64 3
  %.idx108 = mul i64 %call1, 144
  %12 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx108
  %arrayidx53 = getelementptr <4 x i32>, ptr addrspace(1) %12, i64 %call
  store <4 x i32> %vecinit50, ptr addrspace(1) %arrayidx53, align 16, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z12convert_int4Dv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_rtpDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_rtnDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_rtzDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_satDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z20convert_int4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z20convert_int4_sat_rtpDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z20convert_int4_sat_rtnDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z18convert_uchar4_satDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z22convert_uchar4_sat_rteDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z21convert_uint4_sat_rtnDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z19convert_int_sat_rtpf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z11convert_intf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func signext i8 @_Z16convert_char_satf(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func signext i16 @_Z21convert_short_sat_rtef(float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @int_to_int(ptr addrspace(1) nocapture noundef readonly align 16 %as, ptr addrspace(1) nocapture noundef readonly align 16 %us, ptr addrspace(1) nocapture noundef readonly align 32 %ls, ptr addrspace(1) nocapture noundef writeonly align 4 %chars, ptr addrspace(1) nocapture noundef writeonly align 4 %uchars, ptr addrspace(1) nocapture noundef writeonly align 8 %shorts, ptr addrspace(1) nocapture noundef writeonly align 16 %uints, ptr addrspace(1) nocapture noundef writeonly align 16 %ints, ptr addrspace(1) nocapture noundef writeonly align 32 %longs, ptr addrspace(1) nocapture noundef writeonly align 32 %ulongs) local_unnamed_addr #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x i32>, ptr addrspace(1) %as, i64 %call
  %0 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %us, i64 %call
  %1 = load <4 x i32>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %arrayidx3 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %ls, i64 %call
  %2 = load <4 x i64>, ptr addrspace(1) %arrayidx3, align 32, !tbaa !8
  %call4 = tail call spir_func <4 x i8> @_Z13convert_char4Dv4_i(<4 x i32> noundef %0) #5
  %arrayidx5 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %chars, i64 %call
  store <4 x i8> %call4, ptr addrspace(1) %arrayidx5, align 4, !tbaa !8
  %call6 = tail call spir_func <4 x i8> @_Z17convert_char4_satDv4_i(<4 x i32> noundef %0) #5
  %add = add i64 %call1, %call
  %arrayidx7 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %chars, i64 %add
  store <4 x i8> %call6, ptr addrspace(1) %arrayidx7, align 4, !tbaa !8
  %call8 = tail call spir_func <4 x i8> @_Z17convert_char4_satDv4_j(<4 x i32> noundef %1) #5
  %mul = shl i64 %call1, 1
  %add9 = add i64 %mul, %call
  %arrayidx10 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %chars, i64 %add9
  store <4 x i8> %call8, ptr addrspace(1) %arrayidx10, align 4, !tbaa !8
  %call11 = tail call spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef %0) #5
  %arrayidx12 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %uchars, i64 %call
  store <4 x i8> %call11, ptr addrspace(1) %arrayidx12, align 4, !tbaa !8
  %call13 = tail call spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef %1) #5
  %arrayidx15 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %uchars, i64 %add
  store <4 x i8> %call13, ptr addrspace(1) %arrayidx15, align 4, !tbaa !8
  %call16 = tail call spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef %0) #5
  %arrayidx17 = getelementptr inbounds <4 x i16>, ptr addrspace(1) %shorts, i64 %call
  store <4 x i16> %call16, ptr addrspace(1) %arrayidx17, align 8, !tbaa !8
  %call18 = tail call spir_func <4 x i16> @_Z22convert_short4_sat_rtzDv4_l(<4 x i64> noundef %2) #5
  %arrayidx20 = getelementptr inbounds <4 x i16>, ptr addrspace(1) %shorts, i64 %add
  store <4 x i16> %call18, ptr addrspace(1) %arrayidx20, align 8, !tbaa !8
  %call21 = tail call spir_func <4 x i32> @_Z17convert_uint4_satDv4_i(<4 x i32> noundef %0) #5
  %arrayidx22 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %uints, i64 %call
  store <4 x i32> %call21, ptr addrspace(1) %arrayidx22, align 16, !tbaa !8
  %call23 = tail call spir_func <4 x i32> @_Z17convert_uint4_satDv4_l(<4 x i64> noundef %2) #5
  %arrayidx25 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %uints, i64 %add
  store <4 x i32> %call23, ptr addrspace(1) %arrayidx25, align 16, !tbaa !8
  %call26 = tail call spir_func <4 x i32> @_Z13convert_uint4Dv4_i(<4 x i32> noundef %0) #5
  %arrayidx29 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %uints, i64 %add9
  store <4 x i32> %call26, ptr addrspace(1) %arrayidx29, align 16, !tbaa !8
  %call30 = tail call spir_func <4 x i32> @_Z16convert_int4_satDv4_j(<4 x i32> noundef %1) #5
  %arrayidx31 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %ints, i64 %call
  store <4 x i32> %call30, ptr addrspace(1) %arrayidx31, align 16, !tbaa !8
  %call32 = tail call spir_func <4 x i32> @_Z16convert_int4_satDv4_l(<4 x i64> noundef %2) #5
  %arrayidx34 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %ints, i64 %add
  store <4 x i32> %call32, ptr addrspace(1) %arrayidx34, align 16, !tbaa !8
  %call35 = tail call spir_func <4 x i32> @_Z12convert_int4Dv4_l(<4 x i64> noundef %2) #5
  %arrayidx38 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %ints, i64 %add9
  store <4 x i32> %call35, ptr addrspace(1) %arrayidx38, align 16, !tbaa !8
  %call39 = tail call spir_func <4 x i64> @_Z13convert_long4Dv4_i(<4 x i32> noundef %0) #5
  %arrayidx40 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %longs, i64 %call
  store <4 x i64> %call39, ptr addrspace(1) %arrayidx40, align 32, !tbaa !8
  %call41 = tail call spir_func <4 x i64> @_Z13convert_long4Dv4_j(<4 x i32> noundef %1) #5
  %arrayidx43 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %longs, i64 %add
  store <4 x i64> %call41, ptr addrspace(1) %arrayidx43, align 32, !tbaa !8
  %call44 = tail call spir_func <4 x i64> @_Z14convert_ulong4Dv4_l(<4 x i64> noundef %2) #5
  %call45 = tail call spir_func <4 x i64> @_Z17convert_long4_satDv4_m(<4 x i64> noundef %call44) #5
  %arrayidx48 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %longs, i64 %add9
  store <4 x i64> %call45, ptr addrspace(1) %arrayidx48, align 32, !tbaa !8
  %call49 = tail call spir_func <4 x i64> @_Z18convert_ulong4_satDv4_l(<4 x i64> noundef %2) #5
  %arrayidx50 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %ulongs, i64 %call
  store <4 x i64> %call49, ptr addrspace(1) %arrayidx50, align 32, !tbaa !8
  %call51 = tail call spir_func <4 x i64> @_Z14convert_ulong4Dv4_i(<4 x i32> noundef %0) #5
  %arrayidx53 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %ulongs, i64 %add
  store <4 x i64> %call51, ptr addrspace(1) %arrayidx53, align 32, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z13convert_char4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z17convert_char4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z17convert_char4_satDv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z18convert_uchar4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i8> @_Z14convert_uchar4Dv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i16> @_Z18convert_short4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i16> @_Z22convert_short4_sat_rtzDv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z17convert_uint4_satDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z17convert_uint4_satDv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z13convert_uint4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_satDv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z16convert_int4_satDv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z12convert_int4Dv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z13convert_long4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z13convert_long4Dv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z17convert_long4_satDv4_m(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z14convert_ulong4Dv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z18convert_ulong4_satDv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i64> @_Z14convert_ulong4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @to_float(ptr addrspace(1) nocapture noundef readonly align 16 %as, ptr addrspace(1) nocapture noundef readonly align 16 %us, ptr addrspace(1) nocapture noundef readonly align 32 %ls, ptr addrspace(1) nocapture noundef readonly align 32 %ds, ptr addrspace(1) nocapture noundef readonly align 16 %xs, ptr addrspace(1) nocapture noundef writeonly align 16 %floats, ptr addrspace(1) nocapture noundef writeonly align 32 %doubles) local_unnamed_addr #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x i32>, ptr addrspace(1) %as, i64 %call
  %0 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call2 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef %0) #5
  %arrayidx3 = getelementptr inbounds <4 x float>, ptr addrspace(1) %floats, i64 %call
  store <4 x float> %call2, ptr addrspace(1) %arrayidx3, align 16, !tbaa !8
  %arrayidx4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %us, i64 %call
  %1 = load <4 x i32>, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call5 = tail call spir_func <4 x float> @_Z18convert_float4_rteDv4_j(<4 x i32> noundef %1) #5
  %add = add i64 %call1, %call
  %arrayidx6 = getelementptr inbounds <4 x float>, ptr addrspace(1) %floats, i64 %add
  store <4 x float> %call5, ptr addrspace(1) %arrayidx6, align 16, !tbaa !8
  %arrayidx7 = getelementptr inbounds <4 x i64>, ptr addrspace(1) %ls, i64 %call
  %2 = load <4 x i64>, ptr addrspace(1) %arrayidx7, align 32, !tbaa !8
  %call8 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_l(<4 x i64> noundef %2) #5
  %.idx = shl i64 %call1, 5
  %3 = getelementptr i8, ptr addrspace(1) %floats, i64 %.idx
  %arrayidx10 = getelementptr <4 x float>, ptr addrspace(1) %3, i64 %call
  store <4 x float> %call8, ptr addrspace(1) %arrayidx10, align 16, !tbaa !8
  %arrayidx11 = getelementptr inbounds <4 x double>, ptr addrspace(1) %ds, i64 %call
  %4 = load <4 x double>, ptr addrspace(1) %arrayidx11, align 32, !tbaa !8
  %call12 = tail call spir_func <4 x float> @_Z14convert_float4Dv4_d(<4 x double> noundef %4) #5
  %.idx53 = mul i64 %call1, 48
  %5 = getelementptr i8, ptr addrspace(1) %floats, i64 %.idx53
  %arrayidx15 = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call
  store <4 x float> %call12, ptr addrspace(1) %arrayidx15, align 16, !tbaa !8
  %6 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call17 = tail call spir_func <4 x i16> @_Z14convert_short4Dv4_i(<4 x i32> noundef %6) #5
  %call18 = tail call spir_func <4 x float> @_Z18convert_float4_rtzDv4_s(<4 x i16> noundef %call17) #5
  %.idx54 = shl i64 %call1, 6
  %7 = getelementptr i8, ptr addrspace(1) %floats, i64 %.idx54
  %arrayidx21 = getelementptr <4 x float>, ptr addrspace(1) %7, i64 %call
  store <4 x float> %call18, ptr addrspace(1) %arrayidx21, align 16, !tbaa !8
  %arrayidx22 = getelementptr inbounds <4 x float>, ptr addrspace(1) %xs, i64 %call
  %8 = load <4 x float>, ptr addrspace(1) %arrayidx22, align 16, !tbaa !8
  %call23 = tail call spir_func <4 x double> @_Z15convert_double4Dv4_f(<4 x float> noundef %8) #5
  %arrayidx24 = getelementptr inbounds <4 x double>, ptr addrspace(1) %doubles, i64 %call
  store <4 x double> %call23, ptr addrspace(1) %arrayidx24, align 32, !tbaa !8
  %9 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call26 = tail call spir_func <4 x double> @_Z19convert_double4_rtnDv4_i(<4 x i32> noundef %9) #5
  %arrayidx28 = getelementptr inbounds <4 x double>, ptr addrspace(1) %doubles, i64 %add
  store <4 x double> %call26, ptr addrspace(1) %arrayidx28, align 32, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z18convert_float4_rteDv4_j(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_l(<4 x i64> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z14convert_float4Dv4_d(<4 x double> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z18convert_float4_rtzDv4_s(<4 x i16> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i16> @_Z14convert_short4Dv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x double> @_Z15convert_double4Dv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x double> @_Z19convert_double4_rtnDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vectors(ptr addrspace(1) noundef align 4 %src, ptr addrspace(1) noundef align 4 %dst, ptr addrspace(3) noundef align 4 %scratch, i32 noundef %shift) local_unnamed_addr #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !4 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %idx.ext = zext i32 %shift to i64
  %add.ptr = getelementptr inbounds float, ptr addrspace(1) %src, i64 %idx.ext
  %add.ptr.ascast = addrspacecast ptr addrspace(1) %add.ptr to ptr addrspace(4)
  %call2 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %call, ptr addrspace(4) noundef %add.ptr.ascast) #6
  %add.ptr3 = getelementptr inbounds i8, ptr addrspace(3) %scratch, i64 4
  %add.ptr3.ascast = addrspacecast ptr addrspace(3) %add.ptr3 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %call2, i64 noundef %call1, ptr addrspace(4) noundef %add.ptr3.ascast) #7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %call5 = tail call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %call1, ptr addrspace(4) noundef %add.ptr3.ascast) #6
  %mul = fmul <4 x float> %call5, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %add.ptr7 = getelementptr inbounds float, ptr addrspace(1) %dst, i64 %idx.ext
  %add.ptr8 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr7, i64 4
  %add.ptr8.ascast = addrspacecast ptr addrspace(1) %add.ptr8 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %mul, i64 noundef %call, ptr addrspace(4) noundef %add.ptr8.ascast) #7
  %add.ptr9 = getelementptr inbounds i8, ptr addrspace(1) %src, i64 4
  %add.ptr9.ascast = addrspacecast ptr addrspace(1) %add.ptr9 to ptr addrspace(4)
  %call10 = tail call spir_func <3 x float> @_Z6vload3mPU3AS4Kf(i64 noundef %call, ptr addrspace(4) noundef %add.ptr9.ascast) #6
  %add = fadd <3 x float> %call10, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %call12 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %add.ptr14.idx = shl i64 %call12, 4
  %add.ptr14 = getelementptr inbounds i8, ptr addrspace(1) %dst, i64 %add.ptr14.idx
  %add.ptr15 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr14, i64 32
  %add.ptr15.ascast = addrspacecast ptr addrspace(1) %add.ptr15 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore3Dv3_fmPU3AS4f(<3 x float> noundef %add, i64 noundef %call, ptr addrspace(4) noundef %add.ptr15.ascast) #7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <3 x float> @_Z6vload3mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore3Dv3_fmPU3AS4f(<3 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @halves(ptr addrspace(1) noundef align 2 %h, ptr addrspace(1) noundef align 4 %f, ptr addrspace(1) noundef align 2 %out, ptr addrspace(1) nocapture noundef readonly align 8 %d) local_unnamed_addr #2 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %0 = addrspacecast ptr addrspace(1) %h to ptr addrspace(4)
  %call2 = tail call spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef %call, ptr addrspace(4) noundef %0) #6
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %f, i64 %call
  store float %call2, ptr addrspace(1) %arrayidx, align 4, !tbaa !25
  %add.ptr = getelementptr inbounds i8, ptr addrspace(1) %h, i64 2
  %add.ptr.ascast = addrspacecast ptr addrspace(1) %add.ptr to ptr addrspace(4)
  %call3 = tail call spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef %call, ptr addrspace(4) noundef %add.ptr.ascast) #6
  %add.ptr4 = getelementptr inbounds float, ptr addrspace(1) %f, i64 %call1
  %add.ptr5 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr4, i64 4
  %add.ptr5.ascast = addrspacecast ptr addrspace(1) %add.ptr5 to ptr addrspace(4)
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %call3, i64 noundef %call, ptr addrspace(4) noundef %add.ptr5.ascast) #7
  %mul = fmul <4 x float> %call3, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %add.ptr6 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 2
  %add.ptr6.ascast = addrspacecast ptr addrspace(1) %add.ptr6 to ptr addrspace(4)
  tail call spir_func void @_Z12vstore_half4Dv4_fmPU3AS4Dh(<4 x float> noundef %mul, i64 noundef %call, ptr addrspace(4) noundef %add.ptr6.ascast) #7
  %1 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !25
  %div = fdiv float %1, 3.000000e+00, !fpmath !27
  %mul8 = shl i64 %call1, 2
  %add = add i64 %call, 2
  %add9 = add i64 %add, %mul8
  %2 = addrspacecast ptr addrspace(1) %out to ptr addrspace(4)
  tail call spir_func void @_Z15vstore_half_rtefmPU3AS4Dh(float noundef %div, i64 noundef %add9, ptr addrspace(4) noundef %2) #7
  %arrayidx10 = getelementptr inbounds double, ptr addrspace(1) %d, i64 %call
  %3 = load double, ptr addrspace(1) %arrayidx10, align 8, !tbaa !28
  %mul11 = mul i64 %call1, 5
  %add13 = add i64 %add, %mul11
  tail call spir_func void @_Z11vstore_halfdmPU3AS4Dh(double noundef %3, i64 noundef %add13, ptr addrspace(4) noundef %2) #7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func float @_Z10vload_halfmPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z12vstore_half4Dv4_fmPU3AS4Dh(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z15vstore_half_rtefmPU3AS4Dh(float noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z11vstore_halfdmPU3AS4Dh(double noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(read) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float4*", !"int4*", !"uchar4*", !"uint4*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"int4*", !"uint4*", !"long4*", !"char4*", !"uchar4*", !"short4*", !"uint4*", !"int4*", !"long4*", !"ulong4*"}
!14 = !{!"int __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"long __attribute__((ext_vector_type(4)))*", !"char __attribute__((ext_vector_type(4)))*", !"uchar __attribute__((ext_vector_type(4)))*", !"short __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"long __attribute__((ext_vector_type(4)))*", !"ulong __attribute__((ext_vector_type(4)))*"}
!15 = !{!"const", !"const", !"const", !"", !"", !"", !"", !"", !"", !""}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"int4*", !"uint4*", !"long4*", !"double4*", !"float4*", !"float4*", !"double4*"}
!19 = !{!"int __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"long __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"double __attribute__((ext_vector_type(4)))*"}
!20 = !{!"const", !"const", !"const", !"const", !"const", !"", !""}
!21 = !{i32 1, i32 1, i32 3, i32 0}
!22 = !{!"float*", !"float*", !"float*", !"uint"}
!23 = !{!"half*", !"float*", !"half*", !"double*"}
!24 = !{!"const", !"", !"", !"const"}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !9, i64 0}
!27 = !{float 2.500000e+00}
!28 = !{!29, !29, i64 0}
!29 = !{!"double", !9, i64 0}
