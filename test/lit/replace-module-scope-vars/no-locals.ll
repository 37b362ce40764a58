; Without __local globals the module is unchanged (no wrapper).
; RUN: ncpu-opt -passes=replace-module-scope-vars -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@g = addrspace(1) global i32 0

; CHECK-LABEL: define void @k(ptr %out)
; CHECK-NOT: mux-local-var-wrapper
define void @k(ptr %out) #0 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
