"""Ponzi Scheme's end: the survivors' scores, the tie-break and the outcome, as functions over the state
record. Rulings: `docs/rules/ponzi_scheme.md`, "End and scoring"."""

from __future__ import annotations

from ponzi_desktop.engine.core import Event, Outcome, ScorePart, event, score_part
from ponzi_desktop.engine.ponzi.state import OVER, PonziState


def highest_card(s: PonziState, p: int) -> int:
    """The highest fund card on `p`'s wheel (0 for none): the tie-break."""
    return max(s.wheel[p][0::2], default=0)


def score_parts(s: PonziState, p: int) -> tuple[ScorePart, ...]:
    """A survivor's score, line by line: one "industry" line per industry (amounts: tiles held), then "cash"
    (basic; amounts: the cash) or "luxuries" (advanced; amounts: their prices), and the tie-break,
    "highest_card" (no points; amounts: the highest fund card on the wheel, 0 for none)."""
    t = s.t
    held = s.tiles[p]
    lines = t.industry_lines
    parts = []
    for k in range(len(held)):  # lines made once per table (a game's end made a score line per industry)
        parts.append(lines[k][held[k]])
    if s.settings.variant == "advanced":
        prices = tuple(sorted(s.luxuries[p]))
        parts.append(score_part("luxuries", sum([t.luxury_points[price] for price in prices]), prices))
    else:
        cash = s.cash[p]
        cash_points = 0
        for threshold, pts in t.cash_points:  # the highest threshold reached: not cumulative
            if cash >= threshold:
                cash_points = pts
        parts.append(score_part("cash", cash_points, (cash,)))
    parts.append(t.card_lines[highest_card(s, p)])
    return tuple(parts)


def finish(s: PonziState, bankrupt: tuple[int, ...], reason: str, events: list[Event]) -> None:
    """End the game: score the survivors (bankrupt players are not scored), the highest card breaking ties."""
    survivors = [p for p in range(s.n) if p not in bankrupt]
    # the score is its lines' points (score_parts says so): each line is made once
    breakdown = {}
    scores = {}
    for p in survivors:
        parts = breakdown[p] = score_parts(s, p)
        total = 0
        for part in parts:
            if part.points is not None:
                total += part.points
        scores[p] = total
    winners: tuple[int, ...] = ()
    if survivors:
        ranks = {p: (scores[p], breakdown[p][-1].amounts[0]) for p in survivors}  # the highest card breaks ties
        best = max(ranks.values())
        winners = tuple([p for p in survivors if ranks[p] == best])
    s.result = Outcome(winners, scores, bankrupt, reason, breakdown)
    for p in range(s.n):
        s._stale(p)
    s.phase = OVER
    s.actor = -1
    events.append(event("game_over", None, {"winners": list(winners), "scores": scores,
                                            "bankrupt": list(bankrupt), "reason": reason}))
