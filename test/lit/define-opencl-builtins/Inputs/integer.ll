; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 integer.cl -o integer.ll
; ModuleID = 'integer.cl'
source_filename = "integer.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @integer(ptr addrspace(1) nocapture noundef align 4 %i, ptr addrspace(1) nocapture noundef align 4 %u, ptr addrspace(1) nocapture noundef align 16 %v, ptr addrspace(1) nocapture noundef align 8 %l, ptr addrspace(1) nocapture noundef readonly align 2 %s, ptr addrspace(1) nocapture noundef readonly align 2 %us) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %i, i64 4
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !8
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 8
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !tbaa !8
  %call = tail call spir_func i32 @_Z8abs_diffii(i32 noundef %0, i32 noundef %1) #2
  %call4 = tail call spir_func i32 @_Z7add_satii(i32 noundef %0, i32 noundef %1) #2
  %add = add i32 %call4, %call
  %call7 = tail call spir_func i32 @_Z4haddii(i32 noundef %0, i32 noundef %1) #2
  %add8 = add i32 %add, %call7
  %arrayidx9 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 12
  %2 = load i32, ptr addrspace(1) %arrayidx9, align 4, !tbaa !8
  %call10 = tail call spir_func i32 @_Z3clzi(i32 noundef %2) #2
  %add11 = add i32 %add8, %call10
  %call14 = tail call spir_func i32 @_Z6mul_hiii(i32 noundef %0, i32 noundef %1) #2
  %add15 = add i32 %add11, %call14
  %call18 = tail call spir_func i32 @_Z6rotateii(i32 noundef %0, i32 noundef %1) #2
  %add19 = add i32 %add15, %call18
  store i32 %add19, ptr addrspace(1) %i, align 4, !tbaa !8
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 4
  %3 = load i32, ptr addrspace(1) %arrayidx21, align 4, !tbaa !8
  %arrayidx22 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 8
  %4 = load i32, ptr addrspace(1) %arrayidx22, align 4, !tbaa !8
  %call23 = tail call spir_func i32 @_Z7add_satjj(i32 noundef %3, i32 noundef %4) #2
  %call26 = tail call spir_func i32 @_Z4haddjj(i32 noundef %3, i32 noundef %4) #2
  %add27 = add i32 %call26, %call23
  %call30 = tail call spir_func i32 @_Z3maxjj(i32 noundef %3, i32 noundef %4) #2
  %add31 = add i32 %add27, %call30
  %5 = load i32, ptr addrspace(1) %u, align 4, !tbaa !8
  %call35 = tail call spir_func i32 @_Z7mad_satjjj(i32 noundef %5, i32 noundef %3, i32 noundef %4) #2
  %add36 = add i32 %add31, %call35
  %arrayidx37 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 12
  %6 = load i32, ptr addrspace(1) %arrayidx37, align 4, !tbaa !8
  %call38 = tail call spir_func i32 @_Z8popcountj(i32 noundef %6) #2
  %add39 = add i32 %add36, %call38
  store i32 %add39, ptr addrspace(1) %u, align 4, !tbaa !8
  %arrayidx41 = getelementptr inbounds i8, ptr addrspace(1) %v, i64 16
  %7 = load <4 x i32>, ptr addrspace(1) %arrayidx41, align 16, !tbaa !12
  %call42 = tail call spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef %7, i32 noundef 0, i32 noundef 10) #2
  %arrayidx44 = getelementptr inbounds i8, ptr addrspace(1) %v, i64 32
  %8 = load <4 x i32>, ptr addrspace(1) %arrayidx44, align 16, !tbaa !12
  %call45 = tail call spir_func <4 x i32> @_Z3minDv4_iS_(<4 x i32> noundef %7, <4 x i32> noundef %8) #2
  %add46 = add <4 x i32> %call45, %call42
  %arrayidx47 = getelementptr inbounds i8, ptr addrspace(1) %v, i64 48
  %9 = load <4 x i32>, ptr addrspace(1) %arrayidx47, align 16, !tbaa !12
  %call48 = tail call spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef %9) #2
  %add49 = add <4 x i32> %add46, %call48
  store <4 x i32> %add49, ptr addrspace(1) %v, align 16, !tbaa !12
  %arrayidx51 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 16
  %10 = load i32, ptr addrspace(1) %arrayidx51, align 4, !tbaa !8
  %arrayidx52 = getelementptr inbounds i8, ptr addrspace(1) %u, i64 16
  %11 = load i32, ptr addrspace(1) %arrayidx52, align 4, !tbaa !8
  %call53 = tail call spir_func i64 @_Z8upsampleij(i32 noundef %10, i32 noundef %11) #2
  %arrayidx54 = getelementptr inbounds i8, ptr addrspace(1) %l, i64 8
  %12 = load i64, ptr addrspace(1) %arrayidx54, align 8, !tbaa !13
  %arrayidx55 = getelementptr inbounds i8, ptr addrspace(1) %l, i64 16
  %13 = load i64, ptr addrspace(1) %arrayidx55, align 8, !tbaa !13
  %call56 = tail call spir_func i64 @_Z6mul_hill(i64 noundef %12, i64 noundef %13) #2
  %add57 = add nsw i64 %call56, %call53
  store i64 %add57, ptr addrspace(1) %l, align 8, !tbaa !13
  %14 = load i16, ptr addrspace(1) %s, align 2, !tbaa !15
  %15 = load i16, ptr addrspace(1) %us, align 2, !tbaa !15
  %call61 = tail call spir_func i32 @_Z8upsamplest(i16 noundef signext %14, i16 noundef zeroext %15) #2
  %arrayidx62 = getelementptr inbounds i8, ptr addrspace(1) %i, i64 20
  store i32 %call61, ptr addrspace(1) %arrayidx62, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z8abs_diffii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z4haddii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3clzi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6mul_hiii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z6rotateii(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z7mad_satjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z5clampDv4_iii(<4 x i32> noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3minDv4_iS_(<4 x i32> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z3absDv4_i(<4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z8upsampleij(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z6mul_hill(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z8upsamplest(i16 noundef signext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"uint*", !"int4*", !"long*", !"short*", !"ushort*"}
!6 = !{!"int*", !"uint*", !"int __attribute__((ext_vector_type(4)))*", !"long*", !"short*", !"ushort*"}
!7 = !{!"", !"", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!10, !10, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !10, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !10, i64 0}
