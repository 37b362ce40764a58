; A builtin declared with another return type than the mux builtin's is an
; error (get_work_dim is i32), not a definition that loads the wrong width.
; RUN: not ncpu-opt -passes=add-sched-params,define-mux-builtins -S %s 2>&1 | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: error: @__mux_get_work_dim is declared as i64 (ptr, ptr), which does not match the mux builtin
declare i64 @__mux_get_work_dim()
