; The execution scope of __spirv_ControlBarrier picks the barrier: it must be a constant.
; RUN: not ncpu-opt -passes=lower-to-mux-builtins -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: the execution scope of the call to @_Z22__spirv_ControlBarrieriii in function @spv must be a constant, not %scope

target triple = "spir64-unknown-unknown"

define spir_func void @spv(i32 %scope) {
  call spir_func void @_Z22__spirv_ControlBarrieriii(i32 %scope, i32 2, i32 272)
  ret void
}

declare spir_func void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)
