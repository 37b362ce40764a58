; Sub-group builtins: the sub-group is the 4 lanes of one call.  The local id
; is <0,1,2,3>, the size 4, a reduction llvm.vector.reduce.*, scans a running
; combination across the lanes (exclusive: starting from the identity),
; broadcast an extraction at the uniform lane, shuffles extractions at each
; lane's index (shuffle_up: from %prev ++ %curr at lane + 4 - delta;
; shuffle_down: from %curr ++ %next at lane + delta).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_k(
; CHECK: %x = load <4 x i32>
; CHECK: %vecz.reduce = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %x)
; Inclusive add scan: x0, x0+x1, x0+x1+x2, x0+x1+x2+x3.
; CHECK: %[[X0:[0-9]+]] = extractelement <4 x i32> %x, i32 0
; CHECK-NEXT: %[[X1:[0-9]+]] = extractelement <4 x i32> %x, i32 1
; CHECK-NEXT: %[[S1:.+]] = add i32 %[[X0]], %[[X1]]
; CHECK-NEXT: %[[X2:[0-9]+]] = extractelement <4 x i32> %x, i32 2
; CHECK-NEXT: %[[S2:.+]] = add i32 %[[S1]], %[[X2]]
; CHECK-NEXT: %[[X3:[0-9]+]] = extractelement <4 x i32> %x, i32 3
; CHECK-NEXT: %[[S3:.+]] = add i32 %[[S2]], %[[X3]]
; CHECK-NEXT: %si.pack = insertelement <4 x i32> poison, i32 %[[X0]], i32 0
; CHECK-NEXT: %si.pack1 = insertelement <4 x i32> %si.pack, i32 %[[S1]], i32 1
; CHECK-NEXT: %si.pack2 = insertelement <4 x i32> %si.pack1, i32 %[[S2]], i32 2
; CHECK-NEXT: %si.pack3 = insertelement <4 x i32> %si.pack2, i32 %[[S3]], i32 3
; Exclusive smax scan: INT_MIN, x0, smax(x0,x1), smax(x0,x1,x2).
; CHECK: %[[Y0:[0-9]+]] = extractelement <4 x i32> %x, i32 0
; CHECK-NEXT: %[[Y1:[0-9]+]] = extractelement <4 x i32> %x, i32 1
; CHECK-NEXT: %[[C1:[0-9]+]] = icmp sgt i32 %[[Y0]], %[[Y1]]
; CHECK-NEXT: %[[M1:[0-9]+]] = select i1 %[[C1]], i32 %[[Y0]], i32 %[[Y1]]
; CHECK-NEXT: %[[Y2:[0-9]+]] = extractelement <4 x i32> %x, i32 2
; CHECK-NEXT: %[[C2:[0-9]+]] = icmp sgt i32 %[[M1]], %[[Y2]]
; CHECK-NEXT: %[[M2:[0-9]+]] = select i1 %[[C2]], i32 %[[M1]], i32 %[[Y2]]
; CHECK: %se.pack = insertelement <4 x i32> poison, i32 -2147483648, i32 0
; CHECK-NEXT: %se.pack1 = insertelement <4 x i32> %se.pack, i32 %[[Y0]], i32 1
; CHECK-NEXT: %se.pack2 = insertelement <4 x i32> %se.pack1, i32 %[[M1]], i32 2
; CHECK-NEXT: %se.pack3 = insertelement <4 x i32> %se.pack2, i32 %[[M2]], i32 3
; CHECK: %b = extractelement <4 x i32> %x, i32 %src
; shuffle: lane i reads lane x[i].
; CHECK: extractelement <4 x i32> %x, i32 %x.lane0
; CHECK-NEXT: extractelement <4 x i32> %x, i32 %x.lane1
; CHECK-NEXT: extractelement <4 x i32> %x, i32 %x.lane2
; CHECK-NEXT: extractelement <4 x i32> %x, i32 %x.lane3
; shuffle_xor: lane i reads lane i ^ 1.
; CHECK: %[[XOR0:.+]] = xor i32 0, 1
; CHECK-NEXT: extractelement <4 x i32> %x, i32 %[[XOR0]]
; CHECK: %[[XOR3:.+]] = xor i32 3, 1
; CHECK-NEXT: extractelement <4 x i32> %x, i32 %[[XOR3]]
; CHECK: %vecz.joined = shufflevector <4 x i32> %b.splat, <4 x i32> %x, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT: %[[UP0:.+]] = sub i32 4, 1
; CHECK-NEXT: extractelement <8 x i32> %vecz.joined, i32 %[[UP0]]
; CHECK: %vecz.joined1 = shufflevector <4 x i32> %x, <4 x i32> %b.splat, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
; CHECK-NEXT: %[[DOWN0:.+]] = add i32 0, 1
; CHECK-NEXT: extractelement <8 x i32> %vecz.joined1, i32 %[[DOWN0]]
; Local id + size:
; CHECK: %a1 = add <4 x i32> <i32 0, i32 1, i32 2, i32 3>, splat (i32 4)
; CHECK-NEXT: %a2 = add <4 x i32> %a1, %vecz.reduce.splat
; CHECK-NEXT: %a3 = add <4 x i32> %a2, %si.pack3
; CHECK-NEXT: %a4 = add <4 x i32> %a3, %se.pack3
; CHECK-NEXT: %a5 = add <4 x i32> %a4, %b.splat
; CHECK-NOT: @__mux_sub_group
; CHECK: ret void

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %src) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %sl = call i32 @__mux_get_sub_group_local_id()
  %ss = call i32 @__mux_get_sub_group_size()
  %r = call i32 @__mux_sub_group_reduce_add_i32(i32 %x)
  %si = call i32 @__mux_sub_group_scan_inclusive_add_i32(i32 %x)
  %se = call i32 @__mux_sub_group_scan_exclusive_smax_i32(i32 %x)
  %b = call i32 @__mux_sub_group_broadcast_i32(i32 %x, i32 %src)
  %sh = call i32 @__mux_sub_group_shuffle_i32(i32 %x, i32 %x)
  %sx = call i32 @__mux_sub_group_shuffle_xor_i32(i32 %x, i32 1)
  %su = call i32 @__mux_sub_group_shuffle_up_i32(i32 %b, i32 %x, i32 1)
  %sd = call i32 @__mux_sub_group_shuffle_down_i32(i32 %x, i32 %b, i32 1)
  %a1 = add i32 %sl, %ss
  %a2 = add i32 %a1, %r
  %a3 = add i32 %a2, %si
  %a4 = add i32 %a3, %se
  %a5 = add i32 %a4, %b
  %a6 = add i32 %a5, %sh
  %a7 = add i32 %a6, %sx
  %a8 = add i32 %a7, %su
  %a9 = add i32 %a8, %sd
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %a9, ptr addrspace(1) %po, align 4
  ret void
}
declare i32 @__mux_get_sub_group_local_id()
declare i32 @__mux_get_sub_group_size()
declare i32 @__mux_sub_group_reduce_add_i32(i32)
declare i32 @__mux_sub_group_scan_inclusive_add_i32(i32)
declare i32 @__mux_sub_group_scan_exclusive_smax_i32(i32)
declare i32 @__mux_sub_group_broadcast_i32(i32, i32)
declare i32 @__mux_sub_group_shuffle_i32(i32, i32)
declare i32 @__mux_sub_group_shuffle_xor_i32(i32, i32)
declare i32 @__mux_sub_group_shuffle_up_i32(i32, i32, i32)
declare i32 @__mux_sub_group_shuffle_down_i32(i32, i32, i32)

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
