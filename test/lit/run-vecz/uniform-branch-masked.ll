; A uniform branch in a block that only some lanes run: its edge masks choose
; between the block's mask and no lanes on the scalar condition (frozen), so
; the condition is never splat and ANDed into the mask.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %c = icmp ult <4 x i64> %gid1, splat (i64 7)
; CHECK: inner:
; CHECK-NEXT: %u = icmp sgt i32 %n, 0
; CHECK-NEXT: %u.fr = freeze i1 %u
; CHECK-NEXT: [[YES:%.*]] = select i1 %u.fr, <4 x i1> %c, <4 x i1> zeroinitializer
; CHECK-NEXT: [[NO:%.*]] = select i1 %u.fr, <4 x i1> zeroinitializer, <4 x i1> %c
; CHECK-NOT: %u.splat
; CHECK-DAG: call void @llvm.masked.store.v4f32.p1(<4 x float> splat (float 1.000000e+00), ptr addrspace(1) align 4 %po.lane0, <4 x i1> [[YES]])
; CHECK-DAG: call void @llvm.masked.store.v4f32.p1(<4 x float> splat (float 2.000000e+00), ptr addrspace(1) align 4 %po.lane0, <4 x i1> [[NO]])

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  %c = icmp ult i64 %gid, 7
  br i1 %c, label %inner, label %end
inner:
  %u = icmp sgt i32 %n, 0
  br i1 %u, label %yes, label %no
yes:
  store float 1.0, ptr addrspace(1) %po, align 4
  br label %end
no:
  store float 2.0, ptr addrspace(1) %po, align 4
  br label %end
end:
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
