; The spec's _Z6Sample (c[i] = a[i] + b[i]), in the form lower-to-mux-builtins
; leaves it: the SPIR-V global-id load is a __mux_get_global_id(0) call.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

$_Z6Sample = comdat any

; CHECK: define weak_odr dso_local void @_Z6Sample.NativeCPUKernel(ptr noundef align 4 %_arg_c_ptr, ptr noundef align 4 %_arg_a_ptr, ptr noundef align 4 %_arg_b_ptr, ptr %state) local_unnamed_addr #[[ATTRS:[0-9]+]] !srcloc
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[GEP:.+]] = getelementptr inbounds %nativecpu_state, ptr %state, i64 0, i32 0, i64 0
; CHECK-NEXT: %[[ID:.+]] = load i64, ptr %[[GEP]], align 8
; CHECK-NEXT: %arrayidx.i = getelementptr inbounds i32, ptr %_arg_a_ptr, i64 %[[ID]]
; CHECK: %arrayidx6.i = getelementptr inbounds i32, ptr %_arg_c_ptr, i64 %[[ID]]
define weak_odr dso_local spir_kernel void @_Z6Sample(ptr noundef align 4 %_arg_c_ptr, ptr noundef align 4 %_arg_a_ptr, ptr noundef align 4 %_arg_b_ptr) local_unnamed_addr #0 comdat !srcloc !0 {
entry:
  %0 = call i64 @__mux_get_global_id(i32 0)
  %arrayidx.i = getelementptr inbounds i32, ptr %_arg_a_ptr, i64 %0
  %1 = load i32, ptr %arrayidx.i, align 4
  %arrayidx4.i = getelementptr inbounds i32, ptr %_arg_b_ptr, i64 %0
  %2 = load i32, ptr %arrayidx4.i, align 4
  %add.i = add nsw i32 %1, %2
  %cmp.i8.i = icmp ult i64 %0, 2147483648
  tail call void @llvm.assume(i1 %cmp.i8.i)
  %arrayidx6.i = getelementptr inbounds i32, ptr %_arg_c_ptr, i64 %0
  store i32 %add.i, ptr %arrayidx6.i, align 4
  ret void
}

; CHECK: define void @_Z6Sample(ptr %args, ptr %state) {
; CHECK-NEXT: entry:
; CHECK-NEXT: %_arg_c_ptr.slot = getelementptr ptr, ptr %args, i64 0
; CHECK-NEXT: %_arg_c_ptr = load ptr, ptr %_arg_c_ptr.slot, align 8
; CHECK-NEXT: %_arg_a_ptr.slot = getelementptr ptr, ptr %args, i64 1
; CHECK-NEXT: %_arg_a_ptr = load ptr, ptr %_arg_a_ptr.slot, align 8
; CHECK-NEXT: %_arg_b_ptr.slot = getelementptr ptr, ptr %args, i64 2
; CHECK-NEXT: %_arg_b_ptr = load ptr, ptr %_arg_b_ptr.slot, align 8
; CHECK-NEXT: call void @_Z6Sample.NativeCPUKernel(ptr %_arg_c_ptr, ptr %_arg_a_ptr, ptr %_arg_b_ptr, ptr %state)
; CHECK-NEXT: ret void

; CHECK-NOT: __mux_get_global_id
declare i64 @__mux_get_global_id(i32)
declare void @llvm.assume(i1 noundef)

; CHECK: attributes #[[ATTRS]] = { {{.*}}"mux-kernel"="entry-point" "mux-orig-fn"="_Z6Sample"{{.*}} }
attributes #0 = { mustprogress norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="_Z6Sample" }
!0 = !{i32 42}
