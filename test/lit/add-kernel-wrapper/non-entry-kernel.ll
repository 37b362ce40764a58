; Every "mux-kernel" function is wrapped, not only entry points; the wrapper
; takes its "mux-kernel" value.
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: define internal void @k(i32 %x) #[[INNER:[0-9]+]] {
define void @k(i32 %x) #0 {
  ret void
}

; CHECK: define void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(4) %packed-args) #[[WRAPPER:[0-9]+]]
; CHECK-DAG: attributes #[[INNER]] = { alwaysinline }
; CHECK-DAG: attributes #[[WRAPPER]] = { nounwind "mux-base-fn-name"="k" "mux-kernel" }
attributes #0 = { "mux-kernel" }
