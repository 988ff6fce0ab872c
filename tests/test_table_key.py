"""The served table's key (issue 37, Build 4): made at the first serve, kept in the data folder, renewed by
``companion renew-key``, carried by the addresses ``serve`` prints and never written in the log."""

from __future__ import annotations

import socket
import stat

from companion.cli import main
from companion.sync.links import lan_address
from companion.table import key as table_key


def test_the_key_is_made_once_and_kept_in_the_data_folder(tmp_path):
    first = table_key.kept(tmp_path)
    assert table_key.kept(tmp_path) == first and len(first) >= 22
    assert table_key.key_file(tmp_path).read_text().strip() == first
    assert stat.S_IMODE(table_key.key_file(tmp_path).stat().st_mode) == 0o600  # this user's alone


def test_renewing_replaces_the_kept_key(tmp_path):
    first = table_key.kept(tmp_path)
    renewed = table_key.renew(tmp_path)
    assert renewed != first and table_key.kept(tmp_path) == renewed
    assert not table_key.matches(first, renewed) and table_key.matches(renewed, renewed)


def test_an_unreadable_or_cut_key_file_gets_a_new_key(tmp_path):
    table_key.key_file(tmp_path).write_bytes(b"\xff\xfe short")
    made = table_key.kept(tmp_path)
    assert table_key.kept(tmp_path) == made and len(made) >= 22


def test_a_link_carries_the_key_and_a_route_gives_it_back_with_its_share_code_intact():
    code_route = "/load?s=AB+C%20D"  # "+" is a base45 character: it must not become a space
    linked = table_key.with_key(code_route, "k" * 22)
    assert linked == "/load?s=AB+C%20D&key=" + "k" * 22
    assert table_key.split_key(linked) == (code_route, "k" * 22)
    assert table_key.split_key("/game/g1") == ("/game/g1", None)
    assert not table_key.matches(None, "k" * 22) and not table_key.matches("ü" * 22, "k" * 22)


def test_renew_key_command_replaces_the_key_without_printing_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    old = table_key.kept()
    assert main(["renew-key"]) == 0
    out = capsys.readouterr().out
    new = table_key.kept()
    assert new != old and new not in out and "new key" in out


def test_serve_prints_its_addresses_with_the_key_and_the_log_never_names_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("COMPANION_HOME", str(tmp_path))
    served = []
    monkeypatch.setattr("companion.web_server.serve", lambda *args: served.append(args))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert main(["serve", "--host", "0.0.0.0", "--port", str(port), "--log-level", "DEBUG"]) == 0
    key = table_key.kept()
    out = capsys.readouterr().out
    assert f"serving at http://0.0.0.0:{port}/?key={key}" in out
    if lan_address():
        assert f"Phones on this network open http://{lan_address()}:{port}/?key={key}" in out
    assert served[0][3:] == (key, f"http://127.0.0.1:{port}/?key={key}")  # the host's browser opens with it
    assert key not in (tmp_path / "logs" / "companion.log").read_text()
