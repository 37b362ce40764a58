; Internal definitions nothing uses are erased, until none is left (a dead function
; calling another makes that one dead too); what is used, or named by metadata, stays.
; RUN: ncpu-opt -passes=internalize-helpers -S %s | FileCheck %s

; CHECK-NOT: define {{.*}}@dead_original
; CHECK-NOT: define {{.*}}@dead_callee
; CHECK-LABEL: define internal void @live_helper(
; CHECK-LABEL: define internal void @named_by_metadata(
; CHECK-LABEL: define void @k.mux-kernel-wrapper(
; CHECK-LABEL: define void @k.mux-work-group-driver(
; CHECK: declare i64 @__mux_get_local_id.old(i32)

define internal void @dead_original() {
  %id = call i64 @__mux_get_local_id.old(i32 0)
  call void @dead_callee()
  ret void
}

define internal void @dead_callee() {
  ret void
}

define internal void @live_helper() {
  ret void
}

define internal void @named_by_metadata() {
  ret void
}

define void @k.mux-kernel-wrapper(ptr %args, ptr %wg) #0 {
  call void @live_helper()
  ret void
}

define void @k.mux-work-group-driver(ptr %args, ptr %wg) {
  call void @k.mux-kernel-wrapper(ptr %args, ptr %wg)
  ret void
}

declare i64 @__mux_get_local_id.old(i32)

attributes #0 = { "mux-kernel"="entry-point" }
!keep = !{!0}
!0 = !{ptr @named_by_metadata}
