#!/usr/bin/env bash
# The hosted phone app: the static build into DIR, with the package and its [phone] extra installed and
# Node.js on the PATH. Run by .github/workflows/release.yml (then deployed to Pages) and by the test suite
# (tests/static builds its site with it, once per session).
#   bash .ci/build-site.sh DIR
set -euo pipefail
"${PYTHON:-python}" -m companion build-web "$1"
