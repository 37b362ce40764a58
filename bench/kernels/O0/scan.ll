; ModuleID = 'scan.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone scan.cl -o O0/scan.ll
source_filename = "scan.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@scan.buf = internal addrspace(3) global [2 x [512 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %lid = alloca i64, align 8
  %gid = alloca i64, align 8
  %src = alloca i32, align 4
  %offset = alloca i32, align 4
  %v = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %call, ptr %lid, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call1, ptr %gid, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %gid, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %1
  %2 = load i32, ptr addrspace(1) %arrayidx, align 4
  %3 = load i64, ptr %lid, align 8
  %arrayidx2 = getelementptr inbounds [512 x i32], ptr addrspace(3) @scan.buf, i64 0, i64 %3
  store i32 %2, ptr addrspace(3) %arrayidx2, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  store i32 0, ptr %src, align 4
  store i32 1, ptr %offset, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %4 = load i32, ptr %offset, align 4
  %cmp = icmp ult i32 %4, 512
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %5 = load i32, ptr %src, align 4
  %idxprom = sext i32 %5 to i64
  %arrayidx3 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom
  %6 = load i64, ptr %lid, align 8
  %arrayidx4 = getelementptr inbounds [512 x i32], ptr addrspace(3) %arrayidx3, i64 0, i64 %6
  %7 = load i32, ptr addrspace(3) %arrayidx4, align 4
  store i32 %7, ptr %v, align 4
  %8 = load i64, ptr %lid, align 8
  %9 = load i32, ptr %offset, align 4
  %conv = zext i32 %9 to i64
  %cmp5 = icmp uge i64 %8, %conv
  br i1 %cmp5, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %10 = load i32, ptr %src, align 4
  %idxprom7 = sext i32 %10 to i64
  %arrayidx8 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom7
  %11 = load i64, ptr %lid, align 8
  %12 = load i32, ptr %offset, align 4
  %conv9 = zext i32 %12 to i64
  %sub = sub i64 %11, %conv9
  %arrayidx10 = getelementptr inbounds [512 x i32], ptr addrspace(3) %arrayidx8, i64 0, i64 %sub
  %13 = load i32, ptr addrspace(3) %arrayidx10, align 4
  %14 = load i32, ptr %v, align 4
  %add = add i32 %14, %13
  store i32 %add, ptr %v, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %15 = load i32, ptr %v, align 4
  %16 = load i32, ptr %src, align 4
  %sub11 = sub nsw i32 1, %16
  %idxprom12 = sext i32 %sub11 to i64
  %arrayidx13 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom12
  %17 = load i64, ptr %lid, align 8
  %arrayidx14 = getelementptr inbounds [512 x i32], ptr addrspace(3) %arrayidx13, i64 0, i64 %17
  store i32 %15, ptr addrspace(3) %arrayidx14, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %18 = load i32, ptr %src, align 4
  %sub15 = sub nsw i32 1, %18
  store i32 %sub15, ptr %src, align 4
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %19 = load i32, ptr %offset, align 4
  %shl = shl i32 %19, 1
  store i32 %shl, ptr %offset, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %20 = load i32, ptr %src, align 4
  %idxprom16 = sext i32 %20 to i64
  %arrayidx17 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom16
  %21 = load i64, ptr %lid, align 8
  %arrayidx18 = getelementptr inbounds [512 x i32], ptr addrspace(3) %arrayidx17, i64 0, i64 %21
  %22 = load i32, ptr addrspace(3) %arrayidx18, align 4
  %23 = load ptr addrspace(1), ptr %out.addr, align 8
  %24 = load i64, ptr %gid, align 8
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  store i32 %22, ptr addrspace(1) %arrayidx19, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

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
!3 = !{i32 1, i32 1}
!4 = !{!"none", !"none"}
!5 = !{!"uint*", !"uint*"}
!6 = !{!"const", !""}
