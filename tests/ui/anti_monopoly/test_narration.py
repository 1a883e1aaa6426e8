"""Anti-Monopoly narration: every event kind of whole bot games in words for every viewer and a spectator, the
viewer in the second person, no raw id, "None" or brace; the merged entries; the 50 cards' texts."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json  # noqa: E402
import random  # noqa: E402
import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine import anti_monopoly as engine  # noqa: E402
from ponzi_desktop.engine.anti_monopoly.board import board  # noqa: E402
from ponzi_desktop.engine.core import Event, game_spec  # noqa: E402
from ponzi_desktop.ui.anti_monopoly import narration  # noqa: E402
from ponzi_desktop.ui.anti_monopoly.cards import TEXTS, TITLES, card_text, card_title  # noqa: E402
from ponzi_desktop.ui.anti_monopoly.narration import KINDS, merge, narrate, opening_events, style  # noqa: E402
from ponzi_desktop.ui.anti_monopoly.narration_treasury import run_kind  # noqa: E402
from ponzi_desktop.ui.formatting import separated_list  # noqa: E402
from ponzi_desktop.ui.kit.narration import continued, last_entry, telling, told  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dan", "Erin", "Femi"]
UNRESOLVED = re.compile(r"%\d|%n|\{|\}|\bNone\b|_")
STYLES = {"separator", "phase", "normal", "minor", "alert", "result"}
THIRD_PERSON_AFTER_YOU = re.compile(r"\byou (is|has|does|owes|[a-z]+[^s\W]s)\b", re.IGNORECASE)
ROOT = Path(__file__).resolve().parents[3]
#: (players, settings, bots) of the games played here: every table size, Game A and B, the two-hour game
TABLES = [
    (2, {"game": "B"}, "normal"),
    (3, {"game": "A", "round_limit": 120}, "normal"),
    (4, {"game": "A"}, "normal"),
    (4, {"game": "B", "round_limit": 90}, "easy"),
    (5, {"two_hour_rounds": 25}, "normal"),
    (6, {"game": "B", "round_limit": 60}, "random"),
    (6, {"two_hour_rounds": 12}, "random"),
]


def engine_kinds() -> set[str]:
    folder = Path(engine.__file__).parent
    return {kind for path in folder.glob("*.py") for kind in re.findall(r'event\("(\w+)"', path.read_text("utf-8"))}


def play(players: int, settings: dict, bots: str, seed: int) -> list[list[Event]]:
    """A whole bot game: the log's opening, then every action's events."""
    spec = game_spec("anti_monopoly")
    state = spec.new_game(spec.settings_from(players, settings), seed)
    seats = [make_bot(bots if i else "random", "anti_monopoly") for i in range(players)]
    rng = random.Random(seed)
    groups = [opening_events(state.view(None))]
    while not state.is_over:
        groups.append(state.apply(seats[state.current_player].choose(state.view(state.current_player), rng)))
    return groups


@pytest.fixture(scope="module")
def games():
    return [(players, play(players, settings, bots, seed)) for seed, (players, settings, bots) in enumerate(TABLES)]


#: entries already told, by (the games' groups, viewer, chain): the module's games are told to the same viewers by
#: several tests (the groups are kept with them, so that their id stands for them while they are kept)
_TOLD: dict[tuple[int, int | None, bool], tuple[list, list]] = {}


def entries(groups, viewer, chain=True):
    """(event, text) of every log entry as `viewer` sees them, the merged ones as one, as the log tells them: an
    action's first event may continue the entry before (`chain`; False: every action told on its own)."""
    kept = _TOLD.get((id(groups), viewer, chain))
    if kept is not None and kept[0] is groups:
        return list(kept[1])
    out = _told(groups, viewer, chain)
    _TOLD[(id(groups), viewer, chain)] = (groups, out)
    return list(out)


def _told(groups, viewer, chain):
    out, before = [], None
    for group in groups:
        seen = [e for e in (raw.for_seat(viewer) for raw in group) if e is not None]
        again = chain and continued(narration, before, seen) is not None
        tellings = told(narration, seen, before if chain else None)
        before = last_entry(tellings, before)
        for i, e in enumerate(tellings):
            if e is not None:
                if again and i == 0 and out:
                    out.pop()  # the entry before, told again with more
                out.append((e, narrate(e, NAMES, viewer)))
    return out


def per_turn(told_entries) -> list[int]:
    """How many entries each turn's heading is followed by (the last, unfinished turn left out)."""
    counts: list[int] = []
    for e, _ in told_entries:
        if e.kind == "turn_started":
            counts.append(0)
        elif counts:
            counts[-1] += 1
    return counts[:-1]


def test_every_kind_the_engine_emits_is_narrated_and_played_here(games):
    kinds = engine_kinds()
    assert len(kinds) >= 25 and kinds <= KINDS
    seen = {e.kind for _, groups in games for group in groups for e in group}
    rare = {"trade_cancelled", "trade_rejected", "time_called", "cash_surrendered", "bankrupt"}
    assert seen >= kinds - rare, kinds - seen
    assert seen >= {"time_called", "cash_surrendered", "bankrupt"}


def test_whole_games_narrate_for_every_viewer_and_a_spectator(qapp, games):
    for players, groups in games:
        for viewer in [None, *range(players)]:
            for event, text in entries(groups, viewer):
                assert text and text == text.strip(), event
                assert not UNRESOLVED.search(text), text
                assert text != event.kind.replace("_", " "), event.kind
                assert "somebody" not in text and "nobody" not in text, text
                assert style(event) in STYLES
            # each event alone too (what the status line says while the board shows it)
            for group in groups:
                for e in group:
                    assert not UNRESOLVED.search(narrate(e, NAMES, viewer))


def test_the_viewer_hears_of_their_moves_in_the_second_person(qapp, games):
    for players, groups in games:
        names = NAMES[:players]
        for viewer in range(players):
            for event, text in entries(groups, viewer):
                assert not THIRD_PERSON_AFTER_YOU.search(re.sub("“.*”", "", text)), text  # a card says "you"
                if event.player is None:
                    continue
                if event.player == viewer:
                    assert re.search(r"\b[Yy]ou(r)?\b", text) and names[viewer] not in text, text
                elif names[event.player] not in text:  # a merged card payment names everybody who paid
                    assert event.kind in ("paid", "collected") and re.search(r"\b[Yy]ou\b", text), text


def test_the_dice_and_the_move_are_one_entry_and_turns_one_heading(qapp, games):
    _, groups = games[2]
    texts = [text for _, text in entries(groups, 0)]
    moves = [t for t in texts if re.search(r" rolls? \d and \d and moves? to ", t)]
    assert len(moves) > 40
    assert not [t for t in texts if re.fullmatch(r"(You roll|\w+ rolls) \d and \d", t)]
    assert not [t for t in texts if "ends their turn" in t or t == "You end your turn"][1:]
    assert texts[0] == "A new game for 4 player(s)" or texts[0] == "A new game for 4 players"
    rounds = [t for t in texts if t.startswith("Round ") and "turn" in t]
    assert len(rounds) > 100 and not [t for t in texts if re.fullmatch(r"Round \d+", t)]


def test_merged_entries_keep_the_board_s_count():
    """`merge` gives one answer per event, None only after the first: the log and the board count alike."""
    e = [Event("turn_ended", 1, {}), Event("round_started", None, {"round": 3}),
         Event("turn_started", 2, {"round": 3, "extra": False}), Event("dice_rolled", 2, {"dice": [4, 3], "for": "move"}),
         Event("pawn_moved", 2, {"from": 4, "to": 11, "path": list(range(5, 12))}),
         Event("rent_paid", 2, {"to": 0, "square": 11, "amount": 14})]
    out = merge(e)
    assert len(out) == len(e) and out[0] is not None
    assert [x.kind if x else None for x in out] == ["turn_started", None, None, "pawn_moved", None, "rent_paid"]
    assert telling(out, 2).kind == "turn_started" and telling(out, 5).kind == "pawn_moved"
    assert narrate(out[0], NAMES, 0) == "Round 3 · Carol's turn"
    assert narrate(out[3], NAMES, 2) == "You roll 4 and 3 and move to Rush St. in Chicago"
    assert narrate(out[5], NAMES, 0) == "Carol pays you $14 rent for Rush St."
    assert narrate(e[3], NAMES, 2) == "You roll 4 and 3"


def test_whole_bot_games_tell_no_draft_and_no_run_of_dealings_twice(qapp):
    """Normal bots, 4 players, 60 rounds: drawing up an offer (or giving it up) is never an entry, and no seat has two entries in a
    row of the same run of dealings with the Treasury (building, paying off, raising money); fewer entries a turn."""
    before, after = [], []
    for seed in range(3):
        groups = play(4, {"game": "A", "round_limit": 60}, "normal", 100 + seed)
        old, new = entries(groups, 0, chain=False), entries(groups, 0)
        assert [e for e, _ in old if e.kind in ("trade_started", "draft_changed")], "no offer drawn up: proves nothing"
        assert not [text for e, text in new if e.kind in ("trade_started", "draft_changed", "trade_cancelled")]
        runs = [(a, b) for (a, _), (b, _) in zip(old, old[1:], strict=False)
                if run_kind(a) and a.player == b.player and run_kind(a) == run_kind(b)]
        assert runs, "no run of dealings: the check would prove nothing"
        for (a, ta), (b, tb) in zip(new, new[1:], strict=False):
            assert not (run_kind(a) and a.player == b.player and run_kind(a) == run_kind(b)), (ta, tb)
        before += per_turn(old)
        after += per_turn(new)
    assert sum(after) < sum(before) and max(after) < max(before)
    print(f"entries a turn: before {sum(before) / len(before):.2f} (max {max(before)}), "
          f"after {sum(after) / len(after):.2f} (max {max(after)})")


def test_a_run_of_dealings_is_one_growing_entry(qapp):
    def tell(groups, viewer):
        return [text for _, text in entries([[]] + groups, viewer)]

    builds = [[Event("built", 0, {"square": 1, "level": n, "cost": 50, "apartment": False})] for n in (1, 2, 3)]
    builds.append([Event("built", 0, {"square": 3, "level": 5, "cost": 50, "apartment": True})])
    assert tell(builds, 0) == [f"You build {separated_list(['3 houses on Basin St.', 'an apartment on French Quarter'])}"
                               f" for $200"]
    assert tell(builds[:1], 1) == ["Alice builds a house on Basin St. for $50"]
    mortgages = [[Event("mortgaged", 1, {"square": 11, "amount": 70})], [Event("mortgaged", 1, {"square": 13,
                                                                                                "amount": 70})]]
    assert tell(mortgages, 0) == [f"Bob mortgages {separated_list(['Rush St.', 'State St.'])} for $140"]
    debt = [[Event("must_raise", 1, {"to": 0, "amount": 300, "reason": "rent"})],
            [Event("building_sold", 1, {"square": 39, "level": 1, "refund": 100})],
            [Event("building_sold", 1, {"square": 39, "level": 0, "refund": 100}),
             Event("mortgaged", 1, {"square": 37, "amount": 175}), Event("rent_paid", 1, {"to": 0, "square": 6,
                                                                                           "amount": 300})],
            [Event("mortgaged", 1, {"square": 39, "amount": 200})]]
    told_debt = tell(debt, 0)
    assert told_debt[1:] == ["Bob sells 2 buildings on Wall St. back to the Treasury and mortgages Fifth Ave., raising "
                             "$375, and pays you $300", "Bob mortgages Wall St. for $200"], told_debt
    # a step of drawing up an offer is not told, nor its giving up (nothing anybody saw changed): the entry
    # before stays the last, and grows on
    drafting = [builds[0], [Event("trade_started", 0, {"target": 2})],
                [Event("draft_changed", 0, {"target": 2, "give": [1], "ask": []})],
                [Event("trade_cancelled", 0, {"target": 2})], builds[1]]
    for viewer in (0, 1, 2, None):
        who = "You build" if viewer == 0 else "Alice builds"
        assert tell(drafting, viewer)[-1] == f"{who} 2 houses on Basin St. for $100", tell(drafting, viewer)
        assert len(tell(drafting, viewer)) == 1
    assert tell(drafting[:3], 1) == ["Alice builds a house on Basin St. for $50"]
    # where nothing came before it (the first move after opening a game), it says what happened
    assert narrate(Event("trade_cancelled", 0, {"target": 2}), NAMES, 2) == \
        "Alice draws up an offer to you and withdraws it"


def test_sentences_read_well_in_english(qapp):
    debt = Event("must_raise", 1, {"to": -1, "amount": 300, "reason": "rent"})
    assert narrate(debt, NAMES, 1) == "You owe $300 to the Treasury: raise it by selling buildings back and mortgaging"
    assert style(debt) == "alert"
    offer = Event("trade_offered", 0, {"target": 1, "give": [1, 3], "ask": [39], "cash": 50})
    assert narrate(offer, NAMES, 1) == f"Alice offers you {separated_list(['Basin St.', 'French Quarter', '$50'])} for Wall St."
    deal = Event("traded", 1, {"proposer": 0, "target": 1, "give": [1], "ask": [39], "cash": -20})
    assert narrate(deal, NAMES, 0) == "Bob accepts your offer: you get Wall St. and $20 for Basin St."
    assert narrate(deal, NAMES, 2) == "Bob accepts Alice's offer: Bob gets Basin St. for Wall St. and $20"
    jail = Event("sent_to_jail", 3, {"where": "prison", "square": 10})
    assert "Prison" in narrate(jail, NAMES, 3) and "no rent" in narrate(jail, NAMES, 3)
    payers = merge([Event("card_drawn", 0, {"deck": "competitor", "card": "C08"}),
                    Event("paid", 1, {"to": 0, "amount": 25, "reason": "card"}),
                    Event("paid", 3, {"to": 0, "amount": 25, "reason": "card"})])
    assert payers[2] is None and narrate(payers[1], NAMES, 0) == "Bob and Dan pay you $25 each, as your card says"
    fine = merge([Event("paid", 2, {"to": -1, "amount": 50, "reason": "fine"}),
                  Event("left_jail", 2, {"by": "fine", "turn": 1})])
    assert narrate(fine[0], NAMES, 2) == "You pay the $50 fine and are free" and fine[1] is None
    # a purchase declined is said plainly (a review read "Bob left Hollywood Blvd. to the Treasury" as odd)
    declined = Event("declined", 1, {"square": 9})
    assert narrate(declined, NAMES, 0) == "Bob does not buy Hollywood Blvd."
    assert narrate(declined, NAMES, 1) == "You do not buy Hollywood Blvd."


def test_the_end_names_the_winners(qapp):
    last = Event("game_over", None, {"winners": [2], "scores": {"2": 3000}, "bankrupt": [0, 1], "reason": "bankruptcy"})
    assert narrate(last, NAMES[:3], 2) == "Game over: you are the last player standing and win"
    assert narrate(last, NAMES[:3], 0) == "Game over: Carol is the last player standing and wins"
    assert style(last) == "result"
    tie = Event("game_over", None, {"winners": [0, 1], "scores": {"0": 900, "1": 900}, "bankrupt": [],
                                    "reason": "round_limit"})
    assert narrate(tie, NAMES[:2], 1) == "Game over: you share the win with Alice, with $900 each"


# ---- the cards ------------------------------------------------------------------------------------------------
def test_every_card_has_its_own_text_and_title(qapp):
    ids = [card for deck in board().card_ids for card in deck]
    assert len(ids) == 50 and set(ids) == set(TEXTS)
    data = json.loads((ROOT / "resources" / "data" / "anti_monopoly.json").read_text("utf-8"))
    gists = {card["id"]: card["gist"] for deck in data["cards"].values() for card in deck}
    for card in ids:
        text = card_text(card)
        assert text and not UNRESOLVED.search(text) and ".." not in text, (card, text)
        assert text != gists[card], card  # our own words, not the data file's note
        assert card_title(card) == ("Competitor card" if card[0] == "C" else "Monopolist card")
    assert "$25 from each Monopolist" in card_text("C08")
    assert card_text("C12") == "Go to Pennsylvania Ave. and collect $100 if you pass START."
    assert "10 or more" in card_text("C19") and "$75" in card_text("C19")


def test_the_prison_cards_say_no_rent_for_two_turns(qapp):
    for card in ("M14", "M15"):
        assert "Go to Prison" in card_text(card) and "no rent for two turns" in card_text(card)


def new_strings() -> list[dict]:
    """Every Anti-Monopoly message of the translation files, as rows: context, source, each language's
    translation (a list of forms for a plural) and the English plural forms."""
    from tests.i18n.ts_files import TS_FILES, forms, messages

    rows: dict[tuple[str, str], dict] = {}
    for lang in TS_FILES:
        for m in messages(lang):
            if m.context.startswith("AntiMonopoly") and m.kind != "unfinished":
                row = rows.setdefault((m.context, m.source), {"context": m.context, "source": m.source})
                row["en_forms" if lang == "en" else lang] = forms(m) if m.numerus else m.translation
    path = ROOT / "i18n_new_strings.jsonl"  # this branch's new strings, before they reach the .ts files
    if path.is_file():
        for line in path.read_text("utf-8").splitlines():
            new = json.loads(line)
            if new["context"].startswith("AntiMonopoly"):
                rows.setdefault((new["context"], new["source"]), {}).update(new)
    return list(rows.values())


def code_strings(module) -> set[tuple[str, str]]:
    """Every (context, source) the module marks for translation."""
    text = Path(module.__file__).read_text("utf-8")
    found = set()
    for context, source in re.findall(r'(?:translate|QT_TRANSLATE_NOOP)\(\s*"(AntiMonopoly\w*)",\s*((?:"(?:[^"\\]|'
                                      r'\\.)*"\s*)+)', text):
        found.add((context, "".join(re.findall(r'"((?:[^"\\]|\\.)*)"', source)).replace('\\"', '"')))
    return found


def test_every_new_string_has_its_three_translations():
    from ponzi_desktop.ui.anti_monopoly import cards, narration_deals, narration_treasury

    rows = {(r["context"], r["source"]): r for r in new_strings()}
    wanted = code_strings(narration) | code_strings(narration_deals) | code_strings(narration_treasury) | \
        code_strings(cards)
    assert len(wanted) > 150
    missing = wanted - set(rows)
    assert not missing, sorted(missing)[:5]
    for key in wanted:
        row = rows[key]
        placeholders = sorted(set(re.findall(r"%\d", key[1])))
        plural = "%n" in key[1]
        for lang in ("ja", "es", "zh_TW"):
            forms = row[lang] if plural else [row[lang]]
            assert isinstance(forms, list) == plural or not plural, (key, lang)
            assert len(forms) == (2 if lang == "es" and plural else 1), (key, lang)
            for form in forms:
                assert form and sorted(set(re.findall(r"%\d", form))) == placeholders, (key, lang, form)
                assert ("%n" in form) == plural or lang != "es", (key, lang, form)
        if plural:
            assert len(row["en_forms"]) == 2 and all("%n" in f and "(" not in f for f in row["en_forms"]), key
    for card in ("M14", "M15"):
        row = rows[("AntiMonopolyCards", TEXTS[card])]
        assert "2" in row["ja"] or "２" in row["ja"] or "二" in row["ja"], row["ja"]
        assert "dos turnos" in row["es"] and ("兩" in row["zh_TW"] or "2" in row["zh_TW"])
    assert {r["source"] for r in new_strings() if r["context"] == "AntiMonopolyCards"} >= set(TITLES.values())


def test_the_log_the_status_and_the_board_tell_a_growing_entry_alike(qtbot, app_settings, tmp_path):
    """A whole window, random bots (they draw up offers and mortgage a lot), animations on: as the board has shown
    each event, the log's newest entry is the one that tells it, grown by the run it continues, and the status
    line says it; once at rest, the log reads as a log made afresh of the same game."""
    from ponzi_desktop.persistence import GameRecord, Seat
    from ponzi_desktop.ui.log import GameLogModel
    from ponzi_desktop.ui.main_window import MainWindow
    from ponzi_desktop.ui.session import GameSession

    app_settings.animation_speed, app_settings.bot_speed = "fast", "instant"
    window = MainWindow(app_settings, language="en")
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    spec = game_spec("anti_monopoly")
    seats = [Seat(name=NAMES[i], kind="bot", level="random") for i in range(4)]
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(4, {}).model_dump(mode="json"), seed=7,
                        seats=seats, actions=[])
    session = GameSession(record, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    session.set_paused(True)
    window.start_session(session)
    table, log = window.game_page.table, window.game_page.log_view.model
    grown = []

    def showing(tag, count, event) -> None:
        entry = telling(table._tellings.get(tag, ()), count) or event
        said = table._narrate(entry, table.names, session.viewer)
        assert log.texts()[-1] == said == table.panel.prompt.text()
        if entry.data.get("merged"):  # a run of dealings, grown by this action's
            grown.append(said)

    table.animator.shown.connect(showing)
    # what is read is words (the log's, the status line's, the table's telling): nothing needs the window painted at
    # each frame of the moves' animations (which run as they would, on their timers)
    window.setUpdatesEnabled(False)
    session.set_paused(False)
    qtbot.waitUntil(lambda: session.action_count >= 250 or session.is_over, timeout=120_000)
    session.set_paused(True)
    qtbot.waitUntil(lambda: not table.animator.busy, timeout=60_000)
    assert grown and not [t for t in log.texts() if "so far" in t or re.search(r"\bbegins? an offer", t)]
    assert log.texts() == GameLogModel(session).texts()
    window.close_session()
