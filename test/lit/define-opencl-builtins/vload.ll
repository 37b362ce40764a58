; vloadn/vstoren: n elements at p + offset * n with the element's alignment, in every address
; space; vload_half widens with fpext, vstore_half narrows with fptrunc (_rte alike), a directed
; mode as the conversions do it (the nearest half compared with the float, stepped one ulp).
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/vload.ll | filecheck %s
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/exec_conversions.ll | filecheck %s --check-prefix=GENERIC
; RUN: ncpu-opt -passes=define-opencl-builtins -S %S/Inputs/vload-rounding.ll | filecheck %s --check-prefix=ROUNDING

; CHECK-LABEL: define internal spir_func <4 x float> @_Z6vload4mPU3AS1Kf(i64 noundef %x0, ptr addrspace(1) noundef %x1)
; CHECK: %0 = mul i64 %x0, 4
; CHECK-NEXT: %1 = getelementptr inbounds float, ptr addrspace(1) %x1, i64 %0
; CHECK-NEXT: %2 = load <4 x float>, ptr addrspace(1) %1, align 4
; CHECK-NEXT: ret <4 x float> %2
; CHECK-LABEL: define internal {{.*}}@_Z6vload4mPU3AS2Kf(
; CHECK: load <4 x float>, ptr addrspace(2) %1, align 4
; CHECK-LABEL: define internal spir_func void @_Z7vstore4Dv4_fmPU3AS1f(<4 x float> noundef %x0, i64 noundef %x1, ptr addrspace(1) noundef %x2)
; CHECK: %0 = mul i64 %x1, 4
; CHECK-NEXT: %1 = getelementptr inbounds float, ptr addrspace(1) %x2, i64 %0
; CHECK-NEXT: store <4 x float> %x0, ptr addrspace(1) %1, align 4
; CHECK-NEXT: ret void
; CHECK-LABEL: define internal {{.*}}@_Z6vload2mPU3AS3Ki(
; CHECK: load <2 x i32>, ptr addrspace(3) %1, align 4
; CHECK-LABEL: define internal {{.*}}@_Z7vstore2Dv2_imPU3AS3i(
; CHECK: store <2 x i32> %x0, ptr addrspace(3) %1, align 4
; CHECK-LABEL: define internal {{.*}}@_Z7vstore8Dv8_fmPf(
; CHECK: %0 = mul i64 %x1, 8
; CHECK: store <8 x float> %x0, ptr %1, align 4
; CHECK-LABEL: define internal {{.*}}@_Z7vstore3Dv3_fmPU3AS1f(
; CHECK: %0 = mul i64 %x1, 3
; CHECK: store <3 x float> %x0, ptr addrspace(1) %1, align 4
; CHECK-LABEL: define internal {{.*}}@_Z6vload3mPKf(
; CHECK: load <3 x float>, ptr %1, align 4
; CHECK-LABEL: define internal {{.*}}@_Z11vload_half4mPU3AS1KDh(
; CHECK: %1 = getelementptr inbounds half, ptr addrspace(1) %x1, i64 %0
; CHECK-NEXT: %2 = load <4 x half>, ptr addrspace(1) %1, align 2
; CHECK-NEXT: %3 = fpext <4 x half> %2 to <4 x float>
; CHECK-LABEL: define internal {{.*}}@_Z10vload_halfmPU3AS1KDh(
; CHECK: %0 = getelementptr inbounds half, ptr addrspace(1) %x1, i64 %x0
; CHECK-NEXT: %1 = load half, ptr addrspace(1) %0, align 2
; CHECK-NEXT: %2 = fpext half %1 to float
; CHECK-LABEL: define internal {{.*}}@_Z12vstore_half4Dv4_fmPU3AS1Dh(
; CHECK: %2 = fptrunc <4 x float> %x0 to <4 x half>
; CHECK-NEXT: store <4 x half> %2, ptr addrspace(1) %1, align 2
; CHECK-LABEL: define internal {{.*}}@_Z15vstore_half_rtefmPU3AS1Dh(
; CHECK: fptrunc float %x0 to half
; A double goes through float rounded to odd (no __truncdfhf2 in the JIT's process).
; CHECK-LABEL: define internal {{.*}}@_Z11vstore_halfdmPU3AS1Dh(
; CHECK: %1 = fptrunc double %x0 to float
; CHECK-NEXT: %2 = fpext float %1 to double
; CHECK-NEXT: %3 = fcmp une double %2, %x0
; CHECK: %10 = or i32 %9, 1
; CHECK-NEXT: %11 = select i1 %3, i32 %10, i32 %7
; CHECK-NEXT: %12 = bitcast i32 %11 to float
; CHECK-NEXT: %13 = fptrunc float %12 to half
; The aligned variants: the vector's alignment, and a stride of 4 for 3 halves.
; CHECK-LABEL: define internal {{.*}}@_Z13vstorea_half4Dv4_fmPU3AS1Dh(
; CHECK: store <4 x half> %2, ptr addrspace(1) %1, align 8
; CHECK-LABEL: define internal {{.*}}@_Z12vloada_half3mPU3AS1KDh(
; CHECK: %0 = mul i64 %x0, 4
; CHECK: load <3 x half>, ptr addrspace(1) %1, align 8
; CHECK-NOT: declare {{.*}}@_Z{{[0-9]+}}v{{load|store}}

; OpenCL 3.0's generic address space.
; GENERIC-LABEL: define internal {{.*}}@_Z6vload4mPU3AS4Kf(
; GENERIC: load <4 x float>, ptr addrspace(4) %1, align 4

; ROUNDING-LABEL: define internal spir_func void @_Z15vstore_half_rtzfmPU3AS4Dh(
; ROUNDING: %1 = fptrunc float %x0 to half
; ROUNDING-NEXT: %2 = bitcast half %1 to i16
; ROUNDING-NEXT: %3 = icmp slt i16 %2, 0
; ROUNDING-NEXT: %4 = fpext half %1 to float
; ROUNDING-NEXT: %5 = fcmp ogt float %4, %x0
; ROUNDING-NEXT: %6 = fcmp olt float %4, %x0
; ROUNDING: %11 = sub i16 %2, 1
; ROUNDING-NEXT: %12 = select i1 %10, i16 %11, i16 %2
; ROUNDING-NEXT: %13 = bitcast i16 %12 to half
; ROUNDING-NEXT: store half %13, ptr addrspace(4) %0, align 2
