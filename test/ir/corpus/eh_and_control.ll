; Exception handling, switches, indirect branches and other control flow.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@jumps = internal constant [2 x ptr] [ptr blockaddress(@indirect, %a), ptr blockaddress(@indirect, %b)]

declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
declare ptr @__cxa_begin_catch(ptr)

define i32 @invoker(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %lpad

ok:
  ret i32 0

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr null
  %sel = extractvalue { ptr, i32 } %lp, 1
  %agg = insertvalue { ptr, i32 } %lp, i32 7, 1
  %c = icmp eq i32 %sel, 1
  br i1 %c, label %handler, label %again

handler:
  %p = extractvalue { ptr, i32 } %lp, 0
  %e = call ptr @__cxa_begin_catch(ptr %p)
  ret i32 1

again:
  resume { ptr, i32 } %agg
}

define i32 @switcher(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %zero
    i32 5, label %five
    i32 -3, label %zero
  ]

zero:
  br label %def

five:
  br label %def

def:
  %r = phi i32 [ 1, %entry ], [ 2, %zero ], [ 3, %five ]
  ret i32 %r
}

define i32 @indirect(i32 %i) {
entry:
  %slot = getelementptr inbounds [2 x ptr], ptr @jumps, i64 0, i32 %i
  %target = load ptr, ptr %slot, align 8
  indirectbr ptr %target, [label %a, label %b]

a:
  ret i32 10

b:
  ret i32 20
}

define void @unnamed_blocks(i1 %0) {
  br i1 %0, label %2, label %3

2:
  br label %3

3:
  %4 = phi i32 [ 0, %1 ], [ 1, %2 ]
  unreachable
}

define i32 @asm_goto(i32 %x) {
entry:
  %r = callbr i32 asm "jmp ${1:l}", "=r,!i"()
          to label %normal [label %other]

normal:
  ret i32 %r

other:
  ret i32 0
}

declare i32 @__CxxFrameHandler3(...)

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw(i32 1)
          to label %done unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %catch] unwind label %cleanup

catch:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %done

cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller

done:
  ret void
}
