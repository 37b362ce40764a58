; ModuleID = 'types.cl'
source_filename = "types.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_uchar(ptr addrspace(1) noundef align 1 %in, ptr addrspace(1) noundef align 1 %out, ptr addrspace(3) noundef align 1 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw i8, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef align 1 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr i8, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr i8, ptr addrspace(3) %1, i64 %0
  %2 = load i8, ptr addrspace(3) %arrayidx.i, align 1, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5.i = getelementptr inbounds nuw i8, ptr addrspace(3) %tile, i64 %call1.i
  store i8 %2, ptr addrspace(3) %arrayidx5.i, align 1, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6.i = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 %mul.i
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef align 1 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_uchar(ptr addrspace(1) noundef align 1 %in, ptr addrspace(1) noundef align 1 %out, ptr addrspace(3) noundef align 1 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw i8, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr i8, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr i8, ptr addrspace(3) %1, i64 %0
  %2 = load i8, ptr addrspace(3) %arrayidx, align 1, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5 = getelementptr inbounds nuw i8, ptr addrspace(3) %tile, i64 %call1
  store i8 %2, ptr addrspace(3) %arrayidx5, align 1, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6 = getelementptr inbounds nuw i8, ptr addrspace(1) %out, i64 %mul
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_short2(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef align 4 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr <2 x i16>, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr <2 x i16>, ptr addrspace(3) %1, i64 %0
  %2 = load <2 x i16>, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %tile, i64 %call1.i
  store <2 x i16> %2, ptr addrspace(3) %arrayidx5.i, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6.i = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %out, i64 %mul.i
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef align 4 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_short2(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !15 !kernel_arg_base_type !16 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr <2 x i16>, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr <2 x i16>, ptr addrspace(3) %1, i64 %0
  %2 = load <2 x i16>, ptr addrspace(3) %arrayidx, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(3) %tile, i64 %call1
  store <2 x i16> %2, ptr addrspace(3) %arrayidx5, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6 = getelementptr inbounds nuw <2 x i16>, ptr addrspace(1) %out, i64 %mul
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_float3(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %out, ptr addrspace(3) noundef align 16 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef align 16 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr <3 x float>, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr <3 x float>, ptr addrspace(3) %1, i64 %0
  %2 = load <3 x float>, ptr addrspace(3) %arrayidx.i, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx8.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %tile, i64 %call1.i
  %extractVec9.i = shufflevector <3 x float> %2, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec9.i, ptr addrspace(3) %arrayidx8.i, align 16, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr10.i = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %out, i64 %mul.i
  %call11.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr10.i, ptr addrspace(3) noundef align 16 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call11.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_float3(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef align 16 %out, ptr addrspace(3) noundef align 16 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr <3 x float>, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr <3 x float>, ptr addrspace(3) %1, i64 %0
  %2 = load <3 x float>, ptr addrspace(3) %arrayidx, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx8 = getelementptr inbounds nuw <3 x float>, ptr addrspace(3) %tile, i64 %call1
  %extractVec9 = shufflevector <3 x float> %2, <3 x float> <float undef, float poison, float poison>, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  store <4 x float> %extractVec9, ptr addrspace(3) %arrayidx8, align 16, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr10 = getelementptr inbounds nuw <3 x float>, ptr addrspace(1) %out, i64 %mul
  %call11 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr10, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call11, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_double(ptr addrspace(1) noundef align 8 %in, ptr addrspace(1) noundef align 8 %out, ptr addrspace(3) noundef align 8 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw double, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef align 8 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr double, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr double, ptr addrspace(3) %1, i64 %0
  %2 = load double, ptr addrspace(3) %arrayidx.i, align 8, !tbaa !20
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5.i = getelementptr inbounds nuw double, ptr addrspace(3) %tile, i64 %call1.i
  store double %2, ptr addrspace(3) %arrayidx5.i, align 8, !tbaa !20
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6.i = getelementptr inbounds nuw double, ptr addrspace(1) %out, i64 %mul.i
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef align 8 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_double(ptr addrspace(1) noundef align 8 %in, ptr addrspace(1) noundef align 8 %out, ptr addrspace(3) noundef align 8 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw double, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr double, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr double, ptr addrspace(3) %1, i64 %0
  %2 = load double, ptr addrspace(3) %arrayidx, align 8, !tbaa !20
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5 = getelementptr inbounds nuw double, ptr addrspace(3) %tile, i64 %call1
  store double %2, ptr addrspace(3) %arrayidx5, align 8, !tbaa !20
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6 = getelementptr inbounds nuw double, ptr addrspace(1) %out, i64 %mul
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_half(ptr addrspace(1) noundef align 2 %in, ptr addrspace(1) noundef align 2 %out, ptr addrspace(3) noundef align 2 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw half, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef align 2 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr half, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr half, ptr addrspace(3) %1, i64 %0
  %2 = load half, ptr addrspace(3) %arrayidx.i, align 2, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5.i = getelementptr inbounds nuw half, ptr addrspace(3) %tile, i64 %call1.i
  store half %2, ptr addrspace(3) %arrayidx5.i, align 2, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6.i = getelementptr inbounds nuw half, ptr addrspace(1) %out, i64 %mul.i
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef align 2 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_half(ptr addrspace(1) noundef align 2 %in, ptr addrspace(1) noundef align 2 %out, ptr addrspace(3) noundef align 2 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw half, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr half, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr half, ptr addrspace(3) %1, i64 %0
  %2 = load half, ptr addrspace(3) %arrayidx, align 2, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5 = getelementptr inbounds nuw half, ptr addrspace(3) %tile, i64 %call1
  store half %2, ptr addrspace(3) %arrayidx5, align 2, !tbaa !23
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6 = getelementptr inbounds nuw half, ptr addrspace(1) %out, i64 %mul
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_long8(ptr addrspace(1) noundef align 64 %in, ptr addrspace(1) noundef align 64 %out, ptr addrspace(3) noundef align 64 %tile) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %in, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef align 64 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr <8 x i64>, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx.i = getelementptr <8 x i64>, ptr addrspace(3) %1, i64 %0
  %2 = load <8 x i64>, ptr addrspace(3) %arrayidx.i, align 64, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %tile, i64 %call1.i
  store <8 x i64> %2, ptr addrspace(3) %arrayidx5.i, align 64, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6.i = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %out, i64 %mul.i
  %call7.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6.i, ptr addrspace(3) noundef align 64 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_long8(ptr addrspace(1) noundef align 64 %in, ptr addrspace(1) noundef align 64 %out, ptr addrspace(3) noundef align 64 %tile) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %in, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr <8 x i64>, ptr addrspace(3) %tile, i64 %call
  %arrayidx = getelementptr <8 x i64>, ptr addrspace(3) %1, i64 %0
  %2 = load <8 x i64>, ptr addrspace(3) %arrayidx, align 64, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx5 = getelementptr inbounds nuw <8 x i64>, ptr addrspace(3) %tile, i64 %call1
  store <8 x i64> %2, ptr addrspace(3) %arrayidx5, align 64, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr6 = getelementptr inbounds nuw <8 x i64>, ptr addrspace(1) %out, i64 %mul
  %call7 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef %add.ptr6, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call7, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3hPU3AS1Khm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1hPU3AS3Khm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv2_sPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv2_sPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv3_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv3_fPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3dPU3AS1Kdm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1dPU3AS3Kdm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3DhPU3AS1KDhm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1DhPU3AS3KDhm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv8_lPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1Dv8_lPU3AS3KS_m9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}
!llvm.errno.tbaa = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"clang version 22.1.8"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{i32 1, i32 1, i32 3}
!8 = !{!"none", !"none", !"none"}
!9 = !{!"uchar*", !"uchar*", !"uchar*"}
!10 = !{!"const", !"", !""}
!11 = !{!"in", !"out", !"tile"}
!12 = !{!13, !13, i64 0}
!13 = !{!"event_t", !5, i64 0}
!14 = !{!5, !5, i64 0}
!15 = !{!"short2*", !"short2*", !"short2*"}
!16 = !{!"short __attribute__((ext_vector_type(2)))*", !"short __attribute__((ext_vector_type(2)))*", !"short __attribute__((ext_vector_type(2)))*"}
!17 = !{!"float3*", !"float3*", !"float3*"}
!18 = !{!"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(3)))*", !"float __attribute__((ext_vector_type(3)))*"}
!19 = !{!"double*", !"double*", !"double*"}
!20 = !{!21, !21, i64 0}
!21 = !{!"double", !5, i64 0}
!22 = !{!"half*", !"half*", !"half*"}
!23 = !{!24, !24, i64 0}
!24 = !{!"half", !5, i64 0}
!25 = !{!"long8*", !"long8*", !"long8*"}
!26 = !{!"long __attribute__((ext_vector_type(8)))*", !"long __attribute__((ext_vector_type(8)))*", !"long __attribute__((ext_vector_type(8)))*"}
