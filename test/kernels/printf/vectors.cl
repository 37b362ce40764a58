// Vectors of each length (2, 3, 4, 8, 16) and element type with the
// conversions that print them; ret[k] receives the k-th call's result.
kernel void vectors(global const char16 *c, global const uchar16 *uc, global const short16 *s,
                    global const ushort16 *us, global const int16 *i, global const uint16 *ui,
                    global const long16 *l, global const ulong16 *ul, global const half16 *h,
                    global const float16 *f, global const double16 *d, global int *ret) {
  char16 cv = *c;
  uchar16 ucv = *uc;
  short16 sv = *s;
  ushort16 usv = *us;
  int16 iv = *i;
  uint16 uiv = *ui;
  long16 lv = *l;
  ulong16 ulv = *ul;
  half16 hv = *h;
  float16 fv = *f;
  double16 dv = *d;
  ret[0] = printf("char %v2hhd|%v3hhi|%v4hhd|%v8hhd|%v16hhd\n", cv.s01, cv.s012, cv.s0123, cv.lo, cv);
  ret[1] = printf("uchar %v2hhu|%v3hhx|%#v4hhx|%v8hhX|%v16hhu\n", ucv.s01, ucv.s012, ucv.s0123, ucv.lo, ucv);
  ret[2] = printf("short %v2hd|%v3hi|%v4hd|%v8hd|%v16hd\n", sv.s01, sv.s012, sv.s0123, sv.lo, sv);
  ret[3] = printf("ushort %v2hu|%v3hx|%#v4hX|%v8ho|%v16hu\n", usv.s01, usv.s012, usv.s0123, usv.lo, usv);
  ret[4] = printf("int %v2hld|%v3hli|%+v4hld|%v8hld|%v16hld\n", iv.s01, iv.s012, iv.s0123, iv.lo, iv);
  ret[5] = printf("uint %v2hlu|%v3hlx|%#v4hlX|%v8hlo|%v16hlu\n", uiv.s01, uiv.s012, uiv.s0123, uiv.lo, uiv);
  ret[6] = printf("long %v2ld|%v3li|%v4ld|%v8ld|%v16ld\n", lv.s01, lv.s012, lv.s0123, lv.lo, lv);
  ret[7] = printf("ulong %v2lu|%v3lx|%v4lX|%v8lo|%v16lu\n", ulv.s01, ulv.s012, ulv.s0123, ulv.lo, ulv);
  ret[8] = printf("half %v2hf|%v3he|%v4hg|%v8ha|%.1v16hf\n", hv.s01, hv.s012, hv.s0123, hv.lo, hv);
  ret[9] = printf("float %v2hlF|%v3hlE|%v4hlG|%v8hlA|%.1v16hlf\n", fv.s01, fv.s012, fv.s0123, fv.lo, fv);
  ret[10] = printf("double %v2lf|%v3le|%v4lg|%v8la|%.1v16lf\n", dv.s01, dv.s012, dv.s0123, dv.lo, dv);
  ret[11] = printf("[%+08.3v4hlf][%-6v2hld][%5.2v3lf][%#v2hho][% .0v2hle][%+v2hhd]\n", fv.s0123, iv.s01,
                   dv.s012, ucv.s12, fv.s45, cv.s78);
  // The specification's examples.
  ret[12] = printf("f4 = %2.2v4hlf\n", (float4)(1.0f, 2.0f, 3.0f, 4.0f));
  ret[13] = printf("uc = %#v4hhx\n", (uchar4)(0xFA, 0xFB, 0xFC, 0xFD));
}
