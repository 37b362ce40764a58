; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 unsupported_vector_broadcast.cl -o unsupported_vector_broadcast.ll
; ModuleID = 'unsupported_vector_broadcast.cl'
source_filename = "unsupported_vector_broadcast.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @vector_broadcast(ptr addrspace(1) nocapture noundef align 16 %out, i32 noundef %i) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
entry:
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  %0 = load <4 x float>, ptr addrspace(1) %arrayidx, align 16, !tbaa !8
  %call = tail call spir_func <4 x float> @_Z19sub_group_broadcastDv4_fj(<4 x float> noundef %0, i32 noundef %i) #2
  store <4 x float> %call, ptr addrspace(1) %out, align 16, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func <4 x float> @_Z19sub_group_broadcastDv4_fj(<4 x float> noundef, i32 noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 0}
!4 = !{!"none", !"none"}
!5 = !{!"float4*", !"uint"}
!6 = !{!"float __attribute__((ext_vector_type(4)))*", !"uint"}
!7 = !{!"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
