; A kernel vectorised by 4 (a plain clone): the wrapper runs the clone every 4
; work-items up to peel_limit = size - size % 4, then the scalar kernel for the
; rest of each row, each loop nest skipped when it has nothing to run.  The
; tail is inlined through its calls' alwaysinline: @K keeps its attributes.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define internal spir_func void @K(ptr addrspace(1) %out) !codeplay_ca_vecz.base
; CHECK: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) #[[$ENTRY:[0-9]+]] !codeplay_ca_wrapper ![[$WRAPPER:[0-9]+]] {
; CHECK: %peel = urem i64 %local_size.x, 4
; CHECK: %peel_limit = sub i64 %local_size.x, %peel
; CHECK: %has_vector = icmp ne i64 %peel_limit, 0
; CHECK: br i1 %has_vector, label %vector1, label %vector1.done
; CHECK: loopIR:
; CHECK: loopIR2:
; CHECK: loopIR3:
; CHECK-NEXT: %loop4.x.vector.id = phi i64 [ 0, %loopIR2 ], [ %loop4.x.vector.next, %loopIR3 ]
; CHECK-NEXT: call void @__mux_set_local_id(i32 0, i64 %loop4.x.vector.id)
; CHECK: call spir_func void @__vecz_v4_K(ptr addrspace(1) %out)
; CHECK-NEXT: %loop4.x.vector.next = add nuw i64 %loop4.x.vector.id, 4
; CHECK-NEXT: icmp ult i64 %loop4.x.vector.next, %peel_limit
; CHECK: vector1.done:
; CHECK-NEXT: %has_tail = icmp ne i64 %peel_limit, %local_size.x
; CHECK-NEXT: br i1 %has_tail, label %tail5, label %tail5.done
; CHECK: loopIR8:
; CHECK-NEXT: %loop8.x.tail.id = phi i64 [ %peel_limit, %loopIR7 ], [ %loop8.x.tail.next, %loopIR8 ]
; CHECK-NEXT: call void @__mux_set_local_id(i32 0, i64 %loop8.x.tail.id)
; CHECK: call spir_func void @K(ptr addrspace(1) %out) #[[$INLINE:[0-9]+]]
; CHECK-NEXT: %loop8.x.tail.next = add nuw i64 %loop8.x.tail.id, 1
; CHECK-NEXT: icmp ult i64 %loop8.x.tail.next, %local_size.x
; CHECK: br i1 %{{[0-9]+}}, label %loopIR8, label %exitIR9, !llvm.loop ![[$TAIL_LOOP:[0-9]+]]
; CHECK: tail5.done:
; CHECK-NEXT: br label %kernel.exit
; CHECK: kernel.exit:
; CHECK-NEXT: ret void

; The clone is no longer an entry point.
; CHECK: define internal spir_func void @__vecz_v4_K(ptr addrspace(1) %out) #[[$CLONE:[0-9]+]]

; CHECK-DAG: attributes #[[$INLINE]] = { alwaysinline }
; CHECK-DAG: attributes #[[$ENTRY]] = { nounwind "mux-base-fn-name"="K" "mux-kernel"="entry-point" }
; CHECK-DAG: attributes #[[$CLONE]] = { alwaysinline "mux-base-fn-name"="K" }
; CHECK-DAG: ![[$WRAPPER]] = !{![[MAIN:[0-9]+]], ![[SCALAR:[0-9]+]]}
; CHECK-DAG: ![[MAIN]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[SCALAR]] = !{i32 1, i32 0, i32 0, i32 0}
; The scalar tail is not worth vectorising again, nor unrolling (fewer iterations than a vector).
; CHECK-DAG: ![[$TAIL_LOOP]] = distinct !{![[$TAIL_LOOP]], !{{[0-9]+}}, ![[NO_VEC:[0-9]+]], ![[NO_UNROLL:[0-9]+]]}
; CHECK-DAG: ![[NO_VEC]] = !{!"llvm.loop.vectorize.enable", i1 false}
; CHECK-DAG: ![[NO_UNROLL]] = !{!"llvm.loop.unroll.disable"}

define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float 1.0, ptr addrspace(1) %slot, align 4
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !2 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store <4 x float> splat (float 1.0), ptr addrspace(1) %slot, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
