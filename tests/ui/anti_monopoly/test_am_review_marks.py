"""A fresh-eye review of the Anti-Monopoly table: a pawn carries its seat's mark (as its place's banner and the
hand-off cover do), a deed whose owner collects nothing says so in words, and a Japanese deed's name is never
broken inside a word."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.persistence import Seat
from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.labels import BOARD_WORDS
from ponzi_desktop.ui.anti_monopoly.scene import AntiMonopolyScene, SeatLook
from ponzi_desktop.ui.anti_monopoly.seat_deeds import (
    CARD_SIZES,
    DeedChip,
    Layout,
    card_height,
    groups,
    no_rent,
)
from ponzi_desktop.ui.anti_monopoly.space_names import fits, unspaced
from ponzi_desktop.ui.game_page import GamePage
from ponzi_desktop.ui.handoff import token_marks
from ponzi_desktop.ui.kit.labels import label
from ponzi_desktop.ui.session import GameSession
from tests.table_mouse import app_settings

from .mouse_play import new_session
from .test_am_places import place_problems, show, spread
from .test_am_table import page_for
from .test_am_table_turns import take_screen

NAMES = ["Player 3", "Ada Lovelace", "Bob", "Player 1"]


def test_a_pawn_its_place_and_the_hand_off_carry_one_mark(qtbot, tmp_path):
    """A seat named "Player 3" sat first: its pawn said "1" while the hand-off cover said "3"; a bot's place
    showed a robot beside a numbered pawn. Now the pawn, the place's disc and the cover say the same: a default
    name its seat's number, another name its initials."""
    seats = [Seat(name=n, kind="human") if i < 2 else Seat(name=n, kind="bot", level="random")
             for i, n in enumerate(NAMES)]
    session = GameSession.new("anti_monopoly", {}, 3, seats, autosave_dir=tmp_path / "autosave", bot_delay_ms=0)
    page = GamePage(session, app_settings(tmp_path, "off"))
    qtbot.addWidget(page)
    page.resize(1280, 701)
    page.show()
    qtbot.waitExposed(page)
    sc = page.table.scene
    marks = token_marks(NAMES)
    assert marks == ["1", "AL", "B", "4"]
    assert [p.mark for p in sc.pawns] == marks
    assert [a.disc_text() for a in sc.areas] == marks and all(a.disc_icon() is None for a in sc.areas)
    assert all(p.visible_texts() == [m] for p, m in zip(sc.pawns, marks, strict=True))
    for seat in (0, 1):
        page._cover(seat)
        QApplication.processEvents()
        assert page.cover.token.letter == sc.pawns[seat].mark


def test_a_deed_whose_owner_collects_nothing_says_so(qtbot, tmp_path, qapp):
    """A Monopolist in Prison: their deeds said a bare "–"; now they say "no rent" in the table's words (in
    every language, narrower letters where a card is narrow), and the tooltip says why."""
    for lang in ("en", "es", "ja", "zh_TW"):
        i18n.install(lang)
        try:
            session = new_session(tmp_path / lang, 4, humans=tuple(range(4)))
            page = page_for(qtbot, tmp_path / lang, session, size=(1280, 701))
            take_screen(page)
            state = spread(4, 3)
            state.jail[0] = 1  # seat 0 is a Monopolist: in Prison it collects no rent
            show(page, state)
            area = page.table.scene.areas[0]
            chips = [c for c in area.chips.values() if c.isVisible() and c.earns]
            assert chips and area.layout.mode == "cards"
            for chip in chips:
                assert chip.earns == no_rent() and no_rent() in chip.visible_texts(), (lang, chip.visible_texts())
                assert "–" not in chip.visible_texts()
                assert "Prison" in chip.toolTip() or lang != "en"
        finally:
            i18n.install("en")


def test_no_rent_is_said_in_words_on_every_card_size_with_any_buildings(qapp):
    """A review found one Spanish deed saying "–" for "no cobra": on the narrowest cards a house or an apartment
    beside the words left them too little room even in the narrowest letters. Every language's words fit there."""
    bad = []
    for lang in ("en", "es", "ja", "zh_TW"):
        i18n.install(lang)
        try:
            for w, px, lines in CARD_SIZES:
                for role in ("competitor", "monopolist"):
                    chip = DeedChip(1)
                    chip.role = role
                    for level in range(chip.top_level + 1):
                        chip.mode, chip.px, chip.lines, chip.level, chip.earns = "cards", px, lines, level, no_rent()
                        chip.set_size(w, card_height(px, lines))
                        if chip.earns_shown(chip.earns_box().width())[0] != no_rent():
                            bad.append((lang, w, lines, role, level))
        finally:
            i18n.install("en")
    assert not bad, bad


def test_japanese_deed_names_break_only_between_words(qapp):
    """"U.S. トラック運送会社" on a deed card broke as "トラック運" / "送会社": a Chinese or Japanese name on a card
    is written on its own lines (its spaces and its short form's breaks), every line whole in the card."""
    for lang in ("ja", "zh_TW"):
        i18n.install(lang)
        try:
            bad = []
            for w, px, lines in CARD_SIZES:
                layout = Layout("cards", 1, w, card_height(px, lines), px, lines=lines)
                for sq in board().properties:
                    chip = DeedChip(sq)
                    chip.mode, chip.px, chip.lines = "cards", px, lines
                    chip.set_size(layout.cell_w, layout.cell_h)
                    name = chip._name()
                    box = chip.name_rect()
                    if unspaced(name) and not fits(name, box, px, True, chip.name_stretch, own_breaks=True):
                        bad.append((lang, w, name))
            assert not bad, bad
        finally:
            i18n.install("en")


def test_a_japanese_deed_card_with_room_says_the_whole_name(qapp):
    """A review: a two-line deed card said "ウィルシャー" (the board's short form) where the log said "ウィルシャー大通り"
    and the card had room for it on two lines. Where a name begins with its short form, a card whose two lines
    hold the short form and the rest says the whole name, broken there; a card too small still says the short
    form, every line whole in the card."""
    from ponzi_desktop.ui.anti_monopoly.labels import space_name
    from ponzi_desktop.ui.anti_monopoly.space_names import SHORT, one_line

    for lang in ("ja", "zh_TW"):
        i18n.install(lang)
        try:
            bad, whole = [], set()
            for w, px, lines in CARD_SIZES:
                if lines < 2:
                    continue
                layout = Layout("cards", 1, w, card_height(px, lines), px, lines=lines)
                for sq in board().properties:
                    full = space_name(sq)
                    head = one_line(label(SHORT, str(sq)), full) if str(sq) in SHORT else full
                    if not full.startswith(head) or full == head:
                        continue
                    chip = DeedChip(sq)
                    chip.mode, chip.px, chip.lines = "cards", px, lines
                    chip.set_size(layout.cell_w, layout.cell_h)
                    name = chip._name()
                    # in the font's own letters (a narrower stretch draws Chinese and Japanese no narrower)
                    room = fits(head + "\n" + full[len(head):], chip.name_rect(), px, True, 100, own_breaks=True)
                    if room:
                        whole.add(full)
                        if name.replace("\n", "") != full:
                            bad.append((lang, w, full, name))
            assert not bad, bad
            assert whole, lang  # some names have the room
        finally:
            i18n.install("en")


def test_spanish_price_war_band_says_it_whole(qapp):
    """The Price War band read "Guerra" (cut to fit beside a held pawn): its word is whole, on two lines."""
    i18n.install("es")
    try:
        sc = AntiMonopolyScene([SeatLook(n, QColor("#c04040"), False, r) for n, r in
                                zip(NAMES, ("monopolist", "competitor", "competitor", "monopolist"), strict=True)])
        corner = sc.spaces[10]
        assert label(BOARD_WORDS, "price_war") == "Guerra de precios"
        lines = corner.band_words("competitor")[0]
        assert " ".join(lines) == "Guerra de precios" and len(lines) == 2
        assert corner.jail_rect("competitor").height() >= 36
        band = corner.jail_rect("competitor")
        assert all(band.contains(box) for box, _line in corner.band_lines("competitor"))
        assert isinstance(band, QRectF)
    finally:
        i18n.install("en")



def test_every_deed_in_one_place_is_named_without_a_cut(qtbot, tmp_path):
    """All 28 deeds in one of four places at 1280x701 (the list there cut "U.S. Ra…", "Union…"): every deed
    shown, named whole (a short form's telling word where even that is too long), inside the place, none over
    another; a list with room keeps each city's deeds together in one column."""
    for lang in ("en", "es", "ja", "zh_TW"):
        i18n.install(lang)
        try:
            session = new_session(tmp_path / lang, 4, humans=tuple(range(4)))
            page = page_for(qtbot, tmp_path / lang, session, size=(1280, 701))
            take_screen(page)
            for n in (13, 28):
                state = spread(4, n)
                show(page, state)
                problems = place_problems(page, state, f"{lang} {n}")
                if n == 28:  # three narrow columns: a rent the row has no room for is in its tooltip
                    problems = [x for x in problems if "shows no rent" not in x]
                assert not problems, problems
                area = page.table.scene.areas[0]
                if n == 13:
                    assert area.layout.mode == "list" and area.layout.by_city, lang
                    for city in groups():
                        cols = {round(area.chips[sq].scenePos().x()) for sq in city if state.owner[sq] == 0}
                        assert len(cols) <= 1, (lang, city, cols)
        finally:
            i18n.install("en")


def test_pawns_at_the_tour_corner_never_overlap(qapp):
    """Spanish: Price War's band has no place beside its two lines, so its held pawns stand by the corner, in
    the row after the corner's extra visitors and Prison's extra prisoners: six pawns at the corner, held or
    visiting, in any mix, never over one another nor over the Treasury or the dice."""
    for lang in ("es", "en"):
        i18n.install(lang)
        try:
            roles = ("monopolist", "competitor", "competitor", "monopolist", "competitor", "monopolist")
            sc = AntiMonopolyScene([SeatLook(f"P{i}", QColor("#c04040"), False, roles[i]) for i in range(6)])
            for mask in range(3 ** 6):  # each pawn visiting, or held (on its own role's band), or elsewhere
                states = [(mask // 3 ** i) % 3 for i in range(6)]
                positions = [10 if st < 2 else 5 for st in states]
                jail = [1 if st == 1 else 0 for st in states]
                sc.place_pawns(positions, jail, [False] * 6, list(roles))
                rects = [p.mapRectToScene(p.rect) for p, pos in zip(sc.pawns, positions, strict=True) if pos == 10]
                for i, a in enumerate(rects):
                    assert not any(a.adjusted(1, 1, -1, -1).intersects(b) for b in rects[i + 1:]), (lang, states)
                    assert not a.intersects(sc.treasury.mapRectToScene(sc.treasury.rect)), (lang, states)
                    assert not a.intersects(sc.dice.mapRectToScene(sc.dice.rect)), (lang, states)
        finally:
            i18n.install("en")
