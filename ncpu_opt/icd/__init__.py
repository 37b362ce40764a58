"""ncpu-opt as an OpenCL platform: an installable client driver (ICD) that the system's OpenCL
loader finds through a vendors file, so that C, C++ and PyOpenCL host programs run their
kernels on ncpu-opt unchanged.

The objects, memory, queues and launches are C (``native/``, compiled on the user's machine
by :mod:`ncpu_opt.icd.build`); C calls Python (:mod:`ncpu_opt.icd.host`) only to start and
where the compiler is needed.  :mod:`ncpu_opt.icd.register` writes the vendors file.
"""
