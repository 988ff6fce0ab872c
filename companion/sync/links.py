"""The ``/load?s=CODE`` deep link: a route (or a full URL) carrying a snapshot code.

>>> route = load_route("TOY1:AB C+")
>>> route
'/load?s=TOY1%3AAB%20C%2B'
>>> code_from_route(route)
'TOY1:AB C+'
>>> code_from_route("/load?s=TOY1:AB%20C+")  # a browser that shows "+" unescaped
'TOY1:AB C+'
"""

from __future__ import annotations

from urllib.parse import quote, unquote, urlsplit

LOAD_PATH = "/load"


def load_route(code: str) -> str:
    """The app route that opens the load screen with ``code`` filled in."""
    return f"{LOAD_PATH}?s={quote(code, safe='')}"


def load_link(code: str, base_url: str) -> str:
    """A full link for another device, e.g. ``http://192.168.1.5:8550/load?s=...``."""
    return base_url.rstrip("/") + load_route(code)


def is_load_route(route: str) -> bool:
    return urlsplit(route or "").path.rstrip("/") == LOAD_PATH


def code_from_route(route: str) -> str | None:
    """The code in a ``/load?s=...`` route or URL; ``None`` when the link carries none."""
    parts = urlsplit(route or "")
    if parts.path.rstrip("/") != LOAD_PATH:
        return None
    for pair in parts.query.split("&"):
        key, _, value = pair.partition("=")
        if key == "s" and value:
            return unquote(value)  # not unquote_plus: "+" is a base45 character, spaces travel as %20
    return None
