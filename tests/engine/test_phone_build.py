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


# -- the whole `flet build` config, read by flet-cli's own code (offline: no Flutter SDK needed) --
# (marked phone: flet-cli comes with the phone extra)


def build_command():
    """flet-cli's `flet build` command, configured from this project's pyproject.toml as it would be."""
    import argparse

    from flet_cli.commands.build import Command
    from flet_cli.utils.pyproject_toml import load_pyproject_toml

    command = Command(argparse.ArgumentParser())
    command.options = argparse.Namespace(module_name=None)
    command.python_app_path = ROOT
    command.get_pyproject = load_pyproject_toml(ROOT)
    return command


@pytest.mark.phone
def test_flet_cli_finds_the_entry_point():
    command = build_command()
    command.validate_entry_point()  # exits with "main.py not found in the root of Flet app directory" otherwise
    assert command.python_module_name == "main" and (ROOT / "main.py").is_file()


@pytest.mark.phone
def test_camera_permission_reaches_android_and_ios():
    command = build_command()
    permissions = command.get_pyproject("tool.flet.permissions")
    assert "camera" in permissions
    camera = command.cross_platform_permissions["camera"]
    assert camera["android_permissions"] == {"android.permission.CAMERA": True}
    ios = {**camera["ios_info_plist"], **command.get_pyproject("tool.flet.ios.info")}
    assert "QR code" in ios["NSCameraUsageDescription"]


@pytest.mark.phone
def test_the_package_leaves_out_tests_screenshots_and_dev_files():
    from flet_cli.utils.app_excludes import find_default_excludes

    command = build_command()
    excluded = ["build", *command.get_platform_setting("app.exclude", [])]
    excluded += find_default_excludes(ROOT, [], excluded)
    assert {"tests", "screenshots", "companion/phone_build"} <= set(excluded)
    assert {".venv", ".git", ".ci"} & set(excluded) == {n for n in (".venv", ".git", ".ci") if (ROOT / n).exists()}
    packaged = [p for p in ROOT.iterdir() if p.name not in excluded]
    assert {p.name for p in packaged} >= {"main.py", "companion", "data", "pyproject.toml"}
    assert all(p.name not in ("tests", "screenshots") for p in packaged)


@pytest.mark.phone
def test_the_native_build_is_named_numbered_and_versioned_from_pyproject(tmp_path):
    """`flet build apk` passes Flutter the project's version and build number (flet-cli's own arguments)."""
    import argparse

    from companion import project

    command = build_command()
    command.options = argparse.Namespace(module_name=None, build_number=None, build_version=None)
    command.build_dir, command.target_platform = tmp_path, "apk"
    command.template_data = {"split_per_abi": False, "options": {"target_arch": None}}
    args: list[str] = []
    command.add_flutter_command_args(args)
    assert args[args.index("--build-name") + 1] == project.VERSION
    assert int(args[args.index("--build-number") + 1]) >= 1


@pytest.mark.phone
def test_flet_cli_finds_the_apps_own_icon_and_splash(tmp_path):
    """flet-cli looks for assets/icon.png and assets/splash.png under the app path: both are there (not Flet's)."""
    from flet_cli.utils.hash_stamp import HashStamp

    command = build_command()
    command.target_platform = "apk"
    stamp = HashStamp(tmp_path / "stamp")
    assets = ROOT / command.get_pyproject("tool.flet.app.path") / "assets"
    assert command.find_platform_image(assets, "icon", stamp) == "icon.png"
    assert command.find_platform_image(assets, "splash", stamp) == "splash.png"
    from PIL import Image

    with Image.open(assets / "icon.png") as icon:
        assert icon.size[0] == icon.size[1] >= 1024 and icon.mode == "RGBA"  # square, transparent around the die
