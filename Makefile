# ncpu-opt: `make run` runs the bundled example, `make test` runs every test, `make check` a quick tier.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
CONFIG_SUM := $(shell cat pyproject.toml setup.py | cksum | cut -d' ' -f1)
# `make run` needs the product and its OpenCL C front end ([opencl]); tests and lint the [test] extra too.
PRODUCT := $(VENV)/.product-$(CONFIG_SUM)
# setuptools warns on every editable install that a folder named like the package could shadow it:
# ours are the package (passes/ and runtime/ are mounted into it), so the warning only hides output.
PIP_INSTALL := PYTHONWARNINGS='ignore:Editable installation' $(BIN)/pip install --quiet
STAMP := $(VENV)/.test-$(CONFIG_SUM)
DOCS_STAMP := $(VENV)/.docs-$(CONFIG_SUM)

.PHONY: run test check lint docs check-wheel bench pyopencl-suite pyopencl-suite-ci clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(PRODUCT): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/pip install --quiet --upgrade pip
	$(PIP_INSTALL) -e '.[opencl]'
	rm -f $(VENV)/.product-*
	touch $@

$(STAMP): $(PRODUCT)
	$(PIP_INSTALL) -e '.[test]'
	rm -f $(VENV)/.test-*
	touch $@

run: $(PRODUCT)
	@mkdir -p out
	@echo "--- examples/reduce.cl, a work-group sum with a barrier in a loop and __local memory, through native-cpu:"
	$(BIN)/ncpu-opt -passes=native-cpu -Rpass=vecz --filetype=obj examples/reduce.cl -o out/reduce.o
	@echo "--- its barrier regions (after work-item-loops), each run by a loop over the work-group's work-items:"
	@$(BIN)/ncpu-opt -passes=native-cpu --print-after=work-item-loops examples/reduce.cl -o /dev/null 2>&1 \
		| grep -o '^define [^(]*mux-barrier-region[^(]*' | sed 's/^define.* @/  @/'
	@echo "--- out/reduce.o: the work-group driver a C program calls (see examples/aot):"
	@nm out/reduce.o | grep ' T '
	@echo "--- run from Python by ncpu_opt.runtime on numpy arrays:"
	$(BIN)/python examples/run_reduce.py

# `make test` runs every test: pytest on every core (pytest-xdist; test/conftest.py gives the
# workers one compile cache and starts the slowest tests first), then the lit suite, then the
# execution tests again in checked mode (--checked: NCPU_OPT_CHECKED=1), where a false report
# on any of their kernels fails.
test: $(STAMP)
	$(BIN)/python -m pytest -n auto --dist worksteal test
	$(BIN)/lit -sv test/lit
	$(BIN)/python -m pytest -n auto --dist worksteal --checked -q test/unit -k exec

# `make check` is the quick tier for the edit-test loop (about a minute on 2 cores): every unit
# test, the first test of each execution family (a test module that runs kernels or starts
# processes; the fuzzers at a few examples), and the lit suite. `make test` runs everything.
# lit runs beside pytest (its report follows pytest's); either failing fails the target.
check: $(STAMP)
	@log=$$(mktemp); $(BIN)/lit -sv test/lit >$$log 2>&1 & lit=$$!; \
	$(BIN)/python -m pytest -n auto --dist worksteal --quick test; pytest=$$?; \
	wait $$lit; lit=$$?; cat $$log; rm -f $$log; \
	test $$pytest -eq 0 -a $$lit -eq 0

$(DOCS_STAMP): $(PRODUCT)
	$(PIP_INSTALL) -e '.[docs]'
	rm -f $(VENV)/.docs-*
	touch $@

# The documentation site (mkdocs.yml, docs/) into site/: a broken link, a missing anchor or
# reference, or any other warning fails the build.
docs: $(DOCS_STAMP)
	NO_MKDOCS_2_WARNING=1 $(BIN)/mkdocs build --strict --quiet

lint: $(STAMP)
	$(BIN)/ruff check ncpu_opt passes runtime test bench setup.py
	$(BIN)/mypy ncpu_opt passes runtime

# The wheel as users get it: built, installed into a fresh venv, run from outside the tree.
check-wheel:
	PYTHON=$(PYTHON) bash test/wheel/check_installed.sh

# The kernel and launch benchmarks compare with PoCL (Debian's pocl-opencl-icd, PyPI's
# pyopencl) and the launch benchmark with Intel's OpenCL CPU runtime (PyPI's intel-opencl-rt);
# without them they still run and say which peer is missing. matplotlib (for the benchmarks
# only) draws the kernels' speed against threads, 1 and every core, into out/threads.svg.
# Debian's packages for the peers: PoCL, and the OpenCL loader and headers that the C hosts of
# the platform's benchmarks (icd_launch, icd_build) link with, clpeak, and Oclgrind (what
# checked launches are compared with; bench/checked.py, about 18 minutes with it).
BENCH_DEBS := pocl-opencl-icd ocl-icd-opencl-dev opencl-headers clpeak oclgrind
bench: $(STAMP)
	-$(BIN)/pip install --quiet pyopencl intel-opencl-rt intel-cmplr-lib-rt matplotlib
	-@missing=$$(for p in $(BENCH_DEBS); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
		if [ -n "$$missing" ] && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && apt-get install -y -qq $$missing; fi
	$(BIN)/python bench/compile_speed.py
	$(BIN)/python bench/compile_scale.py
	$(BIN)/python bench/launch_overhead.py
	$(BIN)/python bench/kernels.py --threads 1,all --plot out/threads.svg
	$(BIN)/python bench/checked.py
	$(BIN)/python bench/icd_launch.py
	$(BIN)/python bench/icd_build.py
	$(BIN)/python bench/clpeak.py

# PyOpenCL's own test suite (test_wrapper, test_array, test_algorithm, ...; from its source
# distribution on PyPI, cached, never in this tree) on ncpu-opt's ICD, PoCL and Intel's runtime:
# pass counts per file side by side, and what passes on PoCL but not on ncpu-opt, in
# out/pyopencl-suite/report.md and .json. A few minutes; not part of `make test`. CI runs the
# quick subset on ncpu-opt alone: `make pyopencl-suite-ci`.
pyopencl-suite: $(STAMP)
	-$(BIN)/pip install --quiet pyopencl mako scipy pytest-timeout intel-opencl-rt intel-cmplr-lib-rt
	-@if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && ! dpkg -s pocl-opencl-icd >/dev/null 2>&1; then \
		apt-get update -qq && apt-get install -y -qq pocl-opencl-icd; fi
	$(BIN)/python bench/pyopencl_suite.py $(SUITE_ARGS)

# What CI runs of it: the quick subset (tests that pass on PoCL) on ncpu-opt's platform alone,
# every one of which must pass; no peer is installed.
pyopencl-suite-ci: $(STAMP)
	$(PIP_INSTALL) pytest-timeout scipy
	$(BIN)/python bench/pyopencl_suite.py --platform ncpu-opt --subset ci --check

clean:
	rm -rf $(VENV) out site build/docs-api
