; ModuleID = 'strided.cl'
source_filename = "strided.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reverse_columns(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %column, i32 noundef %cols) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %out.addr.i = alloca ptr addrspace(1), align 8
  %column.addr.i = alloca ptr addrspace(3), align 8
  %cols.addr.i = alloca i32, align 4
  %rows.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %g.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %v.i = alloca i32, align 4
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %column.addr = alloca ptr addrspace(3), align 8
  %cols.addr = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %column, ptr %column.addr, align 8
  store i32 %cols, ptr %cols.addr, align 4
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %out.addr, align 8
  %2 = load ptr addrspace(3), ptr %column.addr, align 8
  %3 = load i32, ptr %cols.addr, align 4
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %out.addr.i, align 8
  store ptr addrspace(3) %2, ptr %column.addr.i, align 8
  store i32 %3, ptr %cols.addr.i, align 4
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %rows.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  store i64 %call2.i, ptr %g.i, align 8
  %4 = load ptr addrspace(3), ptr %column.addr.i, align 8
  %5 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %6 = load i64, ptr %g.i, align 8
  %add.ptr.i = getelementptr inbounds nuw i32, ptr addrspace(1) %5, i64 %6
  %7 = load i64, ptr %rows.i, align 8
  %8 = load i32, ptr %cols.addr.i, align 4
  %conv.i = zext i32 %8 to i64
  %call3.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef %4, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %7, i64 noundef %conv.i, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %9 = load ptr addrspace(3), ptr %column.addr.i, align 8
  %10 = load i64, ptr %rows.i, align 8
  %sub.i = sub i64 %10, 1
  %11 = load i64, ptr %lid.i, align 8
  %sub4.i = sub i64 %sub.i, %11
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspace(3) %9, i64 %sub4.i
  %12 = load i32, ptr addrspace(3) %arrayidx.i, align 4
  %13 = load i64, ptr %lid.i, align 8
  %conv5.i = trunc i64 %13 to i32
  %add.i = add nsw i32 %12, %conv5.i
  store i32 %add.i, ptr %v.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %14 = load i32, ptr %v.i, align 4
  %15 = load ptr addrspace(3), ptr %column.addr.i, align 8
  %16 = load i64, ptr %lid.i, align 8
  %arrayidx6.i = getelementptr inbounds nuw i32, ptr addrspace(3) %15, i64 %16
  store i32 %14, ptr addrspace(3) %arrayidx6.i, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %17 = load ptr addrspace(1), ptr %out.addr.i, align 8
  %18 = load i64, ptr %g.i, align 8
  %add.ptr7.i = getelementptr inbounds nuw i32, ptr addrspace(1) %17, i64 %18
  %19 = load ptr addrspace(3), ptr %column.addr.i, align 8
  %20 = load i64, ptr %rows.i, align 8
  %21 = load i32, ptr %cols.addr.i, align 4
  %conv8.i = zext i32 %21 to i64
  %call9.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef %add.ptr7.i, ptr addrspace(3) noundef %19, i64 noundef %20, i64 noundef %conv8.i, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call9.i, ptr %e.i, align 8
  %e.ascast10.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast10.i) #5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_columns(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %column, i32 noundef %cols) #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %out.addr = alloca ptr addrspace(1), align 8
  %column.addr = alloca ptr addrspace(3), align 8
  %cols.addr = alloca i32, align 4
  %rows = alloca i64, align 8
  %lid = alloca i64, align 8
  %g = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  %v = alloca i32, align 4
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %column, ptr %column.addr, align 8
  store i32 %cols, ptr %cols.addr, align 4
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %rows, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  store i64 %call2, ptr %g, align 8
  %0 = load ptr addrspace(3), ptr %column.addr, align 8
  %1 = load ptr addrspace(1), ptr %in.addr, align 8
  %2 = load i64, ptr %g, align 8
  %add.ptr = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %2
  %3 = load i64, ptr %rows, align 8
  %4 = load i32, ptr %cols.addr, align 4
  %conv = zext i32 %4 to i64
  %call3 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef %0, ptr addrspace(1) noundef %add.ptr, i64 noundef %3, i64 noundef %conv, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call3, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %5 = load ptr addrspace(3), ptr %column.addr, align 8
  %6 = load i64, ptr %rows, align 8
  %sub = sub i64 %6, 1
  %7 = load i64, ptr %lid, align 8
  %sub4 = sub i64 %sub, %7
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(3) %5, i64 %sub4
  %8 = load i32, ptr addrspace(3) %arrayidx, align 4
  %9 = load i64, ptr %lid, align 8
  %conv5 = trunc i64 %9 to i32
  %add = add nsw i32 %8, %conv5
  store i32 %add, ptr %v, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %10 = load i32, ptr %v, align 4
  %11 = load ptr addrspace(3), ptr %column.addr, align 8
  %12 = load i64, ptr %lid, align 8
  %arrayidx6 = getelementptr inbounds nuw i32, ptr addrspace(3) %11, i64 %12
  store i32 %10, ptr addrspace(3) %arrayidx6, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %13 = load ptr addrspace(1), ptr %out.addr, align 8
  %14 = load i64, ptr %g, align 8
  %add.ptr7 = getelementptr inbounds nuw i32, ptr addrspace(1) %13, i64 %14
  %15 = load ptr addrspace(3), ptr %column.addr, align 8
  %16 = load i64, ptr %rows, align 8
  %17 = load i32, ptr %cols.addr, align 4
  %conv8 = zext i32 %17 to i64
  %call9 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef %add.ptr7, ptr addrspace(3) noundef %15, i64 noundef %16, i64 noundef %conv8, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call9, ptr %e, align 8
  %e.ascast10 = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast10) #5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @float4_pairs(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %even, ptr addrspace(1) noundef align 16 %all, ptr addrspace(3) noundef align 16 %tile, ptr addrspace(3) noundef align 16 %both) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %in.addr.i = alloca ptr addrspace(1), align 8
  %even.addr.i = alloca ptr addrspace(1), align 8
  %all.addr.i = alloca ptr addrspace(1), align 8
  %tile.addr.i = alloca ptr addrspace(3), align 8
  %both.addr.i = alloca ptr addrspace(3), align 8
  %lsz.i = alloca i64, align 8
  %lid.i = alloca i64, align 8
  %g.i = alloca i64, align 8
  %e.i = alloca target("spirv.Event"), align 8
  %in.addr = alloca ptr addrspace(1), align 8
  %even.addr = alloca ptr addrspace(1), align 8
  %all.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %both.addr = alloca ptr addrspace(3), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %even, ptr %even.addr, align 8
  store ptr addrspace(1) %all, ptr %all.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  store ptr addrspace(3) %both, ptr %both.addr, align 8
  %0 = load ptr addrspace(1), ptr %in.addr, align 8
  %1 = load ptr addrspace(1), ptr %even.addr, align 8
  %2 = load ptr addrspace(1), ptr %all.addr, align 8
  %3 = load ptr addrspace(3), ptr %tile.addr, align 8
  %4 = load ptr addrspace(3), ptr %both.addr, align 8
  store ptr addrspace(1) %0, ptr %in.addr.i, align 8
  store ptr addrspace(1) %1, ptr %even.addr.i, align 8
  store ptr addrspace(1) %2, ptr %all.addr.i, align 8
  store ptr addrspace(3) %3, ptr %tile.addr.i, align 8
  store ptr addrspace(3) %4, ptr %both.addr.i, align 8
  %call.i = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call.i, ptr %lsz.i, align 8
  %call1.i = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1.i, ptr %lid.i, align 8
  %call2.i = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  store i64 %call2.i, ptr %g.i, align 8
  %5 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %6 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %7 = load i64, ptr %g.i, align 8
  %mul.i = mul i64 2, %7
  %8 = load i64, ptr %lsz.i, align 8
  %mul3.i = mul i64 %mul.i, %8
  %add.ptr.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %6, i64 %mul3.i
  %9 = load i64, ptr %lsz.i, align 8
  %call4.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef %5, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %9, i64 noundef 2, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call4.i, ptr %e.i, align 8
  %10 = load ptr addrspace(3), ptr %both.addr.i, align 8
  %11 = load ptr addrspace(1), ptr %in.addr.i, align 8
  %12 = load i64, ptr %g.i, align 8
  %mul5.i = mul i64 2, %12
  %13 = load i64, ptr %lsz.i, align 8
  %mul6.i = mul i64 %mul5.i, %13
  %add.ptr7.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %11, i64 %mul6.i
  %14 = load i64, ptr %lsz.i, align 8
  %mul8.i = mul i64 2, %14
  %15 = load target("spirv.Event"), ptr %e.i, align 8
  %call9.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %10, ptr addrspace(1) noundef %add.ptr7.i, i64 noundef %mul8.i, target("spirv.Event") %15) #5
  store target("spirv.Event") %call9.i, ptr %e.i, align 8
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #5
  %16 = load ptr addrspace(3), ptr %tile.addr.i, align 8
  %17 = load i64, ptr %lsz.i, align 8
  %sub.i = sub i64 %17, 1
  %18 = load i64, ptr %lid.i, align 8
  %sub10.i = sub i64 %sub.i, %18
  %arrayidx.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %16, i64 %sub10.i
  %19 = load <4 x float>, ptr addrspace(3) %arrayidx.i, align 16
  %mul11.i = fmul <4 x float> %19, splat (float 2.000000e+00)
  %20 = load ptr addrspace(1), ptr %even.addr.i, align 8
  %21 = load i64, ptr %g.i, align 8
  %22 = load i64, ptr %lsz.i, align 8
  %mul12.i = mul i64 %21, %22
  %23 = load i64, ptr %lid.i, align 8
  %add.i = add i64 %mul12.i, %23
  %arrayidx13.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %20, i64 %add.i
  store <4 x float> %mul11.i, ptr addrspace(1) %arrayidx13.i, align 16
  %24 = load ptr addrspace(3), ptr %both.addr.i, align 8
  %25 = load i64, ptr %lsz.i, align 8
  %mul14.i = mul i64 2, %25
  %sub15.i = sub i64 %mul14.i, 1
  %26 = load i64, ptr %lid.i, align 8
  %sub16.i = sub i64 %sub15.i, %26
  %arrayidx17.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %24, i64 %sub16.i
  %27 = load <4 x float>, ptr addrspace(3) %arrayidx17.i, align 16
  %28 = load ptr addrspace(1), ptr %all.addr.i, align 8
  %29 = load i64, ptr %g.i, align 8
  %mul18.i = mul i64 2, %29
  %30 = load i64, ptr %lsz.i, align 8
  %mul19.i = mul i64 %mul18.i, %30
  %31 = load i64, ptr %lid.i, align 8
  %add20.i = add i64 %mul19.i, %31
  %arrayidx21.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %28, i64 %add20.i
  store <4 x float> %27, ptr addrspace(1) %arrayidx21.i, align 16
  %32 = load ptr addrspace(3), ptr %both.addr.i, align 8
  %33 = load i64, ptr %lsz.i, align 8
  %sub22.i = sub i64 %33, 1
  %34 = load i64, ptr %lid.i, align 8
  %sub23.i = sub i64 %sub22.i, %34
  %arrayidx24.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %32, i64 %sub23.i
  %35 = load <4 x float>, ptr addrspace(3) %arrayidx24.i, align 16
  %36 = load ptr addrspace(1), ptr %all.addr.i, align 8
  %37 = load i64, ptr %g.i, align 8
  %mul25.i = mul i64 2, %37
  %38 = load i64, ptr %lsz.i, align 8
  %mul26.i = mul i64 %mul25.i, %38
  %39 = load i64, ptr %lsz.i, align 8
  %add27.i = add i64 %mul26.i, %39
  %40 = load i64, ptr %lid.i, align 8
  %add28.i = add i64 %add27.i, %40
  %arrayidx29.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %36, i64 %add28.i
  store <4 x float> %35, ptr addrspace(1) %arrayidx29.i, align 16
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_float4_pairs(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %even, ptr addrspace(1) noundef align 16 %all, ptr addrspace(3) noundef align 16 %tile, ptr addrspace(3) noundef align 16 %both) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %in.addr = alloca ptr addrspace(1), align 8
  %even.addr = alloca ptr addrspace(1), align 8
  %all.addr = alloca ptr addrspace(1), align 8
  %tile.addr = alloca ptr addrspace(3), align 8
  %both.addr = alloca ptr addrspace(3), align 8
  %lsz = alloca i64, align 8
  %lid = alloca i64, align 8
  %g = alloca i64, align 8
  %e = alloca target("spirv.Event"), align 8
  store ptr addrspace(1) %in, ptr %in.addr, align 8
  store ptr addrspace(1) %even, ptr %even.addr, align 8
  store ptr addrspace(1) %all, ptr %all.addr, align 8
  store ptr addrspace(3) %tile, ptr %tile.addr, align 8
  store ptr addrspace(3) %both, ptr %both.addr, align 8
  %call = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  store i64 %call, ptr %lsz, align 8
  %call1 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  store i64 %call1, ptr %lid, align 8
  %call2 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #4
  store i64 %call2, ptr %g, align 8
  %0 = load ptr addrspace(3), ptr %tile.addr, align 8
  %1 = load ptr addrspace(1), ptr %in.addr, align 8
  %2 = load i64, ptr %g, align 8
  %mul = mul i64 2, %2
  %3 = load i64, ptr %lsz, align 8
  %mul3 = mul i64 %mul, %3
  %add.ptr = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %1, i64 %mul3
  %4 = load i64, ptr %lsz, align 8
  %call4 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef %0, ptr addrspace(1) noundef %add.ptr, i64 noundef %4, i64 noundef 2, target("spirv.Event") zeroinitializer) #5
  store target("spirv.Event") %call4, ptr %e, align 8
  %5 = load ptr addrspace(3), ptr %both.addr, align 8
  %6 = load ptr addrspace(1), ptr %in.addr, align 8
  %7 = load i64, ptr %g, align 8
  %mul5 = mul i64 2, %7
  %8 = load i64, ptr %lsz, align 8
  %mul6 = mul i64 %mul5, %8
  %add.ptr7 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %6, i64 %mul6
  %9 = load i64, ptr %lsz, align 8
  %mul8 = mul i64 2, %9
  %10 = load target("spirv.Event"), ptr %e, align 8
  %call9 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %5, ptr addrspace(1) noundef %add.ptr7, i64 noundef %mul8, target("spirv.Event") %10) #5
  store target("spirv.Event") %call9, ptr %e, align 8
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #5
  %11 = load ptr addrspace(3), ptr %tile.addr, align 8
  %12 = load i64, ptr %lsz, align 8
  %sub = sub i64 %12, 1
  %13 = load i64, ptr %lid, align 8
  %sub10 = sub i64 %sub, %13
  %arrayidx = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %11, i64 %sub10
  %14 = load <4 x float>, ptr addrspace(3) %arrayidx, align 16
  %mul11 = fmul <4 x float> %14, splat (float 2.000000e+00)
  %15 = load ptr addrspace(1), ptr %even.addr, align 8
  %16 = load i64, ptr %g, align 8
  %17 = load i64, ptr %lsz, align 8
  %mul12 = mul i64 %16, %17
  %18 = load i64, ptr %lid, align 8
  %add = add i64 %mul12, %18
  %arrayidx13 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %15, i64 %add
  store <4 x float> %mul11, ptr addrspace(1) %arrayidx13, align 16
  %19 = load ptr addrspace(3), ptr %both.addr, align 8
  %20 = load i64, ptr %lsz, align 8
  %mul14 = mul i64 2, %20
  %sub15 = sub i64 %mul14, 1
  %21 = load i64, ptr %lid, align 8
  %sub16 = sub i64 %sub15, %21
  %arrayidx17 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %19, i64 %sub16
  %22 = load <4 x float>, ptr addrspace(3) %arrayidx17, align 16
  %23 = load ptr addrspace(1), ptr %all.addr, align 8
  %24 = load i64, ptr %g, align 8
  %mul18 = mul i64 2, %24
  %25 = load i64, ptr %lsz, align 8
  %mul19 = mul i64 %mul18, %25
  %26 = load i64, ptr %lid, align 8
  %add20 = add i64 %mul19, %26
  %arrayidx21 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %23, i64 %add20
  store <4 x float> %22, ptr addrspace(1) %arrayidx21, align 16
  %27 = load ptr addrspace(3), ptr %both.addr, align 8
  %28 = load i64, ptr %lsz, align 8
  %sub22 = sub i64 %28, 1
  %29 = load i64, ptr %lid, align 8
  %sub23 = sub i64 %sub22, %29
  %arrayidx24 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %27, i64 %sub23
  %30 = load <4 x float>, ptr addrspace(3) %arrayidx24, align 16
  %31 = load ptr addrspace(1), ptr %all.addr, align 8
  %32 = load i64, ptr %g, align 8
  %mul25 = mul i64 2, %32
  %33 = load i64, ptr %lsz, align 8
  %mul26 = mul i64 %mul25, %33
  %34 = load i64, ptr %lsz, align 8
  %add27 = add i64 %mul26, %34
  %35 = load i64, ptr %lid, align 8
  %add28 = add i64 %add27, %35
  %arrayidx29 = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %31, i64 %add28
  store <4 x float> %30, ptr addrspace(1) %arrayidx29, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, i64 noundef, target("spirv.Event")) #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) #3

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
!3 = !{i32 1, i32 1, i32 3, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*", !"uint"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!"in", !"out", !"column", !"cols"}
!8 = !{i32 1, i32 1, i32 1, i32 3, i32 3}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float4*", !"float4*", !"float4*", !"float4*", !"float4*"}
!11 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!12 = !{!"const", !"", !"", !"", !""}
!13 = !{!"in", !"even", !"all", !"tile", !"both"}
