; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 exec_math.cl -o exec_math.ll
; ModuleID = 'exec_math.cl'
source_filename = "exec_math.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @math4(ptr addrspace(1) nocapture noundef readonly align 16 %xs, ptr addrspace(1) nocapture noundef readonly align 16 %ys, ptr addrspace(1) noundef writeonly align 16 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %xs, i64 %call
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <4 x float>, ptr addrspace(1) %ys, i64 %call
  %1 = load <4 x float>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %call3 = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %0) #5, !fpmath !11
  %arrayidx4 = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %call
  store <4 x float> %call3, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call5 = tail call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %1) #5
  %2 = getelementptr <4 x float>, ptr addrspace(1) %out, i64 %call1
  %arrayidx8 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %call
  store <4 x float> %call5, ptr addrspace(1) %arrayidx8, align 16, !tbaa !8
  %call9 = tail call spir_func <4 x float> @_Z3expDv4_f(<4 x float> noundef %1) #5
  %.idx = shl i64 %call1, 5
  %3 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx12 = getelementptr <4 x float>, ptr addrspace(1) %3, i64 %call
  store <4 x float> %call9, ptr addrspace(1) %arrayidx12, align 16, !tbaa !8
  %call13 = tail call spir_func <4 x float> @_Z4exp2Dv4_f(<4 x float> noundef %1) #5
  %.idx509 = mul i64 %call1, 48
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx509
  %arrayidx16 = getelementptr <4 x float>, ptr addrspace(1) %4, i64 %call
  store <4 x float> %call13, ptr addrspace(1) %arrayidx16, align 16, !tbaa !8
  %call17 = tail call spir_func <4 x float> @_Z5exp10Dv4_f(<4 x float> noundef %1) #5
  %.idx510 = shl i64 %call1, 6
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx510
  %arrayidx20 = getelementptr <4 x float>, ptr addrspace(1) %5, i64 %call
  store <4 x float> %call17, ptr addrspace(1) %arrayidx20, align 16, !tbaa !8
  %call21 = tail call spir_func <4 x float> @_Z5expm1Dv4_f(<4 x float> noundef %1) #5
  %.idx511 = mul i64 %call1, 80
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx511
  %arrayidx24 = getelementptr <4 x float>, ptr addrspace(1) %6, i64 %call
  store <4 x float> %call21, ptr addrspace(1) %arrayidx24, align 16, !tbaa !8
  %call25 = tail call spir_func <4 x float> @_Z3logDv4_f(<4 x float> noundef %0) #5
  %.idx512 = mul i64 %call1, 96
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx512
  %arrayidx28 = getelementptr <4 x float>, ptr addrspace(1) %7, i64 %call
  store <4 x float> %call25, ptr addrspace(1) %arrayidx28, align 16, !tbaa !8
  %call29 = tail call spir_func <4 x float> @_Z4log2Dv4_f(<4 x float> noundef %0) #5
  %.idx513 = mul i64 %call1, 112
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx513
  %arrayidx32 = getelementptr <4 x float>, ptr addrspace(1) %8, i64 %call
  store <4 x float> %call29, ptr addrspace(1) %arrayidx32, align 16, !tbaa !8
  %call33 = tail call spir_func <4 x float> @_Z5log10Dv4_f(<4 x float> noundef %0) #5
  %.idx514 = shl i64 %call1, 7
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx514
  %arrayidx36 = getelementptr <4 x float>, ptr addrspace(1) %9, i64 %call
  store <4 x float> %call33, ptr addrspace(1) %arrayidx36, align 16, !tbaa !8
  %call37 = tail call spir_func <4 x float> @_Z5log1pDv4_f(<4 x float> noundef %0) #5
  %.idx515 = mul i64 %call1, 144
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx515
  %arrayidx40 = getelementptr <4 x float>, ptr addrspace(1) %10, i64 %call
  store <4 x float> %call37, ptr addrspace(1) %arrayidx40, align 16, !tbaa !8
  %call41 = tail call spir_func <4 x float> @_Z3powDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx516 = mul i64 %call1, 160
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx516
  %arrayidx44 = getelementptr <4 x float>, ptr addrspace(1) %11, i64 %call
  store <4 x float> %call41, ptr addrspace(1) %arrayidx44, align 16, !tbaa !8
  %call45 = tail call spir_func <4 x float> @_Z4pownDv4_fDv4_i(<4 x float> noundef %1, <4 x i32> noundef <i32 3, i32 -2, i32 0, i32 5>) #5
  %.idx517 = mul i64 %call1, 176
  %12 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx517
  %arrayidx48 = getelementptr <4 x float>, ptr addrspace(1) %12, i64 %call
  store <4 x float> %call45, ptr addrspace(1) %arrayidx48, align 16, !tbaa !8
  %call49 = tail call spir_func <4 x float> @_Z4powrDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx518 = mul i64 %call1, 192
  %13 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx518
  %arrayidx52 = getelementptr <4 x float>, ptr addrspace(1) %13, i64 %call
  store <4 x float> %call49, ptr addrspace(1) %arrayidx52, align 16, !tbaa !8
  %call53 = tail call spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef %1) #5
  %.idx519 = mul i64 %call1, 208
  %14 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx519
  %arrayidx56 = getelementptr <4 x float>, ptr addrspace(1) %14, i64 %call
  store <4 x float> %call53, ptr addrspace(1) %arrayidx56, align 16, !tbaa !8
  %call57 = tail call spir_func <4 x float> @_Z3cosDv4_f(<4 x float> noundef %1) #5
  %.idx520 = mul i64 %call1, 224
  %15 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx520
  %arrayidx60 = getelementptr <4 x float>, ptr addrspace(1) %15, i64 %call
  store <4 x float> %call57, ptr addrspace(1) %arrayidx60, align 16, !tbaa !8
  %call61 = tail call spir_func <4 x float> @_Z3tanDv4_f(<4 x float> noundef %1) #5
  %.idx521 = mul i64 %call1, 240
  %16 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx521
  %arrayidx64 = getelementptr <4 x float>, ptr addrspace(1) %16, i64 %call
  store <4 x float> %call61, ptr addrspace(1) %arrayidx64, align 16, !tbaa !8
  %call65 = tail call spir_func <4 x float> @_Z4asinDv4_f(<4 x float> noundef %0) #5
  %.idx522 = shl i64 %call1, 8
  %17 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx522
  %arrayidx68 = getelementptr <4 x float>, ptr addrspace(1) %17, i64 %call
  store <4 x float> %call65, ptr addrspace(1) %arrayidx68, align 16, !tbaa !8
  %call69 = tail call spir_func <4 x float> @_Z4acosDv4_f(<4 x float> noundef %0) #5
  %.idx523 = mul i64 %call1, 272
  %18 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx523
  %arrayidx72 = getelementptr <4 x float>, ptr addrspace(1) %18, i64 %call
  store <4 x float> %call69, ptr addrspace(1) %arrayidx72, align 16, !tbaa !8
  %call73 = tail call spir_func <4 x float> @_Z4atanDv4_f(<4 x float> noundef %1) #5
  %.idx524 = mul i64 %call1, 288
  %19 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx524
  %arrayidx76 = getelementptr <4 x float>, ptr addrspace(1) %19, i64 %call
  store <4 x float> %call73, ptr addrspace(1) %arrayidx76, align 16, !tbaa !8
  %call77 = tail call spir_func <4 x float> @_Z5atan2Dv4_fS_(<4 x float> noundef %1, <4 x float> noundef %0) #5
  %.idx525 = mul i64 %call1, 304
  %20 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx525
  %arrayidx80 = getelementptr <4 x float>, ptr addrspace(1) %20, i64 %call
  store <4 x float> %call77, ptr addrspace(1) %arrayidx80, align 16, !tbaa !8
  %call81 = tail call spir_func <4 x float> @_Z4sinhDv4_f(<4 x float> noundef %1) #5
  %.idx526 = mul i64 %call1, 320
  %21 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx526
  %arrayidx84 = getelementptr <4 x float>, ptr addrspace(1) %21, i64 %call
  store <4 x float> %call81, ptr addrspace(1) %arrayidx84, align 16, !tbaa !8
  %call85 = tail call spir_func <4 x float> @_Z4coshDv4_f(<4 x float> noundef %1) #5
  %.idx527 = mul i64 %call1, 336
  %22 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx527
  %arrayidx88 = getelementptr <4 x float>, ptr addrspace(1) %22, i64 %call
  store <4 x float> %call85, ptr addrspace(1) %arrayidx88, align 16, !tbaa !8
  %call89 = tail call spir_func <4 x float> @_Z4tanhDv4_f(<4 x float> noundef %1) #5
  %.idx528 = mul i64 %call1, 352
  %23 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx528
  %arrayidx92 = getelementptr <4 x float>, ptr addrspace(1) %23, i64 %call
  store <4 x float> %call89, ptr addrspace(1) %arrayidx92, align 16, !tbaa !8
  %mul93 = fmul <4 x float> %1, <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>
  %call94 = tail call spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef %mul93) #5
  %.idx529 = mul i64 %call1, 368
  %24 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx529
  %arrayidx97 = getelementptr <4 x float>, ptr addrspace(1) %24, i64 %call
  store <4 x float> %call94, ptr addrspace(1) %arrayidx97, align 16, !tbaa !8
  %call99 = tail call spir_func <4 x float> @_Z4ceilDv4_f(<4 x float> noundef %mul93) #5
  %.idx530 = mul i64 %call1, 384
  %25 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx530
  %arrayidx102 = getelementptr <4 x float>, ptr addrspace(1) %25, i64 %call
  store <4 x float> %call99, ptr addrspace(1) %arrayidx102, align 16, !tbaa !8
  %call104 = tail call spir_func <4 x float> @_Z5roundDv4_f(<4 x float> noundef %mul93) #5
  %.idx531 = mul i64 %call1, 400
  %26 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx531
  %arrayidx107 = getelementptr <4 x float>, ptr addrspace(1) %26, i64 %call
  store <4 x float> %call104, ptr addrspace(1) %arrayidx107, align 16, !tbaa !8
  %call109 = tail call spir_func <4 x float> @_Z4rintDv4_f(<4 x float> noundef %mul93) #5
  %.idx532 = mul i64 %call1, 416
  %27 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx532
  %arrayidx112 = getelementptr <4 x float>, ptr addrspace(1) %27, i64 %call
  store <4 x float> %call109, ptr addrspace(1) %arrayidx112, align 16, !tbaa !8
  %call114 = tail call spir_func <4 x float> @_Z5truncDv4_f(<4 x float> noundef %mul93) #5
  %.idx533 = mul i64 %call1, 432
  %28 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx533
  %arrayidx117 = getelementptr <4 x float>, ptr addrspace(1) %28, i64 %call
  store <4 x float> %call114, ptr addrspace(1) %arrayidx117, align 16, !tbaa !8
  %call118 = tail call spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx534 = mul i64 %call1, 448
  %29 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx534
  %arrayidx121 = getelementptr <4 x float>, ptr addrspace(1) %29, i64 %call
  store <4 x float> %call118, ptr addrspace(1) %arrayidx121, align 16, !tbaa !8
  %call122 = tail call spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> noundef %1, float noundef 5.000000e-01) #5
  %.idx535 = mul i64 %call1, 464
  %30 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx535
  %arrayidx125 = getelementptr <4 x float>, ptr addrspace(1) %30, i64 %call
  store <4 x float> %call122, ptr addrspace(1) %arrayidx125, align 16, !tbaa !8
  %call126 = tail call spir_func <4 x float> @_Z4fmodDv4_fS_(<4 x float> noundef %1, <4 x float> noundef %0) #5
  %.idx536 = mul i64 %call1, 480
  %31 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx536
  %arrayidx129 = getelementptr <4 x float>, ptr addrspace(1) %31, i64 %call
  store <4 x float> %call126, ptr addrspace(1) %arrayidx129, align 16, !tbaa !8
  %call130 = tail call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %0) #5
  %.idx537 = mul i64 %call1, 496
  %32 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx537
  %arrayidx133 = getelementptr <4 x float>, ptr addrspace(1) %32, i64 %call
  store <4 x float> %call130, ptr addrspace(1) %arrayidx133, align 16, !tbaa !8
  %call134 = tail call spir_func <4 x float> @_Z3madDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %0) #5
  %.idx538 = shl i64 %call1, 9
  %33 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx538
  %arrayidx137 = getelementptr <4 x float>, ptr addrspace(1) %33, i64 %call
  store <4 x float> %call134, ptr addrspace(1) %arrayidx137, align 16, !tbaa !8
  %call138 = tail call spir_func <4 x float> @_Z5hypotDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx539 = mul i64 %call1, 528
  %34 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx539
  %arrayidx141 = getelementptr <4 x float>, ptr addrspace(1) %34, i64 %call
  store <4 x float> %call138, ptr addrspace(1) %arrayidx141, align 16, !tbaa !8
  %call142 = tail call spir_func <4 x float> @_Z4cbrtDv4_f(<4 x float> noundef %1) #5
  %.idx540 = mul i64 %call1, 544
  %35 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx540
  %arrayidx145 = getelementptr <4 x float>, ptr addrspace(1) %35, i64 %call
  store <4 x float> %call142, ptr addrspace(1) %arrayidx145, align 16, !tbaa !8
  %call146 = tail call spir_func <4 x float> @_Z8copysignDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx541 = mul i64 %call1, 560
  %36 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx541
  %arrayidx149 = getelementptr <4 x float>, ptr addrspace(1) %36, i64 %call
  store <4 x float> %call146, ptr addrspace(1) %arrayidx149, align 16, !tbaa !8
  %call150 = tail call spir_func <4 x float> @_Z4fdimDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx542 = mul i64 %call1, 576
  %37 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx542
  %arrayidx153 = getelementptr <4 x float>, ptr addrspace(1) %37, i64 %call
  store <4 x float> %call150, ptr addrspace(1) %arrayidx153, align 16, !tbaa !8
  %call154 = tail call spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef %0, i32 noundef 3) #5
  %.idx543 = mul i64 %call1, 592
  %38 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx543
  %arrayidx157 = getelementptr <4 x float>, ptr addrspace(1) %38, i64 %call
  store <4 x float> %call154, ptr addrspace(1) %arrayidx157, align 16, !tbaa !8
  %call158 = tail call spir_func <4 x float> @_Z5rsqrtDv4_f(<4 x float> noundef %0) #5
  %.idx544 = mul i64 %call1, 608
  %39 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx544
  %arrayidx161 = getelementptr <4 x float>, ptr addrspace(1) %39, i64 %call
  store <4 x float> %call158, ptr addrspace(1) %arrayidx161, align 16, !tbaa !8
  %call162 = tail call spir_func <4 x float> @_Z10native_sinDv4_f(<4 x float> noundef %1) #5
  %.idx545 = mul i64 %call1, 624
  %40 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx545
  %arrayidx165 = getelementptr <4 x float>, ptr addrspace(1) %40, i64 %call
  store <4 x float> %call162, ptr addrspace(1) %arrayidx165, align 16, !tbaa !8
  %call166 = tail call spir_func <4 x float> @_Z8half_expDv4_f(<4 x float> noundef %1) #5
  %.idx546 = mul i64 %call1, 640
  %41 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx546
  %arrayidx169 = getelementptr <4 x float>, ptr addrspace(1) %41, i64 %call
  store <4 x float> %call166, ptr addrspace(1) %arrayidx169, align 16, !tbaa !8
  %call170 = tail call spir_func <4 x float> @_Z13native_divideDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx547 = mul i64 %call1, 656
  %42 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx547
  %arrayidx173 = getelementptr <4 x float>, ptr addrspace(1) %42, i64 %call
  store <4 x float> %call170, ptr addrspace(1) %arrayidx173, align 16, !tbaa !8
  %call174 = tail call spir_func <4 x float> @_Z12native_recipDv4_f(<4 x float> noundef %0) #5
  %.idx548 = mul i64 %call1, 672
  %43 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx548
  %arrayidx177 = getelementptr <4 x float>, ptr addrspace(1) %43, i64 %call
  store <4 x float> %call174, ptr addrspace(1) %arrayidx177, align 16, !tbaa !8
  %call178 = tail call spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef %1, float noundef -5.000000e-01, float noundef 5.000000e-01) #5
  %.idx549 = mul i64 %call1, 688
  %44 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx549
  %arrayidx181 = getelementptr <4 x float>, ptr addrspace(1) %44, i64 %call
  store <4 x float> %call178, ptr addrspace(1) %arrayidx181, align 16, !tbaa !8
  %call182 = tail call spir_func <4 x float> @_Z7degreesDv4_f(<4 x float> noundef %1) #5
  %.idx550 = mul i64 %call1, 704
  %45 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx550
  %arrayidx185 = getelementptr <4 x float>, ptr addrspace(1) %45, i64 %call
  store <4 x float> %call182, ptr addrspace(1) %arrayidx185, align 16, !tbaa !8
  %call186 = tail call spir_func <4 x float> @_Z7radiansDv4_f(<4 x float> noundef %1) #5
  %.idx551 = mul i64 %call1, 720
  %46 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx551
  %arrayidx189 = getelementptr <4 x float>, ptr addrspace(1) %46, i64 %call
  store <4 x float> %call186, ptr addrspace(1) %arrayidx189, align 16, !tbaa !8
  %call190 = tail call spir_func <4 x float> @_Z3maxDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx552 = mul i64 %call1, 736
  %47 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx552
  %arrayidx193 = getelementptr <4 x float>, ptr addrspace(1) %47, i64 %call
  store <4 x float> %call190, ptr addrspace(1) %arrayidx193, align 16, !tbaa !8
  %call194 = tail call spir_func <4 x float> @_Z3minDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx553 = mul i64 %call1, 752
  %48 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx553
  %arrayidx197 = getelementptr <4 x float>, ptr addrspace(1) %48, i64 %call
  store <4 x float> %call194, ptr addrspace(1) %arrayidx197, align 16, !tbaa !8
  %call198 = tail call spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> noundef %0, <4 x float> noundef %1, float noundef 2.500000e-01) #5
  %.idx554 = mul i64 %call1, 768
  %49 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx554
  %arrayidx201 = getelementptr <4 x float>, ptr addrspace(1) %49, i64 %call
  store <4 x float> %call198, ptr addrspace(1) %arrayidx201, align 16, !tbaa !8
  %call202 = tail call spir_func <4 x float> @_Z4stepfDv4_f(float noundef 0.000000e+00, <4 x float> noundef %1) #5
  %.idx555 = mul i64 %call1, 784
  %50 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx555
  %arrayidx205 = getelementptr <4 x float>, ptr addrspace(1) %50, i64 %call
  store <4 x float> %call202, ptr addrspace(1) %arrayidx205, align 16, !tbaa !8
  %call206 = tail call spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef -1.000000e+00, float noundef 1.000000e+00, <4 x float> noundef %1) #5
  %.idx556 = mul i64 %call1, 800
  %51 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx556
  %arrayidx209 = getelementptr <4 x float>, ptr addrspace(1) %51, i64 %call
  store <4 x float> %call206, ptr addrspace(1) %arrayidx209, align 16, !tbaa !8
  %call210 = tail call spir_func <4 x float> @_Z4signDv4_f(<4 x float> noundef %1) #5
  %.idx557 = mul i64 %call1, 816
  %52 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx557
  %arrayidx213 = getelementptr <4 x float>, ptr addrspace(1) %52, i64 %call
  store <4 x float> %call210, ptr addrspace(1) %arrayidx213, align 16, !tbaa !8
  %call214 = tail call spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef %1) #5
  %.idx558 = mul i64 %call1, 832
  %53 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx558
  %arrayidx217 = getelementptr <4 x float>, ptr addrspace(1) %53, i64 %call
  store <4 x float> %call214, ptr addrspace(1) %arrayidx217, align 16, !tbaa !8
  %call218 = tail call spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx559 = mul i64 %call1, 848
  %54 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx559
  %arrayidx221 = getelementptr <4 x float>, ptr addrspace(1) %54, i64 %call
  store <4 x float> %call218, ptr addrspace(1) %arrayidx221, align 16, !tbaa !8
  %call222 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %splat.splatinsert = insertelement <4 x float> poison, float %call222, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %.idx560 = mul i64 %call1, 864
  %55 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx560
  %arrayidx225 = getelementptr <4 x float>, ptr addrspace(1) %55, i64 %call
  store <4 x float> %splat.splat, ptr addrspace(1) %arrayidx225, align 16, !tbaa !8
  %call226 = tail call spir_func float @_Z6lengthDv4_f(<4 x float> noundef %1) #5
  %splat.splatinsert227 = insertelement <4 x float> poison, float %call226, i64 0
  %splat.splat228 = shufflevector <4 x float> %splat.splatinsert227, <4 x float> poison, <4 x i32> zeroinitializer
  %.idx561 = mul i64 %call1, 880
  %56 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx561
  %arrayidx231 = getelementptr <4 x float>, ptr addrspace(1) %56, i64 %call
  store <4 x float> %splat.splat228, ptr addrspace(1) %arrayidx231, align 16, !tbaa !8
  %call232 = tail call spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %splat.splatinsert233 = insertelement <4 x float> poison, float %call232, i64 0
  %splat.splat234 = shufflevector <4 x float> %splat.splatinsert233, <4 x float> poison, <4 x i32> zeroinitializer
  %.idx562 = mul i64 %call1, 896
  %57 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx562
  %arrayidx237 = getelementptr <4 x float>, ptr addrspace(1) %57, i64 %call
  store <4 x float> %splat.splat234, ptr addrspace(1) %arrayidx237, align 16, !tbaa !8
  %call238 = tail call spir_func float @_Z11fast_lengthDv4_f(<4 x float> noundef %0) #5
  %splat.splatinsert239 = insertelement <4 x float> poison, float %call238, i64 0
  %splat.splat240 = shufflevector <4 x float> %splat.splatinsert239, <4 x float> poison, <4 x i32> zeroinitializer
  %.idx563 = mul i64 %call1, 912
  %58 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx563
  %arrayidx243 = getelementptr <4 x float>, ptr addrspace(1) %58, i64 %call
  store <4 x float> %splat.splat240, ptr addrspace(1) %arrayidx243, align 16, !tbaa !8
  %call244 = tail call spir_func <4 x float> @_Z5atanhDv4_f(<4 x float> noundef %0) #5
  %.idx564 = mul i64 %call1, 928
  %59 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx564
  %arrayidx247 = getelementptr <4 x float>, ptr addrspace(1) %59, i64 %call
  store <4 x float> %call244, ptr addrspace(1) %arrayidx247, align 16, !tbaa !8
  %add248 = fadd <4 x float> %0, <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>
  %call249 = tail call spir_func <4 x float> @_Z5acoshDv4_f(<4 x float> noundef %add248) #5
  %.idx565 = mul i64 %call1, 944
  %60 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx565
  %arrayidx252 = getelementptr <4 x float>, ptr addrspace(1) %60, i64 %call
  store <4 x float> %call249, ptr addrspace(1) %arrayidx252, align 16, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3expDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4exp2Dv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5exp10Dv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5expm1Dv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3logDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4log2Dv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5log10Dv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5log1pDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3powDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4pownDv4_fDv4_i(<4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4powrDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3sinDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3cosDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3tanDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4asinDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4acosDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4atanDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5atan2Dv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sinhDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4coshDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4tanhDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5floorDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4ceilDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5roundDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4rintDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5truncDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fminDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fmaxDv4_ff(<4 x float> noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fmodDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3madDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5hypotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4cbrtDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z8copysignDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fdimDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5ldexpDv4_fi(<4 x float> noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5rsqrtDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10native_sinDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z8half_expDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z13native_divideDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z12native_recipDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5clampDv4_fff(<4 x float> noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z7degreesDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z7radiansDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3maxDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3minDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3mixDv4_fS_f(<4 x float> noundef, <4 x float> noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4stepfDv4_f(float noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10smoothstepffDv4_f(float noundef, float noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4signDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z9normalizeDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5crossDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z6lengthDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z8distanceDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z11fast_lengthDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5atanhDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5acoshDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @math_double(ptr addrspace(1) nocapture noundef readonly align 16 %xs, ptr addrspace(1) nocapture noundef readonly align 16 %ys, ptr addrspace(1) nocapture noundef writeonly align 16 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <2 x double>, ptr addrspace(1) %xs, i64 %call
  %0 = load <2 x double>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <2 x double>, ptr addrspace(1) %ys, i64 %call
  %1 = load <2 x double>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %call3 = tail call spir_func <2 x double> @_Z4sqrtDv2_d(<2 x double> noundef %0) #5
  %arrayidx4 = getelementptr inbounds <2 x double>, ptr addrspace(1) %out, i64 %call
  store <2 x double> %call3, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call5 = tail call spir_func <2 x double> @_Z3expDv2_d(<2 x double> noundef %1) #5
  %2 = getelementptr <2 x double>, ptr addrspace(1) %out, i64 %call1
  %arrayidx8 = getelementptr <2 x double>, ptr addrspace(1) %2, i64 %call
  store <2 x double> %call5, ptr addrspace(1) %arrayidx8, align 16, !tbaa !8
  %call9 = tail call spir_func <2 x double> @_Z3logDv2_d(<2 x double> noundef %0) #5
  %.idx = shl i64 %call1, 5
  %3 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx12 = getelementptr <2 x double>, ptr addrspace(1) %3, i64 %call
  store <2 x double> %call9, ptr addrspace(1) %arrayidx12, align 16, !tbaa !8
  %call13 = tail call spir_func <2 x double> @_Z3sinDv2_d(<2 x double> noundef %1) #5
  %.idx91 = mul i64 %call1, 48
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx91
  %arrayidx16 = getelementptr <2 x double>, ptr addrspace(1) %4, i64 %call
  store <2 x double> %call13, ptr addrspace(1) %arrayidx16, align 16, !tbaa !8
  %call17 = tail call spir_func <2 x double> @_Z4tanhDv2_d(<2 x double> noundef %1) #5
  %.idx92 = shl i64 %call1, 6
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx92
  %arrayidx20 = getelementptr <2 x double>, ptr addrspace(1) %5, i64 %call
  store <2 x double> %call17, ptr addrspace(1) %arrayidx20, align 16, !tbaa !8
  %call21 = tail call spir_func <2 x double> @_Z3powDv2_dS_(<2 x double> noundef %0, <2 x double> noundef %1) #5
  %.idx93 = mul i64 %call1, 80
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx93
  %arrayidx24 = getelementptr <2 x double>, ptr addrspace(1) %6, i64 %call
  store <2 x double> %call21, ptr addrspace(1) %arrayidx24, align 16, !tbaa !8
  %call25 = tail call spir_func <2 x double> @_Z4cbrtDv2_d(<2 x double> noundef %1) #5
  %.idx94 = mul i64 %call1, 96
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx94
  %arrayidx28 = getelementptr <2 x double>, ptr addrspace(1) %7, i64 %call
  store <2 x double> %call25, ptr addrspace(1) %arrayidx28, align 16, !tbaa !8
  %call29 = tail call spir_func <2 x double> @_Z3fmaDv2_dS_S_(<2 x double> noundef %0, <2 x double> noundef %1, <2 x double> noundef %0) #5
  %.idx95 = mul i64 %call1, 112
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx95
  %arrayidx32 = getelementptr <2 x double>, ptr addrspace(1) %8, i64 %call
  store <2 x double> %call29, ptr addrspace(1) %arrayidx32, align 16, !tbaa !8
  %call33 = tail call spir_func <2 x double> @_Z4pownDv2_dDv2_i(<2 x double> noundef %1, <2 x i32> noundef <i32 3, i32 3>) #5
  %.idx96 = shl i64 %call1, 7
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx96
  %arrayidx36 = getelementptr <2 x double>, ptr addrspace(1) %9, i64 %call
  store <2 x double> %call33, ptr addrspace(1) %arrayidx36, align 16, !tbaa !8
  %call37 = tail call spir_func double @_Z3dotDv2_dS_(<2 x double> noundef %0, <2 x double> noundef %1) #5
  %splat.splatinsert = insertelement <2 x double> poison, double %call37, i64 0
  %splat.splat = shufflevector <2 x double> %splat.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %.idx97 = mul i64 %call1, 144
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx97
  %arrayidx40 = getelementptr <2 x double>, ptr addrspace(1) %10, i64 %call
  store <2 x double> %splat.splat, ptr addrspace(1) %arrayidx40, align 16, !tbaa !8
  %call41 = tail call spir_func <2 x double> @_Z4fminDv2_dS_(<2 x double> noundef %0, <2 x double> noundef %1) #5
  %.idx98 = mul i64 %call1, 160
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx98
  %arrayidx44 = getelementptr <2 x double>, ptr addrspace(1) %11, i64 %call
  store <2 x double> %call41, ptr addrspace(1) %arrayidx44, align 16, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z4sqrtDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z3expDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z3logDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z3sinDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z4tanhDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z3powDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z4cbrtDv2_d(<2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z3fmaDv2_dS_S_(<2 x double> noundef, <2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z4pownDv2_dDv2_i(<2 x double> noundef, <2 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z3dotDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x double> @_Z4fminDv2_dS_(<2 x double> noundef, <2 x double> noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @math_scalar(ptr addrspace(1) nocapture noundef readonly align 4 %xs, ptr addrspace(1) nocapture noundef readonly align 4 %ys, ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef writeonly align 4 %ints) local_unnamed_addr #3 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
entry:
  %e = alloca i32, align 4
  %whole = alloca float, align 4
  %floor_ = alloca float, align 4
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %xs, i64 %call
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !18
  %arrayidx2 = getelementptr inbounds float, ptr addrspace(1) %ys, i64 %call
  %1 = load float, ptr addrspace(1) %arrayidx2, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %e) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %whole) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %floor_) #6
  %e.ascast = addrspacecast ptr %e to ptr addrspace(4)
  %call3 = call spir_func float @_Z5frexpfPU3AS4i(float noundef %1, ptr addrspace(4) noundef %e.ascast) #7
  %arrayidx4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %call
  store float %call3, ptr addrspace(1) %arrayidx4, align 4, !tbaa !18
  %2 = load i32, ptr %e, align 4, !tbaa !20
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(1) %ints, i64 %call
  store i32 %2, ptr addrspace(1) %arrayidx5, align 4, !tbaa !20
  %mul6 = fmul float %1, 3.000000e+00
  %whole.ascast = addrspacecast ptr %whole to ptr addrspace(4)
  %call7 = call spir_func float @_Z4modffPU3AS4f(float noundef %mul6, ptr addrspace(4) noundef %whole.ascast) #7
  %3 = getelementptr float, ptr addrspace(1) %out, i64 %call1
  %arrayidx10 = getelementptr float, ptr addrspace(1) %3, i64 %call
  store float %call7, ptr addrspace(1) %arrayidx10, align 4, !tbaa !18
  %4 = load float, ptr %whole, align 4, !tbaa !18
  %.idx = shl i64 %call1, 3
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx13 = getelementptr float, ptr addrspace(1) %5, i64 %call
  store float %4, ptr addrspace(1) %arrayidx13, align 4, !tbaa !18
  %floor_.ascast = addrspacecast ptr %floor_ to ptr addrspace(4)
  %call15 = call spir_func float @_Z5fractfPU3AS4f(float noundef %mul6, ptr addrspace(4) noundef %floor_.ascast) #7
  %.idx62 = mul i64 %call1, 12
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx62
  %arrayidx18 = getelementptr float, ptr addrspace(1) %6, i64 %call
  store float %call15, ptr addrspace(1) %arrayidx18, align 4, !tbaa !18
  %7 = load float, ptr %floor_, align 4, !tbaa !18
  %.idx63 = shl i64 %call1, 4
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx63
  %arrayidx21 = getelementptr float, ptr addrspace(1) %8, i64 %call
  store float %7, ptr addrspace(1) %arrayidx21, align 4, !tbaa !18
  %call22 = call spir_func float @_Z6lengthf(float noundef %1) #5
  %.idx64 = mul i64 %call1, 20
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx64
  %arrayidx25 = getelementptr float, ptr addrspace(1) %9, i64 %call
  store float %call22, ptr addrspace(1) %arrayidx25, align 4, !tbaa !18
  %call26 = call spir_func float @_Z4signf(float noundef %1) #5
  %.idx65 = mul i64 %call1, 24
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx65
  %arrayidx29 = getelementptr float, ptr addrspace(1) %10, i64 %call
  store float %call26, ptr addrspace(1) %arrayidx29, align 4, !tbaa !18
  %call30 = call spir_func float @_Z3expf(float noundef %0) #5
  %.idx66 = mul i64 %call1, 28
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx66
  %arrayidx33 = getelementptr float, ptr addrspace(1) %11, i64 %call
  store float %call30, ptr addrspace(1) %arrayidx33, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %floor_) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %whole) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %e) #6
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z5frexpfPU3AS4i(float noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func float @_Z4modffPU3AS4f(float noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func float @_Z5fractfPU3AS4f(float noundef, ptr addrspace(4) noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z6lengthf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4signf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @relational(ptr addrspace(1) nocapture noundef readonly align 16 %xs, ptr addrspace(1) nocapture noundef readonly align 16 %ys, ptr addrspace(1) nocapture noundef writeonly align 16 %out, ptr addrspace(1) nocapture noundef writeonly align 4 %scalars) local_unnamed_addr #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !17 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %xs, i64 %call
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <4 x float>, ptr addrspace(1) %ys, i64 %call
  %1 = load <4 x float>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %call3 = tail call spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %arrayidx4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %call
  store <4 x i32> %call3, ptr addrspace(1) %arrayidx4, align 16, !tbaa !8
  %call5 = tail call spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %2 = getelementptr <4 x i32>, ptr addrspace(1) %out, i64 %call1
  %arrayidx8 = getelementptr <4 x i32>, ptr addrspace(1) %2, i64 %call
  store <4 x i32> %call5, ptr addrspace(1) %arrayidx8, align 16, !tbaa !8
  %call9 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx = shl i64 %call1, 5
  %3 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx12 = getelementptr <4 x i32>, ptr addrspace(1) %3, i64 %call
  store <4 x i32> %call9, ptr addrspace(1) %arrayidx12, align 16, !tbaa !8
  %call13 = tail call spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx198 = mul i64 %call1, 48
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx198
  %arrayidx16 = getelementptr <4 x i32>, ptr addrspace(1) %4, i64 %call
  store <4 x i32> %call13, ptr addrspace(1) %arrayidx16, align 16, !tbaa !8
  %call17 = tail call spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx199 = shl i64 %call1, 6
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx199
  %arrayidx20 = getelementptr <4 x i32>, ptr addrspace(1) %5, i64 %call
  store <4 x i32> %call17, ptr addrspace(1) %arrayidx20, align 16, !tbaa !8
  %call21 = tail call spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx200 = mul i64 %call1, 80
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx200
  %arrayidx24 = getelementptr <4 x i32>, ptr addrspace(1) %6, i64 %call
  store <4 x i32> %call21, ptr addrspace(1) %arrayidx24, align 16, !tbaa !8
  %call25 = tail call spir_func <4 x i32> @_Z13islessgreaterDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx201 = mul i64 %call1, 96
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx201
  %arrayidx28 = getelementptr <4 x i32>, ptr addrspace(1) %7, i64 %call
  store <4 x i32> %call25, ptr addrspace(1) %arrayidx28, align 16, !tbaa !8
  %call29 = tail call spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef %0) #5
  %.idx202 = mul i64 %call1, 112
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx202
  %arrayidx32 = getelementptr <4 x i32>, ptr addrspace(1) %8, i64 %call
  store <4 x i32> %call29, ptr addrspace(1) %arrayidx32, align 16, !tbaa !8
  %call33 = tail call spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef %0) #5
  %.idx203 = shl i64 %call1, 7
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx203
  %arrayidx36 = getelementptr <4 x i32>, ptr addrspace(1) %9, i64 %call
  store <4 x i32> %call33, ptr addrspace(1) %arrayidx36, align 16, !tbaa !8
  %call37 = tail call spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef %0) #5
  %.idx204 = mul i64 %call1, 144
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx204
  %arrayidx40 = getelementptr <4 x i32>, ptr addrspace(1) %10, i64 %call
  store <4 x i32> %call37, ptr addrspace(1) %arrayidx40, align 16, !tbaa !8
  %call41 = tail call spir_func <4 x i32> @_Z8isnormalDv4_f(<4 x float> noundef %0) #5
  %.idx205 = mul i64 %call1, 160
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx205
  %arrayidx44 = getelementptr <4 x i32>, ptr addrspace(1) %11, i64 %call
  store <4 x i32> %call41, ptr addrspace(1) %arrayidx44, align 16, !tbaa !8
  %call45 = tail call spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx206 = mul i64 %call1, 176
  %12 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx206
  %arrayidx48 = getelementptr <4 x i32>, ptr addrspace(1) %12, i64 %call
  store <4 x i32> %call45, ptr addrspace(1) %arrayidx48, align 16, !tbaa !8
  %call49 = tail call spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %1) #5
  %.idx207 = mul i64 %call1, 192
  %13 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx207
  %arrayidx52 = getelementptr <4 x i32>, ptr addrspace(1) %13, i64 %call
  store <4 x i32> %call49, ptr addrspace(1) %arrayidx52, align 16, !tbaa !8
  %call53 = tail call spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef %0) #5
  %.idx208 = mul i64 %call1, 208
  %14 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx208
  %arrayidx56 = getelementptr <4 x i32>, ptr addrspace(1) %14, i64 %call
  store <4 x i32> %call53, ptr addrspace(1) %arrayidx56, align 16, !tbaa !8
  %call58 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %0, <4 x float> noundef %1, <4 x i32> noundef %call17) #5
  %.idx209 = mul i64 %call1, 224
  %15 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx209
  %arrayidx61 = getelementptr <4 x i32>, ptr addrspace(1) %15, i64 %call
  store <4 x float> %call58, ptr addrspace(1) %arrayidx61, align 16, !tbaa !8
  %call63 = tail call spir_func <4 x float> @_Z9bitselectDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef <float -0.000000e+00, float 0x7FFFFFFFE0000000, float 0.000000e+00, float 0xFFFFFFFFE0000000>) #5
  %.idx210 = mul i64 %call1, 240
  %16 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx210
  %arrayidx67 = getelementptr <4 x i32>, ptr addrspace(1) %16, i64 %call
  store <4 x float> %call63, ptr addrspace(1) %arrayidx67, align 16, !tbaa !8
  %astype70 = bitcast <4 x float> %0 to <4 x i32>
  %call71 = tail call spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef <i32 1, i32 2, i32 3, i32 4>, <4 x i32> noundef <i32 5, i32 6, i32 7, i32 8>, <4 x i32> noundef %astype70) #5
  %.idx211 = shl i64 %call1, 8
  %17 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx211
  %arrayidx74 = getelementptr <4 x i32>, ptr addrspace(1) %17, i64 %call
  store <4 x i32> %call71, ptr addrspace(1) %arrayidx74, align 16, !tbaa !8
  %18 = extractelement <4 x float> %0, i64 0
  %19 = extractelement <4 x float> %1, i64 0
  %call75 = tail call spir_func i32 @_Z6islessff(float noundef %18, float noundef %19) #5
  %mul76 = mul i64 %call, 6
  %arrayidx78 = getelementptr inbounds i32, ptr addrspace(1) %scalars, i64 %mul76
  store i32 %call75, ptr addrspace(1) %arrayidx78, align 4, !tbaa !20
  %20 = extractelement <4 x float> %0, i64 1
  %call79 = tail call spir_func i32 @_Z5isnanf(float noundef %20) #5
  %add81 = or disjoint i64 %mul76, 1
  %arrayidx82 = getelementptr inbounds i32, ptr addrspace(1) %scalars, i64 %add81
  store i32 %call79, ptr addrspace(1) %arrayidx82, align 4, !tbaa !20
  %21 = extractelement <4 x float> %0, i64 2
  %call83 = tail call spir_func i32 @_Z7signbitf(float noundef %21) #5
  %arrayidx86 = getelementptr i8, ptr addrspace(1) %arrayidx78, i64 8
  store i32 %call83, ptr addrspace(1) %arrayidx86, align 4, !tbaa !20
  %call88 = tail call spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef %astype70) #5
  %arrayidx91 = getelementptr i8, ptr addrspace(1) %arrayidx78, i64 12
  store i32 %call88, ptr addrspace(1) %arrayidx91, align 4, !tbaa !20
  %call93 = tail call spir_func i32 @_Z3allDv4_i(<4 x i32> noundef %astype70) #5
  %arrayidx96 = getelementptr i8, ptr addrspace(1) %arrayidx78, i64 16
  store i32 %call93, ptr addrspace(1) %arrayidx96, align 4, !tbaa !20
  %astype97 = extractelement <4 x i32> %astype70, i64 3
  %call98 = tail call spir_func i32 @_Z6selectiii(i32 noundef 10, i32 noundef 20, i32 noundef %astype97) #5
  %arrayidx101 = getelementptr i8, ptr addrspace(1) %arrayidx78, i64 20
  store i32 %call98, ptr addrspace(1) %arrayidx101, align 4, !tbaa !20
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7isequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z10isnotequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z14isgreaterequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6islessDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z11islessequalDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z13islessgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8isfiniteDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5isinfDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5isnanDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8isnormalDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z11isunorderedDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7signbitDv4_f(<4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z9bitselectDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6selectDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6islessff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z5isnanf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z7signbitf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3anyDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3allDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6selectiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @integer_int(ptr addrspace(1) nocapture noundef readonly align 16 %as, ptr addrspace(1) nocapture noundef readonly align 16 %bs, ptr addrspace(1) nocapture noundef readonly align 16 %cs, ptr addrspace(1) nocapture noundef writeonly align 16 %out) local_unnamed_addr #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x i32>, ptr addrspace(1) %as, i64 %call
  %0 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %bs, i64 %call
  %1 = load <4 x i32>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %arrayidx3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %cs, i64 %call
  %2 = load <4 x i32>, ptr addrspace(1) %arrayidx3, align 16, !tbaa !8
  %call4 = tail call spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef %0) #5
  %arrayidx5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %call
  store <4 x i32> %call4, ptr addrspace(1) %arrayidx5, align 16, !tbaa !8
  %call6 = tail call spir_func <4 x i32> @_Z8abs_diffDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %3 = getelementptr <4 x i32>, ptr addrspace(1) %out, i64 %call1
  %arrayidx9 = getelementptr <4 x i32>, ptr addrspace(1) %3, i64 %call
  store <4 x i32> %call6, ptr addrspace(1) %arrayidx9, align 16, !tbaa !8
  %call10 = tail call spir_func <4 x i32> @_Z7add_satDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx = shl i64 %call1, 5
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx13 = getelementptr <4 x i32>, ptr addrspace(1) %4, i64 %call
  store <4 x i32> %call10, ptr addrspace(1) %arrayidx13, align 16, !tbaa !8
  %call14 = tail call spir_func <4 x i32> @_Z7sub_satDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx161 = mul i64 %call1, 48
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx161
  %arrayidx17 = getelementptr <4 x i32>, ptr addrspace(1) %5, i64 %call
  store <4 x i32> %call14, ptr addrspace(1) %arrayidx17, align 16, !tbaa !8
  %call18 = tail call spir_func <4 x i32> @_Z4haddDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx162 = shl i64 %call1, 6
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx162
  %arrayidx21 = getelementptr <4 x i32>, ptr addrspace(1) %6, i64 %call
  store <4 x i32> %call18, ptr addrspace(1) %arrayidx21, align 16, !tbaa !8
  %call22 = tail call spir_func <4 x i32> @_Z5rhaddDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx163 = mul i64 %call1, 80
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx163
  %arrayidx25 = getelementptr <4 x i32>, ptr addrspace(1) %7, i64 %call
  store <4 x i32> %call22, ptr addrspace(1) %arrayidx25, align 16, !tbaa !8
  %call26 = tail call spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef %0, i32 noundef -100, i32 noundef 100) #5
  %.idx164 = mul i64 %call1, 96
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx164
  %arrayidx29 = getelementptr <4 x i32>, ptr addrspace(1) %8, i64 %call
  store <4 x i32> %call26, ptr addrspace(1) %arrayidx29, align 16, !tbaa !8
  %call30 = tail call spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef %0) #5
  %.idx165 = mul i64 %call1, 112
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx165
  %arrayidx33 = getelementptr <4 x i32>, ptr addrspace(1) %9, i64 %call
  store <4 x i32> %call30, ptr addrspace(1) %arrayidx33, align 16, !tbaa !8
  %call34 = tail call spir_func <4 x i32> @_Z3ctzDv4_i(<4 x i32> noundef %0) #5
  %.idx166 = shl i64 %call1, 7
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx166
  %arrayidx37 = getelementptr <4 x i32>, ptr addrspace(1) %10, i64 %call
  store <4 x i32> %call34, ptr addrspace(1) %arrayidx37, align 16, !tbaa !8
  %call38 = tail call spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef %0) #5
  %.idx167 = mul i64 %call1, 144
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx167
  %arrayidx41 = getelementptr <4 x i32>, ptr addrspace(1) %11, i64 %call
  store <4 x i32> %call38, ptr addrspace(1) %arrayidx41, align 16, !tbaa !8
  %shr = ashr <4 x i32> %0, <i32 8, i32 8, i32 8, i32 8>
  %shr42 = ashr <4 x i32> %1, <i32 8, i32 8, i32 8, i32 8>
  %call43 = tail call spir_func <4 x i32> @_Z5mad24Dv4_iS_S_(<4 x i32> noundef %shr, <4 x i32> noundef %shr42, <4 x i32> noundef %2) #5
  %.idx168 = mul i64 %call1, 160
  %12 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx168
  %arrayidx46 = getelementptr <4 x i32>, ptr addrspace(1) %12, i64 %call
  store <4 x i32> %call43, ptr addrspace(1) %arrayidx46, align 16, !tbaa !8
  %call49 = tail call spir_func <4 x i32> @_Z5mul24Dv4_iS_(<4 x i32> noundef %shr, <4 x i32> noundef %shr42) #5
  %.idx169 = mul i64 %call1, 176
  %13 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx169
  %arrayidx52 = getelementptr <4 x i32>, ptr addrspace(1) %13, i64 %call
  store <4 x i32> %call49, ptr addrspace(1) %arrayidx52, align 16, !tbaa !8
  %call53 = tail call spir_func <4 x i32> @_Z6mad_hiDv4_iS_S_(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #5
  %.idx170 = mul i64 %call1, 192
  %14 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx170
  %arrayidx56 = getelementptr <4 x i32>, ptr addrspace(1) %14, i64 %call
  store <4 x i32> %call53, ptr addrspace(1) %arrayidx56, align 16, !tbaa !8
  %call57 = tail call spir_func <4 x i32> @_Z6mul_hiDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx171 = mul i64 %call1, 208
  %15 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx171
  %arrayidx60 = getelementptr <4 x i32>, ptr addrspace(1) %15, i64 %call
  store <4 x i32> %call57, ptr addrspace(1) %arrayidx60, align 16, !tbaa !8
  %call61 = tail call spir_func <4 x i32> @_Z7mad_satDv4_iS_S_(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #5
  %.idx172 = mul i64 %call1, 224
  %16 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx172
  %arrayidx64 = getelementptr <4 x i32>, ptr addrspace(1) %16, i64 %call
  store <4 x i32> %call61, ptr addrspace(1) %arrayidx64, align 16, !tbaa !8
  %call65 = tail call spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx173 = mul i64 %call1, 240
  %17 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx173
  %arrayidx68 = getelementptr <4 x i32>, ptr addrspace(1) %17, i64 %call
  store <4 x i32> %call65, ptr addrspace(1) %arrayidx68, align 16, !tbaa !8
  %call69 = tail call spir_func <4 x i32> @_Z3minDv4_ii(<4 x i32> noundef %0, i32 noundef 7) #5
  %.idx174 = shl i64 %call1, 8
  %18 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx174
  %arrayidx72 = getelementptr <4 x i32>, ptr addrspace(1) %18, i64 %call
  store <4 x i32> %call69, ptr addrspace(1) %arrayidx72, align 16, !tbaa !8
  %call73 = tail call spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx175 = mul i64 %call1, 272
  %19 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx175
  %arrayidx76 = getelementptr <4 x i32>, ptr addrspace(1) %19, i64 %call
  store <4 x i32> %call73, ptr addrspace(1) %arrayidx76, align 16, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8abs_diffDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7add_satDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7sub_satDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z4haddDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5rhaddDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3clzDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3ctzDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8popcountDv4_i(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5mad24Dv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5mul24Dv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6mad_hiDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6mul_hiDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7mad_satDv4_iS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3maxDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3minDv4_ii(<4 x i32> noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6rotateDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @integer_uint(ptr addrspace(1) nocapture noundef readonly align 16 %as, ptr addrspace(1) nocapture noundef readonly align 16 %bs, ptr addrspace(1) nocapture noundef readonly align 16 %cs, ptr addrspace(1) nocapture noundef writeonly align 16 %out, ptr addrspace(1) nocapture noundef writeonly align 8 %longs, ptr addrspace(1) nocapture noundef writeonly align 8 %ulongs, ptr addrspace(1) nocapture noundef readonly align 2 %ss) local_unnamed_addr #0 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds <4 x i32>, ptr addrspace(1) %as, i64 %call
  %0 = load <4 x i32>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %arrayidx2 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %bs, i64 %call
  %1 = load <4 x i32>, ptr addrspace(1) %arrayidx2, align 16, !tbaa !8
  %arrayidx3 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %cs, i64 %call
  %2 = load <4 x i32>, ptr addrspace(1) %arrayidx3, align 16, !tbaa !8
  %call4 = tail call spir_func <4 x i32> @_Z3absDv4_j(<4 x i32> noundef %0) #5
  %arrayidx5 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %call
  store <4 x i32> %call4, ptr addrspace(1) %arrayidx5, align 16, !tbaa !8
  %call6 = tail call spir_func <4 x i32> @_Z8abs_diffDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %3 = getelementptr <4 x i32>, ptr addrspace(1) %out, i64 %call1
  %arrayidx9 = getelementptr <4 x i32>, ptr addrspace(1) %3, i64 %call
  store <4 x i32> %call6, ptr addrspace(1) %arrayidx9, align 16, !tbaa !8
  %call10 = tail call spir_func <4 x i32> @_Z7add_satDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx = shl i64 %call1, 5
  %4 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx
  %arrayidx13 = getelementptr <4 x i32>, ptr addrspace(1) %4, i64 %call
  store <4 x i32> %call10, ptr addrspace(1) %arrayidx13, align 16, !tbaa !8
  %call14 = tail call spir_func <4 x i32> @_Z7sub_satDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx188 = mul i64 %call1, 48
  %5 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx188
  %arrayidx17 = getelementptr <4 x i32>, ptr addrspace(1) %5, i64 %call
  store <4 x i32> %call14, ptr addrspace(1) %arrayidx17, align 16, !tbaa !8
  %call18 = tail call spir_func <4 x i32> @_Z4haddDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %mul19 = shl i64 %call1, 2
  %add20 = add i64 %mul19, %call
  %arrayidx21 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %add20
  store <4 x i32> %call18, ptr addrspace(1) %arrayidx21, align 16, !tbaa !8
  %call22 = tail call spir_func <4 x i32> @_Z5rhaddDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx189 = mul i64 %call1, 80
  %6 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx189
  %arrayidx25 = getelementptr <4 x i32>, ptr addrspace(1) %6, i64 %call
  store <4 x i32> %call22, ptr addrspace(1) %arrayidx25, align 16, !tbaa !8
  %call26 = tail call spir_func <4 x i32> @_Z5clampDv4_jjj(<4 x i32> noundef %0, i32 noundef 100, i32 noundef 1000000) #5
  %.idx190 = mul i64 %call1, 96
  %7 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx190
  %arrayidx29 = getelementptr <4 x i32>, ptr addrspace(1) %7, i64 %call
  store <4 x i32> %call26, ptr addrspace(1) %arrayidx29, align 16, !tbaa !8
  %call30 = tail call spir_func <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef %0) #5
  %.idx191 = mul i64 %call1, 112
  %8 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx191
  %arrayidx33 = getelementptr <4 x i32>, ptr addrspace(1) %8, i64 %call
  store <4 x i32> %call30, ptr addrspace(1) %arrayidx33, align 16, !tbaa !8
  %call34 = tail call spir_func <4 x i32> @_Z6mad_hiDv4_jS_S_(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #5
  %.idx192 = shl i64 %call1, 7
  %9 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx192
  %arrayidx37 = getelementptr <4 x i32>, ptr addrspace(1) %9, i64 %call
  store <4 x i32> %call34, ptr addrspace(1) %arrayidx37, align 16, !tbaa !8
  %call38 = tail call spir_func <4 x i32> @_Z6mul_hiDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx193 = mul i64 %call1, 144
  %10 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx193
  %arrayidx41 = getelementptr <4 x i32>, ptr addrspace(1) %10, i64 %call
  store <4 x i32> %call38, ptr addrspace(1) %arrayidx41, align 16, !tbaa !8
  %call42 = tail call spir_func <4 x i32> @_Z7mad_satDv4_jS_S_(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #5
  %.idx194 = mul i64 %call1, 160
  %11 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx194
  %arrayidx45 = getelementptr <4 x i32>, ptr addrspace(1) %11, i64 %call
  store <4 x i32> %call42, ptr addrspace(1) %arrayidx45, align 16, !tbaa !8
  %call46 = tail call spir_func <4 x i32> @_Z3maxDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx195 = mul i64 %call1, 176
  %12 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx195
  %arrayidx49 = getelementptr <4 x i32>, ptr addrspace(1) %12, i64 %call
  store <4 x i32> %call46, ptr addrspace(1) %arrayidx49, align 16, !tbaa !8
  %call50 = tail call spir_func <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef %0, <4 x i32> noundef %1) #5
  %.idx196 = mul i64 %call1, 192
  %13 = getelementptr i8, ptr addrspace(1) %out, i64 %.idx196
  %arrayidx53 = getelementptr <4 x i32>, ptr addrspace(1) %13, i64 %call
  store <4 x i32> %call50, ptr addrspace(1) %arrayidx53, align 16, !tbaa !8
  %14 = extractelement <4 x i32> %0, i64 0
  %conv = zext i32 %14 to i64
  %shl = shl nuw nsw i64 %conv, 20
  %15 = extractelement <4 x i32> %1, i64 0
  %conv54 = zext i32 %15 to i64
  %or = or i64 %shl, %conv54
  %16 = extractelement <4 x i32> %2, i64 0
  %conv55 = zext i32 %16 to i64
  %.neg = mul nsw i64 %conv55, -16777216
  %17 = extractelement <4 x i32> %0, i64 1
  %conv57 = zext i32 %17 to i64
  %or58 = or i64 %.neg, %conv57
  %call59 = tail call spir_func i64 @_Z6mul_hill(i64 noundef %or, i64 noundef %or58) #5
  %mul60 = shl i64 %call, 2
  %arrayidx62 = getelementptr inbounds i64, ptr addrspace(1) %longs, i64 %mul60
  store i64 %call59, ptr addrspace(1) %arrayidx62, align 8, !tbaa !32
  %18 = extractelement <4 x i32> %2, i64 1
  %conv63 = zext i32 %18 to i64
  %call64 = tail call spir_func i64 @_Z7mad_satlll(i64 noundef %or, i64 noundef %or58, i64 noundef %conv63) #5
  %add66 = or disjoint i64 %mul60, 1
  %arrayidx67 = getelementptr inbounds i64, ptr addrspace(1) %longs, i64 %add66
  store i64 %call64, ptr addrspace(1) %arrayidx67, align 8, !tbaa !32
  %19 = extractelement <4 x i32> %0, i64 2
  %20 = extractelement <4 x i32> %1, i64 2
  %call68 = tail call spir_func i64 @_Z8upsampleij(i32 noundef %19, i32 noundef %20) #5
  %add70 = or disjoint i64 %mul60, 2
  %arrayidx71 = getelementptr inbounds i64, ptr addrspace(1) %longs, i64 %add70
  store i64 %call68, ptr addrspace(1) %arrayidx71, align 8, !tbaa !32
  %mul72 = mul nuw nsw i64 %or, 1000
  %mul73 = mul nsw i64 %or58, 1000
  %call74 = tail call spir_func i64 @_Z7add_satll(i64 noundef %mul72, i64 noundef %mul73) #5
  %add76 = or disjoint i64 %mul60, 3
  %arrayidx77 = getelementptr inbounds i64, ptr addrspace(1) %longs, i64 %add76
  store i64 %call74, ptr addrspace(1) %arrayidx77, align 8, !tbaa !32
  %21 = extractelement <4 x i32> %0, i64 3
  %conv78 = zext i32 %21 to i64
  %22 = extractelement <4 x i32> %2, i64 3
  %conv79 = zext i32 %22 to i64
  %call80 = tail call spir_func i64 @_Z7mad_satmmm(i64 noundef %or, i64 noundef %conv78, i64 noundef %conv79) #5
  %mul81 = shl i64 %call, 1
  %arrayidx83 = getelementptr inbounds i64, ptr addrspace(1) %ulongs, i64 %mul81
  store i64 %call80, ptr addrspace(1) %arrayidx83, align 8, !tbaa !32
  %mul84 = mul i64 %or, 4099
  %call85 = tail call spir_func i64 @_Z6mul_himm(i64 noundef %mul84, i64 noundef %or58) #5
  %add87 = or disjoint i64 %mul81, 1
  %arrayidx88 = getelementptr inbounds i64, ptr addrspace(1) %ulongs, i64 %add87
  store i64 %call85, ptr addrspace(1) %arrayidx88, align 8, !tbaa !32
  %arrayidx89 = getelementptr inbounds i16, ptr addrspace(1) %ss, i64 %call
  %23 = load i16, ptr addrspace(1) %arrayidx89, align 2, !tbaa !34
  %24 = bitcast <4 x i32> %1 to <8 x i16>
  %conv90 = extractelement <8 x i16> %24, i64 6
  %call91 = tail call spir_func i32 @_Z8upsamplest(i16 noundef signext %23, i16 noundef zeroext %conv90) #5
  %conv92 = sext i32 %call91 to i64
  %arrayidx95 = getelementptr inbounds i64, ptr addrspace(1) %longs, i64 %add20
  store i64 %conv92, ptr addrspace(1) %arrayidx95, align 8, !tbaa !32
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3absDv4_j(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z8abs_diffDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7add_satDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7sub_satDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z4haddDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5rhaddDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5clampDv4_jjj(<4 x i32> noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3clzDv4_j(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6mad_hiDv4_jS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6mul_hiDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z7mad_satDv4_jS_S_(<4 x i32> noundef, <4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3maxDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z6rotateDv4_jS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z6mul_hill(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z7mad_satlll(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z8upsampleij(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z7add_satll(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z7mad_satmmm(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z8upsamplest(i16 noundef signext, i16 noundef zeroext) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float4*", !"float4*", !"float4*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*"}
!7 = !{!"const", !"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{float 3.000000e+00}
!12 = !{!"double2*", !"double2*", !"double2*"}
!13 = !{!"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*", !"double __attribute__((ext_vector_type(2)))*"}
!14 = !{i32 1, i32 1, i32 1, i32 1}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"int*"}
!17 = !{!"const", !"const", !"", !""}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !9, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !9, i64 0}
!22 = !{!"float4*", !"float4*", !"int4*", !"int*"}
!23 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"int*"}
!24 = !{!"int4*", !"int4*", !"int4*", !"int4*"}
!25 = !{!"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*"}
!26 = !{!"const", !"const", !"const", !""}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"uint4*", !"uint4*", !"uint4*", !"uint4*", !"long*", !"ulong*", !"short*"}
!30 = !{!"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"uint __attribute__((ext_vector_type(4)))*", !"long*", !"ulong*", !"short*"}
!31 = !{!"const", !"const", !"const", !"", !"", !"", !"const"}
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !9, i64 0}
!34 = !{!35, !35, i64 0}
!35 = !{!"short", !9, i64 0}
