; --pass-remarks=vecz says the width each kernel got and why: where the width
; comes from (given, or the target's natural width for the kernel's data,
; clamped to 4..16) and the cost model's verdict, or "forced" when no cost model
; was asked ('always', the default); --pass-remarks-missed=vecz says why a
; kernel was refused, and how to force it.
; RUN: ncpu-opt -passes='run-vecz<auto;width=4>' --pass-remarks=vecz --pass-remarks-missed=vecz -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=GIVEN
; RUN: ncpu-opt -passes='run-vecz<auto>' --mtriple=x86_64-unknown-linux-gnu --mattr=+avx2 --pass-remarks=vecz --pass-remarks-missed=vecz -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=NATURAL
; RUN: ncpu-opt -passes='run-vecz<always;width=4>' --pass-remarks=vecz --pass-remarks-missed=vecz -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=ALWAYS
; RUN: ncpu-opt -passes='run-vecz<width=4;vp>' --pass-remarks=vecz -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=DEFAULT

; GIVEN: remark: <unknown>:0:0: could not vectorize kernel @calls: not worth it: the vector kernel would take about {{[0-9]+}}% of the time of 4 scalar calls (vectorising needs 80% or less); 'always' vectorises it anyway (run-vecz<always>, native-cpu<vecz-always>, Program(vectorize='always'))
; GIVEN-NEXT: remark: <unknown>:0:0: vectorized kernel @copy as @__vecz_v4_copy: 4 work-items of dimension 0 per call; width 4: given (width=4); the cost model: the vector kernel would take about {{[0-9]+}}% of the time of 4 scalar calls (vectorising needs 80% or less)
; GIVEN-NEXT: remark: <unknown>:0:0: vectorized kernel @bytes as @__vecz_v4_bytes: 4 work-items of dimension 0 per call; width 4: given (width=4); the cost model:

; @calls works on 64-bit data: 4 lanes of AVX2.
; NATURAL: remark: <unknown>:0:0: could not vectorize kernel @calls: not worth it: {{.*}} of the time of 4 scalar calls
; NATURAL-NEXT: remark: <unknown>:0:0: vectorized kernel @copy as @__vecz_v8_copy: 8 work-items of dimension 0 per call; width 8: the target's natural width for 32-bit data; the cost model: the vector kernel would take about {{[0-9]+}}% of the time of 8 scalar calls (vectorising needs 80% or less)
; NATURAL-NEXT: remark: <unknown>:0:0: vectorized kernel @bytes as @__vecz_v16_bytes: 16 work-items of dimension 0 per call; width 16: the target's natural width for 8-bit data (32), clamped to 16; the cost model:

; ALWAYS: remark: <unknown>:0:0: vectorized kernel @calls as @__vecz_v4_calls: 4 work-items of dimension 0 per call; width 4: given (width=4); forced ('always': the cost model was not asked)
; ALWAYS-NEXT: remark: <unknown>:0:0: vectorized kernel @copy as @__vecz_v4_copy: 4 work-items of dimension 0 per call; width 4: given (width=4); forced ('always': the cost model was not asked)
; ALWAYS-NOT: could not vectorize

; DEFAULT: remark: <unknown>:0:0: vectorized kernel @calls as @__vecz_v4_calls: {{.*}}; forced ('always': the cost model was not asked)
; DEFAULT-NEXT: remark: <unknown>:0:0: vectorized kernel @calls as @__vecz_v4_vp_calls: {{.*}}; forced ('always': the cost model was not asked)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; Per-lane calls only: the cost model refuses it.
define spir_kernel void @calls(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %a = call i64 @f(i64 %gid)
  %b = call i64 @f(i64 %a)
  %c = call i64 @f(i64 %b)
  store i64 %c, ptr addrspace(1) %out, align 8
  ret void
}

define spir_kernel void @copy(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %po, align 4
  ret void
}

; Byte data: 32 lanes in an AVX2 register, more than the 16 the model allows.
define spir_kernel void @bytes(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %gid
  %v = load i8, ptr addrspace(1) %pi, align 1
  %w = add i8 %v, 1
  %po = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %gid
  store i8 %w, ptr addrspace(1) %po, align 1
  ret void
}

declare i64 @f(i64) #1
declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { memory(none) willreturn nounwind }
