; Hand-written: the pass must see the outlined function of every parallel
; region in the user code; a declaration (@d) or a function pointer passed to
; the kernel (@a) is refused with a missed remark, and the kernel stays generic.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s 2>&1 | filecheck %s
; CHECK-COUNT-2: remark: <unknown>:0:0: not supported yet: a parallel region whose outlined function is not known
; CHECK-NOT: remark:
; CHECK: @d_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK: @a_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK-NOT: region.

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr }

@ident = private constant %struct.ident_t zeroinitializer
@d_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@a_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@g = global i32 0

define void @d(ptr %launch) {
entry:
  %r = call i32 @__kmpc_target_init(ptr @d_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  store i32 1, ptr @g
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr @external_body, ptr null, ptr null, i64 0)
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

define void @a(ptr %launch, ptr %fn) {
entry:
  %r = call i32 @__kmpc_target_init(ptr @a_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  store i32 2, ptr @g
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr %fn, ptr null, ptr null, i64 0)
  call void @__kmpc_target_deinit()
  br label %done

done:
  ret void
}

declare void @external_body(ptr, ptr)
declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
