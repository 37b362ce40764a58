"""lit configuration for ncpu-opt's command-line tests.

``ncpu-opt`` and ``filecheck`` are found on PATH; the directory of the Python
running lit (the virtualenv's ``bin``) goes first, so ``lit`` from a venv
finds the venv's tools without activating it.
"""

# ruff: noqa: F821 - lit injects `config` and `lit_config`

import os
import sys

import lit.formats

config.name = "ncpu-opt"
# lit 23 deprecates the external shell (ShTest(True)); its internal shell
# handles everything our RUN lines use (pipes, `not`, redirections, quoting).
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

venv_bin = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([venv_bin, os.environ.get("PATH", "")])
# Plain, unwrapped diagnostics whatever the terminal lit runs in.
config.environment["NO_COLOR"] = "1"
config.environment["COLUMNS"] = "200"

config.substitutions.append(("FileCheck", "filecheck"))
config.substitutions.append(("%python", sys.executable))
