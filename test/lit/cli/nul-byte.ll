; A NUL byte in a .ll is whitespace, as LLVM's lexer reads it (and a byte of a string
; inside quotes), never the end of the module: llvmlite hands LLVM a C string.
; RUN: printf '@a = global i32 1\n\000\n@b = global i32 2 \000\n@s = constant [3 x i8] c"x\000y"\n' > %t.ll
; RUN: ncpu-opt -S %t.ll | FileCheck %s
; RUN: ncpu-opt -S %t.ll -passes=internalize-helpers | FileCheck %s

; CHECK: @a = global i32 1
; CHECK: @b = global i32 2
; CHECK: @s = constant [3 x i8] c"x\00y"
