; In the native-cpu pipeline printf is replaced before the vectoriser runs:
; it sees the host call with scalar arguments only, and calls it once per
; lane, in lane order.
; RUN: ncpu-opt -passes='native-cpu<O0;vecz-always;vecz-width=4>' -S %s | filecheck %s

; CHECK: @.str.printf = private unnamed_addr constant [12 x i8] c"%zu: %f,%f\0A\00"
; CHECK-DAG: declare i32 @printf(ptr, ...)
; CHECK-LABEL: define void @k.mux-kernel-wrapper(
; CHECK: call i32 (ptr, ...) @printf(ptr @.str.printf, i64 %{{.+}}, double %v.0.host.lane0{{.*}}, double %v.1.host.lane0{{.*}})
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @.str.printf, i64 %{{.+}}, double %v.0.host.lane1{{.*}}, double %v.1.host.lane1{{.*}})
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @.str.printf, i64 %{{.+}}, double %v.0.host.lane2{{.*}}, double %v.1.host.lane2{{.*}})
; CHECK-NEXT: call i32 (ptr, ...) @printf(ptr @.str.printf, i64 %{{.+}}, double %v.0.host.lane3{{.*}}, double %v.1.host.lane3{{.*}})

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [13 x i8] c"%zu: %v2hlf\0A\00", align 1

define spir_kernel void @k(ptr addrspace(1) %in) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds <2 x float>, ptr addrspace(1) %in, i64 %id
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.str, i64 %id, <2 x float> %v)
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @printf(ptr addrspace(2), ...)
