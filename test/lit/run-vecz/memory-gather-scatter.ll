; Strided (in[2 * gid], out[3 * gid]) and arbitrary (out[idx[gid]]) addresses
; become llvm.masked.gather / llvm.masked.scatter with an all-true mask, in
; LLVM 22's form: the alignment is an align attribute of the pointer operand.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_strided(
; CHECK: %g2 = mul <4 x i64> %[[GID:[^ ]+]], splat (i64 2)
; CHECK-NEXT: %pi = getelementptr inbounds float, ptr addrspace(1) %in, <4 x i64> %g2
; CHECK-NEXT: %v = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> align 4 %pi, <4 x i1> splat (i1 true), <4 x float> poison)
; The index load is contiguous:
; CHECK: %i = load <4 x i32>, ptr addrspace(1) %pidx.lane0, align 4
; CHECK-NEXT: %ie = sext <4 x i32> %i to <4 x i64>
; CHECK-NEXT: %pa = getelementptr inbounds float, ptr addrspace(1) %out, <4 x i64> %ie
; CHECK-NEXT: call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %v, <4 x ptr addrspace(1)> align 4 %pa, <4 x i1> splat (i1 true))
; CHECK-NEXT: %g3 = mul <4 x i64> %[[GID]], splat (i64 3)
; CHECK-NEXT: %pb = getelementptr inbounds float, ptr addrspace(1) %out, <4 x i64> %g3
; CHECK-NEXT: call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %v, <4 x ptr addrspace(1)> align 4 %pb, <4 x i1> splat (i1 true))
; CHECK-NEXT: ret void
; CHECK: declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, <4 x i1>, <4 x float>)
; CHECK: declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, <4 x i1>)

define spir_kernel void @strided(ptr addrspace(1) %in, ptr addrspace(1) %idx, ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %g2 = mul i64 %gid, 2
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %g2
  %v = load float, ptr addrspace(1) %pi, align 4
  %pidx = getelementptr inbounds i32, ptr addrspace(1) %idx, i64 %gid
  %i = load i32, ptr addrspace(1) %pidx, align 4
  %ie = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %out, i64 %ie
  store float %v, ptr addrspace(1) %pa, align 4
  %g3 = mul i64 %gid, 3
  %pb = getelementptr inbounds float, ptr addrspace(1) %out, i64 %g3
  store float %v, ptr addrspace(1) %pb, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
