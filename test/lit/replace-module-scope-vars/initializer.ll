; OpenCL forbids initializing __local variables: an initializer other than
; undef, poison or zero is an error.
; RUN: not ncpu-opt -passes=replace-module-scope-vars -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: __local variable @g has an initializer (100); OpenCL does not allow initializing variables in the local address space

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@z = internal addrspace(3) global i64 0
@g = internal addrspace(3) global i64 100

define void @k() #0 {
  %x = load i64, ptr addrspace(3) @g
  %y = load i64, ptr addrspace(3) @z
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
