; A barrier in a loop: the region after the barrier hands over to itself, and
; the blocks both regions run (the loop header, the exit) are striped in both
; colours.  The loop counter is the same for the whole group: by default (as
; native-cpu runs work-item-loops<share-uniform>) it is kept once per group,
; with no-share-uniform once per work-item.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='dot-regions<dir=%t>' --disable-output %s 2>/dev/null
; RUN: filecheck %s --input-file=%t/loop.regions.dot
; RUN: ncpu-opt -passes='dot-regions<dir=%t;no-share-uniform>' --disable-output %s 2>/dev/null
; RUN: filecheck %s --input-file=%t/loop.regions.dot --check-prefix=PER-ITEM

; CHECK: b0 [label="entry:\l", style="filled", fillcolor="[[R1:#[0-9a-f]+]]", tooltip="region 1"];
; CHECK-NEXT: b1 [label="loop:\l", style="striped", fillcolor="[[R1]]:[[R2:#[0-9a-f]+]]", tooltip="region 1, region 2"];
; CHECK-NEXT: b2 [label="body:\lbarrier 0: __mux_work_group_barrier\l", color="#d62728", penwidth=3, style="filled,bold", fillcolor="[[R2]]", tooltip="region 2"];
; CHECK-NEXT: b3 [label="latch:\l", style="filled", fillcolor="[[R2]]", tooltip="region 2"];
; CHECK-NEXT: b4 [label="exit:\l", style="striped", fillcolor="[[R1]]:[[R2]]", tooltip="region 1, region 2"];
; CHECK-NEXT: b0 -> b1;
; CHECK-NEXT: b1 -> b2 [color="#d62728", penwidth=2, fontcolor="#d62728", label="barrier 0"];
; CHECK-NEXT: b1 -> b4;
; CHECK-NEXT: b2 -> b3;
; CHECK-NEXT: b3 -> b1;
; CHECK: legend1 [label="region 1: entry\nthen return or region 2"
; CHECK: legend2 [label="region 2: after barrier 0\nthen return or region 2"
; CHECK: %loop_live_mem_info: 0 bytes per work-item, align 1
; CHECK: <tr><td colspan="6">(empty)</td></tr>
; CHECK: uniform [shape=plain
; CHECK: %loop_uniform_mem_info: 8 bytes once per work-group (share-uniform), align 8
; CHECK: <td align="left">0</td><td align="left">%i</td><td align="left">i64</td><td align="left">0</td><td align="left">8</td><td align="left">0</td>

; PER-ITEM: %loop_live_mem_info: 8 bytes per work-item, align 8
; PER-ITEM: <td align="left">0</td><td align="left">%i</td><td align="left">i64</td><td align="left">0</td><td align="left">8</td><td align="left">0</td>
; PER-ITEM-NOT: uniform [

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @loop(ptr addrspace(3) %tmp, i64 %n) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  %v = trunc i64 %i to i32
  store i32 %v, ptr addrspace(3) %p, align 4
  %more = icmp ult i64 %i, %n
  br i1 %more, label %body, label %exit

body:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %q = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %i
  store i32 %x, ptr addrspace(3) %q, align 4
  br label %latch

latch:
  %i.next = add i64 %i, 1
  br label %loop

exit:
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
