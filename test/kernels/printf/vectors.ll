; ModuleID = 'vectors.cl'
source_filename = "vectors.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [42 x i8] c"char %v2hhd|%v3hhi|%v4hhd|%v8hhd|%v16hhd\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [44 x i8] c"uchar %v2hhu|%v3hhx|%#v4hhx|%v8hhX|%v16hhu\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [38 x i8] c"short %v2hd|%v3hi|%v4hd|%v8hd|%v16hd\0A\00", align 1
@.str.3 = private unnamed_addr addrspace(2) constant [40 x i8] c"ushort %v2hu|%v3hx|%#v4hX|%v8ho|%v16hu\0A\00", align 1
@.str.4 = private unnamed_addr addrspace(2) constant [42 x i8] c"int %v2hld|%v3hli|%+v4hld|%v8hld|%v16hld\0A\00", align 1
@.str.5 = private unnamed_addr addrspace(2) constant [43 x i8] c"uint %v2hlu|%v3hlx|%#v4hlX|%v8hlo|%v16hlu\0A\00", align 1
@.str.6 = private unnamed_addr addrspace(2) constant [37 x i8] c"long %v2ld|%v3li|%v4ld|%v8ld|%v16ld\0A\00", align 1
@.str.7 = private unnamed_addr addrspace(2) constant [38 x i8] c"ulong %v2lu|%v3lx|%v4lX|%v8lo|%v16lu\0A\00", align 1
@.str.8 = private unnamed_addr addrspace(2) constant [39 x i8] c"half %v2hf|%v3he|%v4hg|%v8ha|%.1v16hf\0A\00", align 1
@.str.9 = private unnamed_addr addrspace(2) constant [45 x i8] c"float %v2hlF|%v3hlE|%v4hlG|%v8hlA|%.1v16hlf\0A\00", align 1
@.str.10 = private unnamed_addr addrspace(2) constant [41 x i8] c"double %v2lf|%v3le|%v4lg|%v8la|%.1v16lf\0A\00", align 1
@.str.11 = private unnamed_addr addrspace(2) constant [64 x i8] c"[%+08.3v4hlf][%-6v2hld][%5.2v3lf][%#v2hho][% .0v2hle][%+v2hhd]\0A\00", align 1
@.str.12 = private unnamed_addr addrspace(2) constant [16 x i8] c"f4 = %2.2v4hlf\0A\00", align 1
@.str.13 = private unnamed_addr addrspace(2) constant [14 x i8] c"uc = %#v4hhx\0A\00", align 1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @vectors(ptr addrspace(1) noundef readonly align 16 captures(none) %c, ptr addrspace(1) noundef readonly align 16 captures(none) %uc, ptr addrspace(1) noundef readonly align 32 captures(none) %s, ptr addrspace(1) noundef readonly align 32 captures(none) %us, ptr addrspace(1) noundef readonly align 64 captures(none) %i, ptr addrspace(1) noundef readonly align 64 captures(none) %ui, ptr addrspace(1) noundef readonly align 128 captures(none) %l, ptr addrspace(1) noundef readonly align 128 captures(none) %ul, ptr addrspace(1) noundef readonly align 32 captures(none) %h, ptr addrspace(1) noundef readonly align 64 captures(none) %f, ptr addrspace(1) noundef readonly align 128 captures(none) %d, ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 56)) %ret) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %0 = load <16 x i8>, ptr addrspace(1) %c, align 16, !tbaa !13
  %1 = load <16 x i8>, ptr addrspace(1) %uc, align 16, !tbaa !13
  %2 = load <16 x i16>, ptr addrspace(1) %s, align 32, !tbaa !13
  %3 = load <16 x i16>, ptr addrspace(1) %us, align 32, !tbaa !13
  %4 = load <16 x i32>, ptr addrspace(1) %i, align 64, !tbaa !13
  %5 = load <16 x i32>, ptr addrspace(1) %ui, align 64, !tbaa !13
  %6 = load <16 x i64>, ptr addrspace(1) %l, align 128, !tbaa !13
  %7 = load <16 x i64>, ptr addrspace(1) %ul, align 128, !tbaa !13
  %8 = load <16 x half>, ptr addrspace(1) %h, align 32, !tbaa !13
  %9 = load <16 x float>, ptr addrspace(1) %f, align 64, !tbaa !13
  %10 = load <16 x double>, ptr addrspace(1) %d, align 128, !tbaa !13
  %11 = shufflevector <16 x i8> %0, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %12 = shufflevector <16 x i8> %0, <16 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = shufflevector <16 x i8> %0, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %14 = shufflevector <16 x i8> %0, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, <2 x i8> noundef %11, <3 x i8> noundef %12, <4 x i8> noundef %13, <8 x i8> noundef %14, <16 x i8> noundef %0) #3
  store i32 %call.i, ptr addrspace(1) %ret, align 4, !tbaa !3
  %15 = shufflevector <16 x i8> %1, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %16 = shufflevector <16 x i8> %1, <16 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = shufflevector <16 x i8> %1, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %18 = shufflevector <16 x i8> %1, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call1.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, <2 x i8> noundef %15, <3 x i8> noundef %16, <4 x i8> noundef %17, <8 x i8> noundef %18, <16 x i8> noundef %1) #3
  %arrayidx2.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 4
  store i32 %call1.i, ptr addrspace(1) %arrayidx2.i, align 4, !tbaa !3
  %19 = shufflevector <16 x i16> %2, <16 x i16> poison, <2 x i32> <i32 0, i32 1>
  %20 = shufflevector <16 x i16> %2, <16 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %21 = shufflevector <16 x i16> %2, <16 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %22 = shufflevector <16 x i16> %2, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call3.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.2, <2 x i16> noundef %19, <3 x i16> noundef %20, <4 x i16> noundef %21, <8 x i16> noundef %22, <16 x i16> noundef %2) #3
  %arrayidx4.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 8
  store i32 %call3.i, ptr addrspace(1) %arrayidx4.i, align 4, !tbaa !3
  %23 = shufflevector <16 x i16> %3, <16 x i16> poison, <2 x i32> <i32 0, i32 1>
  %24 = shufflevector <16 x i16> %3, <16 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = shufflevector <16 x i16> %3, <16 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %26 = shufflevector <16 x i16> %3, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call5.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.3, <2 x i16> noundef %23, <3 x i16> noundef %24, <4 x i16> noundef %25, <8 x i16> noundef %26, <16 x i16> noundef %3) #3
  %arrayidx6.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 12
  store i32 %call5.i, ptr addrspace(1) %arrayidx6.i, align 4, !tbaa !3
  %27 = shufflevector <16 x i32> %4, <16 x i32> poison, <2 x i32> <i32 0, i32 1>
  %28 = shufflevector <16 x i32> %4, <16 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = shufflevector <16 x i32> %4, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %30 = shufflevector <16 x i32> %4, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call7.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.4, <2 x i32> noundef %27, <3 x i32> noundef %28, <4 x i32> noundef %29, <8 x i32> noundef %30, <16 x i32> noundef %4) #3
  %arrayidx8.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 16
  store i32 %call7.i, ptr addrspace(1) %arrayidx8.i, align 4, !tbaa !3
  %31 = shufflevector <16 x i32> %5, <16 x i32> poison, <2 x i32> <i32 0, i32 1>
  %32 = shufflevector <16 x i32> %5, <16 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = shufflevector <16 x i32> %5, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %34 = shufflevector <16 x i32> %5, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call9.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.5, <2 x i32> noundef %31, <3 x i32> noundef %32, <4 x i32> noundef %33, <8 x i32> noundef %34, <16 x i32> noundef %5) #3
  %arrayidx10.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 20
  store i32 %call9.i, ptr addrspace(1) %arrayidx10.i, align 4, !tbaa !3
  %35 = shufflevector <16 x i64> %6, <16 x i64> poison, <2 x i32> <i32 0, i32 1>
  %36 = shufflevector <16 x i64> %6, <16 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = shufflevector <16 x i64> %6, <16 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shufflevector <16 x i64> %6, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call11.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.6, <2 x i64> noundef %35, <3 x i64> noundef %36, <4 x i64> noundef %37, <8 x i64> noundef %38, <16 x i64> noundef %6) #3
  %arrayidx12.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 24
  store i32 %call11.i, ptr addrspace(1) %arrayidx12.i, align 4, !tbaa !3
  %39 = shufflevector <16 x i64> %7, <16 x i64> poison, <2 x i32> <i32 0, i32 1>
  %40 = shufflevector <16 x i64> %7, <16 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = shufflevector <16 x i64> %7, <16 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %42 = shufflevector <16 x i64> %7, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call13.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.7, <2 x i64> noundef %39, <3 x i64> noundef %40, <4 x i64> noundef %41, <8 x i64> noundef %42, <16 x i64> noundef %7) #3
  %arrayidx14.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 28
  store i32 %call13.i, ptr addrspace(1) %arrayidx14.i, align 4, !tbaa !3
  %43 = shufflevector <16 x half> %8, <16 x half> poison, <2 x i32> <i32 0, i32 1>
  %44 = shufflevector <16 x half> %8, <16 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %45 = shufflevector <16 x half> %8, <16 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %46 = shufflevector <16 x half> %8, <16 x half> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call15.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.8, <2 x half> noundef %43, <3 x half> noundef %44, <4 x half> noundef %45, <8 x half> noundef %46, <16 x half> noundef %8) #3
  %arrayidx16.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 32
  store i32 %call15.i, ptr addrspace(1) %arrayidx16.i, align 4, !tbaa !3
  %47 = shufflevector <16 x float> %9, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %48 = shufflevector <16 x float> %9, <16 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %49 = shufflevector <16 x float> %9, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %50 = shufflevector <16 x float> %9, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call17.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.9, <2 x float> noundef %47, <3 x float> noundef %48, <4 x float> noundef %49, <8 x float> noundef %50, <16 x float> noundef %9) #3
  %arrayidx18.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 36
  store i32 %call17.i, ptr addrspace(1) %arrayidx18.i, align 4, !tbaa !3
  %51 = shufflevector <16 x double> %10, <16 x double> poison, <2 x i32> <i32 0, i32 1>
  %52 = shufflevector <16 x double> %10, <16 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = shufflevector <16 x double> %10, <16 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %54 = shufflevector <16 x double> %10, <16 x double> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call19.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.10, <2 x double> noundef %51, <3 x double> noundef %52, <4 x double> noundef %53, <8 x double> noundef %54, <16 x double> noundef %10) #3
  %arrayidx20.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 40
  store i32 %call19.i, ptr addrspace(1) %arrayidx20.i, align 4, !tbaa !3
  %55 = shufflevector <16 x i8> %1, <16 x i8> poison, <2 x i32> <i32 1, i32 2>
  %56 = shufflevector <16 x float> %9, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %57 = shufflevector <16 x i8> %0, <16 x i8> poison, <2 x i32> <i32 7, i32 8>
  %call21.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.11, <4 x float> noundef %49, <2 x i32> noundef %27, <3 x double> noundef %52, <2 x i8> noundef %55, <2 x float> noundef %56, <2 x i8> noundef %57) #3
  %arrayidx22.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 44
  store i32 %call21.i, ptr addrspace(1) %arrayidx22.i, align 4, !tbaa !3
  %call23.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.12, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>) #3
  %arrayidx24.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 48
  store i32 %call23.i, ptr addrspace(1) %arrayidx24.i, align 4, !tbaa !3
  %call26.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.13, <4 x i8> noundef <i8 -6, i8 -5, i8 -4, i8 -3>) #3
  %arrayidx27.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 52
  store i32 %call26.i, ptr addrspace(1) %arrayidx27.i, align 4, !tbaa !3
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_vectors(ptr addrspace(1) noundef readonly align 16 captures(none) %c, ptr addrspace(1) noundef readonly align 16 captures(none) %uc, ptr addrspace(1) noundef readonly align 32 captures(none) %s, ptr addrspace(1) noundef readonly align 32 captures(none) %us, ptr addrspace(1) noundef readonly align 64 captures(none) %i, ptr addrspace(1) noundef readonly align 64 captures(none) %ui, ptr addrspace(1) noundef readonly align 128 captures(none) %l, ptr addrspace(1) noundef readonly align 128 captures(none) %ul, ptr addrspace(1) noundef readonly align 32 captures(none) %h, ptr addrspace(1) noundef readonly align 64 captures(none) %f, ptr addrspace(1) noundef readonly align 128 captures(none) %d, ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 56)) %ret) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 !kernel_arg_name !12 {
entry:
  %0 = load <16 x i8>, ptr addrspace(1) %c, align 16, !tbaa !13
  %1 = load <16 x i8>, ptr addrspace(1) %uc, align 16, !tbaa !13
  %2 = load <16 x i16>, ptr addrspace(1) %s, align 32, !tbaa !13
  %3 = load <16 x i16>, ptr addrspace(1) %us, align 32, !tbaa !13
  %4 = load <16 x i32>, ptr addrspace(1) %i, align 64, !tbaa !13
  %5 = load <16 x i32>, ptr addrspace(1) %ui, align 64, !tbaa !13
  %6 = load <16 x i64>, ptr addrspace(1) %l, align 128, !tbaa !13
  %7 = load <16 x i64>, ptr addrspace(1) %ul, align 128, !tbaa !13
  %8 = load <16 x half>, ptr addrspace(1) %h, align 32, !tbaa !13
  %9 = load <16 x float>, ptr addrspace(1) %f, align 64, !tbaa !13
  %10 = load <16 x double>, ptr addrspace(1) %d, align 128, !tbaa !13
  %11 = shufflevector <16 x i8> %0, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %12 = shufflevector <16 x i8> %0, <16 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %13 = shufflevector <16 x i8> %0, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %14 = shufflevector <16 x i8> %0, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, <2 x i8> noundef %11, <3 x i8> noundef %12, <4 x i8> noundef %13, <8 x i8> noundef %14, <16 x i8> noundef %0) #3
  store i32 %call, ptr addrspace(1) %ret, align 4, !tbaa !3
  %15 = shufflevector <16 x i8> %1, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %16 = shufflevector <16 x i8> %1, <16 x i8> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %17 = shufflevector <16 x i8> %1, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %18 = shufflevector <16 x i8> %1, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call1 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, <2 x i8> noundef %15, <3 x i8> noundef %16, <4 x i8> noundef %17, <8 x i8> noundef %18, <16 x i8> noundef %1) #3
  %arrayidx2 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 4
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4, !tbaa !3
  %19 = shufflevector <16 x i16> %2, <16 x i16> poison, <2 x i32> <i32 0, i32 1>
  %20 = shufflevector <16 x i16> %2, <16 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %21 = shufflevector <16 x i16> %2, <16 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %22 = shufflevector <16 x i16> %2, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call3 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.2, <2 x i16> noundef %19, <3 x i16> noundef %20, <4 x i16> noundef %21, <8 x i16> noundef %22, <16 x i16> noundef %2) #3
  %arrayidx4 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 8
  store i32 %call3, ptr addrspace(1) %arrayidx4, align 4, !tbaa !3
  %23 = shufflevector <16 x i16> %3, <16 x i16> poison, <2 x i32> <i32 0, i32 1>
  %24 = shufflevector <16 x i16> %3, <16 x i16> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %25 = shufflevector <16 x i16> %3, <16 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %26 = shufflevector <16 x i16> %3, <16 x i16> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call5 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.3, <2 x i16> noundef %23, <3 x i16> noundef %24, <4 x i16> noundef %25, <8 x i16> noundef %26, <16 x i16> noundef %3) #3
  %arrayidx6 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 12
  store i32 %call5, ptr addrspace(1) %arrayidx6, align 4, !tbaa !3
  %27 = shufflevector <16 x i32> %4, <16 x i32> poison, <2 x i32> <i32 0, i32 1>
  %28 = shufflevector <16 x i32> %4, <16 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %29 = shufflevector <16 x i32> %4, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %30 = shufflevector <16 x i32> %4, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call7 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.4, <2 x i32> noundef %27, <3 x i32> noundef %28, <4 x i32> noundef %29, <8 x i32> noundef %30, <16 x i32> noundef %4) #3
  %arrayidx8 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 16
  store i32 %call7, ptr addrspace(1) %arrayidx8, align 4, !tbaa !3
  %31 = shufflevector <16 x i32> %5, <16 x i32> poison, <2 x i32> <i32 0, i32 1>
  %32 = shufflevector <16 x i32> %5, <16 x i32> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %33 = shufflevector <16 x i32> %5, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %34 = shufflevector <16 x i32> %5, <16 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call9 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.5, <2 x i32> noundef %31, <3 x i32> noundef %32, <4 x i32> noundef %33, <8 x i32> noundef %34, <16 x i32> noundef %5) #3
  %arrayidx10 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 20
  store i32 %call9, ptr addrspace(1) %arrayidx10, align 4, !tbaa !3
  %35 = shufflevector <16 x i64> %6, <16 x i64> poison, <2 x i32> <i32 0, i32 1>
  %36 = shufflevector <16 x i64> %6, <16 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %37 = shufflevector <16 x i64> %6, <16 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %38 = shufflevector <16 x i64> %6, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call11 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.6, <2 x i64> noundef %35, <3 x i64> noundef %36, <4 x i64> noundef %37, <8 x i64> noundef %38, <16 x i64> noundef %6) #3
  %arrayidx12 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 24
  store i32 %call11, ptr addrspace(1) %arrayidx12, align 4, !tbaa !3
  %39 = shufflevector <16 x i64> %7, <16 x i64> poison, <2 x i32> <i32 0, i32 1>
  %40 = shufflevector <16 x i64> %7, <16 x i64> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %41 = shufflevector <16 x i64> %7, <16 x i64> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %42 = shufflevector <16 x i64> %7, <16 x i64> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call13 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.7, <2 x i64> noundef %39, <3 x i64> noundef %40, <4 x i64> noundef %41, <8 x i64> noundef %42, <16 x i64> noundef %7) #3
  %arrayidx14 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 28
  store i32 %call13, ptr addrspace(1) %arrayidx14, align 4, !tbaa !3
  %43 = shufflevector <16 x half> %8, <16 x half> poison, <2 x i32> <i32 0, i32 1>
  %44 = shufflevector <16 x half> %8, <16 x half> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %45 = shufflevector <16 x half> %8, <16 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %46 = shufflevector <16 x half> %8, <16 x half> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call15 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.8, <2 x half> noundef %43, <3 x half> noundef %44, <4 x half> noundef %45, <8 x half> noundef %46, <16 x half> noundef %8) #3
  %arrayidx16 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 32
  store i32 %call15, ptr addrspace(1) %arrayidx16, align 4, !tbaa !3
  %47 = shufflevector <16 x float> %9, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %48 = shufflevector <16 x float> %9, <16 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %49 = shufflevector <16 x float> %9, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %50 = shufflevector <16 x float> %9, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call17 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.9, <2 x float> noundef %47, <3 x float> noundef %48, <4 x float> noundef %49, <8 x float> noundef %50, <16 x float> noundef %9) #3
  %arrayidx18 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 36
  store i32 %call17, ptr addrspace(1) %arrayidx18, align 4, !tbaa !3
  %51 = shufflevector <16 x double> %10, <16 x double> poison, <2 x i32> <i32 0, i32 1>
  %52 = shufflevector <16 x double> %10, <16 x double> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %53 = shufflevector <16 x double> %10, <16 x double> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %54 = shufflevector <16 x double> %10, <16 x double> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %call19 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.10, <2 x double> noundef %51, <3 x double> noundef %52, <4 x double> noundef %53, <8 x double> noundef %54, <16 x double> noundef %10) #3
  %arrayidx20 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 40
  store i32 %call19, ptr addrspace(1) %arrayidx20, align 4, !tbaa !3
  %55 = shufflevector <16 x i8> %1, <16 x i8> poison, <2 x i32> <i32 1, i32 2>
  %56 = shufflevector <16 x float> %9, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %57 = shufflevector <16 x i8> %0, <16 x i8> poison, <2 x i32> <i32 7, i32 8>
  %call21 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.11, <4 x float> noundef %49, <2 x i32> noundef %27, <3 x double> noundef %52, <2 x i8> noundef %55, <2 x float> noundef %56, <2 x i8> noundef %57) #3
  %arrayidx22 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 44
  store i32 %call21, ptr addrspace(1) %arrayidx22, align 4, !tbaa !3
  %call23 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.12, <4 x float> noundef <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>) #3
  %arrayidx24 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 48
  store i32 %call23, ptr addrspace(1) %arrayidx24, align 4, !tbaa !3
  %call26 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.13, <4 x i8> noundef <i8 -6, i8 -5, i8 -4, i8 -3>) #3
  %arrayidx27 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 52
  store i32 %call26, ptr addrspace(1) %arrayidx27, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent nofree nounwind
declare spir_func noundef i32 @printf(ptr addrspace(2) noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }

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
!7 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"char16*", !"uchar16*", !"short16*", !"ushort16*", !"int16*", !"uint16*", !"long16*", !"ulong16*", !"half16*", !"float16*", !"double16*", !"int*"}
!10 = !{!"char __attribute__((ext_vector_type(16)))*", !"uchar __attribute__((ext_vector_type(16)))*", !"short __attribute__((ext_vector_type(16)))*", !"ushort __attribute__((ext_vector_type(16)))*", !"int __attribute__((ext_vector_type(16)))*", !"uint __attribute__((ext_vector_type(16)))*", !"long __attribute__((ext_vector_type(16)))*", !"ulong __attribute__((ext_vector_type(16)))*", !"half __attribute__((ext_vector_type(16)))*", !"float __attribute__((ext_vector_type(16)))*", !"double __attribute__((ext_vector_type(16)))*", !"int*"}
!11 = !{!"const", !"const", !"const", !"const", !"const", !"const", !"const", !"const", !"const", !"const", !"const", !""}
!12 = !{!"c", !"uc", !"s", !"us", !"i", !"ui", !"l", !"ul", !"h", !"f", !"d", !"ret"}
!13 = !{!5, !5, i64 0}
