"""Stand-in (dropped when am-words' cards.py is merged): a drawn card's text, the data file's gist in English."""

from __future__ import annotations

import json
from functools import cache

from ponzi_desktop.paths import resource_path


@cache
def _gists() -> dict[str, str]:
    data = json.loads(resource_path("data", "anti_monopoly.json").read_text(encoding="utf-8"))
    return {card["id"]: card.get("gist", card["id"]) for role in ("competitor", "monopolist")
            for card in data["cards"][role]}


def card_text(card_id: str) -> str:
    """The text of card `card_id` ("C14")."""
    return _gists().get(card_id, card_id)
