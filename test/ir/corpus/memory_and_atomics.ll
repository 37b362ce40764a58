; Memory instructions, atomics, fences and address spaces.
target datalayout = "e-m:e-i64:64-n32:64-S128"

%struct.Pair = type { i32, float }
%struct.Packed = type <{ i8, i32 }>
%struct.Opaque = type opaque

@g = global i32 0, align 4
@tls = thread_local(initialexec) global i32 5, align 4
@local = internal addrspace(3) global [16 x float] undef, align 4

define void @memory(ptr %p, ptr addrspace(1) %q, i64 %n) {
entry:
  %a = alloca %struct.Pair, align 4
  %arr = alloca i32, i64 %n, align 16
  %a5 = alloca float, align 4, addrspace(5)
  %v = load volatile i32, ptr %p, align 4
  store volatile i32 %v, ptr %arr, align 4
  %f = getelementptr inbounds nuw %struct.Pair, ptr %a, i64 0, i32 1
  store float 1.500000e+00, ptr %f, align 4
  %at = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic i32 %at, ptr addrspace(1) %q seq_cst, align 4
  %old = atomicrmw add ptr %p, i32 1 monotonic, align 4
  %fo = atomicrmw volatile fadd ptr addrspace(1) %q, float 1.000000e+00 syncscope("agent") seq_cst, align 4
  %pair = cmpxchg weak volatile ptr %p, i32 %old, i32 3 acq_rel monotonic, align 4
  %okbit = extractvalue { i32, i1 } %pair, 1
  fence syncscope("workgroup") release
  fence seq_cst
  %lp = getelementptr [16 x float], ptr addrspace(3) @local, i64 0, i64 %n
  %lv = load float, ptr addrspace(3) %lp, align 4
  %cast = addrspacecast ptr addrspace(3) %lp to ptr
  %pi = ptrtoint ptr %cast to i64
  %ip = inttoptr i64 %pi to ptr
  %tl = load i32, ptr @tls, align 4
  %pk = getelementptr %struct.Packed, ptr %ip, i64 0, i32 1
  ret void
}

define i32 @varargs(i32 %n, ...) {
entry:
  %ap = alloca ptr, align 8
  call void @llvm.va_start.p0(ptr %ap)
  %x = va_arg ptr %ap, i32
  call void @llvm.va_end.p0(ptr %ap)
  %fr = freeze i32 %x
  ret i32 %fr
}

declare void @llvm.va_start.p0(ptr)
declare void @llvm.va_end.p0(ptr)
