; ModuleID = 'mismatched_vector.cl'
source_filename = "mismatched_vector.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [33 x i8] c"unsigned short value = (%#v2hx)\0A\00", align 1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @mismatched(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %ret) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, <2 x i32> noundef <i32 305419896, i32 -2023406815>) #3
  store i32 %call.i, ptr addrspace(1) %ret, align 4, !tbaa !3
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_mismatched(ptr addrspace(1) noundef writeonly align 4 captures(none) initializes((0, 4)) %ret) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, <2 x i32> noundef <i32 305419896, i32 -2023406815>) #3
  store i32 %call, ptr addrspace(1) %ret, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent nofree nounwind
declare spir_func noundef i32 @printf(ptr addrspace(2) noundef readonly captures(none), ...) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }

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
!7 = !{i32 1}
!8 = !{!"none"}
!9 = !{!"int*"}
!10 = !{!""}
!11 = !{!"ret"}
