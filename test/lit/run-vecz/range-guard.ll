; The range guard (if (gid < n) at entry, the other way a plain return) is
; linearised like any divergent if; its widened compare carries
; !ncpu.range_guard !{i1 true} (the value for in-range work-items) for
; work-item-loops.  Not in the vector-predicated clone.
; RUN: ncpu-opt -passes='run-vecz<width=4;vp>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %c = icmp ult i64 %gid, %n64{{$}}
; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %c = icmp ult <4 x i64> %[[GID:.+]], %n64.splat, !ncpu.range_guard ![[RG:[0-9]+]]
; CHECK: %v = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %pi.lane0, <4 x i1> %c, <4 x float> poison)
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %v, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c)
; CHECK-LABEL: define spir_kernel void @__vecz_v4_vp_k(
; CHECK-NOT: !ncpu.range_guard
; CHECK: ret void
; CHECK: ![[RG]] = !{i1 true}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %n64 = zext i32 %n to i64
  %c = icmp ult i64 %gid, %n64
  br i1 %c, label %body, label %exit
body:
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %po, align 4
  br label %exit
exit:
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
