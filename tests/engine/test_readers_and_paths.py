"""The pluggable QR reader (zxing-cpp, OpenCV, or none) and the app's data folder on phones and desktops."""

import ast
import importlib.machinery
import sys
import types

import pytest

from companion import paths
from companion.sync import readers
from companion.sync.codec import SnapshotError
from companion.sync.qr import render_png


def test_zxing_reads_a_rendered_code():
    assert readers.available_reader() == "zxing-cpp"
    assert readers.read_qr(render_png("TOY1:ABC")) == ["TOY1:ABC"]


def test_without_a_reader_the_player_is_told_to_paste_or_use_the_camera_app(monkeypatch):
    monkeypatch.setattr(readers, "READERS", {"zxing-cpp": "no_such_module_zx", "opencv": "no_such_module_cv"})
    assert readers.available_reader() is None
    with pytest.raises(SnapshotError, match="paste the code"):
        readers.read_qr(render_png("TOY1:ABC"))


def _fake_module(name, **attributes):
    module = types.ModuleType(name)
    module.__spec__ = importlib.machinery.ModuleSpec(name, None)
    module.__dict__.update(attributes)
    return module


def test_opencv_is_used_on_phones_without_zxing(monkeypatch):
    class Detector:
        def detectAndDecodeMulti(self, pixels):  # noqa: N802 - OpenCV's name
            assert pixels == "pixels"
            return True, ("TOY1:ABC", ""), None, None

    monkeypatch.setitem(sys.modules, "cv2", _fake_module("cv2", QRCodeDetector=Detector))
    monkeypatch.setitem(sys.modules, "numpy", _fake_module("numpy", asarray=lambda picture: "pixels"))
    monkeypatch.setattr(readers, "READERS", {"zxing-cpp": "no_such_module_zx", "opencv": "cv2"})
    assert readers.available_reader() == "opencv"
    assert readers.read_qr(render_png("TOY1:ABC")) == ["TOY1:ABC"]


def test_a_file_that_is_not_a_picture_is_refused_in_words():
    with pytest.raises(SnapshotError, match="not a picture"):
        readers.read_qr(b"plain text")


def test_companion_home_wins_then_flets_storage_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("FLET_APP_STORAGE_DATA", str(tmp_path / "phone"))
    assert paths.app_home() == tmp_path / "home"
    monkeypatch.delenv("COMPANION_HOME")
    assert paths.app_home() == tmp_path / "phone"


def test_desktops_use_the_platforms_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("COMPANION_HOME", raising=False)
    monkeypatch.delenv("FLET_APP_STORAGE_DATA", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert paths.app_home() == tmp_path / "table-companion"


def test_the_build_entry_module_only_starts_the_app():
    tree = ast.parse((paths._PACKAGE.parent / "main.py").read_text())
    statements = [n for n in tree.body if not isinstance(n, (ast.Import, ast.ImportFrom))][1:]  # after the docstring
    assert [ast.unparse(n) for n in statements] == ["ft.run(main)"]
