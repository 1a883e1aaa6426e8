"""The game log's rows: every event of the session in words, as the person now at the screen may see it, and
what the hand-off cover tells of them.

`GameLogModel` keeps the raw events (secrets included, like the session) and filters them through
`Event.for_seat(session.viewer)` whenever rows are built, so a hot-seat hand-off re-filters the whole log:
nothing private reaches a row or its accessible text unless the viewer may see it; rows have no tooltips.
Narration lives per game (its registration names the module). `public_since` tells the hand-off cover what
everybody saw since a person's last turn (`Since`). The panel that shows the rows is log_view.py's.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ponzi_desktop.engine.core import EngineError, Event
from ponzi_desktop.ui.formatting import player_names
from ponzi_desktop.ui.kit.narration import continued, last_entry, told, unchosen
from ponzi_desktop.ui.look import seat_colour
from ponzi_desktop.ui.session_undo import UnseenMoves

#: The hand-off summary's group for the game's own steps (nobody's move).
GAME_STEPS = object()


class _Row(NamedTuple):
    event: Event  # already filtered for the viewer
    text: str
    style: str
    seat: int | None
    private: bool  # shows something only this viewer (and the other party) may see
    index: int  # the place of its (first) event among the action's events the viewer sees
    replaces: bool = False  # it is the entry before, told again with more (the narrator's `continues`)


class Since(NamedTuple):
    """What the hand-off cover tells: `lines` as (text, "heading" or "line"), oldest first, and how many
    `earlier` lines were left out (the log has them). `quiet`: the places in `lines` of the lines the cover
    leaves out first when not all fit (a turn that ends, a rule recalled); `opening`: how many of the first
    `lines` are the game's opening facts (who plays on which side), told on a person's first cover even when
    the newest moves fill the box."""

    lines: list[tuple[str, str]]
    earlier: int
    quiet: tuple[int, ...] = ()
    opening: int = 0


def earlier_line(count: int) -> str:
    """The line that says how many earlier moves the cover leaves out."""
    return QCoreApplication.translate("GameLogModel", "… %n earlier move(s) not shown here: see the log", None, count)


class GameLogModel(QAbstractListModel):
    """The log as a list model: one row per event the viewer may see, narrated for that viewer.

    Events are kept per action (group 0 holds what the log opens with). Rows are shown up to the action the
    table presents (`present_upto`, connected by `GameLogView.follow_table`), so the log never tells more
    than the board shows; without a table every action is shown at once.
    """

    EventRole = Qt.ItemDataRole.UserRole  # the filtered Event
    StyleRole = Qt.ItemDataRole.UserRole + 1  # "separator", "normal", "minor", "alert", ...
    SeatRole = Qt.ItemDataRole.UserRole + 2  # the seat the entry is about, or None
    PrivateRole = Qt.ItemDataRole.UserRole + 3  # True when the entry shows the viewer's own secret
    #: (style, private, text) in one read: what an entry's height hangs on (the log's view asks it for every row
    #: after each hand-over in hot seat, where the log is narrated anew)
    LookRole = Qt.ItemDataRole.UserRole + 4
    _FIELDS = {Qt.ItemDataRole.DisplayRole: "text", Qt.ItemDataRole.AccessibleTextRole: "text",
               EventRole: "event", StyleRole: "style", SeatRole: "seat", PrivateRole: "private"}

    def __init__(self, session: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._narrator = session.narrator
        self._names = player_names(session.seats)  # isolated: they stand inside sentences
        self._colours = [seat_colour(session.seats, i) for i in range(len(self._names))]
        self._groups: list[list[Event]] = []  # [opening events, action 1's events, ...]
        self._actors: list[int | None] = []  # who played each action (None for the opening)
        # whether the session played each action for its person without showing them the table (a move
        # anybody could tell was the only one): it is not a turn they saw
        self._forced: list[bool] = []
        self._shown = 0  # how many groups have all their rows
        self._partial = 0  # how many rows of the next group are shown already (the board shows them)
        self._following = False  # True: rows wait for `present_upto`
        self._rows: list[_Row] = []
        self._lasts: dict[int, Event | None] = {}  # per group built: its last entry's event (see `told`)
        # per (viewer, group): the entry before it as it was built, its rows and its last entry. A hand-over in
        # hot seat narrates the whole log for the new person: only the groups they have not been told yet are
        # narrated; emptied when the language or the groups change
        self._built: dict[tuple[int | None, int], tuple[Event | None, list[_Row], Event | None]] = {}
        self._fresh = 0  # the group that starts afresh (after a load or an undo): it continues no entry
        self._viewer = session.viewer
        self._load_history()
        self._show_all()
        session.events_happened.connect(self._on_events)
        session.viewer_changed.connect(self._on_viewer)
        session.state_changed.connect(self._on_state)

    # ---- Qt model interface ------------------------------------------------------------------------
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DecorationRole:
            return self._colours[row.seat] if row.seat is not None and row.seat < len(self._colours) else None
        if role == self.LookRole:
            return row.style, row.private, row.text
        field = self._FIELDS.get(role)  # no tooltips: nothing beyond the visible text is ever exposed
        return None if field is None else getattr(row, field)

    def flags(self, index: QModelIndex | QPersistentModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren

    # ---- what the view may ask -------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        return self._viewer

    @property
    def shown_actions(self) -> int:
        """How many of the session's actions the log shows now."""
        return max(0, self._shown - 1)

    def texts(self) -> list[str]:
        """Every visible entry's text, in order (for tests and copying)."""
        return [row.text for row in self._rows]

    def _last_turn(self, seat: int) -> int | None:
        """The last group the person of `seat` saw at the screen in their last turn (None: they never had one).
        Their turn began when they took the screen and ended when another person took it: the moves after
        their own last one until then (the bots', and those the session played for others without a cover)
        they watched at their own table. So it is the group before the next move another person played at
        the screen, or the newest. A move the session played for them under the cover is not theirs at the
        screen: they never saw the table then."""
        seats = self.session.seats
        own = max((i for i, actor in enumerate(self._actors) if actor == seat and not self._forced[i]),
                  default=None)
        if own is None:
            return None
        for i in range(own + 1, len(self._actors)):
            actor = self._actors[i]
            if (actor is not None and actor != seat and 0 <= actor < len(seats) and seats[actor].kind == "human"
                    and not self._forced[i]):
                return i - 1
        return len(self._actors) - 1

    def has_acted(self, seat: int) -> bool:
        """Whether the person of `seat` has played a turn at the screen in this game (a first turn has no "last
        turn" to speak of)."""
        return self._last_turn(seat) is not None

    def public_since(self, seat: int) -> Since:
        """What everybody saw happen since the last turn of the person of `seat` ended, when another person
        took the screen (`_last_turn`: what they watched at their own table is not told again; all of it, the
        game's set-up included, if they never had a turn), oldest first, for the hand-off cover, where anyone may be
        looking. Only what a spectator may see is told (`Event.for_seat(None)`), but it is told to the person
        of `seat`, in the second person as their own log does ("Bob takes a Grain tile from you").

        Every public entry is given, grouped by who made the move: a heading with their name ("You" for a
        move played for the person under the cover; the set-up's own heading first), then its lines; the game's
        own steps (the narrator's "phase" entries) under "The game moves on". The
        narrator's turn headings are left out (the name says whose turn it was), and its `summarise` hook, if
        it has one, tells several entries of an action as one (a price change: one line per colour). A turn
        played inside another's action (its turn heading names another holder, such as a
        broker playing inside a person's action) goes under that holder's heading, the narrator's `holder_heading(holder)`."""
        last = self._last_turn(seat)
        lines: list[tuple[str, str]] = []
        opening = 0
        before = None
        heading_of: object = ()  # the actor of the group under the last heading (a value no actor has)
        summarise = getattr(self._narrator, "summarise", None)
        for index in range(0 if last is None else last + 1, len(self._groups)):
            public = [self._marked(e, index) for e in (raw.for_seat(None) for raw in self._groups[index])
                      if e is not None]
            again = bool(lines) and continued(self._narrator, before, public) is not None
            tellings = told(self._narrator, public, before)
            before = last_entry(tellings, before)
            if summarise is not None:
                shorter = list(summarise(list(tellings)))
                tellings = shorter if len(shorter) == len(tellings) else tellings
            mover = self._actors[index] if index < len(self._actors) else None
            for shown in tellings:
                if shown is None:  # told in the entry before
                    continue
                kind = self._narrator.style(shown)
                if kind == "separator" and index:  # a turn's heading: the mover's name says it
                    if shown.player is not None:  # a turn played inside the action (a broker's)
                        mover = shown.player
                    continue
                # the game's own steps (a phase begins, the start marker passes) are nobody's move: under a
                # heading of their own, not the name of whoever's action set them off
                group = GAME_STEPS if kind == "phase" else mover
                if index and group != heading_of:
                    heading_of = group
                    lines.append((self._mover(mover, seat) if group is not GAME_STEPS else
                                  QCoreApplication.translate("GameLogModel", "The game moves on"), "heading"))
                    again = False  # an entry under a new heading is never the one before told again
                if again and lines[-1][1] != "heading":  # the entry before, told again with more
                    lines.pop()
                again = False
                lines.append((self._narrator.narrate(shown, self._names, seat), kind))
            if index == 0:
                opening = len(lines)
                heading_of = None if lines else ()
        quiet = tuple(i for i, (_, kind) in enumerate(lines) if kind in ("minor", "phase"))
        return Since([(text, "heading" if kind in ("heading", "separator") else "line") for text, kind in lines],
                     0, quiet, opening)

    def _mover(self, actor: int | None, reader: int) -> str:
        """The heading over the moves of seat `actor` on `reader`'s cover: their name, or "You" (a holder that
        is no seat, as its narrator names it)."""
        if actor == reader:
            return QCoreApplication.translate("GameLogModel", "You")
        if actor is not None and 0 <= actor < len(self._names):
            return self._names[actor]
        named = getattr(self._narrator, "holder_heading", None)
        heading = named(actor) if named is not None and actor is not None else None
        return heading or QCoreApplication.translate("GameLogModel", "The game's set-up")

    def follow(self, following: bool) -> None:
        """Show rows only up to the action the table presents (True), or everything at once (False)."""
        self._following = following
        if not following:
            self.present_upto(len(self._groups) - 1)

    def present_upto(self, actions: int) -> None:
        """Show the rows of the session's first `actions` actions (the board now shows them)."""
        upto = min(len(self._groups), actions + 1)
        if upto <= self._shown:
            return
        # the first rows of the next action may be shown already
        rows = [row for index in range(self._shown, upto)
                for row in self._build_rows(index)[self._partial if index == self._shown else 0:]]
        self._shown, self._partial = upto, 0
        self._append(rows)

    def present_partly(self, action: int, count: int) -> None:
        """Show, besides every earlier action, the first `count` rows of action `action` (the board has begun
        to show that many of its events)."""
        if action < self._shown or action >= len(self._groups):
            return
        self.present_upto(action - 1)
        rows = [row for row in self._build_rows(action) if row.index < count][self._partial:]
        self._partial += len(rows)
        self._append(rows)

    def _append(self, rows: list[_Row]) -> None:
        while rows:
            if rows[0].replaces and self._rows:  # the last entry told again, with more: it goes, the new one
                last = len(self._rows) - 1         # comes (its height may change: the list lays it out anew)
                self.beginRemoveRows(QModelIndex(), last, last)
                del self._rows[last]
                self.endRemoveRows()
                rows[0] = rows[0]._replace(replaces=False)
            n = next((i for i, row in enumerate(rows) if i and row.replaces), len(rows))
            first = len(self._rows)
            self.beginInsertRows(QModelIndex(), first, first + n - 1)
            self._rows.extend(rows[:n])
            self.endInsertRows()
            rows = rows[n:]

    def _rows_of(self, upto: int) -> list[_Row]:
        """The rows of groups 0 to `upto - 1`, an entry told again with more replacing the one before."""
        self._lasts.clear()
        rows: list[_Row] = []
        for index in range(upto):
            rows = _joined(rows, self._build_rows(index))
        return rows

    def retranslate(self) -> None:
        """Narrate again (the language or locale changed)."""
        self._built.clear()
        self._renarrate()

    def _renarrate(self) -> None:
        """Narrate every shown row again for the viewer."""
        self.beginResetModel()
        self._rows = self._rows_of(self._shown)
        if self._partial and self._shown < len(self._groups):
            self._rows = _joined(self._rows, self._build_rows(self._shown)[:self._partial])
        self.endResetModel()

    def rebuild(self) -> None:
        """Replay the session's record to recover every event (after an undo or a load)."""
        self.beginResetModel()
        self._load_history()
        self._viewer = self.session.viewer
        self._shown, self._partial = len(self._groups), 0
        self._fresh = len(self._groups)  # the next action continues no entry: the table starts afresh too
        self._rows = self._rows_of(len(self._groups))
        self.endResetModel()

    # ---- keeping up with the session ---------------------------------------------------------------
    def _show_all(self) -> None:
        self._shown, self._partial = len(self._groups), 0
        self._fresh = len(self._groups)
        self._rows = self._rows_of(len(self._groups))

    def _on_events(self, events: list[Event]) -> None:
        self._groups.append(list(events))
        self._actors.append(getattr(self.session, "last_actor", None))
        self._forced.append(bool(getattr(self.session, "last_forced", False)))
        if not self._following:
            self.present_upto(len(self._groups) - 1)

    def _on_viewer(self, viewer: int | None) -> None:
        if viewer != self._viewer:
            self._viewer = viewer
            self._shown, self._partial = len(self._groups), 0  # a new person looks: the newest position
            self._renarrate()

    def _on_state(self) -> None:
        if self.session.action_count != len(self._groups) - 1:  # an undo or a load: our events are stale
            self.rebuild()

    def _load_history(self) -> None:
        before = list(zip(self._groups, self._actors, self._forced, strict=False))
        self._replay_history()
        # the rows built stay for the actions that are as they were (an undo, a replay's jump: all before it)
        now = list(zip(self._groups, self._actors, self._forced, strict=False))
        same = next((i for i, (old, new) in enumerate(zip(before, now, strict=False)) if old != new),
                    min(len(before), len(now)))
        for key in [key for key in self._built if key[1] >= same]:
            del self._built[key]

    def _replay_history(self) -> None:
        session = self.session
        record = session.record
        spec = session.spec
        self._groups, self._actors, self._forced = [], [], []
        known = getattr(session, "played_forced", lambda index: None)
        unseen = UnseenMoves(i for i, s in enumerate(session.seats) if s.kind == "human")
        try:
            state = spec.new_game(session.settings, record.seed)
            # the narrator's heading, then what the set-up itself did (a game whose state records it as
            # `opening`: shares dealt, a rules-played seat's first turn), filtered per viewer like any event
            self._groups.append([*self._narrator.opening_events(state.view(None)), *spec.opening_of(state)])
            self._actors.append(None)
            self._forced.append(False)
            made = getattr(session, "events_of", None)
            if made is not None:  # a replay knows every action's events, and who played it: no need to play
                for index in range(len(record.actions)):
                    self._groups.append(made(index))
                    self._actors.append(session.actor_of(index + 1))
                    self._forced.append(bool(known(index)))
                return
            for index, text in enumerate(record.actions):
                actor = state.current_player
                action = spec.parse_action(text)
                forced = unseen.forced(state, action, actor)  # what the session did, or would have done
                if known(index) is not None:  # played in this session: as it was
                    forced = bool(known(index))
                self._groups.append(state.apply(action))
                self._actors.append(actor)
                self._forced.append(forced)
        except (EngineError, ValueError):  # the session replayed this record already; never expected
            pass

    def _marked(self, event: Event, group: int) -> Event:
        """`event` as its action was played (`unchosen`: by a bot or for its person under the cover)."""
        actor = self._actors[group] if 0 <= group < len(self._actors) else None
        return unchosen(event, self.session.seats, actor, 0 <= group < len(self._forced) and self._forced[group])

    def _build_rows(self, group: int) -> list[_Row]:
        """The rows of the events of action `group` (0: the opening), as the viewer may see them."""
        viewer = self._viewer
        before = self._lasts.get(group - 1) if group != self._fresh else None
        built = self._built.get((viewer, group))
        if built is not None and built[0] == before:
            self._lasts[group] = built[2]
            return list(built[1])
        narrate, style = self._narrator.narrate, self._narrator.style
        seen = [self._marked(e, group) for e in (raw.for_seat(viewer) for raw in self._groups[group]) if e is not None]
        again = continued(self._narrator, before, seen) is not None
        tellings = told(self._narrator, seen, before)
        self._lasts[group] = last_entry(tellings, before)
        rows = []
        for index, shown in enumerate(tellings):
            if shown is None:  # told in the entry before
                continue
            private = shown.private_to is not None
            rows.append(_Row(shown, narrate(shown, self._names, viewer), style(shown), shown.player, private, index,
                             again and index == 0))
        self._built[(viewer, group)] = (before, rows, self._lasts[group])
        return list(rows)


def _joined(rows: list[_Row], more: list[_Row]) -> list[_Row]:
    """`rows` followed by `more`, whose first may be the last of `rows` told again with more."""
    if more and more[0].replaces and rows:
        return [*rows[:-1], *more]
    return [*rows, *more]
