; ModuleID = 'covar_upper.cl'
source_filename = "covar_upper.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @covar_upper(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %out, i32 noundef %m, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %m.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %m, ptr %m.addr, align 4
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %conv = trunc i64 %call to i32
  store i32 %conv, ptr %j, align 4
  %0 = load i32, ptr %j, align 4
  %1 = load i32, ptr %m.addr, align 4
  %sub = sub nsw i32 %1, 1
  %cmp = icmp slt i32 %0, %sub
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr addrspace(1), ptr %out.addr, align 8
  %3 = load i32, ptr %j, align 4
  %4 = load i32, ptr %m.addr, align 4
  %mul = mul nsw i32 %3, %4
  %5 = load i32, ptr %j, align 4
  %add = add nsw i32 %mul, %5
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %2, i64 %idxprom
  store float 1.000000e+00, ptr addrspace(1) %arrayidx, align 4
  %6 = load i32, ptr %j, align 4
  %add2 = add nsw i32 %6, 1
  store i32 %add2, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc30, %if.then
  %7 = load i32, ptr %k, align 4
  %8 = load i32, ptr %m.addr, align 4
  %cmp3 = icmp slt i32 %7, %8
  br i1 %cmp3, label %for.body, label %for.end32

for.body:                                         ; preds = %for.cond
  store i32 0, ptr %i, align 4
  br label %for.cond5

for.cond5:                                        ; preds = %for.inc, %for.body
  %9 = load i32, ptr %i, align 4
  %10 = load i32, ptr %n.addr, align 4
  %cmp6 = icmp slt i32 %9, %10
  br i1 %cmp6, label %for.body8, label %for.end

for.body8:                                        ; preds = %for.cond5
  %11 = load ptr addrspace(1), ptr %a.addr, align 8
  %12 = load i32, ptr %i, align 4
  %13 = load i32, ptr %m.addr, align 4
  %mul9 = mul nsw i32 %12, %13
  %14 = load i32, ptr %j, align 4
  %add10 = add nsw i32 %mul9, %14
  %idxprom11 = sext i32 %add10 to i64
  %arrayidx12 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %idxprom11
  %15 = load float, ptr addrspace(1) %arrayidx12, align 4
  %16 = load ptr addrspace(1), ptr %a.addr, align 8
  %17 = load i32, ptr %i, align 4
  %18 = load i32, ptr %m.addr, align 4
  %mul13 = mul nsw i32 %17, %18
  %19 = load i32, ptr %k, align 4
  %add14 = add nsw i32 %mul13, %19
  %idxprom15 = sext i32 %add14 to i64
  %arrayidx16 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %idxprom15
  %20 = load float, ptr addrspace(1) %arrayidx16, align 4
  %21 = load ptr addrspace(1), ptr %out.addr, align 8
  %22 = load i32, ptr %j, align 4
  %23 = load i32, ptr %m.addr, align 4
  %mul18 = mul nsw i32 %22, %23
  %24 = load i32, ptr %k, align 4
  %add19 = add nsw i32 %mul18, %24
  %idxprom20 = sext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %idxprom20
  %25 = load float, ptr addrspace(1) %arrayidx21, align 4
  %26 = call float @llvm.fmuladd.f32(float %15, float %20, float %25)
  store float %26, ptr addrspace(1) %arrayidx21, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body8
  %27 = load i32, ptr %i, align 4
  %inc = add nsw i32 %27, 1
  store i32 %inc, ptr %i, align 4
  br label %for.cond5

for.end:                                          ; preds = %for.cond5
  %28 = load ptr addrspace(1), ptr %out.addr, align 8
  %29 = load i32, ptr %j, align 4
  %30 = load i32, ptr %m.addr, align 4
  %mul22 = mul nsw i32 %29, %30
  %31 = load i32, ptr %k, align 4
  %add23 = add nsw i32 %mul22, %31
  %idxprom24 = sext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds float, ptr addrspace(1) %28, i64 %idxprom24
  %32 = load float, ptr addrspace(1) %arrayidx25, align 4
  %33 = load ptr addrspace(1), ptr %out.addr, align 8
  %34 = load i32, ptr %k, align 4
  %35 = load i32, ptr %m.addr, align 4
  %mul26 = mul nsw i32 %34, %35
  %36 = load i32, ptr %j, align 4
  %add27 = add nsw i32 %mul26, %36
  %idxprom28 = sext i32 %add27 to i64
  %arrayidx29 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %idxprom28
  store float %32, ptr addrspace(1) %arrayidx29, align 4
  br label %for.inc30

for.inc30:                                        ; preds = %for.end
  %37 = load i32, ptr %k, align 4
  %inc31 = add nsw i32 %37, 1
  store i32 %inc31, ptr %k, align 4
  br label %for.cond

for.end32:                                        ; preds = %for.cond
  br label %if.end

if.end:                                           ; preds = %for.end32, %entry
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"int", !"int"}
!6 = !{!"const", !"", !"", !""}
