; Every kernel is wrapped, entry point or not: "mux-kernel" (whatever its
; value) moves to the wrapper, which keeps the kernel's attributes, adds
; nounwind, and copies its metadata; the kernel keeps its metadata.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@x = internal addrspace(3) global i32 poison, align 4

; CHECK-LABEL: define internal spir_func void @plain_kernel(ptr %out, ptr %0)
; CHECK-SAME: [[KATTRS:#[0-9]+]] !md [[MD:![0-9]+]] {
; CHECK-LABEL: define spir_kernel void @plain_kernel.mux-local-var-wrapper(ptr %out)
; CHECK-SAME: [[WATTRS:#[0-9]+]] !md [[MD]] {
; CHECK-NEXT: [[FRAME:%[0-9]+]] = alloca %localVarTypes, align 4
; CHECK-NEXT: call spir_func void @plain_kernel(ptr %out, ptr [[FRAME]])
define spir_kernel void @plain_kernel(ptr %out) #0 !md !0 {
  %v = load i32, ptr addrspace(3) @x
  store i32 %v, ptr %out
  ret void
}

; CHECK-DAG: attributes [[KATTRS]] = { alwaysinline "test"="1" }
; CHECK-DAG: attributes [[WATTRS]] = { nounwind "mux-base-fn-name"="plain_kernel" "mux-kernel" "test"="1" }
attributes #0 = { "mux-kernel" "test"="1" }
!0 = !{!"md"}
