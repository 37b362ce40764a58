; ModuleID = 'packing.cl'
source_filename = "packing.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @mixed(ptr addrspace(1) nocapture noundef writeonly align 4 %f, ptr addrspace(1) nocapture noundef readonly align 4 %ci, ptr addrspace(3) nocapture noundef readonly align 4 %scratch, i32 noundef %i, i32 noundef %u, float noundef %x, i64 noundef %l, <4 x float> noundef %v, ptr addrspace(1) nocapture noundef writeonly align 8 %d, i8 noundef zeroext %c, ptr addrspace(1) nocapture noundef writeonly align 64 %wide) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
entry:
  %conv = sitofp i32 %i to float
  %add = fadd float %conv, %x
  %conv1 = uitofp i32 %u to float
  %add2 = fadd float %add, %conv1
  %conv3 = sitofp i64 %l to float
  %add4 = fadd float %add2, %conv3
  %0 = extractelement <4 x float> %v, i64 0
  %add5 = fadd float %add4, %0
  %conv6 = uitofp i8 %c to float
  %add7 = fadd float %add5, %conv6
  %1 = load float, ptr addrspace(3) %scratch, align 4, !tbaa !9
  %add8 = fadd float %add7, %1
  store float %add8, ptr addrspace(1) %f, align 4, !tbaa !9
  %2 = load i32, ptr addrspace(1) %ci, align 4, !tbaa !13
  %conv11 = sitofp i32 %2 to double
  store double %conv11, ptr addrspace(1) %d, align 8, !tbaa !15
  %splat.splatinsert = insertelement <16 x i32> poison, i32 %i, i64 0
  %splat.splat = shufflevector <16 x i32> %splat.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  store <16 x i32> %splat.splat, ptr addrspace(1) %wide, align 64, !tbaa !17
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"int*", !"float*", !"int", !"uint", !"float", !"long", !"float4", !"double*", !"uchar", !"int16*"}
!6 = !{!"float*", !"int*", !"float*", !"int", !"uint", !"float", !"long", !"float __attribute__((ext_vector_type(4)))", !"double*", !"uchar", !"int __attribute__((ext_vector_type(16)))*"}
!7 = !{!"", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!8 = !{!"f", !"ci", !"scratch", !"i", !"u", !"x", !"l", !"v", !"d", !"c", !"wide"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !11, i64 0}
!17 = !{!11, !11, i64 0}
