; ModuleID = 'reduce_sum.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O0 -disable-O0-optnone reduce_sum.cl -o O0/reduce_sum.ll
source_filename = "reduce_sum.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_sum(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %partial, ptr addrspace(3) noundef align 4 %scratch, i32 noundef %n) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %partial.addr = alloca ptr addrspace(1), align 8
  %scratch.addr = alloca ptr addrspace(3), align 8
  %n.addr = alloca i32, align 4
  %lid = alloca i64, align 8
  %acc = alloca float, align 4
  %i = alloca i64, align 8
  %span = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %partial, ptr %partial.addr, align 8
  store ptr addrspace(3) %scratch, ptr %scratch.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %call, ptr %lid, align 8
  store float 0.000000e+00, ptr %acc, align 4
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  store i64 %call1, ptr %i, align 8
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i64, ptr %i, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp ult i64 %0, %conv
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %2, i64 %3
  %4 = load float, ptr addrspace(1) %arrayidx, align 4
  %5 = load float, ptr %acc, align 4
  %add = fadd float %5, %4
  store float %add, ptr %acc, align 4
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %call3 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %6 = load i64, ptr %i, align 8
  %add4 = add i64 %6, %call3
  store i64 %add4, ptr %i, align 8
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %7 = load float, ptr %acc, align 4
  %8 = load ptr addrspace(3), ptr %scratch.addr, align 8
  %9 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds float, ptr addrspace(3) %8, i64 %9
  store float %7, ptr addrspace(3) %arrayidx5, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %call6 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %div = udiv i64 %call6, 2
  store i64 %div, ptr %span, align 8
  br label %for.cond7

for.cond7:                                        ; preds = %for.inc17, %for.end
  %10 = load i64, ptr %span, align 8
  %cmp8 = icmp ugt i64 %10, 0
  br i1 %cmp8, label %for.body10, label %for.end19

for.body10:                                       ; preds = %for.cond7
  %11 = load i64, ptr %lid, align 8
  %12 = load i64, ptr %span, align 8
  %cmp11 = icmp ult i64 %11, %12
  br i1 %cmp11, label %if.then, label %if.end

if.then:                                          ; preds = %for.body10
  %13 = load ptr addrspace(3), ptr %scratch.addr, align 8
  %14 = load i64, ptr %lid, align 8
  %15 = load i64, ptr %span, align 8
  %add13 = add i64 %14, %15
  %arrayidx14 = getelementptr inbounds float, ptr addrspace(3) %13, i64 %add13
  %16 = load float, ptr addrspace(3) %arrayidx14, align 4
  %17 = load ptr addrspace(3), ptr %scratch.addr, align 8
  %18 = load i64, ptr %lid, align 8
  %arrayidx15 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %18
  %19 = load float, ptr addrspace(3) %arrayidx15, align 4
  %add16 = fadd float %19, %16
  store float %add16, ptr addrspace(3) %arrayidx15, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body10
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br label %for.inc17

for.inc17:                                        ; preds = %if.end
  %20 = load i64, ptr %span, align 8
  %div18 = udiv i64 %20, 2
  store i64 %div18, ptr %span, align 8
  br label %for.cond7

for.end19:                                        ; preds = %for.cond7
  %21 = load i64, ptr %lid, align 8
  %cmp20 = icmp eq i64 %21, 0
  br i1 %cmp20, label %if.then22, label %if.end26

if.then22:                                        ; preds = %for.end19
  %22 = load ptr addrspace(3), ptr %scratch.addr, align 8
  %arrayidx23 = getelementptr inbounds float, ptr addrspace(3) %22, i64 0
  %23 = load float, ptr addrspace(3) %arrayidx23, align 4
  %24 = load ptr addrspace(1), ptr %partial.addr, align 8
  %call24 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #3
  %arrayidx25 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %call24
  store float %23, ptr addrspace(1) %arrayidx25, align 4
  br label %if.end26

if.end26:                                         ; preds = %if.then22, %for.end19
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

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
!3 = !{i32 1, i32 1, i32 3, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"uint"}
!6 = !{!"const", !"", !"", !""}
