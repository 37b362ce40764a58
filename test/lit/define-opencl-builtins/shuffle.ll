; shuffle/shuffle2 with masks that are values: each result lane extracts at the mask lane's low
; log2(n) bits; shuffle2 picks the second vector where the mask lane has bit n set.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; shuffle(float4, uint2) -> float2
; CHECK-LABEL: define internal spir_func <2 x float> @_Z7shuffleDv4_fDv2_j(<4 x float> noundef %x0, <2 x i32> noundef %x1)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = extractelement <2 x i32> %x1, i32 0
; CHECK-NEXT: %1 = and i32 %0, 3
; CHECK-NEXT: %2 = extractelement <4 x float> %x0, i32 %1
; CHECK-NEXT: %3 = insertelement <2 x float> poison, float %2, i32 0
; CHECK-NEXT: %4 = extractelement <2 x i32> %x1, i32 1
; CHECK-NEXT: %5 = and i32 %4, 3
; CHECK-NEXT: %6 = extractelement <4 x float> %x0, i32 %5
; CHECK-NEXT: %7 = insertelement <2 x float> %3, float %6, i32 1
; CHECK-NEXT: ret <2 x float> %7
declare spir_func <2 x float> @_Z7shuffleDv4_fDv2_j(<4 x float> noundef, <2 x i32> noundef)

; shuffle2(char2, char2, uchar4) -> char4: index & 1, from the second vector when index & 2.
; CHECK-LABEL: define internal spir_func <4 x i8> @_Z8shuffle2Dv2_cS_Dv4_h(
; CHECK: %0 = extractelement <4 x i8> %x2, i32 0
; CHECK-NEXT: %1 = and i8 %0, 1
; CHECK-NEXT: %2 = extractelement <2 x i8> %x0, i8 %1
; CHECK-NEXT: %3 = and i8 %0, 2
; CHECK-NEXT: %4 = icmp ne i8 %3, 0
; CHECK-NEXT: %5 = extractelement <2 x i8> %x1, i8 %1
; CHECK-NEXT: %6 = select i1 %4, i8 %5, i8 %2
; CHECK-NEXT: %7 = insertelement <4 x i8> poison, i8 %6, i32 0
; CHECK-COUNT-3: select i1
; CHECK: ret <4 x i8>
declare spir_func <4 x i8> @_Z8shuffle2Dv2_cS_Dv4_h(<2 x i8> noundef, <2 x i8> noundef, <4 x i8> noundef)
