; A __local global inside an aggregate constant operand: the aggregate is
; rebuilt from poison by insertvalue (insertelement for a vector), its
; elements' constant expressions becoming instructions first.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@v = internal addrspace(3) global i32 poison, align 4

; CHECK-LABEL: define internal void @k(ptr %out, ptr %0)
; CHECK-NEXT: [[P:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 0
; CHECK-NEXT: [[L:%[0-9]+]] = addrspacecast ptr [[P]] to ptr addrspace(3)
; CHECK-NEXT: [[G:%[0-9]+]] = addrspacecast ptr addrspace(3) [[L]] to ptr
; CHECK-NEXT: [[I:%[0-9]+]] = ptrtoint ptr [[G]] to i64
; CHECK-NEXT: [[A0:%[0-9]+]] = insertvalue [2 x i64] poison, i64 [[I]], 0
; CHECK-NEXT: [[A1:%[0-9]+]] = insertvalue [2 x i64] [[A0]], i64 7, 1
; CHECK-NEXT: %agg = insertvalue [2 x i64] [[A1]], i64 1, 1
; CHECK: [[VL:%[0-9]+]] = addrspacecast ptr [[VP:%[0-9]+]] to ptr addrspace(3)
; CHECK-NEXT: [[V0:%[0-9]+]] = insertelement <2 x ptr addrspace(3)> poison, ptr addrspace(3) [[VL]], i32 0
; CHECK-NEXT: [[V1:%[0-9]+]] = insertelement <2 x ptr addrspace(3)> [[V0]], ptr addrspace(3) null, i32 1
; CHECK-NEXT: %vec = shufflevector <2 x ptr addrspace(3)> [[V1]]
define void @k(ptr %out) #0 {
  %agg = insertvalue [2 x i64] [i64 ptrtoint (ptr addrspacecast (ptr addrspace(3) @v to ptr) to i64), i64 7], i64 1, 1
  store [2 x i64] %agg, ptr %out
  %vec = shufflevector <2 x ptr addrspace(3)> <ptr addrspace(3) @v, ptr addrspace(3) null>, <2 x ptr addrspace(3)> poison, <2 x i32> zeroinitializer
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
