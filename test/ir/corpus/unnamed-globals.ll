; Unnamed globals and functions (@0, @1, ...) stay unnamed: they print bare, not as @"0".
@0 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@1 = private unnamed_addr constant { i32, ptr } { i32 7, ptr @0 }, align 8
@named = global ptr @1

define internal i32 @2(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @user() {
  %r = call i32 @2(ptr @1)
  ret i32 %r
}
