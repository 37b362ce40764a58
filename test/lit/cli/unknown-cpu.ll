; An unknown -mcpu is one error line with the closest CPU names, before any
; work; LLVM alone warns once per function, then aborts on x86-64.
; RUN: not ncpu-opt -mcpu=skylak --filetype=obj %s -o %t.o 2>&1 | FileCheck %s
; RUN: not ncpu-opt -mtriple=aarch64-linux-gnu -mcpu=neovers-v1 --filetype=obj %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ARM
; RUN: not ncpu-opt -mcpu=notacpu -S %s 2>&1 | FileCheck %s --check-prefix=NOHINT
; RUN: not ncpu-opt -mcpu=skylak --filetype=obj %t.no-such-input 2>&1 | FileCheck %s

; CHECK-NOT: recognized
; CHECK: {{^}}ncpu-opt: error: unknown CPU 'skylak' for target '{{.*}}' (did you mean 'skylake'{{.*}}?){{$}}
; CHECK-NOT: {{.}}
; ARM-NOT: recognized
; ARM: {{^}}ncpu-opt: error: unknown CPU 'neovers-v1' for target 'aarch64-linux-gnu' (did you mean 'neoverse-v1'{{.*}}?){{$}}
; ARM-NOT: {{.}}
; NOHINT: {{^}}ncpu-opt: error: unknown CPU 'notacpu' for target '{{.*}}' (ncpu-opt -mcpu=help lists them){{$}}
; NOHINT-NOT: {{.}}

define void @f() {
  ret void
}

define void @g() {
  ret void
}
