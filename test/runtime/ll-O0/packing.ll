; ModuleID = 'packing.cl'
source_filename = "packing.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @mixed(ptr addrspace(1) noundef align 4 %f, ptr addrspace(1) noundef align 4 %ci, ptr addrspace(3) noundef align 4 %scratch, i32 noundef %i, i32 noundef %u, float noundef %x, i64 noundef %l, <4 x float> noundef %v, ptr addrspace(1) noundef align 8 %d, i8 noundef zeroext %c, ptr addrspace(1) noundef align 64 %wide) #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 !kernel_arg_name !8 {
entry:
  %f.addr = alloca ptr addrspace(1), align 8
  %ci.addr = alloca ptr addrspace(1), align 8
  %scratch.addr = alloca ptr addrspace(3), align 8
  %i.addr = alloca i32, align 4
  %u.addr = alloca i32, align 4
  %x.addr = alloca float, align 4
  %l.addr = alloca i64, align 8
  %v.addr = alloca <4 x float>, align 16
  %d.addr = alloca ptr addrspace(1), align 8
  %c.addr = alloca i8, align 1
  %wide.addr = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %f, ptr %f.addr, align 8
  store ptr addrspace(1) %ci, ptr %ci.addr, align 8
  store ptr addrspace(3) %scratch, ptr %scratch.addr, align 8
  store i32 %i, ptr %i.addr, align 4
  store i32 %u, ptr %u.addr, align 4
  store float %x, ptr %x.addr, align 4
  store i64 %l, ptr %l.addr, align 8
  store <4 x float> %v, ptr %v.addr, align 16
  store ptr addrspace(1) %d, ptr %d.addr, align 8
  store i8 %c, ptr %c.addr, align 1
  store ptr addrspace(1) %wide, ptr %wide.addr, align 8
  %0 = load float, ptr %x.addr, align 4
  %1 = load i32, ptr %i.addr, align 4
  %conv = sitofp i32 %1 to float
  %add = fadd float %0, %conv
  %2 = load i32, ptr %u.addr, align 4
  %conv1 = uitofp i32 %2 to float
  %add2 = fadd float %add, %conv1
  %3 = load i64, ptr %l.addr, align 8
  %conv3 = sitofp i64 %3 to float
  %add4 = fadd float %add2, %conv3
  %4 = load <4 x float>, ptr %v.addr, align 16
  %5 = extractelement <4 x float> %4, i64 0
  %add5 = fadd float %add4, %5
  %6 = load i8, ptr %c.addr, align 1
  %conv6 = uitofp i8 %6 to float
  %add7 = fadd float %add5, %conv6
  %7 = load ptr addrspace(3), ptr %scratch.addr, align 8
  %arrayidx = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %8 = load float, ptr addrspace(3) %arrayidx, align 4
  %add8 = fadd float %add7, %8
  %9 = load ptr addrspace(1), ptr %f.addr, align 8
  %arrayidx9 = getelementptr inbounds float, ptr addrspace(1) %9, i64 0
  store float %add8, ptr addrspace(1) %arrayidx9, align 4
  %10 = load ptr addrspace(1), ptr %ci.addr, align 8
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 0
  %11 = load i32, ptr addrspace(1) %arrayidx10, align 4
  %conv11 = sitofp i32 %11 to double
  %12 = load ptr addrspace(1), ptr %d.addr, align 8
  %arrayidx12 = getelementptr inbounds double, ptr addrspace(1) %12, i64 0
  store double %conv11, ptr addrspace(1) %arrayidx12, align 8
  %13 = load i32, ptr %i.addr, align 4
  %splat.splatinsert = insertelement <16 x i32> poison, i32 %13, i64 0
  %splat.splat = shufflevector <16 x i32> %splat.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %14 = load ptr addrspace(1), ptr %wide.addr, align 8
  %arrayidx13 = getelementptr inbounds <16 x i32>, ptr addrspace(1) %14, i64 0
  store <16 x i32> %splat.splat, ptr addrspace(1) %arrayidx13, align 64
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 0, i32 1}
!4 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!5 = !{!"float*", !"int*", !"float*", !"int", !"uint", !"float", !"long", !"float4", !"double*", !"uchar", !"int16*"}
!6 = !{!"float*", !"int*", !"float*", !"int", !"uint", !"float", !"long", !"float __attribute__((ext_vector_type(4)))", !"double*", !"uchar", !"int __attribute__((ext_vector_type(16)))*"}
!7 = !{!"", !"const", !"", !"", !"", !"", !"", !"", !"", !"", !""}
!8 = !{!"f", !"ci", !"scratch", !"i", !"u", !"x", !"l", !"v", !"d", !"c", !"wide"}
