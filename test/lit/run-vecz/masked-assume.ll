; An llvm.assume in a block that runs under a mask is dropped: once
; linearised the block runs even when no lane takes it, where its (uniform)
; condition may be false, and the assumption would be immediate UB (LLVM's
; runtime unroller puts one in a loop's remainder preheader; -O2 then folded
; the guard and ran the remainder loop for ever). Lifetime markers there are
; dropped too. Where every lane runs the block, the assumption stays.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_masked(
; CHECK-NOT: llvm.assume
; CHECK-NOT: llvm.lifetime
; CHECK: ret void

define spir_kernel void @masked(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %tmp = alloca i32, align 4
  %some = icmp ult i64 %gid, 2
  %positive = icmp sgt i32 %n, 0
  br i1 %some, label %then, label %end
then:
  call void @llvm.assume(i1 %positive)
  call void @llvm.lifetime.start.p0(ptr %tmp)
  call void @llvm.lifetime.end.p0(ptr %tmp)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %n, ptr addrspace(1) %p, align 4
  br label %end
end:
  ret void
}

; CHECK-LABEL: define spir_kernel void @__vecz_v4_unmasked(
; CHECK: call void @llvm.assume(i1 %positive)

define spir_kernel void @unmasked(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %positive = icmp sgt i32 %n, 0
  call void @llvm.assume(i1 %positive)
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %n, ptr addrspace(1) %p, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare void @llvm.assume(i1)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
attributes #0 = { "mux-kernel"="entry-point" }
