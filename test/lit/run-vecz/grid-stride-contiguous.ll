; A grid-stride loop: i starts at the global id and every trip adds the (uniform)
; global size, so consecutive lanes' i stay consecutive and in[i], out[i] are
; contiguous (masked, lanes leave at different trips), not gathers and scatters.
; A loop whose step is not uniform (@varying_step) keeps its gathers.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_grid_stride(
; CHECK: %i = phi <4 x i64>
; CHECK: call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) align 4 %pi.lane0,
; CHECK: call void @llvm.masked.store.v4f32.p1(<4 x float> %{{.*}}, ptr addrspace(1) align 4 %po.lane0,
; CHECK-NOT: gather
; CHECK: ret void

; CHECK-LABEL: define spir_kernel void @__vecz_v4_varying_step(
; CHECK: call <4 x float> @llvm.masked.gather.v4f32.v4p1(
; CHECK: ret void

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_size(i32)

define spir_kernel void @grid_stride(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %size = call i64 @__mux_get_global_size(i32 0)
  %any = icmp ult i64 %gid, %n
  br i1 %any, label %loop, label %done

loop:
  %i = phi i64 [ %gid, %entry ], [ %next, %loop ]
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %w = fmul float %v, 2.0
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %w, ptr addrspace(1) %po, align 4
  %next = add i64 %i, %size
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

define spir_kernel void @varying_step(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %any = icmp ult i64 %gid, %n
  br i1 %any, label %loop, label %done

loop:
  %i = phi i64 [ %gid, %entry ], [ %next, %loop ]
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %v = load float, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %v, ptr addrspace(1) %po, align 4
  %step = add i64 %gid, 1
  %next = add i64 %i, %step
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
