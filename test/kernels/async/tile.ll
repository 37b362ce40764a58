; ModuleID = 'tile.cl'
source_filename = "tile.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @tile_mirror(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile, float noundef %k) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %call3.i = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #7
  %mul.i = mul i64 %call3.i, %call2.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #8
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %mul.i
  %call4.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef align 4 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call4.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %arrayidx.i = getelementptr inbounds nuw float, ptr addrspace(3) %tile, i64 %call1.i
  %0 = load float, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !14
  %1 = xor i64 %call1.i, -1
  %2 = getelementptr float, ptr addrspace(3) %tile, i64 %call.i
  %arrayidx7.i = getelementptr float, ptr addrspace(3) %2, i64 %1
  %3 = load float, ptr addrspace(3) %arrayidx7.i, align 4, !tbaa !14
  %4 = call float @llvm.fmuladd.f32(float %0, float %k, float %3)
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  store float %4, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr9.i = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %mul.i
  %call10.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef %add.ptr9.i, ptr addrspace(3) noundef align 4 %tile, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call10.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_tile_mirror(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tile, float noundef %k) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %call3 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #7
  %mul = mul i64 %call3, %call2
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #8
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %mul
  %call4 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call4, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %arrayidx = getelementptr inbounds nuw float, ptr addrspace(3) %tile, i64 %call1
  %0 = load float, ptr addrspace(3) %arrayidx, align 4, !tbaa !14
  %1 = xor i64 %call1, -1
  %2 = getelementptr float, ptr addrspace(3) %tile, i64 %call
  %arrayidx7 = getelementptr float, ptr addrspace(3) %2, i64 %1
  %3 = load float, ptr addrspace(3) %arrayidx7, align 4, !tbaa !14
  %4 = call float @llvm.fmuladd.f32(float %0, float %k, float %3)
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  store float %4, ptr addrspace(3) %arrayidx, align 4, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr9 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %mul
  %call10 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef %add.ptr9, ptr addrspace(3) noundef %tile, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call10, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @chained(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 %la, ptr addrspace(3) noundef align 4 %lb) local_unnamed_addr #0 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %mul.i = mul i64 %call2.i, %call.i
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #8
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %a, i64 %mul.i
  %call3.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef align 4 %la, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  %add.ptr4.i = getelementptr inbounds nuw float, ptr addrspace(1) %b, i64 %mul.i
  %call5.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef align 4 %lb, ptr addrspace(1) noundef %add.ptr4.i, i64 noundef %call.i, target("spirv.Event") %call3.i) #7
  store target("spirv.Event") %call5.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr float, ptr addrspace(3) %la, i64 %call.i
  %arrayidx.i = getelementptr float, ptr addrspace(3) %1, i64 %0
  %2 = load float, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !14
  %add.i = add i64 %call1.i, 1
  %rem.i = urem i64 %add.i, %call.i
  %arrayidx7.i = getelementptr inbounds nuw float, ptr addrspace(3) %lb, i64 %rem.i
  %3 = load float, ptr addrspace(3) %arrayidx7.i, align 4, !tbaa !14
  %sub8.i = fsub float %2, %3
  %4 = getelementptr float, ptr addrspace(1) %out, i64 %mul.i
  %arrayidx10.i = getelementptr float, ptr addrspace(1) %4, i64 %call1.i
  store float %sub8.i, ptr addrspace(1) %arrayidx10.i, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_chained(ptr addrspace(1) noundef align 4 %a, ptr addrspace(1) noundef align 4 %b, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 %la, ptr addrspace(3) noundef align 4 %lb) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 !kernel_arg_name !20 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %mul = mul i64 %call2, %call
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #8
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %a, i64 %mul
  %call3 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %la, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  %add.ptr4 = getelementptr inbounds nuw float, ptr addrspace(1) %b, i64 %mul
  %call5 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %lb, ptr addrspace(1) noundef %add.ptr4, i64 noundef %call, target("spirv.Event") %call3) #7
  store target("spirv.Event") %call5, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr float, ptr addrspace(3) %la, i64 %call
  %arrayidx = getelementptr float, ptr addrspace(3) %1, i64 %0
  %2 = load float, ptr addrspace(3) %arrayidx, align 4, !tbaa !14
  %add = add i64 %call1, 1
  %rem = urem i64 %add, %call
  %arrayidx7 = getelementptr inbounds nuw float, ptr addrspace(3) %lb, i64 %rem
  %3 = load float, ptr addrspace(3) %arrayidx7, align 4, !tbaa !14
  %sub8 = fsub float %2, %3
  %4 = getelementptr float, ptr addrspace(1) %out, i64 %mul
  %arrayidx10 = getelementptr float, ptr addrspace(1) %4, i64 %call1
  store float %sub8, ptr addrspace(1) %arrayidx10, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @blocked_sum(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 %buf, i32 noundef %blocks) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !10 !kernel_arg_name !22 {
entry:
  %ev.i = alloca [2 x target("spirv.Event")], align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %conv.i = zext i32 %blocks to i64
  %mul.i = mul i64 %call.i, %conv.i
  %mul3.i = mul i64 %mul.i, %call2.i
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %mul3.i
  call void @llvm.lifetime.start.p0(ptr nonnull %ev.i) #8
  %call4.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef align 4 %buf, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call4.i, ptr %ev.i, align 8, !tbaa !12
  %cmp.i1.not = icmp eq i32 %blocks, 0
  br i1 %cmp.i1.not, label %__clang_ocl_kern_imp_blocked_sum.exit, label %for.body.i.lr.ph

for.body.i.lr.ph:                                 ; preds = %entry
  %invariant.gep = getelementptr float, ptr addrspace(3) %buf, i64 %call.i
  %0 = xor i64 %call1.i, -1
  %invariant.gep4 = getelementptr float, ptr addrspace(3) %invariant.gep, i64 %0
  br label %for.body.i

for.body.i:                                       ; preds = %for.body.i.lr.ph, %if.end.i
  %acc.0.i3 = phi float [ 0.000000e+00, %for.body.i.lr.ph ], [ %2, %if.end.i ]
  %b.0.i2 = phi i32 [ 0, %for.body.i.lr.ph ], [ %add.i, %if.end.i ]
  %and.i = and i32 %b.0.i2, 1
  %add.i = add nuw i32 %b.0.i2, 1
  %cmp6.i = icmp ult i32 %add.i, %blocks
  br i1 %cmp6.i, label %if.then.i, label %if.end.i

if.then.i:                                        ; preds = %for.body.i
  %xor.i = xor i32 %and.i, 1
  %conv8.i = zext nneg i32 %xor.i to i64
  %mul9.i = mul nuw nsw i64 %call.i, %conv8.i
  %add.ptr10.i = getelementptr inbounds nuw float, ptr addrspace(3) %buf, i64 %mul9.i
  %conv12.i = zext i32 %add.i to i64
  %mul13.i = mul i64 %call.i, %conv12.i
  %add.ptr14.i = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr.i, i64 %mul13.i
  %call15.i = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %add.ptr10.i, ptr addrspace(1) noundef %add.ptr14.i, i64 noundef %call.i, target("spirv.Event") zeroinitializer) #7
  %arrayidx17.i = getelementptr inbounds nuw target("spirv.Event"), ptr %ev.i, i64 %conv8.i
  store target("spirv.Event") %call15.i, ptr %arrayidx17.i, align 8, !tbaa !12
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %for.body.i
  %idxprom18.i = zext nneg i32 %and.i to i64
  %arrayidx19.i = getelementptr inbounds nuw target("spirv.Event"), ptr %ev.i, i64 %idxprom18.i
  %arrayidx19.ascast.i = addrspacecast ptr %arrayidx19.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %arrayidx19.ascast.i) #7
  %mul21.i = mul nuw nsw i64 %call.i, %idxprom18.i
  %gep5 = getelementptr float, ptr addrspace(3) %invariant.gep4, i64 %mul21.i
  %1 = load float, ptr addrspace(3) %gep5, align 4, !tbaa !14
  %conv26.i = uitofp i32 %add.i to float
  %2 = call float @llvm.fmuladd.f32(float %1, float %conv26.i, float %acc.0.i3)
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  br i1 %cmp6.i, label %for.body.i, label %__clang_ocl_kern_imp_blocked_sum.exit

__clang_ocl_kern_imp_blocked_sum.exit:            ; preds = %if.end.i, %entry
  %acc.0.i.lcssa = phi float [ 0.000000e+00, %entry ], [ %2, %if.end.i ]
  %call28.i = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %arrayidx29.i = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %call28.i
  store float %acc.0.i.lcssa, ptr addrspace(1) %arrayidx29.i, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %ev.i) #8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_blocked_sum(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 %buf, i32 noundef %blocks) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !10 !kernel_arg_name !22 {
entry:
  %ev = alloca [2 x target("spirv.Event")], align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %conv = zext i32 %blocks to i64
  %mul = mul i64 %call, %conv
  %mul3 = mul i64 %mul, %call2
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %mul3
  call void @llvm.lifetime.start.p0(ptr nonnull %ev) #8
  %call4 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %buf, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call4, ptr %ev, align 8, !tbaa !12
  %cmp50.not = icmp eq i32 %blocks, 0
  br i1 %cmp50.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %invariant.gep = getelementptr float, ptr addrspace(3) %buf, i64 %call
  %0 = xor i64 %call1, -1
  %invariant.gep53 = getelementptr float, ptr addrspace(3) %invariant.gep, i64 %0
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %acc.0.lcssa = phi float [ 0.000000e+00, %entry ], [ %2, %if.end ]
  %call28 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %arrayidx29 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %call28
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx29, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(ptr nonnull %ev) #8
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %if.end
  %acc.052 = phi float [ 0.000000e+00, %for.body.lr.ph ], [ %2, %if.end ]
  %b.051 = phi i32 [ 0, %for.body.lr.ph ], [ %add, %if.end ]
  %and = and i32 %b.051, 1
  %add = add nuw i32 %b.051, 1
  %cmp6 = icmp ult i32 %add, %blocks
  br i1 %cmp6, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %xor = xor i32 %and, 1
  %conv8 = zext nneg i32 %xor to i64
  %mul9 = mul nuw nsw i64 %call, %conv8
  %add.ptr10 = getelementptr inbounds nuw float, ptr addrspace(3) %buf, i64 %mul9
  %conv12 = zext i32 %add to i64
  %mul13 = mul i64 %call, %conv12
  %add.ptr14 = getelementptr inbounds nuw float, ptr addrspace(1) %add.ptr, i64 %mul13
  %call15 = call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef %add.ptr10, ptr addrspace(1) noundef %add.ptr14, i64 noundef %call, target("spirv.Event") zeroinitializer) #7
  %arrayidx17 = getelementptr inbounds nuw target("spirv.Event"), ptr %ev, i64 %conv8
  store target("spirv.Event") %call15, ptr %arrayidx17, align 8, !tbaa !12
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %idxprom18 = zext nneg i32 %and to i64
  %arrayidx19 = getelementptr inbounds nuw target("spirv.Event"), ptr %ev, i64 %idxprom18
  %arrayidx19.ascast = addrspacecast ptr %arrayidx19 to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %arrayidx19.ascast) #7
  %mul21 = mul nuw nsw i64 %call, %idxprom18
  %gep54 = getelementptr float, ptr addrspace(3) %invariant.gep53, i64 %mul21
  %1 = load float, ptr addrspace(3) %gep54, align 4, !tbaa !14
  %conv26 = uitofp i32 %add to float
  %2 = call float @llvm.fmuladd.f32(float %1, float %conv26, float %acc.052)
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  br i1 %cmp6, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @prefetched(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #0 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 !kernel_arg_name !27 {
entry:
  %call.i = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %add.ptr.i = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %call.i
  tail call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef %add.ptr.i, i64 noundef 1) #7
  %0 = load float, ptr addrspace(1) %add.ptr.i, align 4, !tbaa !14
  %add.i = fadd float %0, 1.000000e+00
  %arrayidx1.i = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %call.i
  store float %add.i, ptr addrspace(1) %arrayidx1.i, align 4, !tbaa !14
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_prefetched(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 !kernel_arg_name !27 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %add.ptr = getelementptr inbounds nuw float, ptr addrspace(1) %in, i64 %call
  tail call spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef %add.ptr, i64 noundef 1) #7
  %0 = load float, ptr addrspace(1) %add.ptr, align 4, !tbaa !14
  %add = fadd float %0, 1.000000e+00
  %arrayidx1 = getelementptr inbounds nuw float, ptr addrspace(1) %out, i64 %call
  store float %add, ptr addrspace(1) %arrayidx1, align 4, !tbaa !14
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
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS1fPU3AS3Kfm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z8prefetchPU3AS1Kfm(ptr addrspace(1) noundef, i64 noundef) local_unnamed_addr #4

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }
attributes #8 = { nounwind }

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
!7 = !{i32 1, i32 1, i32 3, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"float*", !"float*", !"float*", !"float"}
!10 = !{!"const", !"", !"", !""}
!11 = !{!"in", !"out", !"tile", !"k"}
!12 = !{!13, !13, i64 0}
!13 = !{!"event_t", !5, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !5, i64 0}
!16 = !{i32 1, i32 1, i32 1, i32 3, i32 3}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"float*", !"float*", !"float*"}
!19 = !{!"const", !"const", !"", !"", !""}
!20 = !{!"a", !"b", !"out", !"la", !"lb"}
!21 = !{!"float*", !"float*", !"float*", !"uint"}
!22 = !{!"in", !"out", !"buf", !"blocks"}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"float*", !"float*"}
!26 = !{!"const", !""}
!27 = !{!"in", !"out"}
