; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL1.2 -cl-ext=+all -finclude-default-header -emit-llvm -O2 vload.cl -o vload.ll
; ModuleID = 'vload.cl'
source_filename = "vload.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@table = addrspace(2) constant [8 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00], align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vload(ptr addrspace(1) noundef align 4 %g, ptr addrspace(3) noundef align 4 %lo, ptr addrspace(1) noundef align 2 %h, ptr addrspace(1) nocapture noundef readonly align 8 %d, i32 noundef %k) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %p = alloca [8 x float], align 4
  %conv = zext i32 %k to i64
  %call = tail call spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef %conv, ptr addrspace(1) noundef %g) #4
  %call1 = tail call spir_func <4 x float> @_Z6vload4mPU3AS2Kf(i64 noundef 1, ptr addrspace(2) noundef @table) #4
  %add = fadd <4 x float> %call, %call1
  %add2 = add i32 %k, 1
  %conv3 = zext i32 %add2 to i64
  tail call spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef %add, i64 noundef %conv3, ptr addrspace(1) noundef %g) #5
  %call5 = tail call spir_func <2 x i32> @_Z6vload2mPU3AS3Ki(i64 noundef %conv, ptr addrspace(3) noundef %lo) #4
  tail call spir_func void @_Z7vstore2Dv2_imPU3AS3i(<2 x i32> noundef %call5, i64 noundef 3, ptr addrspace(3) noundef %lo) #5
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %p) #6
  %call6 = tail call spir_func <8 x float> @_Z6vload8mPU3AS1Kf(i64 noundef 0, ptr addrspace(1) noundef %g) #4
  call spir_func void @_Z7vstore8Dv8_fmPf(<8 x float> noundef %call6, i64 noundef 0, ptr noundef nonnull %p) #5
  %call8 = call spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 noundef %conv, ptr addrspace(1) noundef %g) #4
  %call10 = call spir_func <3 x float> @_Z6vload3mPKf(i64 noundef 0, ptr noundef nonnull %p) #4
  %add11 = fadd <3 x float> %call8, %call10
  call spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float> noundef %add11, i64 noundef 2, ptr addrspace(1) noundef %g) #5
  %call13 = call spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64 noundef %conv, ptr addrspace(1) noundef %h) #4
  %call14 = call spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef 0, ptr addrspace(1) noundef %h) #4
  %splat.splatinsert = insertelement <4 x float> poison, float %call14, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add15 = fadd <4 x float> %call13, %splat.splat
  call spir_func void @_Z12vstore_half4Dv4_fmPU3AS1Dh(<4 x float> noundef %add15, i64 noundef 1, ptr addrspace(1) noundef %h) #5
  %0 = extractelement <4 x float> %add15, i64 0
  call spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float noundef %0, i64 noundef 9, ptr addrspace(1) noundef %h) #5
  %1 = load double, ptr addrspace(1) %d, align 8, !tbaa !7
  call spir_func void @_Z11vstore_halfdmPU3AS1Dh(double noundef %1, i64 noundef 10, ptr addrspace(1) noundef %h) #5
  call spir_func void @_Z13vstorea_half4Dv4_fmPU3AS1Dh(<4 x float> noundef %add15, i64 noundef 3, ptr addrspace(1) noundef %h) #5
  %call16 = call spir_func <3 x float> @_Z12vloada_half3mPU3AS1KDh(i64 noundef 1, ptr addrspace(1) noundef %h) #4
  call spir_func void @_Z12vstore_half3Dv3_fmPU3AS1Dh(<3 x float> noundef %call16, i64 noundef 5, ptr addrspace(1) noundef %h) #5
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %p) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS2Kf(i64 noundef, ptr addrspace(2) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <2 x i32> @_Z6vload2mPU3AS3Ki(i64 noundef, ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore2Dv2_imPU3AS3i(<2 x i32> noundef, i64 noundef, ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore8Dv8_fmPf(<8 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <8 x float> @_Z6vload8mPU3AS1Kf(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore3Dv3_fmPU3AS1f(<3 x float> noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <3 x float> @_Z6vload3mPU3AS1Kf(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <3 x float> @_Z6vload3mPKf(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11vload_half4mPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func float @_Z10vload_halfmPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z12vstore_half4Dv4_fmPU3AS1Dh(<4 x float> noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z15vstore_half_rtefmPU3AS1Dh(float noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z11vstore_halfdmPU3AS1Dh(double noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z13vstorea_half4Dv4_fmPU3AS1Dh(<4 x float> noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z12vstore_half3Dv3_fmPU3AS1Dh(<3 x float> noundef, i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <3 x float> @_Z12vloada_half3mPU3AS1KDh(i64 noundef, ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(read) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, i32 2}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 3, i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"int*", !"half*", !"double*", !"uint"}
!6 = !{!"", !"", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"double", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
