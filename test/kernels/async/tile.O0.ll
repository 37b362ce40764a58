; ModuleID = 'tile.cl'
source_filename = "tile.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @tile_mirror(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile, float noundef %k) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %k.addr.i = alloca float, align 4
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca float, align 4
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %k.addr = alloca float, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  store float %k, ptr %k.addr, align 4
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  %3 = load float, ptr %k.addr, align 4
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  store float %3, ptr %k.addr.i, align 4
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %call3.i = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #6
  %mul.i = mul i64 %call2.i, %call3.i
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call4.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call4.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #6
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lid.i, align 8
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(3) %8, i64 %9
  %10 = load float, ptr addrspace(3) %arrayidx.i, align 4
  %11 = load float, ptr %k.addr.i, align 4
  %12 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %13 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %13, 1
  %14 = load i64, ptr %lid.i, align 8
  %sub6.i = sub i64 %sub.i, %14
  %arrayidx7.i = getelementptr inbounds nuw float, ptr addrspace(3) %12, i64 %sub6.i
  %15 = load float, ptr addrspace(3) %arrayidx7.i, align 4
  %16 = call float @llvm.fmuladd.f32(float %10, float %11, float %15)
  store float %16, ptr %v.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %17 = load float, ptr %v.i, align 4
  %18 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %19 = load i64, ptr %lid.i, align 8
  %arrayidx8.i = getelementptr inbounds nuw float, ptr addrspace(3) %18, i64 %19
  store float %17, ptr addrspace(3) %arrayidx8.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %20 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %21 = load i64, ptr %base.i, align 8
  %add.ptr9.i = getelementptr inbounds nuw float, ptr addrspace(1) %20, i64 %21
  %22 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %23 = load i64, ptr %lsz.i, align 8
  %call10.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef %add.ptr9.i, ptr addrspace(3) noundef %22, i64 noundef %23, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call10.i, ptr %e.i, align 8
  %e.ascast11.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast11.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_tile_mirror(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile, float noundef %k) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %k.addr = alloca float, align 4
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca float, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  store float %k, ptr %k.addr, align 4
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %call3 = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #6
  %mul = mul i64 %call2, %call3
  store i64 %mul, ptr %base, align 8
  %0 = load ptr addrspace(3), ptr %tile.addr, align 8
  %1 = load ptr addrspace(1), ptr %in.addr, align 8
  %2 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %2
  %3 = load i64, ptr %lsz, align 8
  %call4 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %0, ptr addrspace(1) noundef %add.ptr, i64 noundef %3, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call4, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #6
  %4 = load ptr addrspace(3), ptr %tile.addr, align 8
  %5 = load i64, ptr %lid, align 8
  %arrayidx = getelementptr inbounds nuw float, ptr addrspace(3) %4, i64 %5
  %6 = load float, ptr addrspace(3) %arrayidx, align 4
  %7 = load float, ptr %k.addr, align 4
  %8 = load ptr addrspace(3), ptr %tile.addr, align 8
  %9 = load i64, ptr %lsz, align 8
  %sub = sub i64 %9, 1
  %10 = load i64, ptr %lid, align 8
  %sub6 = sub i64 %sub, %10
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspace(3) %8, i64 %sub6
  %11 = load float, ptr addrspace(3) %arrayidx7, align 4
  %12 = call float @llvm.fmuladd.f32(float %6, float %7, float %11)
  store float %12, ptr %v, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %13 = load float, ptr %v, align 4
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lid, align 8
  %arrayidx8 = getelementptr inbounds nuw float, ptr addrspace(3) %14, i64 %15
  store float %13, ptr addrspace(3) %arrayidx8, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %16 = load ptr addrspace(1), ptr %out.addr, align 8
  %17 = load i64, ptr %base, align 8
  %add.ptr9 = getelementptr inbounds nuw float, ptr addrspace(1) %16, i64 %17
  %18 = load ptr addrspace(3), ptr %tile.addr, align 8
  %19 = load i64, ptr %lsz, align 8
  %call10 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef %add.ptr9, ptr addrspace(3) noundef %18, i64 noundef %19, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call10, ptr %e, align 8
  %e.ascast11 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast11) #6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @chained(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %la, ptr addrspace(3) noundef align 4 %lb) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %a.addr.i = alloca ptr addrspace(1), align 8
  %b.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %la.addr.i = alloca ptr addrspace(3), align 8
  %lb.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %la.addr = alloca ptr addrspace(3), align 8
  %lb.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %la, ptr %la.addr, align 8
  store ptr addrspace(3) %lb, ptr %lb.addr, align 8
  %0 = load ptr addrspace(1), ptr %a.addr, align 8
  %1 = load ptr addrspace(1), ptr %b.addr, align 8
  %2 = load ptr addrspace(1), ptr %out.addr, align 8
  %3 = load ptr addrspace(3), ptr %la.addr, align 8
  %4 = load ptr addrspace(3), ptr %lb.addr, align 8
  store ptr addrspace(1) %0, ptr %a.addr.i, align 8
  store ptr addrspace(1) %1, ptr %b.addr.i, align 8
  store ptr addrspace(1) %2, ptr %out.addr.i, align 8
  store ptr addrspace(3) %3, ptr %la.addr.i, align 8
  store ptr addrspace(3) %4, ptr %lb.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %5 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %5
  store i64 %mul.i, ptr %base.i, align 8
  %6 = load ptr addrspace(3), ptr %la.addr.i, align 8
  %7 = load ptr addrspace(1), ptr %a.addr.i, align 8
  %8 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %8
  %9 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %6, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %9, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %10 = load ptr addrspace(3), ptr %lb.addr.i, align 8
  %11 = load ptr addrspace(1), ptr %b.addr.i, align 8
  %12 = load i64, ptr %base.i, align 8
  %add.ptr4.i = getelementptr inbounds nuw float, ptr addrspace(1) %11, i64 %12
  %13 = load i64, ptr %lsz.i, align 8
  %14 = load target("spirv.Event"), ptr %e.i, align 8
  %call5.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %10, ptr addrspace(1) noundef %add.ptr4.i, i64 noundef %13, target("spirv.Event") %14) #6
  store target("spirv.Event") %call5.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #6
  %15 = load ptr addrspace(3), ptr %la.addr.i, align 8
  %16 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %16, 1
  %17 = load i64, ptr %lid.i, align 8
  %sub6.i = sub i64 %sub.i, %17
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(3) %15, i64 %sub6.i
  %18 = load float, ptr addrspace(3) %arrayidx.i, align 4
  %19 = load ptr addrspace(3), ptr %lb.addr.i, align 8
  %20 = load i64, ptr %lid.i, align 8
  %add.i = add i64 %20, 1
  %21 = load i64, ptr %lsz.i, align 8
  %rem.i = urem i64 %add.i, %21
  %arrayidx7.i = getelementptr inbounds nuw float, ptr addrspace(3) %19, i64 %rem.i
  %22 = load float, ptr addrspace(3) %arrayidx7.i, align 4
  %sub8.i = fsub float %18, %22
  %23 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %24 = load i64, ptr %base.i, align 8
  %25 = load i64, ptr %lid.i, align 8
  %add9.i = add i64 %24, %25
  %arrayidx10.i = getelementptr inbounds nuw float, ptr addrspace(1) %23, i64 %add9.i
  store float %sub8.i, ptr addrspace(1) %arrayidx10.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_chained(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %la, ptr addrspace(3) noundef align 4 %lb) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %a.addr = alloca ptr addrspace(1), align 8
  %b.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %la.addr = alloca ptr addrspace(3), align 8
  %lb.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  store ptr addrspace(1) %a, ptr %a.addr, align 8
  store ptr addrspace(1) %b, ptr %b.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %la, ptr %la.addr, align 8
  store ptr addrspace(3) %lb, ptr %lb.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %la.addr, align 8
  %2 = load ptr addrspace(1), ptr %a.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call3, ptr %e, align 8
  %5 = load ptr addrspace(3), ptr %lb.addr, align 8
  %6 = load ptr addrspace(1), ptr %b.addr, align 8
  %7 = load i64, ptr %base, align 8
  %add.ptr4 = getelementptr inbounds nuw float, ptr addrspace(1) %6, i64 %7
  %8 = load i64, ptr %lsz, align 8
  %9 = load target("spirv.Event"), ptr %e, align 8
  %call5 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %5, ptr addrspace(1) noundef %add.ptr4, i64 noundef %8, target("spirv.Event") %9) #6
  store target("spirv.Event") %call5, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #6
  %10 = load ptr addrspace(3), ptr %la.addr, align 8
  %11 = load i64, ptr %lsz, align 8
  %sub = sub i64 %11, 1
  %12 = load i64, ptr %lid, align 8
  %sub6 = sub i64 %sub, %12
  %arrayidx = getelementptr inbounds nuw float, ptr addrspace(3) %10, i64 %sub6
  %13 = load float, ptr addrspace(3) %arrayidx, align 4
  %14 = load ptr addrspace(3), ptr %lb.addr, align 8
  %15 = load i64, ptr %lid, align 8
  %add = add i64 %15, 1
  %16 = load i64, ptr %lsz, align 8
  %rem = urem i64 %add, %16
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspace(3) %14, i64 %rem
  %17 = load float, ptr addrspace(3) %arrayidx7, align 4
  %sub8 = fsub float %13, %17
  %18 = load ptr addrspace(1), ptr %out.addr, align 8
  %19 = load i64, ptr %base, align 8
  %20 = load i64, ptr %lid, align 8
  %add9 = add i64 %19, %20
  %arrayidx10 = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %add9
  store float %sub8, ptr addrspace(1) %arrayidx10, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @blocked_sum(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %buf, i32 noundef %blocks) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !6 !kernel_arg_name !14 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %buf.addr.i = alloca ptr addrspace(3), align 8
  %blocks.addr.i = alloca i32, align 4
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %src.i = alloca ptr addrspace(1), align 8
  %ev.i = alloca [2 x target("spirv.Event")], align 8
  %acc.i = alloca float, align 4
  %b.i = alloca i32, align 4
  %cur.i = alloca i32, align 4
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %buf.addr = alloca ptr addrspace(3), align 8
  %blocks.addr = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %buf, ptr %buf.addr, align 8
  store i32 %blocks, ptr %blocks.addr, align 4
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %buf.addr, align 8
  %3 = load i32, ptr %blocks.addr, align 4
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %buf.addr.i, align 8
  store i32 %3, ptr %blocks.addr.i, align 4
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1.i, ptr %lid.i, align 8
  %4 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %5 = load i32, ptr %blocks.addr.i, align 4
  %conv.i = zext i32 %5 to i64
  %mul.i = mul i64 %call2.i, %conv.i
  %6 = load i64, ptr %lsz.i, align 8
  %mul3.i = mul i64 %mul.i, %6
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %mul3.i
  store ptr addrspace(1) %add.ptr.i, ptr %src.i, align 8
  %7 = load ptr addrspace(3), ptr %buf.addr.i, align 8
  %8 = load ptr addrspace(1), ptr %src.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %call4.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %7, ptr addrspace(1) noundef %8, i64 noundef %9, target("spirv.Event") zeroinitializer) #6
  store target("spirv.Event") %call4.i, ptr %ev.i, align 8
  store float 0.000000e+00, ptr %acc.i, align 4
  store i32 0, ptr %b.i, align 4
  br label %for.cond.i

for.cond.i:                                       ; preds = %if.end.i, %entry
  %10 = load i32, ptr %b.i, align 4
  %11 = load i32, ptr %blocks.addr.i, align 4
  %cmp.i = icmp ult i32 %10, %11
  br i1 %cmp.i, label %for.body.i, label %__clang_ocl_kern_imp_blocked_sum.exit

for.body.i:                                       ; preds = %for.cond.i
  %12 = load i32, ptr %b.i, align 4
  %and.i = and i32 %12, 1
  store i32 %and.i, ptr %cur.i, align 4
  %13 = load i32, ptr %b.i, align 4
  %add.i = add i32 %13, 1
  %14 = load i32, ptr %blocks.addr.i, align 4
  %cmp6.i = icmp ult i32 %add.i, %14
  br i1 %cmp6.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.body.i
  %15 = load ptr addrspace(3), ptr %buf.addr.i, align 8
  %16 = load i32, ptr %cur.i, align 4
  %xor.i = xor i32 %16, 1
  %conv8.i = zext i32 %xor.i to i64
  %17 = load i64, ptr %lsz.i, align 8
  %mul9.i = mul i64 %conv8.i, %17
  %add.ptr10.i = getelementptr inbounds nuw float, ptr addrspace(3) %15, i64 %mul9.i
  %18 = load ptr addrspace(1), ptr %src.i, align 8
  %19 = load i32, ptr %b.i, align 4
  %add11.i = add i32 %19, 1
  %conv12.i = zext i32 %add11.i to i64
  %20 = load i64, ptr %lsz.i, align 8
  %mul13.i = mul i64 %conv12.i, %20
  %add.ptr14.i = getelementptr inbounds nuw float, ptr addrspace(1) %18, i64 %mul13.i
  %21 = load i64, ptr %lsz.i, align 8
  %call15.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %add.ptr10.i, ptr addrspace(1) noundef %add.ptr14.i, i64 noundef %21, target("spirv.Event") zeroinitializer) #6
  %22 = load i32, ptr %cur.i, align 4
  %xor16.i = xor i32 %22, 1
  %idxprom.i = zext i32 %xor16.i to i64
  %arrayidx17.i = getelementptr inbounds nuw [2 x target("spirv.Event")], ptr %ev.i, i64 0, i64 %idxprom.i
  store target("spirv.Event") %call15.i, ptr %arrayidx17.i, align 8
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.body.i
  %23 = load i32, ptr %cur.i, align 4
  %idxprom18.i = zext i32 %23 to i64
  %arrayidx19.i = getelementptr inbounds nuw [2 x target("spirv.Event")], ptr %ev.i, i64 0, i64 %idxprom18.i
  %arrayidx19.ascast.i = addrspacecast ptr %arrayidx19.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %arrayidx19.ascast.i) #6
  %24 = load ptr addrspace(3), ptr %buf.addr.i, align 8
  %25 = load i32, ptr %cur.i, align 4
  %conv20.i = zext i32 %25 to i64
  %26 = load i64, ptr %lsz.i, align 8
  %mul21.i = mul i64 %conv20.i, %26
  %27 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %27, 1
  %28 = load i64, ptr %lid.i, align 8
  %sub22.i = sub i64 %sub.i, %28
  %add23.i = add i64 %mul21.i, %sub22.i
  %arrayidx24.i = getelementptr inbounds nuw float, ptr addrspace(3) %24, i64 %add23.i
  %29 = load float, ptr addrspace(3) %arrayidx24.i, align 4
  %30 = load i32, ptr %b.i, align 4
  %add25.i = add i32 %30, 1
  %conv26.i = uitofp i32 %add25.i to float
  %31 = load float, ptr %acc.i, align 4
  %32 = call float @llvm.fmuladd.f32(float %29, float %conv26.i, float %31)
  store float %32, ptr %acc.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %33 = load i32, ptr %b.i, align 4
  %inc.i = add i32 %33, 1
  store i32 %inc.i, ptr %b.i, align 4
  br label %for.cond.i

__clang_ocl_kern_imp_blocked_sum.exit:            ; preds = %for.cond.i
  %34 = load float, ptr %acc.i, align 4
  %35 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %call28.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %arrayidx29.i = getelementptr inbounds nuw float, ptr addrspace(1) %35, i64 %call28.i
  store float %34, ptr addrspace(1) %arrayidx29.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_blocked_sum(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %buf, i32 noundef %blocks) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !6 !kernel_arg_name !14 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %buf.addr = alloca ptr addrspace(3), align 8
  %blocks.addr = alloca i32, align 4
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %src = alloca ptr addrspace(1), align 8
  %ev = alloca [2 x target("spirv.Event")], align 8
  %acc = alloca float, align 4
  %b = alloca i32, align 4
  %cur = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %buf, ptr %buf.addr, align 8
  store i32 %blocks, ptr %blocks.addr, align 4
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %call1, ptr %lid, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %1 = load i32, ptr %blocks.addr, align 4
  %conv = zext i32 %1 to i64
  %mul = mul i64 %call2, %conv
  %2 = load i64, ptr %lsz, align 8
  %mul3 = mul i64 %mul, %2
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %mul3
  store ptr addrspace(1) %add.ptr, ptr %src, align 8
  %3 = load ptr addrspace(3), ptr %buf.addr, align 8
  %4 = load ptr addrspace(1), ptr %src, align 8
  %5 = load i64, ptr %lsz, align 8
  %call4 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %3, ptr addrspace(1) noundef %4, i64 noundef %5, target("spirv.Event") zeroinitializer) #6
  %arrayidx = getelementptr inbounds [2 x target("spirv.Event")], ptr %ev, i64 0, i64 0
  store target("spirv.Event") %call4, ptr %arrayidx, align 8
  store float 0.000000e+00, ptr %acc, align 4
  store i32 0, ptr %b, align 4
  br label %for.cond

for.cond:                                         ; preds = %for.inc, %entry
  %6 = load i32, ptr %b, align 4
  %7 = load i32, ptr %blocks.addr, align 4
  %cmp = icmp ult i32 %6, %7
  br i1 %cmp, label %for.body, label %for.end

for.body:                                         ; preds = %for.cond
  %8 = load i32, ptr %b, align 4
  %and = and i32 %8, 1
  store i32 %and, ptr %cur, align 4
  %9 = load i32, ptr %b, align 4
  %add = add i32 %9, 1
  %10 = load i32, ptr %blocks.addr, align 4
  %cmp6 = icmp ult i32 %add, %10
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %11 = load ptr addrspace(3), ptr %buf.addr, align 8
  %12 = load i32, ptr %cur, align 4
  %xor = xor i32 %12, 1
  %conv8 = zext i32 %xor to i64
  %13 = load i64, ptr %lsz, align 8
  %mul9 = mul i64 %conv8, %13
  %add.ptr10 = getelementptr inbounds nuw float, ptr addrspace(3) %11, i64 %mul9
  %14 = load ptr addrspace(1), ptr %src, align 8
  %15 = load i32, ptr %b, align 4
  %add11 = add i32 %15, 1
  %conv12 = zext i32 %add11 to i64
  %16 = load i64, ptr %lsz, align 8
  %mul13 = mul i64 %conv12, %16
  %add.ptr14 = getelementptr inbounds nuw float, ptr addrspace(1) %14, i64 %mul13
  %17 = load i64, ptr %lsz, align 8
  %call15 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %add.ptr10, ptr addrspace(1) noundef %add.ptr14, i64 noundef %17, target("spirv.Event") zeroinitializer) #6
  %18 = load i32, ptr %cur, align 4
  %xor16 = xor i32 %18, 1
  %idxprom = zext i32 %xor16 to i64
  %arrayidx17 = getelementptr inbounds nuw [2 x target("spirv.Event")], ptr %ev, i64 0, i64 %idxprom
  store target("spirv.Event") %call15, ptr %arrayidx17, align 8
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %19 = load i32, ptr %cur, align 4
  %idxprom18 = zext i32 %19 to i64
  %arrayidx19 = getelementptr inbounds nuw [2 x target("spirv.Event")], ptr %ev, i64 0, i64 %idxprom18
  %arrayidx19.ascast = addrspacecast ptr %arrayidx19 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %arrayidx19.ascast) #6
  %20 = load ptr addrspace(3), ptr %buf.addr, align 8
  %21 = load i32, ptr %cur, align 4
  %conv20 = zext i32 %21 to i64
  %22 = load i64, ptr %lsz, align 8
  %mul21 = mul i64 %conv20, %22
  %23 = load i64, ptr %lsz, align 8
  %sub = sub i64 %23, 1
  %24 = load i64, ptr %lid, align 8
  %sub22 = sub i64 %sub, %24
  %add23 = add i64 %mul21, %sub22
  %arrayidx24 = getelementptr inbounds nuw float, ptr addrspace(3) %20, i64 %add23
  %25 = load float, ptr addrspace(3) %arrayidx24, align 4
  %26 = load i32, ptr %b, align 4
  %add25 = add i32 %26, 1
  %conv26 = uitofp i32 %add25 to float
  %27 = load float, ptr %acc, align 4
  %28 = call float @llvm.fmuladd.f32(float %25, float %conv26, float %27)
  store float %28, ptr %acc, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br label %for.inc

for.inc:                                          ; preds = %if.end
  %29 = load i32, ptr %b, align 4
  %inc = add i32 %29, 1
  store i32 %inc, ptr %b, align 4
  br label %for.cond

for.end:                                          ; preds = %for.cond
  %30 = load float, ptr %acc, align 4
  %31 = load ptr addrspace(1), ptr %out.addr, align 8
  %call28 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %arrayidx29 = getelementptr inbounds nuw float, ptr addrspace(1) %31, i64 %call28
  store float %30, ptr addrspace(1) %arrayidx29, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @prefetched(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out) #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %gid.i = alloca i64, align 8
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  %call.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %call.i, ptr %gid.i, align 8
  %2 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %3 = load i64, ptr %gid.i, align 8
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %3
  call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef %add.ptr.i, i64 noundef 1) #6
  %4 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %5 = load i64, ptr %gid.i, align 8
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(1) %4, i64 %5
  %6 = load float, ptr addrspace(1) %arrayidx.i, align 4
  %add.i = fadd float %6, 1.000000e+00
  %7 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %8 = load i64, ptr %gid.i, align 8
  %arrayidx1.i = getelementptr inbounds nuw float, ptr addrspace(1) %7, i64 %8
  store float %add.i, ptr addrspace(1) %arrayidx1.i, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_prefetched(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out) #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %gid = alloca i64, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  %call = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  store i64 %call, ptr %gid, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load i64, ptr %gid, align 8
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %1
  call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef %add.ptr, i64 noundef 1) #6
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %gid, align 8
  %arrayidx = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %3
  %4 = load float, ptr addrspace(1) %arrayidx, align 4
  %add = fadd float %4, 1.000000e+00
  %5 = load ptr addrspace(1), ptr %out.addr, align 8
  %6 = load i64, ptr %gid, align 8
  %arrayidx1 = getelementptr inbounds nuw float, ptr addrspace(1) %5, i64 %6
  store float %add, ptr addrspace(1) %arrayidx1, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef, i64 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"clang version 22.1.8"}
!3 = !{i32 1, i32 1, i32 3, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float*", !"float"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!"in", !"out", !"tile", !"k"}
!8 = !{i32 1, i32 1, i32 1, i32 3, i32 3}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"float*", !"float*"}
!11 = !{!"const", !"const", !"", !"", !""}
!12 = !{!"a", !"b", !"out", !"la", !"lb"}
!13 = !{!"float*", !"float*", !"float*", !"uint"}
!14 = !{!"in", !"out", !"buf", !"blocks"}
!15 = !{i32 1, i32 1}
!16 = !{!"none", !"none"}
!17 = !{!"float*", !"float*"}
!18 = !{!"const", !""}
!19 = !{!"in", !"out"}
