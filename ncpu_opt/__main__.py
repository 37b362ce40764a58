"""``python -m ncpu_opt``: the ``ncpu-opt`` command line."""

from ncpu_opt.cli import entry

if __name__ == "__main__":  # pragma: no cover - run as a program
    entry()
