; The innermost work-item loop is marked parallel: its calls carry an access group
; that the loop's llvm.loop.parallel_accesses lists (work-items cannot depend on
; each other between barriers), and the kernel is inlined into it.
; RUN: ncpu-opt -passes=work-item-loops -S %s | filecheck %s

; CHECK-LABEL: define internal spir_func void @k(ptr addrspace(1) %out)
; CHECK-SAME: #[[KERNEL:[0-9]+]]
; CHECK-LABEL: define spir_kernel void @k.mux-barrier-wrapper(ptr addrspace(1) %out)
; CHECK: call spir_func void @k(ptr addrspace(1) %out), !llvm.access.group ![[GROUP:[0-9]+]]
; CHECK: br i1 %{{.*}}, label %loopIR3, label %exitIR, !llvm.loop ![[LOOP:[0-9]+]]
; The loops around it are not parallel, and not worth unrolling (a copy of the inner loop each).
; CHECK: br i1 %{{.*}}, label %loopIR2, label %exitIR4, !llvm.loop ![[OUTER:[0-9]+]]
; CHECK-DAG: attributes #[[KERNEL]] = { alwaysinline }
; CHECK-DAG: ![[GROUP]] = distinct !{}
; CHECK-DAG: ![[LOOP]] = distinct !{![[LOOP]], ![[PARALLEL:[0-9]+]]}
; CHECK-DAG: ![[PARALLEL]] = !{!"llvm.loop.parallel_accesses", ![[GROUP]]}
; CHECK-DAG: ![[OUTER]] = distinct !{![[OUTER]], ![[NO_UNROLL:[0-9]+]]}
; CHECK-DAG: ![[NO_UNROLL]] = !{!"llvm.loop.unroll.disable"}

define spir_kernel void @k(ptr addrspace(1) %out) #0 {
  %id = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %id
  store float 1.0, ptr addrspace(1) %slot, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)

attributes #0 = { noinline "mux-kernel"="entry-point" }
