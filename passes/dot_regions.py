"""dot-regions: a Graphviz picture of each kernel's barrier regions, as LLVM's ``dot-cfg`` draws a CFG.

For each kernel entry point not yet wrapped by ``work-item-loops`` the pass
splits a scratch copy of the kernel exactly as ``work-item-loops`` does
(:func:`ncpu_opt.mux.barrier_regions.split_kernel`: barrier points, regions,
live values, the live-variable struct's layout), writes
``<dir>/<kernel>.regions.dot`` and drops the copy: the module is left as it
was.  Written after a pipeline macro that runs ``work-item-loops``
(``-passes=native-cpu,dot-regions``) it runs inside it, right before
``work-item-loops`` (:attr:`ModulePass.runs_before`): afterwards the kernels
are gone, inlined into their wrappers.  Each file is announced on stderr as
dot-cfg does: ``Writing 'reduce.regions.dot'...``.

The picture: the kernel's basic blocks (after splitting, each barrier point
starts its own block) and its control flow edges; each block filled with
the colour of its region (striped when regions share it: code after a
conditional barrier is reached with and without it), a legend of the
regions (id, where it starts, what it hands over to); barrier blocks framed
in red and the edges into them red and labelled ``barrier N``; and a table
of the live-variable struct ``%<kernel>_live_mem_info``: each member's value,
type, offset and size in bytes and the barriers it crosses, then the values
recomputed in each region instead.  ``share-uniform`` (the default, as
``native-cpu`` runs ``work-item-loops``) lays out the values the whole group
has alike in their own table (``%<kernel>_uniform_mem_info``, once per group);
``no-share-uniform`` draws plain ``work-item-loops``' layout.

Options: ``full`` labels the blocks with their instructions (dot-cfg; by
default only names and barriers, as dot-cfg-only), ``dir=PATH`` the folder
of the files (default: the current directory; made if missing).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import ClassVar

from ncpu_opt.analysis.liveness import Liveness
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AllocaInst
from ncpu_opt.ir.printer import local_names, print_function
from ncpu_opt.ir.types import VectorType
from ncpu_opt.ir.values import Value
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import barrier_regions as br
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux import vector_schedule as vs
from ncpu_opt.mux.live_struct import LiveStruct, Member
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "dot-regions"
FILE_SUFFIX = ".regions.dot"
#: Region fill colours (ColorBrewer's Set3, light enough for black text), cycled.
PALETTE = (
    "#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
    "#b3de69", "#fccde5", "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f",
)
BARRIER_COLOUR = "#d62728"
#: Blocks no region reaches (unreachable code).
NO_REGION_COLOUR = "#ffffff"


@register_pass
@dataclass(frozen=True)
class DotRegions(ModulePass):
    """Write <kernel>.regions.dot: the kernel's CFG coloured by barrier region, with its live struct."""

    name: ClassVar[str] = PASS_NAME
    runs_before: ClassVar[str | None] = "work-item-loops"
    #: Label the blocks with their instructions (dot-cfg), not only their names (dot-cfg-only).
    full: bool = False
    #: Lay out the live values as native-cpu's work-item-loops<share-uniform> does.
    share_uniform: bool = True
    directory: str = field(default=".", metadata={"option": "dir"})

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        entry_points = [fn for fn in module.functions if attrs.is_kernel_entry_point(fn) and not fn.is_declaration]
        kernels = [fn for fn in entry_points if md.WRAPPER not in fn.metadata]
        if entry_points and not kernels:
            print(
                f"ncpu-opt: warning: {PASS_NAME}: the kernels are already wrapped by work-item-loops, their "
                f"regions gone; run {PASS_NAME} before it (-passes=native-cpu,{PASS_NAME} does)",
                file=sys.stderr,
            )
        for kernel in kernels:
            vector = md.get_vecz_derived_link(kernel) is not None or bool(vs.clones_of(module, kernel, entry_points))
            dot = self.draw(module, kernel, vector)
            filename = kernel.name.replace(os.sep, "_") + FILE_SUFFIX
            path = filename if self.directory in ("", ".") else os.path.join(self.directory, filename)
            if write_dot(path, dot):
                ctx.dot_files.append(path)
        return PreservedAnalyses.all()

    def draw(self, module: Module, kernel: Function, vector: bool) -> str:
        """The Graphviz text for ``kernel``; the module is left as it was."""
        br.check_no_barriers_in_callees(kernel)
        functions = set(module.functions)
        struct_types = dict(module.struct_types)
        split = br.split_kernel(module, kernel, vector, self.share_uniform)
        try:
            return _Picture(module, split, self.full).text()
        finally:
            # The scratch copy (in no module) holds the only uses of what splitting declared.
            for block in list(split.scratch.blocks):
                block.erase_from_parent()
            for fn in [fn for fn in module.functions if fn not in functions]:
                module.remove_global_value(fn)
            module.struct_types.clear()
            module.struct_types.update(struct_types)


def write_dot(path: str, text: str) -> bool:
    """Write ``text`` to ``path``, saying so on stderr as opt's dot-cfg does; False if it could not."""
    sys.stderr.write(f"Writing '{path}'...")
    try:
        folder = os.path.dirname(path)
        if folder:
            os.makedirs(folder, exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(text)
    except OSError as e:
        sys.stderr.write(f"  error opening file for writing: {e.strerror or e}\n")
        return False
    sys.stderr.write("\n")
    return True


def quote(text: str, left: bool = False) -> str:
    """A DOT string; ``left``: its lines left-justified (``\\l``), as a block's code."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"')
    if left:
        return '"' + "\\l".join(escaped.split("\n")) + '\\l"'
    return '"' + escaped.replace("\n", "\\n") + '"'


def html(text: str) -> str:
    """Text inside an HTML-like DOT label."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def region_title(region: br.Region) -> str:
    if region.barrier is None:
        return f"region {region.id}: entry"
    return f"region {region.id}: after barrier {region.barrier.id}"


def exits_text(exits: Iterable[int]) -> str:
    names = ["return" if e == br.RETURN_ID else f"region {e}" for e in exits]
    return "then " + (" or ".join(names) if names else "nothing (unreachable)")


def member_size(dl: DataLayout, member: Member) -> str:
    """Bytes the member takes (a scalable vector's at vscale = 1, times vscale)."""
    t = member.type
    if member.scalable:
        assert isinstance(t, VectorType)
        return f"{dl.alloc_size(VectorType(t.count, t.element))} x vscale"
    return str(dl.alloc_size(t))


class _Picture:
    """One kernel's picture, from its split scratch copy."""

    def __init__(self, module: Module, split: br.KernelSplit, full: bool) -> None:
        self.module = module
        self.split = split
        self.full = full
        self.fn = split.scratch
        self.names = local_names(self.fn)
        self.dl = module.data_layout
        self.node = {block: f"b{i}" for i, block in enumerate(self.fn.blocks)}
        self.barrier_at = {p.block: p for p in split.points}
        self.colour = {r.id: PALETTE[i % len(PALETTE)] for i, r in enumerate(split.regions)}
        self.regions_of: dict[BasicBlock, list[br.Region]] = {}
        for region in split.regions:
            for block in region.blocks:
                self.regions_of.setdefault(block, []).append(region)

    def label(self, value: Value) -> str:
        return self.names.get(value) or value.ref()

    def text(self) -> str:
        kernel = self.split.kernel
        title = f"Barrier regions of @{kernel.name}"
        link = md.get_vecz_derived_link(kernel)
        if link is not None:
            title += f" (vectorised by {link[0].width} from @{link[1].name})"
        lines = [
            f"digraph {quote(kernel.name + FILE_SUFFIX[:-4])} {{",
            f"  label={quote(title)};",
            "  labelloc=t;",
            '  fontname="Helvetica";',
            '  node [shape=box, style=filled, fontname="Courier", fontsize=10];',
            '  edge [fontname="Helvetica", fontsize=9];',
        ]
        lines += self.blocks()
        lines += self.edges()
        lines += self.legend()
        lines += self.tables()
        lines.append("}")
        return "\n".join(lines) + "\n"

    def block_texts(self) -> dict[BasicBlock, list[str]]:
        """Each block's label lines: its name, then (``full``) its instructions as printed."""
        texts = {block: [self.label(block).removeprefix("%") + ":"] for block in self.fn.blocks}
        if not self.full:
            return texts
        body = print_function(self.fn, self.module).split("{\n", 1)[1].rsplit("\n}", 1)[0]
        for block, chunk in zip(self.fn.blocks, body.split("\n\n"), strict=True):
            rows = chunk.split("\n")
            if rows and not rows[0].startswith(" "):
                rows = rows[1:]  # the label line
            texts[block] += [row.strip() for row in rows]
        return texts

    def blocks(self) -> list[str]:
        lines = []
        texts = self.block_texts()
        for block in self.fn.blocks:
            text = texts[block]
            regions = self.regions_of.get(block, [])
            colours = [self.colour[r.id] for r in regions] or [NO_REGION_COLOUR]
            attributes = [f"label={quote(chr(10).join(text), left=True)}"]
            style = "filled" if len(colours) == 1 else "striped"
            point = self.barrier_at.get(block)
            if point is not None:
                callee = point.call.called_function
                what = callee.name if callee is not None else "barrier"
                if not self.full:
                    attributes[0] = f"label={quote(chr(10).join([*text, f'barrier {point.id}: {what}']), left=True)}"
                style += ",bold"
                attributes += [f'color="{BARRIER_COLOUR}"', "penwidth=3"]
            attributes += [f'style="{style}"', f'fillcolor="{":".join(colours)}"']
            where = ", ".join(f"region {r.id}" for r in regions) or "no region (unreachable)"
            attributes.append(f"tooltip={quote(where)}")
            lines.append(f"  {self.node[block]} [{', '.join(attributes)}];")
        return lines

    def edges(self) -> list[str]:
        lines = []
        for block in self.fn.blocks:
            for succ in dict.fromkeys(block.successors):
                point = self.barrier_at.get(succ)
                extra = ""
                if point is not None:
                    extra = f' [color="{BARRIER_COLOUR}", penwidth=2, fontcolor="{BARRIER_COLOUR}", label="barrier {point.id}"]'
                lines.append(f"  {self.node[block]} -> {self.node[succ]}{extra};")
        return lines

    def legend(self) -> list[str]:
        lines = [
            "  subgraph cluster_legend {",
            '    label="Regions"; fontname="Helvetica"; style=rounded;',
            '    node [fontname="Helvetica"];',
        ]
        previous = None
        for region in self.split.regions:
            text = f"{region_title(region)}\n{exits_text(region.exits)}"
            if region.barrier is not None and region.barrier.schedule is not attrs.BarrierSchedule.UNORDERED:
                text += f"\nschedule: {region.barrier.schedule.value}"
            lines.append(f'    legend{region.id} [label={quote(text)}, fillcolor="{self.colour[region.id]}"];')
            if previous is not None:
                lines.append(f"    {previous} -> legend{region.id} [style=invis];")
            previous = f"legend{region.id}"
        lines.append("  }")
        # The tables below the legend, a column beside the CFG.
        lines.append(f"  {previous} -> live [style=invis];")
        if self.split.uniform is not None:
            lines.append("  live -> uniform [style=invis];")
        return lines

    def crossings(self) -> dict[Value, list[str]]:
        """For each live value, the barriers it is live across ("result of N" for a collective's result)."""
        liveness = Liveness(self.fn)
        crossed: dict[Value, list[str]] = {}
        for point in self.split.points:
            crossed.setdefault(point.call, []).append(f"result of {point.id}")
            for value in liveness.live_in(point.block):
                crossed.setdefault(value, []).append(str(point.id))
        return crossed

    def tables(self) -> list[str]:
        if not self.split.points:
            note = "no barriers: one region, nothing kept between regions"
            return [f'  live [shape=plain, style="", fontname="Helvetica", label={quote(note)}];']
        crossed = self.crossings()
        lines = [self.table("live", self.split.struct, "per work-item", crossed)]
        uniform = self.split.uniform
        if uniform is not None:
            lines.append(self.table("uniform", uniform, "once per work-group (share-uniform)", crossed))
        return lines

    def table(self, node: str, struct: LiveStruct, per: str, crossed: dict[Value, list[str]]) -> str:
        head = f"%{struct.type.name}: {struct.size} bytes {per}, align {struct.align}"
        if struct.is_scalable:
            head += f", + {struct.scalable_size} x vscale"
        cell = '<td align="left">{}</td>'
        rows = [
            f'<tr><td colspan="6" bgcolor="#eeeeee"><b>{html(head)}</b></td></tr>',
            "<tr>" + "".join(cell.format(f"<b>{h}</b>") for h in ("#", "value", "type", "offset", "bytes", "crosses barrier")) + "</tr>",
        ]
        for member in sorted(struct.members.values(), key=lambda m: m.index):
            value = self.label(member.value) + (" (alloca)" if isinstance(member.value, AllocaInst) else "")
            offset = f"{member.offset} x vscale" if member.scalable else str(member.offset)
            crosses = ", ".join(crossed.get(member.value, [])) or "-"
            cols = (str(member.index), value, str(member.type), offset, member_size(self.dl, member), crosses)
            rows.append("<tr>" + "".join(cell.format(html(c)) for c in cols) + "</tr>")
        if not struct.members:
            rows.append('<tr><td colspan="6">(empty)</td></tr>')
        if node == "live" and self.split.live.recomputed:
            position: dict[Value, int] = {inst: i for i, inst in enumerate(self.fn.instructions())}
            ordered = sorted(self.split.live.recomputed, key=lambda v: position.get(v, len(position)))
            names = [html(self.label(v)) for v in ordered]
            lines = [", ".join(names[i : i + 6]) for i in range(0, len(names), 6)]
            text = '<br align="left"/>'.join(["recomputed in each region instead:", *lines]) + '<br align="left"/>'
            rows.append(f'<tr><td colspan="6" align="left">{text}</td></tr>')
        table = "\n    ".join(['<table border="0" cellborder="1" cellspacing="0" cellpadding="3">', *rows, "</table>"])
        return f'  {node} [shape=plain, style="", fontname="Helvetica", label=<\n    {table}>];'
