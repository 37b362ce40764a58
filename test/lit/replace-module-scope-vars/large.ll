; A struct of more than 64 KiB is not an alloca (unlike OCK's): the stack of the thread
; running the work-group (512 KiB for a threading.stack_size(512 * 1024) launcher) would
; bound it.  The wrapper aligned_allocs it (a failure traps), frees it after the call, and
; drops the memory attributes that would forbid that.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: %localVarTypes = type { [32768 x float] }
@tile = internal addrspace(3) global [32768 x float] poison, align 4

; CHECK: define spir_kernel void @big.mux-local-var-wrapper(ptr %out) [[WATTRS:#[0-9]+]] {
; CHECK-NEXT: %localVarTypes.heap-buffer = call ptr @aligned_alloc(i64 16, i64 131072)
; CHECK-NEXT: %localVarTypes.failed = icmp eq ptr %localVarTypes.heap-buffer, null
; CHECK-NEXT: br i1 %localVarTypes.failed, label %localVarTypes.no-memory, label %localVarTypes.ready
; CHECK: localVarTypes.no-memory:
; CHECK-NEXT: call void @llvm.trap()
; CHECK-NEXT: unreachable
; CHECK: localVarTypes.ready:
; CHECK-NEXT: call spir_func void @big(ptr %out, ptr %localVarTypes.heap-buffer)
; CHECK-NEXT: call void @free(ptr %localVarTypes.heap-buffer)
; CHECK-NEXT: ret void
define spir_kernel void @big(ptr %out) #0 {
  %v = load float, ptr addrspace(3) getelementptr inbounds ([32768 x float], ptr addrspace(3) @tile, i64 0, i64 32767)
  store float %v, ptr %out
  ret void
}

; CHECK: attributes [[WATTRS]] = { nounwind "mux-base-fn-name"="big" "mux-kernel" }
attributes #0 = { "mux-kernel" memory(argmem: write) nofree }
