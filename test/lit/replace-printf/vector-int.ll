; Integer vectors with each length modifier: hh (char), h (short), hl (int)
; and l (long). Elements narrower than int are extended as C's variadic
; calls do (sign for d and i, zero for o, u, x and X); hl prints a plain int
; and l a long long (64 bits on every host).
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [33 x i8] c"%v2hhd %v2hhx %v2hu %v2hli %v2lx\00", align 1

; CHECK: @.str.printf = private unnamed_addr constant [44 x i8] c"%hhd,%hhd %hhx,%hhx %hu,%hu %i,%i %llx,%llx\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %c.0 = extractelement <2 x i8> %c, i32 0
; CHECK-NEXT: %c.0.host = sext i8 %c.0 to i32
; CHECK: %uc.0 = extractelement <2 x i8> %uc, i32 0
; CHECK-NEXT: %uc.0.host = zext i8 %uc.0 to i32
; CHECK: %s.1 = extractelement <2 x i16> %s, i32 1
; CHECK-NEXT: %s.1.host = zext i16 %s.1 to i32
; CHECK-NEXT: %i.0 = extractelement <2 x i32> %i, i32 0
; CHECK-NEXT: %i.1 = extractelement <2 x i32> %i, i32 1
; CHECK-NEXT: %l.0 = extractelement <2 x i64> %l, i32 0
; CHECK-NEXT: %l.1 = extractelement <2 x i64> %l, i32 1
; CHECK-NEXT: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, i32 %c.0.host, i32 %c.1.host, i32 %uc.0.host, i32 %uc.1.host, i32 %s.0.host, i32 %s.1.host, i32 %i.0, i32 %i.1, i64 %l.0, i64 %l.1)

define spir_kernel void @k(<2 x i8> %c, <2 x i8> %uc, <2 x i16> %s, <2 x i32> %i, <2 x i64> %l) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, <2 x i8> %c, <2 x i8> %uc, <2 x i16> %s, <2 x i32> %i, <2 x i64> %l)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
