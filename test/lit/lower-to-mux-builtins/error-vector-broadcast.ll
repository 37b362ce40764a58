; Mux's work- and sub-group builtins are scalar: a vector broadcast is not supported.
; RUN: not ncpu-opt -passes=lower-to-mux-builtins -S %S/Inputs/unsupported_vector_broadcast.ll 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: not supported yet: lowering _Z19sub_group_broadcastDv4_fj: group operations on vectors (<4 x float>)
