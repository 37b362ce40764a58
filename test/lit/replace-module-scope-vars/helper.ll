; A helper that uses a __local global gets the struct pointer, and so does
; every function between it and the kernel (transitively); functions that do
; not need it keep their signature. Unused __local globals are just removed.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@buf = internal addrspace(3) global [16 x float] poison, align 4
@n = internal addrspace(3) global i32 undef, align 4
@unused = internal addrspace(3) global i64 undef, align 8

; CHECK: %localVarTypes = type { [16 x float], i32 }
; CHECK-NOT: @unused

; CHECK-LABEL: define internal void @k(ptr %out, ptr %local-vars)
; CHECK-NEXT: call void @mid(ptr %out, ptr %local-vars)
; CHECK-NEXT: call void @plain(ptr %out)
; CHECK-LABEL: define void @k.mux-local-var-wrapper(ptr %out)
; CHECK-NEXT: entry:
; CHECK-NEXT: %local-vars = alloca %localVarTypes, align 4
; CHECK-NEXT: call void @k(ptr %out, ptr %local-vars)
define void @k(ptr %out) #0 {
  call void @mid(ptr %out)
  call void @plain(ptr %out)
  ret void
}

; CHECK-LABEL: define void @mid(ptr %p, ptr %local-vars)
; CHECK-NEXT: call void @leaf(i32 3, ptr %local-vars)
define void @mid(ptr %p) {
  call void @leaf(i32 3)
  ret void
}

; memory(argmem: ...) no longer covers the struct accesses, so it is dropped.
; CHECK-LABEL: define internal void @leaf(i32 %i, ptr %local-vars) {
; CHECK-NEXT: %n.ptr = getelementptr inbounds %localVarTypes, ptr %local-vars, i32 0, i32 1
; CHECK-NEXT: %n = addrspacecast ptr %n.ptr to ptr addrspace(3)
; CHECK-NEXT: store i32 %i, ptr addrspace(3) %n
; CHECK-NEXT: %buf.ptr = getelementptr inbounds %localVarTypes, ptr %local-vars, i32 0, i32 0
; CHECK-NEXT: %buf = addrspacecast ptr %buf.ptr to ptr addrspace(3)
; CHECK-NEXT: %e = getelementptr inbounds float, ptr addrspace(3) %buf, i32 %i
define internal void @leaf(i32 %i) #1 {
  store i32 %i, ptr addrspace(3) @n
  %e = getelementptr inbounds float, ptr addrspace(3) @buf, i32 %i
  store float 1.0, ptr addrspace(3) %e
  ret void
}

; CHECK-LABEL: define void @plain(ptr %p) {
define void @plain(ptr %p) {
  ret void
}

; CHECK: attributes #{{[0-9]+}} = { "mux-base-fn-name"="k" "mux-kernel"="entry-point" "mux-local-mem-usage"="68" }

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { memory(argmem: readwrite) }
