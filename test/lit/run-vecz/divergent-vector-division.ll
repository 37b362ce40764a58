; A division of vectors (one work-item's int2) in a divergent branch gets a divisor of 1 in
; every element for the work-items that do not take the branch (a scalar 1 of a vector type
; was an AssertionError: PyOpenCL's random number generators divide long4s so).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_vdiv(
; CHECK: then:
; CHECK: %vecz.safe_divisor.lane0 = select i1 %c.lane0, <2 x i32> %v.lane0, <2 x i32> splat (i32 1)
; CHECK: %b.lane0 = sdiv <2 x i32> splat (i32 100), %vecz.safe_divisor.lane0

define spir_kernel void @vdiv(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds <2 x i32>, ptr addrspace(1) %in, i64 %gid
  %v = load <2 x i32>, ptr addrspace(1) %pi, align 8
  %x = extractelement <2 x i32> %v, i64 0
  %c = icmp ne i32 %x, 0
  br i1 %c, label %then, label %end
then:
  %b = sdiv <2 x i32> splat (i32 100), %v
  %po = getelementptr inbounds <2 x i32>, ptr addrspace(1) %out, i64 %gid
  store <2 x i32> %b, ptr addrspace(1) %po, align 8
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
