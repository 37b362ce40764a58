; An alloca that becomes a live-struct member loses its assume-like intrinsics
; (llvm.assume bundles, invariant and lifetime ranges): they would describe the
; struct, which other regions and work-items go on using.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-n8:16:32:64"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal i32 @k.mux-barrier-region(
; CHECK-NOT: call {{.*}}@llvm.{{assume|invariant|lifetime}}
; CHECK: store i32 4, ptr %live_gep_addr
; CHECK-NOT: call {{.*}}@llvm.{{assume|invariant|lifetime}}
; CHECK-LABEL: define internal i32 @k.mux-barrier-region.1(
; CHECK-NOT: call {{.*}}@llvm.{{assume|invariant|lifetime}}
; CHECK: ret i32
define void @k(ptr addrspace(1) %out) #0 {
entry:
  %addr = alloca i32, align 4
  call void @llvm.assume(i1 true) [ "dereferenceable"(ptr %addr, i64 4) ]
  %p = call ptr @llvm.invariant.start.p0(i64 4, ptr %addr)
  call void @llvm.lifetime.start.p0(i64 4, ptr %addr)
  call void @llvm.invariant.end.p0(ptr %p, i64 4, ptr %addr)
  store i32 4, ptr %addr, align 4
  call void @__mux_work_group_barrier(i32 0, i32 1, i32 272)
  %ld = load i32, ptr %addr, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %addr)
  store i32 %ld, ptr addrspace(1) %out
  ret void
}

declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(i64, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64, ptr nocapture)
declare ptr @llvm.invariant.start.p0(i64, ptr nocapture)
declare void @llvm.invariant.end.p0(ptr, i64, ptr nocapture)
declare void @__mux_work_group_barrier(i32, i32, i32)

attributes #0 = { "mux-kernel"="entry-point" }
