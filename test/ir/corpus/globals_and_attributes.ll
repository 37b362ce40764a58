; Globals, aliases, ifuncs, comdats, sections, attributes of every form.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl asm_symbol"
module asm "asm_symbol: ret"

%struct.S = type { i32, [4 x i8], ptr }
%"quoted type" = type { i64 }
%struct.Empty = type {}

$comdat_any = comdat any
$comdat_big = comdat largest

@str = private unnamed_addr constant [6 x i8] c"hi\0A\00\22\5C", align 1
@s = dso_local global %struct.S { i32 1, [4 x i8] zeroinitializer, ptr @str }, section ".data.s", align 8
@q = internal global %"quoted type" { i64 -1 }, comdat($comdat_any)
@"quoted global" = hidden global i32 3, comdat($comdat_big), align 4
@comdat_any = linkonce_odr global i32 0, comdat
@ext = external global i32
@weak = extern_weak global i32
@ptrs = global [2 x ptr] [ptr @s, ptr getelementptr inbounds (i8, ptr @s, i64 8)]
@cexpr = global i64 ptrtoint (ptr @s to i64)
@sub = global i64 sub (i64 ptrtoint (ptr @s to i64), i64 ptrtoint (ptr @q to i64))
@vec = global <2 x i32> <i32 1, i32 2>
@packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>, align 1
@empty = global %struct.Empty zeroinitializer
@ext_init = externally_initialized global i32 0, code_model "large"
@attrs = global i32 0 #2
@sanitized = global i32 1, no_sanitize_address, sanitize_address_dyninit
@part = global i32 2, partition "part1"
@llvm.used = appending global [1 x ptr] [ptr @callee], section "llvm.metadata"
@dllimp = external dllimport global i32
@prot = protected addrspace(1) global float 1.000000e+00
@tok = external global target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0)

@alias = alias i32, ptr @"quoted global"
@alias2 = internal unnamed_addr alias %struct.S, ptr @s
@ifunc = ifunc void (), ptr @resolver

define internal ptr @resolver() {
  ret ptr @callee
}

define dso_local noundef nonnull align 8 dereferenceable(16) ptr @callee(ptr noalias nocapture noundef readonly align 4 dereferenceable_or_null(8) %p, ptr byval(%struct.S) align 8 %b, i32 signext range(i32 0, 10) %x, float nofpclass(nan inf) %f, ptr initializes((0, 4), (8, 12)) %w) #0 section ".text.callee" comdat($comdat_any) align 32 {
entry:
  %call = call noundef i32 @attr_callee(ptr nonnull %p, i32 zeroext 7) #1
  %2 = call ptr @llvm.ptrmask.p0.i64(ptr %p, i64 -8)
  ret ptr %p
}

declare i32 @attr_callee(ptr, i32) #1
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)

define void @sret_fn(ptr sret(%struct.S) %r) {
  ret void
}

define void @gc_func() gc "statepoint-example" prefix i32 123 prologue i8 144 {
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"()
  %1 = call i32 asm "mov $1, $0", "=r,r"(i32 5)
  call void @attr_callee_void() [ "deopt"(i32 1, ptr null), "gc-live"() ]
  notail call void @attr_callee_void()
  musttail call void @attr_callee_void()
  ret void
}

declare void @attr_callee_void()

define fastcc void @conv() unnamed_addr #3 {
  call fastcc void @conv()
  call cc 42 void @conv()
  ret void
}

define void @dso_equiv() {
  %1 = call ptr @resolver2(ptr dso_local_equivalent @attr_callee, ptr no_cfi @attr_callee)
  ret void
}

declare ptr @resolver2(ptr, ptr)

attributes #0 = { noinline nounwind optnone uwtable alignstack=16 allocsize(2) memory(argmem: readwrite, inaccessiblemem: read) "frame-pointer"="all" "no-value" vscale_range(1,16) }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { "global-attr"="x" }
attributes #3 = { cold minsize optsize "target-cpu"="x86-64" }
