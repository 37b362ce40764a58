; Formats OpenCL C does not allow are errors naming the conversion (each RUN
; line puts another 6-character conversion in place of %v4hld).
; RUN: ncpu-opt -passes=replace-printf -S %s | filecheck %s --check-prefix=VALID
; RUN: sed 's/%%v4hld/%%hld  /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=HL
; RUN: sed 's/%%v4hld/%%*d   /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=STAR
; RUN: sed 's/%%v4hld/%%lld  /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=LL
; RUN: sed 's/%%v4hld/%%v5hld/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=SIZE
; RUN: sed 's/%%v4hld/%%v4d  /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=NOLENGTH
; RUN: sed 's/%%v4hld/%%v4hhf/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=HHF
; RUN: sed 's/%%v4hld/%%v4hls/' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=VS
; RUN: sed 's/%%v4hld/%%n    /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=N
; RUN: sed 's/%%v4hld/%%lc   /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=LC
; RUN: sed 's/%%v4hld/%%5%%   /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=PERCENT
; RUN: sed 's/%%v4hld/%%d %%d /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=FEW
; RUN: sed 's/%%v4hld/%%v4hl /' %s | not ncpu-opt -passes=replace-printf -S 2>&1 | filecheck %s --check-prefix=END

; VALID: c"[%d,%d,%d,%d]\00"
; HL: error: replace-printf: kernel @k: printf("[%hld  ]", ...): the length modifier 'hl' is only for vectors (with a vector specifier), in '%hld'
; STAR: '*' (width or precision from an argument) is not supported by OpenCL C, in '%*'
; LL: the length modifier 'll' is not supported by OpenCL C, in '%lld'
; SIZE: invalid vector specifier 'v5' in '%v5' (the sizes are 2, 3, 4, 8 and 16)
; NOLENGTH: a vector specifier needs a length modifier (hh, h, hl or l), in '%v4d'
; HHF: the length modifier 'hh' does not name a vector element type (h (half), hl (float) or l (double)), in '%v4hhf'
; VS: a vector specifier applies to integer and floating-point conversions only, not 's', in '%v4hls'
; N: the conversion 'n' is not supported by OpenCL C, in '%n'
; LC: the length modifier 'l' does not apply to the conversion 'c', in '%lc'
; PERCENT: '%' takes no flags, width, precision or modifiers: the specification is '%%', not '%5%'
; FEW: the format has 2 conversions, but the call passes 1 argument
; END: unknown conversion ' ' in '%v4hl '

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [9 x i8] c"[%v4hld]\00", align 1

define spir_kernel void @k(<4 x i32> %v) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, <4 x i32> %v)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
