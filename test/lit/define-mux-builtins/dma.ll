; The DMA builtins are not defined yet: a clear error.
; RUN: not ncpu-opt -passes=add-sched-params,define-mux-builtins -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: not supported yet: @__mux_dma_read_1D: the DMA builtins are not defined by define-mux-builtins yet

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

define void @k(ptr addrspace(3) %dst, ptr addrspace(1) %src) #0 {
  %e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %dst, ptr addrspace(1) %src, i64 16, ptr null)
  ret void
}
declare ptr @__mux_dma_read_1D(ptr addrspace(3), ptr addrspace(1), i64, ptr)
attributes #0 = { "mux-kernel"="entry-point" }
