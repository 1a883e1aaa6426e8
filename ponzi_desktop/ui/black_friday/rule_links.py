"""Which section of the Black Friday rules explains a piece of the table (the kit's `RuleTips` shows it in the
piece's tooltip, and F1 opens the rules there). Pieces are named by kind, so the table's items need no
knowledge of the rules text and the rules files none of the table's classes.
"""

from __future__ import annotations

from ponzi_desktop.ui.black_friday import pieces, prices, screens

#: Piece kind -> the id of the rules section (`{#id}` in resources/rules/<lang>/black_friday.md) that explains it.
SECTIONS: dict[str, str] = {
    "chart": "chart",  # the share price chart: prices, edges, level areas
    "price_marker": "chart",
    "gold_track": "gold-price",  # the gold price track: how it rises at a price change
    "bought_gold": "gold-price",  # the bought-gold counter: every 3 bars raise the gold a space
    "level_tile": "level-tiles",
    "market": "buy",
    "bag": "draw",
    "purchase_track": "tracks",
    "gold_purchase_track": "tracks",
    "sale_rows": "tracks",
    "screen": "secret",
    "bonus_tile": "bonus",
    "broker": "broker",
    "gold_bars": "gold",
    "counter": "price-change",  # the round's counter: how many price changes so far
}


def section_for(piece: str) -> str | None:
    """The id of the rules section that explains the table piece `piece` (one of `SECTIONS`), None for none."""
    return SECTIONS.get(piece)


def section_for_item(item: object) -> str | None:
    """The rules section for a piece of the table (the kit's `RuleTips` asks with the item under the mouse)."""
    kinds = ((prices.ChartItem, "chart"), (prices.PriceMarker, "price_marker"), (prices.GoldMarker, "gold_track"),
             (prices.GoldTrackItem, "gold_track"), (pieces.LevelItem, "level_tile"), (pieces.BagItem, "bag"),
             (pieces.BankGoldItem, "gold_bars"), (screens.BonusTileItem, "bonus_tile"),
             (pieces.SaleRowsItem, "sale_rows"), (pieces.MarketItem, "market"), (pieces.CounterItem, "counter"))
    if isinstance(item, pieces.TrackItem):
        return section_for("purchase_track" if item.track == "purchase" else "gold_purchase_track")
    if isinstance(item, screens.ScreenItem):
        return section_for("broker" if item.broker else "screen")
    if isinstance(item, pieces.ShareItem):  # a share: where it lies says what it is for
        parent = item.parentItem()
        return section_for_item(parent) if parent is not None else section_for("market")
    return next((section_for(piece) for kind, piece in kinds if isinstance(item, kind)), None)
