; A loop that leaves on an atomic's result is refused: a spin lock (@spin) would
; deadlock, since the work-items of one call leave the loop together and the one
; holding the lock releases it only after the loop; a compare-exchange retry
; loop (@cas) is refused alike.  A loop whose exit does not depend on its atomic
; (@counted) is vectorised.
; RUN: ncpu-opt -passes='run-vecz<always;width=4>,verify' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @spin: a loop waits on an atomic (a spin lock or compare-exchange loop): its work-items would wait for each other in lockstep
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @cas: a loop waits on an atomic
; CHECK-NOT: could not vectorize kernel @counted
; CHECK: define spir_kernel void @__vecz_v4_counted(

declare i64 @__mux_get_global_id(i32)

define spir_kernel void @spin(ptr addrspace(1) %lock, ptr addrspace(1) %counter) #0 {
entry:
  br label %wait

wait:
  %held = atomicrmw xchg ptr addrspace(1) %lock, i32 1 acquire, align 4
  %busy = icmp ne i32 %held, 0
  br i1 %busy, label %wait, label %critical

critical:
  %c = load i32, ptr addrspace(1) %counter, align 4
  %c1 = add i32 %c, 1
  store i32 %c1, ptr addrspace(1) %counter, align 4
  store atomic i32 0, ptr addrspace(1) %lock release, align 4
  ret void
}

define spir_kernel void @cas(ptr addrspace(1) %total) #0 {
entry:
  %id = call i64 @__mux_get_global_id(i32 0)
  %add = trunc i64 %id to i32
  %first = load atomic i32, ptr addrspace(1) %total monotonic, align 4
  br label %retry

retry:
  %expected = phi i32 [ %first, %entry ], [ %seen, %retry ]
  %new = add i32 %expected, %add
  %pair = cmpxchg ptr addrspace(1) %total, i32 %expected, i32 %new seq_cst seq_cst, align 4
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %done, label %retry

done:
  ret void
}

define spir_kernel void @counted(ptr addrspace(1) %bins, i32 %n) #0 {
entry:
  %id = call i64 @__mux_get_global_id(i32 0)
  %bin = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %id
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %old = atomicrmw add ptr addrspace(1) %bin, i32 1 monotonic, align 4
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
