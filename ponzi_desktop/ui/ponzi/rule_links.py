"""Which section of the Ponzi Scheme rules explains a piece of the table (the kit's `RuleTips` shows it in the
piece's tooltip, and F1 opens the rules there). Decided here, from the piece's kind, so the table's pieces
need no knowledge of the rules text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem

from ponzi_desktop.ui.ponzi.board import BankItem, DiscardSlot
from ponzi_desktop.ui.ponzi.cards import CardBackItem, CardItem
from ponzi_desktop.ui.ponzi.items import EnvelopeItem, LuxuryItem, MarkerItem, TileItem
from ponzi_desktop.ui.ponzi.player_area import CashItem, PlayerArea


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
