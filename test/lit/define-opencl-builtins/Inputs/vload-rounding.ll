; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 vload-rounding.cl -o vload-rounding.ll
; ModuleID = 'vload-rounding.cl'
source_filename = "vload-rounding.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @rounding(ptr addrspace(1) nocapture noundef readonly align 4 %f, ptr addrspace(1) noundef align 2 %h) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %0 = load float, ptr addrspace(1) %f, align 4, !tbaa !7
  %1 = addrspacecast ptr addrspace(1) %h to ptr addrspace(4)
  tail call spir_func void @_Z15vstore_half_rtzfmPU3AS4Dh(float noundef %0, i64 noundef 0, ptr addrspace(4) noundef %1) #2
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z15vstore_half_rtzfmPU3AS4Dh(float noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 1}
!4 = !{!"none", !"none"}
!5 = !{!"float*", !"half*"}
!6 = !{!"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
