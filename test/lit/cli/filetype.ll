; --filetype retargets clang's spir64 kernels and generates code.
; RUN: ncpu-opt -passes='default<O2>' --filetype=asm -mtriple=x86_64-unknown-linux-gnu -mcpu=x86-64 %s -o - | FileCheck %s --check-prefix=X86
; RUN: ncpu-opt -filetype=asm -mtriple=aarch64-unknown-linux-gnu %s -o - | FileCheck %s --check-prefix=ARM
; RUN: ncpu-opt --filetype=obj -O3 %s -o %t.o
; RUN: not ncpu-opt --filetype=asm -mtriple=nosuch-unknown-unknown %s 2>&1 | FileCheck %s --check-prefix=BADTRIPLE

; X86: .globl scale
; X86: scale:
; X86: mulss
; ARM: scale:
; ARM: fmul
; BADTRIPLE: ncpu-opt: error: cannot generate code for target 'nosuch-unknown-unknown'

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %x, float %s) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %id
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
