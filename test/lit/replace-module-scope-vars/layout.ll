; The used __local globals become %localVarTypes members in the order of the
; globals, each at its own alignment with [N x i8] padding; unused ones are
; dropped; the alloca is aligned to the largest member alignment.
; Constant-expression uses (also under a phi) become instructions.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

; CHECK: %localVarTypes = type { %triplet, [8 x i8], %triplet, %triplet, [16 x i8], [5 x %triplet], [8 x i8], i64, i20, [4 x i8], i64 }
; CHECK-NOT: addrspace(3) global
%triplet = type { i64, i64, i64 }

@a = internal addrspace(3) global %triplet poison, align 16
@b = internal addrspace(3) global %triplet poison, align 16
@c = internal addrspace(3) global %triplet poison, align 8
@d = internal addrspace(3) global [5 x %triplet] poison, align 32
@e = internal addrspace(3) global i64 zeroinitializer, align 16
@f = internal addrspace(3) global i20 undef, align 1
@g = internal addrspace(3) global i64 undef
@unused = internal addrspace(3) global i64 undef

; CHECK-LABEL: define internal spir_func void @foo(ptr %out, ptr %0)
; CHECK-SAME: [[KATTRS:#[0-9]+]] !reqd_work_group_size [[REQD:![0-9]+]]
; CHECK: [[AP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 0
; CHECK-NEXT: [[A:%[0-9]+]] = addrspacecast ptr [[AP]] to ptr addrspace(3)
; CHECK-NEXT: %a1 = load i64, ptr addrspace(3) [[A]]
; CHECK-NEXT: [[BP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 2
; CHECK-NEXT: [[B:%[0-9]+]] = addrspacecast ptr [[BP]] to ptr addrspace(3)
; CHECK-NEXT: [[B2P:%.*]] = getelementptr inbounds %triplet, ptr addrspace(3) [[B]], i64 0, i32 1
; CHECK-NEXT: %b2 = load i64, ptr addrspace(3) [[B2P]]
; CHECK: getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 3
; CHECK: getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 5
; CHECK: getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 7
; CHECK: getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 8
; CHECK: call void @helper(ptr %out, ptr %0)
; CHECK-NEXT: [[GP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 10
; CHECK-NEXT: [[G3:%[0-9]+]] = addrspacecast ptr [[GP]] to ptr addrspace(3)
; CHECK-NEXT: [[G:%[0-9]+]] = addrspacecast ptr addrspace(3) [[G3]] to ptr
; CHECK: %p = phi ptr [ [[G]], %entry ]

; CHECK-LABEL: define spir_kernel void @foo.mux-local-var-wrapper(ptr %out)
; CHECK-SAME: [[WATTRS:#[0-9]+]] !reqd_work_group_size [[REQD]]
; CHECK-NEXT: [[FRAME:%[0-9]+]] = alloca %localVarTypes, align 32
; CHECK-NEXT: call spir_func void @foo(ptr %out, ptr [[FRAME]])
; CHECK-NEXT: ret void

; CHECK-LABEL: define internal void @helper(ptr %out, ptr %0)
; CHECK-NEXT: getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 10
define spir_kernel void @foo(ptr %out) #0 !reqd_work_group_size !0 {
entry:
  %a1 = load i64, ptr addrspace(3) @a, align 8
  %b2 = load i64, ptr addrspace(3) getelementptr inbounds (%triplet, ptr addrspace(3) @b, i64 0, i32 1), align 8
  %c1 = load i64, ptr addrspace(3) @c, align 8
  %d1 = load i64, ptr addrspace(3) @d, align 8
  %e = load i64, ptr addrspace(3) @e, align 8
  %f = load i20, ptr addrspace(3) @f
  call void @helper(ptr %out)
  br label %next
next:
  %p = phi ptr [ addrspacecast (ptr addrspace(3) @g to ptr), %entry ]
  store i64 1, ptr %p
  ret void
}

define internal void @helper(ptr %out) {
  %x = load i64, ptr addrspace(3) @g
  store i64 %x, ptr %out
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
!0 = !{i32 4, i32 1, i32 1}

; CHECK-DAG: attributes [[KATTRS]] = { alwaysinline }
; CHECK-DAG: attributes [[WATTRS]] = { nounwind "mux-base-fn-name"="foo" "mux-kernel"="entry-point" }
