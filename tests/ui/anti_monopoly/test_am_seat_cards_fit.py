"""A seat's deed cards at 1280x720, in every language: with four deeds and more the cards narrow, and the rent line
lost its word (Spanish "alquiler"); every card with a rent says "rent" beside it, after its buildings (a card
dropped the word once a house stood on it), in narrower letters, else the short form defined once, all measured
inside the card's bottom row. Every card names its deed
by the whole name the log uses wherever that fits (in any of its letters' widths), else by the board's short form,
and its tooltip and accessible name say the whole name; a place's status says the whole name of where its pawn
stands where it fits, and its tooltip and accessible name always do."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.anti_monopoly.labels import space_name
from ponzi_desktop.ui.anti_monopoly.seat_deeds import PLACE_STRETCHES, _metrics, line_h, no_rent
from ponzi_desktop.ui.anti_monopoly.space_names import fits, place_name, unspaced
from tests.table_mouse import app_settings  # noqa: F401 - a fixture

from .mouse_play import new_session
from .test_am_places import place_problems, show, spread
from .test_am_table import page_for
from .test_am_table_turns import take_screen

LANGS = ("en", "es", "ja", "zh_TW")


def full_fits(chip) -> bool:
    """Whether the deed's whole name fits the card's name box in any of the letters' widths a card uses."""
    full = space_name(chip.sq)
    box = chip.name_rect()
    one = QRectF(box.left(), box.top(), box.width(), line_h(chip.px))
    for stretch in PLACE_STRETCHES[:1] if unspaced(full) else PLACE_STRETCHES:  # CJK fonts draw no narrower
        if unspaced(full):
            if any(fits(form, box, chip.px, True, stretch, own_breaks=True) for form in (full, full.replace(" ", "\n"))):
                return True
        elif fits(full, one, chip.px, True, stretch) or (" " in full and fits(full, box, chip.px, True, stretch)):
            return True
    return False


@pytest.mark.parametrize("size", [(1280, 720), (1280, 701)])
def test_every_seat_card_says_rent_and_the_whole_name_where_it_fits(qtbot, tmp_path, size):
    bad = []
    for lang in LANGS:
        i18n.install(lang)
        try:
            session = new_session(tmp_path / lang, 4, humans=tuple(range(4)))
            page = page_for(qtbot, tmp_path / lang, session, size=size)
            take_screen(page)
            for n in range(1, 12):
                state = spread(4, n)
                show(page, state)
                bad += [x for x in place_problems(page, state, f"{lang} {n}") if "shows no rent" not in x]
                area = page.table.scene.areas[0]
                if area.layout.mode != "cards":
                    continue
                for chip in [c for c in area.chips.values() if c.isVisible()]:
                    full = space_name(chip.sq)
                    where = f"{lang} {size} {n} deeds, {full!r}"
                    if chip.earns and chip.earns != no_rent():  # with buildings too: every card says it
                        caption, stretch = chip.caption_shown()
                        built = chip.building_width() + 4 if chip.building_width() else 0
                        room = chip.rect.width() - 10 - built - chip.earns_width()
                        # (seven deeds and more: a card's row has no room for an apartment, a word and "$220")
                        if not caption and (n <= 6 or room >= chip._least_caption()):
                            bad.append(f"{where} ({chip.level} buildings): no word before its rent {chip.earns!r}")
                        else:
                            fm = _metrics(stretch, chip.px)
                            row = chip.rect.width() - 10
                            need = built + fm.horizontalAdvance(caption) + 4 + fm.horizontalAdvance(
                                chip.earns_shown(chip.earns_box().width())[0])
                            if need > row + 0.5 or chip.earns_box().width() < fm.horizontalAdvance(chip.earns) - 0.5:
                                bad.append(f"{where}: {caption!r} and {chip.earns!r} overflow the card ({need} > {row})")
                    said = chip.name.replace("\n", "" if unspaced(full) else " ")
                    whole = {full, full.replace(" ", ""), full.replace("・", "")}  # broken at its own breaks
                    if said not in whole and full_fits(chip):
                        bad.append(f"{where}: says {chip.name!r} though the whole name fits")
                    if full not in chip.toolTip() or full not in chip.accessible_name():
                        bad.append(f"{where}: tooltip or accessible name without the whole name")
                view = state.view(0)
                for seat, place in enumerate(page.table.scene.areas[:len(state.cash)]):
                    if view.jail[seat] or view.bankrupt[seat]:
                        continue
                    whole = place_name(view.positions[seat])
                    if whole not in place.toolTip() or whole not in place.accessible_name():
                        bad.append(f"{lang} {n}: seat {seat}'s tooltip or accessible name without {whole!r}")
        finally:
            i18n.install("en")
    assert not bad, "\n".join(bad)
