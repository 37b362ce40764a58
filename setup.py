"""Package discovery for the wheel (everything else is in pyproject.toml).

The source tree keeps ``passes/`` and ``runtime/`` at the top level; they
install as ``ncpu_opt.passes`` and ``ncpu_opt.runtime``.  Every package is
found by walking the folders, so a new subpackage can never be left out of the
wheel (a hand-kept list once dropped ``ncpu_opt.openmp``, and with it every
pipeline of the installed product).  Folders of data files (the C headers) are
packages too, as namespace packages: setuptools warns about every folder that
Python could import and the package list leaves out.
"""

from setuptools import find_namespace_packages, setup

#: Installed package name -> the top-level folder that holds it.
MOUNTED = {"ncpu_opt.passes": "passes", "ncpu_opt.runtime": "runtime"}


#: Folders that are never packages.
NOT_PACKAGES = ["*__pycache__*", "*.egg-info"]


def discover_packages() -> list[str]:
    packages = find_namespace_packages(include=["ncpu_opt", "ncpu_opt.*"], exclude=NOT_PACKAGES)
    for name, folder in MOUNTED.items():
        packages += [name, *(f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=NOT_PACKAGES))]
    return sorted(packages)


setup(
    packages=discover_packages(),
    package_dir=dict(MOUNTED),
    package_data={
        "ncpu_opt": ["py.typed"],
        # codegen/include/: the C header of ahead-of-time kernels (ncpu-opt --include-dir).
        "ncpu_opt.codegen.include.ncpu_opt": ["*.h"],
        "ncpu_opt.runtime": ["*.ll"],
        # The OpenCL C base header clang force-includes (the ziglang wheel has none).
        "ncpu_opt.opencl_c.include": ["*.h"],
        # The OpenCL platform (ICD): its C sources, compiled on the user's machine, and the
        # Khronos OpenCL headers they include, with their license.
        "ncpu_opt.icd.native": ["*.c", "*.h"],
        "ncpu_opt.icd.include": ["LICENSE.Khronos"],
        "ncpu_opt.icd.include.CL": ["*.h"],
    },
)
