; ModuleID = 'diffusion.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 diffusion.cl -o diffusion.ll
source_filename = "diffusion.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@diffusion.u = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @diffusion(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out, float noundef %k, i32 noundef %steps) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %call1
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx7 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %call
  store float %0, ptr addrspace(3) %arrayidx7, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %cmp827.not = icmp eq i32 %steps, 0
  br i1 %cmp827.not, label %for.cond.cleanup, label %for.body.lr.ph

for.body.lr.ph:                                   ; preds = %entry
  %cmp2 = icmp eq i64 %call, 255
  %add = add i64 %call, 1
  %cond6 = select i1 %cmp2, i64 255, i64 %add
  %cond = tail call i64 @llvm.usub.sat.i64(i64 %call, i64 1)
  %arrayidx10 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %cond
  %arrayidx12 = getelementptr inbounds [256 x float], ptr addrspace(3) @diffusion.u, i64 0, i64 %cond6
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %1 = load float, ptr addrspace(3) %arrayidx7, align 4, !tbaa !7
  %arrayidx16 = getelementptr inbounds float, ptr addrspace(1) %out, i64 %call1
  store float %1, ptr addrspace(1) %arrayidx16, align 4, !tbaa !7
  ret void

for.body:                                         ; preds = %for.body.lr.ph, %for.body
  %s.028 = phi i32 [ 0, %for.body.lr.ph ], [ %inc, %for.body ]
  %2 = load float, ptr addrspace(3) %arrayidx7, align 4, !tbaa !7
  %3 = load float, ptr addrspace(3) %arrayidx10, align 4, !tbaa !7
  %4 = tail call float @llvm.fmuladd.f32(float %2, float -2.000000e+00, float %3)
  %5 = load float, ptr addrspace(3) %arrayidx12, align 4, !tbaa !7
  %add13 = fadd float %4, %5
  %6 = tail call float @llvm.fmuladd.f32(float %k, float %add13, float %2)
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  store float %6, ptr addrspace(3) %arrayidx7, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %inc = add nuw i32 %s.028, 1
  %cmp8 = icmp ult i32 %inc, %steps
  br i1 %cmp8, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #4

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"float*", !"float", !"uint"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
