"""Launch bounds at run time: a launch that would touch memory it was not given is refused.

:mod:`ncpu_opt.analysis.launch_bounds` writes, for each pointer argument of a
kernel, the byte offsets its accesses use as forms over the work-item's position
and the kernel's loop variables.  Here they are evaluated with a launch's sizes
and scalar arguments into the bytes each argument's accesses reach, and
compared with the arrays and ``LocalMemory`` given, before anything runs.  Only
extremes that some work-item attains are compared (the analysis says which), so
a correct kernel is never refused.  What a launch needs depends on its sizes and
on the scalar arguments the forms read: it is computed once per plan and such
values, then a launch costs a size comparison per checked argument.

The package's modules: :mod:`.launch` (the evaluator of a launch's values), :mod:`.proofs`
(proofs of memory: extents, proven arguments and ``__local`` variables), :mod:`.races` (race
proofs), :mod:`.initialisation` (initialisation proofs, loops followed trip by trip) and
:mod:`.requirements` (what a launch must give, :class:`LaunchChecker`).
"""

from ncpu_opt.runtime.bounds.initialisation import MAX_TRIPS as MAX_TRIPS
from ncpu_opt.runtime.bounds.initialisation import initialised
from ncpu_opt.runtime.bounds.launch import RECURRENCE_ROUNDS as RECURRENCE_ROUNDS
from ncpu_opt.runtime.bounds.proofs import MAX_PROOFS as MAX_PROOFS
from ncpu_opt.runtime.bounds.proofs import Extent as Extent
from ncpu_opt.runtime.bounds.proofs import Proofs as Proofs
from ncpu_opt.runtime.bounds.proofs import proofs as proofs
from ncpu_opt.runtime.bounds.proofs import (
    proven_arguments,
    proven_local_variables,
    race_free_arguments,
    race_free_local_variables,
)
from ncpu_opt.runtime.bounds.races import MAX_SPLIT_CASES as MAX_SPLIT_CASES
from ncpu_opt.runtime.bounds.races import MAX_SPLIT_VALUES as MAX_SPLIT_VALUES
from ncpu_opt.runtime.bounds.requirements import MAX_REQUIREMENTS as MAX_REQUIREMENTS
from ncpu_opt.runtime.bounds.requirements import LaunchChecker, Requirement, requirements
from ncpu_opt.runtime.errors import OutOfBoundsError

__all__ = [
    "LaunchChecker",
    "initialised",
    "OutOfBoundsError",
    "Requirement",
    "proven_arguments",
    "proven_local_variables",
    "race_free_arguments",
    "race_free_local_variables",
    "requirements",
]
