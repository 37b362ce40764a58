; Scalable vectors only go to LLVM for a target that has them: LLVM would
; abort on x86 (and generate no code for AArch64 without SVE).  The error
; says what to do; materialize-vscale first makes the same code fixed-width.
; RUN: not ncpu-opt -passes='native-cpu<vecz-scalable>' --mtriple=x86_64-unknown-linux-gnu -S %s -o %t 2>&1 | filecheck %s --check-prefix=X86
; RUN: not test -e %t
; RUN: not ncpu-opt -passes='native-cpu<vecz-scalable>' --mtriple=aarch64-unknown-linux-gnu --filetype=asm %s -o - 2>&1 | filecheck %s --check-prefix=NOSVE
; RUN: ncpu-opt -passes='transfer-kernel-metadata,lower-to-mux-builtins,run-vecz<scalable;width=4>,work-item-loops,materialize-vscale<vscale=2>,default<O2>' --mtriple=x86_64-unknown-linux-gnu -S %s | filecheck %s --check-prefix=FIXED

; X86: ncpu-opt: error: the module has scalable vectors (from run-vecz<scalable>), which LLVM cannot optimise on 'x86_64-unknown-linux-gnu': target Arm SVE (--mtriple=aarch64-linux-gnu --mattr=+sve), or give vscale a value first with materialize-vscale<vscale=V>
; NOSVE: ncpu-opt: error: the module has scalable vectors (from run-vecz<scalable>), which LLVM cannot generate code for on 'aarch64-unknown-linux-gnu' without SVE
; FIXED: fmul <8 x float>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %io, float %f) {
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %io, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %f
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}
declare i64 @_Z13get_global_idj(i32)
