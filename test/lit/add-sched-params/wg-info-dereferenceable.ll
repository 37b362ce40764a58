; %wg-info is dereferenceable for OCK's part of %MuxWorkGroupInfo (up to
; work_dim, padded: 104 bytes with a 64-bit size_t), not for ncpu-opt's
; non-uniform extension after it; both structs are noalias.
; RUN: ncpu-opt -passes=add-sched-params -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.mux-sched-wrapper(
; CHECK-SAME: ptr noalias nonnull align 8 dereferenceable(40) %wi-info, ptr noalias nonnull align 8 dereferenceable(104) %wg-info)
define void @k() #0 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
