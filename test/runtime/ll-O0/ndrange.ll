; ModuleID = 'ndrange.cl'
source_filename = "ndrange.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Triple = type { i32, float, i64 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ids(ptr addrspace(1) noundef align 8 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %gx = alloca i64, align 8
  %gy = alloca i64, align 8
  %gz = alloca i64, align 8
  %i = alloca i64, align 8
  %o = alloca ptr addrspace(1), align 8
  %d = alloca i32, align 4
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %call1 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #4
  %sub = sub i64 %call, %call1
  store i64 %sub, ptr %gx, align 8
  %call2 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %call3 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 1) #4
  %sub4 = sub i64 %call2, %call3
  store i64 %sub4, ptr %gy, align 8
  %call5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #4
  %call6 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 2) #4
  %sub7 = sub i64 %call5, %call6
  store i64 %sub7, ptr %gz, align 8
  %0 = load i64, ptr %gz, align 8
  %call8 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #4
  %mul = mul i64 %0, %call8
  %1 = load i64, ptr %gy, align 8
  %add = add i64 %mul, %1
  %call9 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %mul10 = mul i64 %add, %call9
  %2 = load i64, ptr %gx, align 8
  %add11 = add i64 %mul10, %2
  store i64 %add11, ptr %i, align 8
  %3 = load ptr addrspace(1), ptr %out.addr, align 8
  %4 = load i64, ptr %i, align 8
  %mul12 = mul i64 16, %4
  %add.ptr = getelementptr inbounds i64, ptr addrspace(1) %3, i64 %mul12
  store ptr addrspace(1) %add.ptr, ptr %o, align 8
  store i32 0, ptr %d, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %5 = load i32, ptr %d, align 4
  %cmp = icmp ult i32 %5, 3
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %6 = load i32, ptr %d, align 4
  %call13 = call spir_func i64 @_Z13get_global_idj(i32 noundef %6) #4
  %7 = load ptr addrspace(1), ptr %o, align 8
  %8 = load i32, ptr %d, align 4
  %idxprom = zext i32 %8 to i64
  %arrayidx = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %idxprom
  store i64 %call13, ptr addrspace(1) %arrayidx, align 8
  %9 = load i32, ptr %d, align 4
  %call14 = call spir_func i64 @_Z12get_local_idj(i32 noundef %9) #4
  %10 = load ptr addrspace(1), ptr %o, align 8
  %11 = load i32, ptr %d, align 4
  %add15 = add i32 3, %11
  %idxprom16 = zext i32 %add15 to i64
  %arrayidx17 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %idxprom16
  store i64 %call14, ptr addrspace(1) %arrayidx17, align 8
  %12 = load i32, ptr %d, align 4
  %call18 = call spir_func i64 @_Z12get_group_idj(i32 noundef %12) #4
  %13 = load ptr addrspace(1), ptr %o, align 8
  %14 = load i32, ptr %d, align 4
  %add19 = add i32 6, %14
  %idxprom20 = zext i32 %add19 to i64
  %arrayidx21 = getelementptr inbounds i64, ptr addrspace(1) %13, i64 %idxprom20
  store i64 %call18, ptr addrspace(1) %arrayidx21, align 8
  %15 = load i32, ptr %d, align 4
  %call22 = call spir_func i64 @_Z14get_local_sizej(i32 noundef %15) #4
  %16 = load ptr addrspace(1), ptr %o, align 8
  %17 = load i32, ptr %d, align 4
  %add23 = add i32 9, %17
  %idxprom24 = zext i32 %add23 to i64
  %arrayidx25 = getelementptr inbounds i64, ptr addrspace(1) %16, i64 %idxprom24
  store i64 %call22, ptr addrspace(1) %arrayidx25, align 8
  br label %for.inc

for.inc:                                          ; preds = %for.body
  %18 = load i32, ptr %d, align 4
  %inc = add i32 %18, 1
  store i32 %inc, ptr %d, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %call26 = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #5
  %19 = load ptr addrspace(1), ptr %o, align 8
  %arrayidx27 = getelementptr inbounds i64, ptr addrspace(1) %19, i64 12
  store i64 %call26, ptr addrspace(1) %arrayidx27, align 8
  %call28 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #4
  %20 = load ptr addrspace(1), ptr %o, align 8
  %arrayidx29 = getelementptr inbounds i64, ptr addrspace(1) %20, i64 13
  store i64 %call28, ptr addrspace(1) %arrayidx29, align 8
  %call30 = call spir_func i32 @_Z12get_work_dimv() #4
  %conv = zext i32 %call30 to i64
  %21 = load ptr addrspace(1), ptr %o, align 8
  %arrayidx31 = getelementptr inbounds i64, ptr addrspace(1) %21, i64 14
  store i64 %conv, ptr addrspace(1) %arrayidx31, align 8
  %call32 = call spir_func i64 @_Z20get_global_linear_idv() #5
  %22 = load ptr addrspace(1), ptr %o, align 8
  %arrayidx33 = getelementptr inbounds i64, ptr addrspace(1) %22, i64 15
  store i64 %call32, ptr addrspace(1) %arrayidx33, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vadd_int(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %c, i32 noundef %n) #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %c.addr = alloca ptr addrspace(1), align 8
  %n.addr = alloca i32, align 4
  %i = alloca i64, align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %c, ptr %c.addr, align 8
  store i32 %n, ptr %n.addr, align 4
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call, ptr %i, align 8
  %0 = load i64, ptr %i, align 8
  %1 = load i32, ptr %n.addr, align 4
  %conv = zext i32 %1 to i64
  %cmp = icmp ult i64 %0, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %2 = load ptr addrspace(1), ptr %a.addr, align 8
  %3 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %3
  %4 = load i32, ptr addrspace(1) %arrayidx, align 4
  %5 = load ptr addrspace(1), ptr %b.addr, align 8
  %6 = load i64, ptr %i, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %6
  %7 = load i32, ptr addrspace(1) %arrayidx2, align 4
  %add = add nsw i32 %4, %7
  %8 = load ptr addrspace(1), ptr %c.addr, align 8
  %9 = load i64, ptr %i, align 8
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %8, i64 %9
  store i32 %add, ptr addrspace(1) %arrayidx3, align 4
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scalars(ptr addrspace(1) noundef align 8 %out, i8 noundef signext %c, i8 noundef zeroext %uc, i16 noundef signext %s, i16 noundef zeroext %us, i32 noundef %i, i32 noundef %u, i64 noundef %l, i64 noundef %ul, float noundef %f, double noundef %d) #0 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %c.addr = alloca i8, align 1
  %uc.addr = alloca i8, align 1
  %s.addr = alloca i16, align 2
  %us.addr = alloca i16, align 2
  %i.addr = alloca i32, align 4
  %u.addr = alloca i32, align 4
  %l.addr = alloca i64, align 8
  %ul.addr = alloca i64, align 8
  %f.addr = alloca float, align 4
  %d.addr = alloca double, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store i8 %c, ptr %c.addr, align 1
  store i8 %uc, ptr %uc.addr, align 1
  store i16 %s, ptr %s.addr, align 2
  store i16 %us, ptr %us.addr, align 2
  store i32 %i, ptr %i.addr, align 4
  store i32 %u, ptr %u.addr, align 4
  store i64 %l, ptr %l.addr, align 8
  store i64 %ul, ptr %ul.addr, align 8
  store float %f, ptr %f.addr, align 4
  store double %d, ptr %d.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %cmp = icmp eq i64 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %0 = load i8, ptr %c.addr, align 1
  %conv = sitofp i8 %0 to double
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx = getelementptr inbounds double, ptr addrspace(1) %1, i64 0
  store double %conv, ptr addrspace(1) %arrayidx, align 8
  %2 = load i8, ptr %uc.addr, align 1
  %conv1 = uitofp i8 %2 to double
  %3 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx2 = getelementptr inbounds double, ptr addrspace(1) %3, i64 1
  store double %conv1, ptr addrspace(1) %arrayidx2, align 8
  %4 = load i16, ptr %s.addr, align 2
  %conv3 = sitofp i16 %4 to double
  %5 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx4 = getelementptr inbounds double, ptr addrspace(1) %5, i64 2
  store double %conv3, ptr addrspace(1) %arrayidx4, align 8
  %6 = load i16, ptr %us.addr, align 2
  %conv5 = uitofp i16 %6 to double
  %7 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx6 = getelementptr inbounds double, ptr addrspace(1) %7, i64 3
  store double %conv5, ptr addrspace(1) %arrayidx6, align 8
  %8 = load i32, ptr %i.addr, align 4
  %conv7 = sitofp i32 %8 to double
  %9 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx8 = getelementptr inbounds double, ptr addrspace(1) %9, i64 4
  store double %conv7, ptr addrspace(1) %arrayidx8, align 8
  %10 = load i32, ptr %u.addr, align 4
  %conv9 = uitofp i32 %10 to double
  %11 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx10 = getelementptr inbounds double, ptr addrspace(1) %11, i64 5
  store double %conv9, ptr addrspace(1) %arrayidx10, align 8
  %12 = load i64, ptr %l.addr, align 8
  %conv11 = sitofp i64 %12 to double
  %13 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx12 = getelementptr inbounds double, ptr addrspace(1) %13, i64 6
  store double %conv11, ptr addrspace(1) %arrayidx12, align 8
  %14 = load i64, ptr %ul.addr, align 8
  %conv13 = uitofp i64 %14 to double
  %15 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx14 = getelementptr inbounds double, ptr addrspace(1) %15, i64 7
  store double %conv13, ptr addrspace(1) %arrayidx14, align 8
  %16 = load float, ptr %f.addr, align 4
  %conv15 = fpext float %16 to double
  %17 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx16 = getelementptr inbounds double, ptr addrspace(1) %17, i64 8
  store double %conv15, ptr addrspace(1) %arrayidx16, align 8
  %18 = load double, ptr %d.addr, align 8
  %19 = load ptr addrspace(1), ptr %out.addr, align 8
  %arrayidx17 = getelementptr inbounds double, ptr addrspace(1) %19, i64 9
  store double %18, ptr addrspace(1) %arrayidx17, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @vec_arg(ptr addrspace(1) noundef align 16 %out, <4 x float> noundef %v) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %v.addr = alloca <4 x float>, align 16
  %i = alloca i64, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store <4 x float> %v, ptr %v.addr, align 16
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call, ptr %i, align 8
  %0 = load <4 x float>, ptr %v.addr, align 16
  %1 = load i64, ptr %i, align 8
  %conv = uitofp i64 %1 to float
  %splat.splatinsert = insertelement <4 x float> poison, float %conv, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %mul = fmul <4 x float> %0, %splat.splat
  %2 = load ptr addrspace(1), ptr %out.addr, align 8
  %3 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %2, i64 %3
  store <4 x float> %mul, ptr addrspace(1) %arrayidx, align 16
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @struct_arg(ptr addrspace(1) noundef align 4 %out, ptr noundef byval(%struct.Triple) align 8 %t) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !19 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %i = alloca i64, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  store i64 %call, ptr %i, align 8
  %a = getelementptr inbounds %struct.Triple, ptr %t, i32 0, i32 0
  %0 = load i32, ptr %a, align 8
  %conv = sitofp i32 %0 to float
  %b = getelementptr inbounds %struct.Triple, ptr %t, i32 0, i32 1
  %1 = load float, ptr %b, align 4
  %2 = load i64, ptr %i, align 8
  %conv1 = uitofp i64 %2 to float
  %3 = call float @llvm.fmuladd.f32(float %1, float %conv1, float %conv)
  %c = getelementptr inbounds %struct.Triple, ptr %t, i32 0, i32 2
  %4 = load i64, ptr %c, align 8
  %conv2 = sitofp i64 %4 to float
  %add = fadd float %3, %conv2
  %5 = load ptr addrspace(1), ptr %out.addr, align 8
  %6 = load i64, ptr %i, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %5, i64 %6
  store float %add, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @local_slot(ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tmp) #0 !kernel_arg_addr_space !21 !kernel_arg_access_qual !16 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !19 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %tmp.addr = alloca ptr addrspace(3), align 8
  %l = alloca i64, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tmp, ptr %tmp.addr, align 8
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call, ptr %l, align 8
  %call1 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %conv = trunc i64 %call1 to i32
  %mul = mul nsw i32 %conv, 2
  %0 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %1 = load i64, ptr %l, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %0, i64 %1
  store i32 %mul, ptr addrspace(3) %arrayidx, align 4
  %2 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %3 = load i64, ptr %l, align 8
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %3
  %4 = load i32, ptr addrspace(3) %arrayidx2, align 4
  %5 = load ptr addrspace(1), ptr %out.addr, align 8
  %call3 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %call3
  store i32 %4, ptr addrspace(1) %arrayidx4, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @fixed_size(ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !6 !reqd_work_group_size !24 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z19get_local_linear_idv() #5
  %conv = trunc i64 %call to i32
  %0 = load ptr addrspace(1), ptr %out.addr, align 8
  %call1 = call spir_func i64 @_Z20get_global_linear_idv() #5
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %call1
  store i32 %conv, ptr addrspace(1) %arrayidx, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() #2

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
!3 = !{i32 1}
!4 = !{!"none"}
!5 = !{!"ulong*"}
!6 = !{!""}
!7 = !{i32 1, i32 1, i32 1, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"int*", !"int*", !"int*", !"uint"}
!10 = !{!"const", !"const", !"", !""}
!11 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"double*", !"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double"}
!14 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!15 = !{i32 1, i32 0}
!16 = !{!"none", !"none"}
!17 = !{!"float4*", !"float4"}
!18 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))"}
!19 = !{!"", !""}
!20 = !{!"float*", !"Triple"}
!21 = !{i32 1, i32 3}
!22 = !{!"int*", !"int*"}
!23 = !{!"int*"}
!24 = !{i32 8, i32 2, i32 1}
