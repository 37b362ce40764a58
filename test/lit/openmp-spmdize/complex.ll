; clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_80 --offload-device-only -nogpulib -S -emit-llvm -O1 -mllvm -openmp-opt-disable-spmdization -gline-tables-only Inputs/complex.c -o complex.ll
; Serial code between two parallel regions: the atomic capture's result is
; used after its guarded region (by the store of a[0] and by m = n - ticket),
; so it is broadcast through @.guarded.output.alloc with a second barrier.
; RUN: ncpu-opt -passes='openmp-spmdize,verify' --pass-remarks=openmp-opt -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REMARK
; RUN: ncpu-opt -passes='openmp-spmdize,verify' -S %s | filecheck %s
; REMARK: remark: {{.*}}complex.c:6:1: Transformed generic-mode kernel to SPMD-mode. [OMP120]
; CHECK: { %struct.ConfigurationEnvironmentTy { i8 0, i8 0, i8 2,
; CHECK: @.guarded.output.alloc = internal addrspace(3) global i32 undef, align 4
; CHECK: call void @__kmpc_parallel_51({{.*}} @__omp_offloading_{{.*}}_omp_outlined,
; CHECK-NEXT: br label %region.check.tid1
; CHECK: region.check.tid1:
; CHECK-NEXT: %[[TID:[0-9]+]] = call i32 @__kmpc_get_hardware_thread_id_in_block()
; CHECK-NEXT: %[[IS0:[0-9]+]] = icmp eq i32 %[[TID]], 0
; CHECK-NEXT: br i1 %[[IS0]], label %region.guarded1, label %region.barrier1
; CHECK: region.guarded1:
; CHECK-NEXT: %[[TICKET:[0-9]+]] = atomicrmw add ptr @counter, i32 1 monotonic
; CHECK-NEXT: br label %region.guarded.end1
; CHECK: region.guarded.end1:
; CHECK-NEXT: store i32 %[[TICKET]], ptr addrspace(3) @.guarded.output.alloc, align 4
; CHECK-NEXT: br label %region.barrier1
; CHECK: region.barrier1:
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @{{.*}}, i32 %[[TID]])
; CHECK-NEXT: %.guarded.output.load = load i32, ptr addrspace(3) @.guarded.output.alloc, align 4
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(ptr @{{.*}}, i32 %[[TID]])
; CHECK-NEXT: br label %region.exit1
; CHECK: region.exit1:
; CHECK-NEXT: sitofp i32 %.guarded.output.load to float
; CHECK: region.guarded2:
; CHECK-NEXT: store float
; CHECK: region.barrier2:
; CHECK-NEXT: call void @__kmpc_barrier_simple_spmd(
; CHECK-NEXT: br label %region.exit2
; CHECK: sub nsw i32 %{{[0-9]+}}, %.guarded.output.load
; CHECK: region.guarded3:
; CHECK-NEXT: store i32
; CHECK: region.exit3:
; CHECK: call void @__kmpc_parallel_51({{.*}} @__omp_offloading_{{.*}}_omp_outlined1,

; ModuleID = 'complex.c'
source_filename = "complex.c"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%struct.DynamicEnvironmentTy = type { i16 }
%struct.KernelEnvironmentTy = type { %struct.ConfigurationEnvironmentTy, ptr, ptr }
%struct.ConfigurationEnvironmentTy = type { i8, i8, i8, i32, i32, i32, i32, i32, i32 }

@counter = protected global i32 0, align 4
@0 = private unnamed_addr constant [54 x i8] c";complex.c;__omp_offloading_fe00_5120b0_step_l6;6;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 53, ptr @0 }, align 8
@__omp_offloading_fe00_5120b0_step_l6_dynamic_environment = weak_odr protected global %struct.DynamicEnvironmentTy zeroinitializer
@__omp_offloading_fe00_5120b0_step_l6_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 0, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }, ptr @1, ptr @__omp_offloading_fe00_5120b0_step_l6_dynamic_environment }
@2 = private unnamed_addr constant [22 x i8] c";complex.c;step;8;1;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 21, ptr @2 }, align 8
@4 = private unnamed_addr constant [23 x i8] c";complex.c;step;8;25;;\00", align 1
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @4 }, align 8
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 21, ptr @2 }, align 8
@7 = private unnamed_addr constant [23 x i8] c";complex.c;step;16;1;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @7 }, align 8
@9 = private unnamed_addr constant [24 x i8] c";complex.c;step;16;25;;\00", align 1
@10 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 23, ptr @9 }, align 8
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @7 }, align 8
@_shared = internal addrspace(3) global [4 x i8] poison, align 16
@_shared2 = internal addrspace(3) global [8 x i8] poison, align 16
@_shared3 = internal addrspace(3) global [4 x i8] poison, align 16

; Function Attrs: alwaysinline mustprogress norecurse nounwind
define weak_odr protected void @__omp_offloading_fe00_5120b0_step_l6(ptr noalias noundef %0, i64 noundef %1, ptr noundef %2) local_unnamed_addr #0 !dbg !14 {
  %4 = alloca [2 x ptr], align 8
  %5 = alloca [2 x ptr], align 8
  %6 = tail call i32 @__kmpc_target_init(ptr nonnull @__omp_offloading_fe00_5120b0_step_l6_kernel_environment, ptr %0) #3, !dbg !17
  %7 = icmp eq i32 %6, -1, !dbg !17
  br i1 %7, label %9, label %8, !dbg !17

8:                                                ; preds = %3, %9
  ret void, !dbg !18

9:                                                ; preds = %3
  %10 = trunc i64 %1 to i32
  store i32 %10, ptr addrspacecast (ptr addrspace(3) @_shared3 to ptr), align 4, !dbg !17, !tbaa !19
  store ptr %2, ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), align 8, !dbg !17, !tbaa !23
  %11 = tail call i32 @__kmpc_global_thread_num(ptr nonnull @6) #3, !dbg !25
  store ptr addrspacecast (ptr addrspace(3) @_shared3 to ptr), ptr %4, align 8, !dbg !25, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !25
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr %12, align 8, !dbg !25, !tbaa !23
  call void @__kmpc_parallel_51(ptr nonnull @6, i32 %11, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5120b0_step_l6_omp_outlined, ptr nonnull @__omp_offloading_fe00_5120b0_step_l6_omp_outlined_wrapper, ptr nonnull %4, i64 2) #3, !dbg !25
  %13 = atomicrmw add ptr @counter, i32 1 monotonic, align 4, !dbg !26
  %14 = sitofp i32 %13 to float, !dbg !27
  %15 = load ptr, ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), align 8, !dbg !28, !tbaa !23
  store float %14, ptr %15, align 4, !dbg !29, !tbaa !30
  %16 = load i32, ptr addrspacecast (ptr addrspace(3) @_shared3 to ptr), align 4, !dbg !32, !tbaa !19
  %17 = sub nsw i32 %16, %13, !dbg !33
  store i32 %17, ptr addrspacecast (ptr addrspace(3) @_shared to ptr), align 4, !dbg !34, !tbaa !19
  store ptr addrspacecast (ptr addrspace(3) @_shared to ptr), ptr %5, align 8, !dbg !35, !tbaa !23
  %18 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !35
  store ptr addrspacecast (ptr addrspace(3) @_shared2 to ptr), ptr %18, align 8, !dbg !35, !tbaa !23
  call void @__kmpc_parallel_51(ptr nonnull @11, i32 %11, i32 1, i32 -1, i32 -1, ptr nonnull @__omp_offloading_fe00_5120b0_step_l6_omp_outlined1, ptr nonnull @__omp_offloading_fe00_5120b0_step_l6_omp_outlined1_wrapper, ptr nonnull %5, i64 2) #3, !dbg !35
  call void @__kmpc_target_deinit() #3, !dbg !36
  br label %8, !dbg !36
}

declare i32 @__kmpc_target_init(ptr, ptr) local_unnamed_addr

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5120b0_step_l6_omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #1 !dbg !37 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = load i32, ptr %2, align 4, !dbg !38, !tbaa !19
  %10 = add nsw i32 %9, -1, !dbg !39
  %11 = icmp sgt i32 %9, 0, !dbg !39
  br i1 %11, label %12, label %39, !dbg !40

12:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !40
  store i32 0, ptr %5, align 4, !dbg !41, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !40
  store i32 %10, ptr %6, align 4, !dbg !41, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7, !dbg !40
  store i32 1, ptr %7, align 4, !dbg !41, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7, !dbg !40
  store i32 0, ptr %8, align 4, !dbg !41, !tbaa !19
  %13 = load i32, ptr %0, align 4, !dbg !40, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %13, i32 33, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1) #3, !dbg !40
  %14 = load i32, ptr %5, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !dbg !41
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 %10), !dbg !41
  store i32 %16, ptr %6, align 4, !dbg !41, !tbaa !19
  %17 = icmp sgt i32 %14, %16, !dbg !39
  br i1 %17, label %38, label %18, !dbg !40

18:                                               ; preds = %12
  %19 = load ptr, ptr %3, align 8, !tbaa !23
  %20 = load i32, ptr %7, align 4, !tbaa !19
  br label %21, !dbg !40

21:                                               ; preds = %18, %32
  %22 = phi i32 [ %16, %18 ], [ %35, %32 ]
  %23 = phi i32 [ %14, %18 ], [ %33, %32 ]
  br label %24, !dbg !40

24:                                               ; preds = %21, %24
  %25 = phi i32 [ %23, %21 ], [ %30, %24 ]
  %26 = sext i32 %25 to i64, !dbg !42
  %27 = getelementptr inbounds float, ptr %19, i64 %26, !dbg !42
  %28 = load float, ptr %27, align 4, !dbg !43, !tbaa !30
  %29 = fadd float %28, 1.000000e+00, !dbg !43
  store float %29, ptr %27, align 4, !dbg !43, !tbaa !30
  %30 = add nsw i32 %25, 1, !dbg !39
  %31 = icmp slt i32 %25, %22, !dbg !39
  br i1 %31, label %24, label %32, !dbg !40, !llvm.loop !44

32:                                               ; preds = %24
  %33 = add nsw i32 %20, %23, !dbg !39
  %34 = add nsw i32 %20, %22, !dbg !39
  %35 = call i32 @llvm.smin.i32(i32 %34, i32 %10), !dbg !41
  %36 = icmp sgt i32 %33, %35, !dbg !39
  br i1 %36, label %37, label %21, !dbg !40, !llvm.loop !46

37:                                               ; preds = %32
  store i32 %35, ptr %6, align 4, !dbg !41, !tbaa !19
  store i32 %33, ptr %5, align 4, !dbg !39, !tbaa !19
  br label %38, !dbg !40

38:                                               ; preds = %37, %12
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %13) #3, !dbg !45
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3, !dbg !40
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3, !dbg !40
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !40
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !40
  br label %39, !dbg !40

39:                                               ; preds = %38, %4
  ret void, !dbg !47
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
define internal void @__omp_offloading_fe00_5120b0_step_l6_omp_outlined_wrapper(i16 zeroext %0, i32 noundef %1) #4 !dbg !48 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #3, !dbg !49
  %8 = load ptr, ptr %7, align 8, !dbg !49
  %9 = load ptr, ptr %8, align 8, !dbg !49, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !49
  %11 = load ptr, ptr %10, align 8, !dbg !49, !tbaa !23
  %12 = load i32, ptr %9, align 4, !dbg !50, !tbaa !19, !noalias !52
  %13 = add nsw i32 %12, -1, !dbg !55
  %14 = icmp sgt i32 %12, 0, !dbg !55
  br i1 %14, label %15, label %41, !dbg !56

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !56, !noalias !52
  store i32 0, ptr %3, align 4, !dbg !57, !tbaa !19, !noalias !52
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7, !dbg !56, !noalias !52
  store i32 %13, ptr %4, align 4, !dbg !57, !tbaa !19, !noalias !52
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !56, !noalias !52
  store i32 1, ptr %5, align 4, !dbg !57, !tbaa !19, !noalias !52
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !56, !noalias !52
  store i32 0, ptr %6, align 4, !dbg !57, !tbaa !19, !noalias !52
  call void @__kmpc_for_static_init_4(ptr nonnull @3, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #3, !dbg !56, !noalias !52
  %16 = load i32, ptr %3, align 4, !tbaa !19, !noalias !52
  %17 = load i32, ptr %4, align 4, !dbg !57, !noalias !52
  %18 = call i32 @llvm.smin.i32(i32 %17, i32 %13), !dbg !57
  store i32 %18, ptr %4, align 4, !dbg !57, !tbaa !19, !noalias !52
  %19 = icmp sgt i32 %16, %18, !dbg !55
  br i1 %19, label %40, label %20, !dbg !56

20:                                               ; preds = %15
  %21 = load ptr, ptr %11, align 8, !tbaa !23, !noalias !52
  %22 = load i32, ptr %5, align 4, !tbaa !19, !noalias !52
  br label %23, !dbg !56

23:                                               ; preds = %20, %34
  %24 = phi i32 [ %18, %20 ], [ %37, %34 ]
  %25 = phi i32 [ %16, %20 ], [ %35, %34 ]
  br label %26, !dbg !56

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %25, %23 ], [ %32, %26 ]
  %28 = sext i32 %27 to i64, !dbg !58
  %29 = getelementptr inbounds float, ptr %21, i64 %28, !dbg !58
  %30 = load float, ptr %29, align 4, !dbg !59, !tbaa !30, !noalias !52
  %31 = fadd float %30, 1.000000e+00, !dbg !59
  store float %31, ptr %29, align 4, !dbg !59, !tbaa !30, !noalias !52
  %32 = add nsw i32 %27, 1, !dbg !55
  %33 = icmp slt i32 %27, %24, !dbg !55
  br i1 %33, label %26, label %34, !dbg !56, !llvm.loop !60

34:                                               ; preds = %26
  %35 = add nsw i32 %22, %25, !dbg !55
  %36 = add nsw i32 %22, %24, !dbg !55
  %37 = call i32 @llvm.smin.i32(i32 %36, i32 %13), !dbg !57
  %38 = icmp sgt i32 %35, %37, !dbg !55
  br i1 %38, label %39, label %23, !dbg !56, !llvm.loop !62

39:                                               ; preds = %34
  store i32 %37, ptr %4, align 4, !dbg !57, !tbaa !19, !noalias !52
  store i32 %35, ptr %3, align 4, !dbg !55, !tbaa !19, !noalias !52
  br label %40, !dbg !56

40:                                               ; preds = %39, %15
  call void @__kmpc_for_static_fini(ptr nonnull @5, i32 %1) #3, !dbg !61, !noalias !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !56, !noalias !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !56, !noalias !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !56, !noalias !52
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !56, !noalias !52
  br label %41, !dbg !56

41:                                               ; preds = %2, %40
  ret void, !dbg !49
}

declare void @__kmpc_get_shared_variables(ptr) local_unnamed_addr

; Function Attrs: nounwind
declare i32 @__kmpc_global_thread_num(ptr) local_unnamed_addr #3

; Function Attrs: alwaysinline
declare void @__kmpc_parallel_51(ptr, i32, i32, i32, i32, ptr, ptr, ptr, i64) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind
define internal void @__omp_offloading_fe00_5120b0_step_l6_omp_outlined1(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #1 !dbg !63 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = load i32, ptr %2, align 4, !dbg !64, !tbaa !19
  %10 = add nsw i32 %9, -1, !dbg !65
  %11 = icmp sgt i32 %9, 0, !dbg !65
  br i1 %11, label %12, label %39, !dbg !66

12:                                               ; preds = %4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !66
  store i32 0, ptr %5, align 4, !dbg !67, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !66
  store i32 %10, ptr %6, align 4, !dbg !67, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #7, !dbg !66
  store i32 1, ptr %7, align 4, !dbg !67, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #7, !dbg !66
  store i32 0, ptr %8, align 4, !dbg !67, !tbaa !19
  %13 = load i32, ptr %0, align 4, !dbg !66, !tbaa !19
  call void @__kmpc_for_static_init_4(ptr nonnull @8, i32 %13, i32 33, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i32 1, i32 1) #3, !dbg !66
  %14 = load i32, ptr %5, align 4, !tbaa !19
  %15 = load i32, ptr %6, align 4, !dbg !67
  %16 = call i32 @llvm.smin.i32(i32 %15, i32 %10), !dbg !67
  store i32 %16, ptr %6, align 4, !dbg !67, !tbaa !19
  %17 = icmp sgt i32 %14, %16, !dbg !65
  br i1 %17, label %38, label %18, !dbg !66

18:                                               ; preds = %12
  %19 = load ptr, ptr %3, align 8, !tbaa !23
  %20 = load i32, ptr %7, align 4, !tbaa !19
  br label %21, !dbg !66

21:                                               ; preds = %18, %32
  %22 = phi i32 [ %16, %18 ], [ %35, %32 ]
  %23 = phi i32 [ %14, %18 ], [ %33, %32 ]
  br label %24, !dbg !66

24:                                               ; preds = %21, %24
  %25 = phi i32 [ %23, %21 ], [ %30, %24 ]
  %26 = sext i32 %25 to i64, !dbg !68
  %27 = getelementptr inbounds float, ptr %19, i64 %26, !dbg !68
  %28 = load float, ptr %27, align 4, !dbg !69, !tbaa !30
  %29 = fmul float %28, 2.000000e+00, !dbg !69
  store float %29, ptr %27, align 4, !dbg !69, !tbaa !30
  %30 = add nsw i32 %25, 1, !dbg !65
  %31 = icmp slt i32 %25, %22, !dbg !65
  br i1 %31, label %24, label %32, !dbg !66, !llvm.loop !70

32:                                               ; preds = %24
  %33 = add nsw i32 %20, %23, !dbg !65
  %34 = add nsw i32 %20, %22, !dbg !65
  %35 = call i32 @llvm.smin.i32(i32 %34, i32 %10), !dbg !67
  %36 = icmp sgt i32 %33, %35, !dbg !65
  br i1 %36, label %37, label %21, !dbg !66, !llvm.loop !72

37:                                               ; preds = %32
  store i32 %35, ptr %6, align 4, !dbg !67, !tbaa !19
  store i32 %33, ptr %5, align 4, !dbg !65, !tbaa !19
  br label %38, !dbg !66

38:                                               ; preds = %37, %12
  call void @__kmpc_for_static_fini(ptr nonnull @10, i32 %13) #3, !dbg !71
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #3, !dbg !66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #3, !dbg !66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !66
  br label %39, !dbg !66

39:                                               ; preds = %38, %4
  ret void, !dbg !73
}

; Function Attrs: norecurse nounwind
define internal void @__omp_offloading_fe00_5120b0_step_l6_omp_outlined1_wrapper(i16 zeroext %0, i32 noundef %1) #4 !dbg !74 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  call void @__kmpc_get_shared_variables(ptr nonnull %7) #3, !dbg !75
  %8 = load ptr, ptr %7, align 8, !dbg !75
  %9 = load ptr, ptr %8, align 8, !dbg !75, !tbaa !23
  %10 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !75
  %11 = load ptr, ptr %10, align 8, !dbg !75, !tbaa !23
  %12 = load i32, ptr %9, align 4, !dbg !76, !tbaa !19, !noalias !78
  %13 = add nsw i32 %12, -1, !dbg !81
  %14 = icmp sgt i32 %12, 0, !dbg !81
  br i1 %14, label %15, label %41, !dbg !82

15:                                               ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !82, !noalias !78
  store i32 0, ptr %3, align 4, !dbg !83, !tbaa !19, !noalias !78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7, !dbg !82, !noalias !78
  store i32 %13, ptr %4, align 4, !dbg !83, !tbaa !19, !noalias !78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7, !dbg !82, !noalias !78
  store i32 1, ptr %5, align 4, !dbg !83, !tbaa !19, !noalias !78
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #7, !dbg !82, !noalias !78
  store i32 0, ptr %6, align 4, !dbg !83, !tbaa !19, !noalias !78
  call void @__kmpc_for_static_init_4(ptr nonnull @8, i32 %1, i32 33, ptr nonnull %6, ptr nonnull %3, ptr nonnull %4, ptr nonnull %5, i32 1, i32 1) #3, !dbg !82, !noalias !78
  %16 = load i32, ptr %3, align 4, !tbaa !19, !noalias !78
  %17 = load i32, ptr %4, align 4, !dbg !83, !noalias !78
  %18 = call i32 @llvm.smin.i32(i32 %17, i32 %13), !dbg !83
  store i32 %18, ptr %4, align 4, !dbg !83, !tbaa !19, !noalias !78
  %19 = icmp sgt i32 %16, %18, !dbg !81
  br i1 %19, label %40, label %20, !dbg !82

20:                                               ; preds = %15
  %21 = load ptr, ptr %11, align 8, !tbaa !23, !noalias !78
  %22 = load i32, ptr %5, align 4, !tbaa !19, !noalias !78
  br label %23, !dbg !82

23:                                               ; preds = %20, %34
  %24 = phi i32 [ %18, %20 ], [ %37, %34 ]
  %25 = phi i32 [ %16, %20 ], [ %35, %34 ]
  br label %26, !dbg !82

26:                                               ; preds = %23, %26
  %27 = phi i32 [ %25, %23 ], [ %32, %26 ]
  %28 = sext i32 %27 to i64, !dbg !84
  %29 = getelementptr inbounds float, ptr %21, i64 %28, !dbg !84
  %30 = load float, ptr %29, align 4, !dbg !85, !tbaa !30, !noalias !78
  %31 = fmul float %30, 2.000000e+00, !dbg !85
  store float %31, ptr %29, align 4, !dbg !85, !tbaa !30, !noalias !78
  %32 = add nsw i32 %27, 1, !dbg !81
  %33 = icmp slt i32 %27, %24, !dbg !81
  br i1 %33, label %26, label %34, !dbg !82, !llvm.loop !86

34:                                               ; preds = %26
  %35 = add nsw i32 %22, %25, !dbg !81
  %36 = add nsw i32 %22, %24, !dbg !81
  %37 = call i32 @llvm.smin.i32(i32 %36, i32 %13), !dbg !83
  %38 = icmp sgt i32 %35, %37, !dbg !81
  br i1 %38, label %39, label %23, !dbg !82, !llvm.loop !88

39:                                               ; preds = %34
  store i32 %37, ptr %4, align 4, !dbg !83, !tbaa !19, !noalias !78
  store i32 %35, ptr %3, align 4, !dbg !81, !tbaa !19, !noalias !78
  br label %40, !dbg !82

40:                                               ; preds = %39, %15
  call void @__kmpc_for_static_fini(ptr nonnull @10, i32 %1) #3, !dbg !87, !noalias !78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3, !dbg !82, !noalias !78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3, !dbg !82, !noalias !78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3, !dbg !82, !noalias !78
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3, !dbg !82, !noalias !78
  br label %41, !dbg !82

41:                                               ; preds = %2, %40
  ret void, !dbg !75
}

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
!omp_offload.info = !{!4, !5}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "complex.c", directory: ".")
!2 = !{ptr @__omp_offloading_fe00_5120b0_step_l6, !"maxntidx", i32 128}
!3 = !{ptr @__omp_offloading_fe00_5120b0_step_l6, !"kernel", i32 1}
!4 = !{i32 0, i32 65024, i32 5316784, !"step", i32 6, i32 0, i32 1}
!5 = !{i32 1, !"counter", i32 0, i32 0}
!6 = !{i32 7, !"Dwarf Version", i32 2}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 51}
!10 = !{i32 7, !"openmp-device", i32 51}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120b0_step_l6", scope: !1, file: !1, line: 6, type: !15, scopeLine: 6, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
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
!25 = !DILocation(line: 8, column: 1, scope: !14)
!26 = !DILocation(line: 13, column: 5, scope: !14)
!27 = !DILocation(line: 14, column: 12, scope: !14)
!28 = !DILocation(line: 14, column: 5, scope: !14)
!29 = !DILocation(line: 14, column: 10, scope: !14)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !21, i64 0}
!32 = !DILocation(line: 15, column: 13, scope: !14)
!33 = !DILocation(line: 15, column: 15, scope: !14)
!34 = !DILocation(line: 15, column: 9, scope: !14)
!35 = !DILocation(line: 16, column: 1, scope: !14)
!36 = !DILocation(line: 19, column: 3, scope: !14)
!37 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120b0_step_l6_omp_outlined", scope: !1, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = !DILocation(line: 9, column: 25, scope: !37)
!39 = !DILocation(line: 9, column: 5, scope: !37)
!40 = !DILocation(line: 8, column: 1, scope: !37)
!41 = !DILocation(line: 9, column: 10, scope: !37)
!42 = !DILocation(line: 10, column: 7, scope: !37)
!43 = !DILocation(line: 10, column: 12, scope: !37)
!44 = distinct !{!44, !40, !45}
!45 = !DILocation(line: 8, column: 25, scope: !37)
!46 = distinct !{!46, !40, !45}
!47 = !DILocation(line: 10, column: 15, scope: !37)
!48 = distinct !DISubprogram(linkageName: "__omp_offloading_fe00_5120b0_step_l6_omp_outlined_wrapper", scope: !1, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = !DILocation(line: 8, column: 1, scope: !48)
!50 = !DILocation(line: 9, column: 25, scope: !37, inlinedAt: !51)
!51 = distinct !DILocation(line: 8, column: 1, scope: !48)
!52 = !{!53}
!53 = distinct !{!53, !54, !"__omp_offloading_fe00_5120b0_step_l6_omp_outlined: argument 0"}
!54 = distinct !{!54, !"__omp_offloading_fe00_5120b0_step_l6_omp_outlined"}
!55 = !DILocation(line: 9, column: 5, scope: !37, inlinedAt: !51)
!56 = !DILocation(line: 8, column: 1, scope: !37, inlinedAt: !51)
!57 = !DILocation(line: 9, column: 10, scope: !37, inlinedAt: !51)
!58 = !DILocation(line: 10, column: 7, scope: !37, inlinedAt: !51)
!59 = !DILocation(line: 10, column: 12, scope: !37, inlinedAt: !51)
!60 = distinct !{!60, !56, !61}
!61 = !DILocation(line: 8, column: 25, scope: !37, inlinedAt: !51)
!62 = distinct !{!62, !56, !61}
!63 = distinct !DISubprogram(name: "__omp_offloading_fe00_5120b0_step_l6_omp_outlined1", scope: !1, file: !1, line: 16, type: !15, scopeLine: 16, flags: DIFlagArtificial | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!64 = !DILocation(line: 17, column: 25, scope: !63)
!65 = !DILocation(line: 17, column: 5, scope: !63)
!66 = !DILocation(line: 16, column: 1, scope: !63)
!67 = !DILocation(line: 17, column: 10, scope: !63)
!68 = !DILocation(line: 18, column: 7, scope: !63)
!69 = !DILocation(line: 18, column: 12, scope: !63)
!70 = distinct !{!70, !66, !71}
!71 = !DILocation(line: 16, column: 25, scope: !63)
!72 = distinct !{!72, !66, !71}
!73 = !DILocation(line: 18, column: 15, scope: !63)
!74 = distinct !DISubprogram(linkageName: "__omp_offloading_fe00_5120b0_step_l6_omp_outlined1_wrapper", scope: !1, file: !1, line: 16, type: !15, scopeLine: 16, flags: DIFlagArtificial, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!75 = !DILocation(line: 16, column: 1, scope: !74)
!76 = !DILocation(line: 17, column: 25, scope: !63, inlinedAt: !77)
!77 = distinct !DILocation(line: 16, column: 1, scope: !74)
!78 = !{!79}
!79 = distinct !{!79, !80, !"__omp_offloading_fe00_5120b0_step_l6_omp_outlined1: argument 0"}
!80 = distinct !{!80, !"__omp_offloading_fe00_5120b0_step_l6_omp_outlined1"}
!81 = !DILocation(line: 17, column: 5, scope: !63, inlinedAt: !77)
!82 = !DILocation(line: 16, column: 1, scope: !63, inlinedAt: !77)
!83 = !DILocation(line: 17, column: 10, scope: !63, inlinedAt: !77)
!84 = !DILocation(line: 18, column: 7, scope: !63, inlinedAt: !77)
!85 = !DILocation(line: 18, column: 12, scope: !63, inlinedAt: !77)
!86 = distinct !{!86, !82, !87}
!87 = !DILocation(line: 16, column: 25, scope: !63, inlinedAt: !77)
!88 = distinct !{!88, !82, !87}
