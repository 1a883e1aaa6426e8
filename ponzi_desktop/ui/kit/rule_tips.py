"""Tooltips on a table that name the rule behind a piece, and F1 that opens the rules there, for every game.

The pieces keep their own tooltips; this filter on the scene adds one line to the tooltip shown ("Rules:
1. Funding (F1)", in the rules' own words of the current language) and remembers the section while the
tooltip is up, so the main window's F1 opens the rules at it. Which section explains a piece is the game's
to say (`section_for`, registered with the game). While the scene shows a card of its own for the piece under
the mouse (`TableScene.card_shown`: a deed shown big), no tooltip opens: one popup at a time.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QToolTip, QWidget

from ponzi_desktop.ui.formatting import wrapped_tip


class RuleTips(QObject):
    """Shows the scene's tooltips with their rule section; `section` is the one of the tooltip now shown."""

    def __init__(self, scene: QGraphicsScene, section_for: Callable[[QGraphicsItem], str | None],
                 headings: Callable[[], dict[str, str]], parent: QObject | None = None) -> None:
        """`section_for` says which rules section explains a piece; `headings` gives each section's heading in
        the language now (the rules' own words)."""
        super().__init__(parent)
        self.scene = scene
        self.section_for = section_for
        self.headings = headings
        self._section: str | None = None
        scene.installEventFilter(self)

    @property
    def section(self) -> str | None:
        """The rules section of the piece whose tooltip is showing (None when no tooltip is up)."""
        return self._section if QToolTip.isVisible() else None

    def tooltip_for(self, item: QGraphicsItem) -> tuple[str, str | None]:
        """The tooltip `item` shows here, and its section id."""
        text = item.toolTip()
        section = self.section_for(item)
        heading = self.headings().get(section or "")
        if heading:
            text += "\n\n" + QCoreApplication.translate("RuleTips", "Rules: %1 (F1)").replace("%1", heading)
        return text, section if heading else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self.scene or event.type() != QEvent.Type.GraphicsSceneHelp:
            return False
        assert isinstance(event, QGraphicsSceneHelpEvent)
        card_shown = getattr(self.scene, "card_shown", None)  # a plain QGraphicsScene has no cards
        if card_shown is not None and card_shown():  # the card says it all: never a tooltip over or beside it
            self._section = None
            QToolTip.hideText()
            event.accept()
            return True
        item = next((i for i in self.scene.items(event.scenePos()) if i.isVisible() and i.toolTip()), None)
        if item is None:
            self._section = None
            return False  # the scene hides any tooltip shown
        text, self._section = self.tooltip_for(item)
        widget = event.widget()
        QToolTip.showText(event.screenPos(), wrapped_tip(text), widget if isinstance(widget, QWidget) else None)
        event.accept()
        return True
