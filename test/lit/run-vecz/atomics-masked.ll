; An atomicrmw or cmpxchg under a divergent if runs only for the lanes that
; take the branch: a branch per lane on its mask bit, in lane order.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_masked(
; CHECK: %c = icmp sgt <4 x i32> %x, zeroinitializer
; CHECK: br i1 %vecz.mask.lane0, label %[[DO0:.+]], label %[[DONE0:.+]]
; CHECK: [[DO0]]:
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane0 monotonic, align 4
; CHECK: br i1 %vecz.mask.lane3, label %[[DO3:.+]], label %[[DONE3:.+]]
; CHECK: [[DO3]]:
; CHECK-NEXT: atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane3 monotonic, align 4
; CHECK: br i1 %vecz.mask.lane0, label %[[XDO0:.+]], label
; CHECK: [[XDO0]]:
; CHECK-NEXT: cmpxchg ptr addrspace(1) %cnt, i32 0, i32 %x.lane0 seq_cst seq_cst, align 4

define spir_kernel void @masked(ptr addrspace(1) %in, ptr addrspace(1) %cnt) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %end
then:
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 %x monotonic, align 4
  %xchg = cmpxchg ptr addrspace(1) %cnt, i32 0, i32 %x seq_cst seq_cst, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
