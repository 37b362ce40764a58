; A loop nested in a divergent region of a uniform loop, on a level that is
; linearised as a whole (a divergent branch after the outer loop joins an edge
; that skips it): the inner loop's preheader goes on to the inner loop's
; guard (a block the vectoriser made, inside the outer loop), not out of the
; outer loop as if the guard were one of its exits (which left the inner loop
; and the outer latch unreachable, and the packetiser failing on the outer
; header's phi).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: inner.preheader:
; CHECK-NEXT: br label %inner.vecz.guard
; CHECK: inner.vecz.guard:
; CHECK: br i1 %{{.*}}, label %inner, label %inner.vecz.exit
; CHECK: inner:
; CHECK: call void @llvm.masked.store.v4i32.p1(
; CHECK: inner.vecz.exit:
; CHECK-NEXT: br label %latch
; CHECK: latch:
; CHECK: br i1 %again, label %outer, label %outer.vecz.exit

define spir_kernel void @k(ptr addrspace(1) %out, i64 %n, i64 %m) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  %any = icmp ne i64 %m, 0
  br i1 %any, label %outer.preheader, label %skip
outer.preheader:
  br label %outer
outer:
  %k = phi i64 [ 0, %outer.preheader ], [ %k.next, %latch ]
  %odd = and i64 %gid, 1
  %c = icmp ne i64 %odd, 0
  br i1 %c, label %inner.preheader, label %latch
inner.preheader:
  br label %inner
inner:
  %i = phi i64 [ 0, %inner.preheader ], [ %i.next, %inner ]
  %v = trunc i64 %i to i32
  store i32 %v, ptr addrspace(1) %p, align 4
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %inner, label %latch
latch:
  %k.next = add i64 %k, 1
  %again = icmp ult i64 %k.next, %m
  br i1 %again, label %outer, label %after
after:
  %first = icmp eq i64 %gid, 0
  br i1 %first, label %end, label %skip
skip:
  store i32 -1, ptr addrspace(1) %p, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
