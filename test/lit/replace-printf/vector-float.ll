; A floating-point vector is printed element by element, separated by commas:
; each element is a double argument of the host call (half and float
; extended, double as is).
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [20 x i8] c"%v4hlf|%v2hf|%v3lg\0A\00", align 1

; CHECK: @.str.printf = private unnamed_addr constant [28 x i8] c"%f,%f,%f,%f|%f,%f|%g,%g,%g\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %f4.0 = extractelement <4 x float> %f4, i32 0
; CHECK-NEXT: %f4.0.host = fpext float %f4.0 to double
; CHECK: %f4.3 = extractelement <4 x float> %f4, i32 3
; CHECK-NEXT: %f4.3.host = fpext float %f4.3 to double
; CHECK-NEXT: %h2.0 = extractelement <2 x half> %h2, i32 0
; CHECK-NEXT: %h2.0.host = fpext half %h2.0 to double
; CHECK-NEXT: %h2.1 = extractelement <2 x half> %h2, i32 1
; CHECK-NEXT: %h2.1.host = fpext half %h2.1 to double
; CHECK-NEXT: %d3.0 = extractelement <3 x double> %d3, i32 0
; CHECK-NEXT: %d3.1 = extractelement <3 x double> %d3, i32 1
; CHECK-NEXT: %d3.2 = extractelement <3 x double> %d3, i32 2
; CHECK-NEXT: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, double %f4.0.host, double %f4.1.host, double %f4.2.host, double %f4.3.host, double %h2.0.host, double %h2.1.host, double %d3.0, double %d3.1, double %d3.2)

define spir_kernel void @k(<4 x float> %f4, <2 x half> %h2, <3 x double> %d3) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, <4 x float> %f4, <2 x half> %h2, <3 x double> %d3)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
