"""``companion serve --https`` (issue 20, Build 5): the host's own certificate made once and kept, or
the user's ``--cert``/``--key``; the table answers over https with Flet's app factory naming the app."""

from __future__ import annotations

import os
import socket
import ssl
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from cryptography import x509

from companion import tls
from companion.cli import main
from companion.sync import links

ROOT = Path(__file__).resolve().parents[2]


def _names(cert_path: Path) -> set[str]:
    cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    named = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    return {str(a) for a in named.get_values_for_type(x509.IPAddress)} | set(named.get_values_for_type(x509.DNSName))


def test_the_hosts_certificate_is_made_once_and_kept(tmp_path):
    cert, key = tls.host_certificate(["192.168.1.5"], tmp_path)
    assert {"localhost", "127.0.0.1", "192.168.1.5"} <= _names(cert)
    assert key.stat().st_mode & 0o077 == 0  # the key is readable by its owner only
    made = cert.read_bytes(), key.read_bytes()
    assert tls.host_certificate(["192.168.1.5"], tmp_path) == (cert, key)
    assert (cert.read_bytes(), key.read_bytes()) == made


def test_a_new_network_address_gets_a_certificate_naming_it(tmp_path):
    cert, _ = tls.host_certificate(["192.168.1.5"], tmp_path)
    first = cert.read_bytes()
    tls.host_certificate(["10.0.0.7"], tmp_path)
    assert cert.read_bytes() != first and "10.0.0.7" in _names(cert)


def test_cert_without_key_is_a_usage_error(tmp_path, capsys):
    assert main(["serve", "--cert", str(tmp_path / "c.pem"), "--port", "1"]) == 2
    assert "--cert and --key go together" in capsys.readouterr().err


def test_a_file_that_is_no_certificate_is_refused_in_plain_words(tmp_path, capsys):
    (tmp_path / "c.pem").write_text("not a certificate")
    (tmp_path / "k.pem").write_text("not a key")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    code = main(["serve", "--cert", str(tmp_path / "c.pem"), "--key", str(tmp_path / "k.pem"), "--port", str(port)])
    err = capsys.readouterr().err
    assert code == 1 and "cannot serve https" in err and "are not a certificate and its key" in err
    assert "Traceback" not in err


def test_a_loopback_table_served_over_https_is_joined_over_https(monkeypatch):
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        monkeypatch.setattr(links, "lan_address", lambda: "127.0.0.1")  # as if it were this machine's LAN address
        assert links.lan_base(f"https://127.0.0.1:{port}") == f"https://127.0.0.1:{port}"


@pytest.fixture
def https_table(tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    home = tmp_path / "home"
    env = {**os.environ, "COMPANION_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    command = [sys.executable, "-m", "companion", "serve", "--https", "--port", str(port), "--no-browser"]
    with open(tmp_path / "out.txt", "w") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                assert process.poll() is None and time.monotonic() < deadline, (tmp_path / "out.txt").read_text()
                time.sleep(0.2)
        yield port, home, (tmp_path / "out.txt")
    finally:
        process.terminate()
        process.wait(10)


def test_serve_https_answers_over_https_with_the_apps_name(https_table):
    port, home, out = https_table
    cert, _ = tls.certificate_files(home / "tls")
    trusted = ssl.create_default_context(cafile=cert)  # the host's own certificate, checked for 127.0.0.1
    with urllib.request.urlopen(f"https://127.0.0.1:{port}/", context=trusted, timeout=30) as response:
        page = response.read().decode()
    assert "<title>Table Companion</title>" in page
    assert 'content="Keeps the table state of your board game' in page
    assert f"serving at https://127.0.0.1:{port}" in out.read_text()
