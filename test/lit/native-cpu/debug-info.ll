; REQUIRES: native-cpu
; clang -g output (test/kernels/ll-debug) goes through the whole pipeline and
; code generation without a word on stderr, and keeps its debug info: no pass
; leaves a DISubprogram LLVM rejects (builtins defined from clang's
; declarations, clones made by vecz and work-item-loops).
; RUN: ncpu-opt -passes=native-cpu --filetype=obj %S/../../kernels/ll-debug/vecmath.ll -o %t.o 2> %t.err
; RUN: filecheck %s --check-prefix=QUIET --input-file=%t.err --allow-empty
; RUN: ncpu-opt -passes=native-cpu --filetype=obj %S/../../kernels/ll-debug/histogram.ll -o %t.o 2> %t.err
; RUN: filecheck %s --check-prefix=QUIET --input-file=%t.err --allow-empty
; RUN: ncpu-opt -passes=native-cpu -S %S/../../kernels/ll-debug/vecmath.ll -o %t.ll 2> %t.err
; RUN: filecheck %s --check-prefix=QUIET --input-file=%t.err --allow-empty
; RUN: filecheck %s --input-file=%t.ll

; QUIET-NOT: {{.}}

; CHECK-LABEL: define void @vecmath.mux-kernel-wrapper(
; CHECK: !dbg !{{[0-9]+}}
; CHECK: !llvm.dbg.cu = !{!{{[0-9]+}}}
; CHECK: distinct !DISubprogram(name: "vecmath"
