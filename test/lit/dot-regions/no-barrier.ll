; A kernel without barriers is one region, with nothing kept between regions.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='dot-regions<dir=%t>' --disable-output %s 2>/dev/null
; RUN: filecheck %s --input-file=%t/plain.regions.dot

; CHECK: digraph "plain.regions" {
; CHECK: b0 [label="entry:\l", style="filled", fillcolor="[[R1:#[0-9a-f]+]]", tooltip="region 1"];
; CHECK-NEXT: b1 [label="then:\l", style="filled", fillcolor="[[R1]]", tooltip="region 1"];
; CHECK-NEXT: b2 [label="done:\l", style="filled", fillcolor="[[R1]]", tooltip="region 1"];
; CHECK-NOT: #d62728
; CHECK: legend1 [label="region 1: entry\nthen return", fillcolor="[[R1]]"];
; CHECK-NOT: legend2
; CHECK: live [shape=plain, style="", fontname="Helvetica", label="no barriers: one region, nothing kept between regions"];
; CHECK-NOT: _mem_info

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @plain(ptr addrspace(1) %out) #0 {
entry:
  %lid = call i64 @__mux_get_local_id(i32 0)
  %odd = trunc i64 %lid to i1
  br i1 %odd, label %then, label %done

then:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %lid
  store i32 1, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

declare i64 @__mux_get_local_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
