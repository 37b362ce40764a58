"""The thread sweep's chart (``bench/kernels.py --plot FILE.svg``): per kernel, speed against threads.

One panel per kernel: x is the thread count, y the speed relative to the same contender's
run at the fewest threads (1 when the sweep starts at 1), both on log-2 axes; the dashed
line is perfect scaling (y = x).  matplotlib is for the benchmarks only (``make bench``
installs it) and is imported when a chart is drawn.
"""

from __future__ import annotations

import os
import platform
from dataclasses import dataclass
from pathlib import Path

#: Contender -> (label, colour, marker), in the legend's order.
STYLE = {"vec": ("ncpu-opt (vectorised)", "C0", "o"), "PoCL": ("PoCL", "C1", "s"),
         "Intel": ("Intel OpenCL CPU", "C2", "^"), "C": ("C loop, OpenMP (limit)", "C7", "D")}


@dataclass
class Panel:
    title: str
    #: Contender -> thread count -> speed relative to that contender at the fewest threads.
    curves: dict[str, dict[int, float]]


def machine() -> str:
    """The CPU's model name, its cores and whether it has AVX-512 (Linux's /proc/cpuinfo)."""
    model, avx512 = platform.processor() or platform.machine(), False
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "model name":
                model = value.strip()
            elif key.strip() == "flags":
                avx512 = "avx512f" in value.split()
                break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores" + (", AVX-512" if avx512 else "")


def speed_chart(panels: list[Panel], threads: list[int], title: str, path: Path) -> str:
    """Writes the chart (the format follows the suffix: .svg, .png, .pdf); returns what to print."""
    if len(threads) < 2:
        return "plot: not written, it needs two thread counts or more (e.g. --threads 1,all)"
    try:
        import matplotlib
    except ImportError:
        return "plot: not written, matplotlib is not installed (pip install matplotlib; make bench installs it)"
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FormatStrFormatter, LogLocator, NullFormatter

    base = threads[0]
    ideal = [t / base for t in threads]
    values = [v for p in panels for c in p.curves.values() for v in c.values()] + ideal
    columns = min(5, len(panels))
    rows = -(-len(panels) // columns)
    figure, axes = plt.subplots(rows, columns, figsize=(2.5 * columns, 2.3 * rows + 0.7), layout="constrained",
                                sharex=True, sharey=True, squeeze=False)
    for ax, panel in zip(axes.flat, panels, strict=False):
        ax.plot(threads, ideal, color="0.55", linestyle="--", linewidth=1, label="ideal (y = x)")
        for contender, points in panel.curves.items():
            label, colour, marker = STYLE[contender]
            ours = contender == "vec"  # on top, filled; the others hollow, so that ours shows where they meet
            ax.plot(sorted(points), [points[t] for t in sorted(points)], color=colour, marker=marker, label=label,
                    zorder=3 if ours else 2, markersize=6 if ours else 7, markerfacecolor=colour if ours else "white")
        ax.set_title(panel.title, fontsize=9)
        ax.grid(True, color="0.9")
    for ax in axes.flat[len(panels):]:
        ax.set_visible(False)
    ax = axes.flat[0]
    ax.set_xscale("log", base=2)
    ax.set_yscale("log", base=2)
    ax.set_xticks(threads, [str(t) for t in threads])
    ax.set_ylim(min(values) / 1.15, max(values) * 1.15)
    # Within a few octaves (a machine of 2-4 cores), halfway ticks too: 1, 1.5, 2, 3.
    ax.yaxis.set_major_locator(LogLocator(base=2, subs=(1.0, 1.5) if max(values) / min(values) < 6 else (1.0,)))
    ax.yaxis.set_major_formatter(FormatStrFormatter("%g"))
    for axis in (ax.xaxis, ax.yaxis):
        axis.set_minor_formatter(NullFormatter())
    for ax in axes[-1]:
        ax.set_xlabel("threads")
    for ax in axes[:, 0]:
        ax.set_ylabel(f"speed-up over {base} thread{'s' if base > 1 else ''}")
    handles = {h.get_label(): h for ax in axes.flat for h in ax.get_legend_handles_labels()[0]}
    figure.suptitle(title, fontsize=10)
    figure.legend(handles.values(), handles.keys(), loc="outside lower center", ncol=len(handles), fontsize=8,
                  frameon=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, metadata={"Date": None} if path.suffix == ".svg" else None)
    plt.close(figure)
    return f"plot: {path}"
