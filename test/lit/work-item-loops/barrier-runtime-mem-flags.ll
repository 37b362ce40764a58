; A barrier whose memory scope is computed by the kernel: the value is kept in
; the live-variable struct, and the wrapper's memory barrier reads it back from
; work-item 0's struct (every work-item passes the same flags), as OCK's.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i32 @k.mux-barrier-region(
; CHECK-SAME: i32 %[[S:[0-9]+]], ptr %[[LIVE:[0-9]+]])
; CHECK-NEXT: entry:
; CHECK-NEXT: %live_gep_scope = getelementptr inbounds %k_live_mem_info, ptr %[[LIVE]], i32 0, i32 0
; CHECK-NEXT: %scope = add i32 %[[S]], 1
; CHECK-NEXT: store i32 %scope, ptr %live_gep_scope
; CHECK-NEXT: ret i32 2

; CHECK-LABEL: define void @k.mux-barrier-wrapper(i32 %s)
; CHECK: sw.bb2:
; CHECK-NEXT: %[[FIRST:[0-9]+]] = getelementptr inbounds %k_live_mem_info, ptr %live_variables, i64 0
; CHECK-NEXT: %live_gep_scope = getelementptr inbounds %k_live_mem_info, ptr %[[FIRST]], i32 0, i32 0
; CHECK-NEXT: %scope_load = load i32, ptr %live_gep_scope, align 4
; CHECK-NEXT: call void @__mux_mem_barrier(i32 %scope_load, i32 912)
define void @k(i32 %s) #0 {
entry:
  %scope = add i32 %s, 1
  call void @__mux_work_group_barrier(i32 0, i32 %scope, i32 912)
  ret void
}

declare void @__mux_work_group_barrier(i32, i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
