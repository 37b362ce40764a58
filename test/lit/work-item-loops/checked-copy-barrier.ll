; work-item-loops<checked>: a barrier check-barriers put before an async copy names the copy's
; site (!ncpu.check_copy): reaching it is "what" 3, an async copy (and the kind, 7, says so);
; no new site is made for it. A loop whose trip count varies by work-item goes round that
; barrier: its region (back to the barrier, or out) is tested too.
; RUN: ncpu-opt -passes='work-item-loops<checked>,verify' -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k.mux-barrier-wrapper(
; CHECK: sw.bb1:
; CHECK-NEXT: store i32 -1, ptr %next_barrier_id, align 4
; CHECK: check.diverged:
; CHECK: %check.site = select i1 %{{[0-9]+}}, i32 4, i32 -1
; CHECK-NEXT: %check.what = select i1 %{{[0-9]+}}, i32 3, i32 0
; CHECK: sw.bb2:
; CHECK: store i32 -1, ptr %next_barrier_id, align 4
; CHECK: check.diverged{{[0-9]+}}:
; CHECK-NOT: !ncpu.check_sites

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %data, ptr addrspace(3) %scratch) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  br label %head

head:
  %j = phi i64 [ 0, %entry ], [ %j.next, %body ]
  %more = icmp ult i64 %j, %lid
  br i1 %more, label %body, label %done

body:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 0), !ncpu.check_copy !0
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %scratch, ptr addrspace(1) %data, i64 4, ptr null)
  %j.next = add i64 %j, 1
  br label %head

done:
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 4}
