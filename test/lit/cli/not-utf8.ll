; LLVM reads a .ll as bytes: a comment may hold any (Latin-1 here), and so may quoted
; strings and names, which LLVM prints back as \XX escapes; bytes LLVM itself prints
; unescaped (a string attribute's key) are escaped too, for our IR to read them.
; RUN: printf '; caf\351\n@s = constant [4 x i8] c"caf\351"\n@"n\351" = global i32 0\ndefine void @f() #0 {\n  ret void\n}\nattributes #0 = { "k\351"="v\351" }\n' > %t.ll
; RUN: ncpu-opt -S %t.ll | FileCheck %s
; RUN: ncpu-opt -S %t.ll -passes=internalize-helpers | FileCheck %s
; Text from stdin and bitcode are read the same way.
; RUN: ncpu-opt -S - < %t.ll | FileCheck %s
; RUN: ncpu-opt %t.ll -o %t.bc && ncpu-opt -S %t.bc | FileCheck %s

; CHECK: @s = constant [4 x i8] c"caf\E9"
; CHECK: @"n\E9" = global i32 0
; CHECK: attributes #0 = { "k\E9"="v\E9" }
