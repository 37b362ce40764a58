; Hand-written: serial code's calls of defined functions that may write memory
; are guarded, but only a plain call can be: an invoke (its unwind edge would
; leave the guarded region) is refused with a missed remark.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s 2>&1 | filecheck %s
; CHECK: remark: <unknown>:0:0: not supported yet: guarding an invoke in serial code
; CHECK-NOT: remark:
; CHECK: @k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
; CHECK-NOT: region.

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr }

@ident = private constant %struct.ident_t zeroinitializer
@k_kernel_environment = constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1 }, ptr @ident }
@g = global i32 0

define void @k(ptr %launch) personality ptr @__gxx_personality_v0 {
entry:
  %r = call i32 @__kmpc_target_init(ptr @k_kernel_environment, ptr %launch)
  %main = icmp eq i32 %r, -1
  br i1 %main, label %user, label %done

user:
  invoke void @update()
          to label %cont unwind label %lpad

cont:
  call void @__kmpc_parallel_51(ptr @ident, i32 0, i32 1, i32 -1, i32 -1, ptr @body, ptr null, ptr null, i64 0)
  call void @__kmpc_target_deinit()
  br label %done

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  resume { ptr, i32 } %lp

done:
  ret void
}

define internal void @update() {
  store i32 1, ptr @g
  ret void
}

define internal void @body(ptr %gtid, ptr %btid) {
  ret void
}

declare i32 @__gxx_personality_v0(...)
declare i32 @__kmpc_target_init(ptr, ptr)
declare void @__kmpc_target_deinit()
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64)
