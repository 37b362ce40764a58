"""Uniformity (divergence) analysis and address strides."""

from __future__ import annotations

from ncpu_opt.analysis.uniformity import Stride, StrideKind, UniformityAnalysis
from ncpu_opt.ir import Function, parse_module
from ncpu_opt.ir.instructions import Instruction, LoadInst, StoreInst

DECLS = """
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_local_size(i32)
declare i64 @__mux_get_group_id(i32)
declare i64 @__mux_get_local_linear_id()
declare i64 @__mux_get_global_linear_id()
declare i32 @__mux_get_sub_group_local_id()
declare i32 @__mux_get_sub_group_id()
declare i64 @ext(i64)
"""


def parse(body: str) -> Function:
    fn = parse_module(DECLS + body, "test.ll").get_function("k")
    assert fn is not None
    return fn


def named(fn: Function) -> dict[str, Instruction]:
    return {i.name: i for i in fn.instructions() if i.name}


def varying_names(ua: UniformityAnalysis) -> list[str]:
    return [v.name for v in ua.varying_values() if v.name]


GETTERS = """
define void @k(ptr %p, i64 %n) {
entry:
  %l0 = call i64 @__mux_get_local_id(i32 0)
  %l1 = call i64 @__mux_get_local_id(i32 1)
  %g0 = call i64 @__mux_get_global_id(i32 0)
  %g2 = call i64 @__mux_get_global_id(i32 2)
  %ls = call i64 @__mux_get_local_size(i32 0)
  %grp = call i64 @__mux_get_group_id(i32 0)
  %ll = call i64 @__mux_get_local_linear_id()
  %gl = call i64 @__mux_get_global_linear_id()
  %sl = call i32 @__mux_get_sub_group_local_id()
  %sg = call i32 @__mux_get_sub_group_id()
  ret void
}
"""


def test_getter_sources_per_dimension() -> None:
    fn = parse(GETTERS)
    v = named(fn)
    ua0 = UniformityAnalysis(fn, 0)
    assert varying_names(ua0) == ["l0", "g0", "ll", "gl", "sl"]
    ua1 = UniformityAnalysis(fn, 1)
    assert varying_names(ua1) == ["l1", "ll", "gl", "sl"]
    ua2 = UniformityAnalysis(fn, 2)
    assert varying_names(ua2) == ["g2", "ll", "gl", "sl"]
    for arg in fn.args:
        assert ua0.is_uniform(arg)
    assert ua0.is_uniform(v["ls"]) and ua0.is_uniform(v["grp"]) and ua0.is_uniform(v["sg"])
    assert ua0.divergent_branches() == []


def test_data_dependence_loads_calls_atomics_allocas() -> None:
    fn = parse("""
define void @k(ptr %p, i64 %n) {
entry:
  %id = call i64 @__mux_get_global_id(i32 0)
  %u = add i64 %n, 1
  %v = add i64 %id, %u
  %t = trunc i64 %v to i32
  %c = icmp slt i32 %t, 10
  %s = select i1 %c, i64 %u, i64 %n
  %ul = load i64, ptr %p
  %q = getelementptr i64, ptr %p, i64 %id
  %vl = load i64, ptr %q
  %cu = call i64 @ext(i64 %u)
  %cv = call i64 @ext(i64 %id)
  %a = atomicrmw add ptr %p, i64 1 seq_cst
  %x = cmpxchg ptr %p, i64 0, i64 1 seq_cst seq_cst
  %al = alloca i64
  %pl = load i64, ptr %al
  %w = add i64 %a, %ul
  store i64 %ul, ptr %p
  store i64 %id, ptr %p
  ret void
}
""")
    ua = UniformityAnalysis(fn)
    assert varying_names(ua) == ["id", "v", "t", "c", "s", "q", "vl", "cv", "a", "x", "al", "pl", "w"]
    assert ua.is_uniform(named(fn)["ul"]) and ua.is_uniform(named(fn)["cu"])
    stores = [i for i in fn.instructions() if isinstance(i, StoreInst)]
    assert ua.is_uniform(stores[0]) and ua.is_varying(stores[1])


IF_ELSE = """
define i64 @k(ptr %p, i64 %n) {
entry:
  %id = call i64 @__mux_get_local_id(i32 0)
  %c = icmp slt i64 COND, 4
  br i1 %c, label %then, label %else
then:
  %a = add i64 %n, 1
  br label %join
else:
  %b = mul i64 %n, 2
  br label %join
join:
  %phi = phi i64 [ %a, %then ], [ %b, %else ]
  %after = add i64 %n, 3
  ret i64 %phi
}
"""


def test_divergent_if_else_phi_is_varying() -> None:
    fn = parse(IF_ELSE.replace("COND", "%id"))
    ua = UniformityAnalysis(fn)
    v = named(fn)
    assert ua.divergent_branches() == [fn.blocks[0].terminator]
    assert ua.is_varying(v["phi"])
    # Values computed on each side from uniform operands stay uniform.
    assert ua.is_uniform(v["a"]) and ua.is_uniform(v["b"]) and ua.is_uniform(v["after"])


def test_uniform_if_else_phi_is_uniform() -> None:
    fn = parse(IF_ELSE.replace("COND", "%n"))
    ua = UniformityAnalysis(fn)
    assert ua.divergent_branches() == []
    assert varying_names(ua) == ["id"]
    assert ua.is_uniform(named(fn)["phi"])


LOOP = """
define i64 @k(ptr %p, i64 %n) {
entry:
  %id = call i64 @__mux_get_global_id(i32 0)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %inc, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc2, %loop ]
  %acc2 = add i64 %acc, %n
  %inc = add i64 %i, 1
  %c = icmp slt i64 %inc, BOUND
  br i1 %c, label %loop, label %exit
exit:
  %lcssa = phi i64 [ %acc2, %loop ]
  %r = add i64 %acc2, 1
  ret i64 %r
}
"""


def test_loop_with_varying_trip_count_live_outs_varying() -> None:
    fn = parse(LOOP.replace("BOUND", "%id"))
    ua = UniformityAnalysis(fn)
    v = named(fn)
    assert [t.parent.name for t in ua.divergent_branches() if t.parent] == ["loop"]
    # Inside the loop the remaining work-items agree on the induction values...
    assert ua.is_uniform(v["i"]) and ua.is_uniform(v["acc2"])
    # ...but they leave at different iterations.
    assert ua.is_varying(v["lcssa"]) and ua.is_varying(v["r"])


def test_loop_with_uniform_trip_count() -> None:
    fn = parse(LOOP.replace("BOUND", "%n"))
    ua = UniformityAnalysis(fn)
    assert ua.divergent_branches() == []
    assert varying_names(ua) == ["id"]


def test_divergent_continue_makes_header_phi_varying() -> None:
    fn = parse("""
define i64 @k(ptr %p, i64 %n) {
entry:
  %id = call i64 @__mux_get_global_id(i32 0)
  br label %head
head:
  %x = phi i64 [ 0, %entry ], [ 1, %body ], [ 2, %latch ]
  %c = icmp eq i64 %id, %x
  br i1 %c, label %body, label %latch
body:
  %d = icmp slt i64 %x, %n
  br i1 %d, label %head, label %exit
latch:
  br label %head
exit:
  ret i64 %x
}
""")
    ua = UniformityAnalysis(fn)
    assert ua.is_varying(named(fn)["x"])


def test_nested_divergence() -> None:
    fn = parse("""
define i64 @k(ptr %p, i64 %n) {
entry:
  %c0 = icmp sgt i64 %n, 0
  br i1 %c0, label %outer, label %end
outer:
  %id = call i64 @__mux_get_local_id(i32 0)
  %c1 = icmp slt i64 %id, 8
  br i1 %c1, label %inner, label %ojoin
inner:
  %c2 = icmp slt i64 %n, 3
  br i1 %c2, label %a, label %b
a:
  br label %ijoin
b:
  br label %ijoin
ijoin:
  %ip = phi i64 [ 1, %a ], [ 2, %b ]
  br label %ojoin
ojoin:
  %op = phi i64 [ %ip, %ijoin ], [ 0, %outer ]
  br label %end
end:
  %ep = phi i64 [ %op, %ojoin ], [ 5, %entry ]
  %ok = phi i64 [ 7, %ojoin ], [ 5, %entry ]
  ret i64 %ep
}
""")
    ua = UniformityAnalysis(fn)
    v = named(fn)
    assert [t.parent.name for t in ua.divergent_branches() if t.parent] == ["outer"]
    # Every phi in the divergent branch's region is conservatively varying,
    # even at the join of a uniform inner branch.
    assert ua.is_varying(v["ip"])
    assert ua.is_varying(v["op"])
    # Data dependence carries it on; the outer uniform join is otherwise uniform.
    assert ua.is_varying(v["ep"]) and ua.is_uniform(v["ok"])


def test_nested_divergent_branches() -> None:
    fn = parse("""
define i64 @k(ptr %p, i64 %n) {
entry:
  %id = call i64 @__mux_get_local_id(i32 0)
  %c1 = icmp slt i64 %id, 8
  br i1 %c1, label %inner, label %ojoin
inner:
  %c2 = icmp slt i64 %id, 3
  br i1 %c2, label %a, label %b
a:
  br label %ijoin
b:
  br label %ijoin
ijoin:
  %ip = phi i64 [ 1, %a ], [ 2, %b ]
  br label %ojoin
ojoin:
  %op = phi i64 [ 3, %ijoin ], [ 0, %entry ]
  ret i64 %op
}
""")
    ua = UniformityAnalysis(fn)
    v = named(fn)
    assert len(ua.divergent_branches()) == 2
    assert ua.is_varying(v["ip"]) and ua.is_varying(v["op"])


def test_strides() -> None:
    fn = parse("""
define void @k(ptr %p, ptr %idx, i64 %n, i32 %m) {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %off = add i64 %gid, %n
  %pc = getelementptr float, ptr %p, i64 %off
  %x = load float, ptr %pc
  %pu = getelementptr float, ptr %p, i64 %n
  %y = load float, ptr %pu
  %t = trunc i64 %lid to i32
  %t2 = mul i32 %t, 2
  %t3 = add i32 %t2, %m
  %e = sext i32 %t3 to i64
  %ps = getelementptr [4 x float], ptr %p, i64 0, i64 %e
  store float %x, ptr %ps
  %sh = shl i64 %gid, 2
  %pshl = getelementptr i32, ptr %p, i64 %sh
  store float %y, ptr %pshl
  %neg = sub i64 %n, %gid
  %pn = getelementptr i32, ptr %p, i64 %neg
  store float %y, ptr %pn
  %ip = getelementptr i32, ptr %idx, i64 %gid
  %i = load i32, ptr %ip
  %ie = sext i32 %i to i64
  %pa = getelementptr float, ptr %p, i64 %ie
  %z = load float, ptr %pa
  %sq = mul i64 %gid, %gid
  %psq = getelementptr float, ptr %p, i64 %sq
  store float %z, ptr %psq
  ret void
}
""")
    ua = UniformityAnalysis(fn)
    v = named(fn)
    assert ua.stride(v["pc"]) == Stride.CONTIGUOUS
    assert ua.stride(v["pu"]) == Stride.UNIFORM
    strided = ua.stride(v["ps"])
    assert strided.kind is StrideKind.STRIDED and strided.elements == 2
    assert ua.stride(v["pshl"]) == Stride(StrideKind.STRIDED, 4)
    assert ua.stride(v["pn"]) == Stride(StrideKind.STRIDED, -1)
    assert ua.stride(v["ip"]) == Stride.CONTIGUOUS
    assert ua.stride(v["pa"]) == Stride.ARBITRARY
    assert ua.stride(v["psq"]) == Stride.ARBITRARY
    # Strides of the addresses actually accessed.
    loads = {i.name: i for i in fn.instructions() if isinstance(i, LoadInst)}
    assert ua.stride(loads["x"].pointer) == Stride.CONTIGUOUS
    assert ua.stride(loads["y"].pointer) == Stride.UNIFORM
    # Another dimension's id is uniform for the dimension-0 analysis.
    assert UniformityAnalysis(fn, 1).stride(v["pc"]) == Stride.UNIFORM


def test_deterministic() -> None:
    fn = parse(IF_ELSE.replace("COND", "%id"))
    first = [v.name for v in UniformityAnalysis(fn).varying_values()]
    assert all([v.name for v in UniformityAnalysis(fn).varying_values()] == first for _ in range(3))


def test_whole_group_getters() -> None:
    """dim=None: ids of every dimension and sub-group ids vary; group-wide getters do not."""
    fn = parse(GETTERS)
    assert varying_names(UniformityAnalysis(fn, None)) == ["l0", "l1", "g0", "g2", "ll", "gl", "sl", "sg"]


GROUP_CALLS = """
declare i32 @__mux_work_group_reduce_add_i32(i32, i32)
declare i32 @__mux_sub_group_reduce_add_i32(i32)
declare i1 @__vecz_b_any(i1)

define internal i64 @reads_lid(i64 %x) {
  %lid = call i64 @__mux_get_local_id(i32 0)
  %r = add i64 %x, %lid
  ret i64 %r
}

define internal i64 @pure(i64 %x) {
  %r = mul i64 %x, 3
  ret i64 %r
}

define void @k(i32 %v, i1 %c) {
entry:
  %wg = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %v)
  %sgr = call i32 @__mux_sub_group_reduce_add_i32(i32 %v)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %lane = icmp ult i64 %lid, 2
  %any = call i1 @__vecz_b_any(i1 %lane)
  %helper = call i64 @reads_lid(i64 1)
  %plain = call i64 @pure(i64 1)
  %ext = call i64 @ext(i64 2)
  ret void
}
"""


def test_whole_group_calls() -> None:
    """Only work-group collectives are uniform for the group (not a sub-group's, not the
    vectoriser's any-lane test); a helper reading the local id varies."""
    fn = parse(GROUP_CALLS)
    assert varying_names(UniformityAnalysis(fn, None)) == ["sgr", "lid", "lane", "any", "helper"]
    assert varying_names(UniformityAnalysis(fn, 0)) == ["lid", "lane"]


def test_whole_group_divergent_phi() -> None:
    fn = parse("""
define void @k(i64 %n) {
entry:
  %lid = call i64 @__mux_get_local_id(i32 1)
  %c = icmp ult i64 %lid, 3
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %x = phi i64 [ 1, %a ], [ 2, %b ]
  %y = add i64 %n, 1
  ret void
}
""")
    ua = UniformityAnalysis(fn, None)
    assert varying_names(ua) == ["lid", "c", "x"]
    assert varying_names(UniformityAnalysis(fn, 0)) == []
