; '%%' stays a literal percent; '%s' takes a string (a literal in the
; constant address space, cast to address space 0 as C's printf takes it),
; with a precision too; '%p' a pointer of any address space. The format may
; be reached through a constant GEP (&"..."[k]): printing starts there.
; RUN: ncpu-opt -passes='replace-printf,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [26 x i8] c"skip:100%% %s|%.3s|%p %p\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [10 x i8] c"truncated\00", align 1

; CHECK: @.str.printf = private unnamed_addr constant [21 x i8] c"100%% %s|%.3s|%p %p\0A\00", align 1

; CHECK-LABEL: define spir_kernel void @k(
; CHECK: %printf.arg0.host = addrspacecast ptr addrspace(2) @.str.1 to ptr
; CHECK-NEXT: %printf.arg1.host = addrspacecast ptr addrspace(2) @.str.2 to ptr
; CHECK-NEXT: %g.host = addrspacecast ptr addrspace(1) %g to ptr
; CHECK-NEXT: %l.host = addrspacecast ptr addrspace(3) %l to ptr
; CHECK-NEXT: %call.host = call i32 (ptr, ...) @printf(ptr @.str.printf, ptr %printf.arg0.host, ptr %printf.arg1.host, ptr %g.host, ptr %l.host)

define spir_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l) {
entry:
  %call = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) getelementptr inbounds ([26 x i8], ptr addrspace(2) @.str, i64 0, i64 5), ptr addrspace(2) @.str.1, ptr addrspace(2) @.str.2, ptr addrspace(1) %g, ptr addrspace(3) %l)
  ret void
}

declare spir_func i32 @printf(ptr addrspace(2), ...)
