"""The save lock on every host (issue 24, Build 7): fcntl on Linux and macOS (the concurrent-writers test in
tests/cli/test_commands.py), msvcrt on Windows (a stand-in module here), none in the browser build."""

import errno
import sys

from companion import file_lock


class FakeMsvcrt:
    """``msvcrt.locking`` that finds the lock held twice (as Windows says after its 10 s of trying), then takes it."""

    LK_LOCK, LK_UNLCK = 1, 0

    def __init__(self, busy: int):
        self.busy, self.calls = busy, []

    def locking(self, fd, mode, nbytes):
        self.calls.append((mode, nbytes, self.position()))
        if mode == self.LK_LOCK and self.busy:
            self.busy -= 1
            raise OSError(errno.EDEADLOCK, "Resource deadlock avoided")


def test_windows_waits_for_the_lock_and_releases_the_first_byte(tmp_path, monkeypatch):
    fake = FakeMsvcrt(busy=2)
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(file_lock, "msvcrt", fake, raising=False)
    with open(tmp_path / "save.json.lock", "a+") as handle:
        handle.write("x")  # the lock is taken at byte 0 wherever the file position was
        fake.position = handle.tell
        with file_lock.exclusive(handle):
            assert fake.calls == [(1, 1, 0)] * 3
        assert fake.calls[-1] == (0, 1, 0)


def test_the_browser_build_without_fcntl_runs_the_block(tmp_path, monkeypatch):
    monkeypatch.setattr(file_lock, "fcntl", None)
    ran = []
    with open(tmp_path / "save.json.lock", "a+") as handle, file_lock.exclusive(handle):
        ran.append(True)
    assert ran == [True]
