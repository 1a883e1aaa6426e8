"""Learn to play, for every game with a lesson: the lesson file is a lesson of that game (its script replays on
the engine, every move step is the learner's), and every step on a real window, at 1280x720 (maximised) and
1920x1080, in every language: the callout covers none of the pieces it points at, the pieces it names are on
the table, and its words are whole and no smaller than 11 px. Then what the lesson's session and coach do with
the learner's moves (a wrong one refused with words, Back, Skip step, Play on), and that a lesson stays out
of the autosave and the history."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QObject, QPointF, QRect, QRectF
from widget_checks import MAXIMISED_720, clipped, too_small

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.lesson.areas import resolve
from ponzi_desktop.ui.lesson.arrows import (
    arrow_crosses,
    arrow_curve,
    arrow_target,
    covers,
    curve_points,
    holds,
)
from ponzi_desktop.ui.lesson.files import lesson_games
from ponzi_desktop.ui.lesson.placing import place
from ponzi_desktop.ui.lesson.plan import LEARNER, LessonError, plan_for, read_plan
from ponzi_desktop.ui.main_window import MainWindow

GAMES = lesson_games()
SIZES = [MAXIMISED_720, (1920, 1080)]


@pytest.fixture
def english_after():
    yield
    i18n.install("en")


def open_lesson(qtbot, app_settings, game: str, size=MAXIMISED_720, language: str | None = None,
                animations: str = "off") -> MainWindow:
    app_settings.animation_speed = animations
    app_settings.bot_speed = "instant"
    window = MainWindow(app_settings, language=language)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    qtbot.waitUntil(lambda: window.game_page.coach.shown is not None, timeout=5000)
    return window


class Frames(QObject):
    """Watches each frame the board paints during a lesson walk (a test's `eventFilter` reads it): the page, the
    table, the coach, what went wrong."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.page, self.table = window.game_page, window.game_page.table
        self.coach = self.page.coach
        self.problems: list[str] = []
        self.table.view.viewport().installEventFilter(self)

    def rect_of(self, item) -> QRect:
        """A piece's rectangle on the page, as the note's is."""
        view = self.table.view
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return QRect(view.viewport().mapTo(self.page, r.topLeft()), r.size())


def walk_to(qtbot, window: MainWindow, title: str, timeout: int = 20_000, most: int = 200) -> None:
    """On from the step showing to the one titled `title`: Next on a note, the move asked for otherwise, each
    once the board stands still."""
    from ponzi_desktop.ui.lesson.plan import LEARNER

    coach, table, session = window.game_page.coach, window.game_page.table, window.session
    end = [s.title for s in coach.steps].index(title)
    for _ in range(most):
        qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and not table.animator.busy, timeout=timeout)
        if coach.shown == end:
            return
        step = coach.current_step()
        if step is not None and step.kind == "note":
            coach.callout.forward.click()
        else:
            session.submit(session.expected(), LEARNER)
    raise AssertionError(f"the walk never came to {title!r}")


def test_every_game_has_a_lesson():
    from ponzi_desktop.ui.games import playable

    assert [g.id for g in playable()] == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_is_a_game_of_its_own_deal(game):
    plan = plan_for(game)
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    learner_at = set()
    for n, text in enumerate(plan.script):
        assert not state.is_over, f"the game ends before action {n}"
        if state.current_player == LEARNER:
            learner_at.add(n)
        state.apply_text(text)
    for step in plan.steps:
        if step.kind == "move":
            for n in range(step.at, step.end):
                assert n in learner_at, f"step at {step.at} asks the learner for another seat's move ({n})"
        assert step.title and step.text


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_text_calls_the_one_seat_it_names_by_its_name(game):
    """A review read Ponzi's "the start player marker moves on to Ada. As the new start player, they take one
    card" and "Had Bruno made a counter-offer, they would have paid you" (and Anti-Monopoly's "Bruno's card sent
    them to your U.S. Railroad") as awkward: a text that names one other seat says its name again, not "they"
    (which a learner reads as several players, or the other seats)."""
    plan = plan_for(game)
    names = [seat.name for seat in plan.seats if seat.name]
    awkward = []
    for text in plan.texts:
        named = [name for name in names if re.search(rf"\b{re.escape(name)}\b", text)]
        if len(named) == 1 and re.search(r"\b(they|them|their|theirs)\b", text, re.IGNORECASE):
            awkward.append(text)
    assert awkward == []


def test_a_file_that_is_no_lesson_is_said_in_one_line(tmp_path):
    bad = tmp_path / "x.json"
    bad.write_text('{"game": "ponzi"}', encoding="utf-8")
    with pytest.raises(LessonError, match="not a lesson"):
        read_plan(bad)
    with pytest.raises(LessonError, match="missing"):
        read_plan(tmp_path / "none.json")
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="cannot be read"):
        read_plan(bad)


def test_the_callout_is_placed_beside_what_it_points_at_never_over_it():
    room = QRect(0, 0, 1000, 600)
    anchors = [QRect(400, 250, 80, 60), QRect(100, 100, 50, 50)]
    r = place(QRect(0, 0, 300, 150).size(), anchors, room)
    assert not covers(r, anchors)
    assert room.contains(r)
    assert abs(r.center().y() - anchors[0].center().y()) < 200  # beside the first piece, not across the room
    crowded = [QRect(0, 0, 1000, 260), QRect(0, 340, 1000, 260)]  # room only for a thin strip between them
    r = place(QRect(0, 0, 300, 60).size(), crowded, room)
    assert not covers(r, crowded)


def test_a_callout_with_no_place_in_its_shape_takes_another_that_has_one():
    """Black Friday's Japanese "A price change" at 1280x720 was 6 px too wide for the one gap beside the
    prices it points at, and 16 px too tall for the band below them: it covered a price. A callout that has no
    place in its usual shape takes another of its shapes (its words wrapped wider and shorter, or narrower and
    taller) that has one, and its usual shape where that has one."""
    room = QRect(0, 0, 1000, 600)
    anchors = [QRect(0, 0, 1000, 200), QRect(0, 400, 1000, 200)]  # a band 200 px high between them
    usual, wide = QRect(0, 0, 360, 202).size(), QRect(0, 0, 460, 170).size()
    assert covers(place(usual, anchors, room), anchors)
    r = place(usual, anchors, room, others=[wide])
    assert r.size() == wide and not covers(r, anchors) and room.contains(r)
    r = place(usual, anchors[:1], room, others=[wide])
    assert r.size() == usual and not covers(r, anchors[:1])


def test_an_arrow_takes_a_way_over_nothing_the_table_values_where_one_is():
    """A review saw lesson arrows run over other pieces (Ada's cards, the round's lines) where another way from
    the note's facing edge ran over none: of the ways in that keep clear of what the note keeps clear, the arrow
    takes one over none of what the table values (`prefer`) where one is, else the one over the least of it."""
    callout, target = QRectF(600, 100, 300, 300), arrow_target(QRect(100, 330, 60, 60), 1.0)
    straight = arrow_curve(callout, target, 1.0)
    card = QRectF(300, 340, 60, 40)  # on the straight way, level with the piece
    assert any(card.contains(p) for p in curve_points(*straight))
    curve = arrow_curve(callout, target, 1.0, [], [card])
    assert curve is not None and not any(card.contains(p) for p in curve_points(*curve))
    assert curve[0].x() == callout.left()  # from the same, facing edge
    band = QRectF(170, 0, 420, 600)  # no way misses it: the way over the least of it
    least = arrow_curve(callout, target, 1.0, [], [band])
    assert sum(band.contains(p) for p in curve_points(*least)) <= sum(band.contains(p) for p in curve_points(*straight))


def _step_checked(window, game, size, lang, index, step) -> list[str]:
    """What `test_every_step_points_at_its_pieces_uncovered_and_reads_whole` holds at a step, gone to and placed."""
    page = window.game_page
    coach = page.coach
    problems = []
    where = f"{game} step {index + 1} (at {step.at}, {size[0]}, {lang})"
    anchors = coach.areas.anchor_rects()
    if (step.anchors or step.kind == "move") and not anchors:
        problems.append(f"{where}: points at nothing")
    if step.kind == "move" and not window.session.hint:
        problems.append(f"{where}: the move asked for is not lit")
    problems += [f"{where}: {p}" for p in uncovered_problems(coach)]
    reach = reach_of_the_piece_pointed_at(coach)
    if covers(coach.callout.geometry(), coach.areas.item_rects(reach)) and coach.callout.isVisible():
        problems.append(f"{where}: the note covers what the piece it points at would act on")
    if (game, step.title) in REACHES:  # that check is not empty where a review saw the note over a share
        missing = [name for name in REACHES[(game, step.title)] for i in resolve(page.table.scene, name)
                   if i.isVisible() and i not in reach]
        if missing:
            problems.append(f"{where}: {missing} are not among what the note leaves in sight")
    if anchors and not arrow_ends_on(coach, anchors[0]):
        problems.append(f"{where}: the arrow does not end on the piece it points at")
    problems += [f"{where}: {p}" for p in clipped(coach.callout) + too_small(coach.callout)]
    return problems


def reach_of_the_piece_pointed_at(coach) -> list:
    """At a step that asks for a move, the table's pieces that the other moves of a piece it points at, not the
    move's own, would move now (pieces picked up carry a payload): Black Friday's "Your bonus tile" points at the
    tile beside "click End turn", and its free move takes a market share onto a track. A review saw the Japanese
    note at 1920x1080 over the market's white share."""
    step = coach.current_step()
    asked = coach.session.expected()
    if step is None or step.kind != "move" or asked is None:
        return []
    table = coach.table
    own = set(table.hint_items(asked))
    pointed = [i for name in step.anchors if not name.startswith("panel") for i in resolve(table.scene, name)
               if getattr(i, "payload", None) is not None and i not in own]
    reach = []
    for choice in coach.session.view().choices:
        items = table.hint_items(choice.action)
        if choice.action != asked and any(p in items for p in pointed):
            reach += [i for i in items if i not in pointed and i not in reach and getattr(i, "payload", None)]
    return reach


#: What the check above holds in sight at a step (anchor paths), so it is never empty there.
REACHES = {("black_friday", "Your bonus tile"): ["market.stacks"]}

#: Steps whose arrow cannot reach its piece without crossing something kept clear: Black Friday's "Buy a share"
#: points at the market's blue share from below the share sale track (the market, the chart, the level and the
#: learner's screen leave the note no room above it), and stops at the blue share's price tag.
ARROW_CROSSES = {("black_friday", "Buy a share")}



def uncovered_problems(coach) -> list[str]:
    """What the note showing covers of what it must leave in sight: the pieces it points at, the learner's own
    pieces and the step's (the pawn that just moved, the dice just thrown), the values its words name; and what
    its arrow, head and all, runs over of those but the one holding its piece."""
    callout = coach.callout
    if not callout.isVisible():  # a window open over the table carries the step's words
        return []
    rect = callout.geometry()
    anchors, kept, named = coach.areas.anchor_rects(), coach.areas.kept_clear(), coach.areas.named_values()
    out = []
    if covers(rect, anchors):
        out.append("the note covers a piece it points at")
    if covers(rect, named):
        out.append("the note covers a value its words name")
    if covers(rect, kept):
        out.append("the note covers the learner's own pieces, the step's or what just moved")
    if covers(rect, [r for r in next_in_turn(coach) if r not in anchors]):
        out.append("the note covers the pieces of the learner's next move in the turn")
    # a review saw Ponzi's "Your move" (take a Grain tile) over the Grain pile's "Grain / 15 left"
    if covers(rect, [t for t in coach.areas.table_texts() if any(t.intersects(a) and not a.contains(t) for a in anchors)]):
        out.append("the note covers the words beside a piece it points at")
    if covers(rect, [r for r in others_alike(coach) if r not in anchors]):
        out.append("the note covers the others' pieces of a move like the learner's, just before or after it")
    step = coach.current_step()
    crossing = (coach.session.plan.game, step.title if step is not None else "") in ARROW_CROSSES
    # the arrow as the spotlight paints it: at the table's scale (the note's own follows it only past 1 %)
    if anchors and not crossing and arrow_crosses(rect, anchors[0], [k for k in kept + named
                                                                     if not holds(k, anchors[0])],
                                                  coach.spotlight.scale):
        out.append("the arrow runs over a piece kept clear")
    # a play test saw Ponzi's notes on Ada's wheel and Bruno's cards, Black Friday's on the market's prices, the
    # chart, the bag's count and the status line, where the board had room for them elsewhere
    valued = coach.areas.valued()
    if covers(rect, valued):
        free = free_place(coach, valued)
        if free is not None:
            out.append(f"the note covers what the table values (the others' wheels and cards, the prices, the "
                       f"status line, the tracks) though {free.getRect()} leaves all in sight")
    return out


def free_place(coach, valued: list[QRect]) -> QRect | None:
    """A place of the note, in its usual shape, on a grid over the room (every 24 px), that covers none of the
    pieces it points at (nor the gap round them), nothing it keeps clear, no name plate and none of what the table
    values, with its arrow clear of what it keeps clear; None when the board has no such room."""
    from ponzi_desktop.ui.lesson.placing import GAP, covered_areas

    areas, callout = coach.areas, coach.callout
    if coach.shown == coach.OTHERS:
        return None  # the small note's own rule: `test_the_note_that_says_who_plays...`
    anchors = areas.anchor_rects()
    gap = round(GAP * callout.scale) // 2
    dialogs = [coach._dialog_rect(d) for d in getattr(coach.table, "dialogs", []) if d.isVisible()]
    avoid = dialogs + areas.kept_clear() + areas.named_values() + areas.watched_places()
    in_the_way = [a for a in avoid if not anchors or not holds(a, anchors[0])]
    kept = [a.adjusted(-gap, -gap, gap, gap) for a in anchors] + avoid + areas.name_plates() + \
        areas.anchor_words() + [r for r in areas.item_rects(areas.reach_items()) if r not in anchors] + valued
    room = areas.room()
    for size in callout.shapes()[:1]:
        w, h = size.width(), size.height()
        places = [QRect(x, y, w, h) for x in range(room.left(), room.right() - w + 2, 24)
                  for y in range(room.top(), room.bottom() - h + 2, 24)]
        for r, covered in zip(places, covered_areas(places, kept), strict=True):
            if not covered and not (anchors and arrow_crosses(r, anchors[0], in_the_way, callout.scale)):
                return r
    return None


def next_in_turn(coach) -> list[QRect]:
    """A review saw Anti-Monopoly's "Leave Prison" ("pay the $50 fine, then roll as usual") over the dice: while
    a move is asked for, the pieces of the learner's moves that follow it in the same turn, in page coordinates."""
    session, step = coach.session, coach.current_step()
    if coach.shown == -1:
        start = session.action_count + 1
    elif step is not None and step.kind == "move":
        start = step.end
    else:
        return []
    state = session._state.clone()
    items = []
    for n in range(session.action_count, len(session.plan.script)):
        if state.is_over or n >= start and state.current_player != LEARNER:
            break
        if n >= start:
            items += coach.table.hint_items(session._script[n])
        state.apply(session._script[n])
    return coach.areas.item_rects(items, filled=True)


def others_alike(coach) -> list[QRect]:
    """A review saw Ponzi's "Give back a tile" over Ada's and Bruno's tiles, which they give back in the same
    crash: while a move is asked for, the pieces the other seats' moves of its kind use, played in a row right
    before it and right after it, in page coordinates."""
    session, step = coach.session, coach.current_step()
    if coach.shown == -1:
        at, end = session.action_count, session.action_count + 1
    elif step is not None and step.kind == "move":
        at, end = step.at, step.end
    else:
        return []
    plan = session.plan
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    moves = []
    for text in plan.script:
        moves.append((state.current_player, text))
        state.apply_text(text)
    script = session._script
    items = []
    for run in (range(at - 1, -1, -1), range(end, len(script))):
        for n in run:
            if moves[n][0] == LEARNER or type(script[n]) is not type(script[at]):
                break
            items += coach.table.hint_items(script[n], moves[n][0])
    return coach.areas.item_rects(items, filled=True)


def arrow_tip(coach) -> tuple[QPointF, QPointF] | None:
    """The painted arrow's tip and where its head points 14 px (at scale 1) on, in page coordinates."""
    spot = coach.spotlight
    if spot.callout is None or not spot.rings:
        return None
    curve = arrow_curve(QRectF(spot.callout), arrow_target(spot.rings[0], spot.scale), spot.scale,
                        [QRectF(k) for k in spot.clear], [QRectF(k) for k in spot.prefer])
    if curve is None:
        return None
    _start, bend, end = curve
    dx, dy = end.x() - bend.x(), end.y() - bend.y()
    length = math.hypot(dx, dy) or 1
    on = 14 * spot.scale
    return end, QPointF(end.x() + dx / length * on, end.y() + dy / length * on)


def arrow_ends_on(coach, anchor: QRect) -> bool:
    """No arrow (the callout touches the piece), or one whose tip is at the piece's ring and whose head points
    into the piece; or, where a piece kept clear lies against it on the arrow's way (its price tag), whose tip
    stops at that piece's edge and whose head points on across it into the piece."""
    tip = arrow_tip(coach)
    if tip is None:
        return True
    end, on = tip
    s = coach.spotlight.scale
    ring = QRectF(anchor).adjusted(-10 * s, -10 * s, 10 * s, 10 * s)
    if ring.contains(end) and QRectF(anchor).contains(on):
        return True
    against = [QRectF(k) for k in coach.spotlight.clear if QRectF(k).intersects(ring)]
    if not any(k.adjusted(-2, -2, 2, 2).contains(end) for k in against):
        return False
    step = QPointF((on.x() - end.x()) / 14, (on.y() - end.y()) / 14)  # one pixel at scale 1, on into the piece
    across = max(max(k.width(), k.height()) for k in against) + 14 * s
    return any(QRectF(anchor).contains(end + step * n) for n in range(round(across / s)))


def test_the_arrow_ends_on_its_piece_not_at_a_corner_beside_it():
    """A piece in a column of pieces, the callout below right of it: the arrow ends at the piece's side with
    its head pointing in, not at the corner next to the piece below (Ponzi's Transportation over Grain)."""
    piece, below = QRect(11, 41, 57, 57), QRect(11, 103, 57, 57)
    callout = QRectF(488, 347, 360, 170)
    start, bend, end = arrow_curve(callout, arrow_target(piece, 1.0), 1.0)
    assert not QRectF(below).adjusted(-8, -8, 8, 8).contains(end)
    assert end.y() < piece.bottom()
    dx, dy = end.x() - bend.x(), end.y() - bend.y()
    length = math.hypot(dx, dy)
    assert QRectF(piece).contains(QPointF(end.x() + dx / length * 14, end.y() + dy / length * 14))


def test_a_ponzi_step_that_names_a_tile_points_at_that_tile(qtbot, app_settings):
    """Every Ponzi move step whose words name an industry's tile ("drag the lit Transportation tile") lights
    that industry's tile first, and its arrow ends on it: of all the industries' tiles (the supply's piles and
    the learner's), the one whose centre is nearest to where the arrow's head points is the one named (their
    bounds overlap: the centres tell them apart)."""
    from ponzi_desktop.ui.ponzi.items import industry_name

    window = open_lesson(qtbot, app_settings, "ponzi")
    coach = window.game_page.coach
    scene = coach.table.scene
    tiles = {ind: [scene.supply.piles[ind], scene.areas[LEARNER].tiles.get(ind)] for ind in scene.supply.piles}
    checked = 0
    for index, step in enumerate(coach.steps):
        named = [ind for ind in tiles if re.search(rf"[Dd]rag (or click )?(the lit |your (lit )?){industry_name(ind)} tile\b",
                                                   step.text)]
        if step.kind != "move" or not named:
            continue
        coach.go_to_step(index)
        qtbot.waitUntil(lambda i=index: coach.shown == i, timeout=5000)
        coach._position()
        anchors = coach.areas.anchor_rects()
        own = coach.areas.item_rects([t for t in tiles[named[0]] if t is not None])
        assert anchors and anchors[0] in own, f"step {index + 1} lights another piece first"
        assert arrow_ends_on(coach, anchors[0]), f"step {index + 1}: the arrow ends beside its tile"
        tip = arrow_tip(coach)
        if tip is not None:
            rects = {ind: coach.areas.item_rects([t for t in ts if t is not None]) for ind, ts in tiles.items()}
            nearest = min(((distance(tip[1], r.center()), ind) for ind, rs in rects.items() for r in rs))[1]
            assert nearest == named[0], f"step {index + 1}: the arrow points nearer the {nearest} tile"
        checked += 1
    assert checked >= 3


def distance(a: QPointF, b) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


#: The walks through every step of a lesson, one per (game, window size, language), shared by the tests that look
#: at each step as it shows (`walked`): what each test holds, step by step, recorded under its name.
_WALKS: dict[tuple[str, tuple[int, int], str], dict[str, list[str]]] = {}


def _grouped(game: str):
    """`game` as a parameter whose tests share its walks on one xdist worker (`--dist loadgroup`)."""
    return pytest.param(game, marks=pytest.mark.xdist_group(f"lesson_walks_{game}"))


def walked(qtbot, app_settings, game: str, size: tuple[int, int], lang: str) -> dict[str, list[str]]:
    """One walk through the lesson of `game` at `size` in `lang`, each step gone to (`go_to_step`) and placed:
    what `test_every_step_points_at_its_pieces_uncovered_and_reads_whole` holds at each step ("steps"), then, at a
    step that asks for a move, what `test_a_refusal_said_under_a_note_leaves_it_where_it_is` holds once a refusal
    is said under its words ("refusal"; the next step is gone to afresh). The first test to ask walks it."""
    key = (game, size, lang)
    if key not in _WALKS:
        i18n.install(lang)
        window = open_lesson(qtbot, app_settings, game, size)
        coach = window.game_page.coach
        found: dict[str, list[str]] = {"steps": [], "refusal": []}
        for index, step in enumerate(coach.steps):
            coach.go_to_step(index)
            qtbot.waitUntil(lambda i=index: coach.shown == i, timeout=5000)
            coach._position()
            found["steps"] += _step_checked(window, game, size, lang, index, step)
            if step.kind == "move" and coach.callout.isVisible():
                found["refusal"] += _refusal_checked(window, game, size, lang, index)
        _WALKS[key] = found
    return _WALKS[key]


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", [_grouped(game) for game in GAMES])
def test_every_step_points_at_its_pieces_uncovered_and_reads_whole(qtbot, app_settings, english_after, game, size,
                                                                     lang):
    problems = walked(qtbot, app_settings, game, size, lang)["steps"]
    assert problems == [], "\n".join(problems)


def room_to_grow(coach, note: QRect, height: int) -> bool:
    """Whether `note`, grown to `height` down from its top edge or up from its bottom edge, stays in the room
    and covers nothing a note leaves in sight (its pieces, the learner's, the values it names, the places it
    says to watch, the name plates, what the table values: where it would cover that, it is placed again)."""
    room = coach.areas.room()
    keep = coach.areas.anchor_rects() + coach.areas.kept_clear() + coach.areas.named_values() + coach.areas.watched_places() \
        + coach.areas.name_plates() + coach.areas.valued()
    for grown in (QRect(note.left(), note.top(), note.width(), height),
                  QRect(note.left(), note.bottom() + 1 - height, note.width(), height)):
        if room.contains(grown) and not covers(grown, keep):
            return True
    return False


@pytest.mark.parametrize("game", GAMES)
def test_through_the_whole_lesson_the_plays_note_names_its_seat_and_every_move_is_asked_for_uncovered(
        qtbot, app_settings, game):
    """One walk through the whole lesson, on the script (the learner's moves made as asked), holding at every
    moment what reviews saw go wrong:
    - Ponzi's "Your move" on the way to step 10 (take a Grain tile) over the Grain pile's words: every note that
      asks for a move of no step leaves all in sight as a step's does;
    - "Ada plays" during Bruno's turn and the learner's own: the small note names the seat whose move comes;
    - Anti-Monopoly's "Drag a house onto Basin St." waiting for three houses and then French Quarter's buildings
      without a word: a step of several moves counts them."""
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    names = coach.table.names
    problems, seen, seen_others = [], 0, 0
    for _ in range(600):
        _settled(qtbot, coach)
        if coach.shown == -2 or session.is_over:
            break
        if coach.shown == coach.OTHERS:
            seen_others += 1
            actor = session._state.current_player
            assert actor != LEARNER and names[actor] in coach.callout.title.text()
            assert not any(names[s] in coach.callout.title.text() for s in range(len(names)) if s != actor)
            qtbot.waitUntil(lambda p=session.action_count: session.action_count > p or coach.shown != coach.OTHERS,
                            timeout=10000)
            continue
        step = coach.current_step()
        if step is not None and step.kind == "note":
            coach.callout.forward.click()
            continue
        if step is not None and step.moves > 1:
            n = session.action_count - step.at + 1
            assert f"({n} of {step.moves})" in coach.callout.title.text()
        if coach.shown == -1:
            seen += 1
            coach._position()
            problems += [f"{game} at {session.action_count}: {p}" for p in uncovered_problems(coach)]
        assert session.expected() is not None
        session.submit(session.expected(), LEARNER)
    assert seen and seen_others and problems == [], "\n".join(problems)


#: Lessons whose table leaves a note room to grow where it is at every step that asks for a move. Black
#: Friday's does not: at 1280x720 a note that points at the market and the learner's screen has no place that
#: covers neither with a refusal under its words (its market, chart, tracks and screens fill the table), and
#: where it grows it is placed again.
ROOM_TO_GROW = ["ponzi", "anti_monopoly"]


def _refusal_checked(window, game, size, lang, index) -> list[str]:
    """At a step that asks for a move, its note showing: what `test_a_refusal_said_under_a_note_leaves_it_where_it_is`
    holds once a refusal is said under its words (the note said first, then the refusal)."""
    coach = window.game_page.coach
    moved = []
    before = coach.callout.geometry()
    window.session.action_rejected.emit("lesson_other_move")
    coach._position()
    after = coach.callout.geometry()
    where = f"{game} step {index + 1} ({size[0]}, {lang})"
    # how tall it is with the refusal in the width it was placed in (where it moved, it may have taken another)
    grown = after.height() if after.width() == before.width() else coach.callout.height_for(before.width())
    # the refusal is said under its words: measured in the width the note was placed in (the placing may take a
    # wider shape where the grown note has no room, and be less tall there)
    if not (coach.callout.refusal.isVisible() and grown > before.height()):
        moved.append(f"{where}: the refusal is not said under the note's words ({before.height()}, {grown})")
    if after.topLeft() != before.topLeft() and room_to_grow(coach, before, grown):
        moved.append(f"{where}: {before.topLeft().toTuple()} to {after.topLeft().toTuple()}")
    moved += [f"{where}: {p}" for p in uncovered_problems(coach)]
    return moved


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", [_grouped(game) for game in ROOM_TO_GROW])
def test_a_refusal_said_under_a_note_leaves_it_where_it_is(qtbot, app_settings, english_after, game, size, lang):
    """A review saw Ponzi's note jump when "Not that one: …" came under its words: at every step that asks for a
    move, the note said a refusal stays where the learner reads it (its top edge and its left where they were:
    it was placed with room under it for the refusal) and still leaves all in sight. Only a note placed where
    it has no room to grow, down or up (Anti-Monopoly's "End your turn" stands right above End turn, between
    Bruno's place and the table's edge: a place nearer its button than any with room), goes elsewhere."""
    moved = walked(qtbot, app_settings, game, size, lang)["refusal"]
    assert moved == [], "\n".join(moved)


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_move_is_refused_in_words_and_changes_nothing(qtbot, app_settings, game):
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    other = None
    for move in (i for i, s in enumerate(coach.steps) if s.kind == "move"):  # the first with another legal move
        coach.go_to_step(move)
        qtbot.waitUntil(lambda m=move: coach.shown == m, timeout=5000)
        expected = session.expected()
        other = next((c for c in session._state.legal_choices()
                      if getattr(c, "action", c).to_text() != expected.to_text()), None) \
            if hasattr(session._state, "legal_choices") else None
        if other is not None:
            break
    action = getattr(other, "action", other)
    if action is None or not hasattr(action, "to_text"):
        pytest.skip("no other legal move at the first move step")
    before = session.record.actions
    assert not session.submit(action)
    assert session.record.actions == before
    assert coach.callout.refusal.isVisible() and coach.callout.refusal.text()


@pytest.mark.parametrize("game", GAMES)
def test_skip_back_and_play_on(qtbot, app_settings, game, tmp_path):
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    move = next(i for i, s in enumerate(coach.steps) if s.kind == "move")
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    at = coach.steps[move].at
    coach.callout.forward.click()  # Skip step: the lesson plays the learner's move
    qtbot.waitUntil(lambda: session.action_count > at, timeout=5000)
    assert session.record.actions[at] == session.plan.script[at]
    qtbot.waitUntil(lambda: coach.shown not in (None, coach.OTHERS) and coach.shown != move, timeout=10000)
    coach.callout.back.click()  # Back: the step skipped, the game rewound to it
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    assert session.action_count == at
    coach.callout.back.click()  # and the one before
    qtbot.waitUntil(lambda: coach.shown == move - 1, timeout=5000)
    assert session.action_count == coach.steps[move - 1].at
    # the last step, then Play on: the bots think for themselves and the learner may play any legal move
    coach.go_to_step(len(coach.steps) - 1)
    qtbot.waitUntil(lambda: coach.shown == len(coach.steps) - 1, timeout=5000)
    coach.callout.forward.click()  # Next on a note, Skip step on a move
    if session.is_over:
        return
    qtbot.waitUntil(lambda: coach.shown == -2 or session.is_over or coach.shown == -1, timeout=20000)
    if coach.shown == -2:
        coach.callout.forward.click()  # Play on
        assert not session.guiding and not coach.callout.isVisible()
        assert session.undo_refusal() != "lesson_no_undo"


@pytest.mark.parametrize("game", GAMES[:1])
def test_a_lesson_takes_no_autosave_and_stays_out_of_the_history(qtbot, app_settings, game):
    window = open_lesson(qtbot, app_settings, game)
    assert window.session.autosave_file is None
    assert not window.session.records_history


def test_learn_to_play_is_on_every_card_and_in_the_help_menu(qtbot, app_settings):
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.menus.make_entries()  # made after the first paint, else when asked for
    for game in GAMES:
        assert window.start_page.game_cards[game].learn_button is not None
        assert game in window.lessons.actions
    assert window.lessons.menu.menuAction() in window.menus.menu_help.actions()


def test_the_lessons_texts_are_extracted_for_translation():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "i18n" / "update.py"
    spec = importlib.util.spec_from_file_location("i18n_update", path)
    update = importlib.util.module_from_spec(spec)
    import sys

    sys.modules[spec.name] = update  # its dataclasses look their module up
    try:
        spec.loader.exec_module(update)
    finally:
        del sys.modules[spec.name]
    found = {m.source for m in update.lesson_messages()}
    for game in GAMES:
        assert set(plan_for(game).texts) <= found


def test_a_language_chosen_mid_lesson_shows_the_same_step_in_it(qtbot, app_settings, english_after):
    game = GAMES[0]
    window = open_lesson(qtbot, app_settings, game)
    coach = window.game_page.coach
    step = coach.shown
    title = coach.callout.title.text()
    window.set_language("ja")
    qtbot.waitUntil(lambda: window.game_page.coach is not coach and window.game_page.coach.shown == step,
                    timeout=5000)
    callout = window.game_page.coach.callout
    assert callout.leave.text() == "レッスンをやめる"
    assert window.session.seats[0].name == "プレイヤー1"  # the learner's name follows the language
    assert callout.title.text() == i18n_text(title)


@pytest.mark.parametrize("game", GAMES)
def test_a_language_switch_keeps_the_lesson_on_its_step(qtbot, app_settings, english_after, game):
    """The page is built again in the new language: the lesson stays on the step it was on, not the first step at
    that position (Ponzi's second step, a move at 0 after a note at 0, went back to the note), with its note held
    or its move lit as before, its words in the new language."""
    from PySide6.QtCore import QCoreApplication

    window = open_lesson(qtbot, app_settings, game)
    steps = plan_for(game).steps
    context = plan_for(game).context
    shared = [i for i, s in enumerate(steps) if any(t.at == s.at for t in steps[:i])]
    assert shared  # every lesson has a step at the position of one before it
    first_move = next(i for i, s in enumerate(steps) if s.kind == "move")
    languages = ["ja", "es", "zh_TW", "en"]
    for n, index in enumerate(sorted({0, first_move, len(steps) - 1, *shared})):
        coach = window.game_page.coach
        coach.go_to_step(index)
        qtbot.waitUntil(lambda c=coach, i=index: c.shown == i, timeout=5000)
        step, lang = steps[index], languages[n % len(languages)]
        held = window.session.held()
        assert held == (step.kind == "note")
        if index == first_move:  # a wrong move refused there: said again, in the new words
            window.session.action_rejected.emit("lesson_other_move")
            assert coach._refusal
        window.set_language(lang)
        qtbot.waitUntil(lambda c=coach: window.game_page.coach is not c and window.game_page.coach.shown is not None,
                        timeout=5000)
        now = window.game_page.coach
        where = f"{game} step {index + 1} (at {step.at}) in {lang}"
        assert now.shown == index, where
        assert window.session.action_count == step.at and window.session.held() == held, where
        # a step of several moves adds its count: "Build three houses on Basin St. (1 of 3)"
        assert now.callout.title.text().startswith(QCoreApplication.translate(context, step.title)), where
        assert now.callout.text.text() == QCoreApplication.translate(context, step.text), where
        if lang != "en":
            assert now.callout.title.text() != step.title, where  # the words are the new language's
        if index == first_move:
            assert now.callout.refusal.isVisible() and now._refusal, where
            if step.refusal:
                assert now._refusal == QCoreApplication.translate(context, step.refusal), where


def i18n_text(english: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate(plan_for(GAMES[0]).context, english)


def test_a_lesson_played_on_is_kept_in_the_saved_games_when_it_leaves_the_table(qtbot, app_settings):
    from ponzi_desktop.ui.main_window import library

    game = next(g for g in GAMES if _play_on_after_the_steps(g))
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    coach.go_to_step(len(coach.steps) - 1)
    qtbot.waitUntil(lambda: coach.shown == len(coach.steps) - 1, timeout=5000)
    coach.callout.forward.click()
    qtbot.waitUntil(lambda: coach.shown == -2, timeout=20000)
    coach.callout.forward.click()  # Play on
    qtbot.waitUntil(lambda: session.my_turn(), timeout=20000)
    assert not session.worth_keeping  # nothing of the learner's own yet
    choice = session._state.legal_choices()[0]
    assert session.submit(getattr(choice, "action", choice))
    assert session.worth_keeping
    before = len(library().summaries(autosave=False))
    window.go_home()
    assert len(library().summaries(autosave=False)) == before + 1


def _play_on_after_the_steps(game: str) -> bool:
    """Whether the learner has moves of the script left after the lesson's last step (Play on is offered)."""
    plan = plan_for(game)
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    learner = []
    for n, text in enumerate(plan.script):
        if state.current_player == LEARNER:
            learner.append(n)
        state.apply_text(text)
    return any(n > plan.steps[-1].at for n in learner)


@pytest.mark.parametrize("lang", ["en", "ja", "es", "zh_TW"])
def test_a_lesson_names_a_phase_as_the_step_tracker_does(english_after, lang):
    """One name for a phase everywhere: a lesson step titled with a phase of the table's step tracker
    ("Clandestine trading") says it in the tracker's words in every language, and no lesson calls a phase by
    another name (Ponzi's "Secret trading" was one)."""
    import importlib

    from PySide6.QtCore import QCoreApplication

    i18n.install(lang)
    for game in GAMES:
        phases = importlib.import_module(f"ponzi_desktop.ui.{game}.labels").PHASES
        plan = plan_for(game)
        titles = {step.title for step in plan.steps}
        named = [p for p in phases.values() if p in titles]
        for phase in named:
            assert QCoreApplication.translate(plan.context, phase) == QCoreApplication.translate(
                phases.context, phase), f"{game}: the lesson's {phase!r} is not the tracker's in {lang}"
        texts = " ".join(plan.texts).lower()
        assert "secret trading" not in texts
    assert "Clandestine trading" in {s.title for s in plan_for("ponzi").steps}


def test_a_note_covers_a_name_plate_rather_than_a_piece_it_points_at():
    room = QRect(0, 0, 1000, 600)
    board = QRect(0, 0, 1000, 300)
    plates = [QRect(0, 320, 1000, 40)]
    r = place(QRect(0, 0, 300, 150).size(), [board], room, avoid=[], uncovered=plates)
    assert not covers(r, [board]) and not covers(r, plates)  # below the plates: room for both
    r = place(QRect(0, 0, 300, 280).size(), [board], room, avoid=[], uncovered=plates)
    assert not covers(r, [board])  # no room for both: the plate is covered, never the board


@pytest.mark.parametrize("game", GAMES)
def test_return_on_a_note_presses_next_not_a_button_on_the_table(qtbot, app_settings, game):
    """Return while a note waits for Next reads on (as a default button would): the table underneath keeps
    the key from it, nothing is picked there and no move is played."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window = open_lesson(qtbot, app_settings, game)
    session, coach, table = window.session, window.game_page.coach, window.game_page.table
    note = next(i for i, s in enumerate(coach.steps[:-1])  # a note with the next step at its position
                if s.kind == "note" and coach.steps[i + 1].at == s.at)
    coach.go_to_step(note)
    qtbot.waitUntil(lambda: coach.shown == note and coach.callout.isVisible(), timeout=5000)
    window.activateWindow()
    table.panel.keys.focus_first()  # the keyboard where the table leaves it: on its first button, as in a real window
    focus = QApplication.focusWidget()
    assert focus is not None and table.isAncestorOf(focus)
    before = (session.action_count, list(session.record.actions), table.selection)
    qtbot.keyClick(focus, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: coach.shown == note + 1, timeout=5000)
    assert (session.action_count, list(session.record.actions), table.selection) == before
    assert not table.panel.clear_button.isVisible()
    # a step that asks for a move leaves Return to the table: it never presses Skip step
    move = next(i for i, s in enumerate(coach.steps) if s.kind == "move")
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move and coach.callout.isVisible(), timeout=5000)
    table.panel.keys.park_focus()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    qtbot.wait(300)
    assert coach.shown == move and session.action_count == coach.steps[move].at


def _learner_positions(plan) -> set[int]:
    """The script's positions at which the learner plays."""
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    out = set()
    for n, text in enumerate(plan.script):
        if state.current_player == LEARNER:
            out.add(n)
        state.apply_text(text)
    return out


@pytest.fixture
def quick_skip(monkeypatch):
    """Skip step's line ("the lesson makes this move for you") shows a moment, not the learner's 0.7 s, before its
    moves are made: a test that skips every step waits for no reader."""
    from ponzi_desktop.ui.lesson.coach import LessonCoach

    monkeypatch.setattr(LessonCoach, "SKIP_SAID_MS", 10)


def _settled(qtbot, coach, timeout=20000) -> None:
    """Wait until the coach shows a note of the board at rest, no Skip step is under way, and no seat's scripted
    move waits to be played but the one the small "plays" note is up for (or the game is over: after the last step
    the others' moves play under no note, and a script may end the game with them)."""
    qtbot.waitUntil(lambda: coach.session.is_over or coach.shown is not None and coach._skip_to is None
                    and coach._skip_pending is None and not coach.table.animator.busy
                    and (coach.shown == coach.OTHERS or coach.session._bot_runner.thinking is None), timeout=timeout)


@pytest.mark.parametrize("game", GAMES)
def test_skip_step_makes_only_the_moves_its_note_asks_for(qtbot, app_settings, quick_skip, game):
    """A review saw one click of Skip step on Anti-Monopoly's "On the way to step 14" build 3 houses and an
    apartment with the learner's $150, end the turn, then roll, pay rent and buy Brattle St. for $220 on the
    learner's own turns for three rounds, under a note saying "Ada plays". Skip step makes the moves its note
    asks for (a step's three houses, a move of no step: that one), says so first, and the next note says they
    were made for the learner and what cash they spent; the learner plays on from there."""
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    learner = _learner_positions(session.plan)
    for move in [i for i, s in enumerate(coach.steps) if s.kind == "move"]:
        step = coach.steps[move]
        coach.go_to_step(move)
        qtbot.waitUntil(lambda m=move: coach.shown == m, timeout=5000)
        assert coach.callout.title.text() and "(" not in coach.callout.title.text() or step.moves > 1
        coach.forward()  # Skip step (its button, greyed while a window the move opened is up)
        assert "the lesson makes this move for you" in coach.callout.text.text()
        _settled(qtbot, coach)
        played = session.record.actions
        assert len(played) >= step.end
        late = [n for n in range(step.end, len(played)) if n in learner]
        assert late == [] or coach.shown == -2, f"{game}: Skip step on step {move + 1} played the learner's {late}"
        if step.end in learner and coach.shown != -2:  # the learner's next move is asked for, not played
            assert len(played) == step.end and coach.shown != coach.OTHERS
        said = coach.callout.text.text() if coach.shown != coach.OTHERS else coach._made_for_you
        assert "The lesson made that move for you." in said, (move, coach.shown, len(played))


@pytest.mark.parametrize("game", GAMES)
def test_skip_on_a_move_of_no_step_makes_that_move_only(qtbot, app_settings, game):
    """"Your move" between steps: Skip step makes that one move, and names what it spent."""
    window = open_lesson(qtbot, app_settings, game)
    session, coach = window.session, window.game_page.coach
    steps = {s.at for s in coach.steps}
    learner = _learner_positions(session.plan)
    follow = [n for n in sorted(learner) if n not in steps
              and not any(s.at <= n < s.end for s in coach.steps)]
    assert follow, f"{game}: no move of no step"
    at = follow[0]
    step = next(i for i, s in enumerate(coach.steps) if s.at > at) - 1
    coach.go_to_step(step)
    for _ in range(200):
        _settled(qtbot, coach)
        if session.action_count >= at:
            break
        if coach.shown == coach.OTHERS:
            qtbot.waitUntil(lambda p=session.action_count: session.action_count > p or coach.shown != coach.OTHERS,
                            timeout=10000)
        elif coach.shown >= 0 and coach.steps[coach.shown].kind == "note":
            coach.callout.forward.click()
        elif session.expected() is not None:
            session.submit(session.expected(), LEARNER)
    assert session.action_count == at and coach.shown == -1
    coach.callout.forward.click()
    _settled(qtbot, coach)
    assert [n for n in range(at + 1, session.action_count) if n in learner] == []
    said = coach.callout.text.text() if coach.shown != coach.OTHERS else coach._made_for_you
    assert "The lesson made that move for you." in said


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_for_the_learner_while_the_board_shows_another_seats_move(qtbot, app_settings, game):
    """A review saw "Hint: pass — make no offer this turn." in the Ponzi lesson's bar while Bruno was still
    funding: while the board shows another seat's move (the animations on), the bar says who is deciding, and no
    hint of the learner's is said or lit."""
    from PySide6.QtCore import QTimer

    app_settings.animation_speed = "fast"
    app_settings.bot_speed = "fast"
    window = MainWindow(app_settings)
    qtbot.addWidget(window)
    window.resize(*MAXIMISED_720)
    window.show()
    qtbot.waitExposed(window)
    assert window.lessons.start(game)
    coach, table = window.game_page.coach, window.game_page.table
    qtbot.waitUntil(lambda: coach.shown is not None, timeout=5000)
    # the first move step followed by the others' moves
    moves = [i for i, s in enumerate(coach.steps) if s.kind == "move"]
    move = next(i for i in moves if i + 1 < len(coach.steps) and _others_between(coach, i))
    coach.go_to_step(move)
    qtbot.waitUntil(lambda: coach.shown == move, timeout=5000)
    seen, wrong = [], []

    def look() -> None:
        actor = getattr(table.shown_view(), "actor", None)
        if table.animator.busy or actor not in (None, LEARNER):
            seen.append(actor)
            if table.panel._hint_text is not None:
                wrong.append((actor, table.panel._hint_text))

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(15)
    coach.callout.forward.click()

    def others_done() -> bool:
        # Skip step makes the step's own moves only: the learner may have moves to make before the next step
        if coach.shown is not None and coach.shown > move:
            return True
        actor = getattr(table.shown_view(), "actor", None)
        return bool(seen) and actor == LEARNER and not table.animator.busy

    qtbot.waitUntil(others_done, timeout=30000)
    timer.stop()
    assert seen and wrong == []


def _others_between(coach, move: int) -> bool:
    """Whether another seat plays a scripted move between move step `move` and the next step."""
    plan = coach.session.plan
    spec = game_spec(plan.game)
    state = spec.new_game(spec.settings_from(len(plan.seats), dict(plan.settings)), plan.seed)
    for n, text in enumerate(plan.script[:coach.steps[move + 1].at]):
        if n > coach.steps[move].at and state.current_player != LEARNER:
            return True
        state.apply_text(text)
    return False
