"""Atomic functions: OpenCL 1.x ``atomic_*``/``atom_*`` and the OpenCL 2.0 C11-style ones.

- OpenCL 1.x functions are relaxed (the spec orders nothing around them), so
  they are ``monotonic`` ``atomicrmw``/``cmpxchg``, the orderings the
  pipeline spec's "Atomics and Fences" allows.
- OpenCL 2.0 functions without ``_explicit`` are ``seq_cst``.  The
  ``_explicit`` ones take a ``memory_order`` argument (clang's values are
  C11's ``__ATOMIC_*``): the definition switches on it, so that a constant
  order folds to one instruction once the definition is inlined, and a
  computed one still works.  Orders a load or store cannot have (a release
  load) become the next stronger valid one.  ``compare_exchange`` derives its
  failure ordering from the success one (the strongest the success ordering
  allows, never weaker than the failure order OpenCL permits).
- ``memory_scope`` arguments are ignored: every scope is the whole process on
  a CPU, and the pipeline spec's atomics carry no ``syncscope``.
- ``atomic_flag`` is an ``atomic_int`` holding 0 or 1.
"""

from __future__ import annotations

from collections.abc import Callable

from ncpu_opt.clc.base import Definition, Emitter, Unsupported, pointee
from ncpu_opt.ir.instructions import AtomicRMWInst, CmpXchgInst, FenceInst, LoadInst, StoreInst
from ncpu_opt.ir.types import I1, I32, FloatType, IntType, PointerType, Type
from ncpu_opt.ir.values import Value, const_int

# C11 / OpenCL memory_order values (opencl-c-base.h: memory_order_relaxed = __ATOMIC_RELAXED, ...).
RELAXED, CONSUME, ACQUIRE, RELEASE, ACQ_REL, SEQ_CST = range(6)

# The LLVM ordering of each memory_order, by access kind; missing orders are seq_cst.
ORDERINGS: dict[str, dict[int, str]] = {
    "rmw": {RELAXED: "monotonic", CONSUME: "acquire", ACQUIRE: "acquire", RELEASE: "release", ACQ_REL: "acq_rel"},
    "load": {RELAXED: "monotonic", CONSUME: "acquire", ACQUIRE: "acquire", RELEASE: "acquire", ACQ_REL: "acquire"},
    "store": {RELAXED: "monotonic", CONSUME: "release", ACQUIRE: "release", RELEASE: "release", ACQ_REL: "release"},
    # A relaxed fence orders nothing: no instruction ("").
    "fence": {RELAXED: "", CONSUME: "acquire", ACQUIRE: "acquire", RELEASE: "release", ACQ_REL: "acq_rel"},
}
# cmpxchg's failure ordering cannot release.
FAILURE_ORDERING = {"monotonic": "monotonic", "acquire": "acquire", "release": "monotonic", "acq_rel": "acquire", "seq_cst": "seq_cst"}

OPENCL1_OPERATIONS = ("add", "sub", "xchg", "inc", "dec", "min", "max", "and", "or", "xor")
FETCH_OPERATIONS = ("add", "sub", "or", "xor", "and", "min", "max")


def natural_align(e: Emitter, t: Type) -> int:
    return e.layout.store_size(t)


def object_pointer(e: Emitter) -> Value:
    ptr = e.arg(0)
    if not isinstance(ptr.type, PointerType):
        raise Unsupported(f"the atomic object is a {ptr.type}, not a pointer")
    return ptr


def check_value_type(t: Type, allow_float: bool) -> None:
    if isinstance(t, IntType) and t.width in (32, 64):
        return
    if allow_float and isinstance(t, FloatType) and t.kind in ("float", "double"):
        return
    raise Unsupported(f"atomics on {t}")


def rmw_operation(e: Emitter, op: str, t: Type) -> str:
    """The ``atomicrmw`` operation of OpenCL's *op* on the pointee of parameter 0."""
    if isinstance(t, FloatType):
        float_ops = {"add": "fadd", "sub": "fsub", "min": "fmin", "max": "fmax", "xchg": "xchg"}
        if op not in float_ops:
            raise Unsupported(f"atomic {op} on {t}")
        return float_ops[op]
    if op in ("min", "max"):
        element = pointee(e.params[0] if e.params else None)
        if element is None or not element.is_integer:
            raise Unsupported("the signedness of the atomic object is unknown")
        return op if element.is_signed_integer else "u" + op
    return op


def ordered(e: Emitter, order: Value | None, kind: str, build: Callable[[str], Value | None]) -> Value | None:
    """*build* at the LLVM ordering of *order* (None: seq_cst); a switch when *order* is an argument."""
    if order is None:
        return build("seq_cst")
    table = ORDERINGS[kind]
    orderings = [*dict.fromkeys(table.values()), "seq_cst"]
    blocks = {o: e.block(o or "relaxed") for o in orderings}
    done = e.block("done")
    e.b.switch(order, blocks["seq_cst"], [(const_int(order.type, v), blocks[o]) for v, o in table.items()])  # type: ignore[arg-type]
    incoming: list[tuple[Value, Value]] = []
    for ordering, block in blocks.items():
        e.b.position_at_end(block)
        value = build(ordering)
        if value is not None:
            incoming.append((value, block))
        e.b.br(done)
    e.b.position_at_end(done)
    if not incoming:
        return None
    return e.b.phi(incoming[0][0].type, incoming, "result")


def rmw(e: Emitter, operation: str, ptr: Value, value: Value, ordering: str) -> Value:
    inst = AtomicRMWInst(operation, ptr, value, ordering, natural_align(e, value.type))
    e.b.insert(inst)
    return inst


def compare_exchange(e: Emitter, ptr: Value, expected: Value, desired: Value, ordering: str, weak: bool) -> Value:
    """A ``cmpxchg`` returning ``{ old, success }``; floats are compared as their bits."""
    t = expected.type
    if isinstance(t, FloatType):
        bits = IntType(t.width)
        expected, desired = e.b.cast("bitcast", expected, bits), e.b.cast("bitcast", desired, bits)
    inst = CmpXchgInst(ptr, expected, desired, ordering, FAILURE_ORDERING[ordering], natural_align(e, expected.type))
    if weak:
        inst.set_flag("weak")
    e.b.insert(inst)
    return inst


def old_value(e: Emitter, pair: Value, t: Type) -> Value:
    old = e.b.extract_value(pair, [0])
    return e.b.cast("bitcast", old, t) if old.type != t else old


# -- OpenCL 1.x ------------------------------------------------------------------------


def opencl1_rmw(op: str) -> Definition:
    def define(e: Emitter) -> Value:
        ptr = object_pointer(e)
        t = e.ret_type
        check_value_type(t, allow_float=op == "xchg")
        if op in ("inc", "dec"):
            e.expect_args(1)
            return rmw(e, "add" if op == "inc" else "sub", ptr, const_int(t, 1), "monotonic")
        e.expect_args(2)
        return rmw(e, rmw_operation(e, op, t), ptr, e.arg(1), "monotonic")

    return define


def opencl1_cmpxchg(e: Emitter) -> Value:
    e.expect_args(3)
    t = e.ret_type
    check_value_type(t, allow_float=False)
    pair = compare_exchange(e, object_pointer(e), e.arg(1), e.arg(2), "monotonic", weak=False)
    return old_value(e, pair, t)


# -- OpenCL 2.0 -------------------------------------------------------------------------


def order_arg(e: Emitter, explicit: bool, index: int) -> Value | None:
    """The memory_order argument at *index* of an ``_explicit`` function, else None (seq_cst)."""
    return e.arg(index) if explicit else None


def atomic_load(explicit: bool) -> Definition:
    def define(e: Emitter) -> Value | None:
        ptr, t = object_pointer(e), e.ret_type
        check_value_type(t, allow_float=True)

        def build(ordering: str) -> Value:
            load = LoadInst(t, ptr, natural_align(e, t), ordering=ordering)
            e.b.insert(load)
            return load

        return ordered(e, order_arg(e, explicit, 1), "load", build)

    return define


def atomic_store(explicit: bool) -> Definition:
    def define(e: Emitter) -> Value | None:
        ptr, value = object_pointer(e), e.arg(1)
        check_value_type(value.type, allow_float=True)

        def build(ordering: str) -> None:
            e.b.insert(StoreInst(value, ptr, natural_align(e, value.type), ordering=ordering))

        return ordered(e, order_arg(e, explicit, 2), "store", build)

    return define


def atomic_init(e: Emitter) -> None:
    """Not atomic: the object is not shared yet."""
    e.expect_args(2)
    value = e.arg(1)
    e.b.store(value, object_pointer(e), natural_align(e, value.type))


def atomic_fetch(op: str, explicit: bool) -> Definition:
    def define(e: Emitter) -> Value | None:
        ptr, value, t = object_pointer(e), e.arg(1), e.ret_type
        check_value_type(t, allow_float=True)
        operation = rmw_operation(e, op, t)
        return ordered(e, order_arg(e, explicit, 2), "rmw", lambda o: rmw(e, operation, ptr, value, o))

    return define


def atomic_compare_exchange(weak: bool, explicit: bool) -> Definition:
    """``bool f(object, expected *, desired, ...)``: on failure *expected gets the current value."""

    def define(e: Emitter) -> Value | None:
        ptr, expected_ptr, desired = object_pointer(e), e.arg(1), e.arg(2)
        t = desired.type
        check_value_type(t, allow_float=True)
        align = e.align_of(t)
        expected = e.b.load(t, expected_ptr, align, "expected")
        pair = ordered(e, order_arg(e, explicit, 3), "rmw", lambda o: compare_exchange(e, ptr, expected, desired, o, weak))
        assert pair is not None
        success = e.b.extract_value(pair, [1], "success")
        failed, done = e.block("failed"), e.block("exchanged")
        e.b.cond_br(success, done, failed)
        e.b.position_at_end(failed)
        e.b.store(old_value(e, pair, t), expected_ptr, align)
        e.b.br(done)
        e.b.position_at_end(done)
        return success if e.ret_type == I1 else e.b.cast("zext", success, e.ret_type)

    return define


def atomic_flag_test_and_set(explicit: bool) -> Definition:
    def define(e: Emitter) -> Value | None:
        ptr = object_pointer(e)
        old = ordered(e, order_arg(e, explicit, 1), "rmw", lambda o: rmw(e, "xchg", ptr, const_int(I32, 1), o))
        assert old is not None
        was_set = e.b.icmp("ne", old, const_int(I32, 0), "was_set")
        return was_set if e.ret_type == I1 else e.b.cast("zext", was_set, e.ret_type)

    return define


def atomic_flag_clear(explicit: bool) -> Definition:
    def define(e: Emitter) -> None:
        ptr = object_pointer(e)

        def build(ordering: str) -> None:
            e.b.insert(StoreInst(const_int(I32, 0), ptr, 4, ordering=ordering))

        ordered(e, order_arg(e, explicit, 1), "store", build)

    return define


def atomic_work_item_fence(e: Emitter) -> None:
    """``atomic_work_item_fence(flags, order, scope)``: a fence of the order (the flags do not narrow it)."""
    e.expect_args(3)

    def build(ordering: str) -> None:
        if ordering:
            e.b.insert(FenceInst(ordering))

    ordered(e, e.arg(1), "fence", build)


def definitions() -> dict[str, Definition]:
    table: dict[str, Definition] = {}
    for prefix in ("atomic_", "atom_"):
        for op in OPENCL1_OPERATIONS:
            table[prefix + op] = opencl1_rmw(op)
        table[prefix + "cmpxchg"] = opencl1_cmpxchg
    for suffix, explicit in (("", False), ("_explicit", True)):
        table["atomic_load" + suffix] = atomic_load(explicit)
        table["atomic_store" + suffix] = atomic_store(explicit)
        table["atomic_exchange" + suffix] = atomic_fetch("xchg", explicit)
        for op in FETCH_OPERATIONS:
            table[f"atomic_fetch_{op}{suffix}"] = atomic_fetch(op, explicit)
        table["atomic_compare_exchange_strong" + suffix] = atomic_compare_exchange(False, explicit)
        table["atomic_compare_exchange_weak" + suffix] = atomic_compare_exchange(True, explicit)
        table["atomic_flag_test_and_set" + suffix] = atomic_flag_test_and_set(explicit)
        table["atomic_flag_clear" + suffix] = atomic_flag_clear(explicit)
    table["atomic_init"] = atomic_init
    table["atomic_work_item_fence"] = atomic_work_item_fence
    return table
