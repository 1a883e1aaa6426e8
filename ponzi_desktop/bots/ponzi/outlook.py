"""A Ponzi Scheme position in one number: a player's chance to win, from cash, dues, funding power and points.

The game ends at the first bankruptcy and the richest survivor in points wins. So for each player we
estimate the chance to survive each of the next payments (cash, plus what funding can still raise, against
the interest due, through a logistic curve that widens with time), and from those: when the first of the
others fails, whether we are still standing then, and whether our points top the survivors'.

`Outlook` is built once per decision from a full state (a sampled one, or the bot's best guess) and then
scores variations of the deciding player's own numbers cheaply: that is how the normal bot compares its
options, and how the hard bot scores a position where it stops a playout.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ponzi_desktop.bots.numeric import exp
from ponzi_desktop.bots.ponzi import finance
from ponzi_desktop.engine.ponzi.state import FUND, REMOVE, RETURN

H = 5  # payments looked ahead


@dataclass(frozen=True)
class Params:
    """The outlook's judgement, in numbers (the normal bot's are the defaults)."""

    # dollars: how uncertain a margin is, by payment. A player knows its own cash and this round's funding;
    # others' cash is a guess, and every later payment depends on cards not drawn yet
    own_scale: tuple[float, ...] = (3.0, 12.0, 20.0, 28.0, 36.0)
    scale: tuple[float, ...] = (15.0, 20.0, 28.0, 36.0, 44.0)
    tau: float = 3.0  # points: how sharply a lead turns into a win
    long_tau: float = 5.0  # points, for a game that lasts past the horizon
    power: float = 0.8  # share of a row's middle card a later funding is counted on
    crash: tuple[float, ...] = (0.85, 0.5, 0.2, 0.05)  # crash chance with n+1, n, n-1, n-2 bears out


DEFAULT = Params()


def sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + exp(-x))


def points(state, p: int, cash: int | None = None, tiles: Sequence[int] | None = None,
           luxuries: Sequence[int] | None = None) -> int:
    """Player p's score if the game ended now, with some of its holdings replaced."""
    t = state.t
    tiles = state.tiles[p] if tiles is None else tiles
    total = 0
    for x in tiles:
        total += x * (x + 1) // 2  # industry_points, inline: searches score points very often
    if state.settings.variant == "advanced":
        lux = state.luxuries[p] if luxuries is None else luxuries
        for price in lux:  # a loop: a generator cannot be compiled in this function (outlook.pxd)
            total += t.luxury_points[price]
        return total
    cash = state.cash[p] if cash is None else cash
    best = 0
    for threshold, pts in t.cash_points:
        if cash >= threshold:
            best = pts
    return total + best


_POWER: dict[tuple, list[float]] = {}


def funding_power(state, tiles: Sequence[int], share: float = DEFAULT.power) -> list[float]:
    """What the player's next fundings would likely raise, one a round: each time the middle card of the
    deepest row it may still fund from (a funding moves that industry one row down; three tiles close it).
    Remembered by market, supply and tiles (searches ask the same question many times); do not change it."""
    market = state.market
    supply = state.supply
    key = (*market, -1, *supply, -1, *tiles, share)
    out = _POWER.get(key)
    if out is not None:
        return out
    if len(_POWER) > 50_000:
        _POWER.clear()
    out = _POWER[key] = []
    held = list(tiles)
    for _ in range(H):
        best_k = -1
        for k, count in enumerate(held):
            if count < 3 and supply[k] and (best_k < 0 or count > held[best_k]):
                best_k = k
        if best_k < 0:
            out.append(0.0)
            continue
        row = market[held[best_k] * 3:held[best_k] * 3 + 3]
        out.append(row[len(row) // 2] * share if row else 0.0)
        held[best_k] += 1
    return out


def _curve(cash: float, schedule: Sequence[int], power: Sequence[float], funds_now: bool,
           scale: Sequence[float]) -> list[float]:
    # unrolled over the H = 5 payments: the hottest function of a search. Each payment: the margin (cash,
    # plus the fundings before it, less the interest due so far) through a logistic; survival never rises
    # again. A funding comes before each payment; one this round too if the player has still to fund.
    p0, p1, p2, p3, p4 = power
    d0, d1, d2, d3, d4 = schedule
    s0, s1, s2, s3, s4 = scale
    if funds_now:
        m = cash + p0 - d0
        x0 = m / s0
        x1 = (m + p1 - d1) / s1
        x2 = (m + p1 + p2 - d1 - d2) / s2
        x3 = (m + p1 + p2 + p3 - d1 - d2 - d3) / s3
        x4 = (m + p1 + p2 + p3 + p4 - d1 - d2 - d3 - d4) / s4
    else:
        m = cash - d0
        x0 = m / s0
        x1 = (m + p0 - d1) / s1
        x2 = (m + p0 + p1 - d1 - d2) / s2
        x3 = (m + p0 + p1 + p2 - d1 - d2 - d3) / s3
        x4 = (m + p0 + p1 + p2 + p3 - d1 - d2 - d3 - d4) / s4
    a0 = _survive(1.0, x0)
    a1 = _survive(a0, x1)
    a2 = _survive(a1, x2)
    a3 = _survive(a2, x3)
    return [a0, a1, a2, a3, _survive(a3, x4)]


def _survive(alive: float, x: float) -> float:
    """The chance to be standing after a payment with margin `x` (in scales), having been `alive` before."""
    if x < 30.0:  # else survival is sure: alive stays as it is
        s = sigmoid(x)
        if s < alive:
            return s
    return alive


def survival(cash: float, schedules: tuple[Sequence[int], Sequence[int]], power: Sequence[float], funds_now: bool,
             p_crash: float, scale: Sequence[float] = DEFAULT.scale) -> list[float]:
    """Chance to be still solvent after each of the next payments (non-increasing): a mixture of the
    schedules without and with a crash this round."""
    calm = _curve(cash, schedules[0], power, funds_now, scale)
    if p_crash <= 0.0:
        return calm
    if p_crash >= 1.0:
        return _curve(cash, schedules[1], power, funds_now, scale)
    rough = _curve(cash, schedules[1], power, funds_now, scale)
    mixed = []
    for i in range(H):  # a loop over the payments: compiled, each term stays a C double
        mixed.append((1 - p_crash) * calm[i] + p_crash * rough[i])
    return mixed


def crash_chance(state, table: Sequence[float] = DEFAULT.crash) -> float:
    """A rough chance that the market crashes at the end of this round, from the bears on it now."""
    phase = state.phase
    if phase == RETURN:
        return 1.0
    bears = finance.bears_in(state.market, state.bear)
    n = state.n
    if phase == REMOVE:  # the remover decides; its own outlook weighs each removal exactly
        return 1.0 if bears > n else 0.5 if bears == n else 0.15 if bears == n - 1 else 0.0
    if bears > n:
        return table[0]
    if bears == n:
        return table[1]
    if bears == n - 1:
        return table[2]
    return table[3] if bears == n - 2 else 0.0


_SCHEDULES: dict[tuple[int, ...], tuple[list[int], list[int]]] = {}


def _schedules(wheel: Sequence[int]) -> tuple[list[int], list[int]]:
    """The payments due over the horizon without and with a crash this round (shared: never change them).
    Remembered by wheel: a search asks for the same few wheels again and again."""
    key = tuple(wheel)
    out = _SCHEDULES.get(key)
    if out is None:
        if len(_SCHEDULES) > 50_000:
            _SCHEDULES.clear()
        out = _SCHEDULES[key] = (finance.dues(wheel, H, False), finance.dues(wheel, H, True))
    return out


class Outlook:
    """The position seen from player `me`: everybody's survival curves and points, ready to be varied."""

    def __init__(self, state, me: int, params: Params = DEFAULT) -> None:
        self.state = state
        self.me = me
        self.params = params
        n = state.n
        self.n = n
        self.cash = list(state.cash)
        self.p_crash = pc = crash_chance(state, params.crash)
        self.funds_now = self._funds_now(state)
        self.schedules = [_schedules(state.wheel[q]) for q in range(n)]
        self.power = [funding_power(state, state.tiles[q], params.power) for q in range(n)]
        self.points = [points(state, q, self.cash[q]) for q in range(n)]
        self.alive = [survival(self.cash[q], self.schedules[q], self.power[q], self.funds_now[q], pc,
                               params.own_scale if q == me else params.scale) for q in range(n)]
        self._rivals = _summary([(self.alive[q], self.points[q]) for q in range(n) if q != me])

    @staticmethod
    def _funds_now(state) -> list[bool]:
        """Who may still fund before this round's payment."""
        n = state.n
        if state.phase != FUND:
            return [False] * n
        return [(q - state.start) % n >= state.step for q in range(n)]

    def with_card(self, card: int) -> tuple[list[int], list[int]]:
        """The deciding player's schedules (without and with a crash) with a card funded now."""
        calm, rough = self.schedules[self.me]
        return finance.add_card(calm, card), finance.add_card(rough, card, True)

    def win(self, me_cash: float | None = None, me_schedule: tuple[Sequence[int], Sequence[int]] | None = None,
            me_points: float | None = None, me_power: Sequence[float] | None = None, me_funds_now: bool | None = None,
            others: dict[int, tuple[float, float]] | None = None) -> float:
        """Player `me`'s chance to win with its own numbers replaced; `others` replaces (cash, points) of
        other players (a trade partner)."""
        me = self.me
        alive = self.alive
        pts = self.points
        if me_cash is not None or me_schedule is not None or me_power is not None or me_funds_now is not None:
            mine = survival(self.cash[me] if me_cash is None else me_cash,
                            self.schedules[me] if me_schedule is None else me_schedule,
                            self.power[me] if me_power is None else me_power,
                            self.funds_now[me] if me_funds_now is None else me_funds_now, self.p_crash,
                            self.params.own_scale)
        else:
            mine = alive[me]
        my_points = pts[me] if me_points is None else me_points
        params = self.params
        if not others:
            return _win(self._rivals, mine, my_points, params)
        rivals = []
        for q in range(self.n):
            if q == me:
                continue
            if q in others:
                cash_q, points_q = others[q]
                curve = survival(cash_q, self.schedules[q], self.power[q], self.funds_now[q], self.p_crash,
                                 params.scale)
            else:
                curve, points_q = alive[q], pts[q]
            rivals.append((curve, points_q))
        return _win(_summary(rivals), mine, my_points, params)


def _summary(rivals: list[tuple[Sequence[float], float]]) -> tuple[list[float], list[float], float, float]:
    """Per payment: the chance the first rival to fail fails there, and the points of the best rival
    likely standing then; the chance no rival fails within the horizon, and the best rival's points."""
    firsts = []
    bests = []
    before = 1.0  # chance no rival failed yet
    for o in range(H):
        now = 1.0
        best = 0.0
        for curve, pts_q in rivals:
            c = curve[o]
            now *= c
            if c > 0.5 and pts_q > best:
                best = pts_q
        firsts.append(before - now)
        bests.append(best)
        before = now
    best_all = rivals[0][1]
    for _, pts_q in rivals:  # a loop: compiled, a generator costs more than the rest
        if pts_q > best_all:
            best_all = pts_q
    return firsts, bests, before, best_all


def _win(rivals: tuple[list[float], list[float], float, float], mine: Sequence[float], my_points: float,
         params: Params) -> float:
    """Sum over the payment at which the first rival fails: we are alive then and top the survivors."""
    firsts, bests, before, best_all = rivals
    tau = params.tau
    total = 0.0
    for o in range(H):
        first = firsts[o]
        if first > 1e-6:
            total += first * mine[o] * sigmoid((my_points - bests[o]) / tau)
    if before > 1e-6:
        total += before * mine[H - 1] * sigmoid((my_points - best_all) / params.long_tau)
    return total
