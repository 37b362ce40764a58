; A scalable clone (!{i32 4, i32 1, ...}) runs vscale x 4 work-items per call:
; the wrapper asks llvm.vscale once and steps the x loop by vscale x 4; the
; scalar kernel finishes each row.  A required work-group size that is a
; multiple of 4 still needs the tail (vscale is only known at run time).
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; CHECK-SAME: !codeplay_ca_wrapper ![[W:[0-9]+]]
; CHECK: %vscale = call i64 @llvm.vscale.i64()
; CHECK-NEXT: %vector_step = mul i64 %vscale, 4
; CHECK-NEXT: %peel = urem i64 8, %vector_step
; CHECK-NEXT: %peel_limit = sub i64 8, %peel
; CHECK-NEXT: %chunks = udiv i64 %peel_limit, %vector_step
; The sub-group size: vscale x 4 when the vector loop runs.
; CHECK: %[[SIZE:[0-9]+]] = select i1 %{{[0-9]+}}, i64 %vector_step, i64 1
; CHECK: .x.vector.id = phi
; CHECK: %chunk = udiv i64 %[[ID:loop[0-9]+.x.vector.id]], %vector_step
; CHECK: call spir_func void @__vecz_nxv4_K(ptr addrspace(1) %out)
; CHECK-NEXT: %[[NEXT:.+]] = add nuw i64 %[[ID]], %vector_step
; CHECK-NEXT: icmp ult i64 %[[NEXT]], %peel_limit
; CHECK: .x.tail.id = phi
; CHECK: call spir_func void @K(ptr addrspace(1) %out)
; CHECK: ![[MAIN:[0-9]+]] = !{i32 4, i32 1, i32 0, i32 0}
; CHECK: ![[W]] = !{![[MAIN]], ![[TAIL:[0-9]+]]}
; CHECK-NEXT: ![[TAIL]] = !{i32 1, i32 0, i32 0, i32 0}
define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 !reqd_work_group_size !3 {
  ret void
}

define spir_kernel void @__vecz_nxv4_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !2 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_nxv4_K}
!1 = !{i32 4, i32 1, i32 0, i32 0}
!2 = !{!1, ptr @K}
!3 = !{i32 8, i32 1, i32 1}
