; An OpenCL C kernel's __local array (clang-19 -O2 output of the kernel below;
; clang inlined @fill): the wrapper allocates it per work-group and becomes the
; entry point, keeping the kernel's parameters and metadata.
;   void fill(__local int *buf, int v) { buf[get_local_id(0)] = v; }
;   kernel void reverse(global int *out, global const int *in) {
;     __local int tile[64]; __local float2 pair;
;     size_t l = get_local_id(0);
;     fill(tile, in[get_global_id(0)]);
;     barrier(CLK_LOCAL_MEM_FENCE);
;     pair.x = 1.0f;
;     out[get_global_id(0)] = tile[63 - l] + (int)pair.x;
;   }
; RUN: ncpu-opt -passes=lower-to-mux-builtins,transfer-kernel-metadata,replace-module-scope-vars,verify -S %s | filecheck %s

; CHECK: %localVarTypes = type { [64 x i32] }
; CHECK-NOT: @reverse.tile =
; CHECK-LABEL: define internal spir_func void @reverse(ptr addrspace(1) {{.*}} %out, ptr addrspace(1) {{.*}} %in, ptr %0)
; CHECK: [[TILEP:%[0-9]+]] = getelementptr inbounds %localVarTypes, ptr %0, i32 0, i32 0
; CHECK-NEXT: [[TILE:%[0-9]+]] = addrspacecast ptr [[TILEP]] to ptr addrspace(3)
; CHECK-NEXT: %arrayidx.i = getelementptr inbounds i32, ptr addrspace(3) [[TILE]], i64 %call
; CHECK-LABEL: define dso_local spir_kernel void @reverse.mux-local-var-wrapper(ptr addrspace(1) {{.*}} %out, ptr addrspace(1) {{.*}} %in)
; CHECK-SAME: !kernel_arg_addr_space
; CHECK-NEXT: [[FRAME:%[0-9]+]] = alloca %localVarTypes, align 4
; CHECK-NEXT: call spir_func void @reverse(ptr addrspace(1) {{.*}} %out, ptr addrspace(1) {{.*}} %in, ptr [[FRAME]])
; CHECK: "mux-base-fn-name"="reverse" "mux-kernel"="entry-point" "mux-orig-fn"="reverse"

; ModuleID = 'loc.cl'
source_filename = "loc.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@reverse.tile = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_func void @fill(ptr addrspace(3) nocapture noundef writeonly %buf, i32 noundef %v) local_unnamed_addr #0 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %buf, i64 %call
  store i32 %v, ptr addrspace(3) %arrayidx, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reverse(ptr addrspace(1) nocapture noundef writeonly align 4 %out, ptr addrspace(1) nocapture noundef readonly align 4 %in) local_unnamed_addr #2 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %call1 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call1
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !3
  %arrayidx.i = getelementptr inbounds i32, ptr addrspace(3) @reverse.tile, i64 %call
  store i32 %0, ptr addrspace(3) %arrayidx.i, align 4, !tbaa !3
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %sub = sub i64 63, %call
  %arrayidx2 = getelementptr inbounds [64 x i32], ptr addrspace(3) @reverse.tile, i64 0, i64 %sub
  %1 = load i32, ptr addrspace(3) %arrayidx2, align 4, !tbaa !3
  %add = add nsw i32 %1, 1
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call1
  store i32 %add, ptr addrspace(1) %arrayidx4, align 4, !tbaa !3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{!4, !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{i32 1, i32 1}
!8 = !{!"none", !"none"}
!9 = !{!"int*", !"int*"}
!10 = !{!"", !"const"}
