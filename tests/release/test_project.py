"""What a release carries (issue 38): a licence that lets anyone host the app, the publishers' names kept
as theirs, one version in one place named by the changelog, and the project's addresses."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from urllib.parse import urlsplit

from companion import games, project
from companion.phone_build import ENTRY

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def test_the_licence_is_apache_2_and_pyproject_says_so():
    assert (
        "Apache License" in (ROOT / "LICENSE").read_text()
        and "Version 2.0, January 2004" in (ROOT / "LICENSE").read_text()
    )
    assert PYPROJECT["license"] == "Apache-2.0" and set(PYPROJECT["license-files"]) == {"LICENSE", "NOTICE"}


def test_the_notice_names_every_game_as_its_publishers_and_ships_no_content_beyond_data():
    notice = (ROOT / "NOTICE").read_text()
    for title in games.TITLES.values():
        assert title.split(":")[0] in notice
    assert "belong to their owners" in notice and "data/" in notice and "not made, endorsed" in notice


def test_one_version_read_from_pyproject_and_named_by_the_changelogs_newest_release():
    assert PYPROJECT["version"] == project.VERSION
    newest = re.search(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(), re.MULTILINE)
    assert newest and newest.group(1) == project.VERSION


def test_the_hosted_phone_app_is_the_pages_site_of_the_projects_github_path():
    """One GitHub path names both addresses (https://github.com/OWNER/REPO and https://OWNER.github.io/REPO/)."""
    owner, repo = urlsplit(project.HOME).path.strip("/").split("/")
    assert f"https://github.com/{owner}/{repo}" == project.HOME
    assert f"https://{owner}.github.io/{repo}/" == project.PHONE_APP
    assert all(f"github.com/{owner}/{repo}" in url or url == project.PHONE_APP for url in project.URLS.values())


def test_the_native_builds_entry_module_is_the_phone_builds():
    assert (ROOT / "main.py").read_text().endswith(ENTRY)


def test_the_readme_is_for_players_and_keeps_its_two_commands():
    readme = (ROOT / "README.md").read_text()
    lines = readme.splitlines()
    assert len(lines) < 150
    assert project.PHONE_APP in "\n".join(lines[:25])  # how to start, in the first screenful
    assert "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/python -m companion" in readme
    assert ".venv\\Scripts\\python -m companion" in readme  # Windows
    assert "\nbash .ci/run\n" in readme
    for link in re.findall(r"\]\(([^)#:]+)\)", readme):
        assert (ROOT / link).exists(), link
