; A uniform loop with two exits, outside the kernel's divergent region, keeps its branches
; even when every block runs under a mask (the vector-predicated clone's active lanes): the
; value it leaves with stays uniform, so the uniform loop after it, whose trip count it is,
; stays a uniform loop (made divergent, the value was a select on masks, and the second
; loop's branch varying: the kernel was refused).
; RUN: ncpu-opt -passes='run-vecz<always;width=4;vp>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_vp_k(
; CHECK: search:
; CHECK-NEXT: %i = phi i32 [ 0, %entry ], [ %i1, %next ]
; CHECK: br i1 %found, label %hit, label %next
; CHECK: next:
; CHECK: br i1 %more, label %search, label %miss
; CHECK: count:
; CHECK-NEXT: %n = phi i32 [ %i, %hit ], [ %m, %miss ]
; CHECK: repeat:
; CHECK: br i1 %again, label %repeat, label %tail
; CHECK-NOT: vecz.exited

define spir_kernel void @k(ptr addrspace(1) %table, ptr addrspace(1) %out, i32 %key, i32 %m) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  br label %search
search:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %table, i32 %i
  %v = load i32, ptr addrspace(1) %slot, align 4
  %found = icmp eq i32 %v, %key
  br i1 %found, label %hit, label %next
next:
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %m
  br i1 %more, label %search, label %miss
hit:
  br label %count
miss:
  br label %count
count:
  %n = phi i32 [ %i, %hit ], [ %m, %miss ]
  br label %repeat
repeat:
  %j = phi i32 [ 0, %count ], [ %j1, %repeat ]
  %j1 = add i32 %j, 1
  %again = icmp slt i32 %j1, %n
  br i1 %again, label %repeat, label %tail
tail:
  %g32 = trunc i64 %gid to i32
  %odd = and i32 %g32, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %done
even:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %j1, ptr addrspace(1) %po, align 4
  br label %done
done:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
