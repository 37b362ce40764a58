; --spec-const-props=FILE writes the property sets as JSON: symbolic ID ->
; [{id, offset in the constant, size}] per leaf, the default-value blob (hex, in
; the emulation buffer's layout), the buffer layout and the kernels' buffer
; parameters.  Both modes give the same sets.
; RUN: ncpu-opt -passes='spec-constants<mode=emulation>' --disable-output %S/../../spec-constants/kernels.ll --spec-const-props=%t.json
; RUN: filecheck --input-file=%t.json %s
; RUN: ncpu-opt -passes='spec-constants<mode=native>' -S -o %t.ll %S/../../spec-constants/kernels.ll -spec-const-props=%t2.json
; RUN: filecheck --input-file=%t2.json %s
; Read back from the module's metadata after a later pipeline:
; RUN: ncpu-opt -passes='spec-constants,globaldce' -S -o %t.ll %S/../../spec-constants/kernels.ll --spec-const-props=%t3.json
; RUN: filecheck --input-file=%t3.json %s

; CHECK: "SYCL/specialization constants": {
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL6id_int": [{"id": 0, "offset": 0, "size": 4}],
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL4id_A": [{"id": 1, "offset": 0, "size": 4}, {"id": 2, "offset": 4, "size": 4}, {"id": 3, "offset": 8, "size": 4}],
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL9id_double": [{"id": 4, "offset": 0, "size": 8}]
; CHECK-NEXT: },
; CHECK-NEXT: "SYCL/specialization constants default values": {
;   42 | 1, 2.0f, 3.0f | 4 bytes of padding | 0.5
; CHECK-NEXT: "all": "2a000000010000000000004000004040000000000000e03f"
; CHECK-NEXT: },
; CHECK-NEXT: "ncpu-opt/specialization constants layout": {
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL6id_int": {"type": "i32", "composite": false, "offset": 0, "size": 4, "align": 4, "leaf_types": ["i32"]},
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL4id_A": {"type": "%struct.A", "composite": true, "offset": 4, "size": 12, "align": 4, "leaf_types": ["i32", "float", "float"]},
; CHECK-NEXT: "uid3f5c2a9b7e1d4c06____ZL9id_double": {"type": "double", "composite": false, "offset": 16, "size": 8, "align": 8, "leaf_types": ["double"]}
; CHECK-NEXT: },
; CHECK-NEXT: "ncpu-opt/specialization constants buffer arguments": {
; CHECK-NEXT: "_ZTSZ4mainE10k_A_double": 1,
; CHECK-NEXT: "_ZTSZ4mainE7k_int_A": 1
; CHECK-NEXT: }
; CHECK-NEXT: }
