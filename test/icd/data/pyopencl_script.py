"""A PyOpenCL user's script: it must run unchanged on ncpu-opt's platform (issue 29).

Run by test/icd/test_pyopencl_programs.py and, from the installed wheel, by
test/wheel/check_installed.sh; each line it prints is compared with
pyopencl_script.expected beside it.  ``python pyopencl_script.py CACHE_DIR``: PyOpenCL's
binary cache folder.
"""

import sys

import numpy as np
import pyopencl as cl
import pyopencl.array as cla
from pyopencl.elementwise import ElementwiseKernel
from pyopencl.reduction import ReductionKernel

(platform,) = cl.get_platforms()
context = cl.Context(platform.get_devices())
queue = cl.CommandQueue(context)
source = '''
__kernel void axpy(__global float *y, __global const float *x, float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
__kernel void hello(int n) { if (get_global_id(0) == 0) printf("kernel %d\\n", n); }
'''
program = cl.Program(context, source).build(options=["-cl-mad-enable"], cache_dir=sys.argv[1])
rng = np.random.default_rng(1)
x = rng.standard_normal(100_003).astype(np.float32)
y = rng.standard_normal(100_003).astype(np.float32)
flags = cl.mem_flags
xs = cl.Buffer(context, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=x)
ys = cl.Buffer(context, flags.READ_WRITE | flags.COPY_HOST_PTR, hostbuf=y)
axpy = program.axpy
axpy.set_args(ys, xs, np.float32(3))
cl.enqueue_nd_range_kernel(queue, axpy, (x.size,), None)
out = np.empty_like(y)
cl.enqueue_copy(queue, out, ys)
print("axpy", np.allclose(out, 3 * x + y, atol=1e-5))
print("names", [axpy.get_arg_info(i, cl.kernel_arg_info.NAME) for i in range(3)])
device = context.devices[0]
print("group", axpy.get_work_group_info(cl.kernel_work_group_info.WORK_GROUP_SIZE, device))

a, b = cla.to_device(queue, x), cla.to_device(queue, y)
print("array", np.allclose((2 * a + b * b - 1).get(), 2 * x + y * y - 1, atol=1e-5))
print("sum", np.isclose(cla.sum(a).get(), x.astype(np.float64).sum(), rtol=1e-3))
print("max", cla.max(a).get() == x.max())
dot = ReductionKernel(context, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]",
                      arguments="__global const float *x, __global const float *y")
print("dot", np.isclose(dot(a, b).get(), np.dot(x.astype(np.float64), y), rtol=1e-3))
scale = ElementwiseKernel(context, "float k, __global const float *x, __global float *z",
                          "z[i] = k * x[i]")
z = cla.empty_like(a)
scale(np.float32(0.5), a, z)
print("elementwise", np.allclose(z.get(), 0.5 * x))
print("before")
program.hello(queue, (4,), None, np.int32(5))
queue.finish()
print("after")
