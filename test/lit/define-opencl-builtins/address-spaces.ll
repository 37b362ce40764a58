; to_global/to_local/to_private, which clang calls by unmangled names: casts from the generic
; address space (every region is the process's one flat memory).
; RUN: ncpu-opt -passes=define-opencl-builtins -S %s | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins --verify-each --disable-output %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_func i32 @k(ptr addrspace(4) %p) {
entry:
  %g = call spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %p)
  %l = call spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %p)
  %q = call spir_func ptr @__to_private(ptr addrspace(4) %p)
  %a = load i32, ptr addrspace(1) %g
  %b = load i32, ptr addrspace(3) %l
  %c = load i32, ptr %q
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  ret i32 %t
}

; CHECK-LABEL: define internal spir_func ptr addrspace(1) @__to_global(ptr addrspace(4) %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = addrspacecast ptr addrspace(4) %x to ptr addrspace(1)
; CHECK-NEXT: ret ptr addrspace(1) %0
; CHECK-LABEL: define internal spir_func ptr addrspace(3) @__to_local(ptr addrspace(4) %x)
; CHECK: addrspacecast ptr addrspace(4) %x to ptr addrspace(3)
; CHECK-LABEL: define internal spir_func ptr @__to_private(ptr addrspace(4) %x)
; CHECK: addrspacecast ptr addrspace(4) %x to ptr
; CHECK: attributes #{{[0-9]+}} = { alwaysinline }
declare spir_func ptr addrspace(1) @__to_global(ptr addrspace(4))
declare spir_func ptr addrspace(3) @__to_local(ptr addrspace(4))
declare spir_func ptr @__to_private(ptr addrspace(4))
