"""The llvmlite edge: input reading, bitcode detection, error mapping, LLVM
passes, code generation and retargeting."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError, SourceError
from ncpu_opt.pipeline.llvm_passes import LLVMPassSpec

SIMPLE = """\
%T = type { i32, float }

define i32 @f(ptr %p) {
entry:
  %a = getelementptr %T, ptr %p, i32 0, i32 0
  %v = load i32, ptr %a, align 4
  ret i32 %v
}
"""

KERNEL = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@tile = internal addrspace(3) global [4 x float] undef, align 4

define spir_kernel void @scale(ptr addrspace(1) %x, float %s) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %x, i64 %id
  %v = load float, ptr addrspace(1) %p, align 4
  %m = fmul float %v, %s
  store float %m, ptr addrspace(3) @tile, align 4
  %t = load float, ptr addrspace(3) @tile, align 4
  store float %t, ptr addrspace(1) %p, align 4
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
"""


def test_is_bitcode() -> None:
    assert backend.is_bitcode(b"BC\xc0\xde\x35\x14")
    assert backend.is_bitcode(b"\xde\xc0\x17\x0b\x00\x00")
    assert not backend.is_bitcode(b"; ModuleID")
    assert not backend.is_bitcode(b"")


def test_read_text_file(tmp_path: Path) -> None:
    path = tmp_path / "in.ll"
    path.write_text(SIMPLE)
    text, name = backend.read_input(str(path))
    assert name == str(path)
    assert text.startswith(f"; ModuleID = '{path}'\nsource_filename = \"{path}\"")
    assert "define i32 @f(ptr %p)" in text


def test_read_bitcode_and_wrapper(tmp_path: Path) -> None:
    bc = backend.to_bitcode(backend.canonicalize(SIMPLE, "x.ll"), "x.ll")
    assert bc[:4] == backend.BITCODE_MAGIC
    raw = tmp_path / "in.bc"
    raw.write_bytes(bc)
    text, _ = backend.read_input(str(raw))
    assert "define i32 @f(ptr %p)" in text
    # The wrapper: magic, version, offset, size, cputype, then the bitcode.
    wrapped = tmp_path / "wrapped.bc"
    wrapped.write_bytes(struct.pack("<5I", 0x0B17C0DE, 0, 20, len(bc), 0) + bc)
    text2, _ = backend.read_input(str(wrapped))
    assert "define i32 @f(ptr %p)" in text2


def test_read_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(SIMPLE.encode())))
    text, name = backend.read_input("-")
    assert name == "<stdin>" and "; ModuleID = '<stdin>'" in text


def test_missing_file() -> None:
    with pytest.raises(NcpuError, match=r"^nope\.ll: No such file or directory$"):
        backend.read_input("nope.ll")


def test_bad_bitcode_and_binary(tmp_path: Path) -> None:
    bad = tmp_path / "bad.bc"
    bad.write_bytes(b"BC\xc0\xde garbage")
    with pytest.raises(NcpuError, match="invalid bitcode"):
        backend.read_input(str(bad))
    # Bytes that are not UTF-8 are LLVM's to judge, as opt's: here, where they stand.
    binary = tmp_path / "bin.ll"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(SourceError, match=r"bin\.ll:1:1: expected top-level entity$"):
        backend.read_input(str(binary))


def test_parse_error_is_located() -> None:
    src = "define i32 @f() {\nentry:\n  %x = add i32 1, %y\n  ret i32 %x\n}\n"
    with pytest.raises(SourceError) as info:
        backend.canonicalize(src, "bad.ll")
    err = info.value
    assert (err.filename, err.line, err.col) == ("bad.ll", 3, 19)
    assert err.message == "use of undefined value '%y'"
    assert err.source_line == "  %x = add i32 1, %y"


def test_verifier_error_is_located_in_function() -> None:
    src = "define i32 @g(i32 %a) {\nentry:\n  %x = add i32 %x, 2\n  ret i32 %x\n}\n"
    with pytest.raises(SourceError) as info:
        backend.canonicalize(src, "v.ll")
    err = info.value
    assert (err.line, err.col) == (3, 3)
    assert "Only PHI nodes may reference their own value!" in err.message
    assert "(in function @g)" in err.message


def test_verifier_error_without_instruction() -> None:
    err = backend.verifier_error("Something global is wrong\n", "define void @h() {\n}\n", "m.ll")
    assert not isinstance(err, SourceError)
    assert err.message == "m.ll: invalid module: Something global is wrong"


def test_fresh_context_keeps_struct_names() -> None:
    # In llvmlite's global context the second module's %T would print as %T.0.
    first = backend.canonicalize(SIMPLE, "a.ll")
    second = backend.canonicalize(SIMPLE, "a.ll")
    assert first == second and "%T = type { i32, float }" in second


def test_source_filename_kept_when_present() -> None:
    text = backend.canonicalize('source_filename = "k.cl"\n' + SIMPLE, "a.ll")
    assert 'source_filename = "k.cl"' in text


def test_run_llvm_passes_and_default_pipelines() -> None:
    src = "define i32 @f(i32 %a) {\n  %p = alloca i32\n  store i32 %a, ptr %p\n  %v = load i32, ptr %p\n  %w = add i32 %v, 0\n  ret i32 %w\n}\n"
    text = backend.canonicalize(src, "p.ll")
    out = backend.run_llvm_passes(text, [LLVMPassSpec("sroa", "add_sroa_pass"), LLVMPassSpec("instcombine", "add_instruction_combine_pass")], "p.ll")
    assert "alloca" not in out and "ret i32 %a" in out
    for level in range(4):
        out = backend.run_llvm_passes(text, [LLVMPassSpec(f"default<O{level}>", speed_level=level)] * 2, "p.ll")
        assert "define" in out
        assert ("alloca" in out) == (level == 0)
    out = backend.run_llvm_passes(text, ["sroa", "function(instcombine)", "O1"], "p.ll")
    assert "ret i32 %a" in out
    with pytest.raises(NcpuError, match="not a single LLVM pass"):
        backend.run_llvm_passes(text, ["sroa,dce"], "p.ll")


def test_session_runs_against_one_parse() -> None:
    text = backend.canonicalize(SIMPLE, "s.ll")
    with backend.LLVMSession(text, "s.ll") as session:
        session.run(LLVMPassSpec("verify", "add_verifier"))
        assert session.verify() is None
        assert session.text() == text


def test_emit_asm_and_obj_for_host() -> None:
    text = backend.canonicalize(SIMPLE, "e.ll")
    asm = backend.emit(text, "asm")
    assert b"f:" in asm
    obj = backend.emit(text, "obj", opt_level=0)
    assert obj[:4] in (b"\x7fELF", b"\xcf\xfa\xed\xfe", b"MZ\x90\x00") or len(obj) > 0
    with pytest.raises(NcpuError, match="unknown file type"):
        backend.emit(text, "exe")


def test_emit_for_aarch64() -> None:
    text = backend.canonicalize(SIMPLE, "e.ll")
    asm = backend.emit(text, "asm", triple="aarch64-unknown-linux-gnu")
    assert b"ldr" in asm


def test_unknown_target() -> None:
    with pytest.raises(NcpuError, match="cannot generate code for target 'nosuch-unknown-unknown'"):
        backend.target_machine("nosuch-unknown-unknown")


def test_host_info() -> None:
    assert backend.host_triple()
    assert backend.host_cpu()
    assert backend.llvm_version().startswith("22.")
    assert "e-" in backend.target_datalayout()


def test_retarget_spir_kernel_to_host() -> None:
    from ncpu_opt.codegen.retarget import needs_retarget, retarget
    from ncpu_opt.ir import parse_module, print_module

    triple = backend.host_triple()
    layout = backend.target_datalayout(triple)
    text = backend.canonicalize(KERNEL, "k.ll")
    assert needs_retarget(text, triple, layout)
    module = parse_module(text, "k.ll")
    assert retarget(module, triple, layout)
    out = backend.canonicalize(print_module(module), "k.ll")
    assert "spir_" not in out
    assert f'target triple = "{triple}"' in out and f'target datalayout = "{layout}"' in out
    assert "addrspace(3)" in out  # address spaces stay
    assert not needs_retarget(out, triple, layout)
    assert not retarget(parse_module(out, "k.ll"), triple, layout)
    assert backend.emit(out, "obj")


SPIR_CALLS = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func float @f(float)

define spir_func float @g(float %x, ptr %fp) {
  %a = call fast spir_func float @f(float %x)
  %b = tail call nnan ninf spir_func float %fp(float %a)
  %c = call spir_func float @f(float %b)
  ret float %c
}

define spir_kernel void @k(ptr addrspace(1) %out, ptr %fp) {
  %v = call spir_func float @g(float 1.0, ptr %fp)
  store float %v, ptr addrspace(1) %out
  ret void
}
"""


@pytest.mark.parametrize("source", [KERNEL, SPIR_CALLS], ids=["kernel", "calls"])
def test_retarget_text_matches_retarget(source: str) -> None:
    """Retargeting LLVM's printing as text gives what retargeting the parsed module gives."""
    from ncpu_opt.codegen.retarget import retarget, retarget_text
    from ncpu_opt.ir import parse_module, print_module

    triple = backend.host_triple()
    layout = backend.target_datalayout(triple)
    text = backend.canonicalize(source, "k.ll")
    module = parse_module(text, "k.ll")
    retarget(module, triple, layout)
    assert backend.canonicalize(retarget_text(text, triple, layout), "k.ll") == backend.canonicalize(
        print_module(module), "k.ll"
    )
    assert retarget_text(retarget_text(text, triple, layout), triple, layout) == retarget_text(text, triple, layout)
