; ModuleID = 'transpose_local.cl'
source_filename = "transpose_local.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@transpose_local.tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @transpose_local(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, i32 noundef %w, i32 noundef %h) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %w.addr = alloca i32, align 4
  %h.addr = alloca i32, align 4
  %gx = alloca i64, align 8
  %gy = alloca i64, align 8
  %lx = alloca i64, align 8
  %ly = alloca i64, align 8
  %ox = alloca i64, align 8
  %oy = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i32 %w, ptr %w.addr, align 4
  store i32 %h, ptr %h.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call, ptr %gx, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  store i64 %call1, ptr %gy, align 8
  %call2 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %call2, ptr %lx, align 8
  %call3 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #3
  store i64 %call3, ptr %ly, align 8
  %0 = load i64, ptr %gx, align 8
  %1 = load i32, ptr %w.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp ult i64 %0, %conv
  br i1 %cmp, label %land.lhs.true, label %if.end

land.lhs.true:                                    ; preds = %entry
  %2 = load i64, ptr %gy, align 8
  %3 = load i32, ptr %h.addr, align 4
  %conv5 = zext i32 %3 to i64
  %cmp6 = icmp ult i64 %2, %conv5
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %land.lhs.true
  %4 = load ptr addrspace(1), ptr %in.addr, align 8
  %5 = load i64, ptr %gy, align 8
  %6 = load i32, ptr %w.addr, align 4
  %conv8 = zext i32 %6 to i64
  %mul = mul i64 %5, %conv8
  %7 = load i64, ptr %gx, align 8
  %add = add i64 %mul, %7
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %4, i64 %add
  %8 = load float, ptr addrspace(1) %arrayidx, align 4
  %9 = load i64, ptr %ly, align 8
  %arrayidx9 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %9
  %10 = load i64, ptr %lx, align 8
  %arrayidx10 = getelementptr inbounds [17 x float], ptr addrspace(3) %arrayidx9, i64 0, i64 %10
  store float %8, ptr addrspace(3) %arrayidx10, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %land.lhs.true, %entry
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %call11 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #3
  %mul12 = mul i64 %call11, 16
  %11 = load i64, ptr %lx, align 8
  %add13 = add i64 %mul12, %11
  store i64 %add13, ptr %ox, align 8
  %call14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %mul15 = mul i64 %call14, 16
  %12 = load i64, ptr %ly, align 8
  %add16 = add i64 %mul15, %12
  store i64 %add16, ptr %oy, align 8
  %13 = load i64, ptr %ox, align 8
  %14 = load i32, ptr %h.addr, align 4
  %conv17 = zext i32 %14 to i64
  %cmp18 = icmp ult i64 %13, %conv17
  br i1 %cmp18, label %land.lhs.true20, label %if.end31

land.lhs.true20:                                  ; preds = %if.end
  %15 = load i64, ptr %oy, align 8
  %16 = load i32, ptr %w.addr, align 4
  %conv21 = zext i32 %16 to i64
  %cmp22 = icmp ult i64 %15, %conv21
  br i1 %cmp22, label %if.then24, label %if.end31

if.then24:                                        ; preds = %land.lhs.true20
  %17 = load i64, ptr %lx, align 8
  %arrayidx25 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_local.tile, i64 0, i64 %17
  %18 = load i64, ptr %ly, align 8
  %arrayidx26 = getelementptr inbounds [17 x float], ptr addrspace(3) %arrayidx25, i64 0, i64 %18
  %19 = load float, ptr addrspace(3) %arrayidx26, align 4
  %20 = load ptr addrspace(1), ptr %out.addr, align 8
  %21 = load i64, ptr %oy, align 8
  %22 = load i32, ptr %h.addr, align 4
  %conv27 = zext i32 %22 to i64
  %mul28 = mul i64 %21, %conv27
  %23 = load i64, ptr %ox, align 8
  %add29 = add i64 %mul28, %23
  %arrayidx30 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %add29
  store float %19, ptr addrspace(1) %arrayidx30, align 4
  br label %if.end31

if.end31:                                         ; preds = %if.then24, %land.lhs.true20, %if.end
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"uint", !"uint"}
!6 = !{!"const", !"", !"", !""}
