"""Spanish contracts "a el" and "de el" into "al" and "del" where a filled-in value starting with the article
"el" ("el Tesoro", "el corredor") follows a template's "a" or "de": never "Debes 300 $ a el Tesoro"; the
pronoun "él", words like "ella" and the "a"/"de" ending a longer word ("para el") are left as they are."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
import re  # noqa: E402

import pytest  # noqa: E402

from ponzi_desktop.bots import make_bot  # noqa: E402
from ponzi_desktop.engine.black_friday import BlackFridaySettings, new_game  # noqa: E402
from ponzi_desktop.engine.core import Event, game_spec  # noqa: E402
from ponzi_desktop.ui import i18n  # noqa: E402
from ponzi_desktop.ui.anti_monopoly import narration as am_narration  # noqa: E402
from ponzi_desktop.ui.black_friday import narration as bf_narration  # noqa: E402
from ponzi_desktop.ui.kit.narration import fill  # noqa: E402

NAMES = ["Alicia", "Bruno", "Carla", "Dani", "Elena"]
#: "a el" / "de el" as two words (the article, not "él"; "para el" or "desde el" are fine)
UNCONTRACTED = re.compile(r"(?<!\w)(a|de) el(?!\w)", re.IGNORECASE)


@pytest.fixture
def spanish(qapp):
    i18n.install("es")
    yield
    i18n.install("en")


def test_fill_contracts_the_article_after_a_and_de():
    assert fill("Debes %1 a %2", "300 $", "el Tesoro") == "Debes 300 $ al Tesoro"
    assert fill("el oro de %1", "el corredor") == "el oro del corredor"
    assert fill("A %1 le toca", "el corredor") == "Al corredor le toca"
    assert fill("De %1 sale", "el banco") == "Del banco sale"


def test_fill_leaves_everything_else():
    assert fill("a %1", "él") == "a él"  # the pronoun never contracts
    assert fill("de %1", "ella") == "de ella"
    assert fill("de %1", "ellos") == "de ellos"
    assert fill("para %1", "el banco") == "para el banco"  # "a" ending a word
    assert fill("desde %1", "el banco") == "desde el banco"
    assert fill("a %1", "El Salvador") == "a El Salvador"  # a name with its article keeps it
    assert fill("a %1", "Eloy") == "a Eloy"
    assert fill("%1 el banco", "a") == "a el banco"  # only a template's own "a" before a value
    assert fill("to %1", "el Tesoro") == "to el Tesoro"
    assert fill("%1 gives %2", "%2", "Bob") == "%2 gives Bob"  # still one pass


def am_game(seed: int) -> list[list[Event]]:
    spec = game_spec("anti_monopoly")
    state = spec.new_game(spec.settings_from(4, {"game": "A", "round_limit": 40}), seed)
    seats = [make_bot("normal", "anti_monopoly") for _ in range(4)]
    rng = random.Random(seed)
    groups = [am_narration.opening_events(state.view(None))]
    while not state.is_over:
        groups.append(state.apply(seats[state.current_player].choose(state.view(state.current_player), rng)))
    return groups


def bf_game(seed: int) -> list[Event]:
    state = new_game(BlackFridaySettings(players=2, mibs=True), seed)
    events = [*bf_narration.opening_events(state.view(None)), *state.opening]
    rng = random.Random(seed)
    while not state.is_over:
        choice = rng.choice(state.legal_choices())
        events += state.apply(choice.with_value(rng.randint(choice.lo, choice.hi)) if choice.param else choice.action)
    return events


def test_spanish_logs_of_whole_games_contract(spanish):
    told = []
    for group in am_game(3):
        for event in group:
            for viewer in (None, 0):
                shown = event.for_seat(viewer)
                if shown is not None:
                    told.append(am_narration.narrate(shown, NAMES[:4], viewer))
    for event in bf_game(5):
        for viewer in (None, 0):
            shown = event.for_seat(viewer)
            if shown is not None:
                told.append(bf_narration.narrate(shown, NAMES[:2], viewer))
    wrong = sorted({text for text in told if UNCONTRACTED.search(text)})
    assert not wrong, "\n".join(wrong)
    # the games said something of the Treasury and of the broker, contracted
    assert any(re.search(r"\bal Tesoro\b", text) for text in told)
    assert any(re.search(r"\b(al|del) corredor\b", text) for text in told)


def treasury_debt() -> tuple[int, list[str]]:
    """A random-bot game's actions up to a debt to the Treasury (a seed, the actions)."""
    spec = game_spec("anti_monopoly")
    for seed in range(1, 60):
        state = spec.new_game(spec.settings_from(3, {}), seed)
        bot, rng, texts = make_bot("random", "anti_monopoly"), random.Random(seed), []
        while not state.is_over and len(texts) < 5000:
            action = bot.choose(state.view(state.current_player), rng)
            state.apply(action)
            texts.append(action.to_text())
            debt = state.view(None).debt
            if debt is not None and debt[1] < 0:
                return seed, texts
    raise AssertionError("no debt to the Treasury in 60 games")


def test_a_debt_to_the_treasury_on_the_spanish_table(spanish, qtbot, tmp_path):
    from table_mouse import app_settings

    from ponzi_desktop.persistence import GameRecord, Seat
    from ponzi_desktop.ui.game_page import GamePage
    from ponzi_desktop.ui.session import GameSession

    seed, texts = treasury_debt()
    spec = game_spec("anti_monopoly")
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(3, {}).model_dump(mode="json"), seed=seed,
                        seats=[Seat(name=n, kind="human") for n in NAMES[:3]], actions=texts)
    session = GameSession(record, autosave_dir=tmp_path / "a", bot_delay_ms=0)
    debtor = session.view(None).debt[0]
    if session.handoff_pending is not None:
        session.claim_seat(session.handoff_pending)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1600, 900)
    page.show()
    qtbot.waitExposed(page)
    owed = page.table.scene.areas[debtor].owed
    assert "al Tesoro" in owed and not UNCONTRACTED.search(owed), owed
    prompt = page.table.prompt(session.view(debtor))
    assert "al Tesoro" in prompt and not UNCONTRACTED.search(prompt), prompt
