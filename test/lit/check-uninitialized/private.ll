; A private array gets a shadow alloca of a byte per byte, zeroed when the work-item starts:
; a store sets its bytes (i32 0x01010101), a load tests them and reports an uninitialised read
; (kind 10) of its byte offset from the array, then goes on.  Both guard the shadow access by
; the array's size (16 bytes).
; RUN: ncpu-opt -passes=check-uninitialized -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %a.written = alloca [16 x i8], align 1, !nosanitize
; CHECK-NEXT: %a = alloca [4 x i32], align 4
; CHECK: call void @llvm.memset.p0.i64(ptr %check.shadow.at, i8 0, i64 16, i1 false)
; CHECK: %check.inside = and i1
; CHECK: check.uninit:
; CHECK-NEXT: %check.written.at = getelementptr i8, ptr %a.written, i64 %check.offset
; CHECK-NEXT: store i32 16843009, ptr %check.written.at, align 1
; CHECK: check.uninit.cont:
; CHECK-NEXT: store i32 1, ptr %slot, align 4
; CHECK: %check.written = load i32, ptr %check.written.at{{[0-9]*}}, align 1
; CHECK-NEXT: %check.unset = icmp ne i32 %check.written, 16843009
; CHECK-NEXT: br i1 %check.unset, label %check.uninit.fail, label %check.uninit.fail.cont
; CHECK: check.uninit.fail:
; CHECK: call void @__ncpu_check_report(ptr %check.state, i32 10, i32 0, i32 -1, i64 %check.offset{{[0-9]*}}, i64 4,
; CHECK: check.uninit.cont{{[0-9]*}}:
; CHECK-NEXT: %v = load i32, ptr %r, align 4

; The site is listed, without argument or variable; the kernel is listed as instrumented (the
; runtime never runs an unchecked build of it in its place).
; CHECK: !ncpu.check_sites = !{![[SITE:[0-9]+]]}
; CHECK: !ncpu.shadow_checked = !{![[K:[0-9]+]]}
; CHECK: ![[SITE]] = !{!"k", i32 0, !"@k: the load through %r in block %entry", i32 -1, !""}
; CHECK: ![[K]] = !{!"k", !"uninitialized"}

declare i64 @__mux_get_local_id(i32)

define spir_kernel void @k(ptr addrspace(1) %out, i64 %i) {
entry:
  %a = alloca [4 x i32], align 4
  %lid = call i64 @__mux_get_local_id(i32 0)
  %slot = getelementptr [4 x i32], ptr %a, i64 0, i64 %lid
  store i32 1, ptr %slot, align 4
  %r = getelementptr [4 x i32], ptr %a, i64 0, i64 %i
  %v = load i32, ptr %r, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
