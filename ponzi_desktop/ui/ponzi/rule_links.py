"""Tooltips on the Ponzi table that name the rule behind a piece, and F1 that opens the rules there.

The pieces keep their own tooltips; this filter on the scene adds one line to the tooltip shown ("Rules:
1. Funding (F1)", in the rules' own words of the current language) and remembers the section while the
tooltip is up, so the main window's F1 opens the rules at it. Which section a piece belongs to is decided
here, from the piece's kind, so the table's pieces need no knowledge of the rules text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneHelpEvent, QToolTip, QWidget

from ponzi_desktop.ui.ponzi.board import BankItem, DiscardSlot
from ponzi_desktop.ui.ponzi.cards import CardBackItem, CardItem
from ponzi_desktop.ui.ponzi.items import EnvelopeItem, LuxuryItem, MarkerItem, TileItem
from ponzi_desktop.ui.ponzi.player_area import CashItem, PlayerArea
from ponzi_desktop.ui.rules_dialog import rule_sections


def section_for(item: QGraphicsItem) -> str | None:
    """The id of the rules section (`{#id}` in the rules files) that explains `item`, None for none."""
    if isinstance(item, CardItem):
        if item.facts.bear:
            return "crash"
        if item.facts.start:
            return "marker"  # when a start card is removed, it leaves the game
        return "wheel" if item.compact else "funding"
    if isinstance(item, TileItem):
        return "funding" if item.pile else "trading"
    kinds = ((LuxuryItem, "advanced"), (MarkerItem, "marker"), (EnvelopeItem, "trading"), (BankItem, "interest"),
             (DiscardSlot, "marker"), (CardBackItem, "components"), (CashItem, "secret"), (PlayerArea, "interest"))
    return next((section for kind, section in kinds if isinstance(item, kind)), None)


class RuleTips(QObject):
    """Shows the scene's tooltips with their rule section; `section` is the one of the tooltip now shown."""

    def __init__(self, scene: QGraphicsScene, language: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.language = language
        self._section: str | None = None
        scene.installEventFilter(self)

    @property
    def section(self) -> str | None:
        """The rules section of the piece whose tooltip is showing (None when no tooltip is up)."""
        return self._section if QToolTip.isVisible() else None

    def tooltip_for(self, item: QGraphicsItem) -> tuple[str, str | None]:
        """The tooltip `item` shows here, and its section id."""
        text = item.toolTip()
        section = section_for(item)
        heading = rule_sections("ponzi", self.language()).get(section or "")
        if heading:
            text += "\n\n" + QCoreApplication.translate("PonziRules", "Rules: %1 (F1)").replace("%1", heading)
        return text, section if heading else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self.scene or event.type() != QEvent.Type.GraphicsSceneHelp:
            return False
        assert isinstance(event, QGraphicsSceneHelpEvent)
        item = next((i for i in self.scene.items(event.scenePos()) if i.isVisible() and i.toolTip()), None)
        if item is None:
            self._section = None
            return False  # the scene hides any tooltip shown
        text, self._section = self.tooltip_for(item)
        widget = event.widget()
        QToolTip.showText(event.screenPos(), text, widget if isinstance(widget, QWidget) else None)
        event.accept()
        return True
