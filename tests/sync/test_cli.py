"""``companion snapshot encode|decode``: codes and QR images in, saves out; exit 2 on bad input."""

from __future__ import annotations

import argparse
import json

import pytest

from companion import cli
from companion.engine import GameSession
from companion.storage import read_save, write_save
from companion.sync import cli as sync_cli
from companion.sync import qr, snapshot
from tests.engine.toy import TOY, Add


@pytest.fixture
def save(tmp_path):
    session = GameSession(TOY.new_game(3, 4, {}, None))
    session.execute(Add(amount=5))
    path = tmp_path / "game.json"
    write_save(path, session)
    return path, session


def test_encode_prints_the_code_and_writes_the_qr(save, tmp_path, capsys):
    path, _ = save
    png = tmp_path / "qr.png"
    assert cli.main(["snapshot", "encode", str(path), "--png", str(png)]) == 0
    code = capsys.readouterr().out.strip()
    assert code.startswith(f"TOY{snapshot.VERSION}:") and qr.read_text(png.read_bytes()) == code


def test_decode_from_text_and_from_image_gives_the_same_state(save, tmp_path, capsys):
    path, session = save
    cli.main(["snapshot", "encode", str(path), "--png", str(tmp_path / "qr.png")])
    code = capsys.readouterr().out.strip()
    assert cli.main(["snapshot", "decode", code, "--reveal"]) == 0
    assert json.loads(capsys.readouterr().out) == session.state.model_dump(mode="json")
    out = tmp_path / "loaded.json"
    assert cli.main(["snapshot", "decode", str(tmp_path / "qr.png"), "--out", str(out)]) == 0
    assert read_save(out).state == session.state


@pytest.mark.parametrize("bad", ["hello", "TOY1:%%%", "TOY9:ABC", "ZZZ1:ABC"])
def test_bad_code_exits_1_with_one_line_and_writes_nothing(bad, tmp_path, capsys):
    out = tmp_path / "never.json"
    assert cli.main(["snapshot", "decode", bad, "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("companion: this ") and err.count("\n") == 1
    assert not out.exists()


def test_picture_without_a_qr_exits_1(tmp_path, capsys):
    blank = tmp_path / "blank.png"
    qr.open_image(qr.render_png("A")).convert("L").point(lambda _: 255).save(blank)
    assert cli.main(["snapshot", "decode", str(blank)]) == 1
    assert "no QR code" in capsys.readouterr().err


def test_missing_save_exits_1(tmp_path, capsys):
    assert cli.main(["snapshot", "encode", str(tmp_path / "nope.json")]) == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_parsers_use_the_handler_convention():
    parser = argparse.ArgumentParser()
    sync_cli.add_parsers(parser.add_subparsers(dest="command"))
    assert parser.parse_args(["snapshot", "encode", "game.json"]).handler is sync_cli.cmd_encode
