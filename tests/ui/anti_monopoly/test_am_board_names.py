"""A space is named the same on the board, the deed card and in the log, in every language; where the board has
no room for the whole name it writes the language's own short form, in letters no narrower than the tables'
narrowest (`MIN_STRETCH`), never cut, at 11 px or more at 1280x720, and broken only between whole words (never
"Rail-/road", "ウォル/ナット" or "哈佛廣/場"): Chinese and Japanese only where their form says, a katakana
word never across two lines (but Wilshire's two syllables, "ウィル" over "シャー": no readable letters fit it on
one line of its space)"""

from __future__ import annotations

import unicodedata

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.core import Event
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.deed import DeedCard
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.anti_monopoly.narration import narrate
from ponzi_desktop.ui.anti_monopoly.space_names import NAME_PX, SHORT, STRETCHES, fits, unspaced
from ponzi_desktop.ui.anti_monopoly.spaces import CornerItem, SpaceItem, make_space
from ponzi_desktop.ui.kit import look
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.kit.look import MIN_STRETCH
from ponzi_desktop.ui.kit.pieces import TextProbe

LANGUAGES = ("en", "es", "ja", "zh_TW")
#: Katakana, with the long-vowel mark and the middle dot's neighbours: a run of these is one word (or, with a
#: middle dot, words the full name separates: "フレンチ・クォーター")
KATAKANA = {chr(c) for c in range(0x30A1, 0x30FB)} | {"ー"}
#: Katakana compounds of two English words, written without a dot in Japanese: a line may break between them
COMPOUNDS = {("ジョージ", "タウン"),  # Georgetown: George's town
             ("フィッシャー", "マンズ・ワーフ"), ("フィッシャー", "マンズワーフ"),  # Fisherman's Wharf: fisher, man's
             ("ウィル", "シャー")}  # Wilshire: its two syllables, the one break a space 65 units wide leaves it


@pytest.fixture
def language(request):
    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def plain(word: str) -> str:
    """A word without accents, full stops, apostrophes and case: "Eléc." -> "elec"."""
    text = unicodedata.normalize("NFKD", word.casefold())
    return "".join(ch for ch in text if ch.isalnum())


def abbreviates(short: str, word: str) -> bool:
    """Whether `short` is `word` or an abbreviation of it: its letters in order, starting with the same one."""
    short, word = plain(short), plain(word)
    if not short or not word or short[0] != word[0]:
        return False
    rest = iter(word)
    return all(ch in rest for ch in short)


#: How far in from its band's edges a corner band's letters stand at least (a line of "Guerra de precios" stood on
#: its band's bottom edge, "刑務所" on its top edge).
BAND_INK_PAD = 2.0
#: How far in from the corner's edges the Sightseeing Tour's letters stand at least: the border's half and 2 px of
#: paper at 1280x720 (English "Sightseeing" had its S on the border).
EDGE_INK_PAD = 4.0


def ink_at(fm: QFontMetricsF, box: QRectF, line: str) -> QRectF:
    """The box of the letters of `line` drawn from the top left of `box` (what a player sees of it: a line's box
    holds room above its letters and below them)."""
    return fm.tightBoundingRect(line).translated(box.left(), box.top() + fm.ascent())


def named_spaces() -> list[int]:
    b = board()
    return [sq for sq in range(b.size) if b.is_property[sq] or sq in (4, 38)]


def mid_word(lines: list[str], full: str) -> bool:
    """Whether a Chinese or Japanese form breaks a katakana word across two lines (not where the `full` name
    has a middle dot, nor between a compound's words)."""
    return any(a and b and a[-1] in KATAKANA and b[0] in KATAKANA and (a, b) not in COMPOUNDS
               and f"{a[-1]}・{b[0]}" not in full for a, b in zip(lines, lines[1:], strict=False))


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_board_names_fit_whole_and_break_only_between_words(qapp, language):
    for sq in named_spaces():
        item = SpaceItem(sq)
        shown, full = item.name, space_name(sq)
        assert item.name_stretch in STRETCHES and item.name_stretch >= MIN_STRETCH, (language, sq, item.name_stretch)
        assert fits(shown, item.name_box, NAME_PX, stretch=item.name_stretch, own_breaks=True,
                    tight=item.name_tight), (language, sq, shown)
        if shown == full:
            continue
        lines = shown.split("\n")
        if unspaced(shown):
            # no line of one character, no katakana word across two lines
            assert not mid_word(lines, full), (language, sq, shown)
            assert all(len(line) > 1 for line in lines), (language, sq, shown)
            if language == "ja":  # the name's katakana words all, or none (a translation): not "フレンチ" alone
                words = [w for w in full.replace("・", " ").split() if all(ch in KATAKANA for ch in w)]
                kept = [w for w in words if w in "".join(lines)]
                assert not kept or kept == words, (language, sq, shown)
        else:
            assert not any(line.endswith("-") for line in lines), (language, sq, shown)
            words = full.replace("-", " ").split()
            for word in shown.split():
                assert any(abbreviates(word, w) for w in words), (language, sq, shown, word)


def same_words(short: str, full: str) -> bool:
    """Whether a board's `short` form is made of the `full` name's own words, so a player knows it for the name the
    deed, the log and the lessons use: in a spaced language each word the full name's or an abbreviation of one
    ("G'town", "Const. Ave.", "Imp. renta"); in Chinese and Japanese each line a run of the full name's own
    characters ("漁師の波止場" was another name for "フィッシャーマンズ・ワーフ", "憲法通り" for "コンスティテューション通り",
    "賓州大道" for "賓夕法尼亞大道")."""
    if unspaced(short):
        whole = full.replace("・", "").replace(" ", "")
        return all(line.replace("・", "").replace(" ", "") in whole for line in short.split("\n"))
    words = full.replace("-", " ").split()
    return all(any(abbreviates(word, w) for w in words) for word in short.split())


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_short_form_is_the_full_names_own_words(qapp, language):
    """A space is named the same on the board, the deed, the log and the lesson: every short form of
    the data (whether the board shows it now or a seat's "On …" line does), in every language."""
    other = [(sq, label(SHORT, sq), space_name(int(sq))) for sq in SHORT
             if not same_words(label(SHORT, sq), space_name(int(sq)))]
    assert not other, (language, other)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_deeds_one_word_name_is_its_own(qapp, language):
    """Where a place has room for one word of a deed's short form, the word names that deed alone: "Square" was
    Harvard Square's and Union Square's both, "U.S." and "美國" every U.S. company's. The word is one of its
    short form's own lines (so still the full name's words)."""
    from ponzi_desktop.ui.anti_monopoly.seat_deeds import own_first_word, telling_word

    for pick in (telling_word, own_first_word):
        words = {sq: pick(label(SHORT, sq)) for sq in SHORT}
        twice = {sq: w for sq, w in words.items() if list(words.values()).count(w) > 1}
        assert not twice, (language, pick.__name__, twice)
        for sq, word in words.items():
            form = label(SHORT, sq)
            assert word in form.split("\n") or word == form.replace("\n", " "), (language, sq, word)


def test_a_short_form_of_other_words_is_caught(qapp):
    """The rule above, on the forms that broke it."""
    assert not same_words("漁師の\n波止場", "フィッシャーマンズ・ワーフ")
    assert not same_words("憲法\n通り", "コンスティテューション通り")
    assert not same_words("賓州\n大道", "賓夕法尼亞大道")
    assert same_words("フィッシャー\nマンズ・ワーフ", "フィッシャーマンズ・ワーフ") and same_words("U.S.\n鉄道", "U.S. 鉄道")
    assert same_words("G'town", "Georgetown") and same_words("Imp.\nrenta", "Impuesto sobre la renta")
    assert not same_words("Ferrocarril", "U.S. Railroad")


def test_katakana_words_are_never_broken(qapp):
    """The rule the test above holds, on the forms that broke it."""
    assert mid_word(["ウォル", "ナット"], "ウォルナット通り") and mid_word(["ハー", "バード"], "ハーバード・スクエア")
    assert not mid_word(["ウォルナット", "通り"], "ウォルナット通り")
    assert not mid_word(["フレンチ", "クォーター"], "フレンチ・クォーター")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_board_names_read_at_11_px_or_more_at_1280x720(qtbot, tmp_path, language):
    """The board's names as the table paints them in a window maximised on a 1280x720 screen: none below
    11 px, none cut, none narrower than `MIN_STRETCH`."""
    from PySide6.QtGui import QImage, QPainter

    from .mouse_play import new_session
    from .test_am_table import page_for

    page = page_for(qtbot, tmp_path, new_session(tmp_path, 4), size=(1280, 701))
    scale = page.table.view.transform().m11()
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    bad = []
    for sq in named_spaces():
        painter = QPainter(image)
        painter.scale(scale, scale)
        with TextProbe() as probe:
            page.table.scene.spaces[sq].paint_face(painter)
        painter.end()
        bad += [(sq, d.text, round(d.px, 1), d.stretch) for d in probe.drawn
                if d.cut or d.px < look.MIN_TEXT_PX - 0.01 or d.stretch < MIN_STRETCH]
    assert not bad, (language, scale, bad)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_word_on_the_board_is_whole_and_no_narrower_than_the_tables_narrowest(qapp, language):
    """Each space and corner painted as the table paints it: every text whole, its letters at `MIN_STRETCH` or
    wider (Price War was written at 75 %, names at 66 %, and read as smaller than the text beside them); Prison's
    and Price War's words fit beside the place a held pawn keeps free."""
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    bad = []
    for sq in range(board().size):
        item = make_space(sq)
        painter = QPainter(image)
        painter.translate(100, 100)
        with TextProbe() as probe:
            item.paint_face(painter)
        painter.end()
        bad += [(sq, d.text, d.stretch, d.cut) for d in probe.drawn if d.cut or d.stretch < MIN_STRETCH]
    corner = CornerItem(10)
    for role, word in (("monopolist", corner.words[0]), ("competitor", corner.words[1])):
        room, stretch, _width = corner.jail_word(role)
        f = look.font(NAME_PX)
        f.setStretch(stretch)
        lines = corner.band_words(role)[0]  # one line beside a held pawn's place, else two across the band
        if stretch < MIN_STRETCH or any(QFontMetricsF(f).horizontalAdvance(line) > room.width() for line in lines):
            bad.append((10, word, stretch, "wider than its room"))
        if " ".join(lines) != " ".join(word.split()):
            bad.append((10, word, lines, "not written whole"))  # Spanish was "Guerra" for "Guerra de precios"
        for box, line in corner.band_lines(role):  # a line's letters, as drawn from the top left of its box
            ink = ink_at(QFontMetricsF(f), box, line)
            if not corner.jail_rect(role).adjusted(BAND_INK_PAD, BAND_INK_PAD, -BAND_INK_PAD, -BAND_INK_PAD).contains(ink):
                bad.append((10, word, ink, "a line off its band"))
    assert not bad, (language, bad)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_deed_and_the_log_name_a_space_as_its_card_does(qapp, language):
    from PySide6.QtGui import QColor

    from ponzi_desktop.engine.anti_monopoly import AntiMonopolySettings, new_game

    view = new_game(AntiMonopolySettings(players=2, roles=("competitor", "monopolist")), 3).view(0)
    card = DeedCard()
    for sq in (sq for sq in named_spaces() if board().is_property[sq]):
        full = space_name(sq)
        card.show_deed(sq, view, ["Ann", "Bob"], [QColor("green"), QColor("blue")])
        assert card.head == full
        bought = narrate(Event("bought", 1, {"square": sq, "price": board().price[sq]}), ["Ann", "Bob"], 0)
        assert full in bought, (language, sq, bought)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_sightseeing_tours_words_keep_clear_of_the_corners_edges(qapp, language):
    """English "Sightseeing" filled its part edge to edge, its S on the border: the Tour's words stand a margin
    in from both edges (`EDGE_INK_PAD`), their letters narrowed (no narrower than `MIN_STRETCH`) where they must."""
    from PySide6.QtGui import QFontMetricsF

    corner = CornerItem(10)
    font = corner.tour_font()
    assert font.stretch() >= MIN_STRETCH
    edge = corner.rect
    for box, line in corner.tour_lines():  # each line's letters, as drawn from the top left of its box
        ink = ink_at(QFontMetricsF(font), box, line)
        assert ink.left() - edge.left() >= EDGE_INK_PAD, (language, line, ink, edge)
        assert edge.right() - ink.right() >= EDGE_INK_PAD, (language, line, ink, edge)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_foundations_words_stay_inside_its_circle(qapp, language):
    """Every line of "Anti-Monopoly Foundation" is inside the ring with a margin, whole, in letters no narrower
    than `MIN_STRETCH` (Spanish "Fundación" and "monopolio" ran over the ring; English "Foundation" touched it)."""
    from ponzi_desktop.ui.anti_monopoly.spaces import FOUNDATION_R, FOUNDATION_RING

    item = make_space(20)
    f, lines = item.foundation_lines()
    centre, inside = item.rect.center(), FOUNDATION_R - FOUNDATION_RING / 2 - 1.0
    fm = QFontMetricsF(f)
    assert f.stretch() >= MIN_STRETCH
    assert "".join(line for line, _box in lines).replace(" ", "").replace("-", "") == \
        item.words[0].replace(" ", "").replace("\n", "").replace("-", "").replace("\u00ad", "")
    for line, box in lines:
        ink = fm.tightBoundingRect(line)
        assert abs(ink.width() - box.width()) < 0.5, (language, line)
        for corner in (box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()):
            d = ((corner.x() - centre.x()) ** 2 + (corner.y() - centre.y()) ** 2) ** 0.5
            assert d <= inside, (language, line, d)
    with TextProbe() as probe:
        from PySide6.QtGui import QImage, QPainter
        image = QImage(200, 200, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.translate(100, 100)
        item.paint_face(painter)
        painter.end()
    assert [d.shown for d in probe.drawn] == [line for line, _box in lines]
    assert not any(d.cut for d in probe.drawn)


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_the_sightseeing_tours_lines_stand_off_the_bottom_edge_and_no_visitor_stands_on_them(qapp, language):
    """Spanish "Visita turística", two lines under "Guerra de precios"' two, sat on the corner's bottom edge, and
    a visitor's pawn with its "3" stood on its line a hair after "turística": every line of the Tour's words, as
    drawn, has its letters `EDGE_INK_PAD` in from the corner's edges, and every visitor's place in the corner keeps 4 units
    (some 3 px at 1280x720) off every one of them."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from ponzi_desktop.ui.anti_monopoly.spaces import CORNER_PAWN, PAWN_SIZE

    corner = CornerItem(10)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.translate(100, 100)
    with TextProbe() as probe:
        corner.paint_face(painter)
    painter.end()
    tour = " ".join(corner.words[2].split())
    fm = QFontMetricsF(corner.tour_font())
    words = [ink_at(fm, line.translated(-100, -100), d.shown) for d in probe.drawn
             if d.shown.strip() and d.shown in tour for line in d.lines]
    assert words, (language, [d.text for d in probe.drawn])
    edge = corner.rect.adjusted(EDGE_INK_PAD, EDGE_INK_PAD, -EDGE_INK_PAD, -EDGE_INK_PAD)
    bad = [("a line at", box.getRect()) for box in words if not edge.contains(box)]
    size = CORNER_PAWN * PAWN_SIZE
    for spot in corner.pawn_spots():
        pawn = QRectF(spot.x() - size / 2 - 4, spot.y() - size / 2 - 4, size + 8, size + 8)
        bad += [("a visitor at", spot.toTuple(), "by", box.getRect()) for box in words if pawn.intersects(box)]
    assert not bad, (language, bad)


@pytest.mark.parametrize("language", ("ja", "zh_TW"), indirect=True)
def test_the_tours_visitors_keep_the_corners_whole_bottom_row_under_a_short_word(qapp, language):
    """"観光" is one short line: the Tour's four visitors' places in the corner's bottom row stand clear of its
    letters (measured by a line of the font high, two of them were lost and their visitors stood off the corner)."""
    corner = CornerItem(10)
    size = 0.75 * 30.0  # a pawn in a corner
    assert len(corner.pawn_spots()) == int(corner.visit_rect().width() // (size + 1)) == 4, language


#: The narrowest a space's name is written in a language that spaces its words (English, Spanish): those have
#: the board's short forms to say less, and say it in letters that read at the smallest size. Spanish "Autobuses
#: de EE. UU." at 85 % of its letters' width, at 11.4 px, read as 9-10 px text to a review at 1280x720.
SPACED_LEAST_STRETCH = 92


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_a_spaced_languages_names_say_less_before_their_letters_narrow(qapp, language):
    """Chinese and Japanese too: their katakana names were at 85 % ("チェスナット\n通り", "ウォルナット\n通り")."""
    bad = []
    for sq in named_spaces():
        item = SpaceItem(sq)
        if item.name_stretch < SPACED_LEAST_STRETCH:
            bad.append((sq, item.name, item.name_stretch))
    assert not bad, (language, bad)
