; A clone that is an entry point, its scalar kernel not one: the clone's wrapper
; still finishes each row with the scalar kernel (or a VP clone of the same
; width, which then gets no wrapper of its own), as OCK's WorkItemLoopsPass.
; !codeplay_ca_wrapper leaves out a loop that never runs: @g's group of 3 never
; runs the vector loop, so its tail is described as the main; @z (a group of 0)
; runs neither, described as !{width 1, null}.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"

define internal void @f() !codeplay_ca_vecz.base !1 !codeplay_ca_vecz.base !2 {
  ret void
}

; CHECK: define internal void @__vecz_v4_vp_f() !codeplay_ca_vecz.derived
; CHECK-NOT: define void @__vecz_v4_vp_f.mux-barrier-wrapper
define void @__vecz_v4_vp_f() #0 !codeplay_ca_vecz.derived !4 {
  ret void
}

; CHECK: define void @__vecz_v4_f.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[F_MD:[0-9]+]]
; CHECK: call void @__vecz_v4_f()
; CHECK: call void @__vecz_v4_vp_f() #[[$INLINE:[0-9]+]]
define void @__vecz_v4_f() #0 !codeplay_ca_vecz.derived !3 {
  ret void
}

define internal void @g() !codeplay_ca_vecz.base !5 !reqd_work_group_size !6 {
  ret void
}

; CHECK: define void @__vecz_v4_g.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[SCALAR_ONLY:[0-9]+]]
; CHECK-NOT: call void @__vecz_v4_g()
; CHECK: call void @g() #[[$INLINE]]
define void @__vecz_v4_g() #0 !codeplay_ca_vecz.derived !7 {
  ret void
}

define internal void @z() !codeplay_ca_vecz.base !8 !reqd_work_group_size !9 {
  ret void
}

; CHECK: define void @__vecz_v4_z.mux-barrier-wrapper() #{{[0-9]+}} !codeplay_ca_wrapper ![[SCALAR_ONLY]]
define void @__vecz_v4_z() #0 !codeplay_ca_vecz.derived !10 {
  ret void
}

; CHECK-DAG: attributes #[[$INLINE]] = { alwaysinline }
; CHECK-DAG: ![[F_MD]] = !{![[MAIN:[0-9]+]], ![[VP:[0-9]+]]}
; CHECK-DAG: ![[MAIN]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[VP]] = !{i32 4, i32 0, i32 0, i32 1}
; CHECK-DAG: ![[SCALAR_ONLY]] = !{![[SCALAR:[0-9]+]], null}
; CHECK-DAG: ![[SCALAR]] = !{i32 1, i32 0, i32 0, i32 0}

attributes #0 = { "mux-kernel"="entry-point" }

!0 = !{i32 4, i32 0, i32 0, i32 0}
!1 = !{!0, ptr @__vecz_v4_f}
!2 = !{!11, ptr @__vecz_v4_vp_f}
!3 = !{!0, ptr @f}
!4 = !{!11, ptr @f}
!5 = !{!0, ptr @__vecz_v4_g}
!6 = !{i32 3, i32 1, i32 1}
!7 = !{!0, ptr @g}
!8 = !{!0, ptr @__vecz_v4_z}
!9 = !{i32 0, i32 1, i32 1}
!10 = !{!0, ptr @z}
!11 = !{i32 4, i32 0, i32 0, i32 1}
