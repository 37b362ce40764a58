# ncpu-opt: `make run` runs the bundled example, `make test` runs every test.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
CONFIG_SUM := $(shell cat pyproject.toml setup.py | cksum | cut -d' ' -f1)
# `make run` needs the product and its OpenCL C front end ([opencl]); tests and lint the [test] extra too.
PRODUCT := $(VENV)/.product-$(CONFIG_SUM)
STAMP := $(VENV)/.test-$(CONFIG_SUM)

.PHONY: run test lint check-wheel bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(PRODUCT): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[opencl]'
	rm -f $(VENV)/.product-*
	touch $@

$(STAMP): $(PRODUCT)
	$(BIN)/pip install --quiet -e '.[test]'
	rm -f $(VENV)/.test-*
	touch $@

run: $(PRODUCT)
	@mkdir -p out
	$(BIN)/ncpu-opt --print-passes | head -n 5
	$(BIN)/ncpu-opt -passes='default<O2>' -S examples/saxpy.ll -o out/saxpy.O2.ll
	@echo "--- examples/saxpy.ll through default<O2> (out/saxpy.O2.ll):"
	@grep -A12 '^define' out/saxpy.O2.ll
	$(BIN)/ncpu-opt -passes=verify --filetype=obj examples/saxpy.ll -o out/saxpy.o
	@echo "--- out/saxpy.o is an object file for the host; its symbols:"
	nm out/saxpy.o
	@echo "--- examples/saxpy.ll run by ncpu_opt.runtime on numpy arrays:"
	$(BIN)/python examples/run_saxpy.py

test: $(STAMP)
	$(BIN)/python -m pytest test
	$(BIN)/lit -sv test/lit

lint: $(STAMP)
	$(BIN)/ruff check ncpu_opt passes runtime test bench setup.py
	$(BIN)/mypy ncpu_opt passes runtime

# The wheel as users get it: built, installed into a fresh venv, run from outside the tree.
check-wheel:
	PYTHON=$(PYTHON) bash test/wheel/check_installed.sh

# The kernel and launch benchmarks compare with PoCL (Debian's pocl-opencl-icd, PyPI's
# pyopencl) and the launch benchmark with Intel's OpenCL CPU runtime (PyPI's intel-opencl-rt);
# without them they still run and say which peer is missing.
bench: $(STAMP)
	-$(BIN)/pip install --quiet pyopencl intel-opencl-rt intel-cmplr-lib-rt
	-@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! dpkg -s pocl-opencl-icd >/dev/null 2>&1; then \
		apt-get update -qq && apt-get install -y -qq pocl-opencl-icd; fi
	$(BIN)/python bench/compile_speed.py
	$(BIN)/python bench/launch_overhead.py
	$(BIN)/python bench/kernels.py --threads 2

clean:
	rm -rf $(VENV) out
