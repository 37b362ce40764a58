; spec-constants<mode=emulation>: each getter call becomes a load at the
; constant's offset in the runtime buffer (its last argument); composites
; returned through sret are stored to the sret pointer.  Offsets: ascending ID
; order, each aligned to its type (int at 0, struct A at 4, double at 16).
; RUN: ncpu-opt -passes='spec-constants<mode=emulation>' -S %S/../../spec-constants/kernels.ll | filecheck %s
; The default mode is emulation.
; RUN: ncpu-opt -passes=spec-constants -S %S/../../spec-constants/kernels.ll | filecheck %s

; CHECK-LABEL: define weak_odr dso_local spir_kernel void @_ZTSZ4mainE7k_int_A(
; CHECK: %buf = addrspacecast ptr addrspace(1) %_arg__specialization_constants_buffer to ptr addrspace(4)
; CHECK: %int.addr = getelementptr i8, ptr addrspace(4) %buf, i32 0
; CHECK-NEXT: %int = load i32, ptr addrspace(4) %int.addr, align 4
; CHECK-NEXT: %[[A:.+]] = getelementptr i8, ptr addrspace(4) %buf, i32 4
; CHECK-NEXT: %[[AV:.+]] = load %struct.A, ptr addrspace(4) %[[A]], align 4
; CHECK-NEXT: store %struct.A %[[AV]], ptr addrspace(4) %ref.tmp.ascast, align 4
; CHECK-NEXT: %x = load i32, ptr %ref.tmp, align 4

; The helper reads the double through its own parameter.
; CHECK-LABEL: define internal spir_func double @_Z10get_doublePv(ptr addrspace(4) noundef %rt)
; CHECK-NEXT: entry:
; CHECK-NEXT: %d.addr = getelementptr i8, ptr addrspace(4) %rt, i32 16
; CHECK-NEXT: %d = load double, ptr addrspace(4) %d.addr, align 8
; CHECK-NEXT: ret double %d

; The second kernel reads A at the same offset.
; CHECK-LABEL: define weak_odr dso_local spir_kernel void @_ZTSZ4mainE10k_A_double(
; CHECK: getelementptr i8, ptr addrspace(4) %buf, i32 4
; CHECK-NEXT: load %struct.A

; The getters are gone, the table is in DPC++'s metadata.
; CHECK-NOT: SpecConstantValue
; CHECK: !sycl.specialization-constants = !{![[I:[0-9]+]], ![[A:[0-9]+]], ![[D:[0-9]+]]}
; CHECK: !sycl.specialization-constants-default-values = !{![[DI:[0-9]+]], ![[DA:[0-9]+]], ![[DD:[0-9]+]]}
; CHECK: !ncpu.spec-constants-buffer-args = !{![[K1:[0-9]+]], ![[K2:[0-9]+]]}
; CHECK: ![[I]] = !{!"uid3f5c2a9b7e1d4c06____ZL6id_int", i32 0, i32 0, i32 4}
; CHECK: ![[A]] = !{!"uid3f5c2a9b7e1d4c06____ZL4id_A", i32 1, i32 0, i32 4, i32 2, i32 4, i32 4, i32 3, i32 8, i32 4}
; CHECK: ![[D]] = !{!"uid3f5c2a9b7e1d4c06____ZL9id_double", i32 4, i32 0, i32 8}
; CHECK: ![[DI]] = !{i32 42}
; CHECK: ![[DA]] = !{%struct.A { i32 1, %struct.Nested { float 2.000000e+00, float 3.000000e+00 } }}
; CHECK: ![[DD]] = !{double 5.000000e-01}
; CHECK: ![[K1]] = !{!"_ZTSZ4mainE10k_A_double", i32 1}
; CHECK: ![[K2]] = !{!"_ZTSZ4mainE7k_int_A", i32 1}
