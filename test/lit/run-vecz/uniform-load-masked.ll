; A uniform load in divergent code (under a range guard) runs when some lane is
; active: its address is a select between the real one and a zeroed constant of
; its size (read when no lane is active, the value unused), and it is a plain
; load, no branch and no masked load.  A uniform store there is branched around.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: @__vecz_spare.4 = private unnamed_addr constant [4 x i8] zeroinitializer, align 64
; CHECK-LABEL: define spir_kernel void @__vecz_v4_guarded(
; CHECK: %vecz.any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %in.range)
; CHECK-NEXT: %scale.any = select i1 %vecz.any, ptr addrspace(2) %w, ptr addrspace(2) addrspacecast (ptr @__vecz_spare.4 to ptr addrspace(2))
; CHECK-NEXT: %scale = load float, ptr addrspace(2) %scale.any, align 4
; CHECK: %vecz.any1 = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %in.range)
; CHECK-NEXT: %bias.any = select i1 %vecz.any1, ptr addrspace(2) %w1, ptr addrspace(2) addrspacecast (ptr @__vecz_spare.4 to ptr addrspace(2))
; CHECK-NEXT: %bias = load float, ptr addrspace(2) %bias.any, align 4
; CHECK-NOT: masked.load.v1
; CHECK: br i1 %vecz.any{{[0-9]+}}, label %store.any, label %store.any.done
; CHECK: store.any:
; CHECK-NEXT: store i32 1, ptr addrspace(1) %flag, align 4
; CHECK: ret void

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @guarded(ptr addrspace(1) %in, ptr addrspace(2) %w, ptr addrspace(1) %out, ptr addrspace(1) %flag, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %in.range = icmp ult i64 %gid, %n
  br i1 %in.range, label %body, label %exit

body:
  %scale = load float, ptr addrspace(2) %w, align 4
  %w1 = getelementptr inbounds float, ptr addrspace(2) %w, i64 1
  %bias = load float, ptr addrspace(2) %w1, align 4
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %x = load float, ptr addrspace(1) %p, align 4
  %y = call float @llvm.fmuladd.f32(float %x, float %scale, float %bias)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %y, ptr addrspace(1) %q, align 4
  store i32 1, ptr addrspace(1) %flag, align 4
  br label %exit

exit:
  ret void
}

declare float @llvm.fmuladd.f32(float, float, float)
attributes #0 = { "mux-kernel"="entry-point" }
