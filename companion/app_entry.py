"""The entry module of a packaged app (``flet build apk|ipa|…``: ``[tool.flet.app] module``).

Flet's build runs this module on the phone; it only starts the app (no command line there).
"""

import flet as ft

from companion.ui.app import main

ft.run(main)
