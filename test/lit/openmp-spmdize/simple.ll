; clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 --offload-device-only -nogpulib -S -emit-llvm -O1 -mllvm -openmp-opt-disable-spmdization -gline-tables-only Inputs/simple.c -o simple.ll
; A target region with serial code (clang's deglobalised stores of the
; captured variables to @_shared*) and one parallel loop: one guarded region,
; nothing to broadcast, one barrier; the kernel environment says SPMD.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
; RUN: ncpu-opt -passes='openmp-spmdize,verify' -S %s | filecheck %s
; RUN: ncpu-opt -passes='openmp-spmdize<disable>' -S %s | filecheck %s --check-prefix=OFF
; REMARK: remark: {{.*}}simple.c:2:1: Transformed generic-mode kernel to SPMD-mode. [OMP120]
; CHECK: @__omp_offloading_{{.*}}_kernel_environment = {{.*}} { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2,
; CHECK-NOT: guarded.output.alloc
; CHECK-LABEL: define {{.*}} @__omp_offloading_{{[^(]*}}(
; CHECK: call i32 @__kmpc_target_init(
; CHECK: %[[N2:[0-9]+]] = sdiv i32 %{{[0-9]+}}, 2
; CHECK-NEXT: br label %region.check.tid
; CHECK: region.check.tid:
; CHECK-NEXT: %[[TID:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK-NEXT: %[[IS0:[0-9]+]] = icmp eq i32 %[[TID]], 0
; CHECK-NEXT: br i1 %[[IS0]], label %region.guarded, label %region.barrier
; CHECK: region.guarded:
; CHECK-NEXT: store ptr %2, ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr)
; CHECK-NEXT: store i32 %{{[0-9]+}}, ptr addrspacecast (ptr addrspace(3) @_shared to ptr)
; CHECK-NEXT: store i32 %[[N2]], ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr)
; CHECK-NEXT: br label %region.guarded.end
; CHECK: region.guarded.end:
; CHECK-NEXT: br label %region.barrier
; CHECK: region.barrier:
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @{{.*}}, i32 %[[TID]])
; CHECK-NEXT: br label %region.exit
; CHECK: region.exit:
; CHECK-NOT: region.check.tid
; CHECK: call void @__kmpc_parallel_51(
; CHECK-NEXT: call void @__kmpc_target_deinit()
; CHECK: declare i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK: declare void @__kmpc_barrier_simple_spmd(ptr, i32) #[[BATTR:[0-9]+]]
; CHECK: attributes #[[BATTR]] = { convergent nounwind }
; OFF: { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1,
; OFF-NOT: region.

; ModuleID = 'simple.c'
source_filename = "simple.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@0 = private unnamed_addr constant [54 x i8] c";simple.c;__omp_offloading_fe00_5120af_scale_l2;2;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 53, ptr @0 }, align 8
@__omp_offloading_fe00_5120af_scale_l2_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5120af_scale_l2_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5120af_scale_l2_dynamic_environment }
@2 = private unnamed_addr constant [22 x i8] c";simple.c;scale;5;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 21, ptr @2 }, align 8
@4 = private unnamed_addr constant [23 x i8] c";simple.c;scale;5;25;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @4 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 21, ptr @2 }, align 8
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_5120af_scale_l2(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = alloca [3 x ptr], align 8
  %6 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5120af_scale_l2_kernel_environment, ptr %0) #3, !dbg !16
  %7 = icmp eq i32 %6, -1, !dbg !16
  br i1 %7, label %9, label %8, !dbg !16

8:                                                ; preds = %4, %9
  ret void, !dbg !17

9:                                                ; preds = %4
  %10 = trunc i64 %3 to i32
  %11 = trunc i64 %1 to i32
  store ptr %2, ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), align 8, !dbg !16, !tbaa !18
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_shared to ptr), align 4, !dbg !16, !tbaa !22
  %12 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @6) #3, !dbg !24
  %13 = sdiv i32 %11, 2, !dbg !25
  store i32 %13, ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), align 4, !dbg !26, !tbaa !27
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr %5, align 8, !dbg !24, !tbaa !18
  %14 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !24
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr %14, align 8, !dbg !24, !tbaa !18
  %15 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !24
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr %15, align 8, !dbg !24, !tbaa !18
  call void @__kmpc_parallel_51(ptr nonnull @6, i32 %12, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5120af_scale_l2_omp_outlined, ptr nonnull @__omp_offloading_fe00_5120af_scale_l2_omp_outlined_wrapper, ptr nonnull %5, i64 3) #3, !dbg !24
  call void @__kmpc_target_deinit() #3, !dbg !29
  br label %8, !dbg !29
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5120af_scale_l2_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %4) #1 !dbg !30 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i32, ptr %2, align 4, !dbg !31, !tbaa !27
  %11 = add nsw i32 %10, -1, !dbg !32
  %12 = icmp sgt i32 %10, 0, !dbg !32
  br i1 %12, label %13, label %41, !dbg !33

13:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !33
  store i32 0, ptr %6, align 4, !dbg !34, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7, !dbg !33
  store i32 %11, ptr %7, align 4, !dbg !34, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7, !dbg !33
  store i32 1, ptr %8, align 4, !dbg !34, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #7, !dbg !33
  store i32 0, ptr %9, align 4, !dbg !34, !tbaa !27
  %14 = load i32, ptr %0, align 4, !dbg !33, !tbaa !27
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %14, i32 33, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1) #3, !dbg !33
  %15 = load i32, ptr %6, align 4, !tbaa !27
  %16 = load i32, ptr %7, align 4, !dbg !34
  %17 = call i32 @llvm.smin.i32(i32 %16, i32 %11), !dbg !34
  store i32 %17, ptr %7, align 4, !dbg !34, !tbaa !27
  %18 = icmp sgt i32 %15, %17, !dbg !32
  br i1 %18, label %40, label %19, !dbg !33

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 8, !tbaa !18
  %21 = load i32, ptr %8, align 4, !tbaa !27
  br label %22, !dbg !33

22:                                               ; preds = %19, %34
  %23 = phi i32 [ %17, %19 ], [ %37, %34 ]
  %24 = phi i32 [ %15, %19 ], [ %35, %34 ]
  br label %25, !dbg !33

25:                                               ; preds = %22, %25
  %26 = phi i32 [ %24, %22 ], [ %32, %25 ]
  %27 = load float, ptr %4, align 4, !dbg !35, !tbaa !22
  %28 = sext i32 %26 to i64, !dbg !36
  %29 = getelementptr inbounds float, ptr %20, i64 %28, !dbg !36
  %30 = load float, ptr %29, align 4, !dbg !37, !tbaa !22
  %31 = fmul float %27, %30, !dbg !37
  store float %31, ptr %29, align 4, !dbg !37, !tbaa !22
  %32 = add nsw i32 %26, 1, !dbg !32
  %33 = icmp slt i32 %26, %23, !dbg !32
  br i1 %33, label %25, label %34, !dbg !33, !llvm.loop !38

34:                                               ; preds = %25
  %35 = add nsw i32 %21, %24, !dbg !32
  %36 = add nsw i32 %21, %23, !dbg !32
  %37 = call i32 @llvm.smin.i32(i32 %36, i32 %11), !dbg !34
  %38 = icmp sgt i32 %35, %37, !dbg !32
  br i1 %38, label %39, label %22, !dbg !33, !llvm.loop !40

39:                                               ; preds = %34
  store i32 %37, ptr %7, align 4, !dbg !34, !tbaa !27
  store i32 %35, ptr %6, align 4, !dbg !32, !tbaa !27
  br label %40, !dbg !33

40:                                               ; preds = %39, %13
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %14) #3, !dbg !39
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3, !dbg !33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3, !dbg !33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3, !dbg !33
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !33
  br label %41, !dbg !33

41:                                               ; preds = %40, %5
  ret void, !dbg !35
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_5120af_scale_l2_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #4 !dbg !41 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #3, !dbg !42
  %8 = load ptr, ptr %7, align 8, !dbg !42
  %9 = load ptr, ptr %8, align 8, !dbg !42, !tbaa !18
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !42
  %11 = load ptr, ptr %10, align 8, !dbg !42, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !42
  %13 = load ptr, ptr %12, align 8, !dbg !42, !tbaa !18
  %14 = load i32, ptr %9, align 4, !dbg !43, !tbaa !27, !noalias !45
  %15 = add nsw i32 %14, -1, !dbg !48
  %16 = icmp sgt i32 %14, 0, !dbg !48
  br i1 %16, label %17, label %44, !dbg !49

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !49, !noalias !45
  store i32 0, ptr %3, align 4, !dbg !50, !tbaa !27, !noalias !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7, !dbg !49, !noalias !45
  store i32 %15, ptr %4, align 4, !dbg !50, !tbaa !27, !noalias !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !49, !noalias !45
  store i32 1, ptr %5, align 4, !dbg !50, !tbaa !27, !noalias !45
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !49, !noalias !45
  store i32 0, ptr %6, align 4, !dbg !50, !tbaa !27, !noalias !45
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #3, !dbg !49, !noalias !45
  %18 = load i32, ptr %3, align 4, !tbaa !27, !noalias !45
  %19 = load i32, ptr %4, align 4, !dbg !50, !noalias !45
  %20 = call i32 @llvm.smin.i32(i32 %19, i32 %15), !dbg !50
  store i32 %20, ptr %4, align 4, !dbg !50, !tbaa !27, !noalias !45
  %21 = icmp sgt i32 %18, %20, !dbg !48
  br i1 %21, label %43, label %22, !dbg !49

22:                                               ; preds = %17
  %23 = load ptr, ptr %11, align 8, !tbaa !18, !noalias !45
  %24 = load i32, ptr %5, align 4, !tbaa !27, !noalias !45
  br label %25, !dbg !49

25:                                               ; preds = %22, %37
  %26 = phi i32 [ %20, %22 ], [ %40, %37 ]
  %27 = phi i32 [ %18, %22 ], [ %38, %37 ]
  br label %28, !dbg !49

28:                                               ; preds = %25, %28
  %29 = phi i32 [ %27, %25 ], [ %35, %28 ]
  %30 = load float, ptr %13, align 4, !dbg !51, !tbaa !22, !noalias !45
  %31 = sext i32 %29 to i64, !dbg !52
  %32 = getelementptr inbounds float, ptr %23, i64 %31, !dbg !52
  %33 = load float, ptr %32, align 4, !dbg !53, !tbaa !22, !noalias !45
  %34 = fmul float %30, %33, !dbg !53
  store float %34, ptr %32, align 4, !dbg !53, !tbaa !22, !noalias !45
  %35 = add nsw i32 %29, 1, !dbg !48
  %36 = icmp slt i32 %29, %26, !dbg !48
  br i1 %36, label %28, label %37, !dbg !49, !llvm.loop !54

37:                                               ; preds = %28
  %38 = add nsw i32 %24, %27, !dbg !48
  %39 = add nsw i32 %24, %26, !dbg !48
  %40 = call i32 @llvm.smin.i32(i32 %39, i32 %15), !dbg !50
  %41 = icmp sgt i32 %38, %40, !dbg !48
  br i1 %41, label %42, label %25, !dbg !49, !llvm.loop !56

42:                                               ; preds = %37
  store i32 %40, ptr %4, align 4, !dbg !50, !tbaa !27, !noalias !45
  store i32 %38, ptr %3, align 4, !dbg !48, !tbaa !27, !noalias !45
  br label %43, !dbg !49

43:                                               ; preds = %42, %17
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %1) #3, !dbg !55, !noalias !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !49, !noalias !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !49, !noalias !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !49, !noalias !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !49, !noalias !45
  br label %44, !dbg !49

44:                                               ; preds = %2, %43
  ret void, !dbg !42
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #5

declare void @__kmpc_target_deinit() local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { alwaysinline mustprogress norecurse nounwind "frame-pointer"="all" "kernel" "no-trapping-math"="true" "omp_target_thread_limit"="128" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }
attributes #4 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!omp_offload.info = !{!4}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "simple.c", directory: ".")
!2 = !{ptr @__omp_offloading_fe00_5120af_scale_l2, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_5120af_scale_l2, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 5316783, !"scale", i32 2, i32 0, i32 0}
!5 = !{i32 7, !"Dwarf Version", i32 2}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"openmp", i32 51}
!9 = !{i32 7, !"openmp-device", i32 51}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120af_scale_l2", scope: !1, file: !1, line: 2, type: !14, scopeLine: 2, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 2, column: 1, scope: !13)
!17 = !DILocation(line: 0, scope: !13)
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !20, i64 0}
!20 = !{!"omnipotent char", !21, i64 0}
!21 = !{!"Simple C/C++ TBAA"}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !20, i64 0}
!24 = !DILocation(line: 5, column: 1, scope: !13)
!25 = !DILocation(line: 4, column: 15, scope: !13)
!26 = !DILocation(line: 4, column: 9, scope: !13)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !20, i64 0}
!29 = !DILocation(line: 8, column: 3, scope: !13)
!30 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120af_scale_l2_omp_outlined", scope: !1, file: !1, line: 5, type: !14, scopeLine: 5, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!31 = !DILocation(line: 6, column: 25, scope: !30)
!32 = !DILocation(line: 6, column: 5, scope: !30)
!33 = !DILocation(line: 5, column: 1, scope: !30)
!34 = !DILocation(line: 6, column: 10, scope: !30)
!35 = !DILocation(line: 7, column: 15, scope: !30)
!36 = !DILocation(line: 7, column: 7, scope: !30)
!37 = !DILocation(line: 7, column: 12, scope: !30)
!38 = distinct !{!38, !33, !39}
!39 = !DILocation(line: 5, column: 25, scope: !30)
!40 = distinct !{!40, !33, !39}
!41 = distinct !DISubprogram(linkageName: "__omp_offloading_fe00_5120af_scale_l2_omp_outlined_wrapper", scope: !1, file: !1, line: 5, type: !14, scopeLine: 5, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!42 = !DILocation(line: 5, column: 1, scope: !41)
!43 = !DILocation(line: 6, column: 25, scope: !30, inlinedAt: !44)
!44 = distinct !DILocation(line: 5, column: 1, scope: !41)
!45 = !{!46}
!46 = distinct !{!46, !47, !"__omp_offloading_fe00_5120af_scale_l2_omp_outlined: argument 0"}
!47 = distinct !{!47, !"__omp_offloading_fe00_5120af_scale_l2_omp_outlined"}
!48 = !DILocation(line: 6, column: 5, scope: !30, inlinedAt: !44)
!49 = !DILocation(line: 5, column: 1, scope: !30, inlinedAt: !44)
!50 = !DILocation(line: 6, column: 10, scope: !30, inlinedAt: !44)
!51 = !DILocation(line: 7, column: 15, scope: !30, inlinedAt: !44)
!52 = !DILocation(line: 7, column: 7, scope: !30, inlinedAt: !44)
!53 = !DILocation(line: 7, column: 12, scope: !30, inlinedAt: !44)
!54 = distinct !{!54, !49, !55}
!55 = !DILocation(line: 5, column: 25, scope: !30, inlinedAt: !44)
!56 = distinct !{!56, !49, !55}
