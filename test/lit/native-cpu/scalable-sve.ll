; native-cpu<vecz-scalable> for an Arm SVE target: the kernel runs vscale x 4
; work-items per call of its scalable clone, which LLVM turns into SVE code
; (predicated loads and stores, a loop stepping by the vector length).
; RUN: ncpu-opt -passes='native-cpu<vecz-scalable>' --mtriple=aarch64-unknown-linux-gnu --mattr=+sve --filetype=asm %s -o - | filecheck %s
; RUN: ncpu-opt -passes='native-cpu<vecz-scalable>' --mtriple=aarch64-unknown-linux-gnu --mattr=+sve -S %s | filecheck %s --check-prefix=IR

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; IR-LABEL: define void @scale.mux-kernel-wrapper(
; IR: %vscale.i = tail call i64 @llvm.vscale.i64()
; IR: load <vscale x 4 x float>
; IR-NEXT: fmul <vscale x 4 x float>
; IR-NEXT: store <vscale x 4 x float>

; CHECK-LABEL: "scale.mux-kernel-wrapper":
; CHECK: cntw
; CHECK: ld1w { z[[V:[0-9]+]].s }, p{{[0-9]}}/z
; CHECK-NEXT: fmul z[[M:[0-9]+]].s, z{{[0-9]+}}.s, z[[V]].s
; CHECK-NEXT: st1w { z[[M]].s }
; CHECK-LABEL: "scale.mux-work-group-driver":
define spir_kernel void @scale(ptr addrspace(1) %io, float %f) {
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr float, ptr addrspace(1) %io, i64 %gid
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %f
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}
declare i64 @_Z13get_global_idj(i32)
