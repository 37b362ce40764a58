; A sub-group reduction under a divergent if combines only the lanes that take
; the branch: the others contribute the operation's identity (1 for mul).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %c = icmp sgt <4 x i32> %x, zeroinitializer
; CHECK: %vecz.active = select <4 x i1> %c, <4 x i32> %x, <4 x i32> splat (i32 1)
; CHECK-NEXT: %vecz.reduce = call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %vecz.active)
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> %vecz.reduce.splat, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c)

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %end
then:
  %r = call i32 @__mux_sub_group_reduce_mul_i32(i32 %x)
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %po, align 4
  br label %end
end:
  ret void
}
declare i32 @__mux_sub_group_reduce_mul_i32(i32)

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
