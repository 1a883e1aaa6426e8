"""A word-wrapped label that shows every line its words need, however its width settles (the start page's
Continue line, the dialogs' hints). Its own module: the start page needs it before its first paint, and the
forms (ui/forms.py) bring spin boxes, check boxes and group boxes it does not."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from ponzi_desktop.ui.formatting import no_lone_character


class WrappedLabel(QLabel):
    """A word-wrapped label that never shows fewer lines than its words need: as its width settles it asks
    the layout for the height of that width. (A dialog's layout sizes a window from its labels' size hints,
    which guess a width, so a wrapped label in a narrower column would otherwise lose its last lines.)
    Its Chinese or Japanese never leaves one character alone on its last line (a review saw Settings' note end
    on a line of "ます。" alone): `formatting.no_lone_character`."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(no_lone_character(text), parent)
        self.setWordWrap(True)

    def _fit(self) -> None:
        if not self.isVisible():  # widths before the first show are guesses: a height from one would stay
            return
        held = self.minimumHeight()
        self.setMinimumHeight(0)  # QLabel's height for a width is never below its minimum: ask without one
        need = self.heightForWidth(self.width())
        self.setMinimumHeight(need if need > 0 else held)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt override
        super().setText(no_lone_character(text))
        self._fit()
