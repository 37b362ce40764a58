; An index computed in fewer than 32 bits can wrap between consecutive work-items
; (`uchar idx = i + 250` reads a 256-entry table circularly): it is not contiguous, so the
; load is a gather of each lane's own address. A 32-bit index stays contiguous.
; RUN: ncpu-opt -passes='run-vecz<width=8>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v8_circular(
; CHECK: %idx = trunc <8 x i64> %shifted to <8 x i8>
; CHECK-NEXT: %wide = zext <8 x i8> %idx to <8 x i64>
; CHECK-NEXT: %p = getelementptr inbounds float, ptr addrspace(1) %table, <8 x i64> %wide
; CHECK-NEXT: %v = call <8 x float> @llvm.masked.gather.v8f32.v8p1(<8 x ptr addrspace(1)> align 4 %p, <8 x i1> splat (i1 true), <8 x float> poison)
define spir_kernel void @circular(ptr addrspace(1) %table, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %shifted = add i64 %gid, 250
  %idx = trunc i64 %shifted to i8
  %wide = zext i8 %idx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %table, i64 %wide
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @__vecz_v8_int_index(
; CHECK: %idx = trunc <8 x i64> %shifted to <8 x i32>
; CHECK: %p.lane0 = extractelement <8 x ptr addrspace(1)> %p, i32 0
; CHECK-NEXT: %v = load <8 x float>, ptr addrspace(1) %p.lane0, align 4
define spir_kernel void @int_index(ptr addrspace(1) %table, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %shifted = add i64 %gid, 250
  %idx = trunc i64 %shifted to i32
  %wide = zext i32 %idx to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %table, i64 %wide
  %v = load float, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
