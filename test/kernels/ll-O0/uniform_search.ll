; ModuleID = 'uniform_search.cl'
source_filename = "uniform_search.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @uniform_search(ptr addrspace(1) noundef align 4 %table, ptr addrspace(1) noundef align 4 %out, i32 noundef %key, i32 noundef %m) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %table.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %key.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  %i = alloca i64, align 8
  %k = alloca i32, align 4
  %n = alloca i32, align 4
  %acc = alloca i32, align 4
  %j = alloca i32, align 4
  store ptr addrspace(1) %table, ptr %table.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %key, ptr %key.addr, align 4
  store i32 %m, ptr %m.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  store i32 0, ptr %k, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, ptr %k, align 4
  %1 = load i32, ptr %m.addr, align 4
  %cmp = icmp slt i32 %0, %1
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr addrspace(1), ptr %table.addr, align 8
  %3 = load i32, ptr %k, align 4
  %idxprom = sext i32 %3 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %idxprom
  %4 = load i32, ptr addrspace(1) %arrayidx, align 4
  %5 = load i32, ptr %key.addr, align 4
  %cmp1 = icmp eq i32 %4, %5
  br i1 %cmp1, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  br label %for.end

if.end:                                           ; preds = %for.body
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %6 = load i32, ptr %k, align 4
  %inc = add nsw i32 %6, 1
  store i32 %inc, ptr %k, align 4
  br label %for.cond

for.end:                                          ; preds = %if.then, %for.cond
  %7 = load i32, ptr %k, align 4
  %8 = load i32, ptr %m.addr, align 4
  %cmp2 = icmp slt i32 %7, %8
  br i1 %cmp2, label %cond.true, label %cond.false

cond.true:                                        ; preds = %for.end
  %9 = load i32, ptr %k, align 4
  br label %cond.end

cond.false:                                       ; preds = %for.end
  %10 = load i32, ptr %m.addr, align 4
  %mul = mul nsw i32 2, %10
  br label %cond.end

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %9, %cond.true ], [ %mul, %cond.false ]
  store i32 %cond, ptr %n, align 4
  store i32 0, ptr %acc, align 4
  store i32 0, ptr %j, align 4
  br label %for.cond3

for.cond3:                                        ; preds = %for.inc8, %cond.end
  %11 = load i32, ptr %j, align 4
  %12 = load i32, ptr %n, align 4
  %cmp4 = icmp slt i32 %11, %12
  br i1 %cmp4, label %for.body5, label %for.end10

for.body5:                                        ; preds = %for.cond3
  %13 = load ptr addrspace(1), ptr %table.addr, align 8
  %14 = load i32, ptr %j, align 4
  %idxprom6 = sext i32 %14 to i64
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %idxprom6
  %15 = load i32, ptr addrspace(1) %arrayidx7, align 4
  %16 = load i64, ptr %i, align 8
  %conv = trunc i64 %16 to i32
  %xor = xor i32 %15, %conv
  %17 = load i32, ptr %acc, align 4
  %add = add nsw i32 %17, %xor
  store i32 %add, ptr %acc, align 4
  br label %for.inc8

for.inc8:                                         ; preds = %for.body5
  %18 = load i32, ptr %j, align 4
  %inc9 = add nsw i32 %18, 1
  store i32 %inc9, ptr %j, align 4
  br label %for.cond3

for.end10:                                        ; preds = %for.cond3
  %19 = load i64, ptr %i, align 8
  %rem = urem i64 %19, 3
  %cmp11 = icmp ne i64 %rem, 0
  br i1 %cmp11, label %if.then13, label %if.end15

if.then13:                                        ; preds = %for.end10
  %20 = load i32, ptr %acc, align 4
  %21 = load ptr addrspace(1), ptr %out.addr, align 8
  %22 = load i64, ptr %i, align 8
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22
  store i32 %20, ptr addrspace(1) %arrayidx14, align 4
  br label %if.end15

if.end15:                                         ; preds = %if.then13, %for.end10
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

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
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int", !"int"}
!6 = !{!"const", !"", !"", !""}
