"""Sentences of the Black Friday table that more than one piece says: what a bonus tile allows."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.ui.formatting import number
from ponzi_desktop.ui.kit.labels import Labels, label

translate = QCoreApplication.translate

#: The bonus tiles' advantages (the data file's names), as a list in a tooltip says them.
ADVANTAGES = Labels("BlackFridayTable", {
    "manipulate": QT_TRANSLATE_NOOP("BlackFridayTable", "a free move: a market share onto a purchase track, or a "
                                                        "share from the sale row to the market"),
    "extra_sell": QT_TRANSLATE_NOOP("BlackFridayTable", "sell one share more than the level allows"),
    "extra_gold": QT_TRANSLATE_NOOP("BlackFridayTable", "buy one gold bar more than the level allows"),
    "extra_buy": QT_TRANSLATE_NOOP("BlackFridayTable", "buy one share more than the level allows"),
})
ORDER = ("manipulate", "extra_sell", "extra_gold", "extra_buy")


def bonus_tip(tile: int, used: bool) -> str:
    """What bonus tile `tile` allows, once a game, and whether it is spent."""
    if not tile:
        return ""
    allowed = tables().advantages[tile]
    lines = [translate("BlackFridayTable", "Bonus tile %1: once a game, one of these:").replace("%1", number(tile))]
    lines += [f"• {label(ADVANTAGES, a)}" for a in ORDER if a in allowed]
    if used:
        lines.append(translate("BlackFridayTable", "Used: it is turned over."))
    return "\n".join(lines)
