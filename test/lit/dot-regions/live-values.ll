; Values live across the barriers fill the live-variable struct: each member
; with its type, offset and size in bytes (laid out by decreasing alignment,
; padded to a multiple of the largest), and the barriers it is live across.
; An alloca of the entry block always lives in the struct; a value the
; wrapper needs only to recompute (the address from the local id) is listed
; apart.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='dot-regions<dir=%t>' --disable-output %s 2>/dev/null
; RUN: filecheck %s --input-file=%t/sizes.regions.dot

; CHECK: live [shape=plain
; CHECK-NEXT: <table
; CHECK-NEXT: <tr><td colspan="6" bgcolor="#eeeeee"><b>%sizes_live_mem_info: 48 bytes per work-item, align 16</b></td></tr>
; CHECK-NEXT: <tr><td align="left"><b>#</b></td><td align="left"><b>value</b></td><td align="left"><b>type</b></td><td align="left"><b>offset</b></td><td align="left"><b>bytes</b></td><td align="left"><b>crosses barrier</b></td></tr>
; CHECK-NEXT: <tr><td align="left">0</td><td align="left">%vec</td><td align="left">&lt;4 x float&gt;</td><td align="left">0</td><td align="left">16</td><td align="left">0, 1</td></tr>
; CHECK-NEXT: <tr><td align="left">1</td><td align="left">%d</td><td align="left">double</td><td align="left">16</td><td align="left">8</td><td align="left">0</td></tr>
; CHECK-NEXT: <tr><td align="left">2</td><td align="left">%buf (alloca)</td><td align="left">[3 x i32]</td><td align="left">24</td><td align="left">12</td><td align="left">-</td></tr>
; CHECK-NEXT: <tr><td align="left">3</td><td align="left">%n</td><td align="left">i32</td><td align="left">36</td><td align="left">4</td><td align="left">0, 1</td></tr>
; CHECK-NEXT: <tr><td align="left">4</td><td align="left">%b</td><td align="left">i8</td><td align="left">40</td><td align="left">1</td><td align="left">0</td></tr>
; CHECK-NEXT: <tr><td colspan="6" align="left">recomputed in each region instead:<br align="left"/>%lid<br align="left"/></td></tr>
; CHECK-NEXT: </table>>];

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @sizes(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %buf = alloca [3 x i32], align 4
  %lid = call i64 @__mux_get_local_id(i32 0)
  %p = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %lid
  %vec = load <4 x float>, ptr addrspace(1) %p, align 16
  %pd = getelementptr inbounds double, ptr addrspace(1) %in, i64 %lid
  %d = load double, ptr addrspace(1) %pd, align 8
  %pn = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %lid
  %n = load i32, ptr addrspace(1) %pn, align 4
  %pb = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %lid
  %b = load i8, ptr addrspace(1) %pb, align 1
  store i32 %n, ptr %buf, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  store double %d, ptr addrspace(1) %out, align 8
  store i8 %b, ptr addrspace(1) %out, align 1
  call void @__mux_work_group_barrier(i32 1, i32 2, i32 272)
  %q = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %lid
  store <4 x float> %vec, ptr addrspace(1) %q, align 16
  store i32 %n, ptr addrspace(1) %out, align 4
  ret void
}

declare i64 @__mux_get_local_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
