; clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 --offload-device-only -nogpulib -S -emit-llvm -O1 -mllvm -openmp-opt-disable-spmdization -gline-tables-only Inputs/limit.c -o limit.ll
; The atomic capture's double is broadcast (8 bytes of shared memory):
; shared-limit=7 keeps the kernel generic with a missed remark, 8 allows it.
; RUN: ncpu-opt -passes='openmp-spmdize<shared-limit=7>,verify' --pass-remarks=openmp-opt --pass-remarks-missed=openmp-opt -S %s 2>&1 | filecheck %s --check-prefix=LIMIT
; RUN: ncpu-opt -passes='openmp-spmdize<shared-limit=8>,verify' --pass-remarks=openmp-opt -S %s 2>&1 | filecheck %s --check-prefix=FITS
; LIMIT: remark: {{.*}}limit.c:6:1: Kernel not transformed to SPMD-mode: broadcasting 8 bytes through shared memory would pass the shared memory limit of 7 bytes
; LIMIT-NOT: OMP120
; LIMIT: { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1,
; LIMIT-NOT: guarded.output
; LIMIT-NOT: region.check.tid
; FITS: remark: {{.*}}limit.c:6:1: Transformed generic-mode kernel to SPMD-mode. [OMP120]
; FITS: @.guarded.output.alloc = internal addrspace(3) global double undef, align 8
; FITS: atomicrmw fadd ptr @total, double 1.000000e+00
; FITS: store double %{{[0-9]+}}, ptr addrspace(3) @.guarded.output.alloc, align 8
; FITS: %.guarded.output.load = load double, ptr addrspace(3) @.guarded.output.alloc, align 8
; FITS-NEXT: call void @__kmpc_barrier_simple_spmd(
; FITS: fmul double %.guarded.output.load, 2.000000e+00

; ModuleID = 'limit.c'
source_filename = "limit.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@total = protected global double 0.000000e+00, align 8
@0 = private unnamed_addr constant [58 x i8] c";limit.c;__omp_offloading_fe00_5120b3_accumulate_l6;6;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 57, ptr @0 }, align 8
@__omp_offloading_fe00_5120b3_accumulate_l6_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5120b3_accumulate_l6_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5120b3_accumulate_l6_dynamic_environment }
@2 = private unnamed_addr constant [27 x i8] c";limit.c;accumulate;13;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 26, ptr @2 }, align 8
@4 = private unnamed_addr constant [28 x i8] c";limit.c;accumulate;13;25;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 27, ptr @4 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 26, ptr @2 }, align 8
@_shared = internal addrspace(3) global [8 x i8] poison, align 16
@_shared1 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_5120b3_accumulate_l6(ptr noalias noundef %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = alloca [3 x ptr], align 8
  %5 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5120b3_accumulate_l6_kernel_environment, ptr %0) #3, !dbg !17
  %6 = icmp eq i32 %5, -1, !dbg !17
  br i1 %6, label %8, label %7, !dbg !17

7:                                                ; preds = %3, %8
  ret void, !dbg !18

8:                                                ; preds = %3
  %9 = trunc i64 %2 to i32
  store i32 %9, ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), align 4, !dbg !17, !tbaa !19
  store ptr %1, ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), align 8, !dbg !17, !tbaa !23
  %10 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @6) #3, !dbg !25
  %11 = atomicrmw fadd ptr @total, double 1.000000e+00 monotonic, align 8, !dbg !26
  %12 = load ptr, ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), align 8, !dbg !27, !tbaa !23
  store double %11, ptr %12, align 8, !dbg !28, !tbaa !29
  %13 = fmul double %11, 2.000000e+00, !dbg !31
  store double %13, ptr addrspacecast (ptr addrspace(3) @_shared to ptr), align 8, !dbg !32, !tbaa !29
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr %4, align 8, !dbg !25, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !25
  store ptr addrspacecast (ptr addrspace(3) @_shared1 to ptr), ptr %14, align 8, !dbg !25, !tbaa !23
  %15 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !25
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr %15, align 8, !dbg !25, !tbaa !23
  call void @__kmpc_parallel_51(ptr nonnull @6, i32 %10, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined, ptr nonnull @__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined_wrapper, ptr nonnull %4, i64 3) #3, !dbg !25
  call void @__kmpc_target_deinit() #3, !dbg !33
  br label %7, !dbg !33
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %4) #2 !dbg !34 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = load i32, ptr %2, align 4, !dbg !35, !tbaa !19
  %11 = add nsw i32 %10, -2, !dbg !36
  %12 = icmp sgt i32 %10, 1, !dbg !36
  br i1 %12, label %13, label %42, !dbg !37

13:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !37
  store i32 0, ptr %6, align 4, !dbg !38, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7, !dbg !37
  store i32 %11, ptr %7, align 4, !dbg !38, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7, !dbg !37
  store i32 1, ptr %8, align 4, !dbg !38, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #7, !dbg !37
  store i32 0, ptr %9, align 4, !dbg !38, !tbaa !19
  %14 = load i32, ptr %0, align 4, !dbg !37, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %14, i32 33, ptr nonnull %9, ptr nonnull %6, ptr nonnull %7, ptr nonnull %8, i32 1, i32 1) #3, !dbg !37
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4, !tbaa !19
  %17 = call i32 @llvm.smin.i32(i32 %15, i32 %11), !dbg !38
  %18 = icmp sgt i32 %16, %17, !dbg !36
  br i1 %18, label %40, label %19, !dbg !37

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 8, !tbaa !23
  %21 = load i32, ptr %8, align 4, !tbaa !19
  br label %22, !dbg !37

22:                                               ; preds = %19, %34
  %23 = phi i32 [ %17, %19 ], [ %37, %34 ]
  %24 = phi i32 [ %16, %19 ], [ %35, %34 ]
  br label %25, !dbg !37

25:                                               ; preds = %22, %25
  %26 = phi i32 [ %24, %22 ], [ %27, %25 ]
  %27 = add nsw i32 %26, 1, !dbg !39
  %28 = load double, ptr %4, align 8, !dbg !40, !tbaa !29
  %29 = sitofp i32 %27 to double, !dbg !41
  %30 = fadd double %28, %29, !dbg !42
  %31 = sext i32 %27 to i64, !dbg !43
  %32 = getelementptr inbounds double, ptr %20, i64 %31, !dbg !43
  store double %30, ptr %32, align 8, !dbg !44, !tbaa !29
  %33 = icmp slt i32 %26, %23, !dbg !36
  br i1 %33, label %25, label %34, !dbg !37, !llvm.loop !45

34:                                               ; preds = %25
  %35 = add nsw i32 %21, %24, !dbg !36
  %36 = add nsw i32 %21, %23, !dbg !36
  %37 = call i32 @llvm.smin.i32(i32 %36, i32 %11), !dbg !38
  %38 = icmp sgt i32 %35, %37, !dbg !36
  br i1 %38, label %39, label %22, !dbg !37, !llvm.loop !47

39:                                               ; preds = %34
  store i32 %35, ptr %6, align 4, !dbg !36, !tbaa !19
  br label %40, !dbg !37

40:                                               ; preds = %39, %13
  %41 = phi i32 [ %37, %39 ], [ %17, %13 ]
  store i32 %41, ptr %7, align 4, !dbg !48
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %14) #3, !dbg !46
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3, !dbg !37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !37
  br label %42, !dbg !37

42:                                               ; preds = %40, %5
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(ptr, i32, i32, ptr, ptr, ptr, ptr, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #3

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #4 !dbg !49 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #3, !dbg !50
  %8 = load ptr, ptr %7, align 8, !dbg !50
  %9 = load ptr, ptr %8, align 8, !dbg !50, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !50
  %11 = load ptr, ptr %10, align 8, !dbg !50, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !50
  %13 = load ptr, ptr %12, align 8, !dbg !50, !tbaa !23
  %14 = load i32, ptr %9, align 4, !dbg !51, !tbaa !19, !noalias !53
  %15 = add nsw i32 %14, -2, !dbg !56
  %16 = icmp sgt i32 %14, 1, !dbg !56
  br i1 %16, label %17, label %45, !dbg !57

17:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !57, !noalias !53
  store i32 0, ptr %3, align 4, !dbg !58, !tbaa !19, !noalias !53
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7, !dbg !57, !noalias !53
  store i32 %15, ptr %4, align 4, !dbg !58, !tbaa !19, !noalias !53
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !57, !noalias !53
  store i32 1, ptr %5, align 4, !dbg !58, !tbaa !19, !noalias !53
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !57, !noalias !53
  store i32 0, ptr %6, align 4, !dbg !58, !tbaa !19, !noalias !53
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #3, !dbg !57, !noalias !53
  %18 = load i32, ptr %4, align 4, !noalias !53
  %19 = load i32, ptr %3, align 4, !tbaa !19, !noalias !53
  %20 = call i32 @llvm.smin.i32(i32 %18, i32 %15), !dbg !58
  %21 = icmp sgt i32 %19, %20, !dbg !56
  br i1 %21, label %43, label %22, !dbg !57

22:                                               ; preds = %17
  %23 = load ptr, ptr %11, align 8, !tbaa !23, !noalias !53
  %24 = load i32, ptr %5, align 4, !tbaa !19, !noalias !53
  br label %25, !dbg !57

25:                                               ; preds = %22, %37
  %26 = phi i32 [ %20, %22 ], [ %40, %37 ]
  %27 = phi i32 [ %19, %22 ], [ %38, %37 ]
  br label %28, !dbg !57

28:                                               ; preds = %25, %28
  %29 = phi i32 [ %27, %25 ], [ %30, %28 ]
  %30 = add nsw i32 %29, 1, !dbg !59
  %31 = load double, ptr %13, align 8, !dbg !60, !tbaa !29, !noalias !53
  %32 = sitofp i32 %30 to double, !dbg !61
  %33 = fadd double %31, %32, !dbg !62
  %34 = sext i32 %30 to i64, !dbg !63
  %35 = getelementptr inbounds double, ptr %23, i64 %34, !dbg !63
  store double %33, ptr %35, align 8, !dbg !64, !tbaa !29, !noalias !53
  %36 = icmp slt i32 %29, %26, !dbg !56
  br i1 %36, label %28, label %37, !dbg !57, !llvm.loop !65

37:                                               ; preds = %28
  %38 = add nsw i32 %24, %27, !dbg !56
  %39 = add nsw i32 %24, %26, !dbg !56
  %40 = call i32 @llvm.smin.i32(i32 %39, i32 %15), !dbg !58
  %41 = icmp sgt i32 %38, %40, !dbg !56
  br i1 %41, label %42, label %25, !dbg !57, !llvm.loop !67

42:                                               ; preds = %37
  store i32 %38, ptr %3, align 4, !dbg !56, !tbaa !19, !noalias !53
  br label %43, !dbg !57

43:                                               ; preds = %42, %17
  %44 = phi i32 [ %40, %42 ], [ %20, %17 ]
  store i32 %44, ptr %4, align 4, !dbg !68, !noalias !53
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %1) #3, !dbg !66, !noalias !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !57, !noalias !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !57, !noalias !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !57, !noalias !53
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !57, !noalias !53
  br label %45, !dbg !57

45:                                               ; preds = %2, %43
  ret void, !dbg !50
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
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nounwind }
attributes #4 = { norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #5 = { alwaysinline }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind memory(readwrite) }

!llvm.dbg.cu = !{!0}
!nvvm.annotations = !{!2, !3}
!omp_offload.info = !{!4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "limit.c", directory: ".")
!2 = !{ptr @__omp_offloading_fe00_5120b3_accumulate_l6, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_5120b3_accumulate_l6, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 5316787, !"accumulate", i32 6, i32 0, i32 1}
!5 = !{i32 1, !"total", i32 0, i32 0}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 7, !"openmp-device", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120b3_accumulate_l6", scope: !1, file: !1, line: 6, type: !15, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 6, column: 1, scope: !14)
!18 = !DILocation(line: 0, scope: !14)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C/C++ TBAA"}
!23 = !{!24, !24, i64 0}
!24 = !{!"any pointer", !21, i64 0}
!25 = !DILocation(line: 13, column: 1, scope: !14)
!26 = !DILocation(line: 10, column: 5, scope: !14)
!27 = !DILocation(line: 11, column: 5, scope: !14)
!28 = !DILocation(line: 11, column: 10, scope: !14)
!29 = !{!30, !30, i64 0}
!30 = !{!"double", !21, i64 0}
!31 = !DILocation(line: 12, column: 26, scope: !14)
!32 = !DILocation(line: 12, column: 12, scope: !14)
!33 = !DILocation(line: 16, column: 3, scope: !14)
!34 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined", scope: !1, file: !1, line: 13, type: !15, scopeLine: 13, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = !DILocation(line: 14, column: 25, scope: !34)
!36 = !DILocation(line: 14, column: 5, scope: !34)
!37 = !DILocation(line: 13, column: 1, scope: !34)
!38 = !DILocation(line: 14, column: 10, scope: !34)
!39 = !DILocation(line: 14, column: 28, scope: !34)
!40 = !DILocation(line: 15, column: 14, scope: !34)
!41 = !DILocation(line: 15, column: 21, scope: !34)
!42 = !DILocation(line: 15, column: 19, scope: !34)
!43 = !DILocation(line: 15, column: 7, scope: !34)
!44 = !DILocation(line: 15, column: 12, scope: !34)
!45 = distinct !{!45, !37, !46}
!46 = !DILocation(line: 13, column: 25, scope: !34)
!47 = distinct !{!47, !37, !46}
!48 = !DILocation(line: 14, scope: !34)
!49 = distinct !DISubprogram(linkageName: "__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined_wrapper", scope: !1, file: !1, line: 13, type: !15, scopeLine: 13, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = !DILocation(line: 13, column: 1, scope: !49)
!51 = !DILocation(line: 14, column: 25, scope: !34, inlinedAt: !52)
!52 = distinct !DILocation(line: 13, column: 1, scope: !49)
!53 = !{!54}
!54 = distinct !{!54, !55, !"__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined: argument 0"}
!55 = distinct !{!55, !"__omp_offloading_fe00_5120b3_accumulate_l6_omp_outlined"}
!56 = !DILocation(line: 14, column: 5, scope: !34, inlinedAt: !52)
!57 = !DILocation(line: 13, column: 1, scope: !34, inlinedAt: !52)
!58 = !DILocation(line: 14, column: 10, scope: !34, inlinedAt: !52)
!59 = !DILocation(line: 14, column: 28, scope: !34, inlinedAt: !52)
!60 = !DILocation(line: 15, column: 14, scope: !34, inlinedAt: !52)
!61 = !DILocation(line: 15, column: 21, scope: !34, inlinedAt: !52)
!62 = !DILocation(line: 15, column: 19, scope: !34, inlinedAt: !52)
!63 = !DILocation(line: 15, column: 7, scope: !34, inlinedAt: !52)
!64 = !DILocation(line: 15, column: 12, scope: !34, inlinedAt: !52)
!65 = distinct !{!65, !57, !66}
!66 = !DILocation(line: 13, column: 25, scope: !34, inlinedAt: !52)
!67 = distinct !{!67, !57, !66}
!68 = !DILocation(line: 14, scope: !34, inlinedAt: !52)
