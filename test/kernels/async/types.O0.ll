; ModuleID = 'types.cl'
source_filename = "types.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_uchar(ptr addrspace(1) noundef align 1 %in, ptr addrspace(1) noundef align 1 %out, ptr addrspace(3) noundef align 1 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca i8, align 1
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw i8, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw i8, ptr addrspace(3) %8, i64 %sub4.i
  %11 = load i8, ptr addrspace(3) %arrayidx.i, align 1
  store i8 %11, ptr %v.i, align 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load i8, ptr %v.i, align 1
  %13 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %14 = load i64, ptr %lid.i, align 8
  %arrayidx5.i = getelementptr inbounds nuw i8, ptr addrspace(3) %13, i64 %14
  store i8 %12, ptr addrspace(3) %arrayidx5.i, align 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %15 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %16 = load i64, ptr %base.i, align 8
  %add.ptr6.i = getelementptr inbounds nuw i8, ptr addrspace(1) %15, i64 %16
  %17 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %18 = load i64, ptr %lsz.i, align 8
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef %17, i64 noundef %18, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7.i, ptr %e.i, align 8
  %e.ascast8.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_uchar(ptr addrspace(1) noundef align 1 %in, ptr addrspace(1) noundef align 1 %out, ptr addrspace(3) noundef align 1 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca i8, align 1
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw i8, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw i8, ptr addrspace(3) %5, i64 %sub4
  %8 = load i8, ptr addrspace(3) %arrayidx, align 1
  store i8 %8, ptr %v, align 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = load i8, ptr %v, align 1
  %10 = load ptr addrspace(3), ptr %tile.addr, align 8
  %11 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds nuw i8, ptr addrspace(3) %10, i64 %11
  store i8 %9, ptr addrspace(3) %arrayidx5, align 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %base, align 8
  %add.ptr6 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 %13
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lsz, align 8
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %14, i64 noundef %15, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7, ptr %e, align 8
  %e.ascast8 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_short2(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca <2 x i16>, align 4
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %8, i64 %sub4.i
  %11 = load <2 x i16>, ptr addrspace(3) %arrayidx.i, align 4
  store <2 x i16> %11, ptr %v.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load <2 x i16>, ptr %v.i, align 4
  %13 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %14 = load i64, ptr %lid.i, align 8
  %arrayidx5.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %13, i64 %14
  store <2 x i16> %12, ptr addrspace(3) %arrayidx5.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %15 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %16 = load i64, ptr %base.i, align 8
  %add.ptr6.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %15, i64 %16
  %17 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %18 = load i64, ptr %lsz.i, align 8
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef %17, i64 noundef %18, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7.i, ptr %e.i, align 8
  %e.ascast8.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_short2(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca <2 x i16>, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %5, i64 %sub4
  %8 = load <2 x i16>, ptr addrspace(3) %arrayidx, align 4
  store <2 x i16> %8, ptr %v, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = load <2 x i16>, ptr %v, align 4
  %10 = load ptr addrspace(3), ptr %tile.addr, align 8
  %11 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %10, i64 %11
  store <2 x i16> %9, ptr addrspace(3) %arrayidx5, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %base, align 8
  %add.ptr6 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %12, i64 %13
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lsz, align 8
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %14, i64 noundef %15, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7, ptr %e, align 8
  %e.ascast8 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_float3(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %out, ptr addrspace(3) noundef align 16 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca <3 x float>, align 16
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %8, i64 %sub4.i
  %loadVecN.i = load <4 x float>, ptr addrspace(3) %arrayidx.i, align 16
  %extractVec.i = shufflevector <4 x float> %loadVecN.i, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %extractVec5.i = shufflevector <3 x float> %extractVec.i, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec5.i, ptr %v.i, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %loadVecN6.i = load <4 x float>, ptr %v.i, align 16
  %extractVec7.i = shufflevector <4 x float> %loadVecN6.i, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %11 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %12 = load i64, ptr %lid.i, align 8
  %arrayidx8.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %11, i64 %12
  %extractVec9.i = shufflevector <3 x float> %extractVec7.i, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec9.i, ptr addrspace(3) %arrayidx8.i, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %13 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %14 = load i64, ptr %base.i, align 8
  %add.ptr10.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %13, i64 %14
  %15 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %16 = load i64, ptr %lsz.i, align 8
  %call11.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr10.i, ptr addrspace(3) noundef %15, i64 noundef %16, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call11.i, ptr %e.i, align 8
  %e.ascast12.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast12.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_float3(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %out, ptr addrspace(3) noundef align 16 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca <3 x float>, align 16
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %5, i64 %sub4
  %loadVecN = load <4 x float>, ptr addrspace(3) %arrayidx, align 16
  %extractVec = shufflevector <4 x float> %loadVecN, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %extractVec5 = shufflevector <3 x float> %extractVec, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec5, ptr %v, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %loadVecN6 = load <4 x float>, ptr %v, align 16
  %extractVec7 = shufflevector <4 x float> %loadVecN6, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %8 = load ptr addrspace(3), ptr %tile.addr, align 8
  %9 = load i64, ptr %lid, align 8
  %arrayidx8 = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %8, i64 %9
  %extractVec9 = shufflevector <3 x float> %extractVec7, <3 x float> undef, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec9, ptr addrspace(3) %arrayidx8, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %10 = load ptr addrspace(1), ptr %out.addr, align 8
  %11 = load i64, ptr %base, align 8
  %add.ptr10 = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %10, i64 %11
  %12 = load ptr addrspace(3), ptr %tile.addr, align 8
  %13 = load i64, ptr %lsz, align 8
  %call11 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr10, ptr addrspace(3) noundef %12, i64 noundef %13, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call11, ptr %e, align 8
  %e.ascast12 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast12) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_double(ptr addrspace(1) noundef align 8 %in, ptr addrspace(1) noundef align 8 %out, ptr addrspace(3) noundef align 8 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca double, align 8
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw double, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw double, ptr addrspace(3) %8, i64 %sub4.i
  %11 = load double, ptr addrspace(3) %arrayidx.i, align 8
  store double %11, ptr %v.i, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load double, ptr %v.i, align 8
  %13 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %14 = load i64, ptr %lid.i, align 8
  %arrayidx5.i = getelementptr inbounds nuw double, ptr addrspace(3) %13, i64 %14
  store double %12, ptr addrspace(3) %arrayidx5.i, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %15 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %16 = load i64, ptr %base.i, align 8
  %add.ptr6.i = getelementptr inbounds nuw double, ptr addrspace(1) %15, i64 %16
  %17 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %18 = load i64, ptr %lsz.i, align 8
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef %17, i64 noundef %18, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7.i, ptr %e.i, align 8
  %e.ascast8.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_double(ptr addrspace(1) noundef align 8 %in, ptr addrspace(1) noundef align 8 %out, ptr addrspace(3) noundef align 8 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca double, align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw double, ptr addrspace(3) %5, i64 %sub4
  %8 = load double, ptr addrspace(3) %arrayidx, align 8
  store double %8, ptr %v, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = load double, ptr %v, align 8
  %10 = load ptr addrspace(3), ptr %tile.addr, align 8
  %11 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds nuw double, ptr addrspace(3) %10, i64 %11
  store double %9, ptr addrspace(3) %arrayidx5, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %base, align 8
  %add.ptr6 = getelementptr inbounds nuw double, ptr addrspace(1) %12, i64 %13
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lsz, align 8
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %14, i64 noundef %15, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7, ptr %e, align 8
  %e.ascast8 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_half(ptr addrspace(1) noundef align 2 %in, ptr addrspace(1) noundef align 2 %out, ptr addrspace(3) noundef align 2 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca half, align 2
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw half, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw half, ptr addrspace(3) %8, i64 %sub4.i
  %11 = load half, ptr addrspace(3) %arrayidx.i, align 2
  store half %11, ptr %v.i, align 2
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load half, ptr %v.i, align 2
  %13 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %14 = load i64, ptr %lid.i, align 8
  %arrayidx5.i = getelementptr inbounds nuw half, ptr addrspace(3) %13, i64 %14
  store half %12, ptr addrspace(3) %arrayidx5.i, align 2
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %15 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %16 = load i64, ptr %base.i, align 8
  %add.ptr6.i = getelementptr inbounds nuw half, ptr addrspace(1) %15, i64 %16
  %17 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %18 = load i64, ptr %lsz.i, align 8
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef %17, i64 noundef %18, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7.i, ptr %e.i, align 8
  %e.ascast8.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_half(ptr addrspace(1) noundef align 2 %in, ptr addrspace(1) noundef align 2 %out, ptr addrspace(3) noundef align 2 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca half, align 2
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw half, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw half, ptr addrspace(3) %5, i64 %sub4
  %8 = load half, ptr addrspace(3) %arrayidx, align 2
  store half %8, ptr %v, align 2
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = load half, ptr %v, align 2
  %10 = load ptr addrspace(3), ptr %tile.addr, align 8
  %11 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds nuw half, ptr addrspace(3) %10, i64 %11
  store half %9, ptr addrspace(3) %arrayidx5, align 2
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %base, align 8
  %add.ptr6 = getelementptr inbounds nuw half, ptr addrspace(1) %12, i64 %13
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lsz, align 8
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %14, i64 noundef %15, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7, ptr %e, align 8
  %e.ascast8 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_long8(ptr addrspace(1) noundef align 64 %in, ptr addrspace(1) noundef align 64 %out, ptr addrspace(3) noundef align 64 %tile) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %base.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca <8 x i64>, align 64
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %tile.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %tile.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %3 = load i64, ptr %lsz.i, align 8
  %mul.i = mul i64 %call2.i, %3
  store i64 %mul.i, ptr %base.i, align 8
  %4 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %base.i, align 8
  %add.ptr.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %lsz.i, align 8
  %call3.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %8 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %9 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %9, 1
  %10 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %10
  %arrayidx.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %8, i64 %sub4.i
  %11 = load <8 x i64>, ptr addrspace(3) %arrayidx.i, align 64
  store <8 x i64> %11, ptr %v.i, align 64
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load <8 x i64>, ptr %v.i, align 64
  %13 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %14 = load i64, ptr %lid.i, align 8
  %arrayidx5.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %13, i64 %14
  store <8 x i64> %12, ptr addrspace(3) %arrayidx5.i, align 64
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %15 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %16 = load i64, ptr %base.i, align 8
  %add.ptr6.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %15, i64 %16
  %17 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %18 = load i64, ptr %lsz.i, align 8
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef %17, i64 noundef %18, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7.i, ptr %e.i, align 8
  %e.ascast8.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_long8(ptr addrspace(1) noundef align 64 %in, ptr addrspace(1) noundef align 64 %out, ptr addrspace(3) noundef align 64 %tile) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %base = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca <8 x i64>, align 64
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  %0 = load i64, ptr %lsz, align 8
  %mul = mul i64 %call2, %0
  store i64 %mul, ptr %base, align 8
  %1 = load ptr addrspace(3), ptr %tile.addr, align 8
  %2 = load ptr addrspace(1), ptr %in.addr, align 8
  %3 = load i64, ptr %base, align 8
  %add.ptr = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %2, i64 %3
  %4 = load i64, ptr %lsz, align 8
  %call3 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %1, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %tile.addr, align 8
  %6 = load i64, ptr %lsz, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %5, i64 %sub4
  %8 = load <8 x i64>, ptr addrspace(3) %arrayidx, align 64
  store <8 x i64> %8, ptr %v, align 64
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %9 = load <8 x i64>, ptr %v, align 64
  %10 = load ptr addrspace(3), ptr %tile.addr, align 8
  %11 = load i64, ptr %lid, align 8
  %arrayidx5 = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %10, i64 %11
  store <8 x i64> %9, ptr addrspace(3) %arrayidx5, align 64
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %12 = load ptr addrspace(1), ptr %out.addr, align 8
  %13 = load i64, ptr %base, align 8
  %add.ptr6 = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %12, i64 %13
  %14 = load ptr addrspace(3), ptr %tile.addr, align 8
  %15 = load i64, ptr %lsz, align 8
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %14, i64 noundef %15, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call7, ptr %e, align 8
  %e.ascast8 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast8) #5
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) #3

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"clang version 22.1.8"}
!3 = !{i32 1, i32 1, i32 3}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"uchar*", !"uchar*", !"uchar*"}
!6 = !{!"const", !"", !""}
!7 = !{!"in", !"out", !"tile"}
!8 = !{!"short2*", !"short2*", !"short2*"}
!9 = !{!"short __attribute__((ext_vector_type(2)))*", !"short __attribute__((ext_vector_type(2)))*", !"short __attribute__((ext_vector_type(2)))*"}
!10 = !{!"float3*", !"float3*", !"float3*"}
!11 = !{!"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(3)))*"}
!12 = !{!"double*", !"double*", !"double*"}
!13 = !{!"half*", !"half*", !"half*"}
!14 = !{!"long8*", !"long8*", !"long8*"}
!15 = !{!"long __attribute__((ext_vector_type(8)))*", !"long __attribute__((ext_vector_type(8)))*", !"long __attribute__((ext_vector_type(8)))*"}
