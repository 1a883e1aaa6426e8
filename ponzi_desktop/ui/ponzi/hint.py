"""What a hint says and shows on the Ponzi Scheme table: a sentence for the action panel and the pieces to light.

The hint itself comes from the session (`GameSession.request_hint`: the hard bot on the viewer's own view).
Here it is only put into words and onto the table; both use nothing but the action and the viewer's seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ponzi_desktop.engine.core import Action
from ponzi_desktop.engine.ponzi.actions import BuyLuxury, Counter, Fund, Offer, Pass, Remove, ReturnTile, Sell
from ponzi_desktop.ui.ponzi.items import industry_name
from ponzi_desktop.ui.ponzi.style import money

#: the sentences, by the kind of move (marked for lupdate here, translated when shown)
SENTENCES = {
    "fund": QT_TRANSLATE_NOOP("PonziHint", "Hint: take a %1 tile and fund the %2 card."),
    "offer": QT_TRANSLATE_NOOP("PonziHint", "Hint: offer %1 to %2 for one of %2's %3 tiles."),
    "luxury": QT_TRANSLATE_NOOP("PonziHint", "Hint: buy the %1 luxury."),
    "sell": QT_TRANSLATE_NOOP("PonziHint", "Hint: sell — take the envelope and give one tile."),
    "counter": QT_TRANSLATE_NOOP("PonziHint", "Hint: counter-offer — pay the same amount and take one tile."),
    "remove": QT_TRANSLATE_NOOP("PonziHint", "Hint: remove the %1 card from the funding board."),
    "return": QT_TRANSLATE_NOOP("PonziHint", "Hint: give back a %1 tile."),
    "pass_fund": QT_TRANSLATE_NOOP("PonziHint", "Hint: pass — take no funding this turn."),
    "pass_trade": QT_TRANSLATE_NOOP("PonziHint", "Hint: pass — make no offer this turn."),
}


def _say(kind: str, *args: str) -> str:
    text = QCoreApplication.translate("PonziHint", SENTENCES[kind])
    for i, arg in enumerate(args, 1):
        text = text.replace(f"%{i}", arg)
    return text


def hint_text(action: Action, phase: str, names: Sequence[str]) -> str:
    """The hint as a sentence addressed to the player."""
    if isinstance(action, Fund):
        return _say("fund", industry_name(action.industry), money(action.card))
    if isinstance(action, Offer):
        return _say("offer", money(action.amount), names[action.target], industry_name(action.industry))
    if isinstance(action, BuyLuxury):
        return _say("luxury", money(action.price))
    if isinstance(action, Sell):
        return _say("sell")
    if isinstance(action, Counter):
        return _say("counter")
    if isinstance(action, Remove):
        return _say("remove", money(action.card))
    if isinstance(action, ReturnTile):
        return _say("return", industry_name(action.industry))
    if isinstance(action, Pass):
        return _say("pass_fund" if phase == "fund" else "pass_trade")
    raise ValueError(f"no hint sentence for {action.to_text()!r}")


def hint_items(scene: Any, action: Action, viewer: int | None) -> list[Any]:
    """The table's pieces the hinted move uses: for an answer the envelope before the viewer and the tile it asks
    for; none for a pass, which has no piece."""
    mine = scene.areas[viewer] if viewer is not None and 0 <= viewer < len(scene.areas) else None
    items: list[Any] = []
    if isinstance(action, Fund):
        items += [scene.supply.piles.get(action.industry), scene.board.cards.get(action.card)]
    elif isinstance(action, Offer):
        if mine is not None:
            items.append(mine.tiles.get(action.industry))
        if 0 <= action.target < len(scene.areas):
            items.append(scene.areas[action.target].tiles.get(action.industry))
    elif isinstance(action, BuyLuxury):
        items.append(scene.supply.luxuries.get(action.price))
    elif isinstance(action, Remove):
        items += [scene.board.cards.get(action.card), scene.piles.discard_slot]
    elif isinstance(action, Sell | Counter):
        envelope = scene.envelope
        if envelope.isVisible():
            items.append(envelope)
            if mine is not None:
                items.append(mine.tiles.get(envelope.industry))
    elif isinstance(action, ReturnTile):
        if mine is not None:
            items.append(mine.tiles.get(action.industry))
        items.append(scene.supply.piles.get(action.industry))
    return [item for item in items if item is not None]
