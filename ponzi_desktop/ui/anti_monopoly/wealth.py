"""Anti-Monopoly's money and property over a game, and the parts of the end's wealth; Qt-free.

Everything here is public in this game (cash included), so every seat's numbers come from the public view.

`MoneyHistory` follows a game's record as it grows (a `RecordFollower`: it replays only the new actions, all
of them again after an undo or for another game), and keeps one `Point` at the start of every round: each
player's cash and the value of their property then (the printed price of each unmortgaged property plus
what its buildings cost, `property_value`), and one more for the position the record has reached (the
round so far, or the end).

`building_rents` splits the rule 25 measure the engine scored at the end (`Outcome.breakdown`'s "rents",
or the two-hour game's "final_rents") into what the properties earn bare and what their buildings add: the
buildings' part is worked out from the final board (a street's rent at its level less its rent unbuilt;
buildings stand only on streets, whose rent throws no dice) and the properties' part is the engine's total
less that, so the two always add up to the engine's number.

`money_series` is the end table's chart: each player's cash, and cash plus property value, at the start of every
round and at the end, and at every bankruptcy (`EndHistory`): a bankrupt player's lines stop, with a ✕, at the
moment they went out, placed in its round by how far into the round's actions it came.

`bankruptcies` says in which round each bankrupt player went out and to whom (the engine's `bankrupt`
events, from a replay of the record).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ponzi_desktop.engine.anti_monopoly.board import COMPETITOR, board
from ponzi_desktop.engine.anti_monopoly.data import ROLES
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence.follow import RecordFollower
from ponzi_desktop.ui.kit.money_series import MoneyChart, MoneySeries, first_out, out_after


@dataclass(frozen=True, slots=True)
class Point:
    """The table at the start of round `round` (or, for the last point, where the record has got to)."""

    round: int
    cash: tuple[int, ...]  # per seat
    property: tuple[int, ...]  # per seat: `property_value`
    bankrupt: tuple[bool, ...]
    final: bool = False  # the position the record has reached, not the start of a round


def property_value(view: Any, seat: int) -> int:
    """Printed prices of `seat`'s unmortgaged properties plus what their buildings cost (each level costs the
    street's house cost: an apartment counts the houses it replaced and itself)."""
    b = board()
    total = 0
    for sq in b.properties:
        if view.owners[sq] == seat and not view.mortgaged[sq]:
            total += b.price[sq] + view.buildings[sq] * b.house[sq]
    return total


def point_of(view: Any, final: bool = False) -> Point:
    n = len(view.cash)
    return Point(view.round, tuple(view.cash), tuple(property_value(view, p) for p in range(n)),
                 tuple(view.bankrupt), final)


class MoneyHistory(RecordFollower):
    """The points of one game so far; `follow(record)` brings them up to the record's last action."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[Point] = []  # the starts of the rounds, then the position reached
        self._starts: list[Point] = []

    def started(self, state: Any) -> None:
        self._starts = [point_of(state.view(None))]

    def applied(self, state: Any, events: list[Any]) -> None:
        if any(e.kind == "round_started" for e in events):
            self._starts.append(point_of(state.view(None)))

    def caught_up(self, state: Any) -> None:
        self.points = [*self._starts, point_of(state.view(None), final=True)]  # the position reached moves on

    @property
    def players(self) -> int:
        return len(self.points[0].cash) if self.points else 0

    def cash_of(self, seat: int) -> list[int]:
        return [point.cash[seat] for point in self.points]

    def property_of(self, seat: int) -> list[int]:
        return [point.property[seat] for point in self.points]

    def rounds(self) -> list[float]:
        """The x of each point: the round it starts; the position reached sits where it is in its round."""
        xs = [float(point.round) for point in self.points[:-1]]
        if self.points:
            last = self.points[-1]
            same = bool(xs) and xs[-1] == last.round
            xs.append(last.round + (0.5 if same else 0.0))
        return xs


class EndHistory(MoneyHistory):
    """`MoneyHistory`'s points and one more at every bankruptcy, each with the number of actions played then
    (`at`), so that `rounds()` places a bankruptcy within its round."""

    def started(self, state: Any) -> None:
        super().started(state)
        self._played = 0
        self._at = [0]  # per point of `_starts`: how many actions had been played

    def applied(self, state: Any, events: list[Any]) -> None:
        self._played += 1
        kinds = [e.kind for e in events]
        if "bankrupt" in kinds:
            # the table as the bankruptcy left it, in the round it happened in (an action may end that round)
            view = state.view(None)
            point = point_of(view)
            if "round_started" in kinds[kinds.index("bankrupt"):]:
                point = Point(view.round - 1, point.cash, point.property, point.bankrupt)
            self._starts.append(point)
            self._at.append(self._played)
        if "round_started" in kinds:
            self._starts.append(point_of(state.view(None)))
            self._at.append(self._played)

    def caught_up(self, state: Any) -> None:
        super().caught_up(state)
        self.at = [*self._at, self._played]

    def rounds(self) -> list[float]:
        """The start of round r at x = r; a point within round r at r plus the share of the round's actions
        played by then (the last round ends, as in `MoneyHistory`, half a round after its start)."""
        plain = MoneyHistory.rounds(self)
        starts = {p.round: self.at[k] for k, p in enumerate(self.points[:-1])
                  if k == 0 or p.round != self.points[k - 1].round}
        xs = []
        for k, point in enumerate(self.points):
            r = point.round
            if point.final or k == 0 or r not in starts or starts[r] == self.at[k]:
                xs.append(plain[k])
                continue
            end_at = starts.get(r + 1, self.at[-1])
            end_x = float(r + 1) if r + 1 in starts else plain[-1]
            share = (self.at[k] - starts[r]) / max(1, end_at - starts[r])
            xs.append(r + share * (end_x - r))
        return xs


def money_series(record: Any) -> MoneySeries:
    """Every player's cash, and cash plus property value, over the rounds of the game `record` (all public),
    a bankrupt player's lines ending at the point of their bankruptcy."""
    history = EndHistory()
    history.follow(record)
    xs = tuple(history.rounds())
    cash, worth, out = [], [], []
    for seat in range(history.players):
        gone = [point.bankrupt[seat] for point in history.points]
        cash.append(out_after([float(v) for v in history.cash_of(seat)], gone))
        worth.append(out_after([float(c + v) for c, v in zip(history.cash_of(seat), history.property_of(seat),
                                                              strict=True)], gone))
        out.append(first_out(gone))
    return MoneySeries("round", (MoneyChart("cash", xs, tuple(cash), tuple(out)),
                                 MoneyChart("cash_and_property", xs, tuple(worth), tuple(out))))


def street_rent_at(view: Any, sq: int, level: int) -> int:
    """The rent of owned street `sq` at building `level` for its owner's role (engine/anti_monopoly/rent.py)."""
    b = board()
    owner = view.owners[sq]
    role = ROLES.index(view.roles[owner])
    row = b.rent[role][sq]
    if role == COMPETITOR:
        return row[level]
    if level:
        return row[level + 1]
    city = b.city_streets[b.city[sq]]
    held = sum(1 for s in city if view.owners[s] == owner and not view.mortgaged[s])
    return row[1] if held >= 2 else row[0]


def building_rents(view: Any, seat: int) -> tuple[int, int]:
    """What `seat`'s buildings add to the rent of their streets on the board `view` shows, and on how many
    streets they stand."""
    b = board()
    extra = built = 0
    for sq in b.streets:
        if view.owners[sq] == seat and not view.mortgaged[sq] and view.buildings[sq]:
            extra += street_rent_at(view, sq, view.buildings[sq]) - street_rent_at(view, sq, 0)
            built += 1
    return extra, built


def buildings_count(view: Any, seat: int) -> tuple[int, int]:
    """`seat`'s houses and apartments on the board `view` shows."""
    b = board()
    houses = apartments = 0
    top = {"competitor": 5, "monopolist": 4}[view.roles[seat]]
    for sq in b.streets:
        if view.owners[sq] == seat and view.buildings[sq]:
            if view.buildings[sq] == top:
                apartments += 1
            else:
                houses += view.buildings[sq]
    return houses, apartments


@dataclass(frozen=True, slots=True)
class Bankruptcy:
    seat: int
    round: int
    creditor: int  # a seat, or -1: the Treasury


def bankruptcies(record: Any) -> dict[int, Bankruptcy]:
    """Every bankruptcy of the game `record`, by seat: the round it happened in and the creditor."""
    spec = game_spec(record.game)
    state = spec.new_game(spec.settings_model.model_validate(record.settings), record.seed)
    out: dict[int, Bankruptcy] = {}
    now = 1  # the round, from the events: an action can end a round after a bankruptcy
    for text in record.actions:
        for e in state.apply_text(text):
            if e.kind == "round_started":
                now = e.data["round"]
            elif e.kind == "bankrupt":
                out[e.player] = Bankruptcy(e.player, now, e.data["creditor"])
    return out
