; auto with the target's natural width: a kernel with read-modify-writes per lane
; (an atomic here; a privatised add alike) is vectorised at most 4 wide, where a
; plain kernel takes the natural width (16 floats with AVX-512).
; RUN: ncpu-opt -passes='run-vecz<auto>,verify' --mtriple=x86_64-unknown-linux-gnu --mattr=+avx512f --pass-remarks=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: vectorized kernel @counts as @__vecz_v4_counts: 4 work-items of dimension 0 per call; width 4: the target's natural width for 32-bit data (16) capped at 4 for the kernel's read-modify-writes per lane
; CHECK: remark: <unknown>:0:0: vectorized kernel @scale as @__vecz_v16_scale: 16 work-items of dimension 0 per call; width 16: the target's natural width for 32-bit data;

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @counts(ptr addrspace(1) %in, ptr addrspace(1) %bins) #0 {
  %id = call i64 @__mux_get_global_id(i32 0)
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %id
  %x = load float, ptr addrspace(1) %src, align 4
  %y = fmul float %x, 2.560000e+02
  %z = fmul float %y, %x
  %w = fadd float %z, %y
  %bin = fptoui float %w to i32
  %masked = and i32 %bin, 255
  %index = zext i32 %masked to i64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %index
  %old = atomicrmw add ptr addrspace(1) %slot, i32 1 monotonic, align 4
  ret void
}

define spir_kernel void @scale(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %id = call i64 @__mux_get_global_id(i32 0)
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %id
  %x = load float, ptr addrspace(1) %src, align 4
  %y = fmul float %x, 2.0
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %id
  store float %y, ptr addrspace(1) %dst, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
