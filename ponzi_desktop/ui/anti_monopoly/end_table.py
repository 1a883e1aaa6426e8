"""The end of an Anti-Monopoly game: the kit's end table with each player's role, the bankrupt and when they
went out, and the rulebook's measure of the richest player broken down into cash, properties and buildings.

The engine scores (engine/anti_monopoly/ending.py, `Outcome.breakdown`): for Game A's last player standing,
Game B's richest survivor and the round limit, "cash" and "rents" (rule 25: the rent each unmortgaged
property would earn now); for the two-hour game, "kept_cash" (the 10% or 20% kept, amounts: the cash before
and the percentage) and "final_rents" (the one rent the Treasury paid per property). The rents are shown in
two columns, what the properties earn bare and what their buildings add (`wealth.building_rents`, from the
final board); the two add up to the engine's number, and the total is the engine's score.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.core import Outcome, ScorePart
from ponzi_desktop.ui.anti_monopoly.labels import role_name
from ponzi_desktop.ui.anti_monopoly.roles import paint_role
from ponzi_desktop.ui.anti_monopoly.wealth import (
    Bankruptcy,
    bankruptcies,
    building_rents,
    buildings_count,
    money_series,
)
from ponzi_desktop.ui.formatting import locale, money, number, percent, player_names
from ponzi_desktop.ui.kit.end_table import EndTable, ScoreRow
from ponzi_desktop.ui.look import seat_colour

_PLACEHOLDER = re.compile(r"%([1-9])")
#: The engine's rent line for each way of ending, and the cash line.
RENT_KINDS = ("rents", "final_rents")
CASH_KINDS = ("cash", "kept_cash")


def fill(template: str, *args: str) -> str:
    """`template` with %1..%9 replaced by `args` in one pass (a name holding "%2" is left alone)."""
    return _PLACEHOLDER.sub(lambda m: args[int(m.group(1)) - 1] if int(m.group(1)) <= len(args) else m.group(0),
                            template)


def role_part(view, seat: int) -> ScorePart:
    """The seat's role as a line that is no score (amounts: the role's index in the engine's `ROLES`)."""
    return ScorePart("role", None, (ROLES.index(view.roles[seat]),))


def split_parts(parts: tuple[ScorePart, ...], view, seat: int) -> tuple[ScorePart, ...]:
    """The engine's lines for `seat` with its rents split into the properties' and the buildings' parts
    (their points add up to the engine's rents); the role first, as a line that is no score."""
    out = [role_part(view, seat)]
    for part in parts:
        if part.kind in RENT_KINDS:
            extra, _ = building_rents(view, seat)
            houses, apartments = buildings_count(view, seat)
            out.append(ScorePart("properties", part.points - extra, part.amounts, part.kind))
            out.append(ScorePart("buildings", extra, (houses, apartments), part.kind))
        else:
            out.append(part)
    return tuple(out)


class AntiMonopolyEndTable(EndTable):
    """Role, cash, properties, buildings and the total per player; the bankrupt with the round they fell."""

    series_of = staticmethod(money_series)

    def __init__(self, session, parent=None) -> None:
        self._fallen_key: tuple | None = None
        self._fallen: dict[int, Bankruptcy] = {}
        super().__init__(session, parent)

    def fallen(self) -> dict[int, Bankruptcy]:
        """Who went bankrupt, when and to whom, from a replay of the record (kept until it changes)."""
        record = self.session.record
        key = (record.seed, len(record.actions))
        if key != self._fallen_key:
            self._fallen_key, self._fallen = key, bankruptcies(record)
        return self._fallen

    def two_hour(self) -> bool:
        outcome = self.session.outcome
        return outcome is not None and outcome.reason == "two_hour"

    # ---- the columns -------------------------------------------------------------------------------------
    def column_heading(self, kind: str, subject: str) -> tuple[str, str]:
        if kind == "role":
            return self.tr("Role"), ""
        if kind == "cash":
            return self.tr("Cash"), ""
        if kind == "kept_cash":
            return self.tr("Cash kept"), fill(self.tr("%1 or %2", "two percentages: the cash kept"), percent(10),
                                              percent(20))
        if kind == "properties":
            if subject == "final_rents":
                return self.tr("Properties"), self.tr("one rent paid")
            return self.tr("Properties"), self.tr("rent they earn now")
        if kind == "buildings":
            if subject == "final_rents":
                return self.tr("Buildings"), self.tr("rent they added")
            return self.tr("Buildings"), self.tr("rent they add")
        return kind, ""

    def has_cell_icon(self, part: ScorePart) -> bool:
        return part.kind == "role"

    def paint_cell_icon(self, painter: QPainter, rect: QRectF, part: ScorePart) -> None:
        paint_role(painter, rect, ROLES[part.amounts[0]])

    def cell(self, part: ScorePart) -> tuple[str, str]:
        if part.kind == "role":
            return role_name(ROLES[part.amounts[0]]), ""
        if part.kind == "cash":
            return money(part.points), ""
        if part.kind == "kept_cash":
            before, share = part.amounts
            of = self.tr("%1 of %2", "a percentage of an amount: 10% of $300")
            return money(part.points), fill(of, percent(share), money(before))
        if part.kind == "properties":
            (earning,) = part.amounts
            if not earning:
                return "–", ""
            return money(part.points), self.tr("%n properties earning", "", earning)
        if part.kind == "buildings":
            houses, apartments = part.amounts
            if not houses and not apartments:
                return "–", ""
            what = []
            if houses:
                what.append(self.tr("%n houses", "", houses))
            if apartments:
                what.append(self.tr("%n apartments", "", apartments))
            return money(part.points), locale().createSeparatedList(what)
        return super().cell(part)

    def total_text(self, score: int) -> str:
        return money(score)

    def chart_heading(self, key: str) -> str:
        if key == "cash":
            return self.tr("Cash")
        if key == "cash_and_property":
            return self.tr("Cash and property value")
        return super().chart_heading(key)

    def chart_note(self) -> str:
        return self.tr("At the start of every round, and at the end. Property value: the printed price of every "
                       "unmortgaged property plus what its buildings cost. A bankrupt player's lines stop where "
                       "they went out.")

    def bankrupt_text(self, row: ScoreRow) -> str:
        fall = self.fallen().get(row.seat)
        if fall is None:
            return super().bankrupt_text(row)
        if fall.creditor < 0:
            return fill(self.tr("Bankrupt in round %1, owing the Treasury"), number(fall.round))
        creditor = player_names(self.session.seats)[fall.creditor]
        return fill(self.tr("Bankrupt in round %1, owing %2"), number(fall.round), creditor)

    # ---- the words -----------------------------------------------------------------------------------------
    def headline_text(self, outcome: Outcome, names: list[str]) -> str:
        winners = list(outcome.winners)
        if not winners:
            return self.tr("Nobody wins")
        viewer = self.session.viewer
        others = locale().createSeparatedList([names[w] for w in winners if w != viewer])
        standing = sum(not b for b in self.session.view(None).bankrupt)
        if outcome.reason == "bankruptcy" and (self.session.settings.game == "A" or standing == 1):
            if winners == [viewer]:
                return self.tr("You are the last player standing")
            return fill(self.tr("%1 is the last player standing"), others)
        amount = money(outcome.scores.get(winners[0], 0))
        if winners == [viewer]:
            return fill(self.tr("You win with %1"), amount)
        if viewer in winners:
            return fill(self.tr("You share the win with %1, with %2 each"), others, amount)
        if len(winners) == 1:
            return fill(self.tr("%1 wins with %2"), others, amount)
        return fill(self.tr("%1 share the win with %2 each"), others, amount)

    def reason_text(self, outcome: Outcome, names: list[str]) -> str:
        view = self.session.view(None)
        rounds = number(view.round)
        if outcome.reason == "two_hour":
            text = fill(self.tr("Time was called after round %1: Competitors kept %2 of their cash and "
                                "Monopolists %3, then the Treasury paid one rent for each property. The most cash "
                                "wins."), rounds, percent(10), percent(20))
        elif outcome.reason == "round_limit":
            text = fill(self.tr("The round limit was reached after round %1: the richest player wins. Richest "
                                "means cash plus the rent each unmortgaged property would earn now."), rounds)
        elif self.session.settings.game == "B":
            alive = {view.roles[q] for q in range(len(view.roles)) if not view.bankrupt[q]}
            if sum(not b for b in view.bankrupt) == 1:  # as the log says it: the last one left
                text = self.tr("Game B: every other player went bankrupt, so the last player standing wins.")
            elif alive == {"competitor"}:
                text = self.tr("Game B: every Monopolist went bankrupt, so the richest Competitor wins: cash plus "
                               "the rent each unmortgaged property would earn now.")
            else:
                text = self.tr("Game B: every Competitor went bankrupt, so the richest Monopolist wins: cash plus "
                               "the rent each unmortgaged property would earn now.")
        else:
            text = self.tr("Game A: every other player went bankrupt. The wealth is counted as Game B counts it: "
                           "cash plus the rent each unmortgaged property would earn now.")
        if any(view.owners[sq] in outcome.scores and not view.mortgaged[sq] for sq in board().utilities):
            text += " " + self.tr("A utility's rent is a throw of the dice, made at the end.")
        return text

    def tie_text(self, rows: list[ScoreRow]) -> str:
        if sum(row.winner for row in rows) > 1:
            return self.tr("Tied at the top: the win is shared.")
        return ""

    # ---- the rows, with the role and the split rents -------------------------------------------------------
    def refresh(self, *args) -> None:
        super().refresh(*args)
        outcome = self.session.outcome
        if outcome is None or not self.rows:
            return
        view = self.session.view(None)
        order = list(outcome.bankrupt)
        rows = []
        for row in self.rows:
            parts = split_parts(row.parts, view, row.seat) if not row.bankrupt else (
                role_part(view, row.seat),)
            rows.append(ScoreRow(row.seat, row.name, row.bankrupt, row.winner, row.score, parts))
        # winners, then the others by score; the bankrupt last, the last to fall first
        rows.sort(key=lambda r: (not r.winner, r.bankrupt, -(r.score or 0),
                                 -order.index(r.seat) if r.seat in order else 0, r.seat))
        self.rows = rows
        self.grid.set_rows(rows, [seat_colour(self.session.seats, i) for i in range(len(self.session.seats))])
