"""The launcher every untrusted program starts through: set resource limits, then exec.

It runs as a plain script (``python -I -S limits.py MEMORY FSIZE CPU -- COMMAND...``),
so it needs nothing beyond the standard library and starts in about 10 ms.  Where
util-linux's ``prlimit`` is installed (it is on Debian), :func:`limit_args` uses it
instead: the same limits, set by a small C program in about 1 ms.
The limits it sets in the child are inherited across ``exec`` by the program
and everything the program starts:

* ``RLIMIT_AS`` (``MEMORY`` bytes of address space; ``0``: no cap): a
  program that allocates past it gets ``MemoryError`` / ``bad_alloc``
  instead of taking the machine's memory;
* ``RLIMIT_FSIZE`` (``FSIZE`` bytes; ``0``: no cap): stdout and stderr go to
  files, so this caps the output a runaway ``print`` loop can write;
* ``RLIMIT_CORE`` 0: a crash leaves no core file behind.

* ``RLIMIT_CPU`` (``CPU`` seconds; ``0``: no cap): a program that computes past it
  is killed by the kernel (``SIGXCPU``), however busy the machine is.

>>> limit_args(256 * 2**20, 2**24, ["/bin/sh", "-c", "true"], prlimit=None)[-7:-1]
['268435456', '16777216', '0', '--', '/bin/sh', '-c']
>>> limit_args(256 * 2**20, 2**24, ["true"], cpu=3, prlimit="/usr/bin/prlimit")
['/usr/bin/prlimit', '--as=268435456', '--fsize=16777216', '--cpu=3', '--core=0', '--', 'true']
"""

from __future__ import annotations

import os
import resource
import shutil
import sys

#: This file's path, run as a script by :mod:`fewest.check.runner`.
SCRIPT = os.path.abspath(__file__)


#: ``prlimit``'s path, when installed (looked up once).
PRLIMIT = shutil.which("prlimit")


def limit_args(memory: int, fsize: int, command: list[str], *, cpu: int = 0,
               prlimit: str | None = PRLIMIT) -> list[str]:
    """The argv that runs ``command`` under the limits (through ``prlimit`` when
    installed, else this script)."""
    if prlimit:
        caps = [f"--as={memory}"] if memory > 0 else []
        caps += [f"--fsize={fsize}"] if fsize > 0 else []
        caps += [f"--cpu={cpu}"] if cpu > 0 else []
        return [prlimit, *caps, "--core=0", "--", *command]
    return [sys.executable, "-I", "-S", SCRIPT, str(memory), str(fsize), str(cpu), "--",
            *command]


def apply_limits(memory: int, fsize: int, cpu: int = 0) -> None:
    """Set the caps on this process (inherited by whatever it executes next)."""
    if cpu > 0:
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu))
    if memory > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    if fsize > 0:
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def main(argv: list[str]) -> int:
    """``limits.py MEMORY FSIZE CPU -- COMMAND...``: exec ``COMMAND`` under the caps."""
    if len(argv) < 6 or argv[4] != "--":
        sys.stderr.write("usage: limits.py MEMORY FSIZE CPU -- COMMAND...\n")
        return 2
    apply_limits(int(argv[1]), int(argv[2]), int(argv[3]))
    try:
        os.execvp(argv[5], argv[5:])
    except OSError as exc:
        sys.stderr.write(f"cannot run {argv[5]!r}: {exc.strerror}\n")
    return 127


if __name__ == "__main__":
    sys.exit(main(sys.argv))
