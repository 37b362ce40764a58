; ModuleID = 'launch_checks.cl'
source_filename = "launch_checks.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @two_locals(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 !kernel_arg_name !7 {
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %7 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  %10 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %5
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !8
  %11 = mul nsw i32 %9, 1000
  %12 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %5
  store i32 %11, ptr addrspace(3) %12, align 4, !tbaa !8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %13 = xor i64 %5, -1
  %14 = getelementptr i32, ptr addrspace(3) %2, i64 %6
  %15 = getelementptr i32, ptr addrspace(3) %14, i64 %13
  %16 = load i32, ptr addrspace(3) %15, align 4, !tbaa !8
  %17 = add i64 %5, 1
  %18 = urem i64 %17, %6
  %19 = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %18
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !8
  %21 = add nsw i32 %20, %16
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @add_long16(ptr addrspace(1) nocapture noundef readonly align 128 %0, ptr addrspace(1) nocapture noundef writeonly align 128 %1) local_unnamed_addr #3 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = getelementptr inbounds <16 x i64>, ptr addrspace(1) %0, i64 %3
  %5 = load <16 x i64>, ptr addrspace(1) %4, align 128, !tbaa !18
  %6 = add <16 x i64> %5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = getelementptr inbounds <16 x i64>, ptr addrspace(1) %1, i64 %3
  store <16 x i64> %6, ptr addrspace(1) %7, align 128, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @add_int16(ptr addrspace(1) nocapture noundef readonly align 64 %0, ptr addrspace(1) nocapture noundef writeonly align 64 %1) local_unnamed_addr #3 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !16 !kernel_arg_name !17 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %0, i64 %3
  %5 = load <16 x i32>, ptr addrspace(1) %4, align 64, !tbaa !18
  %6 = add <16 x i32> %5, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %7 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %1, i64 %3
  store <16 x i32> %6, ptr addrspace(1) %7, align 64, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @axpy(float noundef %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2) local_unnamed_addr #3 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 !kernel_arg_name !25 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !26
  %7 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %4
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !26
  %9 = tail call float @llvm.fmuladd.f32(float %0, float %6, float %8)
  store float %9, ptr addrspace(1) %7, align 4, !tbaa !26
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fill_local(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !28 !kernel_arg_access_qual !22 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 !kernel_arg_name !31 {
  %4 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %6 = trunc i64 %4 to i32
  %7 = icmp ult i32 %6, %2
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = trunc i64 %5 to i32
  br label %13

10:                                               ; preds = %13, %3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br i1 %7, label %11, label %23

11:                                               ; preds = %10
  %12 = trunc i64 %5 to i32
  br label %27

13:                                               ; preds = %8, %13
  %14 = phi i32 [ %6, %8 ], [ %21, %13 ]
  %15 = urem i32 %14, 1000
  %16 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  %18 = add i32 %15, %17
  %19 = zext i32 %14 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %19
  store i32 %18, ptr addrspace(3) %20, align 4, !tbaa !8
  %21 = add i32 %14, %9
  %22 = icmp ult i32 %21, %2
  br i1 %22, label %13, label %10

23:                                               ; preds = %27, %10
  %24 = phi i32 [ 0, %10 ], [ %35, %27 ]
  %25 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  store i32 %24, ptr addrspace(1) %26, align 4, !tbaa !8
  ret void

27:                                               ; preds = %11, %27
  %28 = phi i32 [ %6, %11 ], [ %36, %27 ]
  %29 = phi i32 [ 0, %11 ], [ %35, %27 ]
  %30 = xor i32 %28, -1
  %31 = add i32 %30, %2
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %32
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !8
  %35 = add nsw i32 %34, %29
  %36 = add i32 %28, %12
  %37 = icmp ult i32 %36, %2
  br i1 %37, label %27, label %23
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 3, i32 3}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*", !"int*"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!"in", !"out", !"first", !"second"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1}
!13 = !{!"none", !"none"}
!14 = !{!"long16*", !"long16*"}
!15 = !{!"long __attribute__((ext_vector_type(16)))*", !"long __attribute__((ext_vector_type(16)))*"}
!16 = !{!"const", !""}
!17 = !{!"in", !"out"}
!18 = !{!10, !10, i64 0}
!19 = !{!"int16*", !"int16*"}
!20 = !{!"int __attribute__((ext_vector_type(16)))*", !"int __attribute__((ext_vector_type(16)))*"}
!21 = !{i32 0, i32 1, i32 1}
!22 = !{!"none", !"none", !"none"}
!23 = !{!"float", !"float*", !"float*"}
!24 = !{!"", !"const", !""}
!25 = !{!"a", !"x", !"y"}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !10, i64 0}
!28 = !{i32 1, i32 3, i32 0}
!29 = !{!"int*", !"int*", !"uint"}
!30 = !{!"", !"", !""}
!31 = !{!"out", !"scratch", !"n"}
