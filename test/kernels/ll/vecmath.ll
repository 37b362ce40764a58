; ModuleID = 'vecmath.cl'
source_filename = "vecmath.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @vecmath(ptr addrspace(1) nocapture noundef readonly align 16 %a, ptr addrspace(1) nocapture noundef writeonly align 16 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %steps) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #2
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %a, i64 %call
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call1 = tail call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %0) #2
  %call2 = tail call spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef %call1) #2, !fpmath !11
  %mul = fmul <4 x float> %0, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %call3 = tail call spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef %mul) #2
  %add = fadd <4 x float> %call2, %call3
  %call4 = tail call spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef %0, <4 x float> noundef %0, <4 x float> noundef <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>) #2
  %add5 = fadd <4 x float> %add, %call4
  %1 = extractelement <4 x float> %add5, i64 0
  %cmp28 = fcmp ogt float %1, 1.000000e+00
  br i1 %cmp28, label %while.body, label %while.end

while.body:                                       ; preds = %entry, %while.body
  %x.030 = phi float [ %mul7, %while.body ], [ %1, %entry ]
  %n.029 = phi i32 [ %inc, %while.body ], [ 0, %entry ]
  %mul7 = fmul float %x.030, 5.000000e-01
  %inc = add nuw nsw i32 %n.029, 1
  %cmp = fcmp ogt float %mul7, 1.000000e+00
  %cmp6 = icmp ult i32 %n.029, 63
  %2 = select i1 %cmp, i1 %cmp6, i1 false
  br i1 %2, label %while.body, label %while.end

while.end:                                        ; preds = %while.body, %entry
  %n.0.lcssa = phi i32 [ 0, %entry ], [ %inc, %while.body ]
  %arrayidx8 = getelementptr inbounds i32, ptr addrspace(1) %steps, i64 %call
  store i32 %n.0.lcssa, ptr addrspace(1) %arrayidx8, align 4, !tbaa !12
  %call9 = tail call spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %add5) #2
  %call10 = tail call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %add5, <4 x float> noundef %0, <4 x i32> noundef %call9) #2
  %call11 = tail call spir_func float @_Z3dotDv4_fS_(<4 x float> noundef %0, <4 x float> noundef %add5) #2
  %splat.splatinsert = insertelement <4 x float> poison, float %call11, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %add12 = fadd <4 x float> %call10, %splat.splat
  %arrayidx13 = getelementptr inbounds <4 x float>, ptr addrspace(1) %b, i64 %call
  store <4 x float> %add12, ptr addrspace(1) %arrayidx13, align 16, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z10native_expDv4_f(<4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3fmaDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x i32> @_Z9isgreaterDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv4_fS_(<4 x float> noundef, <4 x float> noundef) local_unnamed_addr #1

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"float4*", !"float4*", !"int*"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{float 3.000000e+00}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !9, i64 0}
