; A work-group broadcast in a vectorised kernel: every call passes the
; requested ids, a clone call the lane that work-item would be in its chunk.
; The wrapper reads the ids from the call that ran work-item 0 (a chunk when
; the vector loop ran, else the tail), finds the call that ran the requested
; work-item (chunk x/4 of its row when x < peel_limit, else the tail: its
; work-item x - peel_limit, or with a VP tail the row's one call), reads its
; operand and writes it to every call.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; Scalar tail; the requested x is an instruction, so it lives in the live structs.
; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: %[[ON0:.+]] = icmp ult i64 0, %peel_limit
; CHECK: br i1 %[[ON0]], label %wg0.ids.main, label %wg0.ids.tail
; CHECK: wg0.ids.main:
; CHECK-NEXT: %[[E:[0-9]+]] = getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %live_variables, i64 0
; CHECK: wg0.ids.tail:
; CHECK: wg0.ids.picked:
; CHECK-NEXT: %[[X:wg0.ids.picked[0-9]*]] = phi i64 [ %w, %wg0.ids.main ], [ %w1, %wg0.ids.tail ]
; CHECK: %[[ROW:[0-9]+]] = add i64 %{{.+}}, %{{[0-9]+}}
; CHECK-NEXT: %[[RC:[0-9]+]] = mul i64 %[[ROW]], %chunks
; CHECK-NEXT: %[[K:[0-9]+]] = udiv i64 %[[X]], 4
; CHECK-NEXT: %[[VS:broadcast.vector_slot]] = add i64 %[[RC]], %[[K]]
; CHECK-NEXT: %[[ON:broadcast.on_vector[0-9]*]] = icmp ult i64 %[[X]], %peel_limit
; CHECK-NEXT: %[[ITEMS:[0-9]+]] = sub i64 %local_size.x, %peel_limit
; CHECK-NEXT: %[[RI:[0-9]+]] = mul i64 %[[ROW]], %[[ITEMS]]
; CHECK-NEXT: %[[OFF:[0-9]+]] = sub i64 %[[X]], %peel_limit
; CHECK-NEXT: %[[TS:broadcast.tail_slot]] = add i64 %[[RI]], %[[OFF]]
; CHECK-NEXT: br i1 %[[ON]], label %wg0.value.main, label %wg0.value.tail
; CHECK: wg0.value.main:
; CHECK-NEXT: getelementptr inbounds %__vecz_v4_K_live_mem_info, ptr %live_variables, i64 %[[VS]]
; CHECK: %y = load i32
; CHECK: wg0.value.tail:
; CHECK-NEXT: getelementptr inbounds %K_live_mem_info, ptr %live_variables.tail, i64 %[[TS]]
; CHECK: %y1 = load i32
; CHECK: wg0.value.picked:
; CHECK-NEXT: %[[V:.+]] = phi i32 [ %y, %wg0.value.main ], [ %y1, %wg0.value.tail ]
; Then every chunk and every tail work-item gets it.
; CHECK: .x.chunks.id = phi
; CHECK: store i32 %[[V]], ptr %live_gep_r
; CHECK: .x.items.id = phi
; CHECK: store i32 %[[V]], ptr %live_gep_r1
define spir_kernel void @K(i32 %x, i64 %which) #0 !codeplay_ca_vecz.base !0 {
  %w = and i64 %which, 7
  %y = add i32 %x, 1
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %w, i64 1, i64 0)
  ret void
}

define spir_kernel void @__vecz_v4_K(i32 %x, i64 %which) #1 !codeplay_ca_vecz.derived !2 {
  %w = and i64 %which, 7
  %y = add i32 %x, 2
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %w, i64 1, i64 0)
  ret void
}

; A VP clone alone (it finishes each row itself), ids from the arguments: no
; ids to load, and the requested work-item is in chunk x/4 of row 1.
; CHECK-LABEL: define spir_kernel void @J.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK-NEXT: %[[K:[0-9]+]] = udiv i64 %which, 4
; CHECK-NEXT: %[[VS:broadcast.vector_slot]] = add i64 %chunks, %[[K]]
; CHECK-NEXT: %[[E:[0-9]+]] = getelementptr inbounds %__vecz_v4_vp_J_live_mem_info, ptr %live_variables, i64 %[[VS]]
; CHECK-NEXT: %live_gep_y = getelementptr inbounds %__vecz_v4_vp_J_live_mem_info, ptr %[[E]], i32 0, i32 0
; CHECK-NEXT: %[[V:.+]] = load i32, ptr %live_gep_y
; CHECK: .x.chunks.id = phi
; CHECK: store i32 %[[V]], ptr %live_gep_r
define spir_kernel void @J(i32 %x, i64 %which) #0 !codeplay_ca_vecz.base !3 !max_work_dim !5 {
  %y = add i32 %x, 1
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %which, i64 1, i64 0)
  ret void
}

define spir_kernel void @__vecz_v4_vp_J(i32 %x, i64 %which) #2 !codeplay_ca_vecz.derived !4 {
  %y = add i32 %x, 3
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %which, i64 1, i64 0)
  ret void
}

; A plain clone with a VP tail: the tail's slot is the row.
; CHECK-LABEL: define spir_kernel void @L.mux-barrier-wrapper(
; CHECK: sw.bb2:
; CHECK: %[[ON:broadcast.on_vector]] = icmp ult i64 %which, %peel_limit
; CHECK-NEXT: br i1 %[[ON]], label %wg0.value.main, label %wg0.value.tail
; CHECK: wg0.value.tail:
; CHECK-NEXT: getelementptr inbounds %__vecz_v4_vp_L_live_mem_info, ptr %live_variables.tail, i64 1
define spir_kernel void @L(i32 %x, i64 %which) #0 !codeplay_ca_vecz.base !7 !codeplay_ca_vecz.base !8 !max_work_dim !5 {
  %y = add i32 %x, 1
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %which, i64 1, i64 0)
  ret void
}

define spir_kernel void @__vecz_v4_L(i32 %x, i64 %which) #3 !codeplay_ca_vecz.derived !9 {
  %y = add i32 %x, 2
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %which, i64 1, i64 0)
  ret void
}

define spir_kernel void @__vecz_v4_vp_L(i32 %x, i64 %which) #3 !codeplay_ca_vecz.derived !10 {
  %y = add i32 %x, 3
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %y, i64 %which, i64 1, i64 0)
  ret void
}

declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
attributes #2 = { "mux-kernel"="entry-point" "mux-base-fn-name"="J" }
attributes #3 = { "mux-kernel"="entry-point" "mux-base-fn-name"="L" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
!3 = !{!6, ptr @__vecz_v4_vp_J}
!4 = !{!6, ptr @J}
!5 = !{i32 2}
!6 = !{i32 4, i32 0, i32 0, i32 1}
!7 = !{!1, ptr @__vecz_v4_L}
!8 = !{!6, ptr @__vecz_v4_vp_L}
!9 = !{!1, ptr @L}
!10 = !{!6, ptr @L}
