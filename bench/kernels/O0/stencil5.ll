; ModuleID = 'stencil5.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone stencil5.cl -o O0/stencil5.ll
source_filename = "stencil5.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @stencil5(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %w, i32 noundef %h, float noundef %c0, float noundef %c1) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %w.addr = alloca i32, align 4
  %h.addr = alloca i32, align 4
  %c0.addr = alloca float, align 4
  %c1.addr = alloca float, align 4
  %x = alloca i64, align 8
  %y = alloca i64, align 8
  %i = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %w, ptr %w.addr, align 4
  store i32 %h, ptr %h.addr, align 4
  store float %c0, ptr %c0.addr, align 4
  store float %c1, ptr %c1.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %x, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  store i64 %call1, ptr %y, align 8
  %0 = load i64, ptr %x, align 8
  %1 = load i32, ptr %w.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp uge i64 %0, %conv
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load i64, ptr %y, align 8
  %3 = load i32, ptr %h.addr, align 4
  %conv3 = zext i32 %3 to i64
  %cmp4 = icmp uge i64 %2, %conv3
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load i64, ptr %y, align 8
  %5 = load i32, ptr %w.addr, align 4
  %conv6 = zext i32 %5 to i64
  %mul = mul i64 %4, %conv6
  %6 = load i64, ptr %x, align 8
  %add = add i64 %mul, %6
  store i64 %add, ptr %i, align 8
  %7 = load i64, ptr %x, align 8
  %cmp7 = icmp eq i64 %7, 0
  br i1 %cmp7, label %if.then21, label %lor.lhs.false9

lor.lhs.false9:                                   ; preds = %if.end
  %8 = load i64, ptr %y, align 8
  %cmp10 = icmp eq i64 %8, 0
  br i1 %cmp10, label %if.then21, label %lor.lhs.false12

lor.lhs.false12:                                  ; preds = %lor.lhs.false9
  %9 = load i64, ptr %x, align 8
  %10 = load i32, ptr %w.addr, align 4
  %sub = sub i32 %10, 1
  %conv13 = zext i32 %sub to i64
  %cmp14 = icmp eq i64 %9, %conv13
  br i1 %cmp14, label %if.then21, label %lor.lhs.false16

lor.lhs.false16:                                  ; preds = %lor.lhs.false12
  %11 = load i64, ptr %y, align 8
  %12 = load i32, ptr %h.addr, align 4
  %sub17 = sub i32 %12, 1
  %conv18 = zext i32 %sub17 to i64
  %cmp19 = icmp eq i64 %11, %conv18
  br i1 %cmp19, label %if.then21, label %if.end23

if.then21:                                        ; preds = %lor.lhs.false16, %lor.lhs.false12, %lor.lhs.false9, %if.end
  %13 = load ptr addrspace(1), ptr %in.addr, align 8
  %14 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %13, i64 %14
  %15 = load float, ptr addrspace(1) %arrayidx, align 4
  %16 = load ptr addrspace(1), ptr %out.addr, align 8
  %17 = load i64, ptr %i, align 8
  %arrayidx22 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %17
  store float %15, ptr addrspace(1) %arrayidx22, align 4
  br label %return

if.end23:                                         ; preds = %lor.lhs.false16
  %18 = load float, ptr %c0.addr, align 4
  %19 = load ptr addrspace(1), ptr %in.addr, align 8
  %20 = load i64, ptr %i, align 8
  %arrayidx24 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %20
  %21 = load float, ptr addrspace(1) %arrayidx24, align 4
  %22 = load float, ptr %c1.addr, align 4
  %23 = load ptr addrspace(1), ptr %in.addr, align 8
  %24 = load i64, ptr %i, align 8
  %sub26 = sub i64 %24, 1
  %arrayidx27 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %sub26
  %25 = load float, ptr addrspace(1) %arrayidx27, align 4
  %26 = load ptr addrspace(1), ptr %in.addr, align 8
  %27 = load i64, ptr %i, align 8
  %add28 = add i64 %27, 1
  %arrayidx29 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %add28
  %28 = load float, ptr addrspace(1) %arrayidx29, align 4
  %add30 = fadd float %25, %28
  %29 = load ptr addrspace(1), ptr %in.addr, align 8
  %30 = load i64, ptr %i, align 8
  %31 = load i32, ptr %w.addr, align 4
  %conv31 = zext i32 %31 to i64
  %sub32 = sub i64 %30, %conv31
  %arrayidx33 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %sub32
  %32 = load float, ptr addrspace(1) %arrayidx33, align 4
  %add34 = fadd float %add30, %32
  %33 = load ptr addrspace(1), ptr %in.addr, align 8
  %34 = load i64, ptr %i, align 8
  %35 = load i32, ptr %w.addr, align 4
  %conv35 = zext i32 %35 to i64
  %add36 = add i64 %34, %conv35
  %arrayidx37 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %add36
  %36 = load float, ptr addrspace(1) %arrayidx37, align 4
  %add38 = fadd float %add34, %36
  %mul39 = fmul float %22, %add38
  %37 = call float @llvm.fmuladd.f32(float %18, float %21, float %mul39)
  %38 = load ptr addrspace(1), ptr %out.addr, align 8
  %39 = load i64, ptr %i, align 8
  %arrayidx40 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %39
  store float %37, ptr addrspace(1) %arrayidx40, align 4
  br label %return

return:                                           ; preds = %if.end23, %if.then21, %if.then
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
!3 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"uint", !"uint", !"float", !"float"}
!6 = !{!"const", !"", !"", !"", !"", !""}
