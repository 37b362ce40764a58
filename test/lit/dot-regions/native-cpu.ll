; After native-cpu the kernel is gone, inlined into its work-group driver: written
; right after the macro, dot-regions runs inside it, right before work-item-loops,
; and draws the kernel as work-item-loops splits it.  The module compiles as
; without it.  With vecz, the vectorised clone gets its own picture.
; RUN: rm -rf %t && mkdir -p %t
; RUN: ncpu-opt -passes='native-cpu<no-vecz>,dot-regions<dir=%t>' --debug-pass-manager -S %s -o %t/with.ll 2>&1 | filecheck %s --check-prefix=ORDER
; RUN: filecheck %s --input-file=%t/k.regions.dot
; RUN: ncpu-opt -passes='native-cpu<no-vecz>' -S %s -o %t/without.ll
; RUN: diff %t/with.ll %t/without.ll
; RUN: ncpu-opt -passes='native-cpu<vecz-width=4>,dot-regions<dir=%t/vecz>' --disable-output %s 2>&1 | filecheck %s --check-prefix=VECZ
; RUN: filecheck %s --input-file=%t/vecz/__vecz_v4_k.regions.dot --check-prefix=CLONE

; ORDER: Running pass: prepare-barriers
; ORDER-NEXT: Running pass: dot-regions<dir={{.*}}>
; ORDER-NEXT: Writing '{{.*}}k.regions.dot'...
; ORDER-NEXT: Running pass: work-item-loops<share-uniform;merge-groups;heap-live>

; CHECK: label="Barrier regions of @k";
; CHECK: barrier 0: __mux_work_group_barrier
; CHECK: legend1 [label="region 1: entry\nthen region 2"
; CHECK: legend2 [label="region 2: after barrier 0\nthen return"
; CHECK: %k_live_mem_info: 4 bytes per work-item, align 4
; CHECK: <td align="left">%add</td><td align="left">i32</td><td align="left">0</td><td align="left">4</td><td align="left">0</td>

; VECZ: Writing '{{.*}}vecz{{/|\\}}k.regions.dot'...
; VECZ-NEXT: Writing '{{.*}}vecz{{/|\\}}__vecz_v4_k.regions.dot'...

; CLONE: label="Barrier regions of @__vecz_v4_k (vectorised by 4 from @k)";
; CLONE: %__vecz_v4_k_live_mem_info: 16 bytes per work-item, align 16
; CLONE: <td align="left">&lt;4 x i32&gt;</td><td align="left">0</td><td align="left">16</td>

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %tmp) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %v = load i32, ptr addrspace(1) %p, align 4
  %add = add i32 %v, 1
  %t = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %lid
  store i32 %v, ptr addrspace(3) %t, align 4
  call spir_func void @_Z7barrierj(i32 1)
  %x = load i32, ptr addrspace(3) %tmp, align 4
  %sum = add i32 %x, %add
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %sum, ptr addrspace(1) %q, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z7barrierj(i32)
