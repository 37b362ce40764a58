; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 atomics.cl -o atomics.ll
; ModuleID = 'atomics.cl'
source_filename = "atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @opencl1(ptr addrspace(1) noundef align 4 %g, ptr addrspace(3) noundef align 4 %l, ptr addrspace(1) noundef align 8 %gl, ptr addrspace(1) noundef align 4 %gf, ptr addrspace(1) noundef align 8 %gu) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 1) #2
  %call1 = tail call spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 2) #2
  %call2 = tail call spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 3) #2
  %call3 = tail call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %g) #2
  %call4 = tail call spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3) noundef %l) #2
  %call5 = tail call spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 4) #2
  %call6 = tail call spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3) noundef %l, i32 noundef 5) #2
  %call7 = tail call spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 6) #2
  %call8 = tail call spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 7) #2
  %call9 = tail call spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) noundef %g, i32 noundef 8) #2
  %call10 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %g, i32 noundef 1, i32 noundef 2) #2
  %call11 = tail call spir_func float @_Z11atomic_xchgPU3AS1Vff(ptr addrspace(1) noundef %gf, float noundef 1.000000e+00) #2
  %call12 = tail call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) noundef %gl, i64 noundef 1) #2
  %call13 = tail call spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1) noundef %gu, i64 noundef 3) #2
  %call14 = tail call spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1) noundef %gl, i64 noundef 1, i64 noundef 2) #2
  %call15 = tail call spir_func i32 @_Z8atom_incPU3AS1Vi(ptr addrspace(1) noundef %g) #2
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_subPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_decPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_andPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z9atomic_orPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z11atomic_xchgPU3AS1Vff(ptr addrspace(1) noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z8atom_minPU3AS1Vmm(ptr addrspace(1) noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z12atom_cmpxchgPU3AS1Vlll(ptr addrspace(1) noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z8atom_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @opencl2(ptr addrspace(1) noundef align 4 %g, ptr addrspace(1) noundef align 4 %u, ptr addrspace(1) noundef align 4 %f, ptr addrspace(1) noundef align 4 %expected, ptr addrspace(3) noundef align 8 %l, ptr addrspace(1) nocapture noundef writeonly align 4 %out) local_unnamed_addr #0 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
entry:
  tail call spir_func void @_Z11atomic_initPU3AS1VU7_Atomicii(ptr addrspace(1) noundef %g, i32 noundef 1) #2
  tail call spir_func void @_Z12atomic_storePU3AS1VU7_Atomicii(ptr addrspace(1) noundef %g, i32 noundef 2) #2
  %call = tail call spir_func i32 @_Z11atomic_loadPU3AS1VU7_Atomici(ptr addrspace(1) noundef %g) #2
  %call1 = tail call spir_func i32 @_Z15atomic_exchangePU3AS1VU7_Atomicii(ptr addrspace(1) noundef %g, i32 noundef 3) #2
  %add = add nsw i32 %call1, %call
  %call2 = tail call spir_func i32 @_Z16atomic_fetch_subPU3AS1VU7_Atomicii(ptr addrspace(1) noundef %g, i32 noundef 1) #2
  %add3 = add nsw i32 %add, %call2
  %call4 = tail call spir_func i32 @_Z16atomic_fetch_minPU3AS1VU7_Atomicii(ptr addrspace(1) noundef %g, i32 noundef 1) #2
  %add5 = add nsw i32 %add3, %call4
  %call6 = tail call spir_func i32 @_Z16atomic_fetch_maxPU3AS1VU7_Atomicjj(ptr addrspace(1) noundef %u, i32 noundef 1) #2
  %add7 = add i32 %add5, %call6
  %call8 = tail call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPU3AS1ii(ptr addrspace(1) noundef %g, ptr addrspace(1) noundef %expected, i32 noundef 5) #2
  %conv = zext i1 %call8 to i32
  %add9 = add nsw i32 %add7, %conv
  %call10 = tail call spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPU3AS1ii(ptr addrspace(1) noundef %g, ptr addrspace(1) noundef %expected, i32 noundef 5) #2
  %conv11 = zext i1 %call10 to i32
  %add12 = add nsw i32 %add9, %conv11
  %call13 = tail call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1) noundef %g, i32 noundef 1, i32 noundef 0) #2
  %add14 = add nsw i32 %add12, %call13
  %call15 = tail call spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(ptr addrspace(1) noundef %g, i32 noundef 1, i32 noundef 4, i32 noundef 1) #2
  %add16 = add nsw i32 %add14, %call15
  %call17 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef %g, i32 noundef 2) #2
  %add18 = add nsw i32 %add16, %call17
  tail call spir_func void @_Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1) noundef %g, i32 noundef 1, i32 noundef 3) #2
  %call19 = tail call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_(ptr addrspace(1) noundef %g, ptr addrspace(1) noundef %expected, i32 noundef 5, i32 noundef 4, i32 noundef 2) #2
  %conv20 = zext i1 %call19 to i32
  %add21 = add nsw i32 %add18, %conv20
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 1) #2
  %call22 = tail call spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS1VU7_Atomici(ptr addrspace(1) noundef %g) #2
  %conv23 = zext i1 %call22 to i32
  %add24 = add nsw i32 %add21, %conv23
  tail call spir_func void @_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef %g, i32 noundef 3) #2
  %call25 = tail call spir_func i64 @_Z16atomic_fetch_addPU3AS3VU7_Atomicll(ptr addrspace(3) noundef %l, i64 noundef 1) #2
  %0 = trunc i64 %call25 to i32
  %conv28 = add i32 %add24, %0
  %call29 = tail call spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1) noundef %f, float noundef 1.000000e+00) #2
  %conv30 = fptosi float %call29 to i32
  %add31 = add nsw i32 %conv28, %conv30
  store i32 %add31, ptr addrspace(1) %out, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z11atomic_initPU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z12atomic_storePU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_loadPU3AS1VU7_Atomici(ptr addrspace(1) noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z15atomic_exchangePU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_subPU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_minPU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_maxPU3AS1VU7_Atomicjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS1VU7_AtomiciPU3AS1ii(ptr addrspace(1) noundef, ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPU3AS1ii(ptr addrspace(1) noundef, ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z24atomic_fetch_or_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z21atomic_store_explicitPU3AS1VU7_Atomicii12memory_order(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_(ptr addrspace(1) noundef, ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z24atomic_flag_test_and_setPU3AS1VU7_Atomici(ptr addrspace(1) noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z16atomic_fetch_addPU3AS3VU7_Atomicll(ptr addrspace(3) noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare spir_func float @_Z16atomic_fetch_addPU3AS1VU7_Atomicff(ptr addrspace(1) noundef, float noundef) local_unnamed_addr #1

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
!3 = !{i32 1, i32 3, i32 1, i32 1, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none"}
!5 = !{!"int*", !"uint*", !"long*", !"float*", !"ulong*"}
!6 = !{!"volatile", !"volatile", !"volatile", !"volatile", !"volatile"}
!7 = !{i32 1, i32 1, i32 1, i32 1, i32 3, i32 1}
!8 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!9 = !{!"atomic_int*", !"atomic_uint*", !"atomic_float*", !"int*", !"atomic_long*", !"int*"}
!10 = !{!"_Atomic(int)*", !"_Atomic(unsigned int)*", !"_Atomic(float)*", !"int*", !"_Atomic(long)*", !"int*"}
!11 = !{!"", !"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
