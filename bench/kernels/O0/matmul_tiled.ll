; ModuleID = 'matmul_tiled.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone matmul_tiled.cl -o O0/matmul_tiled.ll
source_filename = "matmul_tiled.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@matmul_tiled.ta = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.tb = internal addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(ptr addrspace(1) noundef align 4 %A, ptr addrspace(1) noundef align 4 %B, ptr addrspace(1) noundef align 4 %C, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %A.addr = alloca ptr addrspace(1), align 8
  %B.addr = alloca ptr addrspace(1), align 8
  %C.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %col = alloca i64, align 8
  %row = alloca i64, align 8
  %lx = alloca i64, align 8
  %ly = alloca i64, align 8
  %acc = alloca float, align 4
  %k0 = alloca i32, align 4
  %k = alloca i32, align 4
  store ptr addrspace(1) %A, ptr %A.addr, align 8
  store ptr addrspace(1) %B, ptr %B.addr, align 8
  store ptr addrspace(1) %C, ptr %C.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call, ptr %col, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  store i64 %call1, ptr %row, align 8
  %call2 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call2, ptr %lx, align 8
  %call3 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #4
  store i64 %call3, ptr %ly, align 8
  store float 0.000000e+00, ptr %acc, align 4
  store i32 0, ptr %k0, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc26, %entry
  %0 = load i32, ptr %k0, align 4
  %1 = load i32, ptr %n.addr, align 4
  %cmp = icmp ult i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end28

for.body:                                         ; preds = %for.cond
  %2 = load ptr addrspace(1), ptr %A.addr, align 8
  %3 = load i64, ptr %row, align 8
  %4 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %4 to i64
  %mul = mul i64 %3, %conv
  %5 = load i32, ptr %k0, align 4
  %conv4 = zext i32 %5 to i64
  %add = add i64 %mul, %conv4
  %6 = load i64, ptr %lx, align 8
  %add5 = add i64 %add, %6
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add5
  %7 = load float, ptr addrspace(1) %arrayidx, align 4
  %8 = load i64, ptr %ly, align 8
  %arrayidx6 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %8
  %9 = load i64, ptr %lx, align 8
  %arrayidx7 = getelementptr inbounds [16 x float], ptr addrspace(3) %arrayidx6, i64 0, i64 %9
  store float %7, ptr addrspace(3) %arrayidx7, align 4
  %10 = load ptr addrspace(1), ptr %B.addr, align 8
  %11 = load i32, ptr %k0, align 4
  %conv8 = zext i32 %11 to i64
  %12 = load i64, ptr %ly, align 8
  %add9 = add i64 %conv8, %12
  %13 = load i32, ptr %n.addr, align 4
  %conv10 = zext i32 %13 to i64
  %mul11 = mul i64 %add9, %conv10
  %14 = load i64, ptr %col, align 8
  %add12 = add i64 %mul11, %14
  %arrayidx13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %add12
  %15 = load float, ptr addrspace(1) %arrayidx13, align 4
  %16 = load i64, ptr %ly, align 8
  %arrayidx14 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 %16
  %17 = load i64, ptr %lx, align 8
  %arrayidx15 = getelementptr inbounds [16 x float], ptr addrspace(3) %arrayidx14, i64 0, i64 %17
  store float %15, ptr addrspace(3) %arrayidx15, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, ptr %k, align 4
  br label %for.cond16

for.cond16:                                       ; preds = %for.inc, %for.body
  %18 = load i32, ptr %k, align 4
  %cmp17 = icmp ult i32 %18, 16
  br i1 %cmp17, label %for.body19, label %for.end

for.body19:                                       ; preds = %for.cond16
  %19 = load i64, ptr %ly, align 8
  %arrayidx20 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.ta, i64 0, i64 %19
  %20 = load i32, ptr %k, align 4
  %idxprom = zext i32 %20 to i64
  %arrayidx21 = getelementptr inbounds [16 x float], ptr addrspace(3) %arrayidx20, i64 0, i64 %idxprom
  %21 = load float, ptr addrspace(3) %arrayidx21, align 4
  %22 = load i32, ptr %k, align 4
  %idxprom22 = zext i32 %22 to i64
  %arrayidx23 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.tb, i64 0, i64 %idxprom22
  %23 = load i64, ptr %lx, align 8
  %arrayidx24 = getelementptr inbounds [16 x float], ptr addrspace(3) %arrayidx23, i64 0, i64 %23
  %24 = load float, ptr addrspace(3) %arrayidx24, align 4
  %25 = load float, ptr %acc, align 4
  %26 = call float @llvm.fmuladd.f32(float %21, float %24, float %25)
  store float %26, ptr %acc, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body19
  %27 = load i32, ptr %k, align 4
  %inc = add i32 %27, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond16

for.end:                                          ; preds = %for.cond16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br label %for.inc26

for.inc26:                                        ; preds = %for.end
  %28 = load i32, ptr %k0, align 4
  %add27 = add i32 %28, 16
  store i32 %add27, ptr %k0, align 4
  br label %for.cond

for.end28:                                        ; preds = %for.cond
  %29 = load float, ptr %acc, align 4
  %30 = load ptr addrspace(1), ptr %C.addr, align 8
  %31 = load i64, ptr %row, align 8
  %32 = load i32, ptr %n.addr, align 4
  %conv29 = zext i32 %32 to i64
  %mul30 = mul i64 %31, %conv29
  %33 = load i64, ptr %col, align 8
  %add31 = add i64 %mul30, %33
  %arrayidx32 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %add31
  store float %29, ptr addrspace(1) %arrayidx32, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

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
!3 = !{i32 1, i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"const", !"", !""}
