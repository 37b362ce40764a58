; Builtins the pass does not know stay declared (the runtime names them); a known builtin
; with types it does not handle is an error.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/unknown-and-unsupported.ll | filecheck %s
; RUN: not ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/unsupported-type.ll 2>&1 | filecheck %s --check-prefix=ERROR

; CHECK: call spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32 %i, i32 %i)
; CHECK: declare spir_func i32 @_Z21dot_4x8packed_uu_uintjj(i32, i32)
; CHECK: define internal spir_func float @_Z4sqrtf(

; ERROR: ncpu-opt: error: not supported yet: define-opencl-builtins: _Z10atomic_addPU3AS1Vss (atomic_add(short U3AS1V *, short)): atomics on i16
