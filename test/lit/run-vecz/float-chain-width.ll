; auto with the target's natural width and a required local size: a kernel whose
; floating-point operations form a chain of 8 or more, each waiting for the one
; before (unrolled taps of a convolution, or a loop carrying its sum from trip to
; trip), runs 4 registers of work-items per call (64 floats with AVX-512), as many
; as its required local size holds (@small_group: 32).  A chain of 7 (@short_chain),
; no required local size (@no_reqd), a chain of uniform values (@uniform_chain) and a
; loop with a barrier (@barrier_loop) keep the natural width.
; RUN: ncpu-opt -passes='run-vecz<auto>,verify' --mtriple=x86_64-unknown-linux-gnu --mattr=+avx512f --pass-remarks=vecz -o /dev/null %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: vectorized kernel @taps as @__vecz_v64_taps: 64 work-items of dimension 0 per call; width 64: 4 times the target's natural width for 32-bit data (16), within the required local size: a chain of 8 or more dependent floating-point operations;
; CHECK: vectorized kernel @taps_loop as @__vecz_v64_taps_loop: 64 work-items {{.*}} a chain of 8 or more
; CHECK: vectorized kernel @small_group as @__vecz_v32_small_group: 32 work-items {{.*}} a chain of 8 or more
; CHECK: vectorized kernel @short_chain as @__vecz_v16_short_chain: 16 work-items of dimension 0 per call; width 16: the target's natural width for 32-bit data;
; CHECK: vectorized kernel @no_reqd as @__vecz_v16_no_reqd: 16 work-items
; CHECK: vectorized kernel @uniform_chain as @__vecz_v16_uniform_chain: 16 work-items
; CHECK: vectorized kernel @barrier_loop as @__vecz_v16_barrier_loop: 16 work-items

declare i64 @__mux_get_global_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
declare float @llvm.fmuladd.f32(float, float, float)

define spir_kernel void @taps(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %i0 = add i64 %gid, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %a0 = call float @llvm.fmuladd.f32(float %x0, float 0.5, float 0.0)
  %i1 = add i64 %gid, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a1 = call float @llvm.fmuladd.f32(float %x1, float 0.5, float %a0)
  %i2 = add i64 %gid, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %a2 = call float @llvm.fmuladd.f32(float %x2, float 0.5, float %a1)
  %i3 = add i64 %gid, 3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %a3 = call float @llvm.fmuladd.f32(float %x3, float 0.5, float %a2)
  %i4 = add i64 %gid, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %a4 = call float @llvm.fmuladd.f32(float %x4, float 0.5, float %a3)
  %i5 = add i64 %gid, 5
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %a5 = call float @llvm.fmuladd.f32(float %x5, float 0.5, float %a4)
  %i6 = add i64 %gid, 6
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i6
  %x6 = load float, ptr addrspace(1) %p6, align 4
  %a6 = call float @llvm.fmuladd.f32(float %x6, float 0.5, float %a5)
  %i7 = add i64 %gid, 7
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i7
  %x7 = load float, ptr addrspace(1) %p7, align 4
  %a7 = call float @llvm.fmuladd.f32(float %x7, float 0.5, float %a6)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %a7, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @taps_loop(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %i = add i64 %gid, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = call float @llvm.fmuladd.f32(float %x, float 0.5, float %acc)
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 17
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @small_group(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !1 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %i0 = add i64 %gid, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %a0 = call float @llvm.fmuladd.f32(float %x0, float 0.5, float 0.0)
  %i1 = add i64 %gid, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a1 = call float @llvm.fmuladd.f32(float %x1, float 0.5, float %a0)
  %i2 = add i64 %gid, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %a2 = call float @llvm.fmuladd.f32(float %x2, float 0.5, float %a1)
  %i3 = add i64 %gid, 3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %a3 = call float @llvm.fmuladd.f32(float %x3, float 0.5, float %a2)
  %i4 = add i64 %gid, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %a4 = call float @llvm.fmuladd.f32(float %x4, float 0.5, float %a3)
  %i5 = add i64 %gid, 5
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %a5 = call float @llvm.fmuladd.f32(float %x5, float 0.5, float %a4)
  %i6 = add i64 %gid, 6
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i6
  %x6 = load float, ptr addrspace(1) %p6, align 4
  %a6 = call float @llvm.fmuladd.f32(float %x6, float 0.5, float %a5)
  %i7 = add i64 %gid, 7
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i7
  %x7 = load float, ptr addrspace(1) %p7, align 4
  %a7 = call float @llvm.fmuladd.f32(float %x7, float 0.5, float %a6)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %a7, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @short_chain(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %i0 = add i64 %gid, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %a0 = call float @llvm.fmuladd.f32(float %x0, float 0.5, float 0.0)
  %i1 = add i64 %gid, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a1 = call float @llvm.fmuladd.f32(float %x1, float 0.5, float %a0)
  %i2 = add i64 %gid, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %a2 = call float @llvm.fmuladd.f32(float %x2, float 0.5, float %a1)
  %i3 = add i64 %gid, 3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %a3 = call float @llvm.fmuladd.f32(float %x3, float 0.5, float %a2)
  %i4 = add i64 %gid, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %a4 = call float @llvm.fmuladd.f32(float %x4, float 0.5, float %a3)
  %i5 = add i64 %gid, 5
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %a5 = call float @llvm.fmuladd.f32(float %x5, float 0.5, float %a4)
  %i6 = add i64 %gid, 6
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i6
  %x6 = load float, ptr addrspace(1) %p6, align 4
  %a6 = call float @llvm.fmuladd.f32(float %x6, float 0.5, float %a5)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %a6, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @no_reqd(ptr addrspace(1) %in, ptr addrspace(1) %out) #0  {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %i0 = add i64 %gid, 0
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %a0 = call float @llvm.fmuladd.f32(float %x0, float 0.5, float 0.0)
  %i1 = add i64 %gid, 1
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a1 = call float @llvm.fmuladd.f32(float %x1, float 0.5, float %a0)
  %i2 = add i64 %gid, 2
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %a2 = call float @llvm.fmuladd.f32(float %x2, float 0.5, float %a1)
  %i3 = add i64 %gid, 3
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %a3 = call float @llvm.fmuladd.f32(float %x3, float 0.5, float %a2)
  %i4 = add i64 %gid, 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %a4 = call float @llvm.fmuladd.f32(float %x4, float 0.5, float %a3)
  %i5 = add i64 %gid, 5
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %a5 = call float @llvm.fmuladd.f32(float %x5, float 0.5, float %a4)
  %i6 = add i64 %gid, 6
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i6
  %x6 = load float, ptr addrspace(1) %p6, align 4
  %a6 = call float @llvm.fmuladd.f32(float %x6, float 0.5, float %a5)
  %i7 = add i64 %gid, 7
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i7
  %x7 = load float, ptr addrspace(1) %p7, align 4
  %a7 = call float @llvm.fmuladd.f32(float %x7, float 0.5, float %a6)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %a7, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @uniform_chain(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 0
  %x0 = load float, ptr addrspace(1) %p0, align 4
  %a0 = call float @llvm.fmuladd.f32(float %x0, float 0.5, float 0.0)
  %p1 = getelementptr inbounds float, ptr addrspace(1) %in, i64 1
  %x1 = load float, ptr addrspace(1) %p1, align 4
  %a1 = call float @llvm.fmuladd.f32(float %x1, float 0.5, float %a0)
  %p2 = getelementptr inbounds float, ptr addrspace(1) %in, i64 2
  %x2 = load float, ptr addrspace(1) %p2, align 4
  %a2 = call float @llvm.fmuladd.f32(float %x2, float 0.5, float %a1)
  %p3 = getelementptr inbounds float, ptr addrspace(1) %in, i64 3
  %x3 = load float, ptr addrspace(1) %p3, align 4
  %a3 = call float @llvm.fmuladd.f32(float %x3, float 0.5, float %a2)
  %p4 = getelementptr inbounds float, ptr addrspace(1) %in, i64 4
  %x4 = load float, ptr addrspace(1) %p4, align 4
  %a4 = call float @llvm.fmuladd.f32(float %x4, float 0.5, float %a3)
  %p5 = getelementptr inbounds float, ptr addrspace(1) %in, i64 5
  %x5 = load float, ptr addrspace(1) %p5, align 4
  %a5 = call float @llvm.fmuladd.f32(float %x5, float 0.5, float %a4)
  %p6 = getelementptr inbounds float, ptr addrspace(1) %in, i64 6
  %x6 = load float, ptr addrspace(1) %p6, align 4
  %a6 = call float @llvm.fmuladd.f32(float %x6, float 0.5, float %a5)
  %p7 = getelementptr inbounds float, ptr addrspace(1) %in, i64 7
  %x7 = load float, ptr addrspace(1) %p7, align 4
  %a7 = call float @llvm.fmuladd.f32(float %x7, float 0.5, float %a6)
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %a7, ptr addrspace(1) %q, align 4
  ret void
}

define spir_kernel void @barrier_loop(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !reqd_work_group_size !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %i = add i64 %gid, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  call void @__mux_work_group_barrier(i32 0, i32 1, i32 272)
  %sum = call float @llvm.fmuladd.f32(float %x, float 0.5, float %acc)
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 17
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }

!0 = !{i32 256, i32 1, i32 1}
!1 = !{i32 32, i32 1, i32 1}
