"""The end of a game of Nim: the kit's end table, its two score lines named."""

from __future__ import annotations

from ponzi_desktop.engine.core import Outcome, ScorePart
from ponzi_desktop.ui.formatting import number
from ponzi_desktop.ui.kit.end_table import EndTable


class NimEndTable(EndTable):
    def column_heading(self, kind: str, subject: str) -> tuple[str, str]:
        if kind == "last_token":
            return self.tr("Last token"), ""
        return self.tr("Tokens taken"), self.tr("no points")

    def cell(self, part: ScorePart) -> tuple[str, str]:
        if part.kind == "tokens":
            return number(part.amounts[0]), ""
        return number(part.points or 0), ""

    def reason_text(self, outcome: Outcome, names: list[str]) -> str:
        return self.tr("Whoever takes the last token wins.")
