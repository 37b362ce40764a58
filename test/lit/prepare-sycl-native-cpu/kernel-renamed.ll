; A kernel entry point becomes <name>.NativeCPUKernel with a trailing ptr %state,
; the default calling convention and no comdat; its attributes and metadata stay.
; The subhandler takes the kernel's name. Barriers are left for the work-item loops.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

$k = comdat any

; CHECK-NOT: comdat

; CHECK-LABEL: define weak_odr void @k.NativeCPUKernel(ptr addrspace(1) noundef align 4 %out, ptr %state)
; CHECK-SAME: #[[ATTRS:[0-9]+]] !reqd_work_group_size ![[WGS:[0-9]+]] {
; CHECK: call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
; CHECK: ret void
define weak_odr spir_kernel void @k(ptr addrspace(1) noundef align 4 %out) #0 comdat !reqd_work_group_size !0 {
  store i32 1, ptr addrspace(1) %out, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}

; CHECK-LABEL: define void @k(ptr %args, ptr %state) {
; CHECK: call void @k.NativeCPUKernel(ptr addrspace(1) %out, ptr %state)
; CHECK-NEXT: ret void

; CHECK: declare void @__mux_work_group_barrier(i32, i32, i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

; CHECK: attributes #[[ATTRS]] = { "mux-kernel"="entry-point" "mux-orig-fn"="k" }
; CHECK: ![[WGS]] = !{i32 8, i32 1, i32 1}
attributes #0 = { "mux-kernel"="entry-point" "mux-orig-fn"="k" }
!0 = !{i32 8, i32 1, i32 1}
