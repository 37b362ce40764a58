; ModuleID = 'scan.cl'
; Made by: clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL2.0 -finclude-default-header -emit-llvm -O2 scan.cl -o scan.ll
source_filename = "scan.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@scan.buf = internal unnamed_addr addrspace(3) global [2 x [512 x i32]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @scan(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call1
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx2 = getelementptr inbounds [512 x i32], ptr addrspace(3) @scan.buf, i64 0, i64 %call
  store i32 %0, ptr addrspace(3) %arrayidx2, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br label %for.body

for.cond.cleanup:                                 ; preds = %if.end
  %arrayidx18 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 1, i64 %call
  %1 = load i32, ptr addrspace(3) %arrayidx18, align 4, !tbaa !7
  %arrayidx19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call1
  store i32 %1, ptr addrspace(1) %arrayidx19, align 4, !tbaa !7
  ret void

for.body:                                         ; preds = %entry, %if.end
  %offset.035 = phi i32 [ 1, %entry ], [ %shl, %if.end ]
  %src.034 = phi i32 [ 0, %entry ], [ %sub11, %if.end ]
  %idxprom = zext nneg i32 %src.034 to i64
  %arrayidx4 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom, i64 %call
  %2 = load i32, ptr addrspace(3) %arrayidx4, align 4, !tbaa !7
  %conv = zext nneg i32 %offset.035 to i64
  %cmp5.not = icmp ult i64 %call, %conv
  br i1 %cmp5.not, label %if.end, label %if.then

if.then:                                          ; preds = %for.body
  %sub = sub i64 %call, %conv
  %arrayidx10 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom, i64 %sub
  %3 = load i32, ptr addrspace(3) %arrayidx10, align 4, !tbaa !7
  %add = add i32 %3, %2
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  %v.0 = phi i32 [ %add, %if.then ], [ %2, %for.body ]
  %sub11 = sub nuw nsw i32 1, %src.034
  %idxprom12 = zext nneg i32 %sub11 to i64
  %arrayidx14 = getelementptr inbounds [2 x [512 x i32]], ptr addrspace(3) @scan.buf, i64 0, i64 %idxprom12, i64 %call
  store i32 %v.0, ptr addrspace(3) %arrayidx14, align 4, !tbaa !7
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %shl = shl nuw nsw i32 %offset.035, 1
  %cmp = icmp ult i32 %offset.035, 256
  br i1 %cmp, label %for.body, label %for.cond.cleanup
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

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
!3 = !{i32 1, i32 1}
!4 = !{!"none", !"none"}
!5 = !{!"uint*", !"uint*"}
!6 = !{!"const", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
