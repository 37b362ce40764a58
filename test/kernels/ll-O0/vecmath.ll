; ModuleID = 'vecmath.cl'
source_filename = "vecmath.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vecmath(ptr addrspace(1) noundef align 16 %a, ptr addrspace(1) noundef align 16 %b, ptr addrspace(1) noundef align 4 %steps) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %steps.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %v = alloca <4 x float>, align 16
  %r = alloca <4 x float>, align 16
  %n = alloca i32, align 4
  %x = alloca float, align 4
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %steps, ptr %steps.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %a.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %1
  %2 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16
  store <4 x float> %2, ptr %v, align 16
  %3 = load <4 x float>, ptr %v, align 16
  %call1 = call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %3) #2
  %call2 = call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %call1) #2, !fpmath !8
  %4 = load <4 x float>, ptr %v, align 16
  %mul = fmul <4 x float> %4, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %call3 = call spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef %mul) #2
  %add = fadd <4 x float> %call2, %call3
  %5 = load <4 x float>, ptr %v, align 16
  %6 = load <4 x float>, ptr %v, align 16
  %call4 = call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %5, <4 x float> noundef %6, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #2
  %add5 = fadd <4 x float> %add, %call4
  store <4 x float> %add5, ptr %r, align 16
  store i32 0, ptr %n, align 4
  %7 = load <4 x float>, ptr %r, align 16
  %8 = extractelement <4 x float> %7, i64 0
  store float %8, ptr %x, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %entry
  %9 = load float, ptr %x, align 4
  %cmp = fcmp ogt float %9, 1.000000e+00
  br i1 %cmp, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %10 = load i32, ptr %n, align 4
  %cmp6 = icmp slt i32 %10, 64
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %11 = phi i1 [ false, %while.cond ], [ %cmp6, %land.rhs ]
  br i1 %11, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %12 = load float, ptr %x, align 4
  %mul7 = fmul float %12, 5.000000e-01
  store float %mul7, ptr %x, align 4
  %13 = load i32, ptr %n, align 4
  %inc = add nsw i32 %13, 1
  store i32 %inc, ptr %n, align 4
  br label %while.cond

while.end:                                        ; preds = %land.end
  %14 = load i32, ptr %n, align 4
  %15 = load ptr addrspace(1), ptr %steps.addr, align 8
  %16 = load i64, ptr %i, align 8
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16
  store i32 %14, ptr addrspace(1) %arrayidx8, align 4
  %17 = load <4 x float>, ptr %r, align 16
  %18 = load <4 x float>, ptr %v, align 16
  %19 = load <4 x float>, ptr %v, align 16
  %20 = load <4 x float>, ptr %r, align 16
  %call9 = call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %19, <4 x float> noundef %20) #2
  %call10 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %17, <4 x float> noundef %18, <4 x i32> noundef %call9) #2
  %21 = load <4 x float>, ptr %v, align 16
  %22 = load <4 x float>, ptr %r, align 16
  %call11 = call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %21, <4 x float> noundef %22) #2
  %splat.splatinsert = insertelement <4 x float> poison, float %call11, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add12 = fadd <4 x float> %call10, %splat.splat
  %23 = load ptr addrspace(1), ptr %b.addr, align 8
  %24 = load i64, ptr %i, align 8
  %arrayidx13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %23, i64 %24
  store <4 x float> %add12, ptr addrspace(1) %arrayidx13, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float4*", !"float4*", !"int*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{float 3.000000e+00}
