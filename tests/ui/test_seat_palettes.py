"""Each game's seat colours (`GameUI.seat_colours`): Anti-Monopoly's sides are green (Competitors) and blue
(Monopolists), so its seats take a palette without either (as a play review asked). The new-game dialog offers the
game's palette, `GameSession.new` gives a seat without a colour its place's colour of it (so the record holds it, and
every view agrees), `play` seats get it that way, and old saves keep what they have."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor

from ponzi_desktop.engine.core import game_spec
from ponzi_desktop.persistence import GameRecord, Seat
from ponzi_desktop.ui import games, look
from ponzi_desktop.ui.anti_monopoly import roles
from ponzi_desktop.ui.anti_monopoly.style import ROLE_COLOURS, ROLE_INK, clashes_with_roles
from ponzi_desktop.ui.autoplay import seats_for
from ponzi_desktop.ui.kit.look import BannerLook
from ponzi_desktop.ui.new_game_dialog import NewGameDialog
from ponzi_desktop.ui.session import GameSession

AA = 4.5
GAMES = [g.id for g in games.playable()]
#: the games that take the shell's palette (no colours of their own)
SHELLS = [g.id for g in games.playable() if not g.seat_colours]
PALETTES = sorted({(c, g) for g in GAMES for c in games.seat_colours(g)})


def role_coloured(colour: str | None) -> bool:
    return clashes_with_roles(QColor(colour))


@pytest.mark.parametrize("game", GAMES)
def test_a_palette_has_a_distinct_colour_for_every_seat_of_the_largest_table(game):
    palette = games.seat_colours(game)
    assert len(palette) >= game_spec(game).max_players
    assert len({QColor(c).name() for c in palette}) == len(palette)
    assert all(QColor(c).isValid() and len(c) == 7 for c in palette)


@pytest.mark.parametrize(("colour", "game"), PALETTES)
def test_every_palette_colour_meets_the_kits_banner_contrast(colour, game):
    banner = BannerLook(QColor(colour))
    for ink, band in banner.pairs():
        assert look.contrast(ink, band) >= AA, (game, colour, ink.name(), band.name())


@pytest.mark.parametrize("role", sorted(ROLE_COLOURS))
def test_every_roles_colour_carries_its_words_at_aa(role):
    """A seat's role pill and the deed card's role columns write the role's name in `ROLE_INK` on the role's
    colour, not on the seat's: the test above never saw them, and a review measured "Competitor" at 4.25:1."""
    assert look.contrast(ROLE_INK, ROLE_COLOURS[role]) >= AA, (role, ROLE_COLOURS[role].name())
    assert roles.ROLE_COLOURS[role] == ROLE_COLOURS[role]  # the badges and the start page's pawns: the same


def test_ponzi_and_black_friday_keep_the_shells_colours():
    assert games.seat_colours("ponzi") == look.SEAT_COLOURS
    assert games.seat_colours("black_friday") == look.SEAT_COLOURS


def test_anti_monopolys_palette_has_neither_sides_colour():
    palette = games.seat_colours("anti_monopoly")
    assert not any(role_coloured(c) for c in palette)
    # the check itself knows the sides' colours and the shell's blues and greens
    assert all(clashes_with_roles(c) for c in ROLE_COLOURS.values())
    assert all(role_coloured(c) for c in ("#0072B2", "#009E73", "#56B4E9"))


@pytest.mark.parametrize("players", range(2, 7))
def test_a_played_anti_monopoly_game_has_no_green_or_blue_seat(tmp_path, players):
    """`play` seats have no colour: GameSession.new gives them the game's, in the record."""
    session = GameSession.new("anti_monopoly", {}, 3, seats_for(players, "all", "normal"), autosave_dir=tmp_path,
                              bot_delay_ms=0)
    colours = [seat.colour for seat in session.record.seats]
    assert colours == list(games.seat_colours("anti_monopoly")[:players])
    assert not any(role_coloured(c) for c in colours)
    assert [look.seat_colour(session.seats, i).name() for i in range(players)] == [c.lower() for c in colours]


@pytest.mark.parametrize("game", SHELLS)
def test_other_games_seats_show_as_before(tmp_path, game):
    """A seat without a colour showed its place's colour of the shell's palette; it now holds that colour."""
    players = game_spec(game).max_players
    seats = seats_for(players, "all", "normal")
    before = [look.seat_colour(seats, i).name() for i in range(players)]
    session = GameSession.new(game, {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    assert [look.seat_colour(session.seats, i).name() for i in range(players)] == before
    assert all(seat.colour for seat in session.record.seats)


def test_a_seat_keeps_its_own_colour_and_the_others_take_free_ones(tmp_path):
    palette = games.seat_colours("anti_monopoly")
    seats = [Seat(name="A", kind="human", colour=palette[1]), Seat(name="B", kind="human"),
             Seat(name="C", kind="human", colour="#123456")]
    session = GameSession.new("anti_monopoly", {}, 3, seats, autosave_dir=tmp_path, bot_delay_ms=0)
    assert [seat.colour for seat in session.seats] == [palette[1], palette[0], "#123456"]


def test_an_old_save_keeps_its_seats_as_they_are(tmp_path):
    spec = game_spec("anti_monopoly")
    seats = [Seat(name=n, kind="human", colour=c) for n, c in (("A", None), ("B", "#0072B2"))]
    record = GameRecord(game="anti_monopoly", settings=spec.settings_from(2).model_dump(mode="json"), seed=1,
                        seats=seats, actions=[])
    session = GameSession(record, autosave_dir=tmp_path, bot_delay_ms=0)
    assert [seat.colour for seat in session.seats] == [None, "#0072B2"]


def dialog_for(qtbot, app_settings, game: str, players: int) -> NewGameDialog:
    dialog = NewGameDialog(game, app_settings)
    qtbot.addWidget(dialog)
    while len(dialog.rows) < players:
        dialog.add_seat()
    while len(dialog.rows) > players:
        dialog.remove_seat(dialog.rows[-1])
    return dialog


@pytest.mark.parametrize("players", range(2, 7))
def test_the_dialog_gives_anti_monopoly_seats_its_palette(qtbot, app_settings, tmp_path, players):
    dialog = dialog_for(qtbot, app_settings, "anti_monopoly", players)
    colours = [seat.colour for seat in dialog.config().seats]
    assert set(colours) <= set(games.seat_colours("anti_monopoly")) and len(set(colours)) == players
    assert not any(role_coloured(c) for c in colours)
    dialog.rows[0]._fill_menu()  # the colour picker offers the palette, named
    menu = dialog.rows[0].colour_button.menu().actions()
    assert len(menu) == len(games.seat_colours("anti_monopoly"))
    assert not any(action.text().startswith("#") for action in menu)
    config = dialog.config()
    session = GameSession.new(config.game, config.settings, config.seed, config.seats, autosave_dir=tmp_path,
                              bot_delay_ms=0)
    assert [seat.colour for seat in session.seats] == colours


def test_seats_remembered_from_another_game_take_this_games_colours(qtbot, app_settings):
    """Ponzi's seats were blue, vermilion, green, pink: at Anti-Monopoly vermilion and pink stay theirs."""
    shell = look.SEAT_COLOURS
    app_settings.set_last_seats([Seat(name=f"P{i}", kind="human", colour=shell[i]).model_dump() for i in range(4)])
    dialog = dialog_for(qtbot, app_settings, "anti_monopoly", 4)
    colours = [seat.colour for seat in dialog.config().seats]
    assert colours[1] == shell[1] and colours[3] == shell[3]  # vermilion and pink are in both palettes
    assert len(set(colours)) == 4 and not any(role_coloured(c) for c in colours)


@pytest.mark.parametrize("game", SHELLS)
def test_the_dialog_gives_other_games_the_shells_colours(qtbot, app_settings, game):
    dialog = dialog_for(qtbot, app_settings, game, game_spec(game).max_players)
    assert [seat.colour for seat in dialog.config().seats] == list(look.SEAT_COLOURS[:len(dialog.rows)])


def test_a_seat_keeps_its_colour_from_game_to_game_where_the_game_allows_it():
    """A player who switched games saw every seat change colour: a game's own palette keeps the shell's colour in
    each place where that colour is not one the game keeps for something else."""
    shell = [c.lower() for c in look.SEAT_COLOURS]
    for game in GAMES:
        own = [c.lower() for c in games.seat_colours(game)]
        for seat, colour in enumerate(shell[:len(own)]):
            if colour in own:
                assert own[seat] == colour, f"{game}: seat {seat + 1} wears {own[seat]}, not its {colour}"


def test_anti_monopolys_seat_colours_stand_apart_for_every_eye():
    """A review took the orange and the brown seats' tags, tokens and banners for one another (16.7 CIEDE2000
    apart, 9.8 under protanopia; their banners 9.1): every two of the table's seat colours stand 20 apart and
    more, as they are and as a person with protanopia or deuteranopia sees them (Machado 2009), and the banners'
    bands drawn from them stand 20 apart too."""
    from colour_difference import difference

    palette = [QColor(c).name() for c in games.seat_colours("anti_monopoly")]
    bands = [BannerLook(QColor(c)).top.name() for c in palette]
    for one, other in itertools.combinations(range(len(palette)), 2):
        for vision in ("typical", "protanopia", "deuteranopia"):
            apart = difference(palette[one], palette[other], vision)
            assert apart >= 20, (palette[one], palette[other], vision, round(apart, 1))
        apart = difference(bands[one], bands[other])
        assert apart >= 20, (bands[one], bands[other], round(apart, 1))
    assert round(difference("#d55e00", "#8c5a2b"), 1) == 16.7  # the review's pair, as this measure has it


@pytest.mark.parametrize(("colour", "game"), PALETTES)
def test_a_seats_swatch_has_a_ring_that_shows_on_the_paper(qapp, colour, game):
    """Anti-Monopoly's white seat: its swatch in the New Game dialog is ringed 3:1 and more on the paper."""
    from ponzi_desktop.ui.seat_rows import swatch

    image = swatch(colour).pixmap(36, 36).toImage()
    darkest = min((image.pixelColor(x, image.height() // 2) for x in range(image.width())
                   if image.pixelColor(x, image.height() // 2).alpha() == 255), key=lambda c: c.lightness())
    assert look.contrast(darkest, QColor("#fbf5e6")) >= 3.0, (game, colour, darkest.name())
