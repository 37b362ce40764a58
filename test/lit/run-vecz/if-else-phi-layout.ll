; if/else with a phi, blocks in the usual order (then before else).
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @__vecz_v4_ifelse(
; CHECK-DAG: %a = mul <4 x i32> %v, splat (i32 3)
; CHECK-DAG: %b = add <4 x i32> %v, splat (i32 7)
; CHECK: %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
; CHECK: store <4 x i32> %r

define spir_kernel void @ifelse(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %gid
  %v = load i32, ptr addrspace(1) %pi, align 4
  %c = icmp slt i32 %v, 10
  br i1 %c, label %then, label %else
then:
  %a = mul i32 %v, 3
  br label %end
else:
  %b = add i32 %v, 7
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
