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

; CHECK-LABEL: define internal void @k(ptr %out, ptr %0)
; CHECK-NEXT: call void @mid(ptr %out, ptr %0)
; CHECK-NEXT: call void @plain(ptr %out)
; CHECK-LABEL: define void @k.mux-local-var-wrapper(ptr %out)
; CHECK-NEXT: [[FRAME:%[0-9]+]] = alloca %localVarTypes, align 4
; CHECK-NEXT: call void @k(ptr %out, ptr [[FRAME]])
define void @k(ptr %out) #0 {
  call void @mid(ptr %out)
  call void @plain(ptr %out)
  ret void
}

; CHECK-LABEL: define void @mid(ptr %p, ptr %0)
; CHECK-NEXT: call void @leaf(i32 3, ptr %0)
define void @mid(ptr %p) {
  call void @leaf(i32 3)
  ret void
}

; memory(argmem: ...) no longer covers the struct accesses, so it is dropped.
; CHECK-LABEL: define internal void @leaf(i32 %i, ptr %0) {
; CHECK-NEXT: [[NP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 1
; CHECK-NEXT: [[N:%[0-9]+]] = addrspacecast ptr [[NP]] to ptr addrspace(3)
; CHECK-NEXT: store i32 %i, ptr addrspace(3) [[N]]
; CHECK-NEXT: [[BUFP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 0
; CHECK-NEXT: [[BUF:%[0-9]+]] = addrspacecast ptr [[BUFP]] to ptr addrspace(3)
; CHECK-NEXT: %e = getelementptr inbounds float, ptr addrspace(3) [[BUF]], i32 %i
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

; CHECK: attributes #{{[0-9]+}} = { nounwind "mux-base-fn-name"="k" "mux-kernel"="entry-point" }

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { memory(argmem: readwrite) }
