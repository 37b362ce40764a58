; run-vecz<scalable>: the clone @__vecz_nxv4_<name> runs vscale x 4 work-items
; per call on <vscale x 4 x T> vectors.  The lane offsets come from
; llvm.stepvector, the lane count from llvm.vscale; masked and widened
; intrinsics take the nxv4 suffix; the links say scalable (the second i32).
; RUN: ncpu-opt -passes='run-vecz<scalable;width=4>,verify' --pass-remarks=vecz -S %s 2>&1 | filecheck %s
; RUN: ncpu-opt -passes='run-vecz<scalable>,verify' -S %s | filecheck %s --check-prefix=DEFAULT
; RUN: ncpu-opt -passes='run-vecz<scalable>,verify' --mtriple=riscv64-unknown-linux-gnu -S %s | filecheck %s --check-prefix=RISCV

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: vectorized kernel @k as @__vecz_nxv4_k: vscale x 4 work-items of dimension 0 per call
; CHECK-LABEL: define spir_kernel void @k(
; CHECK-SAME: !codeplay_ca_vecz.base ![[BASE:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @__vecz_nxv4_k(
; CHECK-SAME: #[[ATTRS:[0-9]+]] !codeplay_ca_vecz.derived ![[DERIVED:[0-9]+]]
; CHECK-DAG: %vecz.step = call <vscale x 4 x i64> @llvm.stepvector.nxv4i64()
; CHECK-DAG: %vecz.vscale = call i32 @llvm.vscale.i32()
; CHECK-DAG: %vecz.lanes = mul nuw i32 %vecz.vscale, 4
; CHECK: %gid.splatinsert = insertelement <vscale x 4 x i64> poison, i64 %gid, i32 0
; CHECK-NEXT: %gid.splat = shufflevector <vscale x 4 x i64> %gid.splatinsert, <vscale x 4 x i64> poison, <vscale x 4 x i32> zeroinitializer
; CHECK-NEXT: %gid1 = add nuw <vscale x 4 x i64> %gid.splat, %vecz.step
; CHECK: %c = icmp slt <vscale x 4 x i32>
; The sub-group: vscale x 4 lanes, reduced with the scalable reductions.
; CHECK-NEXT: %vecz.reduce = call i32 @llvm.vector.reduce.add.nxv4i32(<vscale x 4 x i32> %t)
; CHECK-NEXT: %vecz.any_all = call i1 @llvm.vector.reduce.and.nxv4i1(<vscale x 4 x i1> %c)
; CHECK: %px.lane0 = extractelement <vscale x 4 x ptr addrspace(1)> %px, i32 0
; CHECK: %vx = call <vscale x 4 x float> @llvm.masked.load.nxv4f32.p1(ptr addrspace(1) align 4 %px.lane0, <vscale x 4 x i1> %c, <vscale x 4 x float> poison)
; A gather where the stride is unknown.
; CHECK: %g = call <vscale x 4 x float> @llvm.masked.gather.nxv4f32.nxv4p1(<vscale x 4 x ptr addrspace(1)> align 4 %pg, <vscale x 4 x i1> %c, <vscale x 4 x float> poison)
; CHECK-NEXT: %m = call <vscale x 4 x float> @llvm.fmuladd.nxv4f32(
; CHECK: store i32 %vecz.lanes, ptr addrspace(1) %out
; CHECK: call void @llvm.masked.store.nxv4f32.p1(<vscale x 4 x float> %m, ptr addrspace(1) align 4 %py.lane0, <vscale x 4 x i1> %c)
; CHECK: attributes #[[ATTRS]] = { "mux-base-fn-name"="k" "mux-kernel"="entry-point" }
; CHECK: ![[BASE]] = !{![[INFO:[0-9]+]], ptr @__vecz_nxv4_k}
; CHECK: ![[INFO]] = !{i32 4, i32 1, i32 0, i32 0}
; CHECK: ![[DERIVED]] = !{![[INFO]], ptr @k}

; One 128-bit granule of floats by default (64 bits on RISC-V).
; DEFAULT: define spir_kernel void @__vecz_nxv4_k(
; RISCV: define spir_kernel void @__vecz_nxv2_k(
define spir_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %y, ptr addrspace(1) %idx, ptr addrspace(1) %out, float %a, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %t = trunc i64 %gid to i32
  %c = icmp slt i32 %t, %n
  %r = call i32 @__mux_sub_group_reduce_add_i32(i32 %t)
  %all = call i1 @__mux_sub_group_all_i1(i1 %c)
  %size = call i32 @__mux_get_max_sub_group_size()
  br i1 %c, label %body, label %end
body:
  %px = getelementptr float, ptr addrspace(1) %x, i64 %gid
  %py = getelementptr float, ptr addrspace(1) %y, i64 %gid
  %pi = getelementptr i32, ptr addrspace(1) %idx, i64 %gid
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %i = load i32, ptr addrspace(1) %pi, align 4
  %pg = getelementptr float, ptr addrspace(1) %x, i32 %i
  %g = load float, ptr addrspace(1) %pg, align 4
  %m = call float @llvm.fmuladd.f32(float %a, float %vx, float %g)
  store i32 %size, ptr addrspace(1) %out, align 4
  store float %m, ptr addrspace(1) %py, align 4
  br label %end
end:
  ret void
}
declare i64 @__mux_get_global_id(i32)
declare i32 @__mux_sub_group_reduce_add_i32(i32)
declare i1 @__mux_sub_group_all_i1(i1)
declare i32 @__mux_get_max_sub_group_size()
declare float @llvm.fmuladd.f32(float, float, float)
attributes #0 = { "mux-kernel"="entry-point" }
