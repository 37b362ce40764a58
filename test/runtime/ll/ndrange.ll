; ModuleID = 'ndrange.cl'
source_filename = "ndrange.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Triple = type { i32, float, i64 }

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @ids(ptr addrspace(1) nocapture noundef writeonly align 8 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %call1 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #6
  %sub = sub i64 %call, %call1
  %call2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6
  %call3 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 1) #6
  %sub4 = sub i64 %call2, %call3
  %call5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #6
  %call6 = tail call spir_func i64 @_Z17get_global_offsetj(i32 noundef 2) #6
  %sub7 = sub i64 %call5, %call6
  %call8 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 1) #6
  %mul = mul i64 %sub7, %call8
  %add = add i64 %sub4, %mul
  %call9 = tail call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #6
  %mul10 = mul i64 %add, %call9
  %add11 = add i64 %sub, %mul10
  %add.ptr.idx = shl i64 %add11, 7
  %add.ptr = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %add.ptr.idx
  %call13 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  store i64 %call13, ptr addrspace(1) %add.ptr, align 8, !tbaa !7
  %call14 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 24
  store i64 %call14, ptr addrspace(1) %arrayidx17, align 8, !tbaa !7
  %call18 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6
  %arrayidx21 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 48
  store i64 %call18, ptr addrspace(1) %arrayidx21, align 8, !tbaa !7
  %call22 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %arrayidx25 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 72
  store i64 %call22, ptr addrspace(1) %arrayidx25, align 8, !tbaa !7
  %call13.1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6
  %arrayidx.1 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 8
  store i64 %call13.1, ptr addrspace(1) %arrayidx.1, align 8, !tbaa !7
  %call14.1 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #6
  %arrayidx17.1 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 32
  store i64 %call14.1, ptr addrspace(1) %arrayidx17.1, align 8, !tbaa !7
  %call18.1 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #6
  %arrayidx21.1 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 56
  store i64 %call18.1, ptr addrspace(1) %arrayidx21.1, align 8, !tbaa !7
  %call22.1 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #6
  %arrayidx25.1 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 80
  store i64 %call22.1, ptr addrspace(1) %arrayidx25.1, align 8, !tbaa !7
  %call13.2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 2) #6
  %arrayidx.2 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 16
  store i64 %call13.2, ptr addrspace(1) %arrayidx.2, align 8, !tbaa !7
  %call14.2 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 2) #6
  %arrayidx17.2 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 40
  store i64 %call14.2, ptr addrspace(1) %arrayidx17.2, align 8, !tbaa !7
  %call18.2 = tail call spir_func i64 @_Z12get_group_idj(i32 noundef 2) #6
  %arrayidx21.2 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 64
  store i64 %call18.2, ptr addrspace(1) %arrayidx21.2, align 8, !tbaa !7
  %call22.2 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 2) #6
  %arrayidx25.2 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 88
  store i64 %call22.2, ptr addrspace(1) %arrayidx25.2, align 8, !tbaa !7
  %call26 = tail call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #7
  %arrayidx27 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 96
  store i64 %call26, ptr addrspace(1) %arrayidx27, align 8, !tbaa !7
  %call28 = tail call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #6
  %arrayidx29 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 104
  store i64 %call28, ptr addrspace(1) %arrayidx29, align 8, !tbaa !7
  %call30 = tail call spir_func i32 @_Z12get_work_dimv() #6
  %conv = zext i32 %call30 to i64
  %arrayidx31 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 112
  store i64 %conv, ptr addrspace(1) %arrayidx31, align 8, !tbaa !7
  %call32 = tail call spir_func i64 @_Z20get_global_linear_idv() #7
  %arrayidx33 = getelementptr inbounds i8, ptr addrspace(1) %add.ptr, i64 120
  store i64 %call32, ptr addrspace(1) %arrayidx33, align 8, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @vadd_int(ptr addrspace(1) nocapture noundef readonly align 4 %a, ptr addrspace(1) nocapture noundef readonly align 4 %b, ptr addrspace(1) nocapture noundef writeonly align 4 %c, i32 noundef %n) local_unnamed_addr #3 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %conv = zext i32 %n to i64
  %cmp = icmp ult i64 %call, %conv
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !15
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %call
  %1 = load i32, ptr addrspace(1) %arrayidx2, align 4, !tbaa !15
  %add = add nsw i32 %1, %0
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %call
  store i32 %add, ptr addrspace(1) %arrayidx3, align 4, !tbaa !15
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @scalars(ptr addrspace(1) nocapture noundef writeonly align 8 %out, i8 noundef signext %c, i8 noundef zeroext %uc, i16 noundef signext %s, i16 noundef zeroext %us, i32 noundef %i, i32 noundef %u, i64 noundef %l, i64 noundef %ul, float noundef %f, double noundef %d) local_unnamed_addr #4 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %cmp = icmp eq i64 %call, 0
  br i1 %cmp, label %if.then, label %if.end

if.then:                                          ; preds = %entry
  %conv = sitofp i8 %c to double
  store double %conv, ptr addrspace(1) %out, align 8, !tbaa !21
  %conv1 = uitofp i8 %uc to double
  %arrayidx2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store double %conv1, ptr addrspace(1) %arrayidx2, align 8, !tbaa !21
  %conv3 = sitofp i16 %s to double
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store double %conv3, ptr addrspace(1) %arrayidx4, align 8, !tbaa !21
  %conv5 = uitofp i16 %us to double
  %arrayidx6 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 24
  store double %conv5, ptr addrspace(1) %arrayidx6, align 8, !tbaa !21
  %conv7 = sitofp i32 %i to double
  %arrayidx8 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 32
  store double %conv7, ptr addrspace(1) %arrayidx8, align 8, !tbaa !21
  %conv9 = uitofp i32 %u to double
  %arrayidx10 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 40
  store double %conv9, ptr addrspace(1) %arrayidx10, align 8, !tbaa !21
  %conv11 = sitofp i64 %l to double
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 48
  store double %conv11, ptr addrspace(1) %arrayidx12, align 8, !tbaa !21
  %conv13 = uitofp i64 %ul to double
  %arrayidx14 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 56
  store double %conv13, ptr addrspace(1) %arrayidx14, align 8, !tbaa !21
  %conv15 = fpext float %f to double
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 64
  store double %conv15, ptr addrspace(1) %arrayidx16, align 8, !tbaa !21
  %arrayidx17 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 72
  store double %d, ptr addrspace(1) %arrayidx17, align 8, !tbaa !21
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @vec_arg(ptr addrspace(1) nocapture noundef writeonly align 16 %out, <4 x float> noundef %v) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %conv = uitofp i64 %call to float
  %splat.splatinsert = insertelement <4 x float> poison, float %conv, i64 0
  %splat.splat = shufflevector <4 x float> %splat.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %mul = fmul <4 x float> %splat.splat, %v
  %arrayidx = getelementptr inbounds <4 x float>, ptr addrspace(1) %out, i64 %call
  store <4 x float> %mul, ptr addrspace(1) %arrayidx, align 16, !tbaa !28
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @struct_arg(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr nocapture noundef readonly byval(%struct.Triple) align 8 %t) local_unnamed_addr #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !27 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %0 = load i32, ptr %t, align 8, !tbaa !30
  %conv = sitofp i32 %0 to float
  %b = getelementptr inbounds i8, ptr %t, i64 4
  %1 = load float, ptr %b, align 4, !tbaa !33
  %conv1 = uitofp i64 %call to float
  %2 = tail call float @llvm.fmuladd.f32(float %1, float %conv1, float %conv)
  %c = getelementptr inbounds i8, ptr %t, i64 8
  %3 = load i64, ptr %c, align 8, !tbaa !34
  %conv2 = sitofp i64 %3 to float
  %add = fadd float %2, %conv2
  %arrayidx = getelementptr inbounds float, ptr addrspace(1) %out, i64 %call
  store float %add, ptr addrspace(1) %arrayidx, align 4, !tbaa !35
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @local_slot(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(3) nocapture noundef writeonly align 4 %tmp) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !24 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !27 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6
  %conv = trunc i64 %call1 to i32
  %mul = shl nsw i32 %conv, 1
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %call
  store i32 %mul, ptr addrspace(3) %arrayidx, align 4, !tbaa !15
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call1
  store i32 %mul, ptr addrspace(1) %arrayidx4, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @fixed_size(ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !6 !reqd_work_group_size !39 {
entry:
  %call = tail call spir_func i64 @_Z19get_local_linear_idv() #7
  %conv = trunc i64 %call to i32
  %call1 = tail call spir_func i64 @_Z20get_global_linear_idv() #7
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call1
  store i32 %conv, ptr addrspace(1) %arrayidx, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1}
!4 = !{!"none"}
!5 = !{!"ulong*"}
!6 = !{!""}
!7 = !{!8, !8, i64 0}
!8 = !{!"long", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int*", !"uint"}
!14 = !{!"const", !"const", !"", !""}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"double*", !"char", !"uchar", !"short", !"ushort", !"int", !"uint", !"long", !"ulong", !"float", !"double"}
!20 = !{!"", !"", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !9, i64 0}
!23 = !{i32 1, i32 0}
!24 = !{!"none", !"none"}
!25 = !{!"float4*", !"float4"}
!26 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))"}
!27 = !{!"", !""}
!28 = !{!9, !9, i64 0}
!29 = !{!"float*", !"Triple"}
!30 = !{!31, !16, i64 0}
!31 = !{!"", !16, i64 0, !32, i64 4, !8, i64 8}
!32 = !{!"float", !9, i64 0}
!33 = !{!31, !32, i64 4}
!34 = !{!31, !8, i64 8}
!35 = !{!32, !32, i64 0}
!36 = !{i32 1, i32 3}
!37 = !{!"int*", !"int*"}
!38 = !{!"int*"}
!39 = !{i32 8, i32 2, i32 1}
