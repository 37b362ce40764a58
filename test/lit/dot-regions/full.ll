; dot-regions is listed with its options; `full` labels the blocks with their
; instructions, as opt's dot-cfg does (by default only their names, as dot-cfg-only);
; the split kernel's barrier is the first instruction of its block.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt --print-passes | filecheck %s --check-prefix=LIST
; RUN: ncpu-opt -passes='dot-regions<full;dir=%t>' --disable-output %s 2>/dev/null
; RUN: filecheck %s --input-file=%t/two.regions.dot
; RUN: not ncpu-opt -passes='dot-regions<bogus>' --disable-output %s 2>&1 | filecheck %s --check-prefix=BAD

; LIST: {{^}}  dot-regions<full;share-uniform;dir=<str>>  - {{.+$}}

; CHECK: b0 [label="entry:\l%lid = call i64 @__mux_get_local_id(i32 0)\l%p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid\l%v = load i32, ptr addrspace(1) %p, align 4\l%w = mul i32 %v, 3\lbr label %entry.barrier\l", style="filled"
; CHECK-NEXT: b1 [label="entry.barrier:\lcall void @__mux_work_group_barrier(i32 0, i32 2, i32 272)\l%q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid\lstore i32 %w, ptr addrspace(1) %q, align 4\lret void\l", color="#d62728"

; BAD: invalid {{.*}} parameter 'bogus' (pass 'dot-regions' takes: full, share-uniform, dir)

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @two(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = mul i32 %v, 3
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
