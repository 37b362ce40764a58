// The format must be known at compile time: this one is a kernel argument.
kernel void dynamic_format(constant char *format) {
  printf(format);
}
