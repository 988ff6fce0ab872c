"""The examples in docstrings run: every module of the package that shows one (a ``>>>`` line) passes its doctests."""

import doctest
import importlib
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "companion"
WITH_EXAMPLES = sorted(
    ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    for path in PACKAGE.rglob("*.py")
    if ">>> " in path.read_text(encoding="utf-8")
)


def test_the_package_has_examples_to_run():
    assert WITH_EXAMPLES, "no module with a doctest found: the search is broken"


@pytest.mark.parametrize("module", WITH_EXAMPLES)
def test_the_examples_in_a_module_s_docstrings_give_what_they_show(module):
    result = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {module} failed"
