; clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 --offload-device-only -nogpulib -S -emit-llvm -O1 -mllvm -openmp-opt-disable-spmdization -gline-tables-only Inputs/amenable.cpp -o amenable.ll
; The same kernel as ineligible.ll, the external function declared with
; [[omp::assume("ompx_spmd_amenable")]] ("llvm.assume"="ompx_spmd_amenable"):
; its calls run on every thread, unguarded, and the kernel becomes SPMD.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
; RUN: ncpu-opt -passes='openmp-spmdize,verify' -S %s | filecheck %s
; REMARK-NOT: OMP121
; REMARK: remark: {{.*}}amenable.cpp:4:1: Transformed generic-mode kernel to SPMD-mode. [OMP120]
; CHECK: { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2,
; CHECK: region.guarded:
; CHECK-NOT: log_progress
; CHECK: region.exit:
; CHECK: call void @_Z12log_progressi(i32 noundef 0)
; CHECK: call void @__kmpc_parallel_51(

; ModuleID = 'amenable.cpp'
source_filename = "amenable.cpp"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [65 x i8] c";amenable.cpp;__omp_offloading_fe00_5120a7__Z5scalePffi_l4;4;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 64, ptr @0 }, align 8
@__omp_offloading_fe00_5120a7__Z5scalePffi_l4_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5120a7__Z5scalePffi_l4_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_dynamic_environment }
@2 = private unnamed_addr constant [26 x i8] c";amenable.cpp;scale;7;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 25, ptr @2 }, align 8
@4 = private unnamed_addr constant [27 x i8] c";amenable.cpp;scale;7;25;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 26, ptr @4 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 25, ptr @2 }, align 8
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline convergent mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_5120a7__Z5scalePffi_l4(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = alloca [3 x ptr], align 8
  %6 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_kernel_environment, ptr %0) #4, !dbg !16
  %7 = icmp eq i32 %6, -1, !dbg !16
  br i1 %7, label %9, label %8, !dbg !16

8:                                                ; preds = %4, %9
  ret void, !dbg !17

9:                                                ; preds = %4
  %10 = trunc i64 %3 to i32
  %11 = trunc i64 %1 to i32
  store i32 %11, ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), align 4, !dbg !16, !tbaa !18
  store ptr %2, ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), align 8, !dbg !16, !tbaa !22
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_shared to ptr), align 4, !dbg !16, !tbaa !24
  %12 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @6) #4, !dbg !26
  tail call void @_Z12log_progressi(i32 noundef 0) #8, !dbg !27
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr %5, align 8, !dbg !26, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !26
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr %13, align 8, !dbg !26, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !26
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr %14, align 8, !dbg !26, !tbaa !22
  call void @__kmpc_parallel_51(ptr nonnull @6, i32 %12, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined, ptr nonnull @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined_wrapper, ptr nonnull %5, i64 3) #4, !dbg !26
  call void @__kmpc_target_deinit() #4, !dbg !28
  br label %8, !dbg !28
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent
declare void @_Z12log_progressi(i32 noundef) local_unnamed_addr #1

; Function Attrs: alwaysinline convergent norecurse nounwind
define internal void @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %4) #2 !dbg !29 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i32, ptr %2, align 4, !dbg !30, !tbaa !18
  %11 = add nsw i32 %10, -1, !dbg !31
  %12 = icmp sgt i32 %10, 0, !dbg !31
  br i1 %12, label %13, label %43, !dbg !32

13:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9, !dbg !32
  store i32 0, ptr %6, align 4, !dbg !33, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #9, !dbg !32
  store i32 %11, ptr %7, align 4, !dbg !33, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #9, !dbg !32
  store i32 1, ptr %8, align 4, !dbg !33, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #9, !dbg !32
  store i32 0, ptr %9, align 4, !dbg !33, !tbaa !18
  %14 = load i32, ptr %0, align 4, !dbg !32, !tbaa !18
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %14, i32 33, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1) #4, !dbg !32
  %15 = load i32, ptr %7, align 4, !dbg !33
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 %11), !dbg !33
  store i32 %16, ptr %7, align 4, !dbg !33, !tbaa !18
  %17 = load i32, ptr %6, align 4, !dbg !33, !tbaa !18
  %18 = icmp sgt i32 %17, %16, !dbg !31
  br i1 %18, label %42, label %19, !dbg !32

19:                                               ; preds = %13, %34
  %20 = phi i32 [ %38, %34 ], [ %17, %13 ]
  %21 = load i32, ptr %7, align 4, !dbg !33, !tbaa !18
  %22 = icmp sgt i32 %20, %21, !dbg !31
  br i1 %22, label %34, label %23, !dbg !32

23:                                               ; preds = %19, %23
  %24 = phi i32 [ %31, %23 ], [ %20, %19 ]
  %25 = load float, ptr %4, align 4, !dbg !34, !tbaa !24
  %26 = load ptr, ptr %3, align 8, !dbg !35, !tbaa !22
  %27 = sext i32 %24 to i64, !dbg !35
  %28 = getelementptr inbounds float, ptr %26, i64 %27, !dbg !35
  %29 = load float, ptr %28, align 4, !dbg !36, !tbaa !24
  %30 = fmul float %25, %29, !dbg !36
  store float %30, ptr %28, align 4, !dbg !36, !tbaa !24
  call void @_Z12log_progressi(i32 noundef %24) #8, !dbg !37
  %31 = add nsw i32 %24, 1, !dbg !31
  %32 = load i32, ptr %7, align 4, !dbg !33, !tbaa !18
  %33 = icmp slt i32 %24, %32, !dbg !31
  br i1 %33, label %23, label %34, !dbg !32, !llvm.loop !38

34:                                               ; preds = %23, %19
  %35 = phi i32 [ %21, %19 ], [ %32, %23 ], !dbg !33
  %36 = load i32, ptr %6, align 4, !dbg !33, !tbaa !18
  %37 = load i32, ptr %8, align 4, !dbg !33, !tbaa !18
  %38 = add nsw i32 %37, %36, !dbg !31
  store i32 %38, ptr %6, align 4, !dbg !31, !tbaa !18
  %39 = add nsw i32 %37, %35, !dbg !31
  %40 = call i32 @llvm.smin.i32(i32 %39, i32 %11), !dbg !33
  store i32 %40, ptr %7, align 4, !dbg !33, !tbaa !18
  %41 = icmp sgt i32 %38, %40, !dbg !31
  br i1 %41, label %42, label %19, !dbg !32, !llvm.loop !40

42:                                               ; preds = %34, %13
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %14) #4, !dbg !39
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #4, !dbg !32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #4, !dbg !32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #4, !dbg !32
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #4, !dbg !32
  br label %43, !dbg !32

43:                                               ; preds = %42, %5
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #4

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define internal void @__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #5 !dbg !42 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #4, !dbg !43
  %8 = load ptr, ptr %7, align 8, !dbg !43
  %9 = load ptr, ptr %8, align 8, !dbg !43, !tbaa !22
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !43
  %11 = load ptr, ptr %10, align 8, !dbg !43, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !43
  %13 = load ptr, ptr %12, align 8, !dbg !43, !tbaa !22
  %14 = load i32, ptr %9, align 4, !dbg !44, !tbaa !18, !noalias !46
  %15 = add nsw i32 %14, -1, !dbg !49
  %16 = icmp sgt i32 %14, 0, !dbg !49
  br i1 %16, label %17, label %46, !dbg !50

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9, !dbg !50, !noalias !46
  store i32 0, ptr %3, align 4, !dbg !51, !tbaa !18, !noalias !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #9, !dbg !50, !noalias !46
  store i32 %15, ptr %4, align 4, !dbg !51, !tbaa !18, !noalias !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #9, !dbg !50, !noalias !46
  store i32 1, ptr %5, align 4, !dbg !51, !tbaa !18, !noalias !46
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #9, !dbg !50, !noalias !46
  store i32 0, ptr %6, align 4, !dbg !51, !tbaa !18, !noalias !46
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #4, !dbg !50, !noalias !46
  %18 = load i32, ptr %4, align 4, !dbg !51, !noalias !46
  %19 = call i32 @llvm.smin.i32(i32 %18, i32 %15), !dbg !51
  store i32 %19, ptr %4, align 4, !dbg !51, !tbaa !18, !noalias !46
  %20 = load i32, ptr %3, align 4, !dbg !51, !tbaa !18, !noalias !46
  %21 = icmp sgt i32 %20, %19, !dbg !49
  br i1 %21, label %45, label %22, !dbg !50

22:                                               ; preds = %17, %37
  %23 = phi i32 [ %41, %37 ], [ %20, %17 ]
  %24 = load i32, ptr %4, align 4, !dbg !51, !tbaa !18, !noalias !46
  %25 = icmp sgt i32 %23, %24, !dbg !49
  br i1 %25, label %37, label %26, !dbg !50

26:                                               ; preds = %22, %26
  %27 = phi i32 [ %34, %26 ], [ %23, %22 ]
  %28 = load float, ptr %13, align 4, !dbg !52, !tbaa !24, !noalias !46
  %29 = load ptr, ptr %11, align 8, !dbg !53, !tbaa !22, !noalias !46
  %30 = sext i32 %27 to i64, !dbg !53
  %31 = getelementptr inbounds float, ptr %29, i64 %30, !dbg !53
  %32 = load float, ptr %31, align 4, !dbg !54, !tbaa !24, !noalias !46
  %33 = fmul float %28, %32, !dbg !54
  store float %33, ptr %31, align 4, !dbg !54, !tbaa !24, !noalias !46
  call void @_Z12log_progressi(i32 noundef %27) #8, !dbg !55, !noalias !46
  %34 = add nsw i32 %27, 1, !dbg !49
  %35 = load i32, ptr %4, align 4, !dbg !51, !tbaa !18, !noalias !46
  %36 = icmp slt i32 %27, %35, !dbg !49
  br i1 %36, label %26, label %37, !dbg !50, !llvm.loop !56

37:                                               ; preds = %26, %22
  %38 = phi i32 [ %24, %22 ], [ %35, %26 ], !dbg !51
  %39 = load i32, ptr %3, align 4, !dbg !51, !tbaa !18, !noalias !46
  %40 = load i32, ptr %5, align 4, !dbg !51, !tbaa !18, !noalias !46
  %41 = add nsw i32 %40, %39, !dbg !49
  store i32 %41, ptr %3, align 4, !dbg !49, !tbaa !18, !noalias !46
  %42 = add nsw i32 %40, %38, !dbg !49
  %43 = call i32 @llvm.smin.i32(i32 %42, i32 %15), !dbg !51
  store i32 %43, ptr %4, align 4, !dbg !51, !tbaa !18, !noalias !46
  %44 = icmp sgt i32 %41, %43, !dbg !49
  br i1 %44, label %45, label %22, !dbg !50, !llvm.loop !58

45:                                               ; preds = %37, %17
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %1) #4, !dbg !57, !noalias !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #4, !dbg !50, !noalias !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #4, !dbg !50, !noalias !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #4, !dbg !50, !noalias !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #4, !dbg !50, !noalias !46
  br label %46, !dbg !50

46:                                               ; preds = %2, %45
  ret void, !dbg !43
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #4

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #6

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

attributes #0 = { alwaysinline convergent mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent "frame-pointer"="all" "llvm.assume"="ompx_spmd_amenable" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { alwaysinline convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #6 = { alwaysinline }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind "llvm.assume"="ompx_spmd_amenable" }
attributes #9 = { nounwind memory(readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!omp_offload.info = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "amenable.cpp", directory: ".")
!2 = !{ptr @__omp_offloading_fe00_5120a7__Z5scalePffi_l4, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_5120a7__Z5scalePffi_l4, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 5316775, !"_Z5scalePffi", i32 4, i32 0, i32 0}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"openmp", i32 51}
!9 = !{i32 7, !"openmp-device", i32 51}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120a7__Z5scalePffi_l4", scope: !1, file: !1, line: 4, type: !14, scopeLine: 4, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 4, column: 1, scope: !13)
!17 = !DILocation(line: 0, scope: !13)
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C++ TBAA"}
!22 = !{!23, !23, i64 0}
!23 = !{!"any pointer", !20, i64 0}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !20, i64 0}
!26 = !DILocation(line: 7, column: 1, scope: !13)
!27 = !DILocation(line: 6, column: 5, scope: !13)
!28 = !DILocation(line: 12, column: 3, scope: !13)
!29 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!30 = !DILocation(line: 8, column: 25, scope: !29)
!31 = !DILocation(line: 8, column: 5, scope: !29)
!32 = !DILocation(line: 7, column: 1, scope: !29)
!33 = !DILocation(line: 8, column: 10, scope: !29)
!34 = !DILocation(line: 9, column: 15, scope: !29)
!35 = !DILocation(line: 9, column: 7, scope: !29)
!36 = !DILocation(line: 9, column: 12, scope: !29)
!37 = !DILocation(line: 10, column: 7, scope: !29)
!38 = distinct !{!38, !32, !39}
!39 = !DILocation(line: 7, column: 25, scope: !29)
!40 = distinct !{!40, !32, !39}
!41 = !DILocation(line: 11, column: 5, scope: !29)
!42 = distinct !DISubprogram(linkageName: "__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined_wrapper", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!43 = !DILocation(line: 7, column: 1, scope: !42)
!44 = !DILocation(line: 8, column: 25, scope: !29, inlinedAt: !45)
!45 = distinct !DILocation(line: 7, column: 1, scope: !42)
!46 = !{!47}
!47 = distinct !{!47, !48, !"__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined: argument 0"}
!48 = distinct !{!48, !"__omp_offloading_fe00_5120a7__Z5scalePffi_l4_omp_outlined"}
!49 = !DILocation(line: 8, column: 5, scope: !29, inlinedAt: !45)
!50 = !DILocation(line: 7, column: 1, scope: !29, inlinedAt: !45)
!51 = !DILocation(line: 8, column: 10, scope: !29, inlinedAt: !45)
!52 = !DILocation(line: 9, column: 15, scope: !29, inlinedAt: !45)
!53 = !DILocation(line: 9, column: 7, scope: !29, inlinedAt: !45)
!54 = !DILocation(line: 9, column: 12, scope: !29, inlinedAt: !45)
!55 = !DILocation(line: 10, column: 7, scope: !29, inlinedAt: !45)
!56 = distinct !{!56, !50, !57}
!57 = !DILocation(line: 7, column: 25, scope: !29, inlinedAt: !45)
!58 = distinct !{!58, !50, !57}
