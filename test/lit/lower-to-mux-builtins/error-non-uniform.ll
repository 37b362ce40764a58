; Non-uniform sub-group operations are recognised but have no mux builtin.
; RUN: not ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/unsupported_non_uniform.ll 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: not supported yet: lowering _Z32sub_group_non_uniform_reduce_addi
