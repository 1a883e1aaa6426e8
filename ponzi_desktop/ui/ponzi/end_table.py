"""The end of a Ponzi Scheme game: the kit's end table with the Ponzi score lines in words.

The engine scores (`Outcome.breakdown`): per industry n(n+1)/2 for n tiles, then cash points (basic) or
luxury points (advanced), and the highest fund card on the wheel, which breaks a tie. Here they are only
named and written out; bankrupt players are not scored.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform

from ponzi_desktop.engine.core import Outcome, ScorePart
from ponzi_desktop.ui.formatting import locale, money, number
from ponzi_desktop.ui.kit.end_table import EndTable, ScoreRow
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.ponzi.labels import INDUSTRIES
from ponzi_desktop.ui.ponzi.money import money_series
from ponzi_desktop.ui.ponzi.narration import fill
from ponzi_desktop.ui.ponzi.style import industry_colour, industry_icon


class PonziEndTable(EndTable):
    """Industries (with their icons), cash or luxuries, the total, and the tie-breaking card."""

    series_of = staticmethod(money_series)

    def column_heading(self, kind: str, subject: str) -> tuple[str, str]:
        if kind == "industry":
            return label(INDUSTRIES, subject), ""
        if kind == "cash":
            return self.tr("Cash"), ""
        if kind == "luxuries":
            return self.tr("Luxuries"), ""
        if kind == "highest_card":
            return self.tr("Highest card"), self.tr("breaks a tie")
        return kind, ""

    def column_colour(self, kind: str, subject: str) -> str:
        return industry_colour(subject).darker(115).name() if kind == "industry" else super().column_colour(kind,
                                                                                                              subject)

    def has_icon(self, kind: str, subject: str) -> bool:
        return kind == "industry"

    def paint_icon(self, painter: QPainter, rect: QRectF, kind: str, subject: str) -> None:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(industry_colour(subject))
        at = QTransform().translate(rect.center().x(), rect.center().y()).scale(0.22, 0.22)
        painter.drawPath(at.map(industry_icon(subject)))
        painter.restore()

    def cell(self, part: ScorePart) -> tuple[str, str]:
        if part.kind == "industry":
            tiles = part.amounts[0]
            if not tiles:
                return "–", ""
            return number(part.points), self.tr("%n tile(s)", "", tiles)
        if part.kind == "cash":
            return number(part.points), money(part.amounts[0])
        if part.kind == "luxuries":
            return number(part.points), locale().createSeparatedList([money(p) for p in part.amounts]) or "—"
        if part.kind == "highest_card":
            return (money(part.amounts[0]) if part.amounts and part.amounts[0] else "—"), ""
        return super().cell(part)

    def chart_heading(self, key: str) -> str:
        if key == "cash":
            return self.tr("Cash")
        if key == "interest_due":
            return self.tr("Interest due at the end of each round")
        return super().chart_heading(key)

    def chart_note(self) -> str:
        return self.tr("Cash after every move: each round ends by paying the interest due. Cash was hidden during "
                       "the game; now that it is over, everyone's is shown.")

    def headline_text(self, outcome: Outcome, names: list[str]) -> str:
        winners = list(outcome.winners)
        if not winners:
            return self.tr("Nobody wins: every player went bankrupt")
        points = outcome.scores.get(winners[0], 0)
        viewer = self.session.viewer
        others = locale().createSeparatedList([names[w] for w in winners if w != viewer])
        if winners == [viewer]:
            return self.tr("You win with %n point(s)", "", points)
        if viewer in winners:
            text = self.tr("You share the win with %1, with %n point(s) each", "", points)
        elif len(winners) == 1:
            text = self.tr("%1 wins with %n point(s)", "", points)
        else:
            text = self.tr("%1 share the win with %n point(s)", "", points)
        return fill(text, others)

    def reason_text(self, outcome: Outcome, names: list[str]) -> str:
        if outcome.reason == "round_limit":
            return self.tr("The round limit was reached: every player is scored.")
        viewer = self.session.viewer
        broke = locale().createSeparatedList([names[b] for b in outcome.bankrupt if b != viewer])
        if viewer in outcome.bankrupt and broke:
            return self.tr("You could not pay the interest due, nor could %1: bankrupt players are not "
                           "scored.").replace("%1", broke)
        if viewer in outcome.bankrupt:
            return self.tr("You could not pay the interest due: bankrupt players are not scored.")
        return self.tr("%1 could not pay the interest due: bankrupt players are not scored.").replace("%1", broke)

    def tie_text(self, rows: list[ScoreRow]) -> str:
        """Said when a winner shares the top score with a survivor who lost (the highest card decided it)."""
        top = next((row for row in rows if row.winner), None)
        if top is None or not any(not row.winner and row.score == top.score for row in rows):
            return ""
        card = next((p.amounts[0] for p in top.parts if p.kind == "highest_card"), 0)
        if top.seat == self.session.viewer:
            return self.tr("Tied on points: your highest fund card, %1, breaks the tie.").replace("%1", money(card))
        return self.tr("Tied on points: %1's highest fund card, %2, breaks the tie.").replace(
            "%1", top.name).replace("%2", money(card))
