; An address chosen among two buffers (a select, or a phi) is checked against both: it must
; lie inside one of them. A null among the choices makes an address in the first pages a null
; pointer (kind 5) in the report.
; RUN: ncpu-opt -passes=check-memory -S %s | FileCheck %s

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %check.addr = ptrtoint ptr addrspace(1) %p to i64
; CHECK: %check.base = ptrtoint ptr addrspace(1) %b to i64
; CHECK: %check.base1 = ptrtoint ptr addrspace(1) %a to i64
; CHECK: %[[EITHER:[0-9]+]] = or i1
; CHECK: %check.null = icmp ult i64 %check.addr, 65536
; CHECK: select i1 %check.null, i32 5,

define spir_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %which) {
entry:
  %c = icmp eq i32 %which, 0
  %ab = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  %z = icmp eq i32 %which, 2
  %p = select i1 %z, ptr addrspace(1) null, ptr addrspace(1) %ab
  %v = load float, ptr addrspace(1) %p, align 4
  ret void
}
