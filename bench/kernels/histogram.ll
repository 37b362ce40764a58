; ModuleID = 'histogram.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 histogram.cl -o histogram.ll
source_filename = "histogram.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histogram(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) noundef align 4 %bins, i32 noundef %n) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %conv = zext i32 %n to i64
  %cmp9 = icmp ult i64 %call, %conv
  br i1 %cmp9, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  ret void

for.body:                                         ; preds = %entry, %for.body
  %i.010 = phi i64 [ %add, %for.body ], [ %call, %entry ]
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i.010
  %0 = load float, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %mul = fmul float %0, 2.560000e+02
  %conv2 = fptoui float %mul to i32
  %call3 = tail call spir_func i32 @_Z3minjj(i32 noundef %conv2, i32 noundef 255) #3
  %idxprom = zext i32 %call3 to i64
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %idxprom
  %call5 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %arrayidx4) #4
  %call6 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #3
  %add = add i64 %call6, %i.010
  %cmp = icmp ult i64 %add, %conv
  br i1 %cmp, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3minjj(i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float*", !"uint*", !"uint"}
!6 = !{!"const", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
