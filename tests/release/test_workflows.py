"""Releases by machine (issue 38): the workflows run the scripts the suite runs here, so a broken release
fails in the suite, not on release day; the package they publish carries what a player's install needs."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
import yaml

from companion import project
from companion.phone_build import ENTRY

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = ROOT / ".github" / "workflows"


def jobs(workflow: str) -> dict:
    return yaml.safe_load((WORKFLOWS / workflow).read_text())["jobs"]


def runs(job: dict) -> list[str]:
    return [step["run"] for step in job["steps"] if "run" in step]


def uses(job: dict) -> list[str]:
    return [step["uses"].split("@")[0] for step in job["steps"] if "uses" in step]


def test_every_push_runs_the_readmes_test_command():
    (test,) = jobs("ci.yml").values()
    assert runs(test)[-1] == "bash .ci/run" and "bash .ci/run" in (ROOT / "README.md").read_text()


def test_a_version_tag_builds_with_the_suites_scripts_then_publishes_by_trusted_publishing_and_deploys_pages():
    workflow = yaml.safe_load((WORKFLOWS / "release.yml").read_text())
    assert workflow[True]["push"]["tags"] == ["v*"]  # YAML reads the key "on" as true
    release = workflow["jobs"]
    assert 'bash .ci/build-dist.sh dist "$GITHUB_REF_NAME"' in runs(release["dist"])
    assert "bash .ci/build-site.sh site" in runs(release["site"])
    publish = release["pypi"]
    assert uses(publish)[-1] == "pypa/gh-action-pypi-publish" and publish["permissions"] == {"id-token": "write"}
    assert not any("with" in step for step in publish["steps"][-1:])  # no password: trusted publishing
    assert uses(release["site"])[-1] == "actions/upload-pages-artifact"
    assert uses(release["pages"]) == ["actions/deploy-pages"] and release["pages"]["needs"] == "site"


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The release workflow's package step, run here: sdist and wheel built and passing ``twine check``."""
    out = tmp_path_factory.mktemp("dist")
    env = {**os.environ, "PYTHON": sys.executable}
    subprocess.run(["bash", ".ci/build-dist.sh", str(out)], cwd=ROOT, env=env, check=True, capture_output=True)
    return out


def test_a_tag_that_does_not_name_the_version_stops_the_release(tmp_path):
    env = {**os.environ, "PYTHON": sys.executable}
    result = subprocess.run(
        ["bash", ".ci/build-dist.sh", str(tmp_path / "dist"), "v0.0.0-not-this"], cwd=ROOT, env=env, capture_output=True
    )
    assert result.returncode == 1 and f"tag v{project.VERSION}" in result.stderr.decode()


def test_the_wheel_carries_the_licence_the_data_and_the_phone_build(dist):
    (wheel,) = dist.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    info = f"table_companion-{project.VERSION}.dist-info"
    assert {f"{info}/licenses/LICENSE", f"{info}/licenses/NOTICE"} <= names
    for part in ("python-worker.js", "flutter_service_worker.js", "compile_pyc.mjs"):
        assert f"companion/phone_build/{part}" in names
    assert "companion/assets/manifest.json" in names and any(n.startswith("companion/data/syndicate/") for n in names)
    metadata = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode()
    assert f"Version: {project.VERSION}" in metadata and "License-Expression: Apache-2.0" in metadata
    assert f"Project-URL: Phone app, {project.PHONE_APP}" in metadata
    assert "Provides-Extra: phone" in metadata


def test_the_sdist_carries_the_changelog_and_the_licence(dist):
    (sdist,) = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[-1] for name in archive.getnames()}
    assert {"LICENSE", "NOTICE", "CHANGELOG.md", "README.md", "pyproject.toml"} <= names


def test_the_installed_package_stages_the_phone_build_as_a_checkout_does(dist, tmp_path):
    """`companion build-web` from `pip install table-companion[phone]`: the wheel alone has what the stage needs
    (the entry module, the version and addresses, data beside the package)."""
    (wheel,) = dist.glob("*.whl")
    installed, stage = tmp_path / "site-packages", tmp_path / "stage"
    zipfile.ZipFile(wheel).extractall(installed)
    stage.mkdir()
    script = "import sys, pathlib; from companion.phone_build import stage; stage(pathlib.Path(sys.argv[1]), [])"
    env = {**os.environ, "PYTHONPATH": str(installed)}
    subprocess.run([sys.executable, "-c", script, str(stage)], cwd=tmp_path, env=env, check=True)
    assert (stage / "main.py").read_text() == ENTRY
    assert f'version = "{project.VERSION}"' in (stage / "pyproject.toml").read_text()
    assert (stage / "data" / "syndicate").is_dir() and not (stage / "companion" / "data").exists()
    assert not (stage / "companion" / "phone_build").exists()
