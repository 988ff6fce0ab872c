"""The ``/load?s=CODE`` deep link: a route (or a full URL) carrying a snapshot code.

>>> route = load_route("TOY1:AB C+")
>>> route
'/load?s=TOY1:AB%20C+'
>>> code_from_route(route)
'TOY1:AB C+'
>>> code_from_route("/load?s=TOY1:AB%20C+")  # a browser that shows "+" unescaped
'TOY1:AB C+'
>>> code_from_route("https://owner.github.io/table-companion/load?s=TOY1:AB")  # the app under a path
'TOY1:AB'
"""

from __future__ import annotations

import ipaddress
import socket
from urllib.parse import quote, unquote, urlsplit

LOAD_PATH = "/load"
QUERY_SAFE = "$*+-./:"
"""Code characters a query carries as they are; only space and "%" are escaped, so a link stays in the
QR code's alphanumeric characters (``%20``, ``%25``) and its QR small."""


def load_route(code: str) -> str:
    """The app route that opens the load screen with ``code`` filled in."""
    return f"{LOAD_PATH}?s={quote(code, safe=QUERY_SAFE)}"


def load_link(code: str, base_url: str) -> str:
    """A full link for another device, e.g. ``http://192.168.1.5:8550/load?s=...``."""
    return base_url.rstrip("/") + load_route(code)


def is_load_route(route: str) -> bool:
    """A ``/load`` route, or a link to it wherever the app lives (``…/<repo>/load``)."""
    path = urlsplit(route or "").path.rstrip("/")
    return path == LOAD_PATH or path.endswith(LOAD_PATH)


def code_from_route(route: str) -> str | None:
    """The code in a ``/load?s=...`` route or link; ``None`` when the link carries none."""
    parts = urlsplit(route or "")
    if not is_load_route(route):
        return None
    for pair in parts.query.split("&"):
        key, _, value = pair.partition("=")
        if key == "s" and value:
            return unquote(value)  # not unquote_plus: "+" is a base45 character, spaces travel as %20
    return None


def lan_address() -> str | None:
    """This machine's address on the local network, or None when it has none (offline, loopback only).

    A UDP socket is pointed at a private address: no packet is sent, the system only picks the
    interface it would leave by.
    """
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return None if _loopback(address) else address


def lan_base(base: str, timeout: float = 0.3) -> str:
    """The ``http(s)://LAN-address:port`` of this server when other devices on the network reach it, else "".

    ``base`` is the address the current browser used (its scheme is kept: an https table joins over
    https). A non-loopback host is already reachable; for a loopback one, the port is tried on the
    machine's LAN address. Blocking: run it on a worker thread.
    """
    parts = urlsplit(base)
    host, port = parts.hostname or "", parts.port or (443 if parts.scheme == "https" else 80)
    if host and not _loopback(host):
        return base.rstrip("/")
    address = lan_address()
    if address is None:
        return ""
    try:
        socket.create_connection((address, port), timeout=timeout).close()
    except OSError:
        return ""
    return f"{parts.scheme or 'http'}://{address}:{port}"


def _loopback(host: str) -> bool:
    try:
        return host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
