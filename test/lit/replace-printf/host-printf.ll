; A printf declared as C's (C calling convention, format in address space 0)
; is the host's already: the pass leaves it and its calls alone.
; RUN: ncpu-opt -passes=replace-printf -S %s | filecheck %s

; CHECK: @fmt = private constant [8 x i8] c"%v4hlf\0A\00"
; CHECK: %r = call i32 (ptr, ...) @printf(ptr @fmt, <4 x float> %v)
; CHECK: declare i32 @printf(ptr, ...)

target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [8 x i8] c"%v4hlf\0A\00"

define void @f(<4 x float> %v) {
  %r = call i32 (ptr, ...) @printf(ptr @fmt, <4 x float> %v)
  ret void
}

declare i32 @printf(ptr, ...)
