// Every scalar conversion of OpenCL C's printf (flags, width, precision,
// length modifiers); ret[k] receives the k-th call's result (0: success).
kernel void scalars(global int *ret, int i, uint u, long l, ulong ul, char c, uchar uc, short s,
                    float f, double d, char letter, global const int *address) {
  ret[0] = printf("d=%d i=%i o=%o u=%u x=%x X=%X\n", i, i, u, u, u, u);
  ret[1] = printf("hh=%hhd,%hhu h=%hd,%hx l=%ld,%lu,%lx\n", c, uc, s, s, l, ul, ul);
  ret[2] = printf("f=%f F=%F e=%e E=%E a=%a A=%A g=%g G=%G\n", f, f, f, f, f, f, d, d);
  ret[3] = printf("c=%c s=%s|%.3s|%-6s|%6s| 100%%\n", letter, "literal", "truncated", "left", "right");
  ret[4] = printf("[%-5d][%+d][% d][%#o][%#x][%#X][%05d][%.3d]\n", 7, 7, 7, 8, 255, 255, i, 7);
  ret[5] = printf("[%8.3f][%-10.2e][%+.0f][%#.0f][%#g][%+08.2f][%.1f]\n", f, f, f, f, f, -f, 1.0f / (f - f));
  ret[6] = printf("z=%zu t=%td\n", get_global_id(0) + 5, (ptrdiff_t)-3);
  ret[7] = printf("p=%p\n", address);
  ret[8] = printf("extra arguments: %d\n", i, u, l);
  ret[9] = printf("no conversions\n");
}
