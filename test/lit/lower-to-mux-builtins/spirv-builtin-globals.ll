; SYCL-style input (after the spec's _Z6Sample example): loads of the
; __spirv_BuiltIn* variables become mux getter calls; the variables go.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__spirv_BuiltInGlobalInvocationId = external dso_local local_unnamed_addr constant <3 x i64>, align 32
@__spirv_BuiltInLocalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkgroupSize = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInNumWorkgroups = external dso_local local_unnamed_addr addrspace(1) constant <3 x i64>, align 32
@__spirv_BuiltInWorkDim = external dso_local local_unnamed_addr addrspace(1) constant i32, align 4
@__spirv_BuiltInSubgroupLocalInvocationId = external dso_local local_unnamed_addr addrspace(1) constant i32, align 4
@__spirv_BuiltInGlobalLinearId = external dso_local local_unnamed_addr addrspace(1) constant i64, align 8
@other = global i32 0

; CHECK-NOT: @__spirv_BuiltIn
; CHECK: @other = global i32 0
; CHECK-NOT: @__spirv_BuiltIn

; The spec's example: the x component is a plain load of the variable.
; CHECK-LABEL: define weak_odr dso_local spir_kernel void @_Z6Sample(
; CHECK-NEXT: entry:
; CHECK-NEXT: %0 = call i64 @__mux_get_global_id(i32 0)
; CHECK-NEXT: %arrayidx.i = getelementptr inbounds i32, ptr %_arg_a_ptr, i64 %0
define weak_odr dso_local spir_kernel void @_Z6Sample(ptr noundef align 4 %_arg_c_ptr, ptr noundef align 4 %_arg_a_ptr, ptr noundef align 4 %_arg_b_ptr) local_unnamed_addr {
entry:
  %0 = load i64, ptr @__spirv_BuiltInGlobalInvocationId, align 32
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

; y and z through constant GEPs (byte offsets and vector indices), through an
; addrspacecast, and through GEP and cast instructions.
; CHECK-LABEL: define spir_func i64 @components(
; CHECK-NEXT: %y = call i64 @__mux_get_global_id(i32 1)
; CHECK-NEXT: %z = call i64 @__mux_get_global_id(i32 2)
; CHECK-NEXT: %ly = call i64 @__mux_get_local_id(i32 1)
; CHECK-NEXT: %lz = call i64 @__mux_get_local_id(i32 2)
; CHECK-NEXT: %lx = call i64 @__mux_get_local_id(i32 0)
; CHECK-NEXT: add i64 %y, %z
define spir_func i64 @components() {
  %y = load i64, ptr getelementptr inbounds (i8, ptr @__spirv_BuiltInGlobalInvocationId, i64 8), align 8
  %z = load i64, ptr getelementptr inbounds (<3 x i64>, ptr @__spirv_BuiltInGlobalInvocationId, i64 0, i64 2), align 16
  %ly = load i64, ptr addrspace(4) getelementptr inbounds (i64, ptr addrspace(4) addrspacecast (ptr addrspace(1) @__spirv_BuiltInLocalInvocationId to ptr addrspace(4)), i64 1), align 8
  %generic = addrspacecast ptr addrspace(1) @__spirv_BuiltInLocalInvocationId to ptr addrspace(4)
  %zp = getelementptr inbounds i8, ptr addrspace(4) %generic, i64 16
  %lz = load i64, ptr addrspace(4) %zp, align 8
  %lx = load i64, ptr addrspace(4) %generic, align 32
  %a = add i64 %y, %z
  %b = add i64 %a, %ly
  %c = add i64 %b, %lz
  %d = add i64 %c, %lx
  ret i64 %d
}

; A vector load read only at constant lanes becomes one call per lane read.
; CHECK-LABEL: define spir_func i64 @lanes(
; CHECK-NEXT: %x = call i64 @__mux_get_local_size(i32 0)
; CHECK-NEXT: %z = call i64 @__mux_get_local_size(i32 2)
; CHECK-NEXT: add i64 %x, %z
define spir_func i64 @lanes() {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupSize, align 32
  %x = extractelement <3 x i64> %v, i64 0
  %z = extractelement <3 x i64> %v, i32 2
  %s = add i64 %x, %z
  ret i64 %s
}

; A vector load used as a vector is rebuilt from three calls.
; CHECK-LABEL: define spir_func <3 x i64> @whole(
; CHECK-NEXT: %[[X:.*]] = call i64 @__mux_get_num_groups(i32 0)
; CHECK-NEXT: %[[V0:.*]] = insertelement <3 x i64> poison, i64 %[[X]], i32 0
; CHECK-NEXT: %[[Y:.*]] = call i64 @__mux_get_num_groups(i32 1)
; CHECK-NEXT: %[[V1:.*]] = insertelement <3 x i64> %[[V0]], i64 %[[Y]], i32 1
; CHECK-NEXT: %[[Z:.*]] = call i64 @__mux_get_num_groups(i32 2)
; CHECK-NEXT: %v = insertelement <3 x i64> %[[V1]], i64 %[[Z]], i32 2
; CHECK-NEXT: ret <3 x i64> %v
define spir_func <3 x i64> @whole() {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInNumWorkgroups, align 32
  ret <3 x i64> %v
}

; Scalar variables.
; CHECK-LABEL: define spir_func i64 @scalars(
; CHECK-NEXT: %dim = call i32 @__mux_get_work_dim()
; CHECK-NEXT: %sglid = call i32 @__mux_get_sub_group_local_id()
; CHECK-NEXT: %linear = call i64 @__mux_get_global_linear_id()
define spir_func i64 @scalars() {
  %dim = load i32, ptr addrspace(1) @__spirv_BuiltInWorkDim, align 4
  %sglid = load i32, ptr addrspace(1) @__spirv_BuiltInSubgroupLocalInvocationId, align 4
  %linear = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalLinearId, align 8
  %a = add i32 %dim, %sglid
  %b = zext i32 %a to i64
  %c = add i64 %b, %linear
  ret i64 %c
}

declare void @llvm.assume(i1 noundef)

; CHECK: declare i64 @__mux_get_global_id(i32)
; CHECK-NOT: @__spirv_BuiltIn
