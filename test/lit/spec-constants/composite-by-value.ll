; The design's POD example: a composite returned by value (the design's form;
; clang returns structs through sret, see kernels.ll), nested arrays, structs
; and vectors flattened depth-first, and a bool (i1, one byte in the buffer).
; Hand-written IR shaped like clang's SYCL device output.
; RUN: ncpu-opt -passes='spec-constants<mode=native>' -S %s | filecheck %s --check-prefix=NATIVE
; RUN: ncpu-opt -passes='spec-constants<mode=emulation>' -S %s --spec-const-props=%t.json | filecheck %s --check-prefix=EMU
; RUN: filecheck --input-file=%t.json %s --check-prefix=JSON

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.POD = type { [2 x %struct.A], <2 x i32> }
%struct.A = type { i32, float }
%"class.sycl::_V1::specialization_id" = type { %struct.POD }
%"class.sycl::_V1::specialization_id.0" = type { i8 }
%"class.sycl::_V1::specialization_id.1" = type { i32 }

@__usid_str = private unnamed_addr addrspace(1) constant [12 x i8] c"gold_scalar\00", align 1
@__usid_str.1 = private unnamed_addr addrspace(1) constant [5 x i8] c"gold\00", align 1
@__usid_str.2 = private unnamed_addr addrspace(1) constant [5 x i8] c"flag\00", align 1
@gold_scalar_default = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.1" { i32 42 }, align 4
@gold_default = internal addrspace(1) constant %"class.sycl::_V1::specialization_id" { %struct.POD { [2 x %struct.A] [%struct.A { i32 1, float 2.000000e+00 }, %struct.A { i32 2, float 3.000000e+00 }], <2 x i32> <i32 44, i32 44> } }, align 8
@flag_default = internal addrspace(1) constant %"class.sycl::_V1::specialization_id.0" { i8 1 }, align 1

; NATIVE-LABEL: define spir_kernel void @k(
; NATIVE: %gold_scalar = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 0, i32 42)
; NATIVE-NEXT: %[[A0X:.+]] = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
; NATIVE-NEXT: %[[A0Y:.+]] = call spir_func float @_Z20__spirv_SpecConstantif(i32 2, float 2.000000e+00)
; NATIVE-NEXT: %[[A0:.+]] = call spir_func %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %[[A0X]], float %[[A0Y]])
; NATIVE-NEXT: %[[A1X:.+]] = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 3, i32 2)
; NATIVE-NEXT: %[[A1Y:.+]] = call spir_func float @_Z20__spirv_SpecConstantif(i32 4, float 3.000000e+00)
; NATIVE-NEXT: %[[A1:.+]] = call spir_func %struct.A @_Z29__spirv_SpecConstantCompositeif(i32 %[[A1X]], float %[[A1Y]])
; NATIVE-NEXT: %[[ARR:.+]] = call spir_func [2 x %struct.A] @_Z29__spirv_SpecConstantComposite8struct.A8struct.A(%struct.A %[[A0]], %struct.A %[[A1]])
; NATIVE-NEXT: %[[B0:.+]] = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 5, i32 44)
; NATIVE-NEXT: %[[B1:.+]] = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 6, i32 44)
; NATIVE-NEXT: %[[B:.+]] = call spir_func <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32 %[[B0]], i32 %[[B1]])
; NATIVE-NEXT: %gold = call spir_func %struct.POD @_Z29__spirv_SpecConstantCompositeA2_8struct.ADv2_i([2 x %struct.A] %[[ARR]], <2 x i32> %[[B]])
; NATIVE-NEXT: %flag = call spir_func i1 @_Z20__spirv_SpecConstantib(i32 7, i1 true)
; Same element types, another result type: a suffixed declaration.
; NATIVE-DAG: declare spir_func %struct.A @_Z29__spirv_SpecConstantCompositeif(i32, float)
; NATIVE-DAG: declare spir_func <2 x i32> @_Z29__spirv_SpecConstantCompositeii(i32, i32)

; EMU-LABEL: define spir_kernel void @k(
; EMU: %gold_scalar.addr = getelementptr i8, ptr addrspace(4) %buf, i32 0
; EMU-NEXT: %gold_scalar = load i32, ptr addrspace(4) %gold_scalar.addr, align 4
; EMU-NEXT: %gold.addr = getelementptr i8, ptr addrspace(4) %buf, i32 8
; EMU-NEXT: %gold = load %struct.POD, ptr addrspace(4) %gold.addr, align 8
; EMU-NEXT: %flag.addr = getelementptr i8, ptr addrspace(4) %buf, i32 32
; EMU-NEXT: %flag = load i1, ptr addrspace(4) %flag.addr, align 1

; JSON: "gold_scalar": [{"id": 0, "offset": 0, "size": 4}],
; JSON-NEXT: "gold": [{"id": 1, "offset": 0, "size": 4}, {"id": 2, "offset": 4, "size": 4}, {"id": 3, "offset": 8, "size": 4}, {"id": 4, "offset": 12, "size": 4}, {"id": 5, "offset": 16, "size": 4}, {"id": 6, "offset": 20, "size": 4}],
; JSON-NEXT: "flag": [{"id": 7, "offset": 0, "size": 1}]
;   42, padding to 8, the POD (24 bytes), true
; JSON: "all": "2a00000000000000010000000000004002000000000040402c0000002c00000001"
; JSON: "gold": {"type": "%struct.POD", "composite": true, "offset": 8, "size": 24, "align": 8, "leaf_types": ["i32", "float", "i32", "float", "i32", "i32"]},
; JSON-NEXT: "flag": {"type": "i1", "composite": false, "offset": 32, "size": 1, "align": 1, "leaf_types": ["i1"]}
define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %_arg__specialization_constants_buffer) {
entry:
  %buf = addrspacecast ptr addrspace(1) %_arg__specialization_constants_buffer to ptr addrspace(4)
  %gold_scalar = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @gold_scalar_default to ptr addrspace(4)), ptr addrspace(4) %buf)
  %gold = call spir_func %struct.POD @_Z40__sycl_getComposite2020SpecConstantValueI3PODET_PKcPKvS5_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str.1 to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @gold_default to ptr addrspace(4)), ptr addrspace(4) %buf)
  %flag = call spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(ptr addrspace(4) getelementptr inbounds ([5 x i8], ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str.2 to ptr addrspace(4)), i64 0, i64 0), ptr addrspace(4) addrspacecast (ptr addrspace(1) @flag_default to ptr addrspace(4)), ptr addrspace(4) %buf)
  %v = extractvalue %struct.POD %gold, 1
  %x = extractelement <2 x i32> %v, i64 0
  %s = add i32 %gold_scalar, %x
  %f = zext i1 %flag to i32
  %t = add i32 %s, %f
  store i32 %t, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func zeroext i1 @_Z37__sycl_getScalar2020SpecConstantValueIbET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
declare spir_func %struct.POD @_Z40__sycl_getComposite2020SpecConstantValueI3PODET_PKcPKvS5_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
