; A vector specifier names the argument's type; a different vector (the
; specification's example: %v2hx with a uint2), a scalar, or a vector for a
; scalar conversion is an error naming the function and the call.
; RUN: not ncpu-opt -passes=replace-printf -S %s 2>&1 | filecheck %s
; RUN: sed 's/%%#v2hx/%%v2hlf/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=FLOAT
; RUN: sed 's/, <2 x i32> %%ui)/, i32 7)/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=SCALAR
; RUN: sed 's/%%#v2hx/%%#08lx/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=VECTOR

; CHECK: ncpu-opt: error: replace-printf: function @show: printf("unsigned short value = (%#v2hx)\0A", ...): '%#v2hx' prints a (u)short2 (<2 x i16>), but the argument is <2 x i32>
; FLOAT: '%v2hlf' prints a float2 (<2 x float>), but the argument is <2 x i32>
; SCALAR: '%#v2hx' prints a (u)short2 (<2 x i16>), but the argument is i32
; VECTOR: '%#08lx' prints one value, but the argument is a vector <2 x i32> (a vector is printed with a vector specifier, e.g. '%v2hlx')

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [33 x i8] c"unsigned short value = (%#v2hx)\0A\00", align 1

define spir_func void @show(<2 x i32> %ui) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, <2 x i32> %ui)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
