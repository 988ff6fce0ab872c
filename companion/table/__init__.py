"""The table server: one live table per saved game, shared by every phone, with no UI code.

The interface the UI and the command-line tool use (nothing else of this package):

- :data:`TABLES` (:class:`TableHub`): ``start(store)`` once per save folder, ``open(store, id)`` /
  ``get(store, id)`` a game's :class:`LiveTable`, ``follow_file(store, id, pubsub)`` after its file
  was replaced (rename, restore, import), ``delete(store, id, pubsub)``.
- :class:`LiveSessions`: one browser session's ``sessions[id]`` view of the live tables.
- :class:`LiveTable`: ``session`` (read it, never mutate it), ``version`` (the table revision),
  ``execute(command, seen, phone)`` / ``undo(seen)`` / ``redo(seen)`` -> :class:`Outcome`
  (applied, refused with the violations, or :data:`STALE` when ``seen`` is not the current revision),
  then ``await publish(pubsub)``: saved off the event loop, then every phone is told.
- :func:`topic_of`: the pubsub topic a phone subscribes to; :data:`DELETED` is announced there
  when the game is deleted, else the new revision.
- :func:`edit_save`: the command-line tool's read-change-write of one save file under its lock.
"""

from .file import SaveEdit, edit_save
from .hub import DELETED, TABLES, LiveSessions, TableHub
from .live import STALE, LiveTable, Notifier, Outcome, topic_of

__all__ = [
    "DELETED",
    "STALE",
    "TABLES",
    "LiveSessions",
    "LiveTable",
    "Notifier",
    "Outcome",
    "SaveEdit",
    "TableHub",
    "edit_save",
    "topic_of",
]
