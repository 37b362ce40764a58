; Entry points, and every function that (transitively) calls a work-item
; builtin, are cloned as <base>.mux-sched-wrapper with trailing ptr %wi-info and
; ptr %wg-info; calls pass them on; the originals are removed; the clones take
; the attributes and metadata. Functions that need no state are unchanged.
; RUN: ncpu-opt -passes=add-sched-params -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"


; CHECK-LABEL: define void @kernel.mux-sched-wrapper(ptr %out, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-SAME: [[KATTRS:#[0-9]+]] !reqd_work_group_size [[REQD:![0-9]+]] !mux_scheduled_fn [[K_SCHED:![0-9]+]] {
; CHECK-NEXT: %v = call i64 @helper.mux-sched-wrapper(i32 1, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-NEXT: store i64 %v, ptr %out
; CHECK-NEXT: call void @plain(ptr %out)
define void @kernel(ptr %out) #0 !reqd_work_group_size !0 {
  %v = call i64 @helper(i32 1)
  store i64 %v, ptr %out
  call void @plain(ptr %out)
  ret void
}

; memory(none) was true before: the clone reads the state, so it is dropped.
; CHECK-LABEL: define i64 @helper.mux-sched-wrapper(i32 %d, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-SAME: [[HATTRS:#[0-9]+]] !mux_scheduled_fn [[K_SCHED]] {
; CHECK-NEXT: %x = call i64 @leaf.mux-sched-wrapper(i32 %d, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
define i64 @helper(i32 %d) #1 {
  %x = call i64 @leaf(i32 %d)
  ret i64 %x
}

; CHECK-LABEL: define internal i64 @leaf.mux-sched-wrapper(i32 %d, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
; CHECK-SAME: !mux_scheduled_fn [[K_SCHED]]
; CHECK-NEXT: %id = call i64 @__mux_get_global_id(i32 %d, ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
define internal i64 @leaf(i32 %d) {
  %id = call i64 @__mux_get_global_id(i32 %d)
  ret i64 %id
}

; CHECK-LABEL: define void @plain(ptr %p) {
define void @plain(ptr %p) {
  store i64 0, ptr %p
  ret void
}

; The declaration changes in place, so define-mux-builtins defines it with the parameters.
; CHECK: declare !mux_scheduled_fn [[K_SCHED]] i64 @__mux_get_global_id(i32, ptr noalias nonnull align 8 dereferenceable(40), ptr noalias nonnull align 8 dereferenceable(104)) [[BATTRS:#[0-9]+]]
declare i64 @__mux_get_global_id(i32) #2

; CHECK-NOT: define {{.*}} @kernel(
; CHECK-NOT: define {{.*}} @helper(
; CHECK-NOT: define {{.*}} @leaf(

; CHECK-DAG: attributes [[KATTRS]] = { "mux-base-fn-name"="kernel" "mux-kernel"="entry-point" }
; CHECK-DAG: attributes [[HATTRS]] = { nounwind "mux-base-fn-name"="helper" }
; CHECK-DAG: attributes [[BATTRS]] = { nounwind willreturn memory(read) }
; CHECK-DAG: !mux-scheduling-params = !{[[NAMES:![0-9]+]]}
; CHECK-DAG: [[NAMES]] = !{!"MuxWorkItemInfo", !"MuxWorkGroupInfo"}
; CHECK-DAG: [[REQD]] = !{i32 4, i32 1, i32 1}
; CHECK-DAG: [[K_SCHED]] = !{i32 1, i32 2}

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { nounwind memory(none) }
attributes #2 = { nounwind willreturn memory(read) }
!0 = !{i32 4, i32 1, i32 1}
