; ModuleID = 'swap_masked.cl'
source_filename = "swap_masked.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @swap_masked(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %x = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %b.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  store i32 %2, ptr %x, align 4
  %3 = load i32, ptr %x, align 4
  %cmp = icmp sgt i32 %3, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %4 = load ptr addrspace(1), ptr %a.addr, align 8
  %5 = load i64, ptr %i, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  %6 = load i32, ptr addrspace(1) %arrayidx1, align 4
  store i32 %6, ptr %r, align 4
  %7 = load i32, ptr %x, align 4
  %8 = load ptr addrspace(1), ptr %a.addr, align 8
  %9 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  store i32 %7, ptr addrspace(1) %arrayidx2, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %10 = load i32, ptr %x, align 4
  %mul = mul nsw i32 3, %10
  store i32 %mul, ptr %r, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load i32, ptr %r, align 4
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13
  store i32 %11, ptr addrspace(1) %arrayidx3, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @swap_masked_else(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %x = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %b.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  store i32 %2, ptr %x, align 4
  %3 = load i32, ptr %x, align 4
  %cmp = icmp sgt i32 %3, 0
  br i1 %cmp, label %if.then, label %if.else

if.then:                                          ; preds = %entry
  %4 = load i32, ptr %x, align 4
  %mul = mul nsw i32 3, %4
  store i32 %mul, ptr %r, align 4
  br label %if.end

if.else:                                          ; preds = %entry
  %5 = load ptr addrspace(1), ptr %a.addr, align 8
  %6 = load i64, ptr %i, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %6
  %7 = load i32, ptr addrspace(1) %arrayidx1, align 4
  store i32 %7, ptr %r, align 4
  %8 = load i32, ptr %x, align 4
  %9 = load ptr addrspace(1), ptr %a.addr, align 8
  %10 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  store i32 %8, ptr addrspace(1) %arrayidx2, align 4
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load i32, ptr %r, align 4
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13
  store i32 %11, ptr addrspace(1) %arrayidx3, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @swap_masked_const(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  %x = alloca i32, align 4
  %r = alloca i32, align 4
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  store i64 %call, ptr %i, align 8
  %0 = load ptr addrspace(1), ptr %b.addr, align 8
  %1 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  store i32 %2, ptr %x, align 4
  store i32 2, ptr %r, align 4
  %3 = load i32, ptr %x, align 4
  %cmp = icmp sgt i32 %3, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %4 = load ptr addrspace(1), ptr %a.addr, align 8
  %5 = load i64, ptr %i, align 8
  %arrayidx1 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  %6 = load i32, ptr addrspace(1) %arrayidx1, align 4
  store i32 %6, ptr %r, align 4
  %7 = load i32, ptr %x, align 4
  %8 = load ptr addrspace(1), ptr %a.addr, align 8
  %9 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  store i32 %7, ptr addrspace(1) %arrayidx2, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %10 = load i32, ptr %r, align 4
  %11 = load ptr addrspace(1), ptr %out.addr, align 8
  %12 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  store i32 %10, ptr addrspace(1) %arrayidx3, align 4
  ret void
}

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
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"", !"const", !""}
