; A work-item builtin without the scheduling parameters cannot be defined.
; RUN: not ncpu-opt -passes=define-mux-builtins -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: @__mux_get_global_id has no scheduling parameters (%wi-info, %wg-info): run add-sched-params before define-mux-builtins

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

declare i64 @__mux_get_global_id(i32)
