; auto with the target's natural width: a kernel with a loop whose trips access
; memory a page or more apart, contiguously across work-items, runs 4 registers
; of work-items per call (64 floats with AVX-512): a grid-stride loop (the step
; only known at run time), a walk down a column (a 1024-float step). A loop
; stepping less than a page (@small_step), an access not contiguous across
; work-items (@row_walk) and a loop with a barrier (@barrier_loop) keep the
; natural width.
; RUN: ncpu-opt -passes='run-vecz<auto>,verify' --mtriple=x86_64-unknown-linux-gnu --mattr=+avx512f --pass-remarks=vecz -o /dev/null %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: vectorized kernel @grid_stride as @__vecz_v64_grid_stride: 64 work-items of dimension 0 per call; width 64: 4 times the target's natural width for 32-bit data (16): a loop's trips access memory a page or more apart;
; CHECK: vectorized kernel @column_walk as @__vecz_v64_column_walk: 64 work-items {{.*}} a page or more apart;
; CHECK: vectorized kernel @small_step as @__vecz_v16_small_step: 16 work-items of dimension 0 per call; width 16: the target's natural width for 32-bit data;
; CHECK: vectorized kernel @row_walk as @__vecz_v16_row_walk: 16 work-items
; CHECK: vectorized kernel @barrier_loop as @__vecz_v16_barrier_loop: 16 work-items

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_size(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)

define spir_kernel void @grid_stride(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %size = call i64 @__mux_get_global_size(i32 0)
  br label %loop

loop:
  %i = phi i64 [ %gid, %entry ], [ %next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  %next = add i64 %i, %size
  %more = icmp ult i64 %next, %n
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

; out[gid] = sum over k of in[k * 1024 + gid]: each trip one row (4 KiB) further.
define spir_kernel void @column_walk(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %row = shl i64 %k, 10
  %at = add i64 %row, %gid
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %at
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 64
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

; The same with rows of 256 floats (1 KiB): consecutive trips stay within a page or two.
define spir_kernel void @small_step(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %row = mul i64 %k, 256
  %at = add i64 %row, %gid
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %at
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, 64
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

; out[gid] = sum over k of in[gid * n + k]: each work-item reads its own row (a gather).
define spir_kernel void @row_walk(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %start = mul i64 %gid, %n
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %at = add i64 %start, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %at
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

; A grid-stride walk with a barrier in the loop: the work-item loops already run
; each trip for the whole group.
define spir_kernel void @barrier_loop(ptr addrspace(1) %in, ptr addrspace(1) %out, i64 %n) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %size = call i64 @__mux_get_global_size(i32 0)
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %step = mul i64 %k, %size
  %at = add i64 %step, %gid
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %at
  %x = load float, ptr addrspace(1) %p, align 4
  %sum = fadd float %acc, %x
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %k.next = add i64 %k, 1
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %done

done:
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %sum, ptr addrspace(1) %q, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
