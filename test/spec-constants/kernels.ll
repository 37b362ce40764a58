; Hand-written LLVM IR: no SYCL compiler is available here.  It is shaped like
; what clang's SYCL device compilation (clang++ -fsycl -fsycl-device-only -O2,
; spir64) emits for
;
;   struct Nested { float a, b; };
;   struct A { int x; Nested n; };
;   constexpr specialization_id<int> id_int(42);
;   constexpr specialization_id<A> id_A(1, 2.0f, 3.0f);
;   constexpr specialization_id<double> id_double(0.5);
;
;   // k_int_A: out[i] = id_int * 1000 + A.x * 100 + A.n.a * 10 + A.n.b + i
;   h.parallel_for<class k_int_A>(range{N}, [=](item<1> i, kernel_handler kh) {...});
;   // k_A_double: outd[i] = A.x + id_double + i, id_double read in a SYCL_EXTERNAL-style helper
;   h.parallel_for<class k_A_double>(range{N}, [=](item<1> i, kernel_handler kh) {...});
;
; The front end's symbolic IDs (__builtin_sycl_unique_id) are the @__usid_str
; strings, the specialization_id<T> objects the default-value globals; each
; kernel takes the emulation buffer as its last parameter
; (%_arg__specialization_constants_buffer, a ptr addrspace(1)), and kernel_handler
; passes it on as a generic pointer.  Composites come back through sret, as clang
; returns structs for spir_func.

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%"class.sycl::_V1::specialization_id" = type { i32 }
%"class.sycl::_V1::specialization_id.0" = type { %struct.A }
%"class.sycl::_V1::specialization_id.1" = type { double }
%struct.A = type { i32, %struct.Nested }
%struct.Nested = type { float, float }

@__usid_str = private unnamed_addr addrspace(1) constant [33 x i8] c"uid3f5c2a9b7e1d4c06____ZL6id_int\00", align 1
@__usid_str.1 = private unnamed_addr addrspace(1) constant [31 x i8] c"uid3f5c2a9b7e1d4c06____ZL4id_A\00", align 1
@__usid_str.2 = private unnamed_addr addrspace(1) constant [36 x i8] c"uid3f5c2a9b7e1d4c06____ZL9id_double\00", align 1

@_ZL6id_int = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { i32 42 }, align 4
@_ZL4id_A = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.0" { %struct.A { i32 1, %struct.Nested { float 2.000000e+00, float 3.000000e+00 } } }, align 4
@_ZL9id_double = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.1" { double 5.000000e-01 }, align 8

define weak_odr dso_local spir_kernel void @_ZTSZ4mainE7k_int_A(ptr addrspace(1) noundef align 4 %_arg_out, ptr addrspace(1) noundef align 1 %_arg__specialization_constants_buffer) {
entry:
  %ref.tmp = alloca %struct.A, align 4
  %ref.tmp.ascast = addrspacecast ptr %ref.tmp to ptr addrspace(4)
  %buf = addrspacecast ptr addrspace(1) %_arg__specialization_constants_buffer to ptr addrspace(4)
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  %int = call spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) noundef %buf)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.A) align 4 %ref.tmp.ascast, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__usid_str.1 to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL4id_A to ptr addrspace(4)), ptr addrspace(4) noundef %buf)
  %x = load i32, ptr %ref.tmp, align 4
  %a.addr = getelementptr inbounds i8, ptr %ref.tmp, i64 4
  %a = load float, ptr %a.addr, align 4
  %b.addr = getelementptr inbounds i8, ptr %ref.tmp, i64 8
  %b = load float, ptr %b.addr, align 4
  %int1000 = mul nsw i32 %int, 1000
  %x100 = mul nsw i32 %x, 100
  %ints = add nsw i32 %int1000, %x100
  %intsf = sitofp i32 %ints to float
  %a10 = fmul float %a, 1.000000e+01
  %s1 = fadd float %intsf, %a10
  %s2 = fadd float %s1, %b
  %gidf = uitofp i64 %gid to float
  %s3 = fadd float %s2, %gidf
  %out.addr = getelementptr inbounds float, ptr addrspace(1) %_arg_out, i64 %gid
  store float %s3, ptr addrspace(1) %out.addr, align 4
  ret void
}

define internal spir_func double @_Z10get_doublePv(ptr addrspace(4) noundef %rt) {
entry:
  %d = call spir_func noundef double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPKvS4_(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__usid_str.2 to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL9id_double to ptr addrspace(4)), ptr addrspace(4) noundef %rt)
  ret double %d
}

define weak_odr dso_local spir_kernel void @_ZTSZ4mainE10k_A_double(ptr addrspace(1) noundef align 8 %_arg_outd, ptr addrspace(1) noundef align 1 %_arg__specialization_constants_buffer) {
entry:
  %ref.tmp = alloca %struct.A, align 4
  %ref.tmp.ascast = addrspacecast ptr %ref.tmp to ptr addrspace(4)
  %buf = addrspacecast ptr addrspace(1) %_arg__specialization_constants_buffer to ptr addrspace(4)
  %gid = call spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32 0)
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) dead_on_unwind writable sret(%struct.A) align 4 %ref.tmp.ascast, ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @__usid_str.1 to ptr addrspace(4)), ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @_ZL4id_A to ptr addrspace(4)), ptr addrspace(4) noundef %buf)
  %x = load i32, ptr %ref.tmp, align 4
  %xd = sitofp i32 %x to double
  %d = call spir_func double @_Z10get_doublePv(ptr addrspace(4) %buf)
  %s1 = fadd double %xd, %d
  %gidd = uitofp i64 %gid to double
  %s2 = fadd double %s1, %gidd
  %out.addr = getelementptr inbounds double, ptr addrspace(1) %_arg_outd, i64 %gid
  store double %s2, ptr addrspace(1) %out.addr, align 8
  ret void
}

declare spir_func i64 @_Z33__spirv_BuiltInGlobalInvocationIdi(i32)
declare spir_func noundef i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)
declare spir_func noundef double @_Z37__sycl_getScalar2020SpecConstantValueIdET_PKcPKvS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)
declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) sret(%struct.A) align 4, ptr addrspace(4) noundef, ptr addrspace(4) noundef, ptr addrspace(4) noundef)
