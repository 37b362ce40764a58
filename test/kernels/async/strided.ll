; ModuleID = 'strided.cl'
source_filename = "strided.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse_columns(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %column, i32 noundef %cols) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %add.ptr.i = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %call2.i
  %conv.i = zext i32 %cols to i64
  %call3.i = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef align 4 %column, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, i64 noundef %conv.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %1 = getelementptr i32, ptr addrspace(3) %column, i64 %call.i
  %arrayidx.i = getelementptr i32, ptr addrspace(3) %1, i64 %0
  %2 = load i32, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !3
  %conv5.i = trunc i64 %call1.i to i32
  %add.i = add nsw i32 %2, %conv5.i
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx6.i = getelementptr inbounds nuw i32, ptr addrspace(3) %column, i64 %call1.i
  store i32 %add.i, ptr addrspace(3) %arrayidx6.i, align 4, !tbaa !3
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr7.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %call2.i
  %call9.i = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef %add.ptr7.i, ptr addrspace(3) noundef align 4 %column, i64 noundef %call.i, i64 noundef %conv.i, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call9.i, ptr %e.i, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_reverse_columns(ptr addrspace(1) noundef align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %column, i32 noundef %cols) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %add.ptr = getelementptr inbounds nuw i32, ptr addrspace(1) %in, i64 %call2
  %conv = zext i32 %cols to i64
  %call3 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef %column, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, i64 noundef %conv, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call3, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %1 = getelementptr i32, ptr addrspace(3) %column, i64 %call
  %arrayidx = getelementptr i32, ptr addrspace(3) %1, i64 %0
  %2 = load i32, ptr addrspace(3) %arrayidx, align 4, !tbaa !3
  %conv5 = trunc i64 %call1 to i32
  %add = add nsw i32 %2, %conv5
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %arrayidx6 = getelementptr inbounds nuw i32, ptr addrspace(3) %column, i64 %call1
  store i32 %add, ptr addrspace(3) %arrayidx6, align 4, !tbaa !3
  call spir_func void @_Z7barrierj(i32 noundef 1) #7
  %add.ptr7 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %call2
  %call9 = call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef %add.ptr7, ptr addrspace(3) noundef %column, i64 noundef %call, i64 noundef %conv, target("spirv.Event") zeroinitializer) #7
  store target("spirv.Event") %call9, ptr %e, align 8, !tbaa !12
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @float4_pairs(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef writeonly align 16 captures(none) %even, ptr addrspace(1) noundef writeonly align 16 captures(none) %all, ptr addrspace(3) noundef align 16 %tile, ptr addrspace(3) noundef align 16 %both) local_unnamed_addr #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
entry:
  %e.i = alloca target("spirv.Event"), align 8
  %call.i = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1.i = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2.i = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %e.i) #6
  %mul.i = shl i64 %call2.i, 1
  %mul3.i = mul i64 %mul.i, %call.i
  %add.ptr.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %in, i64 %mul3.i
  %call4.i = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef align 16 %tile, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %call.i, i64 noundef 2, target("spirv.Event") zeroinitializer) #7
  %mul8.i = shl i64 %call.i, 1
  %call9.i = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef align 16 %both, ptr addrspace(1) noundef %add.ptr.i, i64 noundef %mul8.i, target("spirv.Event") %call4.i) #7
  store target("spirv.Event") %call9.i, ptr %e.i, align 8, !tbaa !12
  %e.ascast.i = addrspacecast ptr %e.i to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast.i) #7
  %0 = xor i64 %call1.i, -1
  %sub10.i = add i64 %call.i, %0
  %arrayidx.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %tile, i64 %sub10.i
  %1 = load <4 x float>, ptr addrspace(3) %arrayidx.i, align 16, !tbaa !20
  %mul11.i = fmul <4 x float> %1, splat (float 2.000000e+00)
  %mul12.i = mul i64 %call2.i, %call.i
  %2 = getelementptr <4 x float>, ptr addrspace(1) %even, i64 %mul12.i
  %arrayidx13.i = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %call1.i
  store <4 x float> %mul11.i, ptr addrspace(1) %arrayidx13.i, align 16, !tbaa !20
  %3 = getelementptr <4 x float>, ptr addrspace(3) %both, i64 %mul8.i
  %arrayidx17.i = getelementptr <4 x float>, ptr addrspace(3) %3, i64 %0
  %4 = load <4 x float>, ptr addrspace(3) %arrayidx17.i, align 16, !tbaa !20
  %5 = getelementptr <4 x float>, ptr addrspace(1) %all, i64 %mul3.i
  %arrayidx21.i = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call1.i
  store <4 x float> %4, ptr addrspace(1) %arrayidx21.i, align 16, !tbaa !20
  %arrayidx24.i = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %both, i64 %sub10.i
  %6 = load <4 x float>, ptr addrspace(3) %arrayidx24.i, align 16, !tbaa !20
  %7 = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call.i
  %arrayidx29.i = getelementptr <4 x float>, ptr addrspace(1) %7, i64 %call1.i
  store <4 x float> %6, ptr addrspace(1) %arrayidx29.i, align 16, !tbaa !20
  call void @llvm.lifetime.end.p0(ptr nonnull %e.i) #6
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_float4_pairs(ptr addrspace(1) noundef align 16 %in, ptr addrspace(1) noundef writeonly align 16 captures(none) %even, ptr addrspace(1) noundef writeonly align 16 captures(none) %all, ptr addrspace(3) noundef align 16 %tile, ptr addrspace(3) noundef align 16 %both) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 !kernel_arg_name !19 {
entry:
  %e = alloca target("spirv.Event"), align 8
  %call = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  call void @llvm.lifetime.start.p0(ptr nonnull %e) #6
  %mul = shl i64 %call2, 1
  %mul3 = mul i64 %mul, %call
  %add.ptr = getelementptr inbounds nuw <4 x float>, ptr addrspace(1) %in, i64 %mul3
  %call4 = tail call spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef %tile, ptr addrspace(1) noundef %add.ptr, i64 noundef %call, i64 noundef 2, target("spirv.Event") zeroinitializer) #7
  %mul8 = shl i64 %call, 1
  %call9 = tail call spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef %both, ptr addrspace(1) noundef %add.ptr, i64 noundef %mul8, target("spirv.Event") %call4) #7
  store target("spirv.Event") %call9, ptr %e, align 8, !tbaa !12
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef 1, ptr addrspace(4) noundef %e.ascast) #7
  %0 = xor i64 %call1, -1
  %sub10 = add i64 %call, %0
  %arrayidx = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %tile, i64 %sub10
  %1 = load <4 x float>, ptr addrspace(3) %arrayidx, align 16, !tbaa !20
  %mul11 = fmul <4 x float> %1, splat (float 2.000000e+00)
  %mul12 = mul i64 %call2, %call
  %2 = getelementptr <4 x float>, ptr addrspace(1) %even, i64 %mul12
  %arrayidx13 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %call1
  store <4 x float> %mul11, ptr addrspace(1) %arrayidx13, align 16, !tbaa !20
  %3 = getelementptr <4 x float>, ptr addrspace(3) %both, i64 %mul8
  %arrayidx17 = getelementptr <4 x float>, ptr addrspace(3) %3, i64 %0
  %4 = load <4 x float>, ptr addrspace(3) %arrayidx17, align 16, !tbaa !20
  %5 = getelementptr <4 x float>, ptr addrspace(1) %all, i64 %mul3
  %arrayidx21 = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call1
  store <4 x float> %4, ptr addrspace(1) %arrayidx21, align 16, !tbaa !20
  %arrayidx24 = getelementptr inbounds nuw <4 x float>, ptr addrspace(3) %both, i64 %sub10
  %6 = load <4 x float>, ptr addrspace(3) %arrayidx24, align 16, !tbaa !20
  %7 = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call
  %arrayidx29 = getelementptr <4 x float>, ptr addrspace(1) %7, i64 %call1
  store <4 x float> %6, ptr addrspace(1) %arrayidx29, align 16, !tbaa !20
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
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3iPU3AS1Kimm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) noundef, ptr addrspace(3) noundef, i64 noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #2

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z29async_work_group_strided_copyPU3AS3Dv4_fPU3AS1KS_mm9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func target("spirv.Event") @_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event(ptr addrspace(3) noundef, ptr addrspace(1) noundef, i64 noundef, target("spirv.Event")) local_unnamed_addr #4

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
!7 = !{i32 1, i32 1, i32 3, i32 0}
!8 = !{!"none", !"none", !"none", !"none"}
!9 = !{!"int*", !"int*", !"int*", !"uint"}
!10 = !{!"const", !"", !"", !""}
!11 = !{!"in", !"out", !"column", !"cols"}
!12 = !{!13, !13, i64 0}
!13 = !{!"event_t", !5, i64 0}
!14 = !{i32 1, i32 1, i32 1, i32 3, i32 3}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float4*", !"float4*", !"float4*", !"float4*", !"float4*"}
!17 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!18 = !{!"const", !"", !"", !"", !""}
!19 = !{!"in", !"even", !"all", !"tile", !"both"}
!20 = !{!5, !5, i64 0}
