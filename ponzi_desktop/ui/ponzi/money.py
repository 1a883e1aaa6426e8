"""A finished Ponzi Scheme game's money for the end table's chart: every player's cash after every move, and
the interest due at the end of each round; Qt-free.

Cash is hidden during play (each seat sees only its own); once the game is over it is revealed to everyone, so
the chart is made only from a finished game's record (`money_series` refuses any other). Each seat's cash
comes from that seat's own view. The x axis counts rounds: the moves of round r are spread evenly between
r - 1 and r, and x = r is the end of round r, after its interest was paid; x = 0 is the start (no cash yet).
The interest due is what the end of each round asked of each player (a bankrupt player's too: the amount they
could not pay); none is 0. A bankrupt player's ✕ is at the move they went out (cash) and at that round (due).
"""

from __future__ import annotations

from typing import Any

from ponzi_desktop.engine.core import Event
from ponzi_desktop.persistence.follow import RecordFollower
from ponzi_desktop.ui.kit.money_series import MoneyChart, MoneySeries


class CashFollower(RecordFollower):
    """Every seat's cash after each move (`points`: (round of the move, cash per seat)) and the interest due
    at the end of each round (`dues`)."""

    def __init__(self) -> None:
        super().__init__()
        self.points: list[tuple[int, tuple[int, ...]]] = []
        self.dues: list[tuple[int, ...]] = []
        self.out: dict[int, tuple[int, int]] = {}  # a bankrupt seat: (its point in `points`, its entry in `dues`)
        self._round = 1

    def started(self, state: Any) -> None:
        self.points = [(0, self._cash(state))]
        self.dues = []
        self.out = {}
        self._round = state.view(None).round

    def applied(self, state: Any, events: list[Event]) -> None:
        due = [0] * state.num_players
        ended = False
        for e in events:
            if e.kind == "wheel_rotated":
                ended = True
            elif e.kind == "interest_paid":
                due[e.player] = e.data["amount"]
            elif e.kind == "bankrupt":
                due[e.player] = e.data["due"]
        self.points.append((self._round, self._cash(state)))
        for e in events:
            if e.kind == "bankrupt" and e.player not in self.out:
                self.out[e.player] = (len(self.points) - 1, len(self.dues) if ended else len(self.dues) - 1)
        if ended:
            self.dues.append(tuple(due))
        self._round = state.view(None).round

    @staticmethod
    def _cash(state: Any) -> tuple[int, ...]:
        return tuple(state.view(p).players[p].cash for p in range(state.num_players))


def cash_xs(rounds: list[int]) -> list[float]:
    """The x of each point: 0 for the start (round 0), the i-th of m moves of round r at r - 1 + i / m."""
    per_round: dict[int, int] = {}
    for r in rounds:
        per_round[r] = per_round.get(r, 0) + 1
    seen: dict[int, int] = {}
    xs = []
    for r in rounds:
        if r == 0:
            xs.append(0.0)
            continue
        seen[r] = seen.get(r, 0) + 1
        xs.append(r - 1 + seen[r] / per_round[r])
    return xs


def money_series(record: Any) -> MoneySeries:
    """Cash after every move and the interest due per round, per seat, of the finished game `record`."""
    follower = CashFollower()
    follower.follow(record)
    if not follower.state.is_over:
        raise ValueError("a Ponzi Scheme player's cash is private until the game is over")
    players = follower.state.num_players
    xs = cash_xs([r for r, _ in follower.points])
    out = [follower.out.get(p) for p in range(players)]
    cash = MoneyChart("cash", tuple(xs), tuple(tuple(float(c[p]) for _, c in follower.points)
                                               for p in range(players)),
                      tuple(o[0] if o else None for o in out))
    rounds = tuple(float(r) for r in range(1, len(follower.dues) + 1))
    dues = MoneyChart("interest_due", rounds, tuple(tuple(float(d[p]) for d in follower.dues)
                                                   for p in range(players)),
                      tuple(o[1] if o and o[1] >= 0 else None for o in out))
    return MoneySeries("round", (cash, dues))
