; OpenCL 1.x atomics are monotonic atomicrmw/cmpxchg (min/max signed or unsigned by the
; mangled pointee; inc/dec add/sub 1); OpenCL 2.0 atomics are seq_cst, or switch on their
; memory_order argument (_explicit); definitions are internal alwaysinline under the mangled name.
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/atomics.ll | filecheck %s

; CHECK-LABEL: define dso_local spir_kernel void @opencl1(
; CHECK: call spir_func i32 @_Z10atomic_addPU3AS1Vii(

; CHECK-LABEL: define internal spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %x0, i32 noundef %x1)
; CHECK-SAME: #[[ATTRS:[0-9]+]]
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 monotonic, align 4
; CHECK-NEXT: ret i32 %0
; CHECK-LABEL: define internal {{.*}}@_Z10atomic_subPU3AS1Vii(
; CHECK: atomicrmw sub ptr addrspace(1) %x0, i32 %x1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z11atomic_xchgPU3AS1Vii(
; CHECK: atomicrmw xchg ptr addrspace(1) %x0, i32 %x1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z10atomic_incPU3AS1Vi(
; CHECK: atomicrmw add ptr addrspace(1) %x, i32 1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z10atomic_decPU3AS3Vj(
; CHECK: atomicrmw sub ptr addrspace(3) %x, i32 1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z10atomic_minPU3AS1Vii(
; CHECK: atomicrmw min ptr addrspace(1) %x0, i32 %x1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z10atomic_maxPU3AS3Vjj(
; CHECK: atomicrmw umax ptr addrspace(3) %x0, i32 %x1 monotonic
; CHECK-LABEL: define internal {{.*}}@_Z14atomic_cmpxchgPU3AS1Viii(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = cmpxchg ptr addrspace(1) %x0, i32 %x1, i32 %x2 monotonic monotonic, align 4
; CHECK-NEXT: %1 = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT: ret i32 %1
; CHECK-LABEL: define internal spir_func float @_Z11atomic_xchgPU3AS1Vff(
; CHECK: atomicrmw xchg ptr addrspace(1) %x0, float %x1 monotonic, align 4
; CHECK-LABEL: define internal {{.*}}@_Z8atom_addPU3AS1Vll(
; CHECK: atomicrmw add ptr addrspace(1) %x0, i64 %x1 monotonic, align 8
; CHECK-LABEL: define internal {{.*}}@_Z8atom_minPU3AS1Vmm(
; CHECK: atomicrmw umin ptr addrspace(1) %x0, i64 %x1 monotonic, align 8
; CHECK-LABEL: define internal {{.*}}@_Z12atom_cmpxchgPU3AS1Vlll(
; CHECK: cmpxchg ptr addrspace(1) %x0, i64 %x1, i64 %x2 monotonic monotonic, align 8

; CHECK-LABEL: define internal {{.*}}@_Z11atomic_initPU3AS1VU7_Atomicii(
; CHECK-NEXT: entry:
; CHECK-NEXT: store i32 %x1, ptr addrspace(1) %x0, align 4
; CHECK-LABEL: define internal {{.*}}@_Z12atomic_storePU3AS1VU7_Atomicii(
; CHECK: store atomic i32 %x1, ptr addrspace(1) %x0 seq_cst, align 4
; CHECK-LABEL: define internal {{.*}}@_Z11atomic_loadPU3AS1VU7_Atomici(
; CHECK: load atomic i32, ptr addrspace(1) %x seq_cst, align 4
; CHECK-LABEL: define internal {{.*}}@_Z15atomic_exchangePU3AS1VU7_Atomicii(
; CHECK: atomicrmw xchg ptr addrspace(1) %x0, i32 %x1 seq_cst
; CHECK-LABEL: define internal {{.*}}@_Z16atomic_fetch_minPU3AS1VU7_Atomicii(
; CHECK: atomicrmw min ptr addrspace(1) %x0, i32 %x1 seq_cst
; CHECK-LABEL: define internal {{.*}}@_Z16atomic_fetch_maxPU3AS1VU7_Atomicjj(
; CHECK: atomicrmw umax ptr addrspace(1) %x0, i32 %x1 seq_cst

; On failure the current value is stored to *expected.
; CHECK-LABEL: define internal spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPU3AS1ii(
; CHECK-NEXT: entry:
; CHECK-NEXT: %expected = load i32, ptr addrspace(1) %x1, align 4
; CHECK-NEXT: %0 = cmpxchg ptr addrspace(1) %x0, i32 %expected, i32 %x2 seq_cst seq_cst, align 4
; CHECK-NEXT: %success = extractvalue { i32, i1 } %0, 1
; CHECK-NEXT: br i1 %success, label %exchanged, label %failed
; CHECK: failed:
; CHECK-NEXT: %1 = extractvalue { i32, i1 } %0, 0
; CHECK-NEXT: store i32 %1, ptr addrspace(1) %x1, align 4
; CHECK: exchanged:
; CHECK-NEXT: ret i1 %success
; CHECK-LABEL: define internal {{.*}}@_Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPU3AS1ii(
; CHECK: cmpxchg weak ptr addrspace(1) %x0, i32 %expected, i32 %x2 seq_cst seq_cst

; memory_order: relaxed 0, acquire 2 (consume 1), release 3, acq_rel 4, anything else seq_cst.
; CHECK-LABEL: define internal {{.*}}@_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order(
; CHECK-NEXT: entry:
; CHECK-NEXT: switch i32 %x2, label %seq_cst [
; CHECK-NEXT: i32 0, label %monotonic
; CHECK-NEXT: i32 1, label %acquire
; CHECK-NEXT: i32 2, label %acquire
; CHECK-NEXT: i32 3, label %release
; CHECK-NEXT: i32 4, label %acq_rel
; CHECK: monotonic:
; CHECK-NEXT: %0 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 monotonic, align 4
; CHECK: acquire:
; CHECK-NEXT: %1 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 acquire, align 4
; CHECK: release:
; CHECK-NEXT: %2 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 release, align 4
; CHECK: acq_rel:
; CHECK-NEXT: %3 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 acq_rel, align 4
; CHECK: seq_cst:
; CHECK-NEXT: %4 = atomicrmw add ptr addrspace(1) %x0, i32 %x1 seq_cst, align 4
; CHECK: done:
; CHECK-NEXT: %result = phi i32 [ %0, %monotonic ], [ %1, %acquire ], [ %2, %release ], [ %3, %acq_rel ], [ %4, %seq_cst ]
; CHECK-NEXT: ret i32 %result
; The scope argument is ignored.
; CHECK-LABEL: define internal {{.*}}@_Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(
; CHECK: switch i32 %x2, label %seq_cst [
; Loads cannot release, stores cannot acquire: the next stronger ordering.
; CHECK-LABEL: define internal {{.*}}@_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order(
; CHECK: i32 3, label %acquire
; CHECK-NEXT: i32 4, label %acquire
; CHECK-LABEL: define internal {{.*}}@_Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order(
; CHECK: i32 2, label %release
; CHECK: store atomic i32 %x1, ptr addrspace(1) %x0 release, align 4
; The failure ordering follows from the success ordering.
; CHECK-LABEL: define internal {{.*}}@_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_(
; CHECK: switch i32 %x3, label %seq_cst [
; CHECK: cmpxchg ptr addrspace(1) %x0, i32 %expected, i32 %x2 release monotonic, align 4
; CHECK: cmpxchg ptr addrspace(1) %x0, i32 %expected, i32 %x2 acq_rel acquire, align 4
; CHECK: %result = phi { i32, i1 }
; A relaxed fence is no fence.
; CHECK-LABEL: define internal {{.*}}@_Z22atomic_work_item_fencej12memory_order12memory_scope(
; CHECK: switch i32 %x1, label %seq_cst [
; CHECK: relaxed:
; CHECK-NEXT: br label %done
; CHECK: fence acquire
; CHECK: fence release
; CHECK: fence acq_rel
; CHECK: fence seq_cst
; atomic_flag is an atomic_int.
; CHECK-LABEL: define internal {{.*}}@_Z24atomic_flag_test_and_setPU3AS1VU7_Atomici(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = atomicrmw xchg ptr addrspace(1) %x, i32 1 seq_cst, align 4
; CHECK-NEXT: %was_set = icmp ne i32 %0, 0
; CHECK-NEXT: ret i1 %was_set
; CHECK-LABEL: define internal {{.*}}@_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order(
; CHECK: store atomic i32 0, ptr addrspace(1) %x0 release, align 4
; CHECK-LABEL: define internal {{.*}}@_Z16atomic_fetch_addPU3AS3VU7_Atomicll(
; CHECK: atomicrmw add ptr addrspace(3) %x0, i64 %x1 seq_cst, align 8
; CHECK-LABEL: define internal spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(
; CHECK: atomicrmw fadd ptr addrspace(1) %x0, float %x1 seq_cst, align 4

; CHECK-NOT: declare
; CHECK: attributes #[[ATTRS]] = { alwaysinline nounwind
