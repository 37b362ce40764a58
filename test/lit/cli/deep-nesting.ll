; Nesting deeper than 128 brackets is refused before LLVM sees it (a type 100 000 deep
; overflowed LLVM's parser, a crash; 200 constant expressions deep, ours), with the
; place of the first bracket too deep; 128 still works, through our passes too.
; RUN: %python -c "print('@g = global ' + '{' * 129 + 'i32' + '}' * 129 + ' zeroinitializer')" > %t.129.ll
; RUN: not ncpu-opt -S %t.129.ll 2>&1 | FileCheck %s --check-prefix=DEEP
; RUN: %python -c "print('@g = global ' + '{' * 100000 + 'i32' + '}' * 100000 + ' zeroinitializer')" > %t.100k.ll
; RUN: not ncpu-opt -S %t.100k.ll 2>&1 | FileCheck %s --check-prefix=DEEP
; RUN: %python -c "print('@x = global i8 0'); print('@g = global ' + 'ptr getelementptr (i8, ' * 200 + 'ptr @x' + ', i64 1)' * 200)" > %t.gep.ll
; RUN: not ncpu-opt -S %t.gep.ll -passes=internalize-helpers 2>&1 | FileCheck %s --check-prefix=GEP
; RUN: %python -c "print('@g = global ' + '{' * 128 + 'i32' + '}' * 128 + ' zeroinitializer')" > %t.128.ll
; RUN: ncpu-opt -S %t.128.ll -passes=internalize-helpers | FileCheck %s --check-prefix=OK

; DEEP: ncpu-opt: error: {{.*}}.ll:1:141: nesting deeper than 128 brackets (types, constants or metadata nested this deep are not supported)
; GEP: ncpu-opt: error: {{.*}}gep.ll:2:{{[0-9]+}}: nesting deeper than 128 brackets
; OK: @g = global {{([{] ){128}i32( [}]){127} [}]}} zeroinitializer
