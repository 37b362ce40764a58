; ModuleID = 'mandelbrot.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 mandelbrot.cl -o mandelbrot.ll
source_filename = "mandelbrot.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define dso_local spir_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly align 4 %counts, i32 noundef %w, i32 noundef %h, i32 noundef %max_iter) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #3
  %conv = zext i32 %w to i64
  %cmp.not = icmp ult i64 %call, %conv
  %conv3 = zext i32 %h to i64
  %cmp4.not = icmp ult i64 %call1, %conv3
  %or.cond = select i1 %cmp.not, i1 %cmp4.not, i1 false
  br i1 %or.cond, label %if.end, label %cleanup

if.end:                                           ; preds = %entry
  %conv6 = uitofp nneg i64 %call to float
  %mul = fmul float %conv6, 3.000000e+00
  %conv7 = uitofp i32 %w to float
  %div = fdiv float %mul, %conv7, !fpmath !7
  %add = fadd float %div, -2.000000e+00
  %conv8 = uitofp nneg i64 %call1 to float
  %mul9 = fmul float %conv8, 3.000000e+00
  %conv10 = uitofp i32 %h to float
  %div11 = fdiv float %mul9, %conv10, !fpmath !7
  %add12 = fadd float %div11, -1.500000e+00
  %cmp1345.not = icmp eq i32 %max_iter, 0
  br i1 %cmp1345.not, label %while.end, label %land.rhs

land.rhs:                                         ; preds = %if.end, %while.body
  %it.048 = phi i32 [ %inc, %while.body ], [ 0, %if.end ]
  %zi.047 = phi float [ %2, %while.body ], [ 0.000000e+00, %if.end ]
  %zr.046 = phi float [ %add21, %while.body ], [ 0.000000e+00, %if.end ]
  %mul16 = fmul float %zi.047, %zi.047
  %0 = tail call float @llvm.fmuladd.f32(float %zr.046, float %zr.046, float %mul16)
  %cmp17 = fcmp ugt float %0, 4.000000e+00
  br i1 %cmp17, label %while.end, label %while.body

while.body:                                       ; preds = %land.rhs
  %neg = fneg float %mul16
  %1 = tail call float @llvm.fmuladd.f32(float %zr.046, float %zr.046, float %neg)
  %add21 = fadd float %add, %1
  %mul22 = fmul float %zr.046, 2.000000e+00
  %2 = tail call float @llvm.fmuladd.f32(float %mul22, float %zi.047, float %add12)
  %inc = add nuw i32 %it.048, 1
  %cmp13 = icmp ult i32 %inc, %max_iter
  br i1 %cmp13, label %land.rhs, label %while.end

while.end:                                        ; preds = %land.rhs, %while.body, %if.end
  %it.0.lcssa = phi i32 [ 0, %if.end ], [ %max_iter, %while.body ], [ %it.048, %land.rhs ]
  %mul25 = mul nuw i64 %call1, %conv
  %3 = getelementptr i32, ptr addrspace(1) %counts, i64 %mul25
  %arrayidx = getelementptr i32, ptr addrspace(1) %3, i64 %call
  store i32 %it.0.lcssa, ptr addrspace(1) %arrayidx, align 4, !tbaa !8
  br label %cleanup

cleanup:                                          ; preds = %entry, %while.end
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 0, i32 0, i32 0}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"uint*", !"uint", !"uint", !"uint"}
!6 = !{!"", !"", !"", !""}
!7 = !{float 2.500000e+00}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
