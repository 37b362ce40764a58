; __mux_mem_barrier: a single-thread fence of the ordering in semantics & 31
; (relaxed and unknown orderings: none, in a block of their own, as OCK's). The sub-group barrier is only its
; memory part; the work-group barrier is left for work-item-loops.
; RUN: ncpu-opt -passes=define-mux-builtins,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal void @__mux_mem_barrier(i32 %scope, i32 %semantics)
; CHECK-SAME: [[ATTRS:#[0-9]+]]
; CHECK: %ordering = and i32 %semantics, 31
; CHECK-NEXT: switch i32 %ordering, label %relaxed [
; CHECK-NEXT: i32 2, label %acquire
; CHECK-NEXT: i32 4, label %release
; CHECK-NEXT: i32 8, label %acq_rel
; CHECK-NEXT: i32 16, label %seq_cst
; CHECK: relaxed:
; CHECK-NEXT: br label %exit
; CHECK: acquire:
; CHECK-NEXT: fence syncscope("singlethread") acquire
; CHECK-NEXT: br label %exit
; CHECK: release:
; CHECK-NEXT: fence syncscope("singlethread") release
; CHECK: acq_rel:
; CHECK-NEXT: fence syncscope("singlethread") acq_rel
; CHECK: seq_cst:
; CHECK-NEXT: fence syncscope("singlethread") seq_cst
; CHECK: exit:
; CHECK-NEXT: ret void
declare void @__mux_mem_barrier(i32, i32) #0

; CHECK-LABEL: define internal void @__mux_sub_group_barrier(i32 %id, i32 %scope, i32 %semantics)
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @__mux_mem_barrier(i32 %scope, i32 %semantics)
; CHECK-NEXT: ret void
declare void @__mux_sub_group_barrier(i32, i32, i32)

; CHECK: declare void @__mux_work_group_barrier(i32, i32, i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

; CHECK: attributes [[ATTRS]] = { alwaysinline nounwind }
attributes #0 = { nounwind noinline }
