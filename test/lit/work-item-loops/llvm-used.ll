; @llvm.used names the entry point: it follows the kernel to its wrapper.
; RUN: ncpu-opt -passes=work-item-loops -S %s | filecheck %s

; CHECK-LABEL: @llvm.used = appending global [2 x ptr] [ptr @K.mux-barrier-wrapper, ptr @helper], section "llvm.metadata"
@llvm.used = appending global [2 x ptr] [ptr @K, ptr @helper], section "llvm.metadata"

; CHECK-LABEL: define internal void @K()
define void @K() #0 {
  ret void
}

define void @helper() {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
