; OpenCL forbids initializing __local variables; as in OCK an initializer is
; ignored (the struct starts undefined), with a warning unless it is undef,
; poison or zero.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s 2>%t.err | filecheck %s
; RUN: filecheck --check-prefix=WARN %s < %t.err

; WARN: ncpu-opt: warning: __local variable @g has an initializer (100), which is ignored
; WARN-NOT: @z

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: %localVarTypes = type { i64, i64 }
; CHECK-NOT: store
; CHECK-LABEL: define void @k.mux-local-var-wrapper()
; CHECK-NEXT: alloca %localVarTypes, align 8
; CHECK-NOT: store
@z = internal addrspace(3) global i64 0
@g = internal addrspace(3) global i64 100

define void @k() #0 {
  %x = load i64, ptr addrspace(3) @g
  %y = load i64, ptr addrspace(3) @z
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
