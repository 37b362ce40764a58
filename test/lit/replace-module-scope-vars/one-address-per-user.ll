; An instruction naming a __local global in several operands (icmp, cmpxchg)
; gets one member address, before it, standing for all of them.
; RUN: ncpu-opt -passes=replace-module-scope-vars,verify -S %s | filecheck %s

target datalayout = "e-p:64:64:64-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "spir64-unknown-unknown"

@p = internal addrspace(3) global ptr addrspace(3) poison, align 8
@x = internal addrspace(3) global i32 poison, align 4

; CHECK-LABEL: define internal void @k(ptr %out, ptr %0)
; CHECK-NEXT: [[XP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 1
; CHECK-NEXT: [[X:%[0-9]+]] = addrspacecast ptr [[XP]] to ptr addrspace(3)
; CHECK-NEXT: %same = icmp eq ptr addrspace(3) [[X]], [[X]]
; CHECK-NEXT: [[PP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 0
; CHECK-NEXT: [[P:%[0-9]+]] = addrspacecast ptr [[PP]] to ptr addrspace(3)
; CHECK-NEXT: [[XP2:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 1
; CHECK-NEXT: [[X2:%[0-9]+]] = addrspacecast ptr [[XP2]] to ptr addrspace(3)
; CHECK-NEXT: %old = cmpxchg ptr addrspace(3) [[P]], ptr addrspace(3) [[X2]], ptr addrspace(3) [[X2]] acq_rel monotonic
define void @k(ptr %out) #0 {
  %same = icmp eq ptr addrspace(3) @x, @x
  %old = cmpxchg ptr addrspace(3) @p, ptr addrspace(3) @x, ptr addrspace(3) @x acq_rel monotonic
  store i1 %same, ptr %out
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
