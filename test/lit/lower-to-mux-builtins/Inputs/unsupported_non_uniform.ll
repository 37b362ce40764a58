; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 unsupported_non_uniform.cl -o unsupported_non_uniform.ll
; ModuleID = 'unsupported_non_uniform.cl'
source_filename = "unsupported_non_uniform.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @non_uniform(ptr addrspace(1) nocapture noundef align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %0 = load i32, ptr addrspace(1) %out, align 4, !tbaa !7
  %cmp = icmp sgt i32 %0, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  %1 = load i32, ptr addrspace(1) %arrayidx1, align 4, !tbaa !7
  %call = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef %1) #2
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  store i32 %call, ptr addrspace(1) %arrayidx2, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1}
!4 = !{!"none"}
!5 = !{!"int*"}
!6 = !{!""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
