; An unknown -mattr feature is one error line with the closest feature names;
; a feature without '+' or '-' (on which LLVM aborts) is an error too.
; RUN: not ncpu-opt -mattr=+avx3 --filetype=obj %s -o %t.o 2>&1 | FileCheck %s
; RUN: not ncpu-opt -mtriple=aarch64-linux-gnu -mattr=+neonn --filetype=obj %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ARM
; RUN: not ncpu-opt -mtriple=x86_64-linux-gnu -mattr=+sse2,avx2 --filetype=asm %s 2>&1 | FileCheck %s --check-prefix=SIGN
; RUN: ncpu-opt -mtriple=x86_64-linux-gnu -mcpu=skylake -mattr=+avx2,-fma --filetype=asm %s 2>&1 | FileCheck %s --check-prefix=GOOD

; CHECK-NOT: recognized
; CHECK: {{^}}ncpu-opt: error: unknown feature '+avx3' for target '{{.*}}' (did you mean {{.*}}'+avx2'{{.*}}?){{$}}
; CHECK-NOT: {{.}}
; ARM-NOT: recognized
; ARM: {{^}}ncpu-opt: error: unknown feature '+neonn' for target 'aarch64-linux-gnu' (did you mean '+neon'{{.*}}?){{$}}
; ARM-NOT: {{.}}
; SIGN: {{^}}ncpu-opt: error: feature 'avx2' needs '+' or '-' in front (+avx2 to enable it, -avx2 to disable it){{$}}
; GOOD-NOT: recognized
; GOOD: f:

define void @f() {
  ret void
}
