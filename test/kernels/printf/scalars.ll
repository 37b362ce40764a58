; ModuleID = 'scalars.cl'
source_filename = "scalars.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [31 x i8] c"d=%d i=%i o=%o u=%u x=%x X=%X\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [38 x i8] c"hh=%hhd,%hhu h=%hd,%hx l=%ld,%lu,%lx\0A\00", align 1
@.str.2 = private unnamed_addr addrspace(2) constant [41 x i8] c"f=%f F=%F e=%e E=%E a=%a A=%A g=%g G=%G\0A\00", align 1
@.str.3 = private unnamed_addr addrspace(2) constant [32 x i8] c"c=%c s=%s|%.3s|%-6s|%6s| 100%%\0A\00", align 1
@.str.4 = private unnamed_addr addrspace(2) constant [8 x i8] c"literal\00", align 1
@.str.5 = private unnamed_addr addrspace(2) constant [10 x i8] c"truncated\00", align 1
@.str.6 = private unnamed_addr addrspace(2) constant [5 x i8] c"left\00", align 1
@.str.7 = private unnamed_addr addrspace(2) constant [6 x i8] c"right\00", align 1
@.str.8 = private unnamed_addr addrspace(2) constant [45 x i8] c"[%-5d][%+d][% d][%#o][%#x][%#X][%05d][%.3d]\0A\00", align 1
@.str.9 = private unnamed_addr addrspace(2) constant [52 x i8] c"[%8.3f][%-10.2e][%+.0f][%#.0f][%#g][%+08.2f][%.1f]\0A\00", align 1
@.str.10 = private unnamed_addr addrspace(2) constant [13 x i8] c"z=%zu t=%td\0A\00", align 1
@.str.11 = private unnamed_addr addrspace(2) constant [6 x i8] c"p=%p\0A\00", align 1
@.str.12 = private unnamed_addr addrspace(2) constant [21 x i8] c"extra arguments: %d\0A\00", align 1
@.str.13 = private unnamed_addr addrspace(2) constant [16 x i8] c"no conversions\0A\00", align 1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @scalars(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 40)) %ret, i32 noundef %i, i32 noundef %u, i64 noundef %l, i64 noundef %ul, i8 noundef signext %c, i8 noundef zeroext %uc, i16 noundef signext %s, float noundef %f, double noundef %d, i8 noundef signext %letter, ptr addrspace(1) noundef align 4 %address) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %i, i32 noundef %i, i32 noundef %u, i32 noundef %u, i32 noundef %u, i32 noundef %u) #4
  store i32 %call.i, ptr addrspace(1) %ret, align 4, !tbaa !3
  %conv.i = sext i8 %c to i32
  %conv1.i = zext i8 %uc to i32
  %conv2.i = sext i16 %s to i32
  %call4.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, i32 noundef %conv.i, i32 noundef %conv1.i, i32 noundef %conv2.i, i32 noundef %conv2.i, i64 noundef %l, i64 noundef %ul, i64 noundef %ul) #4
  %arrayidx5.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 4
  store i32 %call4.i, ptr addrspace(1) %arrayidx5.i, align 4, !tbaa !3
  %conv6.i = fpext float %f to double
  %call12.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.2, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %d, double noundef %d) #4
  %arrayidx13.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 8
  store i32 %call12.i, ptr addrspace(1) %arrayidx13.i, align 4, !tbaa !3
  %conv14.i = sext i8 %letter to i32
  %call15.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.3, i32 noundef %conv14.i, ptr addrspace(2) noundef @.str.4, ptr addrspace(2) noundef @.str.5, ptr addrspace(2) noundef @.str.6, ptr addrspace(2) noundef @.str.7) #4
  %arrayidx16.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 12
  store i32 %call15.i, ptr addrspace(1) %arrayidx16.i, align 4, !tbaa !3
  %call17.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.8, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 8, i32 noundef 255, i32 noundef 255, i32 noundef %i, i32 noundef 7) #4
  %arrayidx18.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 16
  store i32 %call17.i, ptr addrspace(1) %arrayidx18.i, align 4, !tbaa !3
  %fneg.i = fneg float %f
  %conv24.i = fpext float %fneg.i to double
  %sub.i = fsub float %f, %f
  %div.i = fdiv float 1.000000e+00, %sub.i, !fpmath !12
  %conv25.i = fpext float %div.i to double
  %call26.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.9, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv6.i, double noundef %conv24.i, double noundef %conv25.i) #4
  %arrayidx27.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 20
  store i32 %call26.i, ptr addrspace(1) %arrayidx27.i, align 4, !tbaa !3
  %call28.i = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %add.i = add i64 %call28.i, 5
  %call29.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.10, i64 noundef %add.i, i64 noundef -3) #4
  %arrayidx30.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 24
  store i32 %call29.i, ptr addrspace(1) %arrayidx30.i, align 4, !tbaa !3
  %call31.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.11, ptr addrspace(1) noundef align 4 %address) #4
  %arrayidx32.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 28
  store i32 %call31.i, ptr addrspace(1) %arrayidx32.i, align 4, !tbaa !3
  %call33.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.12, i32 noundef %i, i32 noundef %u, i64 noundef %l) #4
  %arrayidx34.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 32
  store i32 %call33.i, ptr addrspace(1) %arrayidx34.i, align 4, !tbaa !3
  %call35.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.13) #4
  %arrayidx36.i = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 36
  store i32 %call35.i, ptr addrspace(1) %arrayidx36.i, align 4, !tbaa !3
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_scalars(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 40)) %ret, i32 noundef %i, i32 noundef %u, i64 noundef %l, i64 noundef %ul, i8 noundef signext %c, i8 noundef zeroext %uc, i16 noundef signext %s, float noundef %f, double noundef %d, i8 noundef signext %letter, ptr addrspace(1) noundef align 4 %address) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %i, i32 noundef %i, i32 noundef %u, i32 noundef %u, i32 noundef %u, i32 noundef %u) #4
  store i32 %call, ptr addrspace(1) %ret, align 4, !tbaa !3
  %conv = sext i8 %c to i32
  %conv1 = zext i8 %uc to i32
  %conv2 = sext i16 %s to i32
  %call4 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, i32 noundef %conv, i32 noundef %conv1, i32 noundef %conv2, i32 noundef %conv2, i64 noundef %l, i64 noundef %ul, i64 noundef %ul) #4
  %arrayidx5 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 4
  store i32 %call4, ptr addrspace(1) %arrayidx5, align 4, !tbaa !3
  %conv6 = fpext float %f to double
  %call12 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.2, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %d, double noundef %d) #4
  %arrayidx13 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 8
  store i32 %call12, ptr addrspace(1) %arrayidx13, align 4, !tbaa !3
  %conv14 = sext i8 %letter to i32
  %call15 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.3, i32 noundef %conv14, ptr addrspace(2) noundef @.str.4, ptr addrspace(2) noundef @.str.5, ptr addrspace(2) noundef @.str.6, ptr addrspace(2) noundef @.str.7) #4
  %arrayidx16 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 12
  store i32 %call15, ptr addrspace(1) %arrayidx16, align 4, !tbaa !3
  %call17 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.8, i32 noundef 7, i32 noundef 7, i32 noundef 7, i32 noundef 8, i32 noundef 255, i32 noundef 255, i32 noundef %i, i32 noundef 7) #4
  %arrayidx18 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 16
  store i32 %call17, ptr addrspace(1) %arrayidx18, align 4, !tbaa !3
  %fneg = fneg float %f
  %conv24 = fpext float %fneg to double
  %sub = fsub float %f, %f
  %div = fdiv float 1.000000e+00, %sub, !fpmath !12
  %conv25 = fpext float %div to double
  %call26 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.9, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv6, double noundef %conv24, double noundef %conv25) #4
  %arrayidx27 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 20
  store i32 %call26, ptr addrspace(1) %arrayidx27, align 4, !tbaa !3
  %call28 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %add = add i64 %call28, 5
  %call29 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.10, i64 noundef %add, i64 noundef -3) #4
  %arrayidx30 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 24
  store i32 %call29, ptr addrspace(1) %arrayidx30, align 4, !tbaa !3
  %call31 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.11, ptr addrspace(1) noundef %address) #4
  %arrayidx32 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 28
  store i32 %call31, ptr addrspace(1) %arrayidx32, align 4, !tbaa !3
  %call33 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.12, i32 noundef %i, i32 noundef %u, i64 noundef %l) #4
  %arrayidx34 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 32
  store i32 %call33, ptr addrspace(1) %arrayidx34, align 4, !tbaa !3
  %call35 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.13) #4
  %arrayidx36 = getelementptr inbounds nuw i8, ptr addrspace(1) %ret, i64 36
  store i32 %call35, ptr addrspace(1) %arrayidx36, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent nofree nounwind
declare spir_func noundef i32 @printf(ptr addrspace(2) noundef readonly captures(none), ...) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

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
!7 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"int*", !"int", !"uint", !"long", !"ulong", !"char", !"uchar", !"short", !"float", !"double", !"char", !"int*"}
!10 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !"const"}
!11 = !{!"ret", !"i", !"u", !"l", !"ul", !"c", !"uc", !"s", !"f", !"d", !"letter", !"address"}
!12 = !{float 2.500000e+00}
