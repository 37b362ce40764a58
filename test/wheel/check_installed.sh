#!/usr/bin/env bash
# `make check-wheel`: build the wheel, install it into a fresh venv, and use it from
# outside the source tree as a user would: the CLI's pipelines, the lit suite against
# the installed ncpu-opt, kernels with barriers and local memory from Python, and the
# OpenCL platform (registered, listed by clinfo, running a PyOpenCL script).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== building the wheel"
# From a copy of the files git knows (tracked, or new and not ignored): setuptools reuses
# an existing build/ folder, so a long-lived checkout would ship modules since moved away.
mkdir "$work/src"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -c --ignore-failed-read 2>/dev/null) | tar -x -C "$work/src"
"$python" -m pip wheel --quiet --no-deps "$work/src" -w "$work/dist"
wheel=$(ls "$work"/dist/*.whl)
echo "   $(basename "$wheel")"

echo "== installing it into a fresh venv"
"$python" -m venv "$work/venv"
bin=$work/venv/bin
install_start=$(date +%s%N)
# [opencl]: the OpenCL C front end (clang from the ziglang wheel) for .cl input.
"$bin/pip" install --quiet "$wheel[opencl]"

# Nothing of the source tree may be importable from here on.
cd "$work"
export NCPU_OPT_CACHE_DIR="$work/cache"
unset PYTHONPATH

echo "== first launch from the installed wheel"
"$bin/python" "$repo/test/wheel/first_launch.py" "$repo"
echo "   install to first launch: $(( ($(date +%s%N) - install_start) / 1000000 )) ms"

echo "== the CLI's pipelines"
examples=$repo/examples
run() { echo "   ncpu-opt $*"; "$bin/ncpu-opt" "$@"; }
run --version
run --print-passes > passes.txt
run -passes=native-cpu -S "$examples/saxpy.ll" -o native.ll
grep -q 'saxpy.mux-work-group-driver' native.ll
run -passes=native-cpu --filetype=obj "$examples/saxpy.ll" -o saxpy.o
run -passes='transfer-kernel-metadata,lower-to-mux-builtins,prepare-barriers,run-vecz,work-item-loops' -S \
    "$repo/test/runtime/ll/barrier.ll" -o /dev/null
run -passes=openmp-spmdize -S "$repo/test/lit/openmp-spmdize/simple.ll" -o /dev/null
run -passes='spec-constants<mode=native>' -S "$repo/test/spec-constants/kernels.ll" -o /dev/null
run -passes='default<O2>' -S "$examples/saxpy.ll" -o /dev/null
# OpenCL C through the [opencl] extra's clang (no other is on PATH here).
run -passes=native-cpu --filetype=obj "$examples/reduce.cl" -o reduce.o
run -x cl --cl-options='-cl-std=CL1.2' -D N=4 -passes=native-cpu -S - -o /dev/null < "$examples/saxpy.cl"

echo "== kernels compiled ahead of time into a C program (examples/aot)"
# A copy without the source tree's build outputs; its header comes from the wheel.
cp -R "$examples/aot" aot
make -s -C aot clean
make -C aot check NCPU_OPT="$bin/ncpu-opt" PYTHON="$bin/python"

echo "== the OpenCL platform built from the installed wheel's C sources"
if command -v cc >/dev/null || command -v gcc >/dev/null || command -v clang >/dev/null; then
    # Built into this run's folder, registered in a folder of its own (never /etc/OpenCL/vendors).
    export XDG_DATA_HOME="$work/data"
    run --icd | tee icd.txt
    grep -q "^library: $work/data/ncpu-opt/icd/.*/libncpu_opt_icd.so$" icd.txt
    run --icd=install --icd-dir "$work/vendors"
    if command -v clinfo >/dev/null; then
        # The C host path: the library starts the venv's Python and finds the installed package.
        OCL_ICD_VENDORS="$work/vendors" clinfo -l | tee clinfo.txt
        grep -q "ncpu-opt" clinfo.txt
    else
        echo "   (no clinfo: the platform is built and registered, not listed)"
    fi
    # The Python host path: a PyOpenCL user's script, unchanged, on the platform alone (the
    # OCL_ICD_VENDORS that --icd prints names it only; the installed folder links the system's
    # platforms too), twice: the second run builds from PyOpenCL's binary cache.
    echo "== a PyOpenCL script on the platform"
    alone=$(sed -n 's/^OCL_ICD_VENDORS=//p' icd.txt)
    # mako: the templates of pyopencl.reduction and pyopencl.array.
    if "$bin/pip" install --quiet pyopencl mako; then
        for run in source binaries; do
            OCL_ICD_VENDORS="$alone" "$bin/python" "$repo/test/icd/data/pyopencl_script.py" \
                "$work/pyopencl-cache" > pyopencl.txt
            diff -u "$repo/test/icd/data/pyopencl_script.expected" pyopencl.txt
            echo "   built from $run: numpy's results"
        done
    else
        echo "   (pyopencl and mako could not be installed from PyPI: skipped)"
    fi
else
    echo "   (no C compiler: skipped)"
fi

echo "== the lit suite against the installed ncpu-opt"
"$bin/pip" install --quiet lit filecheck
"$bin/lit" -q "$repo/test/lit"
echo "check-wheel: OK"
