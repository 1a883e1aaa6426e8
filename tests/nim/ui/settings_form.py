"""Nim's rule settings in the new-game dialog: one heap or three."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ponzi_desktop.ui.forms import Setting, SettingsForm


class NimRules(SettingsForm):
    CONTEXT = "NimRules"
    SETTINGS = (
        Setting("heaps", QT_TRANSLATE_NOOP("NimRules", "Heaps"),
                QT_TRANSLATE_NOOP("NimRules", "One big heap, or three small ones."),
                options=((1, QT_TRANSLATE_NOOP("NimRules", "One")), (3, QT_TRANSLATE_NOOP("NimRules", "Three")))),
    )
