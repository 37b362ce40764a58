"""ncpu-opt's own passes (installed as the package ``ncpu_opt.passes``).

Every module in this package is imported when a pipeline is built, so a new
pass is one new file here with a class decorated by
:func:`ncpu_opt.pipeline.register_pass`.  Keep import-time work small: this
runs on every ``ncpu-opt`` invocation that parses a pipeline.
"""
