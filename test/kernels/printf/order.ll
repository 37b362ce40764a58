; ModuleID = 'order.cl'
source_filename = "order.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@.str = private unnamed_addr addrspace(2) constant [28 x i8] c"work-item %d of %d: %v2hld\0A\00", align 1

; Function Attrs: convergent nofree norecurse nounwind
define dso_local spir_kernel void @hello(ptr addrspace(1) noundef readonly align 4 captures(none) %n) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call.i = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %conv.i = trunc i64 %call.i to i32
  %0 = load i32, ptr addrspace(1) %n, align 4, !tbaa !3
  %vecinit.i = insertelement <2 x i32> poison, i32 %conv.i, i64 0
  %sub.i = sub nsw i32 0, %conv.i
  %vecinit1.i = insertelement <2 x i32> %vecinit.i, i32 %sub.i, i64 1
  %call2.i = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %conv.i, i32 noundef %0, <2 x i32> noundef %vecinit1.i) #7
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind
define dso_local spir_func void @__clang_ocl_kern_imp_hello(ptr addrspace(1) noundef readonly align 4 captures(none) %n) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 !kernel_arg_name !11 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %conv = trunc i64 %call to i32
  %0 = load i32, ptr addrspace(1) %n, align 4, !tbaa !3
  %vecinit = insertelement <2 x i32> poison, i32 %conv, i64 0
  %sub = sub nsw i32 0, %conv
  %vecinit1 = insertelement <2 x i32> %vecinit, i32 %sub, i64 1
  %call2 = tail call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %conv, i32 noundef %0, <2 x i32> noundef %vecinit1) #7
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @quiet(ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #2 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %call.i = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %arrayidx.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %call.i
  store i32 1, ptr addrspace(1) %arrayidx.i, align 4, !tbaa !3
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @__clang_ocl_kern_imp_quiet(ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #3 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !12 !kernel_arg_name !13 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %arrayidx = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %call
  store i32 1, ptr addrspace(1) %arrayidx, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree nounwind
declare spir_func noundef i32 @printf(ptr addrspace(2) noundef readonly captures(none), ...) local_unnamed_addr #5

attributes #0 = { convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!10 = !{!"const"}
!11 = !{!"n"}
!12 = !{!""}
!13 = !{!"out"}
