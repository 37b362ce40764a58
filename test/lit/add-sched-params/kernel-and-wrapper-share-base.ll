; A kernel and its barrier wrapper share a base name; their clones get distinct names.
; RUN: ncpu-opt -passes=add-sched-params -S %s | filecheck %s

; CHECK-DAG: define internal spir_func void @k.mux-sched-wrapper(ptr {{.*}}%wi-info, ptr {{.*}}%wg-info)
; CHECK-DAG: define void @k.mux-sched-wrapper.1(ptr {{.*}}%wi-info, ptr {{.*}}%wg-info)

define internal spir_func void @k() {
  %id = call i64 @__mux_get_local_id(i32 0)
  ret void
}

define void @k.mux-barrier-wrapper() #0 {
  call void @__mux_set_local_id(i32 0, i64 0)
  call spir_func void @k()
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_set_local_id(i32, i64)

attributes #0 = { "mux-base-fn-name"="k" "mux-kernel"="entry-point" }
