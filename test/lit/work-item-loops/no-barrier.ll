; Without barriers the wrapper calls the kernel once per work-item in one loop
; nest; the kernel stays, internal and spir_func (a spir_kernel cannot be called).
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define internal spir_func void @plain(ptr addrspace(1) %out) #{{[0-9]+}} !reqd_work_group_size
; CHECK-NOT: mux-barrier-region
; CHECK: define spir_kernel void @plain.mux-barrier-wrapper(ptr addrspace(1) %out) #[[ATTRS:[0-9]+]] !reqd_work_group_size ![[RWGS:[0-9]+]] !codeplay_ca_wrapper
; No live struct and constant bounds from !reqd_work_group_size.
; CHECK-NOT: alloca
; CHECK-NOT: __mux_get_local_size
; CHECK: call void @__mux_set_num_sub_groups(i32 24)
; CHECK: call void @__mux_set_max_sub_group_size(i32 1)
; CHECK: loopIR:
; CHECK: loopIR2:
; CHECK: loopIR3:
; CHECK: call void @__mux_set_local_id(i32 0, i64 %loop3.x.id)
; CHECK: call void @__mux_set_local_id(i32 1, i64 %loop2.y.id)
; CHECK: call void @__mux_set_local_id(i32 2, i64 %loop1.z.id)
; CHECK: %[[A:[0-9]+]] = mul i64 3, %loop1.z.id
; CHECK: %[[B:[0-9]+]] = add i64 %loop2.y.id, %[[A]]
; CHECK: %[[C:[0-9]+]] = mul i64 4, %[[B]]
; CHECK: %[[LIN:[0-9]+]] = add i64 %loop3.x.id, %[[C]]
; CHECK: %[[LIN32:[0-9]+]] = trunc i64 %[[LIN]] to i32
; CHECK: call void @__mux_set_sub_group_id(i32 %[[LIN32]])
; CHECK: call spir_func void @plain(ptr addrspace(1) %out)
; CHECK: icmp ult i64 %loop3.x.next, 4
; CHECK: icmp ult i64 %loop2.y.next, 3
; CHECK: icmp ult i64 %loop1.z.next, 2
; CHECK: ret void
; CHECK: attributes #[[ATTRS]] = { nounwind "mux-base-fn-name"="plain" "mux-kernel"="entry-point" "mux-orig-fn"="plain" }
; CHECK: ![[RWGS]] = !{i32 4, i32 3, i32 2}

define spir_kernel void @plain(ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { nounwind "mux-kernel"="entry-point" "mux-orig-fn"="plain" }
!0 = !{i32 4, i32 3, i32 2}
