; Kernels calling abacus builtins that nothing defines: they run only once
; optimal-builtin-replace has turned the calls into inline IR.
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @mul_hi(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %signed, ptr addrspace(1) %unsigned, ptr addrspace(1) %short4) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %gid
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = load i32, ptr addrspace(1) %pb, align 4
  %s = call spir_func i32 @_Z15__abacus_mul_hiii(i32 %x, i32 %y)
  %u = call spir_func i32 @_Z15__abacus_mul_hijj(i32 %x, i32 %y)
  %ps = getelementptr inbounds i32, ptr addrspace(1) %signed, i64 %gid
  store i32 %s, ptr addrspace(1) %ps, align 4
  %pu = getelementptr inbounds i32, ptr addrspace(1) %unsigned, i64 %gid
  store i32 %u, ptr addrspace(1) %pu, align 4
  %xv = bitcast i32 %x to <2 x i16>
  %yv = bitcast i32 %y to <2 x i16>
  %v = call spir_func <2 x i16> @_Z15__abacus_mul_hiDv2_sS_(<2 x i16> %xv, <2 x i16> %yv)
  %p4 = getelementptr inbounds <2 x i16>, ptr addrspace(1) %short4, i64 %gid
  store <2 x i16> %v, ptr addrspace(1) %p4, align 4
  ret void
}

define spir_kernel void @clz_fmax(ptr addrspace(1) %a, ptr addrspace(1) %f, ptr addrspace(1) %clz, ptr addrspace(1) %fmax) {
entry:
  %gid = call spir_func i64 @_Z13get_global_idj(i32 0)
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %c = call spir_func i32 @_Z12__abacus_clzj(i32 %x)
  %pc = getelementptr inbounds i32, ptr addrspace(1) %clz, i64 %gid
  store i32 %c, ptr addrspace(1) %pc, align 4
  %pf = getelementptr inbounds <2 x float>, ptr addrspace(1) %f, i64 %gid
  %v = load <2 x float>, ptr addrspace(1) %pf, align 8
  %first = extractelement <2 x float> %v, i32 0
  %m = call spir_func <2 x float> @_Z13__abacus_fmaxDv2_ff(<2 x float> %v, float %first)
  %pm = getelementptr inbounds <2 x float>, ptr addrspace(1) %fmax, i64 %gid
  store <2 x float> %m, ptr addrspace(1) %pm, align 8
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
declare spir_func i32 @_Z15__abacus_mul_hiii(i32, i32)
declare spir_func i32 @_Z15__abacus_mul_hijj(i32, i32)
declare spir_func <2 x i16> @_Z15__abacus_mul_hiDv2_sS_(<2 x i16>, <2 x i16>)
declare spir_func i32 @_Z12__abacus_clzj(i32)
declare spir_func <2 x float> @_Z13__abacus_fmaxDv2_ff(<2 x float>, float)
