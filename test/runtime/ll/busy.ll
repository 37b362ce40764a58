; ModuleID = 'busy.cl'
source_filename = "busy.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define dso_local spir_kernel void @busy(ptr addrspace(1) nocapture noundef writeonly align 4 %out, i32 noundef %iterations) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %conv = uitofp i64 %call to float
  %cmp5.not = icmp eq i32 %iterations, 0
  br i1 %cmp5.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %acc.0.lcssa = phi float [ %conv, %entry ], [ %0, %for.body ]
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %out, i64 %call
  store float %acc.0.lcssa, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  ret void

for.body:                                         ; preds = %entry, %for.body
  %k.07 = phi i32 [ %inc, %for.body ], [ 0, %entry ]
  %acc.06 = phi float [ %0, %for.body ], [ %conv, %entry ]
  %0 = tail call float @llvm.fmuladd.f32(float %acc.06, float 0x3FEFF7CEE0000000, float 1.000000e+00)
  %inc = add nuw i32 %k.07, 1
  %cmp = icmp ult i32 %inc, %iterations
  br i1 %cmp, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @count_runs(ptr addrspace(1) nocapture noundef align 4 %runs) local_unnamed_addr #3 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %call1 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %call2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #4
  %call3 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #4
  %call4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #4
  %mul = mul i64 %call4, %call3
  %add = add i64 %mul, %call2
  %mul5 = mul i64 %add, %call1
  %0 = getelementptr i32, ptr addrspace(1) %runs, i64 %call
  %arrayidx = getelementptr i32, ptr addrspace(1) %0, i64 %mul5
  %1 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !15
  %add7 = add i32 %1, 1
  store i32 %add7, ptr addrspace(1) %arrayidx, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 0}
!4 = !{!"none", !"none"}
!5 = !{!"float*", !"uint"}
!6 = !{!"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1}
!12 = !{!"none"}
!13 = !{!"uint*"}
!14 = !{!""}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
