; A kernel argument's nonnull and noundef hold of its load from the struct
; (!nonnull, !noundef); a kernel without arguments may be passed a null struct.
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k(ptr noundef nonnull %p, ptr %q) #0 {
  ret void
}

define void @none() #0 {
  ret void
}

; CHECK-LABEL: define void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(16) %packed-args)
; CHECK: %p = load ptr, ptr %{{[0-9]+}}, align 1, !nonnull ![[EMPTY:[0-9]+]], !noundef ![[EMPTY]]
; CHECK: %q = load ptr, ptr %{{[0-9]+}}, align 1{{$}}
; CHECK-LABEL: define void @none.mux-kernel-wrapper(ptr %packed-args)
; CHECK: ![[EMPTY]] = !{}
attributes #0 = { "mux-kernel"="entry-point" }
