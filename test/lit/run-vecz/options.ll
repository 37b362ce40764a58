; Invalid options are errors (exit 1).
; RUN: not ncpu-opt -passes='run-vecz<width=3>' -S %s 2>&1 | filecheck %s --check-prefix=WIDTH
; RUN: not ncpu-opt -passes='run-vecz<width=128>' -S %s 2>&1 | filecheck %s --check-prefix=WIDE
; RUN: not ncpu-opt -passes='run-vecz<dim=3>' -S %s 2>&1 | filecheck %s --check-prefix=DIM
; RUN: not ncpu-opt -passes='run-vecz<auto;always>' -S %s 2>&1 | filecheck %s --check-prefix=AUTO
; RUN: not ncpu-opt -passes='run-vecz<choices=Foo>' -S %s 2>&1 | filecheck %s --check-prefix=CHOICE
; RUN: not ncpu-opt -passes='run-vecz<kernel=nosuch>' -S %s 2>&1 | filecheck %s --check-prefix=KERNEL
; RUN: not ncpu-opt -passes='run-vecz<bogus>' -S %s 2>&1 | filecheck %s --check-prefix=BOGUS

; WIDTH: ncpu-opt: error: run-vecz: width must be a power of two up to 64 (0: the target's), got 3
; WIDE: ncpu-opt: error: run-vecz: width must be a power of two up to 64 (0: the target's), got 128
; DIM: ncpu-opt: error: run-vecz: dim must be 0, 1 or 2, got 3
; AUTO: ncpu-opt: error: run-vecz: 'auto' and 'always' exclude each other
; CHOICE: ncpu-opt: error: run-vecz: unknown vectorization choice 'Foo' (known: VectorPredication)
; KERNEL: ncpu-opt: error: run-vecz: no kernel named 'nosuch'
; BOGUS: ncpu-opt: error: {{.*}}invalid RunVeczPass parameter 'bogus' (pass 'run-vecz' takes:

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
