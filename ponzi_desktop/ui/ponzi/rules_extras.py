"""The parts of the Ponzi Scheme rules the app writes itself: the table of every fund card, from the same
data file the engine plays with, wherever a rules text has the mark for it."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.formatting import money, number

#: Where a rules text asks for the generated table of every fund card.
CARD_TABLE_MARK = "<!-- fund-card-table -->"


def fund_card_table(text: str) -> str:
    """`text` with the mark replaced by the card table."""
    return text.replace(CARD_TABLE_MARK, card_table()) if CARD_TABLE_MARK in text else text


def card_table() -> str:
    """Every fund card, from the same data file the engine plays with, in two side-by-side halves."""
    try:
        cards = json.loads(resource_path("data", "ponzi_scheme.json").read_text(encoding="utf-8"))["fund_cards"]
    except (OSError, ValueError, KeyError) as exc:
        return QCoreApplication.translate("RulesDialog", "*The card list could not be read: %1*").replace("%1", str(exc))
    kinds = {"start": QCoreApplication.translate("RulesDialog", "Starting"), "normal": "", "bear": QCoreApplication.translate("RulesDialog", "Bear")}
    rows = []
    for card in sorted(cards, key=lambda c: c["value"]):
        kind = kinds.get(card["kind"], card["kind"])
        if card["kind"] == "bear" and card.get("kind_online_version") == "normal":
            kind = QCoreApplication.translate("RulesDialog", "Bear (18-bear game)")
        rows.append((money(card["value"]), money(card["interest"]), number(card["period"]), kind))
    half = (len(rows) + 1) // 2
    head = (QCoreApplication.translate("RulesDialog", "Value"), QCoreApplication.translate("RulesDialog", "Interest"), QCoreApplication.translate("RulesDialog", "Period"), QCoreApplication.translate("RulesDialog", "Kind"))
    lines = ["| " + " | ".join(head + head) + " |", "|" + "---|" * 8]
    for i in range(half):
        right = rows[half + i] if half + i < len(rows) else ("", "", "", "")
        lines.append("| " + " | ".join(rows[i] + right) + " |")
    return "\n".join(lines) + "\n"
