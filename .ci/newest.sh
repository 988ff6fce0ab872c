#!/usr/bin/env bash
# The newest allowed version of every dependency (pyproject.toml's ranges; Flet's newest 1.0.x above all),
# installed with uv in a virtualenv of its own: the app with its check extra, not the phone build's tools,
# whose flet-cli pins Flet to the version the build is made for (the lowest allowed: .venv runs the whole
# suite on it). Then every test that needs neither a browser nor the phone build's tools — unless the
# newest allowed Flet is the one .venv pins (the whole suite runs on it next): then only the checks of
# Flet's behaviours that the app works around (tests/test_flet_compat.py), which fail when Flet changes.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${NEWEST_VENV:-$(mktemp -d)/venv}"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install -q uv
"$VENV/bin/python" -m uv pip install -q --python "$VENV/bin/python" --upgrade -e ".[check]"
echo "the newest allowed Flet:"
"$VENV/bin/python" -m uv pip list --python "$VENV/bin/python" 2>/dev/null | grep -Ei '^flet(-web|-camera|-charts)? '
NEWEST=$("$VENV/bin/python" -c 'import importlib.metadata as m; print(m.version("flet"))')
PINNED=$(.venv/bin/python -c 'import importlib.metadata as m; print(m.version("flet"))')
if [ "$NEWEST" = "$PINNED" ]; then
  echo "Flet $NEWEST is both the newest allowed and the one the whole suite runs on next: only Flet's behaviours here"
  exec "$VENV/bin/python" -m pytest -q tests/test_flet_compat.py "$@"
fi
exec "$VENV/bin/python" -m pytest -q -m "not e2e and not static and not phone" "$@"
