; kernel=NAME vectorises only that kernel (matched by name or by its
; "mux-base-fn-name"); the others are left alone, with no .base.fail.
; RUN: ncpu-opt -passes='run-vecz<width=4;kernel=b>,verify' -S %s | filecheck %s --check-prefix=B
; RUN: ncpu-opt -passes='run-vecz<width=4;kernel=orig>,verify' -S %s | filecheck %s --check-prefix=ORIG

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; B: define spir_kernel void @a() #{{[0-9]+}} {
; B: define spir_kernel void @b() #{{[0-9]+}} !codeplay_ca_vecz.base
; B: define spir_kernel void @__vecz_v4_b()
; B: define spir_kernel void @c.renamed() #{{[0-9]+}} {
; B-NOT: define {{.*}}@__vecz

; ORIG-NOT: define {{.*}}@__vecz_v4_a
; ORIG-NOT: define {{.*}}@__vecz_v4_b
; ORIG: define spir_kernel void @c.renamed() #{{[0-9]+}} !codeplay_ca_vecz.base
; ORIG: define spir_kernel void @__vecz_v4_c.renamed() #[[A:[0-9]+]]
; ORIG: attributes #[[A]] = { "mux-base-fn-name"="orig" "mux-kernel"="entry-point" }

define spir_kernel void @a() #0 {
  ret void
}
define spir_kernel void @b() #0 {
  ret void
}
define spir_kernel void @c.renamed() #1 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="orig" }
