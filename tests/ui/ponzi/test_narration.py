"""Ponzi Scheme narration: every event kind in words, no unresolved placeholders, no hidden amounts."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import re  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine import ponzi as engine  # noqa: E402
from ponzi_desktop.engine.core import Event, game_spec  # noqa: E402
from ponzi_desktop.ui.ponzi.narration import KINDS, fill, narrate, style  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dan"]
UNRESOLVED = re.compile(r"%\d|%n|%L|\(s\)|\{|\}")

#: One or more hand-made events of every kind, with every variant of its data.
SAMPLES = [
    Event("funded", 0, {"industry": "media", "card": 23, "row": 1, "countdown": 5}),
    Event("passed", 1, {"phase": "fund"}),
    Event("passed", 1, {"phase": "trade"}),
    Event("offer_made", 1, {"target": 2, "industry": "grain", "amount": 15}, (1, 2), ("amount",)),
    Event("trade_resolved", 2, {"offerer": 1, "target": 2, "industry": "grain", "answer": "sold", "tile_to": 1,
                                "amount": 15}, (1, 2), ("amount",)),
    Event("trade_resolved", 2, {"offerer": 1, "target": 2, "industry": "grain", "answer": "countered",
                                "tile_to": 2, "amount": 15}, (1, 2), ("amount",)),
    Event("luxury_bought", 3, {"price": 56}),
    Event("luxury_bought", 3, {"price": 30}),
    Event("phase_started", None, {"phase": "trade"}),
    Event("marker_passed", 2, {}),
    Event("card_removed", 2, {"card": 12, "to": "out_of_game"}),
    Event("card_removed", 2, {"card": 40, "to": "discard"}),
    Event("market_refilled", None, {"cards": [61]}),
    Event("market_refilled", None, {"cards": [70, 18, 33]}),
    Event("deck_reshuffled", None, {"cards": 17}),
    Event("market_crashed", None, {"bears": [63, 66, 70, 80]}),
    Event("tile_returned", 0, {"industry": "real_estate"}),
    Event("wheel_rotated", None, {"steps": 1}),
    Event("wheel_rotated", None, {"steps": 2}),
    Event("interest_paid", 0, {"amount": 30, "cards": [23]}),
    Event("interest_paid", 0, {"amount": 57, "cards": [23, 25]}),
    Event("bankrupt", 3, {"due": 80, "cards": [57, 9]}),
    Event("round_started", 1, {"round": 4}),
    Event("game_over", None, {"winners": [0], "scores": {0: 14, 1: 9}, "bankrupt": [2], "reason": "bankruptcy"}),
    Event("game_over", None, {"winners": [0, 1], "scores": {0: 9, 1: 9}, "bankrupt": [2], "reason": "bankruptcy"}),
    Event("game_over", None, {"winners": [], "scores": {}, "bankrupt": [0, 1, 2], "reason": "bankruptcy"}),
    Event("game_over", None, {"winners": [2], "scores": {2: 1}, "bankrupt": [], "reason": "round_limit"}),
    Event("game_over", None, {"winners": [1, 2], "scores": {1: 3, 2: 3}, "bankrupt": [], "reason": "round_limit"}),
    Event("deck_reshuffled", None, {"cards": 44, "crash": True}),  # after a crash (indices above are used below)
]


def engine_kinds() -> set[str]:
    folder = Path(engine.__file__).parent  # the sources: a compiled module has no event kinds to read
    return {kind for path in folder.glob("*.py") for kind in re.findall(r'event\("(\w+)"', path.read_text("utf-8"))}


def check_text(text: str) -> None:
    assert text and text == text.strip()
    assert not UNRESOLVED.search(text), text


def test_every_kind_the_engine_emits_has_a_template_and_a_sample():
    kinds = engine_kinds()
    assert len(kinds) >= 15
    assert kinds <= KINDS
    assert kinds <= {e.kind for e in SAMPLES}


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.kind)
def test_samples_narrate_for_every_seat_without_placeholders(qapp, event):
    for seat in (None, 0, 1, 2, 3):
        shown = event.for_seat(seat)
        if shown is not None:
            check_text(narrate(shown, NAMES))
    assert style(event) in {"separator", "phase", "normal", "minor", "alert", "result"}


def test_the_envelope_amount_is_told_only_to_the_two_players(qapp):
    offer, sold, countered = SAMPLES[3], SAMPLES[4], SAMPLES[5]
    assert narrate(offer.for_seat(1), NAMES) == "Bob offers Carol an envelope with $15 for a Grain tile"
    assert narrate(offer.for_seat(0), NAMES) == "Bob offers Carol an envelope for a Grain tile"
    assert narrate(sold.for_seat(2), NAMES) == "Carol sells a Grain tile to Bob for $15"
    assert narrate(sold.for_seat(3), NAMES) == "Carol sells a Grain tile to Bob"
    assert narrate(countered.for_seat(1), NAMES) == "Carol counters: pays Bob $15 and takes a Grain tile"
    assert narrate(countered.for_seat(None), NAMES) == "Carol counters: takes a Grain tile from Bob"
    for event in (offer, sold, countered):
        for seat in (None, 0, 3):
            assert "15" not in narrate(event.for_seat(seat), NAMES)


def test_sentences_read_well_in_english(qapp):
    assert narrate(SAMPLES[0], NAMES) == "Alice funds Media: takes the $23 card (owes $30 interest every 5 rounds)"
    assert narrate(SAMPLES[7], NAMES) == "Dan buys the $30 luxury (1 point)"
    assert narrate(SAMPLES[12], NAMES) == "New on the funding board: $61"
    assert narrate(SAMPLES[13], NAMES) == "New on the funding board: $18, $33, and $70"
    assert narrate(SAMPLES[19], NAMES) == "Alice pays $30 interest on the $23 card"
    assert narrate(SAMPLES[20], NAMES) == "Alice pays $57 interest on the $23 and $25 cards"
    assert narrate(SAMPLES[22], NAMES) == "Round 4 · Bob starts"
    assert narrate(SAMPLES[23], NAMES) == "Game over: Alice wins with 14 points"
    assert narrate(SAMPLES[24], NAMES) == "Game over: Alice and Bob share the win with 9 points"
    assert narrate(SAMPLES[25], NAMES).startswith("Game over: nobody wins")


def test_placeholders_are_filled_in_one_pass():
    assert fill("%1 gives %2", "%2", "Bob") == "%2 gives Bob"
    assert fill("%1 (s)", "x") == "x (s)"


def test_random_games_narrate_every_event_for_every_seat(qapp):
    spec = game_spec("ponzi")
    seen = set()
    for seed in range(24):
        variant = "advanced" if seed % 2 else "basic"
        players = 3 + seed % 3
        limit = 3 if seed % 5 == 0 else None
        state = spec.new_game(spec.settings_from(players, {"variant": variant, "round_limit": limit}), seed)
        bot, rng = make_bot("random", "ponzi"), random.Random(seed)
        names = NAMES + ["Erin"]
        while not state.is_over:
            for event in state.apply(bot.choose(state.view(state.current_player), rng)):
                seen.add(event.kind)
                for seat in [None, *range(players)]:
                    shown = event.for_seat(seat)
                    if shown is not None:
                        check_text(narrate(shown, names))
    assert seen >= engine_kinds()  # a crash reshuffles the deck; a reshuffle for want of cards needs a long game


def test_a_crash_says_that_the_discards_go_back_into_the_deck(qapp):
    """After "4 bear cards go to the discard pile" the board showed a bear again, the discard pile empty and the
    deck grown, with no word: the rules shuffle the discard pile into the deck, and the log says so."""
    crash = [Event("market_crashed", None, {"bears": [65, 69, 72, 79]}),
             Event("deck_reshuffled", None, {"cards": 44, "crash": True})]
    lines = [narrate(e, NAMES, 0) for e in crash]
    assert lines[0] == "Market crash! 4 bear cards go to the discard pile: $65, $69, $72, and $79"
    assert lines[1] == "The discard pile and the rest of the deck are shuffled together into a new deck of 44 cards"


# ---- the viewer in the second person ---------------------------------------------------------------------
#: "you" followed by a verb in the third person ("You funds", "you sells", "you is"): never right
THIRD_PERSON_AFTER_YOU = re.compile(r"\byou (?!pass\b)(is|has|does|[a-z]+[^s\W]s)\b", re.IGNORECASE)


def test_the_check_catches_the_old_mistakes():
    for wrong in ("You funds Media", "You offers Bob an envelope", "You sells a tile", "you is bankrupt"):
        assert THIRD_PERSON_AFTER_YOU.search(wrong), wrong
    for right in ("You fund Media", "You pass: no offer", "Bob sells you a tile", "You are bankrupt"):
        assert not THIRD_PERSON_AFTER_YOU.search(right), right


def actors(event):
    """The seats an event is about as the subject (who acts, or who wins)."""
    if event.kind == "game_over":
        return list(event.data["winners"])
    if event.kind == "trade_resolved":
        return [event.data["target"]]
    return [] if event.player is None else [event.player]


def objects(event):
    """The seats an event names as its object (who gets the envelope or the answer)."""
    return {"offer_made": [event.data.get("target")], "trade_resolved": [event.data.get("offerer")]}.get(
        event.kind, [])


def check_english(text):
    check_text(text)
    assert not THIRD_PERSON_AFTER_YOU.search(text), text
    assert "(s)" not in text, text


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: e.kind)
def test_every_kind_speaks_to_the_viewer_and_of_the_others(qapp, event):
    for seat in (None, 0, 1, 2, 3):
        shown = event.for_seat(seat)
        if shown is None:
            continue
        text = narrate(shown, NAMES, seat)
        check_english(text)
        if seat in actors(event) or seat in objects(event):  # told in the second person, never by name
            assert re.search(r"\byou\b", text, re.IGNORECASE), text
            assert NAMES[seat] not in text, text
        else:  # a third party (or a spectator): everybody by name
            assert not re.search(r"\byou\b", text, re.IGNORECASE), text
            for other in actors(event) + objects(event):
                assert NAMES[other] in text, text


@pytest.mark.parametrize("viewer, text", [
    (0, "You fund Media: you take the $23 card (you owe $30 interest every 5 rounds)"),
    (1, "Alice funds Media: takes the $23 card (owes $30 interest every 5 rounds)"),
])
def test_funding_as_the_actor_and_as_another(qapp, viewer, text):
    assert narrate(SAMPLES[0], NAMES, viewer) == text


def test_sentences_for_the_viewer_read_well(qapp):
    offer, sold, countered = SAMPLES[3], SAMPLES[4], SAMPLES[5]
    real_estate = Event("funded", 2, {"industry": "real_estate", "card": 10, "row": 0, "countdown": 5})
    assert narrate(real_estate, NAMES, 2) == "You fund Real Estate: you take the $10 card (you owe $9 interest every 5 rounds)"
    assert narrate(SAMPLES[1], NAMES, 1) == "You pass: no funding"
    assert narrate(SAMPLES[2], NAMES, 1) == "You pass: no offer"
    assert narrate(offer.for_seat(1), NAMES, 1) == "You offer Carol an envelope with $15 for a Grain tile"
    assert narrate(offer.for_seat(2), NAMES, 2) == "Bob offers you an envelope with $15 for a Grain tile"
    assert narrate(offer.for_seat(0), NAMES, 0) == "Bob offers Carol an envelope for a Grain tile"
    assert narrate(sold.for_seat(2), NAMES, 2) == "You sell a Grain tile to Bob for $15"
    assert narrate(sold.for_seat(1), NAMES, 1) == "Carol sells you a Grain tile for $15"
    assert narrate(countered.for_seat(2), NAMES, 2) == "You counter: you pay Bob $15 and take a Grain tile"
    assert narrate(countered.for_seat(1), NAMES, 1) == "Carol counters: pays you $15 and takes a Grain tile"
    assert narrate(SAMPLES[6], NAMES, 3) == "You buy the $56 luxury (2 points)"
    assert narrate(SAMPLES[7], NAMES, 3) == "You buy the $30 luxury (1 point)"
    assert narrate(SAMPLES[9], NAMES, 2) == "You receive the start player marker"
    assert narrate(SAMPLES[10], NAMES, 2) == "You remove the $12 start card from the game"
    assert narrate(SAMPLES[16], NAMES, 0) == "You return a Real Estate tile to the supply"
    assert narrate(SAMPLES[19], NAMES, 0) == "You pay $30 interest on the $23 card"
    assert narrate(SAMPLES[21], NAMES, 3) == "You are bankrupt: you cannot pay the $80 due on the $9 and $57 cards"
    assert narrate(SAMPLES[21], NAMES, 0) == "Dan is bankrupt: cannot pay the $80 due on the $9 and $57 cards"
    assert narrate(SAMPLES[22], NAMES, 1) == "Round 4 · you start"
    assert narrate(SAMPLES[23], NAMES, 0) == "Game over: you win with 14 points"
    assert narrate(SAMPLES[24], NAMES, 1) == "Game over: you share the win with Alice, with 9 points each"
    assert narrate(SAMPLES[26], NAMES, 2) == "The round limit is reached: you win with 1 point"


def test_random_games_speak_to_each_viewer_in_the_second_person(qapp):
    spec = game_spec("ponzi")
    for seed in range(6):
        players = 3 + seed % 3
        state = spec.new_game(spec.settings_from(players, {"variant": "advanced" if seed % 2 else "basic"}), seed)
        bot, rng = make_bot("random", "ponzi"), random.Random(seed)
        while not state.is_over:
            for event in state.apply(bot.choose(state.view(state.current_player), rng)):
                for seat in range(players):
                    shown = event.for_seat(seat)
                    if shown is not None:
                        text = narrate(shown, NAMES + ["Erin"], seat)
                        check_english(text)
                        assert (NAMES + ["Erin"])[seat] not in text, text


def test_hints_speak_to_the_player_and_name_only_the_others(qapp):
    """Every hint sentence is addressed to the person asking: an imperative, never their own name."""
    from ponzi_desktop.ui.ponzi.hint import hint_text

    spec = game_spec("ponzi")
    state = spec.new_game(spec.settings_from(4, {"variant": "advanced"}), 5)
    bot, rng = make_bot("random", "ponzi"), random.Random(5)
    said = set()
    while not state.is_over and len(said) < 40:
        seat, view = state.current_player, state.view(state.current_player)
        for choice in view.choices:
            action = choice.with_value(max(1, choice.lo)) if choice.param else choice.action
            text = hint_text(action, view.phase, NAMES)
            check_english(text)
            assert text.startswith("Hint: ") and NAMES[seat] not in text, text
            said.add(text.split(" ")[1])
        state.apply(bot.choose(view, rng))
    assert {"take", "pass", "offer"} <= said


def test_a_discarded_card_is_said_in_few_words_and_a_pass_is_a_pass_unless_played_unseen():
    """Reviewers: "You remove the $72 card to the discard pile" said twice what happened; a pass the person
    clicked was told as "trading passes them by", the words for a pass the session played under the cover."""
    names = ["Ann", "Bob", "Cy"]
    discard = Event("card_removed", 1, {"card": 72, "to": "discard"})
    assert narrate(discard, names, 1) == "You discard the $72 card"
    assert narrate(discard, names, 0) == "Bob discards the $72 card"
    clicked = Event("passed", 2, {"phase": "trade", "alone": True})
    assert narrate(clicked, names, 0) == "Cy passes: no offer"
    assert narrate(clicked, names, 2) == "You pass: no offer"
    unseen = Event("passed", 2, {"phase": "trade", "alone": True, "forced": True})
    assert narrate(unseen, names, 0) == "Cy has no industry in common with anyone: no offer to make"


def test_the_prompts_do_not_name_the_phase_the_title_names():
    """'Round 1 · Clandestine trading' over 'Clandestine trading: make an offer…' said it twice."""
    from ponzi_desktop.ui.ponzi.labels import PHASES, PROMPTS

    for key, prompt in PROMPTS.items():
        assert not any(prompt.startswith(phase) for phase in PHASES.values()) and not prompt.startswith("Fund:"), key
