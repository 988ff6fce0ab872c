"""The certificate of ``companion serve --https``: made once in the app data folder, reused after.

Phones reach the served table at a LAN address; over plain http a browser withholds the camera, the
wake lock, the share sheet and "install" from the page. A self-signed certificate for this machine's
names and addresses gives them a secure context once each phone has accepted it (a browser warns
once about a certificate no authority signed). A host with a certificate of its own passes it with
``--cert``/``--key`` instead.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import socket
import ssl
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from .paths import app_home

VALID_DAYS = 825
"""The longest lifetime Apple's browsers accept for a server certificate."""
RENEW_DAYS = 30
"""A kept certificate this close to its end is made anew."""


def certificate_files(folder: Path | None = None) -> tuple[Path, Path]:
    """Where the host's own certificate and key are kept."""
    folder = folder if folder is not None else app_home() / "tls"
    return folder / "companion-cert.pem", folder / "companion-key.pem"


def host_certificate(addresses: list[str], folder: Path | None = None) -> tuple[Path, Path]:
    """The kept certificate and key, made anew when missing, near their end, or not naming ``addresses``."""
    cert_path, key_path = certificate_files(folder)
    names = ["localhost", socket.gethostname(), "127.0.0.1", *addresses]
    if not _still_good(cert_path, key_path, names):
        _make(cert_path, key_path, names)
    return cert_path, key_path


def check_certificate(cert: Path, key: Path) -> None:
    """Raise ``ValueError`` in plain words when the pair cannot serve https."""
    try:
        ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(cert, key)
    except FileNotFoundError as exc:
        raise ValueError(f"{exc.filename} does not exist") from None
    except (OSError, ssl.SSLError) as exc:
        raise ValueError(f"{cert} and {key} are not a certificate and its key ({exc.strerror or exc})") from None


def _still_good(cert_path: Path, key_path: Path, names: list[str]) -> bool:
    try:
        cert = x509.load_pem_x509_certificate(cert_path.read_bytes())
    except (OSError, ValueError):
        return False
    if not key_path.is_file():
        return False
    left = cert.not_valid_after_utc - datetime.datetime.now(datetime.UTC)
    if left < datetime.timedelta(days=RENEW_DAYS):
        return False
    named = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    covered = {str(a) for a in named.get_values_for_type(x509.IPAddress)}
    covered |= set(named.get_values_for_type(x509.DNSName))
    return set(names) <= covered


def _make(cert_path: Path, key_path: Path, names: list[str]) -> None:
    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Table Companion on " + socket.gethostname())])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName([_general_name(n) for n in dict.fromkeys(names)]), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path.parent.mkdir(parents=True, exist_ok=True)
    key_bytes = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    descriptor = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the key is this user's alone
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(key_bytes)
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))


def _general_name(name: str) -> x509.GeneralName:
    try:
        return x509.IPAddress(ipaddress.ip_address(name))
    except ValueError:
        return x509.DNSName(name)
