; Every work-item keeps a table of its copies' events (count and overflow flag zeroed at entry):
; a copy adds its event (with its site), a wait takes its listed events' copies off and returns
; the index of one no pending copy made (reported as a wait on an unknown event, site 1, its
; index and the list's length), and a work-item returning with copies pending reports the
; first one's site. A copy all work-items reach alike with the same operands needs no barrier.
; Both are sites no launch bounds can prove (argument -1).
; RUN: ncpu-opt -passes=check-barriers -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: entry:
; CHECK-NEXT: %check.events = alloca { i32, i32, [16 x ptr], [16 x i32] }, align 8
; CHECK-NEXT: store i64 0, ptr %check.events, align 8, !nosanitize
; CHECK-NOT: __mux_work_group_barrier
; CHECK: %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 64, ptr null)
; CHECK-NEXT: call void @__ncpu_check_copied(ptr %check.events, ptr %e, i32 0)
; CHECK: %check.list_offset = sub i64
; CHECK: %check.listed = and i1
; CHECK: br i1 %{{[0-9]+}}, label %check.fail, label %check.ok
; CHECK: check.fail:
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 1, i32 1, i32 -1, i64 %check.list_offset, i64 %{{[0-9]+}},
; CHECK: %check.unknown = call i32 @__ncpu_check_waited(ptr %check.events, i32 %{{[0-9]+}}, ptr %list)
; CHECK: %[[UNKNOWN:[0-9]+]] = icmp sge i32 %check.unknown, 0
; CHECK: br i1 %[[UNKNOWN]], label %check.fail1, label %check.ok1
; CHECK: call void @__ncpu_check_report(ptr %check.state1, i32 8, i32 1, i32 -1,
; CHECK: check.ok1:
; CHECK-NEXT: call void @__mux_dma_wait(i32 1, ptr %list)
; CHECK-NEXT: %check.pending = load i32, ptr %check.events, align 8, !nosanitize
; CHECK: %check.pending_site = load i32, ptr %{{[0-9]+}}, align 4, !nosanitize
; CHECK: call void @__ncpu_check_report(ptr %check.state2, i32 9, i32 %check.pending_site, i32 -1,
; CHECK: check.ok2:
; CHECK-NEXT: ret void
; CHECK-LABEL: define internal i1 @__ncpu_check_listed(
; CHECK-LABEL: define internal void @__ncpu_check_copied(
; CHECK-LABEL: define internal i32 @__ncpu_check_waited(
; CHECK: !ncpu.check_sites = !{![[COPY:[0-9]+]], ![[WAIT:[0-9]+]]}
; CHECK: ![[COPY]] = !{!"k", i32 0, !"@k: the async copy in block %entry", i32 -1, !""}
; CHECK: ![[WAIT]] = !{!"k", i32 1, !"@k: the wait_group_events in block %entry", i32 -1, !""}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch) {
entry:
  %list = alloca ptr, align 8
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 64, ptr null)
  store ptr %e, ptr %list, align 8
  call void @__mux_dma_wait(i32 1, ptr %list)
  ret void
}

declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare void @__mux_dma_wait(i32, ptr)
