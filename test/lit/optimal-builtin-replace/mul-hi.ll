; __abacus_mul_hi becomes a widening multiply, a shift and a truncation (what
; LLVM matches to "multiply high"): sign-extended for signed types, zero-extended
; for unsigned ones, after the mangled parameter type; 64-bit types stay calls.
; RUN: ncpu-opt -passes=optimal-builtin-replace -S %s | FileCheck %s

target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @signed_int(
; CHECK-NEXT: entry:
; CHECK-NEXT: %mul_hi.lhs = sext i32 %a to i64
; CHECK-NEXT: %mul_hi.rhs = sext i32 %b to i64
; CHECK-NEXT: %mul_hi.wide = mul i64 %mul_hi.lhs, %mul_hi.rhs
; CHECK-NEXT: %mul_hi.high = ashr i64 %mul_hi.wide, 32
; CHECK-NEXT: %r = trunc i64 %mul_hi.high to i32
; CHECK-NEXT: store i32 %r, ptr %out
define spir_kernel void @signed_int(i32 %a, i32 %b, ptr %out) {
entry:
  %r = call spir_func i32 @_Z15__abacus_mul_hiii(i32 %a, i32 %b)
  store i32 %r, ptr %out
  ret void
}

; CHECK-LABEL: define spir_kernel void @unsigned_char_short(
; CHECK: zext i8 %a to i16
; CHECK: zext i8 %b to i16
; CHECK: %[[WIDE:.*]] = mul i16
; CHECK: %[[HIGH:.*]] = lshr i16 %[[WIDE]], 8
; CHECK: %r = trunc i16 %[[HIGH]] to i8
; CHECK: sext i16 %c to i32
; CHECK: %[[WIDE2:.*]] = mul i32
; CHECK: ashr i32 %[[WIDE2]], 16
; CHECK: %s = trunc i32
define spir_kernel void @unsigned_char_short(i8 %a, i8 %b, i16 %c, ptr %out) {
entry:
  %r = call spir_func i8 @_Z15__abacus_mul_hihh(i8 %a, i8 %b)
  %s = call spir_func i16 @_Z15__abacus_mul_hiss(i16 %c, i16 %c)
  store i8 %r, ptr %out
  store i16 %s, ptr %out
  ret void
}

; CHECK-LABEL: define spir_kernel void @vector(
; CHECK: %mul_hi.lhs = zext <4 x i32> %a to <4 x i64>
; CHECK: %mul_hi.rhs = zext <4 x i32> %b to <4 x i64>
; CHECK: %mul_hi.wide = mul <4 x i64> %mul_hi.lhs, %mul_hi.rhs
; CHECK: %mul_hi.high = lshr <4 x i64> %mul_hi.wide, splat (i64 32)
; CHECK: %r = trunc <4 x i64> %mul_hi.high to <4 x i32>
define spir_kernel void @vector(<4 x i32> %a, <4 x i32> %b, ptr %out) {
entry:
  %r = call spir_func <4 x i32> @_Z15__abacus_mul_hiDv4_jS_(<4 x i32> %a, <4 x i32> %b)
  store <4 x i32> %r, ptr %out
  ret void
}

; 64-bit: no 128-bit arithmetic is introduced.
; CHECK-LABEL: define spir_kernel void @long(
; CHECK: %r = call spir_func i64 @_Z15__abacus_mul_hill(i64 %a, i64 %b)
; CHECK: %v = call spir_func <2 x i64> @_Z15__abacus_mul_hiDv2_mS_(<2 x i64> %c, <2 x i64> %c)
define spir_kernel void @long(i64 %a, i64 %b, <2 x i64> %c, ptr %out) {
entry:
  %r = call spir_func i64 @_Z15__abacus_mul_hill(i64 %a, i64 %b)
  %v = call spir_func <2 x i64> @_Z15__abacus_mul_hiDv2_mS_(<2 x i64> %c, <2 x i64> %c)
  store i64 %r, ptr %out
  store <2 x i64> %v, ptr %out
  ret void
}

; Unmangled, the signedness is unknown: the call stays.
; CHECK-LABEL: define spir_kernel void @unmangled(
; CHECK: %r = call spir_func i32 @__abacus_mul_hi(i32 %a, i32 %b)
define spir_kernel void @unmangled(i32 %a, i32 %b, ptr %out) {
entry:
  %r = call spir_func i32 @__abacus_mul_hi(i32 %a, i32 %b)
  store i32 %r, ptr %out
  ret void
}

declare spir_func i32 @_Z15__abacus_mul_hiii(i32, i32)
declare spir_func i8 @_Z15__abacus_mul_hihh(i8, i8)
declare spir_func i16 @_Z15__abacus_mul_hiss(i16, i16)
declare spir_func <4 x i32> @_Z15__abacus_mul_hiDv4_jS_(<4 x i32>, <4 x i32>)
declare spir_func i64 @_Z15__abacus_mul_hill(i64, i64)
declare spir_func <2 x i64> @_Z15__abacus_mul_hiDv2_mS_(<2 x i64>, <2 x i64>)
declare spir_func i32 @__abacus_mul_hi(i32, i32)
