; ModuleID = 'byval.cl'
source_filename = "byval.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

%struct.Pair = type { i32, i32 }

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @byval_private(ptr noundef byval(%struct.Pair) align 4 %p, ptr addrspace(1) noundef align 4 %out, ptr addrspace(3) noundef align 4 %tmp) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %out.addr = alloca ptr addrspace(1), align 8
  %tmp.addr = alloca ptr addrspace(3), align 8
  %lid = alloca i64, align 8
  store ptr addrspace(1) %out, ptr %out.addr, align 8
  store ptr addrspace(3) %tmp, ptr %tmp.addr, align 8
  %call = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  store i64 %call, ptr %lid, align 8
  %0 = load i64, ptr %lid, align 8
  %conv = trunc i64 %0 to i32
  %a = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 0
  %1 = load i32, ptr %a, align 4
  %add = add nsw i32 %1, %conv
  store i32 %add, ptr %a, align 4
  %b = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 1
  %2 = load i32, ptr %b, align 4
  %3 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %4 = load i64, ptr %lid, align 8
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %3, i64 %4
  store i32 %2, ptr addrspace(3) %arrayidx, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %a1 = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 0
  %5 = load i32, ptr %a1, align 4
  %6 = load ptr addrspace(3), ptr %tmp.addr, align 8
  %7 = load i64, ptr %lid, align 8
  %add2 = add i64 %7, 1
  %call3 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #3
  %rem = urem i64 %add2, %call3
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(3) %6, i64 %rem
  %8 = load i32, ptr addrspace(3) %arrayidx4, align 4
  %add5 = add nsw i32 %5, %8
  %9 = load ptr addrspace(1), ptr %out.addr, align 8
  %call6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %call6
  store i32 %add5, ptr addrspace(1) %arrayidx7, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #1

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!3 = !{i32 0, i32 1, i32 3}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"Pair", !"int*", !"int*"}
!6 = !{!"", !"", !""}
