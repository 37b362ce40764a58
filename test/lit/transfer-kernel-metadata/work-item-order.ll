; The work-item order is written only when asked for; a bad one is an error.
; RUN: ncpu-opt -passes=transfer-kernel-metadata -S %s | filecheck %s --check-prefix=DEFAULT
; RUN: ncpu-opt -passes='transfer-kernel-metadata<work-item-order=zyx>' -S %s | filecheck %s --check-prefix=ZYX
; RUN: not ncpu-opt -passes='transfer-kernel-metadata<work-item-order=xxy>' -S %s 2>&1 | filecheck %s --check-prefix=BAD

; DEFAULT-NOT: mux-work-item-order
; ZYX: attributes #{{[0-9]+}} = { "mux-kernel"="entry-point" "mux-orig-fn"="k" "mux-work-item-order"="zyx" }
; BAD: ncpu-opt: error: {{.*}}transfer-kernel-metadata{{.*}}work-item-order 'xxy' is not a permutation of xyz

define spir_kernel void @k() {
  ret void
}
