; clang 22 emits each OpenCL C kernel twice: the spir_kernel entry and its body
; @__clang_ocl_kern_imp_<name>, called by the entry and by a kernel calling the kernel.
; native-cpu makes one wrapper and one work-group driver per entry point, none for the bodies.
; (clang 22 from the ziglang wheel: -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0
;  -fdeclare-opencl-builtins -emit-llvm -O0 -disable-O0-optnone -cl-kernel-arg-info, of
;  `scale(x, a)` and `twice(x)`, which calls scale.)
; RUN: ncpu-opt -passes=native-cpu -S %s | filecheck %s

; CHECK-LABEL: define void @scale.mux-kernel-wrapper(
; CHECK-LABEL: define void @scale.mux-work-group-driver(
; CHECK-NOT: define {{.*}}@__clang_ocl_kern_imp_scale{{.*}}-driver(
; CHECK-LABEL: define void @twice.mux-kernel-wrapper(
; CHECK-LABEL: define void @twice.mux-work-group-driver(
; CHECK-NOT: -work-group-driver(

source_filename = "/tmp/k2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scale(ptr addrspace(1) noundef align 4 %x, float noundef %a) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %x.addr.i = alloca ptr addrspace(1), align 8
  %a.addr.i = alloca float, align 4
  %x.addr = alloca ptr addrspace(1), align 8
  %a.addr = alloca float, align 4
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  store float %a, ptr %a.addr, align 4
  %0 = load ptr addrspace(1), ptr %x.addr, align 8
  %1 = load float, ptr %a.addr, align 4
  store ptr addrspace(1) %0, ptr %x.addr.i, align 8
  store float %1, ptr %a.addr.i, align 4
  %2 = load float, ptr %a.addr.i, align 4
  %3 = load ptr addrspace(1), ptr %x.addr.i, align 8
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %call.i
  %4 = load float, ptr addrspace(1) %arrayidx.i, align 4
  %mul.i = fmul float %4, %2
  store float %mul.i, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_scale(ptr addrspace(1) noundef align 4 %x, float noundef %a) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %x.addr = alloca ptr addrspace(1), align 8
  %a.addr = alloca float, align 4
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  store float %a, ptr %a.addr, align 4
  %0 = load float, ptr %a.addr, align 4
  %1 = load ptr addrspace(1), ptr %x.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %call
  %2 = load float, ptr addrspace(1) %arrayidx, align 4
  %mul = fmul float %2, %0
  store float %mul, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @twice(ptr addrspace(1) noundef align 4 %x) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %x.addr.i.i = alloca ptr addrspace(1), align 8
  %a.addr.i.i = alloca float, align 4
  %x.addr.i = alloca ptr addrspace(1), align 8
  %x.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  %0 = load ptr addrspace(1), ptr %x.addr, align 8
  store ptr addrspace(1) %0, ptr %x.addr.i, align 8
  %1 = load ptr addrspace(1), ptr %x.addr.i, align 8
  store ptr addrspace(1) %1, ptr %x.addr.i.i, align 8
  store float 2.000000e+00, ptr %a.addr.i.i, align 4
  %2 = load float, ptr %a.addr.i.i, align 4
  %3 = load ptr addrspace(1), ptr %x.addr.i.i, align 8
  %call.i.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx.i.i = getelementptr inbounds nuw float, ptr addrspace(1) %3, i64 %call.i.i
  %4 = load float, ptr addrspace(1) %arrayidx.i.i, align 4
  %mul.i.i = fmul float %4, %2
  store float %mul.i.i, ptr addrspace(1) %arrayidx.i.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_twice(ptr addrspace(1) noundef align 4 %x) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %x.addr.i = alloca ptr addrspace(1), align 8
  %a.addr.i = alloca float, align 4
  %x.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %x, ptr %x.addr, align 8
  %0 = load ptr addrspace(1), ptr %x.addr, align 8
  store ptr addrspace(1) %0, ptr %x.addr.i, align 8
  store float 2.000000e+00, ptr %a.addr.i, align 4
  %1 = load float, ptr %a.addr.i, align 4
  %2 = load ptr addrspace(1), ptr %x.addr.i, align 8
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %call.i
  %3 = load float, ptr addrspace(1) %arrayidx.i, align 4
  %mul.i = fmul float %3, %1
  store float %mul.i, ptr addrspace(1) %arrayidx.i, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"clang version 22.1.8"}
!3 = !{i32 1, i32 0}
!4 = !{!"none", !"none"}
!5 = !{!"float*", !"float"}
!6 = !{!"", !""}
!7 = !{!"x", !"a"}
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"float*"}
!11 = !{!""}
!12 = !{!"x"}
