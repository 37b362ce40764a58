; ModuleID = 'conv1d.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone conv1d.cl -o O0/conv1d.ll
source_filename = "conv1d.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@conv1d.tile = internal addrspace(3) global [272 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @conv1d(ptr addrspace(1) noundef align 4 %in, ptr addrspace(2) noundef align 4 %weights, ptr addrspace(1) noundef align 4 %out, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %weights.addr = alloca ptr addrspace(2), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %lid = alloca i64, align 8
  %gid = alloca i64, align 8
  %base = alloca i64, align 8
  %j = alloca i64, align 8
  %src = alloca i64, align 8
  %acc = alloca float, align 4
  %k = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(2) %weights, ptr %weights.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call, ptr %lid, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call1, ptr %gid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %mul = mul i64 %call2, 256
  %sub = sub nsw i64 %mul, 8
  store i64 %sub, ptr %base, align 8
  %0 = load i64, ptr %lid, align 8
  store i64 %0, ptr %j, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %1 = load i64, ptr %j, align 8
  %cmp = icmp ult i64 %1, 272
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load i64, ptr %base, align 8
  %3 = load i64, ptr %j, align 8
  %add = add nsw i64 %2, %3
  store i64 %add, ptr %src, align 8
  %4 = load i64, ptr %src, align 8
  %cmp3 = icmp sge i64 %4, 0
  br i1 %cmp3, label %land.lhs.true, label %cond.false

land.lhs.true:                                    ; preds = %for.body
  %5 = load i64, ptr %src, align 8
  %6 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %6 to i64
  %cmp4 = icmp slt i64 %5, %conv
  br i1 %cmp4, label %cond.true, label %cond.false

cond.true:                                        ; preds = %land.lhs.true
  %7 = load ptr addrspace(1), ptr %in.addr, align 8
  %8 = load i64, ptr %src, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %7, i64 %8
  %9 = load float, ptr addrspace(1) %arrayidx, align 4
  br label %cond.end

cond.false:                                       ; preds = %land.lhs.true, %for.body
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi float [ %9, %cond.true ], [ 0.000000e+00, %cond.false ]
  %10 = load i64, ptr %j, align 8
  %arrayidx6 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %10
  store float %cond, ptr addrspace(3) %arrayidx6, align 4
  br label %for.inc

for.inc:                                          ; preds = %cond.end
  %11 = load i64, ptr %j, align 8
  %add7 = add i64 %11, 256
  store i64 %add7, ptr %j, align 8
  br label %for.cond

for.end:                                          ; preds = %for.cond
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load i64, ptr %gid, align 8
  %13 = load i32, ptr %n.addr, align 4
  %conv8 = zext i32 %13 to i64
  %cmp9 = icmp uge i64 %12, %conv8
  br i1 %cmp9, label %if.then, label %if.end

if.then:                                          ; preds = %for.end
  br label %return

if.end:                                           ; preds = %for.end
  store float 0.000000e+00, ptr %acc, align 4
  store i32 0, ptr %k, align 4
  br label %for.cond11

for.cond11:                                       ; preds = %for.inc20, %if.end
  %14 = load i32, ptr %k, align 4
  %cmp12 = icmp sle i32 %14, 16
  br i1 %cmp12, label %for.body14, label %for.end21

for.body14:                                       ; preds = %for.cond11
  %15 = load ptr addrspace(2), ptr %weights.addr, align 8
  %16 = load i32, ptr %k, align 4
  %idxprom = sext i32 %16 to i64
  %arrayidx15 = getelementptr inbounds float, ptr addrspace(2) %15, i64 %idxprom
  %17 = load float, ptr addrspace(2) %arrayidx15, align 4
  %18 = load i64, ptr %lid, align 8
  %19 = load i32, ptr %k, align 4
  %conv16 = sext i32 %19 to i64
  %add17 = add i64 %18, %conv16
  %arrayidx18 = getelementptr inbounds [272 x float], ptr addrspace(3) @conv1d.tile, i64 0, i64 %add17
  %20 = load float, ptr addrspace(3) %arrayidx18, align 4
  %21 = load float, ptr %acc, align 4
  %22 = call float @llvm.fmuladd.f32(float %17, float %20, float %21)
  store float %22, ptr %acc, align 4
  br label %for.inc20

for.inc20:                                        ; preds = %for.body14
  %23 = load i32, ptr %k, align 4
  %inc = add nsw i32 %23, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond11

for.end21:                                        ; preds = %for.cond11
  %24 = load float, ptr %acc, align 4
  %25 = load ptr addrspace(1), ptr %out.addr, align 8
  %26 = load i64, ptr %gid, align 8
  %arrayidx22 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %26
  store float %24, ptr addrspace(1) %arrayidx22, align 4
  br label %return

return:                                           ; preds = %for.end21, %if.then
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

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
!3 = !{i32 1, i32 2, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"const", !"", !""}
