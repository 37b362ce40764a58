; A barrier in straight-line code: two regions, the barrier's block framed and
; the edge into it marked, the value crossing it in the live struct; the file
; is announced on stderr as opt's dot-cfg does, and the IR is left as it was.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='dot-regions<dir=%t>' -S %s -o %t/after.ll 2>&1 | filecheck %s --check-prefix=WRITE
; RUN: filecheck %s --input-file=%t/two.regions.dot
; RUN: ncpu-opt -S %s -o %t/before.ll
; RUN: diff %t/before.ll %t/after.ll

; WRITE: Writing '{{.*}}two.regions.dot'...

; CHECK: digraph "two.regions" {
; CHECK: label="Barrier regions of @two";
; The entry region, then the region the barrier starts, in its own block.
; CHECK: b0 [label="entry:\l", style="filled", fillcolor="[[R1:#[0-9a-f]+]]", tooltip="region 1"];
; CHECK-NEXT: b1 [label="entry.barrier:\lbarrier 0: __mux_work_group_barrier\l", color="#d62728", penwidth=3, style="filled,bold", fillcolor="[[R2:#[0-9a-f]+]]", tooltip="region 2"];
; CHECK-NEXT: b0 -> b1 [color="#d62728", penwidth=2, fontcolor="#d62728", label="barrier 0"];
; CHECK: legend1 [label="region 1: entry\nthen region 2", fillcolor="[[R1]]"];
; CHECK: legend2 [label="region 2: after barrier 0\nthen return", fillcolor="[[R2]]"];
; %w crosses the barrier (4 bytes); the local id is recomputed after it.
; CHECK: live [shape=plain
; CHECK: %two_live_mem_info: 4 bytes per work-item, align 4
; CHECK: <td align="left">0</td><td align="left">%w</td><td align="left">i32</td><td align="left">0</td><td align="left">4</td><td align="left">0</td>
; CHECK: recomputed in each region instead:<br align="left"/>%lid<br
; CHECK-NOT: uniform [
; CHECK: }

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
