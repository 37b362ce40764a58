; The __spirv_* call forms of the work-item builtins: _x/_y/_z getters,
; __spirv_BuiltIn*(int dim) with constant and computed dimensions, scalar
; getters, and unmangled (extern "C") names.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_func i64 @forms(
; CHECK-NEXT: %gx = call i64 @__mux_get_global_id(i32 0)
; CHECK-NEXT: %gy = call i64 @__mux_get_global_id(i32 1)
; CHECK-NEXT: %wz = call i64 @__mux_get_group_id(i32 2)
; CHECK-NEXT: %lsx = call i64 @__mux_get_local_size(i32 0)
; CHECK-NEXT: %esy = call i64 @__mux_get_enqueued_local_size(i32 1)
; CHECK-NEXT: %gsz = call i64 @__mux_get_global_size(i32 2)
; CHECK-NEXT: %gox = call i64 @__mux_get_global_offset(i32 0)
; CHECK-NEXT: %nwy = call i64 @__mux_get_num_groups(i32 1)
; CHECK-NEXT: %bg = call i64 @__mux_get_global_id(i32 2)
; CHECK-NEXT: %bl = call i64 @__mux_get_local_id(i32 %d)
; CHECK-NEXT: %[[D32:.*]] = trunc i64 %d64 to i32
; CHECK-NEXT: %bw = call i64 @__mux_get_group_id(i32 %[[D32]])
; CHECK-NEXT: %c = call i64 @__mux_get_global_id(i32 0)
; CHECK-NEXT: %c2 = call i64 @__mux_get_local_id(i32 1)
define spir_func i64 @forms(i32 %d, i64 %d64) {
  %gx = call spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()
  %gy = call spir_func i64 @_Z28__spirv_GlobalInvocationId_yv()
  %wz = call spir_func i64 @_Z21__spirv_WorkgroupId_zv()
  %lsx = call spir_func i64 @_Z23__spirv_WorkgroupSize_xv()
  %esy = call spir_func i64 @_Z31__spirv_EnqueuedWorkgroupSize_yv()
  %gsz = call spir_func i64 @_Z20__spirv_GlobalSize_zv()
  %gox = call spir_func i64 @_Z22__spirv_GlobalOffset_xv()
  %nwy = call spir_func i64 @_Z23__spirv_NumWorkgroups_yv()
  %bg = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 2)
  %bl = call spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32 %d)
  %bw = call spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdl(i64 %d64)
  %c = call i64 @__spirv_GlobalInvocationId_x()
  %c2 = call i64 @__spirv_BuiltInLocalInvocationId(i32 1)
  %s1 = add i64 %gx, %gy
  %s2 = add i64 %s1, %wz
  %s3 = add i64 %s2, %lsx
  %s4 = add i64 %s3, %esy
  %s5 = add i64 %s4, %gsz
  %s6 = add i64 %s5, %gox
  %s7 = add i64 %s6, %nwy
  %s8 = add i64 %s7, %bg
  %s9 = add i64 %s8, %bl
  %s10 = add i64 %s9, %bw
  %s11 = add i64 %s10, %c
  %s12 = add i64 %s11, %c2
  ret i64 %s12
}

; CHECK-LABEL: define spir_func i32 @scalars(
; CHECK-NEXT: %sgs = call i32 @__mux_get_sub_group_size()
; CHECK-NEXT: %sgm = call i32 @__mux_get_max_sub_group_size()
; CHECK-NEXT: %nsg = call i32 @__mux_get_num_sub_groups()
; CHECK-NEXT: %sgid = call i32 @__mux_get_sub_group_id()
; CHECK-NEXT: %sglid = call i32 @__mux_get_sub_group_local_id()
; CHECK-NEXT: %wd = call i32 @__mux_get_work_dim()
; CHECK-NEXT: %[[GL:.*]] = call i64 @__mux_get_global_linear_id()
; CHECK-NEXT: %gl = trunc i64 %[[GL]] to i32
; CHECK-NEXT: %ll = call i64 @__mux_get_local_linear_id()
define spir_func i32 @scalars() {
  %sgs = call spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
  %sgm = call spir_func i32 @_Z30__spirv_BuiltInSubgroupMaxSizev()
  %nsg = call spir_func i32 @_Z20__spirv_NumSubgroupsv()
  %sgid = call spir_func i32 @_Z18__spirv_SubgroupIdv()
  %sglid = call spir_func i32 @_Z33__spirv_SubgroupLocalInvocationIdv()
  %wd = call spir_func i32 @_Z22__spirv_BuiltInWorkDimv()
  %gl = call spir_func i32 @_Z29__spirv_BuiltInGlobalLinearIdv()
  %ll = call spir_func i64 @_Z35__spirv_BuiltInLocalInvocationIndexv()
  %a = add i32 %sgs, %sgm
  %b = add i32 %a, %nsg
  %c = add i32 %b, %sgid
  %d = add i32 %c, %sglid
  %e = add i32 %d, %wd
  %f = add i32 %e, %gl
  %l = trunc i64 %ll to i32
  %g = add i32 %f, %l
  ret i32 %g
}

; CHECK-NOT: __spirv
declare spir_func i64 @_Z28__spirv_GlobalInvocationId_xv()
declare spir_func i64 @_Z28__spirv_GlobalInvocationId_yv()
declare spir_func i64 @_Z21__spirv_WorkgroupId_zv()
declare spir_func i64 @_Z23__spirv_WorkgroupSize_xv()
declare spir_func i64 @_Z31__spirv_EnqueuedWorkgroupSize_yv()
declare spir_func i64 @_Z20__spirv_GlobalSize_zv()
declare spir_func i64 @_Z22__spirv_GlobalOffset_xv()
declare spir_func i64 @_Z23__spirv_NumWorkgroups_yv()
declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func i64 @_Z32__spirv_BuiltInLocalInvocationIdi(i32)
declare spir_func i64 @_Z26__spirv_BuiltInWorkgroupIdl(i64)
declare i64 @__spirv_GlobalInvocationId_x()
declare i64 @__spirv_BuiltInLocalInvocationId(i32)
declare spir_func i32 @_Z27__spirv_BuiltInSubgroupSizev()
declare spir_func i32 @_Z30__spirv_BuiltInSubgroupMaxSizev()
declare spir_func i32 @_Z20__spirv_NumSubgroupsv()
declare spir_func i32 @_Z18__spirv_SubgroupIdv()
declare spir_func i32 @_Z33__spirv_SubgroupLocalInvocationIdv()
declare spir_func i32 @_Z22__spirv_BuiltInWorkDimv()
declare spir_func i32 @_Z29__spirv_BuiltInGlobalLinearIdv()
declare spir_func i64 @_Z35__spirv_BuiltInLocalInvocationIndexv()
