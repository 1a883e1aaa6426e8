"""The end of a Black Friday game: the kit's end table with each holder's wealth broken down, in words.

The engine scores (`Outcome.breakdown`, engine/black_friday/pricechange.py): cash, each colour's shares at
its final price (count × price), and gold bars at the final gold price; the total is the wealth, and most
wealth wins. A tie on wealth goes to more value in gold, then the win is shared. Here the lines are only
named and written out.

The broker (M.I.B.S.), when it plays, is ranked like a player: when it alone is the richest no player wins
(`Outcome.winners` is empty); tied with a player on wealth and gold, they share. The outcome lists only the
players, so the broker's row comes from the engine's own lines for it (`wealth.broker_result`), never from
sums made here.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from ponzi_desktop.engine.black_friday.tables import tables
from ponzi_desktop.engine.core import Outcome, ScorePart
from ponzi_desktop.ui.black_friday.labels import COLOURS
from ponzi_desktop.ui.black_friday.marks import paint_gold_bar, paint_share
from ponzi_desktop.ui.black_friday.style import share_colour
from ponzi_desktop.ui.black_friday.wealth import BrokerResult, broker_result, money_series
from ponzi_desktop.ui.formatting import locale, money
from ponzi_desktop.ui.kit.end_table import EndTable, ScoreRow
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import PAPER
from ponzi_desktop.ui.look import contrast, seat_colour

#: The broker's dot in the table: the brass of the kit, not any seat's colour.
BROKER_COLOUR = QColor("#8d7650")
_PLACEHOLDER = re.compile(r"%([1-9])")


def gold_at_end() -> int:
    """The gold price that ends the game (the last space of the gold price track)."""
    t = tables()
    return t.gold_value[t.gold_top]


def fill(template: str, *args: str) -> str:
    """`template` with %1..%9 replaced by `args` in one pass (a name holding "%2" is left alone)."""
    return _PLACEHOLDER.sub(lambda m: args[int(m.group(1)) - 1] if int(m.group(1)) <= len(args) else m.group(0),
                            template)


def standing(row: ScoreRow) -> tuple[int, int]:
    """How the engine ranks a holder: wealth, then the value of its gold (the tie-break)."""
    gold = next((p.points or 0 for p in row.parts if p.kind == "gold"), 0)
    return row.score or 0, gold


class BlackFridayEndTable(EndTable):
    """Cash, shares per colour (with their marks), gold (which breaks a tie), the total; and the broker."""

    series_of = staticmethod(money_series)

    def __init__(self, session, parent=None) -> None:
        self._broker_key: tuple | None = None
        self._broker: BrokerResult | None = None
        super().__init__(session, parent)

    # ---- the broker's result, as the engine gives it ----------------------------------------------------
    def broker(self) -> BrokerResult | None:
        """The broker's result in the finished game (None without the broker), from a replay of the record."""
        if self.session.outcome is None:
            return None
        record = self.session.record
        key = (record.seed, len(record.actions))
        if key != self._broker_key:
            self._broker_key, self._broker = key, broker_result(record)
        return self._broker

    def broker_name(self) -> str:
        return self.tr("The broker (M.I.B.S.)")

    # ---- the columns -------------------------------------------------------------------------------------
    def column_heading(self, kind: str, subject: str) -> tuple[str, str]:
        if kind == "shares":
            return label(COLOURS, subject), ""
        if kind == "cash":
            return self.tr("Cash"), ""
        if kind == "gold":
            return self.tr("Gold"), self.tr("breaks a tie")
        return kind, ""

    def column_colour(self, kind: str, subject: str) -> str:
        if kind == "shares":
            ink = share_colour(subject).darker(120)
            if contrast(ink, PAPER) >= 4.5:  # purple, green, blue; yellow and white are too light to read
                return ink.name()
        return super().column_colour(kind, subject)

    def has_icon(self, kind: str, subject: str) -> bool:
        return kind in ("shares", "gold")

    def paint_icon(self, painter: QPainter, rect: QRectF, kind: str, subject: str) -> None:
        if kind == "shares":
            paint_share(painter, rect.adjusted(2, 2, -2, -2), subject)
        elif kind == "gold":
            paint_gold_bar(painter, rect.adjusted(-5, 4, 5, 4))  # its heading has two lines: lower

    def cell(self, part: ScorePart) -> tuple[str, str]:
        if part.kind == "cash":
            return money(part.points), ""
        if part.kind in ("shares", "gold"):
            count, price = part.amounts
            if not count:
                return "–", ""
            return money(part.points), f"{count} × {money(price)}"
        return super().cell(part)

    def total_text(self, score: int) -> str:
        return money(score)

    # ---- the money chart ---------------------------------------------------------------------------------
    def chart_keys(self) -> list[tuple[str, QColor]]:
        keys = super().chart_keys()
        if self.broker() is not None:
            keys.append((self.broker_name(), BROKER_COLOUR))
        return keys

    def chart_heading(self, key: str) -> str:
        if key == "wealth":
            return self.tr("Wealth")
        return super().chart_heading(key)

    def chart_axis(self, unit: str) -> str:
        if unit == "price_change":
            return self.tr("Price changes")
        return super().chart_axis(unit)

    def chart_note(self) -> str:
        return self.tr("Wealth at the start and after every price change: cash, shares at that moment's prices and "
                       "gold bars at the gold price then.")

    # ---- the words -----------------------------------------------------------------------------------------
    def headline_text(self, outcome: Outcome, names: list[str]) -> str:
        winners = list(outcome.winners)
        broker = self.broker()
        if not winners:
            if broker is not None and broker.first:
                return fill(self.tr("The broker (M.I.B.S.) is the richest, with %1: no player wins"),
                            money(broker.wealth))
            return self.tr("Nobody wins")
        wealth = money(outcome.scores.get(winners[0], 0))
        viewer = self.session.viewer
        others = locale().createSeparatedList([names[w] for w in winners if w != viewer])
        if winners == [viewer]:
            return fill(self.tr("You win with %1"), wealth)
        if viewer in winners:
            return fill(self.tr("You share the win with %1, with %2 each"), others, wealth)
        if len(winners) == 1:
            return fill(self.tr("%1 wins with %2"), others, wealth)
        return fill(self.tr("%1 share the win with %2 each"), others, wealth)

    def reason_text(self, outcome: Outcome, names: list[str]) -> str:
        gold = money(gold_at_end())
        if self.broker() is not None:
            return fill(self.tr("Gold reached %1: the game is over. Every share is sold at its final price. The "
                                "broker (M.I.B.S.) is ranked too: when it is the richest, no player wins."), gold)
        return fill(self.tr("Gold reached %1: the game is over. Every share is sold at its final price."), gold)

    def tie_text(self, rows: list[ScoreRow]) -> str:
        """Said when the top wealth is shared: gold decided it, or the win is shared (with the broker too)."""
        top = next((row for row in rows if row.winner), None)
        if top is None:
            return ""
        tied = [row for row in rows if row is not top and row.score == top.score]
        if not tied:
            return ""
        broker = len(self.session.seats)
        if any(row.winner for row in tied):
            if any(row.seat == broker for row in tied) or top.seat == broker:
                return self.tr("Tied with the broker (M.I.B.S.) on wealth and on gold: the win is shared, and no "
                               "player beat the broker.")
            return self.tr("Tied on wealth and on gold: the win is shared.")
        gold = next((p.points for p in top.parts if p.kind == "gold"), 0)
        if top.seat == self.session.viewer:
            return fill(self.tr("Tied on wealth: your gold, %1, breaks the tie."), money(gold))
        if top.seat == broker:
            return fill(self.tr("Tied on wealth: the broker's gold, %1, breaks the tie."), money(gold))
        return fill(self.tr("Tied on wealth: %1's gold, %2, breaks the tie."), top.name, money(gold))

    # ---- the order, and the broker's row -------------------------------------------------------------------
    def refresh(self, *args) -> None:
        super().refresh(*args)
        if not self.rows:
            return
        # the engine's ranking (pricechange.py `finish`): wealth, then the value of the gold bars
        self.rows.sort(key=lambda r: (not r.winner, r.bankrupt, *(-x for x in standing(r)), r.seat))
        broker = self.broker()
        if broker is not None:
            seat = len(self.session.seats)
            row = ScoreRow(seat, self.broker_name(), False, broker.first, broker.wealth, broker.parts)
            # after the winners, above every player it outranks (the order only: the scores are the engine's)
            at = next((i for i, r in enumerate(self.rows)
                       if not r.winner and (broker.first or standing(r) < standing(row))), len(self.rows))
            self.rows.insert(at, row)
        self.tie_note.setText(self.tie_text(self.rows))
        self.tie_note.setVisible(bool(self.tie_note.text()))
        players = len(self.session.seats)
        colours = [seat_colour(self.session.seats, i) for i in range(players)] + [BROKER_COLOUR]
        self.grid.set_rows(self.rows, colours)
