"""The app's QStyle: the platform's own, with two of its hints changed for the app's dialogs and menus.

Its own module, installed by `look.style_app` once the start page is painted (ui/app.py): PySide makes QStyle,
with its many enums, when a module first names it (5-7 ms of CPU), and the start page asks neither hint.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle


class AppStyle(QProxyStyle):
    """The platform's style, less its stock pictures on dialog buttons (a green tick on OK, a red cross on
    Cancel): the buttons wear the app's look, as every other button does; and a menu's arrow keys stop on its
    greyed entries too, so that a keyboard player reads why an entry is greyed."""

    def styleHint(self, hint, option=None, widget=None, data=None) -> int:  # noqa: N802 - Qt override
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        if hint == QStyle.StyleHint.SH_Menu_AllowActiveAndDisabled:
            return 1  # a menu's arrow keys stop on its greyed entries, whose reason then shows (kit/reasons.py)
        return super().styleHint(hint, option, widget, data)
