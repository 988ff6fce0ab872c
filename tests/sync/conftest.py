import pytest

from companion.content import ContentLibrary


@pytest.fixture
def library(tmp_path):
    return ContentLibrary(user_dir=tmp_path / "content")
