; The wrapper takes the kernel's function attributes but those that do not hold
; of it: it reads the struct and may allocate, free and trap (a large __local
; buffer).
; RUN: ncpu-opt -passes=add-kernel-wrapper -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k(ptr addrspace(3) %l) #0 {
  ret void
}

; CHECK: define void @k.mux-kernel-wrapper(ptr noundef nonnull dereferenceable(8) %packed-args) #[[WRAPPER:[0-9]+]]
; CHECK: attributes #[[WRAPPER]] = { convergent norecurse nounwind "mux-base-fn-name"="k" "mux-kernel"="entry-point" }
attributes #0 = { convergent nofree norecurse willreturn memory(argmem: readwrite) "mux-kernel"="entry-point" }
