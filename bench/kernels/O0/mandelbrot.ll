; ModuleID = 'mandelbrot.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone mandelbrot.cl -o O0/mandelbrot.ll
source_filename = "mandelbrot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mandelbrot(ptr addrspace(1) noundef align 4 %counts, i32 noundef %w, i32 noundef %h, i32 noundef %max_iter) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %counts.addr = alloca ptr addrspace(1), align 8
  %w.addr = alloca i32, align 4
  %h.addr = alloca i32, align 4
  %max_iter.addr = alloca i32, align 4
  %px = alloca i64, align 8
  %py = alloca i64, align 8
  %cr = alloca float, align 4
  %ci = alloca float, align 4
  %zr = alloca float, align 4
  %zi = alloca float, align 4
  %it = alloca i32, align 4
  %t = alloca float, align 4
  store ptr addrspace(1) %counts, ptr %counts.addr, align 8
  store i32 %w, ptr %w.addr, align 4
  store i32 %h, ptr %h.addr, align 4
  store i32 %max_iter, ptr %max_iter.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %px, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  store i64 %call1, ptr %py, align 8
  %0 = load i64, ptr %px, align 8
  %1 = load i32, ptr %w.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp uge i64 %0, %conv
  br i1 %cmp, label %if.then, label %lor.lhs.false

lor.lhs.false:                                    ; preds = %entry
  %2 = load i64, ptr %py, align 8
  %3 = load i32, ptr %h.addr, align 4
  %conv3 = zext i32 %3 to i64
  %cmp4 = icmp uge i64 %2, %conv3
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %lor.lhs.false, %entry
  br label %return

if.end:                                           ; preds = %lor.lhs.false
  %4 = load i64, ptr %px, align 8
  %conv6 = uitofp i64 %4 to float
  %mul = fmul float 3.000000e+00, %conv6
  %5 = load i32, ptr %w.addr, align 4
  %conv7 = uitofp i32 %5 to float
  %div = fdiv float %mul, %conv7, !fpmath !7
  %add = fadd float -2.000000e+00, %div
  store float %add, ptr %cr, align 4
  %6 = load i64, ptr %py, align 8
  %conv8 = uitofp i64 %6 to float
  %mul9 = fmul float 3.000000e+00, %conv8
  %7 = load i32, ptr %h.addr, align 4
  %conv10 = uitofp i32 %7 to float
  %div11 = fdiv float %mul9, %conv10, !fpmath !7
  %add12 = fadd float -1.500000e+00, %div11
  store float %add12, ptr %ci, align 4
  store float 0.000000e+00, ptr %zr, align 4
  store float 0.000000e+00, ptr %zi, align 4
  store i32 0, ptr %it, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.body, %if.end
  %8 = load i32, ptr %it, align 4
  %9 = load i32, ptr %max_iter.addr, align 4
  %cmp13 = icmp ult i32 %8, %9
  br i1 %cmp13, label %land.rhs, label %land.end

land.rhs:                                         ; preds = %while.cond
  %10 = load float, ptr %zr, align 4
  %11 = load float, ptr %zr, align 4
  %12 = load float, ptr %zi, align 4
  %13 = load float, ptr %zi, align 4
  %mul16 = fmul float %12, %13
  %14 = call float @llvm.fmuladd.f32(float %10, float %11, float %mul16)
  %cmp17 = fcmp ole float %14, 4.000000e+00
  br label %land.end

land.end:                                         ; preds = %land.rhs, %while.cond
  %15 = phi i1 [ false, %while.cond ], [ %cmp17, %land.rhs ]
  br i1 %15, label %while.body, label %while.end

while.body:                                       ; preds = %land.end
  %16 = load float, ptr %zr, align 4
  %17 = load float, ptr %zr, align 4
  %18 = load float, ptr %zi, align 4
  %19 = load float, ptr %zi, align 4
  %mul20 = fmul float %18, %19
  %neg = fneg float %mul20
  %20 = call float @llvm.fmuladd.f32(float %16, float %17, float %neg)
  %21 = load float, ptr %cr, align 4
  %add21 = fadd float %20, %21
  store float %add21, ptr %t, align 4
  %22 = load float, ptr %zr, align 4
  %mul22 = fmul float 2.000000e+00, %22
  %23 = load float, ptr %zi, align 4
  %24 = load float, ptr %ci, align 4
  %25 = call float @llvm.fmuladd.f32(float %mul22, float %23, float %24)
  store float %25, ptr %zi, align 4
  %26 = load float, ptr %t, align 4
  store float %26, ptr %zr, align 4
  %27 = load i32, ptr %it, align 4
  %inc = add i32 %27, 1
  store i32 %inc, ptr %it, align 4
  br label %while.cond

while.end:                                        ; preds = %land.end
  %28 = load i32, ptr %it, align 4
  %29 = load ptr addrspace(1), ptr %counts.addr, align 8
  %30 = load i64, ptr %py, align 8
  %31 = load i32, ptr %w.addr, align 4
  %conv24 = zext i32 %31 to i64
  %mul25 = mul i64 %30, %conv24
  %32 = load i64, ptr %px, align 8
  %add26 = add i64 %mul25, %32
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %add26
  store i32 %28, ptr addrspace(1) %arrayidx, align 4
  br label %return

return:                                           ; preds = %while.end, %if.then
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
!3 = !{i32 1, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"uint*", !"uint", !"uint", !"uint"}
!6 = !{!"", !"", !"", !""}
!7 = !{float 2.500000e+00}
