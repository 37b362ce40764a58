; Irreducible control flow is refused with a missed remark; the kernel keeps
; its scalar form with !codeplay_ca_vecz.base.fail.
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @irreducible: irreducible control flow
; CHECK: define spir_kernel void @irreducible(ptr addrspace(1) %out, i1 %c) #0 !codeplay_ca_vecz.base.fail
; CHECK-NOT: define {{.*}}@__vecz_v4_irreducible

define spir_kernel void @irreducible(ptr addrspace(1) %out, i1 %c) #0 {
entry:
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %out
  br label %b
b:
  %v = load i32, ptr addrspace(1) %out
  %d = icmp eq i32 %v, 0
  br i1 %d, label %a, label %end
end:
  ret void
}
define spir_kernel void @ok() #0 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
