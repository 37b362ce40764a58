// What the .ll here were compiled with (see README.md): printf and the vector
// types, which clang's -fdeclare-opencl-builtins does not declare.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

int printf(__constant const char *restrict format, ...);

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

#define VECTORS(T)                                            \
  typedef T T##2 __attribute__((ext_vector_type(2)));        \
  typedef T T##3 __attribute__((ext_vector_type(3)));        \
  typedef T T##4 __attribute__((ext_vector_type(4)));        \
  typedef T T##8 __attribute__((ext_vector_type(8)));        \
  typedef T T##16 __attribute__((ext_vector_type(16)));
VECTORS(char)
VECTORS(uchar)
VECTORS(short)
VECTORS(ushort)
VECTORS(int)
VECTORS(uint)
VECTORS(long)
VECTORS(ulong)
VECTORS(half)
VECTORS(float)
VECTORS(double)
#undef VECTORS
