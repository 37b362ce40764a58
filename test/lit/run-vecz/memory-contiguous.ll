; Loads and stores of consecutive addresses (in[gid]) become one vector load
; or store of the first lane's address; a load of a uniform address stays a
; scalar load (then splatted).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_contig(
; CHECK: %pi = getelementptr inbounds float, ptr addrspace(1) %in, <4 x i64> %[[GID:[^ ]+]]
; CHECK-NEXT: %pi.lane0 = extractelement <4 x ptr addrspace(1)> %pi, i32 0
; CHECK-NEXT: %v = load <4 x float>, ptr addrspace(1) %pi.lane0, align 4
; CHECK-NEXT: %pu = getelementptr inbounds float, ptr addrspace(1) %in, i64 5
; CHECK-NEXT: %u = load float, ptr addrspace(1) %pu, align 4
; CHECK: %s = fadd <4 x float> %v, %u.splat
; CHECK-NEXT: %po = getelementptr inbounds float, ptr addrspace(1) %out, <4 x i64> %[[GID]]
; CHECK-NEXT: %po.lane0 = extractelement <4 x ptr addrspace(1)> %po, i32 0
; CHECK-NEXT: store <4 x float> %s, ptr addrspace(1) %po.lane0, align 4
; CHECK-NOT: llvm.masked

define spir_kernel void @contig(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %pu = getelementptr inbounds float, ptr addrspace(1) %in, i64 5
  %u = load float, ptr addrspace(1) %pu, align 4
  %s = fadd float %v, %u
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
