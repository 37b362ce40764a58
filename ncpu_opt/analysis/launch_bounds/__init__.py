"""Launch bounds: which bytes of its pointer arguments a kernel may touch, per launch.

For each load, store, atomic and memory intrinsic whose address is a kernel
pointer argument plus an offset, the offset is written as a *linear form* over
the work-item's position and the kernel's loop variables, with coefficients that
only the launch decides (sizes, scalar arguments, constants).  The runtime
(:mod:`ncpu_opt.runtime.bounds`) evaluates the forms once per launch shape and
compares the bytes touched with the arrays given, before anything runs.

Variables of a form:

- ``g<d>`` and ``l<d>``: the work-item's group and local id in dimension ``d``;
  ``get_global_id(d)`` is ``offset + g*L + l``, so that ``x[gid - lid]`` stays
  exact.  A guard ``if (get_global_id(0) < n)`` dominating the access narrows the
  work-items of that dimension (``dims``), ``get_local_id`` and
  ``get_group_id`` guards likewise;
- ``v<k>``: a bounded value, mostly a loop's induction variable
  (``for (i = gid; i < n; i += stride)``, ``for (s = L/2; s > 0; s >>= 1)``),
  whose range is a pair of forms over the other variables; or a value chosen
  among several (``select``, a phi where branches meet, ``min``/``max``,
  ``usub.sat``): it lies among its options' values, each read under the
  conditions that choose it.

Coefficients and bounds are *expressions*: an int, ``["arg", i, bits, signed]``
(scalar argument ``i`` read as an integer), ``["size", kind, d]`` (``global``,
``local``, ``groups``, ``offset`` of the launch), ``["lsize", d]``
(``get_local_size``, which a last partial group makes smaller) or
``[op, a, b]``.  Everything is JSON data, kept in the compile cache.

Each access records whether its extremes are *attained*: whether some
work-item really touches the lowest and the highest byte of the range (every
condition on the way to it is a guard the analysis read, its loops exit only
through the condition read, steps reach the bound).  The runtime reports an
access out of bounds only then, so that a correct kernel is never refused; an
argument whose accesses could not all be written as forms (passed to a
function, stored, indexed by a loaded value...) is *unchecked*, with the reason.
Wrap-around is checked at launch: every narrow or unflagged integer operation a
form goes through is recorded in ``fits`` with its width, and a launch whose
values would wrap one of them leaves the access unchecked.

The package's modules: :mod:`.forms` (expressions, forms and the records written),
:mod:`.function` (the per-function analysis: facts, guards, loop variables, choices,
relations), :mod:`.accesses` (the accesses that reach a pointer, ``__local`` variables),
:mod:`.barriers` (barrier points and intervals), :mod:`.phases` (what race proofs read: phases
and loop exits), :mod:`.initialisation` (covering writes, loops followed trip by trip) and
:mod:`.kernel` (the entry point, :func:`kernel_bounds`).
"""

from ncpu_opt.analysis.launch_bounds.forms import ArgumentBounds, Form, KernelBounds, Unbounded
from ncpu_opt.analysis.launch_bounds.forms import Expr as Expr
from ncpu_opt.analysis.launch_bounds.kernel import kernel_bounds

__all__ = ["ArgumentBounds", "Form", "KernelBounds", "Unbounded", "kernel_bounds"]
