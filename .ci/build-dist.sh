#!/usr/bin/env bash
# The release's package: the sdist and wheel built into OUT and checked with twine (their metadata renders
# on PyPI). With a TAG (the release workflow passes the pushed tag), the tag must be "v" and pyproject.toml's
# version. Run by .github/workflows/release.yml and by the test suite (tests/release).
#   bash .ci/build-dist.sh OUT [TAG]
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="$1"
PYTHON="${PYTHON:-python}"
VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
if [ -n "${2:-}" ] && [ "$2" != "v$VERSION" ]; then
  echo "the tag $2 does not name pyproject.toml's version ($VERSION): tag v$VERSION, or change the version" >&2
  exit 1
fi
rm -rf "$OUT"
"$PYTHON" -m build --sdist --wheel --outdir "$OUT" .
"$PYTHON" -m twine check --strict "$OUT"/*
