; Scopes must be constants: the error names the builtin, the function and the value.
; RUN: not ncpu-opt -passes=lower-to-mux-builtins -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: the memory scope of the call to @_Z18work_group_barrierj12memory_scope in function @ocl must be a constant, not %scope

target triple = "spir64-unknown-unknown"

define spir_func void @ocl(i32 %scope) {
  call spir_func void @_Z18work_group_barrierj12memory_scope(i32 1, i32 %scope)
  ret void
}

declare spir_func void @_Z18work_group_barrierj12memory_scope(i32, i32)
