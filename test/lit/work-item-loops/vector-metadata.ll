; !codeplay_ca_wrapper describes each wrapper's loops: !{<main>, <tail> | null}
; with <info> = !{i32 width, i32 scalable, i32 dim, i32 vp}.  One wrapper per
; kernel, the only entry point: clones and scalar kernels are internal, and the
; wrapper carries no vecz links.  A clone vectorised in y (dimension 1) has its
; loop innermost.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @scalar_tail.mux-barrier-wrapper() #[[$ENTRY:[0-9]+]] !codeplay_ca_wrapper ![[$SCALAR_TAIL:[0-9]+]] {
; CHECK: define spir_kernel void @vp_tail.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[$VP_TAIL:[0-9]+]] {
; CHECK: define spir_kernel void @vector_only.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[$VECTOR_ONLY:[0-9]+]] !reqd_work_group_size !{{[0-9]+}} {
; CHECK: define spir_kernel void @vp_only.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[$VP_ONLY:[0-9]+]] {
; CHECK: define spir_kernel void @in_y.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[$IN_Y:[0-9]+]] {
; CHECK: %loop{{[0-9]+}}.z.id = phi
; CHECK: %loop{{[0-9]+}}.x.id = phi
; CHECK: %loop{{[0-9]+}}.y.vector.id = phi
; CHECK: define spir_kernel void @scalar_only.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[$SCALAR_ONLY:[0-9]+]] {
; CHECK-NOT: define spir_kernel

; CHECK-DAG: ![[$SCALAR_TAIL]] = !{![[V4:[0-9]+]], ![[S1:[0-9]+]]}
; CHECK-DAG: ![[$VP_TAIL]] = !{![[V4]], ![[VP4:[0-9]+]]}
; CHECK-DAG: ![[$VECTOR_ONLY]] = !{![[V8:[0-9]+]], null}
; CHECK-DAG: ![[$VP_ONLY]] = !{![[VP4]], null}
; CHECK-DAG: ![[$IN_Y]] = !{![[V4Y:[0-9]+]], ![[S1Y:[0-9]+]]}
; CHECK-DAG: ![[$SCALAR_ONLY]] = !{![[S1]], null}
; CHECK-DAG: ![[V4]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[V8]] = !{i32 8, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[VP4]] = !{i32 4, i32 0, i32 0, i32 1}
; CHECK-DAG: ![[S1]] = !{i32 1, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[V4Y]] = !{i32 4, i32 0, i32 1, i32 0}
; CHECK-DAG: ![[S1Y]] = !{i32 1, i32 0, i32 1, i32 0}

define spir_kernel void @scalar_tail() #0 !codeplay_ca_vecz.base !10 { ret void }
define spir_kernel void @__vecz_v4_scalar_tail() #0 !codeplay_ca_vecz.derived !11 { ret void }

define spir_kernel void @vp_tail() #0 !codeplay_ca_vecz.base !20 !codeplay_ca_vecz.base !22 { ret void }
define spir_kernel void @__vecz_v4_vp_tail() #0 !codeplay_ca_vecz.derived !21 { ret void }
define spir_kernel void @__vecz_v4_vp_vp_tail() #0 !codeplay_ca_vecz.derived !23 { ret void }

; The widest clone is scheduled; the other is dropped from the entry points.
define spir_kernel void @vector_only() #0 !codeplay_ca_vecz.base !30 !codeplay_ca_vecz.base !32 !reqd_work_group_size !34 { ret void }
define spir_kernel void @__vecz_v8_vector_only() #0 !codeplay_ca_vecz.derived !31 { ret void }
define spir_kernel void @__vecz_v4_vector_only() #0 !codeplay_ca_vecz.derived !33 { ret void }

define spir_kernel void @vp_only() #0 !codeplay_ca_vecz.base !40 { ret void }
define spir_kernel void @__vecz_v4_vp_vp_only() #0 !codeplay_ca_vecz.derived !41 { ret void }

define spir_kernel void @in_y() #0 !codeplay_ca_vecz.base !50 { ret void }
define spir_kernel void @__vecz_v4_in_y() #0 !codeplay_ca_vecz.derived !51 { ret void }

define spir_kernel void @scalar_only() #0 !codeplay_ca_vecz.base.fail !1 { ret void }

attributes #0 = { "mux-kernel"="entry-point" }
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{i32 4, i32 0, i32 0, i32 1}
!3 = !{i32 8, i32 0, i32 0, i32 0}
!4 = !{i32 4, i32 0, i32 1, i32 0}
!10 = !{!1, ptr @__vecz_v4_scalar_tail}
!11 = !{!1, ptr @scalar_tail}
!20 = !{!1, ptr @__vecz_v4_vp_tail}
!21 = !{!1, ptr @vp_tail}
!22 = !{!2, ptr @__vecz_v4_vp_vp_tail}
!23 = !{!2, ptr @vp_tail}
!30 = !{!3, ptr @__vecz_v8_vector_only}
!31 = !{!3, ptr @vector_only}
!32 = !{!1, ptr @__vecz_v4_vector_only}
!33 = !{!1, ptr @vector_only}
!34 = !{i32 16, i32 1, i32 1}
!40 = !{!2, ptr @__vecz_v4_vp_vp_only}
!41 = !{!2, ptr @vp_only}
!50 = !{!4, ptr @__vecz_v4_in_y}
!51 = !{!4, ptr @in_y}
