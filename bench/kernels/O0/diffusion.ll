; ModuleID = 'diffusion.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone diffusion.cl -o O0/diffusion.ll
source_filename = "diffusion.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@diffusion.u = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @diffusion(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, float noundef %k, i32 noundef %steps) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %k.addr = alloca float, align 4
  %steps.addr = alloca i32, align 4
  %lid = alloca i64, align 8
  %gid = alloca i64, align 8
  %left = alloca i64, align 8
  %right = alloca i64, align 8
  %s = alloca i32, align 4
  %next = alloca float, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store float %k, ptr %k.addr, align 4
  store i32 %steps, ptr %steps.addr, align 4
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call, ptr %lid, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call1, ptr %gid, align 8
  %0 = load i64, ptr %lid, align 8
  %cmp = icmp eq i64 %0, 0
  br i1 %cmp, label %cond.true, label %cond.false

cond.true:                                        ; preds = %entry
  br label %cond.end

cond.false:                                       ; preds = %entry
  %1 = load i64, ptr %lid, align 8
  %sub = sub i64 %1, 1
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i64 [ 0, %cond.true ], [ %sub, %cond.false ]
  store i64 %cond, ptr %left, align 8
  %2 = load i64, ptr %lid, align 8
  %cmp2 = icmp eq i64 %2, 255
  br i1 %cmp2, label %cond.true3, label %cond.false4

cond.true3:                                       ; preds = %cond.end
  br label %cond.end5

cond.false4:                                      ; preds = %cond.end
  %3 = load i64, ptr %lid, align 8
  %add = add i64 %3, 1
  br label %cond.end5

cond.end5:                                        ; preds = %cond.false4, %cond.true3
  %cond6 = phi i64 [ 255, %cond.true3 ], [ %add, %cond.false4 ]
  store i64 %cond6, ptr %right, align 8
  %4 = load ptr addrspace(1), ptr %in.addr, align 8
  %5 = load i64, ptr %gid, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %4, i64 %5
  %6 = load float, ptr addrspace(1) %arrayidx, align 4
  %7 = load i64, ptr %lid, align 8
  %arrayidx7 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %7
  store float %6, ptr addrspace(3) %arrayidx7, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, ptr %s, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %cond.end5
  %8 = load i32, ptr %s, align 4
  %9 = load i32, ptr %steps.addr, align 4
  %cmp8 = icmp ult i32 %8, %9
  br i1 %cmp8, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %10 = load i64, ptr %lid, align 8
  %arrayidx9 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %10
  %11 = load float, ptr addrspace(3) %arrayidx9, align 4
  %12 = load float, ptr %k.addr, align 4
  %13 = load i64, ptr %left, align 8
  %arrayidx10 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %13
  %14 = load float, ptr addrspace(3) %arrayidx10, align 4
  %15 = load i64, ptr %lid, align 8
  %arrayidx11 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %15
  %16 = load float, ptr addrspace(3) %arrayidx11, align 4
  %17 = call float @llvm.fmuladd.f32(float -2.000000e+00, float %16, float %14)
  %18 = load i64, ptr %right, align 8
  %arrayidx12 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %18
  %19 = load float, ptr addrspace(3) %arrayidx12, align 4
  %add13 = fadd float %17, %19
  %20 = call float @llvm.fmuladd.f32(float %12, float %add13, float %11)
  store float %20, ptr %next, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %21 = load float, ptr %next, align 4
  %22 = load i64, ptr %lid, align 8
  %arrayidx14 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %22
  store float %21, ptr addrspace(3) %arrayidx14, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %23 = load i32, ptr %s, align 4
  %inc = add i32 %23, 1
  store i32 %inc, ptr %s, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %24 = load i64, ptr %lid, align 8
  %arrayidx15 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %24
  %25 = load float, ptr addrspace(3) %arrayidx15, align 4
  %26 = load ptr addrspace(1), ptr %out.addr, align 8
  %27 = load i64, ptr %gid, align 8
  %arrayidx16 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %27
  store float %25, ptr addrspace(1) %arrayidx16, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float", !"uint"}
!6 = !{!"const", !"", !"", !""}
