; Quoted names, name collisions across functions, numbered values, target types.
%"struct.odd name" = type { i8 }

define void @"quoted fn"(ptr %"arg with space") {
"entry block":
  %"val.1" = load i8, ptr %"arg with space", align 1
  %"\01weird" = add i8 %"val.1", 1
  br label %"next block"

"next block":
  ret void
}

define i32 @loops(i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit

body:
  %acc.next = add i32 %acc, %i
  br label %latch

latch:
  %i.next = add nuw i32 %i, 1
  br label %loop, !llvm.loop !0

exit:
  ret i32 %acc
}

define target("spirv.Event") @tgt(target("spirv.Event") %e) {
  ret target("spirv.Event") %e
}

declare token @llvm.experimental.convergence.entry()
declare void @convergent_callee() convergent

define void @tok() convergent {
  %t = call token @llvm.experimental.convergence.entry()
  call void @convergent_callee() [ "convergencectrl"(token %t) ]
  ret void
}

define { i32, float } @agg() {
  ret { i32, float } { i32 1, float 2.000000e+00 }
}

define <2 x ptr> @vgep(ptr %p, <2 x i64> %i) {
  %g = getelementptr i32, ptr %p, <2 x i64> %i
  ret <2 x ptr> %g
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}

; A global and a function with repeated attachment kinds.
@twice = global i32 0, !my.kind !2, !my.kind !3

define void @repeated_kinds() !codeplay_ca_vecz.base !4 !codeplay_ca_vecz.base !5 {
  ret void
}

!2 = !{!"first"}
!3 = !{!"second"}
!4 = !{!6, ptr @tok}
!5 = !{!7, ptr @agg}
!6 = !{i32 4, i32 0, i32 0, i32 0}
!7 = !{i32 8, i32 0, i32 0, i32 0}
