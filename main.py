"""The app's entry module for the builds that package it (``flet publish``, ``flet build apk|ipa``).

They run a module named ``main``; it only starts the app (no command line there).
"""

import flet as ft

from companion.ui.app import main

ft.run(main)
