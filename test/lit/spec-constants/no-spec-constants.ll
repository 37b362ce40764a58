; A module without specialization constants is left alone (no metadata), and
; --spec-const-props writes empty property sets.
; RUN: ncpu-opt -passes='spec-constants<mode=native>' -S %s --spec-const-props=%t.json | filecheck %s
; RUN: filecheck --input-file=%t.json %s --check-prefix=JSON
; Running the pass again on its own output keeps the table (the IDs stay).
; RUN: ncpu-opt -passes='spec-constants,spec-constants' -S %S/../../spec-constants/kernels.ll --spec-const-props=%t2.json | filecheck %s --check-prefix=TWICE
; RUN: filecheck --input-file=%t2.json %s --check-prefix=TWICE-JSON

; CHECK: define spir_kernel void @k(
; CHECK-NOT: specialization-constants
; JSON: "SYCL/specialization constants": {
; JSON-NEXT: },
; JSON-NEXT: "SYCL/specialization constants default values": {
; JSON-NEXT: "all": ""
; TWICE: !sycl.specialization-constants = !{!{{[0-9]+}}, !{{[0-9]+}}, !{{[0-9]+}}}
; TWICE-JSON: "uid3f5c2a9b7e1d4c06____ZL9id_double": [{"id": 4, "offset": 0, "size": 8}]
; TWICE-JSON: "all": "2a000000010000000000004000004040000000000000e03f"

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out) {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}
