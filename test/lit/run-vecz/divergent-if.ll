; A divergent if is linearised: its block runs for every call, and the loads
; and stores in it become llvm.masked.load / llvm.masked.store with the
; branch condition as the mask; a division there gets a divisor of 1 in the
; lanes that do not take the branch.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %v = load <4 x float>, ptr addrspace(1) %pi.lane0, align 4
; CHECK-NEXT: %c = fcmp ogt <4 x float> %v, zeroinitializer
; CHECK-NOT: br i1
; CHECK: br label %then
; CHECK: then:
; CHECK-NOT: load <4 x float>
; CHECK: %w = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c, <4 x float> poison)
; CHECK-NEXT: %s = fadd <4 x float> %v, %w
; The store may be split into a full store when all lanes are on and a masked one:
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %s, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c)
; CHECK: end:

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %c = fcmp ogt float %v, 0.0
  br i1 %c, label %then, label %end
then:
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  %w = load float, ptr addrspace(1) %po, align 4
  %s = fadd float %v, %w
  store float %s, ptr addrspace(1) %po, align 4
  br label %end
end:
  ret void
}

; CHECK-LABEL: define spir_kernel void @__vecz_v4_div(
; CHECK: %c = icmp ne <4 x i32> %v, zeroinitializer
; CHECK: then:
; CHECK-NEXT: %vecz.safe_divisor = select <4 x i1> %c, <4 x i32> %v, <4 x i32> splat (i32 1)
; CHECK-NEXT: %b = udiv <4 x i32> splat (i32 100), %vecz.safe_divisor
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> %b, ptr addrspace(1) align 4 %po.lane0, <4 x i1> %c)

define spir_kernel void @div(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %v = load i32, ptr addrspace(1) %pi, align 4
  %c = icmp ne i32 %v, 0
  br i1 %c, label %then, label %end
then:
  %b = udiv i32 100, %v
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %b, ptr addrspace(1) %po, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
