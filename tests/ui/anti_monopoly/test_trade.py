"""The Anti-Monopoly trade windows: an offer drawn up by dragging deeds, by clicks and by the keyboard, with
cash either way; what `actions()` submits gives the engine exactly that offer (a draft loaded from a save
too); deeds the engine would refuse are greyed and refused with a reason; the answer's window accepts,
refuses or waits; and the words fit and are readable in the four languages at 1280x720."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from name_checks import name_problems, shown_texts
from PySide6.QtCore import QPointF, Qt, QTranslator
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget
from widget_checks import MAXIMISED_720, clipped, too_small

from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game
from ponzi_desktop.engine.anti_monopoly.actions import (
    ACCEPT,
    CANCEL,
    REJECT,
    Ask,
    Give,
    Propose,
    StartTrade,
)
from ponzi_desktop.engine.anti_monopoly.board import UTILITY, board
from ponzi_desktop.engine.core import IllegalAction
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.offer_answer import OfferDialog
from ponzi_desktop.ui.anti_monopoly.reckon import Reckoner
from ponzi_desktop.ui.anti_monopoly.seat_deeds import earns_now, no_rent
from ponzi_desktop.ui.anti_monopoly.trade import TradeDialog
from ponzi_desktop.ui.anti_monopoly.trade_parts import blocked_reason, deeds_of, offer_words, rent
from ponzi_desktop.ui.formatting import money
from ponzi_desktop.ui.kit.pieces import TextProbe

NAMES = ["Alice", "<b>Bob</b> & Co", "عليّ"]
ROOT = Path(__file__).resolve().parents[3]


def game(owned: dict[int, list[int]], mortgaged=(), levels=None, roles=("competitor", "monopolist", "competitor"),
         **settings):
    """A three-player game on seat 0's turn with these deeds (seat: squares), mortgages and buildings."""
    s = new_game(AntiMonopolySettings(players=len(roles), roles=roles, start_player=0, **settings), 3)
    for p, squares in owned.items():
        for sq in squares:
            s.owner[sq] = p
    for sq in mortgaged:
        s.mortgaged[sq] = True
    for sq, level in (levels or {}).items():
        s.level[sq] = level
    s._owned = s._board = s._public = s._choices_cache = None
    return s


def standard():
    # Alice (C): Basin, French Quarter, U.S. Railroad, Electric (mortgaged), Locust (2 houses), Wall St.
    # Bob (M): Boston whole with a house on Brattle, Fifth Ave., U.S. Air Line, Gas, Fisherman's (mortgaged)
    return game({0: [1, 3, 5, 12, 16, 39], 1: [21, 23, 24, 37, 25, 28, 31], 2: [6, 8]}, mortgaged=[12, 31],
                levels={16: 2, 21: 1})


@pytest.fixture
def table(qtbot):
    """A stand-in for the main window, maximised on a 1280x720 screen."""
    w = QWidget()
    qtbot.addWidget(w)
    w.resize(*MAXIMISED_720)
    return w


def open_trade(qtbot, table, view, target=None):
    dlg = TradeDialog(view, NAMES, table, target=target)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    dlg.activateWindow()
    qtbot.waitActive(dlg)
    qtbot.wait(10)  # the window settles its height once shown (kit TableDialog._fit)
    return dlg


def drag(dlg, card, area, steps=6):
    """Press on `card`, move in steps onto the middle of `area`, release: the mouse as a person drags."""
    a = card.mapTo(dlg, card.rect().center())
    b = area.mapTo(dlg, area.rect().center())
    QTest.mousePress(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card.rect().center())
    for i in range(1, steps + 1):
        p = QPointF(a) + (QPointF(b) - QPointF(a)) * (i / steps)
        QTest.mouseMove(card, card.mapFrom(dlg, p.toPoint()))
    QTest.mouseRelease(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card.mapFrom(dlg, b))


def click(card):
    QTest.mouseClick(card, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, card.rect().center())


def submit(state, actions):
    for action in actions:
        state.apply(action)


# ---- the rules the window mirrors ------------------------------------------------------------------------
def charged(state, sq: int) -> tuple[int, bool] | None:
    """What the engine charges another player landing on `sq` now (a utility: its multiplier of the dice, True);
    None when it waives the rent or the deed is mortgaged."""
    owner = state.owner[sq]
    visitor = (owner + 1) % state.n
    c = state.clone()
    c.pos[visitor], c.cash[visitor] = sq, 10**6
    events = []
    c._land(visitor, events)
    paid = next((e for e in events if e.kind == "rent_paid"), None)
    if paid is None:
        assert state.mortgaged[sq] or any(e.kind == "rent_waived" for e in events), events
        return None
    amount = paid.data["amount"]
    if board().kind[sq] == UTILITY:
        dice = next(e for e in events if e.kind == "dice_rolled" and e.data.get("for") == "utility").data["dice"]
        return amount // sum(dice), True
    return amount, False


def test_what_may_go_into_an_offer_and_the_rents_agree_with_the_engine():
    """Random games, random offers: the window's rule is the engine's `free_properties`, its rents the
    engine's street rents, fares and utility multipliers."""
    rng = random.Random(5)
    checked = waived = 0
    for seed in range(12):
        s = new_game(AntiMonopolySettings(players=4), seed)
        for _step in range(rng.randrange(150, 900)):
            if s.result is not None:
                break
            choice = rng.choice(list(s.legal_choices()))
            s.apply(choice.with_value(rng.randint(choice.lo, choice.hi)) if choice.param else choice.action)
        v = s.view(None)
        for p in range(4):
            mine = deeds_of(v, p)
            assert mine == s.owned(p)
            leaving = tuple(rng.sample(s.free_properties(p), min(2, len(s.free_properties(p)))))
            for going in ((), leaving):
                ours = {sq for sq in mine if sq not in going and blocked_reason(v, p, sq, going, NAMES) is None}
                assert ours == set(s.free_properties(p, going)) - set(going), (seed, p, going)
            for sq in mine:
                assert rent(v, sq) == charged(s, sq), (seed, sq)
                checked += 1
        # the owners who collect no rent for now: a Monopolist in Prison, anybody under a card's "no rent"
        for p in range(4):
            for jail, blocked in ((1, 0), (0, 1), (0, 2)):
                t = s.clone()
                t.jail[p], t.rent_blocked[p] = jail, blocked
                t._public = None  # the view is made anew from the changed state
                v = t.view(None)
                for sq in deeds_of(v, p):
                    assert rent(v, sq) == charged(t, sq), (seed, p, jail, blocked, sq)
                    due = charged(t, sq)
                    shown = "" if t.mortgaged[sq] else no_rent() if due is None else (
                        f"{due[0]}×" if due[1] else money(due[0]))
                    assert earns_now(Reckoner(v), sq) == shown, (seed, p, jail, blocked, sq)  # a seat's deed
                    waived += due is None and not t.mortgaged[sq]
    assert waived > 20
    assert checked > 100


def test_the_offer_in_words():
    assert offer_words([1], [39], 120) == "You give Basin St. and $120 for Wall St."
    assert offer_words([1, 3], [], 0) == "You give Basin St. and French Quarter and ask nothing in return."
    assert offer_words([], [39], -50) == "You ask for Wall St. and $50 and give nothing in return."
    assert offer_words([1, 3, 5, 6, 8, 9], [], 0).startswith("You give Basin St., French Quarter, U.S. Railroad, and "
                                                             "3 more deeds")
    assert offer_words([], [], 0) == "Nothing is in the offer yet."


# ---- drawing an offer up ----------------------------------------------------------------------------------
def test_a_dragged_offer_is_the_offer_the_engine_holds(qtbot, table):
    s = standard()
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    assert dlg.target == 1 and dlg.partner_chips[1].isChecked()
    assert not dlg.propose_button.isEnabled() and "at least one deed" in dlg.message.text()
    drag(dlg, dlg.cards[1], dlg.give_area)  # Basin St. into "You give"
    drag(dlg, dlg.cards[24], dlg.ask_area)  # Beacon St. into "You ask for"
    drag(dlg, dlg.cards[3], dlg.give_area)
    assert dlg.give == [1, 3] and dlg.ask == [24]
    assert dlg.cards[3] in dlg.give_area.shelf.cards and dlg.cards[24] in dlg.ask_area.shelf.cards
    drag(dlg, dlg.cards[3], dlg.mine_area)  # and back out
    assert dlg.give == [1] and dlg.cards[3] in dlg.mine_area.shelf.cards
    drag(dlg, dlg.cards[5], dlg.ask_area)  # your deed on their side: refused, in words
    assert dlg.give == [1] and "You give" in dlg.message.text()
    dlg.they_pay.click()
    dlg.field.setValue(75)
    assert dlg.summary.text() == "You give Basin St. for Beacon St. and $75."
    QTest.mouseClick(dlg.propose_button, Qt.MouseButton.LeftButton)
    assert dlg.result() == QDialog.DialogCode.Accepted
    assert dlg.steps() == [StartTrade(1), Give(1), Ask(24), Propose(-75)]
    submit(s, dlg.steps())
    assert s.phase == "answer" and s.actor == 1 and s.offer == (0, 1, (1,), (24,), -75)


def test_clicks_and_the_keyboard_build_an_offer_too(qtbot, table):
    s = standard()
    dlg = open_trade(qtbot, table, s.view(0))
    assert dlg.target == 1  # the first player who can be offered something
    dlg.partner_chips[2].click()  # Carol instead: her deeds, Bob's asks gone
    assert dlg.target == 2 and set(dlg.cards) == {1, 3, 5, 12, 16, 39, 6, 8}
    click(dlg.cards[39])
    dlg.cards[8].setFocus()
    QTest.keyClick(dlg.cards[8], Qt.Key.Key_Space)
    assert dlg.give == [39] and dlg.ask == [8]
    QTest.keyClick(dlg.cards[8], Qt.Key.Key_Space)  # Space again takes it back
    assert dlg.ask == [] and dlg.focusWidget() is dlg.cards[8]
    click(dlg.cards[6])
    dlg.field.setValue(0)
    dlg.propose_button.click()
    submit(s, dlg.steps())
    assert s.offer == (0, 2, (39,), (6,), 0)


def test_holdings_emptied_into_the_offer_are_not_said_to_be_none(qtbot, table):
    s = game({0: [1], 1: [21], 2: []})  # one deed each, Carol none
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    dlg.toggle(dlg.cards[1])
    dlg.toggle(dlg.cards[21])
    assert dlg.mine_area.shelf.visible_texts() == ["Every deed you hold is in the offer."]
    assert dlg.theirs_area.shelf.visible_texts() == ["Every deed they hold is in the offer."]
    dlg.toggle(dlg.cards[21])  # back out: the shelf shows the card again, no words
    assert dlg.theirs_area.shelf.visible_texts() == []
    dlg.partner_chips[2].click()  # Carol holds nothing at all
    assert dlg.theirs_area.shelf.visible_texts() == ["They hold no deeds."]


def test_cash_is_limited_to_the_payers_cash(qtbot, table):
    s = standard()
    s.cash[1] = 90
    s._public = None
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    click(dlg.cards[1])
    QTest.keyClicks(dlg.field, "1600")  # more than Alice's $1,500
    assert not dlg.propose_button.isEnabled() and money(1500) in dlg.message.text()
    assert dlg.field.property("invalid") is True
    dlg.field.setValue(1500)
    assert dlg.propose_button.isEnabled() and dlg.cash() == 1500
    dlg.they_pay.click()  # Bob has $90: the same amount is now too much
    assert not dlg.propose_button.isEnabled() and money(90) in dlg.message.text()
    assert dlg.range_label.text() == f"at most {money(90)}"
    dlg.field.setValue(90)
    assert dlg.cash() == -90
    dlg.partner_chips[2].click()  # Carol has $1,500
    assert dlg.field.maximum() == 1500 and dlg.cash() == -90
    dlg.accept()
    assert dlg.steps() == [StartTrade(2), Give(1), Propose(-90)]
    dlg.field.clear()
    assert not dlg.propose_button.isEnabled()


def test_deeds_the_engine_refuses_are_greyed_and_refused_with_a_reason(qtbot, table):
    s = standard()
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    built = dlg.cards[16]  # Locust St. with two houses
    assert built.blocked and "Sell them to the Treasury" in built.toolTip()
    click(built)
    assert dlg.give == [] and dlg.message.text() == built.blocked and dlg.message.property("role") == "error"
    drag(dlg, built, dlg.give_area)
    assert dlg.give == [] and built in dlg.mine_area.shelf.cards
    # Bob's Boston keeps a house: once Beacon St. is asked for, Harvard Square must stay (two streets needed)
    assert dlg.cards[23].blocked is None and dlg.cards[21].blocked
    click(dlg.cards[24])
    harvard = dlg.cards[23]
    assert harvard.blocked and "Boston" in harvard.blocked and "two unmortgaged streets" in harvard.blocked
    click(harvard)
    assert dlg.ask == [24]
    with pytest.raises(IllegalAction):  # the engine agrees
        submit(s.clone(), [StartTrade(1), Ask(24), Ask(23)])
    click(dlg.cards[24])  # Beacon back out: Harvard may go again
    assert dlg.cards[23].blocked is None


def test_a_mortgaged_deed_goes_with_its_mortgage(qtbot, table):
    s = standard()
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    card = dlg.cards[31]
    assert card.mortgaged and "Mortgaged" in card.visible_texts() and card.blocked is None
    click(card)
    dlg.accept()
    submit(s, dlg.steps())
    s.apply(ACCEPT)
    assert s.owner[31] == 0 and s.mortgaged[31]


def test_a_loaded_draft_keeps_its_partner_and_its_deeds(qtbot, table):
    """The engine cannot take a deed back out of a draft, and after a cancel it allows no second offer this
    turn (one offer per turn by default): the draft's deeds are pinned, more may be added."""
    s = standard()
    submit(s, [StartTrade(1), Give(1)])
    assert s.phase == "trade"
    after_cancel = s.clone()
    after_cancel.apply(CANCEL)
    assert not after_cancel.is_legal(StartTrade(1))
    view = s.view(0)
    dlg = open_trade(qtbot, table, view, target=2)
    assert dlg.target == 1 and not dlg.partner_chips[1].isEnabled()
    # the cards that may still go in are the engine's own give and ask options of the draft
    free = {sq for sq, card in dlg.cards.items() if not card.in_offer and card.blocked is None}
    assert free == {c.action.square for c in view.choices if isinstance(c.action, Give | Ask)}
    basin = dlg.cards[1]
    assert basin.fixed and basin in dlg.give_area.shelf.cards
    click(basin)
    assert dlg.give == [1] and "withdraws the whole offer" in dlg.message.text()
    drag(dlg, basin, dlg.mine_area)
    assert dlg.give == [1]
    assert dlg.propose_button.isEnabled()  # the draft holds a deed already
    click(dlg.cards[37])
    click(dlg.cards[3])
    dlg.field.setValue(10)
    dlg.propose_button.click()
    assert dlg.steps() == [Give(3), Ask(37), Propose(10)]
    submit(s, dlg.steps())
    assert s.offer == (0, 1, (1, 3), (37,), 10)


def test_cancelling_a_draft_cancels_it_in_the_engine(qtbot, table):
    s = standard()
    submit(s, [StartTrade(1), Ask(24)])
    dlg = open_trade(qtbot, table, s.view(0))
    QTest.keyClick(dlg, Qt.Key.Key_Escape)
    assert dlg.steps() == [CANCEL]
    submit(s, dlg.steps())
    assert s.phase == "turn" and s.draft is None
    fresh = open_trade(qtbot, table, standard().view(0))
    fresh.cancel_button.click()
    assert fresh.steps() == []


# ---- answering ----------------------------------------------------------------------------------------------
def offered(cash=120):
    s = standard()
    submit(s, [StartTrade(1), Give(1), Give(5), Ask(24), Propose(cash)])
    return s


def open_offer(qtbot, table, s):
    dlg = OfferDialog(s.view(s.actor), NAMES, table)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def test_the_answer_shows_the_deeds_the_cash_and_the_rents(qtbot, table):
    s = offered()
    dlg = open_offer(qtbot, table, s)
    assert {c.sq for c in dlg.cards} == {1, 5, 24}
    beacon = next(c for c in dlg.cards if c.sq == 24)
    # Bob's Beacon St. earns the Monopolist's double rent now; Alice, a Competitor, would get the single one
    assert beacon.line == f"{money(48)} → {money(24)}"
    assert money(1620) in dlg.after_label.text() and money(1380) in dlg.after_label.text()
    assert dlg.cash_label.text().endswith(f"pays you {money(120)}.")
    QTest.mouseClick(dlg.accept_button, Qt.MouseButton.LeftButton)
    assert dlg.action() == ACCEPT
    s.apply(dlg.action())
    assert s.owner[24] == 0 and s.owner[1] == 1 and s.owner[5] == 1 and s.cash[1] == 1620


def test_the_answer_refuses_or_waits(qtbot, table):
    s = offered(-30)
    dlg = open_offer(qtbot, table, s)
    assert "You pay" in dlg.cash_label.text() and money(30) in dlg.cash_label.text()
    assert not dlg.accept_button.isDefault()  # Enter never accepts by itself
    QTest.keyClick(dlg, Qt.Key.Key_Escape)  # closed: no answer yet
    assert dlg.action() is None
    dlg = open_offer(qtbot, table, s)
    assert dlg.focusWidget() is dlg.refuse_button
    QTest.keyClick(dlg.refuse_button, Qt.Key.Key_Return)  # Enter presses the button the keyboard is on
    assert dlg.action() == REJECT
    s.apply(dlg.action())
    assert s.offer is None and s.owner[24] == 1 and s.actor == 0


def test_the_answer_says_which_city_the_trade_monopolises(qtbot, table):
    """A bot may ask far more than a street's printed price for the one that completes a Monopolist's city: the
    window says what that street brings (double rent, buildings), for either side."""
    s = standard()  # Bob, a Monopolist, holds Fifth Ave.: Wall St. gives him New York
    submit(s, [StartTrade(1), Give(39), Propose(-700)])
    dlg = open_offer(qtbot, table, s)
    assert [w.text() for w in dlg.why_labels] == [
        "This trade gives you the monopoly of New York: double rent there, and you could build."]
    assert not [w for w in dlg.why_labels if clipped(w)]
    s = game({0: [6], 2: [8, 31]}, roles=("monopolist", "competitor", "competitor"))
    submit(s, [StartTrade(2), Ask(8), Propose(250)])
    dlg = open_offer(qtbot, table, s)
    assert [w.text().replace("\u2068", "").replace("\u2069", "") for w in dlg.why_labels] == [
        "This trade gives Alice the monopoly of Los Angeles: double rent there, and they could build."]
    s = game({0: [6], 2: [31]}, roles=("monopolist", "competitor", "competitor"))  # San Francisco: one street
    submit(s, [StartTrade(2), Ask(31), Propose(250)])
    assert open_offer(qtbot, table, s).why_labels == []


# ---- the look -----------------------------------------------------------------------------------------------
class NewStrings(QTranslator):
    """This branch's new strings (`i18n_new_strings.jsonl`) before they reach the .ts files."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.table: dict[tuple[str, str], object] = {}
        path = ROOT / "i18n_new_strings.jsonl"
        if path.is_file():
            for line in path.read_text(encoding="utf-8").splitlines():
                row = json.loads(line)
                self.table[(row["context"], row["source"])] = row.get(lang)

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 - Qt override
        found = self.table.get((context, source))
        if isinstance(found, list):
            form = found[0] if len(found) == 1 or n == 1 else found[-1]
            return form.replace("%n", str(n))
        return found or None  # None: Qt asks the next translator (an empty text would be taken as the words)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return not self.table


@pytest.fixture(params=["en", "ja", "es", "zh_TW"])
def lang(request, qapp):
    i18n.install(request.param)
    extra = NewStrings(request.param)
    QApplication.installTranslator(extra)
    yield request.param
    QApplication.removeTranslator(extra)
    i18n.install("en")


def readable(dlg) -> list[str]:
    """Cut or small texts: labels and buttons, and every card's painted words."""
    bad = clipped(dlg) + too_small(dlg)
    with TextProbe() as probe:
        dlg.grab()
    bad += [f"painted {t.text!r}: {t.px:.1f} px{' cut' if t.cut else ''}" for t in probe.drawn
            if t.px < 11 or t.cut]
    return bad


def test_the_windows_fit_at_1280x720_in_every_language(qtbot, table, lang):
    s = standard()
    s.cash[1] = 12_345
    s._public = None
    dlg = open_trade(qtbot, table, s.view(0), target=1)
    before = [dlg.propose_button.geometry(), dlg.cancel_button.geometry(), dlg.field.geometry(), dlg.size()]
    for sq in (1, 3, 5, 12, 39, 24, 37, 25, 28, 31):
        click(dlg.cards[sq])
    dlg.they_pay.click()
    dlg.field.setValue(9999)
    click(dlg.cards[16])  # a refusal's words
    QApplication.processEvents()
    assert [dlg.propose_button.geometry(), dlg.cancel_button.geometry(), dlg.field.geometry(), dlg.size()] == before
    assert dlg.width() <= MAXIMISED_720[0] and dlg.height() <= MAXIMISED_720[1] - 40
    assert not readable(dlg), readable(dlg)
    assert not name_problems(shown_texts([dlg]), NAMES)
    dlg.partner_chips[2].click()
    assert dlg.propose_button.geometry() == before[0]
    dlg.accept()  # $9,999 is more than Carol holds: refused
    assert dlg.isVisible() and dlg.steps() == []
    dlg.field.setValue(100)
    click(dlg.cards[6])
    dlg.accept()
    submit(s, dlg.steps())
    answer = open_offer(qtbot, table, s)
    assert answer.height() <= MAXIMISED_720[1] - 40
    assert not readable(answer), readable(answer)
    assert not name_problems(shown_texts([answer]), NAMES)
    assert all(isinstance(b, QPushButton) for b in (answer.accept_button, answer.refuse_button))
    s = standard()  # an offer that gives the answering Monopolist a city: the window says so, and still fits
    submit(s, [StartTrade(1), Give(1), Give(3), Give(5), Give(39), Ask(24), Propose(-700)])
    answer = open_offer(qtbot, table, s)
    assert len(answer.why_labels) == 1 and answer.height() <= MAXIMISED_720[1] - 40  # New Orleans and New York
    assert not readable(answer), readable(answer)


def test_screenshots(qtbot, table, tmp_path):
    """The two windows as a player sees them (kept in the test's folder to look at)."""
    for lang_ in ("en", "ja"):
        i18n.install(lang_)
        extra = NewStrings(lang_)
        QApplication.installTranslator(extra)
        try:
            s = standard()
            dlg = open_trade(qtbot, table, s.view(0), target=1)
            for sq in (1, 24):
                click(dlg.cards[sq])
            dlg.field.setValue(120)
            assert dlg.grab().save(str(tmp_path / f"trade_{lang_}.png"))
            dlg.accept()
            submit(s, dlg.steps())
            assert open_offer(qtbot, table, s).grab().save(str(tmp_path / f"offer_{lang_}.png"))
        finally:
            QApplication.removeTranslator(extra)
            i18n.install("en")


def test_tab_goes_through_the_window_as_it_reads_with_no_invisible_stop(qtbot, table):
    """Tab stopped four times on the deed trays themselves (they show no focus) and went from Cancel to the partner's
    deeds before your own: now the partner, your deeds, theirs, the cash and the buttons, every stop a control."""
    s = standard()
    dlg = open_trade(qtbot, table, s.view(0))
    dlg.partner_chips[1].setFocus()
    stops = [dlg.partner_chips[1]]
    for _ in range(len(dlg.cards) + 8):  # once round the window
        QTest.keyClick(stops[-1], Qt.Key.Key_Tab)
        if QApplication.focusWidget() is stops[0]:
            break
        stops.append(QApplication.focusWidget())
    kinds = [type(w).__name__ for w in stops]
    assert "ShelfArea" not in kinds, kinds
    cards = [w.sq for w in stops if type(w).__name__ == "DeedCard"]
    assert cards == sorted(deeds_of(s.view(0), 0)) + sorted(deeds_of(s.view(0), 1))
    after = stops[1 + len(cards):]
    assert after[:3] == [dlg.you_pay, dlg.field, dlg.cancel_button]
    assert all(w.accessibleName() or w.text() for w in stops if hasattr(w, "text"))


@pytest.mark.parametrize("size", [MAXIMISED_720, (1920, 1050)])
def test_a_utilitys_rent_on_the_answers_card_is_whole_in_every_language(qtbot, lang, size):
    """A review found the answer's deed card cutting "4× dice →": a utility's rent now and after the trade on one
    line is wider than the card. The rent now is on one line and "→" and the rent after on the next, whole in
    every language at 1280x720 and 1920x1080."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(*size)
    s = game({0: [12, 1], 1: [28, 21]})  # Bob's Gas for Alice's Basin St.: Alice then holds both utilities
    submit(s, [StartTrade(1), Give(1), Ask(28), Propose(0)])
    answer = open_offer(qtbot, window, s)
    gas = next(c for c in answer.cards if c.sq == 28)
    assert gas.line.count("×") == 2  # a multiple of the dice now and after
    with TextProbe() as probe:
        answer.grab()
    rows = [t for t in probe.drawn if "×" in t.text]  # only the Gas card's rent is a multiple of the dice
    assert "".join(t.text for t in rows).count("×") == 2, [t.text for t in probe.drawn]
    assert not [t.text for t in rows if t.cut or t.px < 11], [(t.text, t.px, t.cut) for t in rows]
    assert not readable(answer), readable(answer)


def test_the_answers_titles_stand_on_one_line_in_every_language(qtbot, table, lang):
    """A review saw Spanish "Aceptar" 8 px above "Rechazar": Accept's detail wrapped to two lines, Refuse's did not,
    and each button centred its own words. Side by side, the answers' titles are painted at one height."""
    s = offered()
    dlg = open_offer(qtbot, table, s)
    tops = []
    for button in (dlg.accept_button, dlg.refuse_button):
        with TextProbe() as probe:
            button.grab()
        title = next(t for t in probe.drawn if t.text == button.title)
        tops.append(title.rect.top())
    assert tops[0] == tops[1], (lang, tops)
