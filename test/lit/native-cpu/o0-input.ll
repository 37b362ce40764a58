; clang -O0 output (made with -O0 -disable-O0-optnone from the OpenCL C below): stack
; slots everywhere, every function noinline.  native-cpu treats it as -O2 output:
; the helper is inlined, the slots promoted, and the kernel vectorised.
;   float scaled(float x, float a) { return a * x + 1.0f; }
;   __kernel void o0_helper(__global const float *in, __global float *out, float a) {
;     size_t i = get_global_id(0);
;     out[i] = scaled(in[i], a);
;   }
; RUN: ncpu-opt -passes='native-cpu<vecz-width=4>' -S %s | FileCheck %s
; RUN: ncpu-opt -passes='native-cpu<O0;vecz-width=4>' -S %s | FileCheck %s --check-prefix=O0

; CHECK-NOT: define {{.*}}@scaled(
; CHECK-LABEL: define void @o0_helper.mux-kernel-wrapper(
; CHECK-NOT: alloca
; CHECK-NOT: call {{.*}}@scaled
; CHECK: load <4 x float>
; CHECK: call <4 x float> @llvm.fmuladd.v4f32(
; CHECK: store <4 x float>
; CHECK: ret void

; native-cpu<O0> is for debugging: no LLVM simplification, the stack slots stay.
; O0-LABEL: define void @o0_helper.mux-kernel-wrapper(
; O0: alloca

source_filename = "o0-helper.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_func float @scaled(float noundef %x, float noundef %a) #0 {
entry:
  %x.addr = alloca float, align 4
  %a.addr = alloca float, align 4
  store float %x, ptr %x.addr, align 4
  store float %a, ptr %a.addr, align 4
  %0 = load float, ptr %a.addr, align 4
  %1 = load float, ptr %x.addr, align 4
  %2 = call float @llvm.fmuladd.f32(float %0, float %1, float 1.000000e+00)
  ret float %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @o0_helper(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, float noundef %a) #2 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %a.addr = alloca float, align 4
  %i = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store float %a, ptr %a.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %0, i64 %1
  %2 = load float, ptr addrspace(1) %arrayidx, align 4
  %3 = load float, ptr %a.addr, align 4
  %call1 = call spir_func float @scaled(float noundef %2, float noundef %3) #5
  %4 = load ptr addrspace(1), ptr %out.addr, align 8
  %5 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %5
  store float %call1, ptr addrspace(1) %arrayidx2, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float"}
!6 = !{!"const", !"", !""}
