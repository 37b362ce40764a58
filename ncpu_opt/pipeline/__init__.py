"""Pass pipelines: opt's ``-passes=`` grammar, pass options, the registry and
the pass manager.

Pass authors need only::

    from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass
"""

from ncpu_opt.pipeline.passes import ModulePass, PassContext, PreservedAnalyses, Remark
from ncpu_opt.pipeline.registry import REGISTRY, PassRegistry, register_pass

__all__ = [
    "REGISTRY",
    "ModulePass",
    "PassContext",
    "PassRegistry",
    "PreservedAnalyses",
    "Remark",
    "register_pass",
]
