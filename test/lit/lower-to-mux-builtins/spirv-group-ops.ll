; __spirv_Group* operations: execution scope Workgroup (2) or Subgroup (3),
; GroupOperation Reduce (0), InclusiveScan (1), ExclusiveScan (2); the
; operation gives the mux operation and its signedness.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func void @arithmetic(
; CHECK-NEXT: %a = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %i)
; CHECK-NEXT: %b = call i32 @__mux_sub_group_scan_inclusive_add_i32(i32 %i)
; CHECK-NEXT: %c = call float @__mux_work_group_scan_exclusive_fadd_f32(i32 0, float %f)
; CHECK-NEXT: %d = call i8 @__mux_sub_group_reduce_smin_i8(i8 %c8)
; CHECK-NEXT: %e = call i8 @__mux_work_group_reduce_umin_i8(i32 0, i8 %c8)
; CHECK-NEXT: %g = call double @__mux_sub_group_reduce_fmin_f64(double %dd)
; CHECK-NEXT: %h = call i16 @__mux_work_group_scan_inclusive_smax_i16(i32 0, i16 %s)
; CHECK-NEXT: %j = call i64 @__mux_sub_group_scan_exclusive_umax_i64(i64 %l)
; CHECK-NEXT: %k = call float @__mux_work_group_reduce_fmax_f32(i32 0, float %f)
; CHECK-NEXT: %m = call i16 @__mux_work_group_reduce_mul_i16(i32 0, i16 %s)
; CHECK-NEXT: %n = call float @__mux_sub_group_scan_inclusive_fmul_f32(float %f)
; CHECK-NEXT: %o = call i64 @__mux_work_group_reduce_or_i64(i32 0, i64 %l)
; CHECK-NEXT: %p = call i32 @__mux_sub_group_reduce_and_i32(i32 %i)
; CHECK-NEXT: %q = call i32 @__mux_work_group_scan_exclusive_xor_i32(i32 0, i32 %i)
; CHECK-NEXT: %r = call i1 @__mux_work_group_reduce_logical_and_i1(i32 0, i1 %b1)
; CHECK-NEXT: %t = call i1 @__mux_sub_group_reduce_logical_or_i1(i1 %b1)
; CHECK-NEXT: %u = call i1 @__mux_work_group_scan_inclusive_logical_xor_i1(i32 0, i1 %b1)
; CHECK-NEXT: ret void
define spir_func void @arithmetic(i32 %i, float %f, i8 %c8, double %dd, i16 %s, i64 %l, i1 %b1) {
  %a = call spir_func i32 @_Z17__spirv_GroupIAddiii(i32 2, i32 0, i32 %i)
  %b = call spir_func i32 @_Z17__spirv_GroupIAddiij(i32 3, i32 1, i32 %i)
  %c = call spir_func float @_Z17__spirv_GroupFAddiif(i32 2, i32 2, float %f)
  %d = call spir_func signext i8 @_Z17__spirv_GroupSMiniic(i32 3, i32 0, i8 signext %c8)
  %e = call spir_func zeroext i8 @_Z17__spirv_GroupUMiniih(i32 2, i32 0, i8 zeroext %c8)
  %g = call spir_func double @_Z17__spirv_GroupFMiniid(i32 3, i32 0, double %dd)
  %h = call spir_func signext i16 @_Z17__spirv_GroupSMaxiis(i32 2, i32 1, i16 signext %s)
  %j = call spir_func i64 @_Z17__spirv_GroupUMaxiim(i32 3, i32 2, i64 %l)
  %k = call spir_func float @_Z17__spirv_GroupFMaxiif(i32 2, i32 0, float %f)
  %m = call spir_func signext i16 @_Z20__spirv_GroupIMulKHRiis(i32 2, i32 0, i16 signext %s)
  %n = call spir_func float @_Z20__spirv_GroupFMulKHRiif(i32 3, i32 1, float %f)
  %o = call spir_func i64 @_Z25__spirv_GroupBitwiseOrKHRiil(i32 2, i32 0, i64 %l)
  %p = call spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRiii(i32 3, i32 0, i32 %i)
  %q = call spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRiii(i32 2, i32 2, i32 %i)
  %r = call spir_func zeroext i1 @_Z26__spirv_GroupLogicalAndKHRiib(i32 2, i32 0, i1 zeroext %b1)
  %t = call spir_func zeroext i1 @_Z25__spirv_GroupLogicalOrKHRiib(i32 3, i32 0, i1 zeroext %b1)
  %u = call spir_func zeroext i1 @_Z26__spirv_GroupLogicalXorKHRiib(i32 2, i32 1, i1 zeroext %b1)
  ret void
}

; GroupAll/GroupAny take a bool; GroupBroadcast takes a scalar or vector local id.
; CHECK-LABEL: define spir_func void @votes_and_broadcasts(
; CHECK-NEXT: %all = call i1 @__mux_work_group_all_i1(i32 0, i1 %b1)
; CHECK-NEXT: %any = call i1 @__mux_sub_group_any_i1(i1 %b1)
; CHECK-NEXT: %[[ID:.*]] = zext i32 %id32 to i64
; CHECK-NEXT: %w1 = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %i, i64 %[[ID]], i64 0, i64 0)
; CHECK-NEXT: %[[X:.*]] = extractelement <3 x i64> %id3, i32 0
; CHECK-NEXT: %[[Y:.*]] = extractelement <3 x i64> %id3, i32 1
; CHECK-NEXT: %[[Z:.*]] = extractelement <3 x i64> %id3, i32 2
; CHECK-NEXT: %w3 = call float @__mux_work_group_broadcast_f32(i32 0, float %f, i64 %[[X]], i64 %[[Y]], i64 %[[Z]])
; CHECK-NEXT: %[[X2:.*]] = extractelement <2 x i64> %id2, i32 0
; CHECK-NEXT: %[[Y2:.*]] = extractelement <2 x i64> %id2, i32 1
; CHECK-NEXT: %w2 = call i64 @__mux_work_group_broadcast_i64(i32 0, i64 %l, i64 %[[X2]], i64 %[[Y2]], i64 0)
; CHECK-NEXT: %s1 = call i8 @__mux_sub_group_broadcast_i8(i8 %c8, i32 %id32)
; CHECK-NEXT: %[[SG:.*]] = trunc i64 %id64 to i32
; CHECK-NEXT: %s2 = call double @__mux_sub_group_broadcast_f64(double %dd, i32 %[[SG]])
; CHECK-NEXT: ret void
define spir_func void @votes_and_broadcasts(i1 %b1, i32 %i, float %f, i64 %l, i8 %c8, double %dd, i32 %id32, i64 %id64, <3 x i64> %id3, <2 x i64> %id2) {
  %all = call spir_func zeroext i1 @_Z16__spirv_GroupAllib(i32 2, i1 zeroext %b1)
  %any = call spir_func zeroext i1 @_Z16__spirv_GroupAnyib(i32 3, i1 zeroext %b1)
  %w1 = call spir_func i32 @_Z22__spirv_GroupBroadcastiij(i32 2, i32 %i, i32 %id32)
  %w3 = call spir_func float @_Z22__spirv_GroupBroadcastifDv3_m(i32 2, float %f, <3 x i64> %id3)
  %w2 = call spir_func i64 @_Z22__spirv_GroupBroadcastilDv2_m(i32 2, i64 %l, <2 x i64> %id2)
  %s1 = call spir_func signext i8 @_Z22__spirv_GroupBroadcasticj(i32 3, i8 signext %c8, i32 %id32)
  %s2 = call spir_func double @_Z22__spirv_GroupBroadcastidm(i32 3, double %dd, i64 %id64)
  ret void
}

; The INTEL sub-group shuffles map one to one.
; CHECK-LABEL: define spir_func void @shuffles(
; CHECK-NEXT: %a = call i32 @__mux_sub_group_shuffle_i32(i32 %i, i32 %n)
; CHECK-NEXT: %b = call float @__mux_sub_group_shuffle_xor_f32(float %f, i32 %n)
; CHECK-NEXT: %c = call i32 @__mux_sub_group_shuffle_up_i32(i32 %i, i32 %j, i32 %n)
; CHECK-NEXT: %d = call float @__mux_sub_group_shuffle_down_f32(float %f, float %g, i32 %n)
define spir_func void @shuffles(i32 %i, i32 %j, float %f, float %g, i32 %n) {
  %a = call spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32 %i, i32 %n)
  %b = call spir_func float @_Z31__spirv_SubgroupShuffleXorINTELfj(float %f, i32 %n)
  %c = call spir_func i32 @_Z30__spirv_SubgroupShuffleUpINTELiij(i32 %i, i32 %j, i32 %n)
  %d = call spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float %f, float %g, i32 %n)
  ret void
}

declare spir_func i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)
declare spir_func i32 @_Z17__spirv_GroupIAddiij(i32, i32, i32)
declare spir_func float @_Z17__spirv_GroupFAddiif(i32, i32, float)
declare spir_func signext i8 @_Z17__spirv_GroupSMiniic(i32, i32, i8 signext)
declare spir_func zeroext i8 @_Z17__spirv_GroupUMiniih(i32, i32, i8 zeroext)
declare spir_func double @_Z17__spirv_GroupFMiniid(i32, i32, double)
declare spir_func signext i16 @_Z17__spirv_GroupSMaxiis(i32, i32, i16 signext)
declare spir_func i64 @_Z17__spirv_GroupUMaxiim(i32, i32, i64)
declare spir_func float @_Z17__spirv_GroupFMaxiif(i32, i32, float)
declare spir_func signext i16 @_Z20__spirv_GroupIMulKHRiis(i32, i32, i16 signext)
declare spir_func float @_Z20__spirv_GroupFMulKHRiif(i32, i32, float)
declare spir_func i64 @_Z25__spirv_GroupBitwiseOrKHRiil(i32, i32, i64)
declare spir_func i32 @_Z26__spirv_GroupBitwiseAndKHRiii(i32, i32, i32)
declare spir_func i32 @_Z26__spirv_GroupBitwiseXorKHRiii(i32, i32, i32)
declare spir_func zeroext i1 @_Z26__spirv_GroupLogicalAndKHRiib(i32, i32, i1 zeroext)
declare spir_func zeroext i1 @_Z25__spirv_GroupLogicalOrKHRiib(i32, i32, i1 zeroext)
declare spir_func zeroext i1 @_Z26__spirv_GroupLogicalXorKHRiib(i32, i32, i1 zeroext)
declare spir_func zeroext i1 @_Z16__spirv_GroupAllib(i32, i1 zeroext)
declare spir_func zeroext i1 @_Z16__spirv_GroupAnyib(i32, i1 zeroext)
declare spir_func i32 @_Z22__spirv_GroupBroadcastiij(i32, i32, i32)
declare spir_func float @_Z22__spirv_GroupBroadcastifDv3_m(i32, float, <3 x i64>)
declare spir_func i64 @_Z22__spirv_GroupBroadcastilDv2_m(i32, i64, <2 x i64>)
declare spir_func signext i8 @_Z22__spirv_GroupBroadcasticj(i32, i8 signext, i32)
declare spir_func double @_Z22__spirv_GroupBroadcastidm(i32, double, i64)
declare spir_func i32 @_Z28__spirv_SubgroupShuffleINTELij(i32, i32)
declare spir_func float @_Z31__spirv_SubgroupShuffleXorINTELfj(float, i32)
declare spir_func i32 @_Z30__spirv_SubgroupShuffleUpINTELiij(i32, i32, i32)
declare spir_func float @_Z32__spirv_SubgroupShuffleDownINTELffj(float, float, i32)

; CHECK-NOT: __spirv
; CHECK: declare i32 @__mux_work_group_reduce_add_i32(i32, i32) #[[CONV:[0-9]+]]
; CHECK: declare i1 @__mux_work_group_reduce_logical_and_i1(i32, i1) #[[CONV]]
; CHECK: declare float @__mux_work_group_broadcast_f32(i32, float, i64, i64, i64) #[[CONV]]
; CHECK: declare float @__mux_sub_group_shuffle_down_f32(float, float, i32) #[[CONV]]
; CHECK-NOT: __spirv
