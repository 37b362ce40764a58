// The specification's example of a vector specifier that does not match its
// argument: %v2hx prints a ushort2, the argument is a uint2.
kernel void mismatched(global int *ret) {
  uint2 ui = (uint2)(0x12345678, 0x87654321);
  ret[0] = printf("unsigned short value = (%#v2hx)\n", ui);
}
