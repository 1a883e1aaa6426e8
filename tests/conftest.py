"""Test set-up shared by every folder: the tests folder itself is importable (shared checks live there), and
the tests refuse to run on compiled engine modules older than their sources (they would test old code), and no
test waits for the disk to flush what it wrote."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))


def pytest_configure(config):
    from ponzi_desktop.native import pure_python, stale_modules

    stale = [] if pure_python() else stale_modules()
    if stale:
        import pytest

        pytest.exit(f"compiled modules older than their sources ({', '.join(stale[:3])}"
                    f"{' ...' if len(stale) > 3 else ''}): run ./dev.sh test, or `python setup.py build_ext "
                    "--inplace`, or set PONZI_DESKTOP_PURE=1", returncode=4)


#: The tests that take longest (5-40 s each on two cores, slowest first), by file and function, every
#: parameter of them. Spread over xdist's workers, a run ends when its last test does: one of these started
#: near the end keeps one worker busy while the others have nothing left to do.
SLOW_FIRST = (
    "tests/ui/test_lesson_plays_note.py::test_the_plays_note_names_the_seat_the_board_shows",
    "tests/ui/test_history_recording.py::test_play_to_the_end_records_into_the_apps_history_and_no_record_does_not",
    "tests/ui/anti_monopoly/test_lesson.py::test_the_lesson_played_through_by_mouse",
    "tests/ui/test_names_shown.py::test_names_are_shown_as_typed_and_isolated_everywhere",
    "tests/ui/black_friday/test_bonus_and_gold.py::test_each_event_shows_on_the_board_before_the_next_one_begins",
    "tests/ui/test_lesson_play.py::test_through_the_whole_lesson_the_plays_note_names_its_seat_and_every_move_is_asked_for_uncovered",
    "tests/ui/black_friday/test_table.py::test_hot_seat_privacy_walk",
    "tests/ui/black_friday/test_table.py::test_monkey_clicks_drags_and_keys_never_break_the_table",
    "tests/ui/test_window_manager.py::test_the_window_opens_again_as_it_was_left",
    "tests/ui/black_friday/test_table.py::test_one_human_plays_a_whole_game_by_mouse_to_the_end_table",
    "tests/ui/test_fixed_slots.py::test_hint_and_undo_stay_on_the_panel_greyed_with_their_reason",
    "tests/ui/test_table_rules.py::test_nothing_moves_or_rescales_over_a_200_action_game",
    "tests/ui/ponzi/test_full_game.py::test_monkey_clicks_drags_and_keys_never_break_the_table",
    "tests/test_native.py::test_the_pure_path_passes_the_engines_rule_tests",
    "tests/ui/test_names_shown.py::test_every_other_table_shows_the_names_as_typed_and_isolated",
    "tests/ui/black_friday/test_bonus_and_gold.py::test_the_panel_heading_has_the_shown_events_phase_and_round",
    "tests/ui/test_lesson_on_the_way.py::test_a_note_between_steps_names_the_next_step_and_the_turns_before_it",
    "tests/ui/test_fixed_slots.py::test_nothing_shifts_between_turns_over_a_200_action_game",
    "tests/ui/black_friday/test_lesson.py::test_the_lesson_played_with_the_mouse_to_its_end",
    "tests/ui/test_table_rules.py::test_the_panels_fixed_buttons_keep_their_places_and_never_cover_the_prompt",
    "tests/ui/anti_monopoly/test_am_table.py::test_a_monkey_clicks_and_drags_and_the_game_stays_legal",
    "tests/ui/test_handoff_waits.py::test_with_a_bot_between_two_people_the_cover_still_waits_for_hand_over",
    "tests/ui/anti_monopoly/test_narration.py::test_the_log_the_status_and_the_board_tell_a_growing_entry_alike",
    "tests/ui/test_lesson_clear.py::test_no_step_covers_what_it_talks_about_before_and_after_a_resize",
    "tests/ui/anti_monopoly/test_am_places.py::test_every_place_line_is_whole_legible_and_as_wide_lettered_as_its_neighbours",
    "tests/ui/anti_monopoly/test_lesson_card.py::test_the_note_leaves_a_drawn_card_in_sight",
    "tests/engine/ponzi/test_ponzi_protocol.py::test_every_refusal_in_random_games_changes_nothing",
    "tests/ui/anti_monopoly/test_am_table.py::test_a_whole_game_by_mouse_to_the_end",
    "tests/ui/test_replay_page.py::test_the_bar_says_the_same_moment_however_it_was_reached",
    "tests/ui/ponzi/test_lesson.py::test_the_whole_lesson_by_mouse_then_play_on",
    "tests/ui/anti_monopoly/test_am_dice.py::test_the_dice_rest_until_the_player_whose_turn_it_is_throws",
    "tests/ui/ponzi/test_table_privacy.py::test_hot_seat_privacy_walk",
)


def pytest_collection_modifyitems(config, items):
    """Under xdist (`./dev.sh test`), the slowest tests (`SLOW_FIRST`) are handed out first, the rest in the
    order they were collected. A run in one process keeps the collected order."""
    if not hasattr(config, "workerinput"):  # xdist's workers collect; one process runs as collected
        return
    rank = {name: n for n, name in enumerate(SLOW_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("[")[0], len(rank)))


import pytest  # noqa: E402


@pytest.fixture(scope="session")
def qapp(qapp):
    """pytest-qt's application, wearing the app's style sheet as a player's does (`make_application` puts it on at
    start): every widget test measures the look a player sees. Measured without it, the menu bar was 4 px
    shorter and the table's room taller than any player's, and the one test that put it on (the shell's) left it
    on for the tests after it in its worker, so that their measures hung on the order the tests ran in."""
    from ponzi_desktop.ui.app_style import apply_app_style

    apply_app_style(qapp)
    return qapp


@pytest.hookimpl(hookwrapper=True, trylast=True)
def pytest_runtest_teardown(item, nextitem):
    """Delete what the test's widgets left to `deleteLater` (pytest-qt closes them so): the tests run no event
    loop, so without this every window of every test stayed alive and answered each later language change
    (the suite grew slower with every test)."""
    yield
    if "PySide6.QtWidgets" not in sys.modules:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True, scope="session")
def no_disk_flush():
    """`os.fsync` asks the disk to keep what was written through a power cut: no test cuts the power, and every
    save and autosave (one per move of every game a test plays) waited for the disk, a few milliseconds each.
    The call is still made, and still refuses a closed or wrong file (`fstat`'s error, as fsync's); a test of a
    failing fsync puts its own in (tests/persistence)."""

    def checked(fd: int) -> None:
        os.fstat(fd)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", checked)
        yield
