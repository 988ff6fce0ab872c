"""The phone build can resolve: every runtime requirement of the phone profile (the project's dependencies
with Android/iOS markers) is a pure-Python package or a binary one with a wheel on Flet's mobile index."""

import json
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
INDEX = json.loads((Path(__file__).with_name("flet_mobile_index.json")).read_text())
PURE = {
    # pure-Python wheels (py3-none-any) on PyPI: installable on any phone
    "flet": "Flet itself (flet build replaces flet[web] by the embedded runtime)",
    "flet-camera": "py3-none-any",
    "flet-charts": "py3-none-any",
    "pydantic": "py3-none-any; its binary part is pydantic-core (checked below)",
    "qrcode": "py3-none-any",
    "pypng": "py3-none-any",
    "platformdirs": "py3-none-any",
}
PHONES = [
    {"sys_platform": "android", "platform_system": "Android"},
    {"sys_platform": "ios", "platform_system": "iOS"},
]


def phone_requirements(environment: dict[str, str]) -> list[Requirement]:
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    requirements = [Requirement(text) for text in dependencies]
    return [r for r in requirements if r.marker is None or r.marker.evaluate(environment)]


def _name(requirement: Requirement) -> str:
    return requirement.name.lower().replace("_", "-").replace(".", "-")


@pytest.mark.parametrize("environment", PHONES, ids=["android", "ios"])
def test_every_phone_requirement_is_pure_or_on_flets_mobile_index(environment):
    for requirement in phone_requirements(environment):
        name = _name(requirement)
        if name in PURE:
            continue
        assert name in INDEX["packages"], f"{name} has no wheel on Flet's mobile index"
        versions = INDEX["packages"][name]
        assert any(requirement.specifier.contains(v) for v in versions), f"{requirement}: the index has {versions}"


@pytest.mark.parametrize("environment", PHONES, ids=["android", "ios"])
def test_the_phones_pydantic_needs_a_pydantic_core_on_the_index(environment):
    (pydantic,) = [r for r in phone_requirements(environment) if r.name == "pydantic"]
    # pydantic 2.11.4 to 2.11.x require pydantic-core==2.33.2 (their wheel metadata)
    assert pydantic.specifier.contains("2.11.4") and not pydantic.specifier.contains("2.12.0")
    assert "2.33.2" in INDEX["packages"]["pydantic-core"]


def test_phones_do_not_install_zxing_cpp():
    for environment in PHONES:
        assert "zxing-cpp" not in {_name(r) for r in phone_requirements(environment)}


def test_the_index_list_names_its_source_and_date():
    assert INDEX["retrieved"] and all(source.startswith("https://") for source in INDEX["sources"])
