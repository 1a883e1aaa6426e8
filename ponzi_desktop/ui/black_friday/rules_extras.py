"""The parts of the Black Friday rules the app writes itself, from the same data file the engine plays with: the
level tiles, the price change table and the gold price track, wherever a rules text has the mark for them.

Many of these numbers are derived rather than printed in a rulebook (the data file says which), so they are
never copied into the rules texts: a corrected board is a change of the data file, and the rules follow.
Moves are drawn as arrows (↑ ↓ ← →), which every language reads alike.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.formatting import money, number

#: Where a rules text asks for each generated part.
LEVEL_TABLE_MARK = "<!-- level-table -->"
PRICE_TABLE_MARK = "<!-- price-change-table -->"
GOLD_TRACK_MARK = "<!-- gold-price-track -->"

_ARROWS = {"up": "↑", "down": "↓", "left": "←", "right": "→"}


translate = QCoreApplication.translate


def black_friday_tables(text: str) -> str:
    """`text` with each mark replaced by its generated part (a note in its place if the data cannot be read)."""
    marks = (LEVEL_TABLE_MARK, PRICE_TABLE_MARK, GOLD_TRACK_MARK)
    if not any(mark in text for mark in marks):
        return text
    try:
        data = json.loads(resource_path("data", "black_friday.json").read_text(encoding="utf-8"))
        parts = {
            LEVEL_TABLE_MARK: level_table(data),
            PRICE_TABLE_MARK: price_change_table(data),
            GOLD_TRACK_MARK: gold_track(data),
        }
    except (OSError, ValueError, KeyError, TypeError) as exc:
        note = translate("RulesDialog", "*The tables could not be read: %1*").replace("%1", str(exc))
        parts = dict.fromkeys(marks, note)
    for mark, part in parts.items():
        text = text.replace(mark, part)
    return text


def level_table(data: dict) -> str:
    """One row per level tile: the shares a turn may buy or sell, the gold bars it may buy, the draw."""
    head = (
        translate("RulesDialog", "Level"),
        translate("RulesDialog", "Shares bought or sold a turn"),
        translate("RulesDialog", "Gold bars bought a turn"),
        translate("RulesDialog", "Shares drawn at a price change"),
    )
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for tile in data["level_tiles"]:
        row = (tile["level"], tile["share_limit"], tile["gold_limit"], tile["draw"])
        lines.append("| " + " | ".join(number(v) for v in row) + " |")
    return "\n".join(lines) + "\n"


def price_change_table(data: dict) -> str:
    """The count of a colour (after the black shares) and the marker's move, in two side-by-side halves."""
    rows = []
    for entry in sorted(data["price_change_table"], key=lambda e: e["net"]):
        net = entry["net"]
        count = number(net) if net <= 0 else "+" + number(net)
        arrows = " ".join(_ARROWS[d] * n for d, n in entry["moves"])
        rows.append((count, arrows))
    head = (translate("RulesDialog", "Count"), translate("RulesDialog", "Move"))
    half = (len(rows) + 1) // 2
    lines = ["| " + " | ".join(head + head) + " |", "|" + "---|" * 4]
    for i in range(half):
        right = rows[half + i] if half + i < len(rows) else ("", "")
        lines.append("| " + " | ".join(rows[i] + right) + " |")
    return "\n".join(lines) + "\n"


def gold_track(data: dict) -> str:
    """The gold price track's spaces, lowest first."""
    return " → ".join(money(v) for v in data["gold_price_track"]) + "\n"
