"""Package discovery for the wheel (everything else is in pyproject.toml).

The source tree keeps ``passes/`` and ``runtime/`` at the top level; they
install as ``ncpu_opt.passes`` and ``ncpu_opt.runtime``.  Every package is
found by walking the folders, so a new subpackage can never be left out of the
wheel (a hand-kept list once dropped ``ncpu_opt.openmp``, and with it every
pipeline of the installed product).
"""

from setuptools import find_packages, setup

#: Installed package name -> the top-level folder that holds it.
MOUNTED = {"ncpu_opt.passes": "passes", "ncpu_opt.runtime": "runtime"}


def discover_packages() -> list[str]:
    packages = find_packages(include=["ncpu_opt", "ncpu_opt.*"])
    for name, folder in MOUNTED.items():
        packages += [name, *(f"{name}.{sub}" for sub in find_packages(folder))]
    return sorted(packages)


setup(
    packages=discover_packages(),
    package_dir=dict(MOUNTED),
    package_data={
        # include/: the C header of ahead-of-time kernels (ncpu-opt --include-dir).
        "ncpu_opt": ["py.typed", "include/ncpu_opt/*.h"],
        "ncpu_opt.runtime": ["*.ll"],
        # The OpenCL C base header clang force-includes (the ziglang wheel has none).
        "ncpu_opt.opencl_c": ["include/*.h"],
    },
)
