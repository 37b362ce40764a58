; native-cpu's own output fed back to native-cpu is refused in one line, before
; any pass runs; other pipelines take it.
; RUN: ncpu-opt -passes=native-cpu -S %s -o %t.ll
; RUN: not ncpu-opt -passes=native-cpu -S %t.ll 2>&1 | FileCheck %s -DFILE=%t.ll
; RUN: not ncpu-opt -passes=add-work-group-driver -S %t.ll 2>&1 | FileCheck %s -DFILE=%t.ll
; RUN: ncpu-opt -passes=instcombine -S %t.ll -o /dev/null

; CHECK: {{^}}ncpu-opt: error: [[FILE]]: this module has already been through native-cpu (it defines @scale.mux-kernel-wrapper); give the pipeline clang's IR or the OpenCL C source instead{{$}}
; CHECK-NOT: {{.}}

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @scale(ptr addrspace(1) %x, float %s) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %id
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %s
  store float %m, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
