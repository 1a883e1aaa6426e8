"""The easy Black Friday bot: the random bot, made a little sensible.

It picks uniformly among the kinds of move open to it, then among their options, with a few filters that no
player would argue with:
- it never buys 0 gold bars when it can afford one (buying 0 is what a placement or a removal is for);
- it never sells a share at the chart's lowest price ($4) when it has another option: nothing is gained;
- it never ends a price change that would end the game (gold one space from $100, a track one share from
  full) while it holds cash it could still turn into gold, when another option does not.
The bonus tile's free move is taken or declined at random. It thinks in well under a millisecond.
"""

from __future__ import annotations

import random
from typing import Any

from ponzi_desktop.bots.black_friday.forecast import triggers
from ponzi_desktop.bots.moves import choices_of, forced
from ponzi_desktop.engine.black_friday.actions import BuyGold, FreeMove, Place, Sell, Take
from ponzi_desktop.engine.core import Action, Choice

LOWEST = 4


def _kind(choice: Choice) -> str:
    return type(choice.action).__name__


def _ends_game(view: Any, choice: Choice) -> bool:
    """Whether the option starts a price change while gold is one step from its last space."""
    if view.gold_price < 95:
        return False
    a = choice.action
    if isinstance(a, Place | FreeMove) and getattr(a, "move", "place") != "take":
        track = "gold" if getattr(a, "move", None) == "gold" else "purchase"
        return triggers(view, track)
    if isinstance(a, BuyGold) and a.colour is not None:
        return triggers(view, "gold")
    if isinstance(a, Take) and a.colour is not None:
        return triggers(view, "sale")
    return False


class EasyBot:
    level = "easy"

    def choose(self, view: Any, rng: random.Random, budget: Any = None) -> Action:
        choices = list(choices_of(view))
        if (move := forced(choices)) is not None:
            return move
        keep = [c for c in choices if not (isinstance(c.action, Sell) and view.prices[
            view.colours.index(c.action.colour)] <= LOWEST)] or choices
        cash = view.holders[view.seat].cash or 0
        if cash >= view.gold_price:
            keep = [c for c in keep if not _ends_game(view, c)] or keep
        kinds: dict[str, list[Choice]] = {}
        for c in keep:
            kinds.setdefault(_kind(c), []).append(c)
        names = sorted(kinds)
        group = kinds[names[int(rng.random() * len(names))]]
        choice = group[int(rng.random() * len(group))]
        if choice.param is None:
            return choice.action
        lo = 1 if choice.hi >= 1 else choice.lo
        return choice.with_value(lo + int(rng.random() * (choice.hi - lo + 1)))
