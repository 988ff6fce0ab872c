"""The phone's storage is read again when its answer is lost (a reload between the question and the answer)."""

import asyncio

from companion.ui.prefs import BrowserStorage, MemoryBackend
from tests.conftest import run_async


class LosesFirstAnswer(MemoryBackend):
    """A browser that reloads while the first question is on its way: that one is never answered."""

    def __init__(self, data: dict[str, str]):
        super().__init__(data)
        self.asked = 0

    async def get(self, key: str) -> object:
        self.asked += 1
        if self.asked == 1:
            await asyncio.Event().wait()
        return await super().get(key)


def test_a_question_lost_in_a_reload_is_asked_again():
    browser = LosesFirstAnswer({"table_companion.phone": "kept"})
    storage = BrowserStorage(browser, ask_again_after=0.05)
    assert run_async(storage.get("table_companion.phone")) == "kept"
    assert browser.asked == 2


def test_a_phone_that_never_answers_reads_as_nothing_kept():
    class Silent(MemoryBackend):
        async def get(self, key: str) -> object:
            await asyncio.Event().wait()

    assert run_async(BrowserStorage(Silent(), ask_again_after=0.01, asks=3).get("table_companion.phone")) is None
