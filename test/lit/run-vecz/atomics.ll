; An atomicrmw runs once per lane, in lane order (even with a uniform address
; and value: each work-item gets its own old value), its results packed into
; a vector; a call with side effects (printf) under a divergent if runs behind
; a branch per lane on that lane's mask bit, in lane order.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %x = load <4 x i32>
; CHECK: %old.lane0 = atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane0 seq_cst, align 4
; CHECK-NEXT: %old.lane1 = atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane1 seq_cst, align 4
; CHECK-NEXT: %old.lane2 = atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane2 seq_cst, align 4
; CHECK-NEXT: %old.lane3 = atomicrmw add ptr addrspace(1) %cnt, i32 %x.lane3 seq_cst, align 4
; CHECK: %[[OLD:.+]] = insertelement <4 x i32> %{{.+}}, i32 %old.lane3, i32 3
; CHECK: store <4 x i32> %[[OLD]]
; CHECK: %one.lane0 = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4
; CHECK-NEXT: %one.lane1 = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4
; CHECK-NEXT: %one.lane2 = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4
; CHECK-NEXT: %one.lane3 = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %cnt, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %old = atomicrmw add ptr addrspace(1) %cnt, i32 %x seq_cst, align 4
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %old, ptr addrspace(1) %po, align 4
  %one = atomicrmw add ptr addrspace(1) %cnt, i32 1 monotonic, align 4
  ret void
}

; CHECK-LABEL: define spir_kernel void @__vecz_v4_print(
; CHECK: %c = icmp slt <4 x i64> %[[GID:[^ ]+]], %n.splat
; CHECK-DAG: %vecz.mask.lane0 = extractelement <4 x i1> %c, i32 0
; CHECK-DAG: %vecz.mask.lane3 = extractelement <4 x i1> %c, i32 3
; CHECK: br i1 %vecz.mask.lane0, label %p.lane0, label %p.lane0.done
; CHECK: p.lane0:
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @fmt, i64 %gid.lane0)
; CHECK-NEXT: br label %p.lane0.done
; CHECK: p.lane0.done:
; CHECK: br i1 %vecz.mask.lane1, label %p.lane1, label %p.lane1.done
; CHECK: p.lane1:
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @fmt, i64 %gid.lane1)
; CHECK: br i1 %vecz.mask.lane2, label %p.lane2, label %p.lane2.done
; CHECK: p.lane2:
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @fmt, i64 %gid.lane2)
; CHECK: br i1 %vecz.mask.lane3, label %p.lane3, label %p.lane3.done
; CHECK: p.lane3:
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @fmt, i64 %gid.lane3)
; CHECK-NEXT: br label %p.lane3.done

define spir_kernel void @print(i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %c = icmp slt i64 %gid, %n
  br i1 %c, label %then, label %end
then:
  %p = call i32 (ptr, ...) @printf(ptr @fmt, i64 %gid)
  br label %end
end:
  ret void
}

@fmt = private constant [4 x i8] c"%ld\00"
declare i32 @printf(ptr, ...)
declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
