"""Names through a whole hot-seat game, and texts read from files: never markup, set apart in a sentence.

Four people called "<b>Eve</b>", "<img src=...>", "&amp;Bob" and "\\u202eMal" (an override that is never
closed) play Ponzi Scheme on one screen. At every stop (the hand-off cover, the table with its prompt, log and
tooltips, an envelope offered and answered, the start page's Continue line, the saved games, the end table)
every text of every widget and of the scene is read as a person reads it (`name_checks`): a name must read as
typed and, inside a longer text, sit between U+2068 and U+2069. The same holds where the names are typed (the
new-game dialog) and for what comes from a file (a save's own name, a damaged file's reason). Nothing here is
about one table: another game's table gets the same test by starting its own session.
"""

from __future__ import annotations

import random

import pytest
from name_checks import name_problems, shown_name, shown_texts, texts_with
from PySide6.QtWidgets import QApplication, QMessageBox

from ponzi_desktop.bots.random_bot import RandomBot
from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat, replay, write_save
from ponzi_desktop.persistence.sample import random_record
from ponzi_desktop.ui import games
from ponzi_desktop.ui.saved_games_dialog import SavedGamesDialog
from ponzi_desktop.ui.session import GameSession
from ponzi_desktop.ui.settings import autosave_dir, saves_dir

#: Markup, a picture (as rich text it would be loaded and drawn), an entity, an override never closed.
NAMES = ["<b>Eve</b>", "<img src=/tmp/x.png>", "&amp;Bob", "\u202eMal"]


@pytest.fixture
def names() -> list[str]:
    return list(NAMES)  # a copy per test


def roots(window) -> list:
    return [window, *(w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window)]


def check(window, names, stage: str, roots_=None, isolated: bool = True):
    """Every text on the screen now; fails on a name shown as markup or not isolated."""
    QApplication.processEvents()
    texts = shown_texts(roots_ or roots(window))
    problems = name_problems(texts, names, isolated)
    assert not problems, f"{stage}:\n" + "\n".join(problems[:25])
    return texts


def seen(texts, name: str, where: str = "") -> list[str]:
    return [t.where for t in texts_with(texts, name) if where in t.where]


def cover_then_claim(qtbot, window, names) -> None:
    page = window.game_page
    if page.handoff_held:
        page.table.hand_over_requested.emit()  # the panel's Hand Over
    qtbot.waitUntil(page.cover.isVisible, timeout=10_000)
    due = window.session.handoff_pending
    texts = check(window, names, "the hand-off cover")
    assert seen(texts, names[due], "HandoffCover") or seen(texts, names[due], "Heading"), "it names them"
    page.cover.claim()
    assert window.session.viewer == due


def offer(qtbot, window, names) -> bool:
    """The viewer offers a tile in an envelope, if they can: the offer dialog, then the target's answer."""
    session, table = window.session, window.game_page.table
    moves = table.moves()
    for industry in moves.my_tiles():
        for target in moves.offer_targets(industry):
            if moves.offer_choice(target, industry) is None:
                continue
            table.open_offer(target, industry)
            dlg = table.offer_dialog
            qtbot.waitExposed(dlg)
            texts = check(window, names, "the offer")
            assert seen(texts, names[target], "OfferDialog") or seen(texts, names[target], "Label")
            dlg.field.setText(str(moves.offer_choice(target, industry).lo))
            dlg.accept()
            cover_then_claim(qtbot, window, names)
            assert session.viewer == target
            qtbot.waitUntil(lambda: table.answer_dialog is not None, timeout=10_000)
            qtbot.waitExposed(table.answer_dialog)
            check(window, names, "the answer")
            table.answer_dialog.sold.click()
            return True
    return False


def test_names_are_shown_as_typed_and_isolated_everywhere(qtbot, window, names, monkeypatch):
    # every text is read from the widgets and from drawings of the scene of the test's own (`shown_texts`): the
    # window need not paint itself at every move too
    window.setUpdatesEnabled(False)
    seats = [Seat(name=n, kind="human") for n in names]
    session = GameSession.new("ponzi", {"start_player": 0}, 11, seats, autosave_dir=autosave_dir(),
                              bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    qtbot.waitUntil(page.cover.isVisible, timeout=10_000)
    texts = check(window, names, "the first cover")
    page.cover.claim()

    texts = check(window, names, "the table")
    me = session.viewer
    assert seen(texts, names[me], "Label"), "the prompt or the log's caption names the viewer"
    for name in names:
        assert seen(texts, name, "tip") or seen(texts, name, "painted"), f"the table shows {name!r}"

    rng, bot, offered = random.Random(5), RandomBot(), False
    for step in range(60):
        if session.is_over:
            break
        view = session.view()
        if not offered and view.phase == "trade":
            offered = offer(qtbot, window, names)
            if offered:
                check(window, names, "after the answer")
                continue
        assert session.submit(bot.choose(view, rng))
        if session.handoff_pending is not None:
            if step % 5 == 0:
                check(window, names, f"move {step}, the mover's table")
            cover_then_claim(qtbot, window, names)
        if step % 5 == 0:
            texts = check(window, names, f"move {step}")
    assert offered, "the game reached an envelope"
    assert any(seen(texts, name, "row") for name in names), "the log narrates names"

    # the start page's Continue line, and the saved games
    window.saves.save()
    window.go_home()
    texts = check(window, names, "the start page")
    assert seen(texts, names[0], "Label"), "Continue names the players"

    def walk(dialog) -> int:
        qtbot.waitExposed(dialog) if dialog.isVisible() else dialog.show()
        listed = check(window, names, "the saved games", [dialog])
        assert all(seen(listed, name) for name in names)
        return 0

    monkeypatch.setattr(SavedGamesDialog, "exec", walk)
    window.open_saved_games()

    # the end of a game: a record played to the end
    spec = game_spec("ponzi")
    model = spec.settings_from(len(seats), {"start_player": 0})
    state, actions, rng = spec.new_game(model, 3), [], random.Random(3)
    while not state.is_over:
        choice = rng.choice(state.legal_choices())
        action = choice.action if choice.param is None else choice.with_value(
            rng.randint(choice.lo, choice.hi))
        state.apply(action)
        actions.append(action.to_text())
    record = GameRecord(game="ponzi", settings=model.model_dump(mode="json"), seed=3, seats=seats,
                        actions=actions)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    window.start_session(GameSession(record, autosave_dir=autosave_dir(), bot_delay_ms=0))
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=10_000)
    texts = check(window, names, "the end table")
    for name in names:
        assert seen(texts, name), f"the end table shows {name!r}"
    assert shown_name(NAMES[3]) == "Mal"


# two of the games as a sample, not "every game"
@pytest.mark.parametrize("game", ["ponzi", "anti_monopoly"])
def test_the_new_game_dialog_shows_the_names_being_typed_as_typed(qtbot, app_settings, names, game):
    from ponzi_desktop.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(game, app_settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    typed = [*names, names[0]][:dialog.spec.max_players]  # two seats of one name: the message quotes it
    while len(dialog.rows) < len(typed):
        dialog.add_seat()
    for row, name in zip(dialog.rows, typed, strict=True):
        row.name_edit.setText(name)
    roles = getattr(dialog.rules, "roles", None)
    if roles is not None:  # the roles chosen per seat: a caption and a combo box for each name
        roles.buttons["chosen"].setChecked(True)
    for row in dialog.rows:
        row._fill_menu()  # the colour menu offers to swap with the seat that has a colour
    texts = check(dialog, names, "the new-game dialog", [dialog])
    assert seen(texts, names[0], "QLabel"), "the message says which name is twice"
    for name in names:
        assert seen(texts, name, "QComboBox"), f"the start player's list offers {name!r}"
        assert seen(texts, name, "action"), f"a colour menu offers to swap with {name!r}"


def test_texts_read_from_a_file_are_shown_as_written(qtbot, window, names, monkeypatch):
    """A save's own name, its players and a damaged file's reason (quoting the file) are never markup, and an
    override in a save's name reverses nothing around it: in the lists, the details, the start page, the
    question before deleting and the message that a file cannot be opened."""
    from ponzi_desktop.ui import save_questions

    saves_dir().mkdir(parents=True, exist_ok=True)
    title = "\u202e<b>Zed</b> & <i>co</i>"
    record = random_record(names, 10, 3)
    write_save(saves_dir() / "odd.json", record, replay(record), name=title)
    damaged = saves_dir() / "damaged.json"
    write_save(damaged, record, replay(record), name="<b>Broken</b>")
    damaged.write_text(damaged.read_text(encoding="utf-8").replace('"ponzi"', '"<b>Qux</b>\u202e"'),
                       encoding="utf-8")
    window.go_home()
    check(window, [*names, title], "the start page")
    seen_boxes = []

    def walk_box(box) -> int:
        seen_boxes.append(check(window, [*names, title, "<b>Qux</b>"], "a message", [box], isolated=False))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", walk_box)
    assert not window.load_path(damaged)
    assert seen_boxes and any("<b>Qux</b>" in t.text for t in seen_boxes[-1])

    def walk(dialog) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        for row in range(dialog.view.model_.rowCount()):  # the details of each: the damaged one's reason too
            dialog.view.setCurrentIndex(dialog.view.model_.index(row))
            texts = check(window, [*names, title], f"the saved games, entry {row}", [dialog])
            check(window, ["<b>Qux</b>"], f"the saved games, entry {row}", [dialog], isolated=False)
        assert seen(texts, title)
        question = save_questions.DeleteQuestion(dialog.view.model_.summaries()[0], dialog)
        question.show()
        check(window, [title], "the question before deleting", [question])
        question.reject()
        return 0

    monkeypatch.setattr(SavedGamesDialog, "exec", walk)
    window.open_saved_games()


def test_isolate_drops_unpaired_controls_and_changes_an_isolated_name_no_more():
    from ponzi_desktop.ui.formatting import isolate, mnemonic_safe, paired_bidi, plain_tip

    assert isolate("Eve") == "\u2068Eve\u2069" and isolate(isolate("Eve")) == isolate("Eve")
    assert isolate("\u202eMal") == "\u2068Mal\u2069"  # an override never closed would reverse the line
    assert paired_bidi("a\u202bb\u202cc\u2069") == "a\u202bb\u202cc"  # a pair stays; a PDI alone would end
    assert paired_bidi("\u2067x\u202ey\u2069") == "\u2067x\u202ey\u2069"  # a PDI closes the override too
    assert isolate("x\u2069y") == "\u2068xy\u2069"  # ... the isolate around the name early
    assert plain_tip("Bob passes") == "Bob passes"  # ordinary words keep the plain tooltip's look
    assert "&lt;b&gt;Eve&lt;/b&gt;" in plain_tip("<b>Eve</b> passes")
    assert mnemonic_safe("&amp;Bob") == "&&amp;Bob"


@pytest.mark.parametrize("game", [g.id for g in games.playable() if g.id != "ponzi"])
def test_every_other_table_shows_the_names_as_typed_and_isolated(qtbot, window, names, monkeypatch, game):
    """The same walk on every other game's table: the covers, the table, the log, the end table."""
    window.setUpdatesEnabled(False)  # texts are read, not pixels (`shown_texts` draws the scene itself)
    spec = game_spec(game)
    seats = [Seat(name=n, kind="human") for n in names[:spec.max_players]]
    session = GameSession.new(game, {}, 11, seats, autosave_dir=autosave_dir(), bot_delay_ms=0)
    window.start_session(session)
    page = window.game_page
    if page.cover.isVisible() or session.handoff_pending is not None:
        qtbot.waitUntil(page.cover.isVisible, timeout=10_000)
        page.cover.claim()
    texts = check(window, names, "the table")
    for name in names[:len(seats)]:
        assert seen(texts, name, "tip") or seen(texts, name, "painted"), f"the table shows {name!r}"
    rng, bot = random.Random(5), RandomBot()
    for step in range(40):
        if session.is_over:
            break
        assert session.submit(bot.choose(session.view(), rng))
        if session.handoff_pending is not None:
            cover_then_claim(qtbot, window, names)
        if step % 5 == 0:
            texts = check(window, names, f"move {step}")
    assert any(seen(texts, name, "row") for name in names), "the log narrates names"
    record = random_record(names[:len(seats)], None, 3, game=game, humans=tuple(range(len(seats))))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    window.start_session(GameSession(record, autosave_dir=autosave_dir(), bot_delay_ms=0))
    qtbot.waitUntil(lambda: window.game_page.end_table_shown(), timeout=10_000)
    texts = check(window, names, "the end table")
    assert any(seen(texts, name) for name in names)


def test_a_short_name_and_a_round_number_are_never_split_by_a_wrap():
    """The start page's Continue line left "1" of "Player 1" (or of "in round 1") alone on its last line."""
    from ponzi_desktop.ui.formatting import unbroken

    assert unbroken("Player 1") == "Player\u00a01"
    assert unbroken("Grandmother Elizabeth Jones") == "Grandmother Elizabeth Jones"
