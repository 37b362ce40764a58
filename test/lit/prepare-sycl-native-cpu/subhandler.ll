; The subhandler takes the kernel's name and the runtime's (ptr %args, ptr %state).
; %args holds one pointer per kernel parameter: for pointer parameters the
; pointer is the argument (for byval ones: the address of the value, copied at
; the call by byval); for other parameters it points to the value.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.S = type { i32, double }

define spir_kernel void @k(ptr addrspace(1) %buf, ptr %local, i32 %n, float %f, ptr byval(%struct.S) align 8 %s, <4 x float> %v, %struct.S %agg) {
  ret void
}

; CHECK-LABEL: define void @k(ptr %args, ptr %state) {
; CHECK-NEXT: entry:
; CHECK-NEXT:   %buf.slot = getelementptr ptr, ptr %args, i64 0
; CHECK-NEXT:   %buf = load ptr addrspace(1), ptr %buf.slot, align 8
; CHECK-NEXT:   %local.slot = getelementptr ptr, ptr %args, i64 1
; CHECK-NEXT:   %local = load ptr, ptr %local.slot, align 8
; CHECK-NEXT:   %n.slot = getelementptr ptr, ptr %args, i64 2
; CHECK-NEXT:   %n.ptr = load ptr, ptr %n.slot, align 8
; CHECK-NEXT:   %n = load i32, ptr %n.ptr, align 4
; CHECK-NEXT:   %f.slot = getelementptr ptr, ptr %args, i64 3
; CHECK-NEXT:   %f.ptr = load ptr, ptr %f.slot, align 8
; CHECK-NEXT:   %f = load float, ptr %f.ptr, align 4
; CHECK-NEXT:   %s.slot = getelementptr ptr, ptr %args, i64 4
; CHECK-NEXT:   %s = load ptr, ptr %s.slot, align 8
; CHECK-NEXT:   %v.slot = getelementptr ptr, ptr %args, i64 5
; CHECK-NEXT:   %v.ptr = load ptr, ptr %v.slot, align 8
; CHECK-NEXT:   %v = load <4 x float>, ptr %v.ptr, align 16
; CHECK-NEXT:   %agg.slot = getelementptr ptr, ptr %args, i64 6
; CHECK-NEXT:   %agg.ptr = load ptr, ptr %agg.slot, align 8
; CHECK-NEXT:   %agg = load %struct.S, ptr %agg.ptr, align 8
; CHECK-NEXT:   call void @k.NativeCPUKernel(ptr addrspace(1) %buf, ptr %local, i32 %n, float %f, ptr byval(%struct.S) %s, <4 x float> %v, %struct.S %agg, ptr %state)
; CHECK-NEXT:   ret void
; CHECK-NEXT: }
