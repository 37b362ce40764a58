; Vector, scalable-vector and floating-point operations with flags.
define <4 x float> @vec(<4 x float> %a, <4 x float> %b, float %s, <vscale x 4 x i32> %sv) {
entry:
  %add = fadd fast <4 x float> %a, %b
  %mul = fmul nnan ninf <4 x float> %add, splat (float 2.000000e+00)
  %neg = fneg nsz <4 x float> %mul
  %ins = insertelement <4 x float> poison, float %s, i64 0
  %splat = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %mix = shufflevector <4 x float> %neg, <4 x float> %splat, <4 x i32> <i32 0, i32 5, i32 poison, i32 7>
  %e = extractelement <4 x float> %mix, i32 2
  %cmp = fcmp olt <4 x float> %mix, %a
  %sel = select <4 x i1> %cmp, <4 x float> %mix, <4 x float> %a
  %any = call i1 @llvm.vector.reduce.or.v4i1(<4 x i1> %cmp)
  %fa = call reassoc float @llvm.vector.reduce.fadd.v4f32(float -0.000000e+00, <4 x float> %sel)
  %sva = add <vscale x 4 x i32> %sv, splat (i32 1)
  %f64 = fpext float %fa to double
  %h = fptrunc double %f64 to half
  %hb = bitcast half %h to i16
  %c = fcmp fast ueq float %fa, 0x7FF8000000000000
  %z = select nnan i1 %c, float 0x36A0000000000000, float %e
  %r = insertelement <4 x float> %sel, float %z, i32 1
  ret <4 x float> %r
}

define i64 @ints(i64 %a, i64 %b, i32 %c) {
entry:
  %0 = add nuw nsw i64 %a, %b
  %1 = sub nsw i64 %0, 1
  %2 = mul nuw i64 %1, 3
  %3 = udiv exact i64 %2, 4
  %4 = sdiv i64 %3, -2
  %5 = urem i64 %4, 7
  %6 = srem i64 %5, 5
  %7 = shl nuw i64 %6, 2
  %8 = lshr exact i64 %7, 1
  %9 = ashr i64 %8, 1
  %10 = and i64 %9, 255
  %11 = or disjoint i64 %10, 256
  %12 = xor i64 %11, -1
  %13 = zext nneg i32 %c to i64
  %14 = trunc nuw nsw i64 %12 to i32
  %15 = sext i32 %14 to i64
  %16 = icmp samesign ult i64 %15, %13
  %17 = uitofp nneg i64 %13 to double
  %18 = fptosi double %17 to i64
  %19 = select i1 %16, i64 %18, i64 %0
  %20 = call i64 @llvm.umax.i64(i64 %19, i64 0)
  %21 = call i128 @wide(i128 170141183460469231731687303715884105727)
  ret i64 %20
}

declare i128 @wide(i128)
declare i1 @llvm.vector.reduce.or.v4i1(<4 x i1>)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>)
declare i64 @llvm.umax.i64(i64, i64)

define void @fp_kinds(bfloat %b, x86_fp80 %x, fp128 %q, ppc_fp128 %p) {
  %1 = fadd bfloat %b, 0xR3F80
  %2 = fadd x86_fp80 %x, 0xK3FFF8000000000000000
  %3 = fadd fp128 %q, 0xL00000000000000003FFF000000000000
  %4 = fadd ppc_fp128 %p, 0xM3FF00000000000000000000000000000
  %5 = fadd half 0xH3C00, 0xH3C00
  ret void
}
