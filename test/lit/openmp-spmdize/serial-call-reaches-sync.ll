; Hand-written: serial code may not call a defined function that reaches a
; parallel region (@p through @start_region) or a barrier (@b through
; @outer_sync and @sync): guarding the call would run it on thread 0 alone.
; Each kernel gets the missed remark, naming the function serial code calls,
; and stays generic.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s 2>&1 | filecheck %s
; CHECK: remark: <unknown>:0:0: not supported yet: serial code calls @start_region, which reaches a parallel region or a barrier (inline it first)
; CHECK-NEXT: remark: <unknown>:0:0: not supported yet: serial code calls @outer_sync, which reaches a parallel region or a barrier (inline it first)
; CHECK-NOT: remark:
; CHECK: @p_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK: @b_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK-NOT: region.
; CHECK-NOT: __kmpc_barrier_simple_spmd

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr }

@ident = private constant %struct.ident_t zeroinitializer
@p_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@b_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@g = global i32 0

define void @p(ptr %launch) {
entry:
  %r = call i32 @__kmpc_target_init(ptr @p_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  store i32 1, ptr @g
  call void @start_region()
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define void @b(ptr %launch) {
entry:
  %r = call i32 @__kmpc_target_init(ptr @b_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  store i32 2, ptr @g
  call void @outer_sync()
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define internal void @start_region() {
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr @body, ptr null, ptr null, i64 0)
  ret void
}

define internal void @outer_sync() {
  call void @sync()
  ret void
}

define internal void @sync() {
  call void @__kmpc_barrier_simple_generic(ptr @ident, i32 0)
  ret void
}

define internal void @body(ptr %gtid, ptr %btid) {
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare void @__kmpc_barrier_simple_generic(ptr, i32)
