"""One writer at a time across processes, on every host: ``fcntl.flock`` on Linux and macOS, ``msvcrt.locking``
on Windows.

In the browser build (Pyodide) neither module exists, and none is needed: the app is the only process
that writes its in-browser files. A well-kept library (``filelock``) was weighed: where it has no OS lock it
falls back to a lock *file*, which a killed server leaves behind and the next writer then waits on; these few
lines keep the OS locks, which die with their process.
"""

from __future__ import annotations

import errno
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO, Any

if sys.platform == "win32":
    import msvcrt
else:
    try:
        import fcntl
    except ImportError:  # the browser build (Pyodide)
        fcntl = None  # type: ignore[assignment]


@contextmanager
def exclusive(handle: IO[Any]) -> Iterator[None]:
    """Hold an exclusive lock on the open file ``handle`` while the block runs (waits for other holders)."""
    if sys.platform == "win32":
        while True:  # lock the first byte; LK_LOCK gives up after 10 s, so try again until it is ours
            handle.seek(0)
            try:
                msvcrt.locking(handle.fileno(), msvcrt.LK_LOCK, 1)
                break
            except OSError as exc:
                if exc.errno != errno.EDEADLOCK:  # the lock is held by another: anything else is an error
                    raise
        try:
            yield
        finally:
            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
        return
    if fcntl is None:
        yield
        return
    fcntl.flock(handle, fcntl.LOCK_EX)
    try:
        yield
    finally:
        fcntl.flock(handle, fcntl.LOCK_UN)
