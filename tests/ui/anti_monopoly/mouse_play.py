"""Playing the Anti-Monopoly table with the mouse, as a person does: each action made by the gesture a player
would use (a drag, a click on the dice or a space, a panel button), never through the session."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication, QPushButton
from table_mouse import click, drag

from ponzi_desktop.engine.anti_monopoly.actions import (
    Accept,
    Build,
    Buy,
    CancelTrade,
    Decline,
    Done,
    EndTurn,
    Mortgage,
    PayFine,
    PayTax,
    Redeem,
    Reject,
    Roll,
    SellBuilding,
)
from ponzi_desktop.engine.anti_monopoly.board import MAX_LEVEL
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui.session import GameSession

NAMES = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Fay"]
MOUSE_KINDS = (Roll, EndTurn, Buy, Decline, PayTax, Build, SellBuilding, Mortgage, Redeem, PayFine, Done, Accept,
               Reject)


def seats(n: int, humans=(0,)) -> list[Seat]:
    return [Seat(name=NAMES[i], kind="human") if i in humans else Seat(name=NAMES[i], kind="bot", level="random")
            for i in range(n)]


def new_session(tmp_path, players: int, humans=(0,), seed: int = 3, **settings) -> GameSession:
    return GameSession.new("anti_monopoly", settings, seed, seats(players, humans),
                           autosave_dir=tmp_path / "autosave", bot_delay_ms=0)


def button_named(table, words: str) -> QPushButton:
    for b in table.panel.buttons_box.findChildren(QPushButton):
        if b.isVisible() and b.isEnabled() and words in b.text():
            return b
    raise AssertionError(f"no enabled button {words!r}: {[b.text() for b in table.panel.findChildren(QPushButton)]}")


def by_mouse(table, action) -> None:
    """Make `action` (legal for the viewer now) the way a person would."""
    sc, view = table.scene, table.session.view()
    me = view.seat
    if isinstance(action, Roll):
        click(table, sc.dice)
    elif isinstance(action, EndTurn) and view.phase == "after" and view.extra_turn_due:
        button_named(table, "Roll again").click()  # after doubles: in the Roll the dice button's place
    elif isinstance(action, EndTurn | Done):
        table.panel.pass_button.click()
    elif isinstance(action, Buy):
        drag(table, sc.spaces[view.positions[me]], sc.areas[me])
    elif isinstance(action, Decline):
        button_named(table, "Decline").click()
    elif isinstance(action, PayFine):
        button_named(table, "fine").click()
    elif isinstance(action, PayTax):
        flat = [b for b in table.panel.buttons_box.findChildren(QPushButton) if b.isVisible() and "Pay" in b.text()]
        (flat[0] if action.how == "flat" else flat[1]).click()
    elif isinstance(action, Build):
        top = MAX_LEVEL[0 if view.roles[me] == "competitor" else 1]
        piece = sc.treasury.apartment if view.buildings[action.square] + 1 >= top else sc.treasury.house
        drag(table, piece, sc.spaces[action.square])
    elif isinstance(action, SellBuilding | Mortgage | Redeem):
        drag(table, sc.spaces[action.square], sc.treasury)
    elif isinstance(action, Accept | Reject | CancelTrade):
        for dialog in list(table.dialogs):
            if getattr(dialog, "am_kind", None) == "offer":
                button = dialog.accept_button if isinstance(action, Accept) else dialog.refuse_button
                button.click()
                if isinstance(action, Accept) and dialog.confirming:  # an offer out of proportion asks twice
                    button.click()
                break
        else:
            raise AssertionError("no offer dialog open")
    else:
        raise AssertionError(f"no gesture for {action!r}")
    QApplication.processEvents()


def mouse_choice(view, rng: random.Random):
    """A random legal action a mouse can make (no trade offers: they have tests of their own)."""
    options = [c.action for c in view.choices if isinstance(c.action, MOUSE_KINDS)]
    estate = [a for a in options if isinstance(a, Build | SellBuilding | Mortgage | Redeem)]
    simple = [a for a in options if a not in estate]
    if estate and rng.random() < 0.25:
        return rng.choice(estate)
    return rng.choice(simple or options)


def prefix_before(event_kind: str, players: int, seed: int, settings: dict, limit: int = 20_000):
    """The actions of a random-bot game up to (not including) the first action whose events include
    `event_kind`, and that action; None when the game has no such event."""
    from ponzi_desktop.bots.random_bot import RandomBot

    spec = game_spec("anti_monopoly")
    state = spec.new_game(spec.settings_from(players, settings), seed)
    bot, rng, texts = RandomBot(), random.Random(seed), []
    while not state.is_over and len(texts) < limit:
        action = bot.choose(state.view(state.current_player), rng)
        events = state.clone().apply(action)
        if any(e.kind == event_kind for e in events):
            return texts, action, state
        state.apply(action)
        texts.append(action.to_text())
    return None
