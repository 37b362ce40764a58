; Hand-written: a generic barrier in the user code becomes an SPMD barrier; a
; guarded call's result with an unusual name is broadcast under the sanitised
; name and reaches a phi in a successor through the load.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt -S %s 2>&1 | filecheck %s
; CHECK: remark: <unknown>:0:0: Transformed generic-mode kernel to SPMD-mode. [OMP120]
; CHECK: @k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2 }, ptr @ident }
; CHECK: @x.y.guarded.output.alloc = internal addrspace(3) global i32 undef, align 4
; CHECK: region.check.tid:
; CHECK-NEXT: %[[TID:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK: region.guarded:
; CHECK-NEXT: %x-y = atomicrmw add ptr @g, i32 1 seq_cst
; CHECK: region.guarded.end:
; CHECK-NEXT: store i32 %x-y, ptr addrspace(3) @x.y.guarded.output.alloc
; CHECK: region.barrier:
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @ident, i32 %[[TID]])
; CHECK-NEXT: %x-y.guarded.output.load = load i32, ptr addrspace(3) @x.y.guarded.output.alloc
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @ident, i32 %[[TID]])
; CHECK: region.exit:
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @ident, i32 0)
; CHECK: join:
; CHECK-NEXT: phi i32 [ %x-y.guarded.output.load, %region.exit ]

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr }

@ident = private constant %struct.ident_t zeroinitializer
@k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@g = global i32 0

define void @k(ptr %launch) {
entry:
  %r = call i32 @__kmpc_target_init(ptr @k_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  %"x-y" = atomicrmw add ptr @g, i32 1 seq_cst
  call void @__kmpc_barrier_simple_generic(ptr @ident, i32 0)
  br label %join

join:
  %v = phi i32 [ %"x-y", %user ]
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr @body, ptr null, ptr null, i64 0)
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define internal void @body(ptr %gtid, ptr %btid) {
  ret void
}

declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
declare void @__kmpc_barrier_simple_generic(ptr, i32)
