"""A lesson's note never covers what it talks about: for every step of every game's lesson, the callout's
rectangle misses the pieces it points at, the values its words name ("$10", wherever the table draws it), the
learner's own pieces (their place, their streets on the board) and the step's own (the pawn that just moved), and
the places of the seats its words name ("Watch Ada"), and its arrow runs over none of them but the one holding its
target; after a resize it places itself again by the same rules. The small note that says who plays while the
others play leaves that seat's place, the learner's pieces, the name plates and Black Friday's chart in sight."""

from __future__ import annotations

import pytest
from lesson_checks import uncovered_problems
from lesson_walks import grouped, look
from lesson_walks import walked as shared_walk
from PySide6.QtCore import QRect, QSize
from test_lessons import open_lesson
from widget_checks import MAXIMISED_720

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui.lesson.areas import resolve
from ponzi_desktop.ui.lesson.arrows import arrow_crosses, covers
from ponzi_desktop.ui.lesson.clear import amounts
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.lesson.placing import PAST_WORDS, place
from ponzi_desktop.ui.lesson.plan import LEARNER
from ponzi_desktop.ui.main_window import MainWindow

GAMES = lesson_games()
OTHER_SIZE = (1920, 1080)


def test_the_amounts_words_name():
    assert amounts("Blue rose to $110, and you paid $1,500.") == {"110", "1500"}
    assert amounts("Wealth $140") == {"140"}
    assert amounts("row 10 of 12") == set()


def test_a_callout_goes_where_it_covers_no_value_named_and_its_arrow_crosses_no_own_piece():
    room = QRect(0, 0, 1000, 600)
    target = QRect(450, 100, 60, 60)
    price = QRect(450, 170, 60, 24)  # the price under the piece: the place right under the piece is taken
    name = QRect(300, 300, 400, 40)  # the learner's name, between the piece and the room's lower half
    size = QSize(300, 150)
    r = place(size, [target], room, avoid=[price, name])
    assert not covers(r, [target, price, name])
    assert not arrow_crosses(r, target, [price, name])


@pytest.mark.parametrize("game", GAMES)
def test_no_step_covers_what_it_talks_about_before_and_after_a_resize(qtbot, app_settings, game):
    app_settings.animation_speed = "off"
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    sizes = [MAXIMISED_720, OTHER_SIZE]
    window.resize(*sizes[0])
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    coach = window.game_page.coach
    problems = []
    seen: set[str] = set()  # the lesson's own pieces (a wheel's cards: none at first) are there at some step
    for index, step in enumerate(coach.steps):  # played forward, as a learner goes (no rewinds)
        if coach.shown != index:
            coach.go_to_step(index)
        qtbot.waitUntil(lambda i=index: coach.shown == i, timeout=5000)
        for name in step.keep_clear:  # a piece the step keeps clear is on the table
            if not resolve(coach.table.scene, name):
                problems.append(f"{game} step {index + 1}: {name} names no piece")
        seen |= {name for name in coach.session.plan.keep_clear if resolve(coach.table.scene, name)}
        for turn in range(2):  # where it shows, then the window resized under it
            size = sizes[(index + turn) % 2]
            if (window.width(), window.height()) != size:
                window.resize(*size)
                qtbot.waitUntil(lambda s=size: (window.width(), window.height()) == s, timeout=2000)
                qtbot.waitUntil(lambda s=size: coach.areas.room().width() > 0, timeout=2000)
            coach._position()  # the resize's own re-placing is queued: it is this, run now
            where = f"{game} step {index + 1} (at {step.at}, {size[0]}x{size[1]})"
            problems += [f"{where}: {p}" for p in uncovered_problems(coach)]
        coach.forward()  # Next, or Skip step: the lesson plays the learner's move
    assert problems == []
    assert seen == set(coach.session.plan.keep_clear)


#: The games, each the tests that share its walks kept on one xdist worker (`--dist loadgroup`), with
#: test_lesson_steps' walks in English: one walk at a window size holds both modules' checks.
WALKED_GAMES = [grouped(game) for game in GAMES]


def walked(qtbot, app_settings, game: str, size: tuple[int, int]) -> dict[str, list[str]]:
    """The walk through the lesson of `game` at `size` in English (`lesson_walks`): the problems of each test here
    that looks at the steps shown, by test ("plates", "places", "valued", and "rows" at 1280x720)."""
    return shared_walk(qtbot, app_settings, game, size, "en")


def _shown(check):
    """`check` at a step whose note shows (a window over the table carries the step's words at the others)."""

    def at_step(window, game, size, lang, index, step) -> list[str]:
        coach = window.game_page.coach
        return check(coach, game, size, index, step) if coach.callout.isVisible() else []

    return at_step


@look("plates", wanted=lambda game, size, lang: lang == "en")
@_shown
def _plates_at(coach, game, size, index, step) -> list[str]:
    return _plates_problems(coach, game, index, step)


@look("places", wanted=lambda game, size, lang: lang == "en")
@_shown
def _places_at(coach, game, size, index, step) -> list[str]:
    return _places_problems(coach, game, index, size)


@look("valued", wanted=lambda game, size, lang: lang == "en")
@_shown
def _valued_at(coach, game, size, index, step) -> list[str]:
    if covers(coach.callout.geometry(), coach.areas.valued()) and (game, step.title) not in VALUED_COVERED:
        return [f"{game} step {index + 1} ({size[0]}x{size[1]}): the note covers what the table values"]
    return []


@look("rows", wanted=lambda game, size, lang: lang == "en" and size == MAXIMISED_720)
@_shown
def _rows_at(coach, game, size, index, step) -> list[str]:
    return _rows_problems(coach, game, index, step)


#: Steps whose note covers what the table values at 1280x720 and 1920x1080 (the others' wheels and cards, the
#: prices, the status line): Anti-Monopoly's "A card", which points at the Monopolists' deck in the board's middle,
#: where every place covers the status line or the Treasury, and whose arrow from beside the table would cross the
#: seats' places, which the lesson keeps clear.
VALUED_COVERED = {("anti_monopoly", "A card")}


@pytest.mark.parametrize("size", [MAXIMISED_720, OTHER_SIZE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", WALKED_GAMES)
def test_a_note_leaves_what_the_table_values_in_sight_beside_the_table_where_the_board_has_no_room(
        qtbot, app_settings, game, size):
    """A review saw notes over Ponzi's other wheels and cards, Black Friday's market and Anti-Monopoly's status
    line at 1280x720 on crowded tables (Ponzi: 9 steps of 19, Black Friday: all 12). Where no place on the board
    leaves all in sight, the note goes beside the table, over the log's entries, in a narrower shape (its buttons
    on two rows) where its arrow from there is clear."""
    problems = walked(qtbot, app_settings, game, size)["valued"]
    assert problems == []


def _plates(coach) -> list[QRect]:
    """Every seat's name plate (its banner, HEADER_H units from its top), in page coordinates, found apart from
    the coach's own list."""
    from PySide6.QtCore import QPoint, QRectF

    from ponzi_desktop.ui.kit.seat import HEADER_H, SeatArea

    view = coach.table.view
    out = []
    for item in coach.table.scene.items():
        if isinstance(item, SeatArea) and item.isVisible():
            box = item.sceneBoundingRect()
            plate = QRectF(box.left(), box.top() + item.GLOW_MARGIN, box.width(), HEADER_H)
            r = view.mapFromScene(plate).boundingRect().intersected(view.viewport().rect())
            out.append(QRect(view.viewport().mapTo(coach.page, QPoint(0, 0)) + r.topLeft(), r.size()))
    return out


#: Steps with no room for a note that covers neither the pieces it points at, the values it names, the learner's
#: own pieces nor a seat's name plate: Black Friday's sale, whose note points at the market and the current sale
#: row between the learner's screen and the level panel, and its first purchase, which keeps the market, the
#: chart and the sale track in sight. A note there covers a plate rather than what it names.
CROWDED = {("black_friday", "Sell shares"), ("black_friday", "Finish the sale"), ("black_friday", "Buy a share")}


#: Steps whose note's place clear of what the table values (the others' wheels and cards) has its arrow run past a
#: label's edge: Ponzi's "Wait for an offer" at 1280x720 (7 points of it).
VALUED_CROWDED = {("ponzi", "Wait for an offer")}


def _plates_problems(coach, game, index, step) -> list[str]:
    """What `test_no_note_covers_a_seats_name_plate_or_what_the_step_names_or_just_moved` holds at a step."""
    problems = []
    rect = coach.callout.geometry()
    plates = _plates(coach)
    if not plates:
        problems.append(f"{game} step {index + 1}: no name plate found")
    if covers(rect, plates) and (game, step.title) not in CROWDED:
        problems.append(f"{game} step {index + 1}: the note covers a seat's name plate")
    scene = coach.table.scene
    if game == "black_friday" and step.title == "Buy a share":
        market = coach.areas.item_rects([*scene.market.prices.values(), *scene.market.stacks.values(), scene.sale,
                                    scene.chart])
        if covers(rect, market):
            problems.append(f"{game} step {index + 1}: the note covers the market's shares or prices, the "
                            "sale track or the chart")
    if game == "anti_monopoly" and scene.dice.faces:  # just thrown: the dice and the pawn they moved
        moved = coach.areas.item_rects([scene.dice, scene.pawns[scene.view_now.current]])
        if covers(rect, moved):
            problems.append(f"{game} step {index + 1}: the note covers the dice just thrown or the pawn")
        anchors = coach.areas.anchor_rects()
        if anchors and arrow_crosses(rect, anchors[0], moved[1:], coach.callout.scale):
            problems.append(f"{game} step {index + 1}: the arrow runs over the pawn that moved")
    return problems


@pytest.mark.parametrize("size", [MAXIMISED_720, OTHER_SIZE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", WALKED_GAMES)
def test_no_note_covers_a_seats_name_plate_or_what_the_step_names_or_just_moved(qtbot, app_settings, game, size):
    """A review saw the Ponzi lesson's first note over Ada's name, Black Friday's "Buy a share" over the
    market's shares and price tags, the share sale track and the chart's top, and Anti-Monopoly's "Buy a
    property" over the dice just thrown, its arrow's tip on the learner's pawn."""
    problems = walked(qtbot, app_settings, game, size)["plates"]
    assert problems == []


def test_a_label_the_words_name_is_kept_clear_and_no_other():
    from ponzi_desktop.ui.lesson.clear import labels

    assert labels("Row 2", "Your second tile funds from row 2, where the cards are bigger")
    assert not labels("Row 1", "Your second tile funds from row 2")
    assert not labels("Row 2", "from row 21")
    assert not labels("$12", "the $12 card")  # an amount: kept clear as one (`amounts`)


def _rows_problems(coach, game, index, step) -> list[str]:
    """What `test_a_step_that_names_a_row_keeps_its_label_clear_and_no_arrow_runs_over_the_tables_words` holds
    at a step."""

    problems = []
    rect = coach.callout.geometry()
    where = f"{game} step {index + 1}"
    scene = coach.table.scene
    if game == "ponzi":
        rows = [n for n in range(3) if f"row {n + 1}" in step.text.lower()]
        heads = coach.areas.item_rects([scene.board.row_labels[n][0] for n in rows])
        if covers(rect, heads):
            problems.append(f"{where}: the note covers a row label its words name")
        if "gives back" in step.text:
            tiles = coach.areas.item_rects([t for t in scene.areas[1].tiles.values()])
            if covers(rect, tiles):
                problems.append(f"{where}: the note covers Ada's tiles")
    rings = coach.spotlight.rings  # the arrow painted points at the first (beside the table: the nearest lit)
    if rings and coach.spotlight.callout is not None:
        target = QRect(rings[0]).adjusted(-18, -18, 18, 18)
        texts = [t for t in coach.areas.table_texts() if not target.intersects(t)]
        crossed = sum(any(t.contains(pt.toPoint()) for t in texts) for pt in coach.spotlight.arrow_points())
        if crossed > PAST_WORDS and (game, step.title) not in CROWDED | VALUED_CROWDED:  # a few points: the arrow's edge past a word, not through a label
            problems.append(f"{where}: the arrow runs through the table's words ({crossed} points)")
    return problems


@pytest.mark.parametrize("game", WALKED_GAMES)
def test_a_step_that_names_a_row_keeps_its_label_clear_and_no_arrow_runs_over_the_tables_words(
        qtbot, app_settings, game):
    """A review saw the Ponzi lesson's "A second tile" note over the funding board's "Row 1"/"Row 2" labels
    while its words said "from row 2", its arrows through "Row 2", "Bank" and "7 left", and "The market
    crashes" over Ada's tiles. Every label a step's words name is kept clear; an arrow runs over the table's
    words only where every place's arrow does."""
    problems = walked(qtbot, app_settings, game, MAXIMISED_720)["rows"]
    assert problems == []


def _places(coach, seats) -> list[QRect]:
    """The places of `seats` (what each shows), in page coordinates."""
    from ponzi_desktop.ui.kit.seat import SeatArea

    return coach.areas.item_rects([a for a in coach.table.scene.items() if isinstance(a, SeatArea) and a.seat in seats],
                             filled=True)


def _own_on_the_board(coach) -> list[QRect]:
    """The learner's own pieces on the board (Anti-Monopoly's streets the learner owns), found from the view shown,
    apart from the table's own list; none on a table whose board has no owners."""
    scene = coach.table.scene
    owners = getattr(getattr(scene, "view_now", None), "owners", None)
    if owners is None or not hasattr(scene, "spaces"):
        return []
    return coach.areas.item_rects([scene.spaces[sq] for sq, owner in enumerate(owners) if owner == LEARNER])


def _chart(coach) -> list[QRect]:
    """Black Friday's price chart (nothing on a table without one)."""
    chart = getattr(coach.table.scene, "chart", None)
    return coach.areas.item_rects([chart]) if chart is not None else []


def _places_problems(coach, game, index, size) -> list[str]:
    """What `test_no_note_covers_the_place_of_a_seat_its_words_name_nor_the_learners_own_streets` holds at a
    step."""
    names = [seat.name for seat in coach.session.plan.seats]
    problems = []
    rect = coach.callout.geometry()
    words = f"{coach.callout.title.text()} {coach.callout.text.text()}"
    named = {seat for seat, name in enumerate(names) if seat != LEARNER and name and name in words}
    where = f"{game} step {index + 1} ({size[0]}x{size[1]})"
    if covers(rect, _places(coach, named)):
        problems.append(f"{where}: the note covers the place of a seat it names")
    if covers(rect, _own_on_the_board(coach)):
        problems.append(f"{where}: the note covers the learner's own streets")
    return problems


@pytest.mark.parametrize("size", [MAXIMISED_720, OTHER_SIZE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", WALKED_GAMES)
def test_no_note_covers_the_place_of_a_seat_its_words_name_nor_the_learners_own_streets(qtbot, app_settings, game,
                                                                                        size):
    """A review saw the Ponzi lesson's "Watch Ada, though: an envelope is coming your way" over Ada's place and
    wheel, and Anti-Monopoly's "End your turn" over the learner's own streets. A step's note leaves in sight the
    place of every other seat its words name, and the learner's own pieces on the board, at every step."""
    problems = walked(qtbot, app_settings, game, size)["places"]
    assert problems == []


@pytest.mark.parametrize("size", [MAXIMISED_720, OTHER_SIZE], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", GAMES)
def test_the_note_that_says_who_plays_leaves_that_seat_the_learner_and_the_chart_in_sight(
        qtbot, app_settings, monkeypatch, game, size):
    """A review saw the small "Ada plays" note on Black Friday's price chart, where the others' moves change the
    prices. At every position of the script where another seat plays, the note that says so covers neither the
    place of the seat that plays, the learner's own pieces (their place, their streets), a seat's name plate, nor
    the chart."""
    window = open_lesson(qtbot, app_settings, game, size)
    coach, session = window.game_page.coach, window.session
    monkeypatch.setattr(session, "_maybe_start_bot", lambda: None)  # the table stays at each position looked at
    plan = session.plan
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    at_steps = {s.at for s in plan.steps}
    others = []
    for n, text in enumerate(plan.script):
        # after the last step the others' moves play under no note (test_lesson_plays_note)
        if state.current_player != LEARNER and n not in at_steps and n < plan.steps[-1].end:
            others.append((n, state.current_player))
        state.apply_text(text)
    problems = []
    for n, actor in others:
        session.rewind(n)
        qtbot.waitUntil(lambda: coach.shown == coach.OTHERS and not coach.table.animator.busy, timeout=5000)
        coach._position()
        rect = coach.callout.geometry()
        where = f"{game} at {n} ({size[0]}x{size[1]})"
        if covers(rect, _places(coach, {actor})):
            problems.append(f"{where}: the note covers the place of the seat that plays")
        if covers(rect, coach.areas.kept_clear() + _own_on_the_board(coach)):
            problems.append(f"{where}: the note covers the learner's own pieces or what just moved")
        if covers(rect, _plates(coach)):
            problems.append(f"{where}: the note covers a name plate")
        if covers(rect, _chart(coach)):
            problems.append(f"{where}: the note covers the chart")
    assert others and problems == []
