"""The whole-function vectoriser behind ``run-vecz`` (OCK's Vecz, reimplemented).

A kernel is vectorised in four steps, on a scratch clone:

1. :mod:`~ncpu_opt.vecz.vectorizer` inlines the kernel's callees and refuses
   what cannot run per lane;
2. :mod:`~ncpu_opt.vecz.normalize` gives loops preheaders and single latches;
3. :mod:`~ncpu_opt.vecz.linearize` turns divergent branches into masks,
   guided by :class:`~ncpu_opt.analysis.uniformity.UniformityAnalysis`;
4. :mod:`~ncpu_opt.vecz.packetize` builds the vector function: uniform values
   stay scalar, varying ones become ``<N x T>`` vectors or one value per lane.
"""
