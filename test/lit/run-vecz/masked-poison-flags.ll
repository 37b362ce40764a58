; A block that runs under a partial mask runs for its inactive lanes too: the flags that only
; hold where its condition does are dropped, and `zext nneg` becomes `sext`. Here lanes with
; x < 0 (x = group * 24 - 4 + id) are masked off; with `zext nneg` and `inbounds nuw` left,
; lane 0's address (the contiguous store's base) was poison, and the store went astray.
; RUN: ncpu-opt -passes='run-vecz<width=8>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; The scalar kernel keeps its flags.
; CHECK-LABEL: define spir_kernel void @guarded(
; CHECK: %wide = zext nneg i32 %x to i64
; CHECK: %p = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %sum
; CHECK-LABEL: define spir_kernel void @__vecz_v8_guarded(
; CHECK: %ok = and <8 x i1> %nonneg, %below
; CHECK: %wide = sext <8 x i32> %x to <8 x i64>
; CHECK-NEXT: %sum = add <8 x i64> %wide, %base.splat
; CHECK-NEXT: %p = getelementptr i32, ptr addrspace(1) %out, <8 x i64> %sum
; CHECK-NEXT: %p.lane0 = extractelement <8 x ptr addrspace(1)> %p, i32 0
; CHECK: call void @llvm.masked.store.v8i32.p1(<8 x i32> splat (i32 3), ptr addrspace(1) align 4 %p.lane0, <8 x i1> %ok)

define spir_kernel void @guarded(ptr addrspace(1) %out, i32 %n, i64 %base) #0 {
entry:
  %group = call i64 @__mux_get_group_id(i32 0)
  %id = call i64 @__mux_get_local_id(i32 0)
  %g24 = mul i64 %group, 24
  %start = add i64 %g24, -4
  %x64 = add i64 %start, %id
  %x = trunc i64 %x64 to i32
  %nonneg = icmp sgt i32 %x, -1
  %below = icmp slt i32 %x, %n
  %ok = and i1 %nonneg, %below
  br i1 %ok, label %then, label %end
then:
  %wide = zext nneg i32 %x to i64
  %sum = add nuw nsw i64 %wide, %base
  %p = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %sum
  store i32 3, ptr addrspace(1) %p, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_group_id(i32)
declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
