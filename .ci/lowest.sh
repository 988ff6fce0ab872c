#!/usr/bin/env bash
# The lowest allowed version of every direct dependency (pyproject.toml's floors), installed with
# uv's --resolution lowest-direct in a virtualenv of its own, then the engine, CLI and sync tests.
# Proves the floors are honest: a floor that is too low fails here.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV="${LOWEST_VENV:-$(mktemp -d)/venv}"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install -q uv
"$VENV/bin/python" -m uv pip install -q --python "$VENV/bin/python" --resolution lowest-direct -e ".[test]"
"$VENV/bin/python" -m uv pip list --python "$VENV/bin/python" 2>/dev/null \
  | grep -Ei '^(flet|pydantic|msgpack|qrcode|pillow|platformdirs|zxing-cpp|cryptography|brotli) ' || true
exec "$VENV/bin/python" -m pytest -q -m "not e2e" -p no:randomly tests/engine tests/cli tests/test_cli.py tests/sync "$@"
