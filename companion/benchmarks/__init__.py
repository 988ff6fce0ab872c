"""Harnesses behind `companion bench` (the live table in Chromium): never imported by the app, left out of the
phone build."""
