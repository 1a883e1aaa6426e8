"""The Statistics page: who wins at this table, from the game history. Per person (by the name typed) and per
bot level: games, wins, win rate, streaks; per game the average and best scores and, where the game has roles,
the wins by role; each person's results against each bot level; and charts (win rate, wins over time), drawn
with pyqtgraph, which is imported the first time the page is shown (never at start-up).

The numbers are `persistence.stats`'; the page only writes them out, filtered by game and by time.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from ponzi_desktop.persistence.stats import Statistics, statistics
from ponzi_desktop.ui import games
from ponzi_desktop.ui.formatting import number, percent, plural
from ponzi_desktop.ui.history_common import (
    SCROLL_STYLE,
    EmptyCard,
    FeltPage,
    duration_text,
    half_up,
    level_text,
    player_text,
    role_text,
    score_text,
)
from ponzi_desktop.ui.look import CreamCard

if TYPE_CHECKING:
    from ponzi_desktop.persistence.history_models import GameEntry

translate = QCoreApplication.translate


def rate_text(rate: float | None) -> str:
    if rate is None:
        return "–"
    return percent(half_up(rate * 100))


def of_text(wins: int, games_played: int) -> str:
    """"3 of 4" (wins of games)."""
    if not games_played:
        return "–"
    return translate("HistoryPages", "%1 of %2").replace("%1", number(wins)).replace(
        "%2", number(games_played))


class StatsTable(CreamCard):
    """A card with a heading, an optional line under it, and a table of plain words (the first column left,
    the numbers right)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scale = 1.0
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 18)
        box.setSpacing(6)
        self.heading = QLabel(self)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        box.addWidget(self.heading)
        box.addWidget(self.note)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(14)
        self.grid.setVerticalSpacing(4)
        box.addLayout(self.grid)

    def fill(self, heading: str, note: str, header: list[str], rows: list[list[str]], k: float) -> None:
        self.scale = k
        px = max(12, round(14 * k))
        self.heading.setText(heading)
        self.heading.setStyleSheet(f"color: #2b2118; font-size: {round(18 * k)}px; font-weight: bold; "
                                   "font-family: Georgia, 'DejaVu Serif', 'Noto Serif', serif;")
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.note.setStyleSheet(f"color: #6b5a40; font-size: {max(12, round(13 * k))}px;")
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        for c, text in enumerate(header):  # a long heading takes two lines rather than widening its column
            cell = self._cell(text, 0, c, f"color: #6b5a40; font-size: {max(12, round(13 * k))}px; font-weight: bold;")
            words = text.split()
            if c and len(words) > 1 and cell.fontMetrics().horizontalAdvance(text) > 90 * k:
                cell.setWordWrap(True)
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
                widest = max(cell.fontMetrics().horizontalAdvance(w) for w in words)
                cell.setFixedWidth(max(widest + 4, round(90 * k)))
        for r, row in enumerate(rows, start=1):
            for c, text in enumerate(row):
                style = f"color: #2b2118; font-size: {px}px;" + (" font-weight: 600;" if c == 0 else "")
                self._cell(text, r, c, style)
        self.grid.setColumnStretch(0, 1)

    def _cell(self, text: str, r: int, c: int, style: str) -> QLabel:
        cell = QLabel(text, self)
        cell.setTextFormat(Qt.TextFormat.PlainText)  # names people typed
        cell.setStyleSheet(style + " background: transparent;")
        align = Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight
        self.grid.addWidget(cell, r, c, align | Qt.AlignmentFlag.AlignVCenter)
        cell.show()
        return cell

    def rows_text(self) -> list[list[str]]:
        """The table's words, row by row (header first)."""
        out: dict[int, dict[int, str]] = {}
        for i in range(self.grid.count()):
            r, c, _, _ = self.grid.getItemPosition(i)
            out.setdefault(r, {})[c] = self.grid.itemAt(i).widget().text()
        return [[row[c] for c in sorted(row)] for _, row in sorted(out.items())]


class StatisticsPage(FeltPage):
    """Wins, scores and streaks. Asks, never acts: `history_requested()`, `new_game_requested()`,
    `back_requested()`."""

    history_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, entries: Callable[[], list[GameEntry]], parent: QWidget | None = None) -> None:
        self.provider = entries
        self.stats: Statistics | None = None
        self.all_entries: list[GameEntry] = []
        self.charts = None  # made the first time the page is shown (pyqtgraph is imported then)
        super().__init__(translate("HistoryPages", "Statistics"), translate("HistoryPages", "Game H&istory"), parent)
        self.setObjectName("statistics_page")
        self.setAccessibleName(translate("HistoryPages", "Statistics"))
        self.other_button.setToolTip(translate("HistoryPages", "Every finished game, with its scores"))
        self.other_button.clicked.connect(self.history_requested)
        body = QHBoxLayout()
        body.setSpacing(14)
        self.scroll = QScrollArea(self)
        self.scroll.setObjectName("statistics_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea#statistics_scroll { background: transparent; }" + SCROLL_STYLE)
        self.scroll.viewport().setAutoFillBackground(False)
        self.column = QWidget(self.scroll)
        self.column.setObjectName("statistics_column")
        self.column.setStyleSheet("QWidget#statistics_column { background: transparent; }")
        self.tables = QVBoxLayout(self.column)
        self.tables.setContentsMargins(0, 0, 6, 0)
        self.tables.setSpacing(10)
        self.scroll.setWidget(self.column)
        body.addWidget(self.scroll, 1)
        self.chart_box = QVBoxLayout()
        body.addLayout(self.chart_box)
        self.empty = EmptyCard(self)
        self.empty.heading.setText(translate("HistoryPages", "No finished games to count yet"))
        self.empty.text.setText(translate("HistoryPages", "The statistics grow with every game played to the end: "
                                                          "who wins most, against which bots, and how often."))
        self.empty.button.clicked.connect(self.new_game_requested)
        self.body.addWidget(self.empty, 1, Qt.AlignmentFlag.AlignCenter)
        self.body.addLayout(body, 1)
        self.cards: list[StatsTable] = []

    def rescaled(self) -> None:
        if hasattr(self, "empty"):
            self.empty.set_scale(self.scale)
        if hasattr(self, "cards") and self.stats is not None:
            self._fill()

    # ---- the numbers ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if not hasattr(self, "cards"):
            return
        since, until = self.filters.range()
        self.all_entries = list(self.provider())
        self.stats = statistics(self.all_entries, self.filters.game(), since, until)
        n = self.stats.entries
        self.count_label.setText(plural(translate("HistoryPages", "%n game(s)", None, n), n))
        self._fill()

    def _card(self) -> StatsTable:
        card = StatsTable(self.column)
        self.cards.append(card)
        self.tables.addWidget(card)
        return card

    def _fill(self) -> None:
        stats, k = self.stats, self.scale
        for card in self.cards:
            card.hide()
            card.deleteLater()
        self.cards = []
        while self.tables.count():
            self.tables.takeAt(0)
        self.empty.setVisible(stats.entries == 0)
        self.scroll.setVisible(stats.entries > 0)
        if not self.all_entries:
            self.empty.heading.setText(translate("HistoryPages", "No finished games to count yet"))
            self.empty.text.setText(translate("HistoryPages", "The statistics grow with every game played to the "
                                                              "end: who wins most, against which bots, and how often."))
        else:
            self.empty.heading.setText(translate("HistoryPages", "No game matches these filters"))
            self.empty.text.setText(translate("HistoryPages", "Choose another game or a longer time to see more "
                                                              "of your finished games."))
        self.empty.button.setVisible(not self.all_entries)
        if stats.entries:
            self._players_card(stats, k)
            for game, summary in stats.games.items():
                self._game_card(stats, game, summary, k)
            self._against_card(stats, k)
        self.tables.addStretch(1)
        if self.charts is not None:
            self.charts.setVisible(stats.entries > 0)
            from ponzi_desktop.ui.statistics_charts import person_colours  # lazy: pyqtgraph

            self.charts.show_stats(stats, k, person_colours(self.all_entries))

    def _players_card(self, stats: Statistics, k: float) -> None:
        header = [translate("HistoryPages", "Player"), translate("HistoryPages", "Games"),
                  translate("HistoryPages", "Wins"), translate("HistoryPages", "Win rate"),
                  translate("HistoryPages", "Streak now"), translate("HistoryPages", "Longest streak")]
        rows = [[player_text(p), number(p.games), number(p.wins), rate_text(p.rate), number(p.current_streak),
                 number(p.longest_streak)] for p in (*stats.people, *stats.bots)]
        game = self.filters.game()
        # one game chosen: its own card follows under its title, so this one is named for what it holds
        heading = translate("HistoryPages", "All games") if game is None else translate("HistoryPages",
                                                                                         "Wins and streaks")
        self._card().fill(heading, translate("HistoryPages", "Each person is counted under the name they played as, "
                                                             "and each bot under its level: two bots of one level at "
                                                             "a table make one game for that level. A shared win "
                                                             "counts as a win."),
                          header, rows, k)

    def _game_card(self, stats: Statistics, game: str, summary, k: float) -> None:
        roles = sorted({role for p in (*stats.people, *stats.bots) if game in p.per_game
                        for role in p.per_game[game].roles})
        header = [translate("HistoryPages", "Player"), translate("HistoryPages", "Games"),
                  translate("HistoryPages", "Wins"), translate("HistoryPages", "Win rate"),
                  translate("HistoryPages", "Average score"), translate("HistoryPages", "Best score")]
        header += [role_text(game, role) for role in roles]
        rows = []
        for p in (*stats.people, *stats.bots):
            per = p.per_game.get(game)
            if per is None:
                continue
            average = score_text(game, half_up(per.average)) if per.average is not None else "–"
            best = score_text(game, per.best) if per.best is not None else "–"
            row = [player_text(p), number(per.games), number(per.wins), rate_text(per.rate), average, best]
            row += [of_text(per.roles[r].wins, per.roles[r].games) if r in per.roles else "–" for r in roles]
            rows.append(row)
        parts = [plural(translate("HistoryPages", "%n game(s)", None, summary.games), summary.games)]
        if summary.rounds is not None:
            parts.append(translate("HistoryPages", "%1 rounds on average").replace("%1", number(half_up(summary.rounds))))
        parts.append(translate("HistoryPages", "%1 moves on average").replace("%1", number(half_up(summary.actions))))
        if summary.minutes is not None:
            parts.append(translate("HistoryPages", "%1 on average").replace("%1", duration_text(summary.minutes * 60)))
        note = " · ".join(parts)
        if roles:
            note += "\n" + translate("HistoryPages", "By role: the games won of the games played in that role.")
        self._card().fill(games.title(game), note, header, rows, k)

    def _against_card(self, stats: Statistics, k: float) -> None:
        levels = [b.key for b in stats.bots]
        people = [p for p in stats.people if p.against]
        if not levels or not people:
            return
        header = [translate("HistoryPages", "Player")] + [level_text(level) for level in levels]
        rows = [[player_text(p)] + [of_text(p.against[lv].wins, p.against[lv].games) if lv in p.against else "–"
                                    for lv in levels] for p in people]
        self._card().fill(translate("HistoryPages", "Against the bots"),
                          translate("HistoryPages", "Your wins in the games with a bot of that level at the table."),
                          header, rows, k)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.charts is None:  # pyqtgraph is imported now, the first time the page is shown
            from ponzi_desktop.ui.statistics_charts import StatisticsCharts  # lazy: pyqtgraph

            self.charts = StatisticsCharts(self)
            self.chart_box.addWidget(self.charts)
        super().showEvent(event)

    def table_texts(self) -> list[list[list[str]]]:
        """Every card's table, for the tests."""
        return [card.rows_text() for card in self.cards]

    def headings(self) -> list[str]:
        return [card.heading.text() for card in self.cards]
