; The wrapper's blocks carry OCK's names, numbered as LLVM's one counter per
; function numbers a taken name: a `sw.bb` block per region id (the return id
; 0 first, renamed `kernel.exit` at the end), `loopIR`/`exitIR` per loop, a
; `barrier.branch` block choosing between two next regions.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k.mux-barrier-wrapper(
; CHECK: entry:
; CHECK: br label %sw.bb1
; CHECK: sw.bb1:
; CHECK: br label %loopIR
; CHECK: loopIR:
; CHECK: br label %loopIR3
; CHECK: loopIR3:
; CHECK: call spir_func i32 @k.mux-barrier-region(
; CHECK: exitIR:
; CHECK: exitIR4:
; CHECK-NEXT: br label %sw.bb2
; CHECK: sw.bb2:
; CHECK: loopIR5:
; CHECK: loopIR6:
; CHECK: call spir_func i32 @k.mux-barrier-region.1(
; CHECK: exitIR7:
; CHECK: exitIR8:
; CHECK-NEXT: br label %barrier.branch
; CHECK: barrier.branch:
; CHECK: br i1 %{{[0-9]+}}, label %kernel.exit, label %sw.bb2
; CHECK: kernel.exit:
; CHECK-NEXT: ret void

define spir_kernel void @k(ptr addrspace(1) %out, i64 %n) #0 !max_work_dim !0 {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @__mux_work_group_barrier(i32 0, i32 1, i32 272)
  store i64 %i, ptr addrspace(1) %out, align 8
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 2}
