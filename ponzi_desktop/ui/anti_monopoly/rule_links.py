"""Which section of the Anti-Monopoly rules explains a piece of the table (the kit's `RuleTips` shows it in the
piece's tooltip, and F1 opens the rules there). Pieces are named by kind, so the table's items need no
knowledge of the rules text and the rules files none of the table's classes.
"""

from __future__ import annotations

from ponzi_desktop.engine.anti_monopoly.board import (
    CARD,
    CORNER,
    GO_TO,
    INCOME_TAX,
    STREET,
    TRANSPORT,
    UTILITY,
)
from ponzi_desktop.ui.anti_monopoly import pieces, scene, seats, spaces

#: Piece kind -> the id of the rules section (`{#id}` in resources/rules/<lang>/anti_monopoly.md).
SECTIONS: dict[str, str] = {
    "street": "rent",  # a street: its rents for both roles
    "transport": "rent",
    "utility": "rent",
    "buildings": "building",  # the Treasury's houses and apartments
    "treasury": "mortgages",  # deeds dragged there are mortgaged or redeemed
    "deed": "mortgages",
    "jail": "prison-and-price-war",  # the corner and the Go to corner
    "income_tax": "income-tax",
    "cards": "cards",  # the decks and the card spaces
    "player": "bankruptcy",  # a player's place: cash, debts, bankruptcy
    "round": "winning",  # the round counter: Game A / B, the round limit
}


def section_for(piece: str) -> str | None:
    """The id of the rules section that explains the table piece `piece` (one of `SECTIONS`), None for none."""
    return SECTIONS.get(piece)


def section_for_item(item: object) -> str | None:
    """The rules section for a piece of the table (the kit's `RuleTips` asks with the item under the mouse)."""
    if isinstance(item, spaces.SpaceItem):
        kind = {STREET: "street", TRANSPORT: "transport", UTILITY: "utility", CORNER: "jail", GO_TO: "jail",
                INCOME_TAX: "income_tax", CARD: "cards"}.get(item.kind)
        return section_for(kind) if kind else None
    if isinstance(item, pieces.BuildingPiece):
        return section_for("buildings")
    if isinstance(item, pieces.TreasuryItem):
        return section_for("treasury")
    if isinstance(item, pieces.DeckItem):
        return section_for("cards")
    if isinstance(item, seats.DeedChip):
        return section_for("deed")
    if isinstance(item, seats.PlayerArea):
        return section_for("player")
    if isinstance(item, scene.AntiMonopolyScene):
        return None
    parent = item.parentItem() if hasattr(item, "parentItem") else None
    return section_for_item(parent) if parent is not None else None
