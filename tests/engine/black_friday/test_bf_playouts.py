"""Black Friday random playouts: every game ends at gold $100 keeping the invariants; the checks can fail;
the data file is validated; `simulate` is deterministic for 2-5 players; save files load back."""

from __future__ import annotations

import io
import json
import random
from contextlib import redirect_stdout
from dataclasses import replace

import pytest
from bf_helpers import ALICE, BOB, game

from ponzi_desktop.cli import main as cli_main
from ponzi_desktop.engine.black_friday import SPEC, BlackFridayState
from ponzi_desktop.engine.black_friday import invariants as bf_invariants
from ponzi_desktop.engine.black_friday.data import BlackFridayData
from ponzi_desktop.engine.black_friday.game import BlackFridayGame, new_game
from ponzi_desktop.engine.black_friday.invariants import check_state, check_view
from ponzi_desktop.engine.data import DataFileError, load_model
from ponzi_desktop.paths import resource_path
from ponzi_desktop.persistence import GameRecord, Seat, read_save, write_save

CONFIGS = [(2, None), (3, False), (3, True), (4, False), (4, True), (5, None)]
#: Random games a table: the first 12 seeds of each table play every kind of action its first 40 did
#: (all but one `end` of the 3-player game with the broker, which every other table plays), at under a third of
#: the CPU.
OWN_LOOP_GAMES = 12
#: The generic checker's games a table: it checks what the own loop checks and more (clones, save round trips),
#: so a few games a table are enough beside the own loop's.
CHECKER_GAMES = 5


def own_loop(players: int, mibs: bool | None, seed: int) -> BlackFridayState:
    """One random game, checking the state and every seat's view after every action."""
    state = SPEC.new_game(SPEC.settings_from(players, {"mibs": mibs}), seed)
    rng = random.Random(seed)
    check_state(state)
    actions = 0
    while not state.is_over:
        choices = state.legal_choices()
        assert choices, f"no choice in {state.notation()}"
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action, state.current_player)
        check_state(state)
        for seat in (*range(players), None):
            check_view(state, state.view(seat), seat)
        actions += 1
        assert actions < 5_000, f"seed {seed}: no end after 5000 actions"
    return state


@pytest.mark.slow
@pytest.mark.parametrize(("players", "mibs"), CONFIGS)
def test_random_games_end_at_gold_100_keeping_every_invariant(players, mibs):
    for seed in range(OWN_LOOP_GAMES):
        state = own_loop(players, mibs, seed)
        assert state.outcome.reason == "gold_100" and state.gold_price == 100
        assert state.with_broker == (players == 2 or bool(mibs))


@pytest.mark.slow
@pytest.mark.parametrize(("players", "mibs"), CONFIGS)
def test_the_generic_checker_passes(players, mibs):
    checks = pytest.importorskip("ponzi_desktop.engine.checks")
    config = SPEC.settings_from(players, {"mibs": mibs})
    base = CONFIGS.index((players, mibs)) * 10_000
    summary = checks.run_many(SPEC, config, range(base, base + CHECKER_GAMES), save_roundtrip_every=40)
    assert summary.games == CHECKER_GAMES and summary.violations == []
    assert summary.reasons == {"gold_100": CHECKER_GAMES}


# ---- the invariants can fail --------------------------------------------------------------------------

def broken(mutate) -> str:
    state = game(4, seed=3, start_player=ALICE)
    mutate(state)
    with pytest.raises(AssertionError) as caught:
        check_state(state)
    return str(caught.value)


def test_a_share_in_two_places_is_caught():
    def twice(s):
        s.market[0] += 1
    assert "colour 0: 26 shares" in broken(twice)


def test_a_lost_black_share_is_caught():
    def lose(s):
        s.chart_black[9] = 0
    assert "14 black shares" in broken(lose)


def test_money_from_nowhere_is_caught():
    def gift(s):
        s.cash[BOB] += 1
    assert "money not conserved" in broken(gift)


def test_a_dropped_level_is_caught():
    def drop(s):
        s.level_history = [0, 2, 1]
        s.level = 1
    assert "dropped" in broken(drop)


def test_a_level_without_its_blacks_in_the_bag_is_caught():
    def jump(s):
        s.level = 3
        s.level_history = [0, 3]
    assert "chart blacks" in broken(jump)


def test_gold_past_100_and_prices_off_the_chart_are_caught():
    def gold(s):
        s.gold = len(s.t.gold_value)
    assert "outside the track" in broken(gold)

    def price(s):
        s.price[2] = 7
    assert "costs $7" in broken(price)


def test_a_leaked_secret_is_caught():
    state = game(4, seed=3)
    view = state.view(ALICE)
    leaky = view._replace(holders=tuple(h._replace(cash=state.cash[p]) for p, h in enumerate(view.holders)))
    with pytest.raises(AssertionError, match="sees player 1's cash"):
        check_view(state, leaky, ALICE)
    leaky = view._replace(holders=tuple(h._replace(shares=tuple(state.shares[p]))
                                        for p, h in enumerate(view.holders)))
    with pytest.raises(AssertionError, match="sees player 1's shares"):
        check_view(state, leaky, ALICE)
    with pytest.raises(AssertionError, match="only its size"):
        check_view(state, view._replace(bag_size=tuple(state.bag)), ALICE)
    with pytest.raises(AssertionError, match="market is a list"):
        check_view(state, view._replace(market=state.market), ALICE)


def test_the_checker_catches_an_engine_bug():
    checks = pytest.importorskip("ponzi_desktop.engine.checks")

    def generous(self, action):
        events = BlackFridayGame._apply(self, action)
        for e in events:
            if e.kind == "shares_sold":
                self.cash[e.player] += 1  # a bug: a dollar the bank never paid
        return events

    # a subclass with the bug: the compiled state's hooks cannot be replaced in place, nor the rules' functions
    bugged = type("BuggedBlackFridayGame", (BlackFridayGame,), {"__slots__": (), "_apply": generous})
    with pytest.raises(checks.InvariantViolation, match="money not conserved"):
        checks.random_playout_check(replace(SPEC, new_game=lambda settings, seed: new_game(settings, seed, bugged)),
                                    SPEC.settings_from(4, {}), 3)
    assert checks.invariants_for("black_friday").check_state is bf_invariants.check_state


# ---- the data file ------------------------------------------------------------------------------------

def broken_copy(tmp_path, edit) -> str:
    raw = json.loads(resource_path("data", "black_friday.json").read_text(encoding="utf-8"))
    edit(raw)
    path = tmp_path / "black_friday.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_model(BlackFridayData, path)
    message = str(caught.value)
    assert str(path) in message
    return message


def test_the_shipped_data_file_loads():
    data = load_model(BlackFridayData, resource_path("data", "black_friday.json"))
    assert data.chart.values[0][3] == 8 and data.gold_price_track[-1] == 100


@pytest.mark.parametrize(("edit", "field"), [
    (lambda d: d["chart"]["values"][0].pop(), "chart"),
    (lambda d: d["chart"]["values"][5].__setitem__(2, 1), "rise rightwards and upwards"),
    (lambda d: d["edge_rules"].__setitem__("up_at_top_edge", "sideways"), "edge_rules.up_at_top_edge"),
    (lambda d: d["level_tiles"][3].__setitem__("draw", 0), "level_tiles.3.draw"),
    (lambda d: d["price_change_table"].pop(10), "price_change_table"),
    (lambda d: d["gold_price_track"].reverse(), "gold_price_track must rise"),
    (lambda d: d["setup"]["market_per_colour"].__setitem__("5", 6), "do not add up"),
    (lambda d: d["components"].__setitem__("black_shares", 16), "black_shares"),
    (lambda d: d["bonus_tiles"]["tiles"]["3"].append("steal"), "bonus_tiles.tiles.3"),
    (lambda d: d.pop("mibs"), "mibs"),
])
def test_a_broken_data_file_names_the_file_and_field(tmp_path, edit, field):
    assert field in broken_copy(tmp_path, edit)


# ---- simulate -----------------------------------------------------------------------------------------

def simulate(*args: str) -> dict:
    out = io.StringIO()
    with redirect_stdout(out):
        assert cli_main(["simulate", "--game", "black_friday", "--json", *args]) == 0
    return json.loads(out.getvalue())


@pytest.mark.slow
@pytest.mark.parametrize(("players", "extra"), [(2, []), (3, ["--set", "mibs=true"]), (3, ["--set", "mibs=false"]),
                                               (4, ["--set", "mibs=true"]), (4, []), (5, [])])
def test_simulate_is_deterministic_and_ends_at_gold_100(players, extra):
    args = ["--players", str(players), "--games", "25", "--seed", "1", *extra]
    one, two = simulate(*args), simulate(*args)
    assert one["results"] == two["results"]
    assert {r["end"] for r in one["results"]} == {"gold_100"}
    assert all(r["gold_price"] == 100 for r in one["results"])
    assert one["settings"]["players"] == players and "mean_price_changes" in one


# ---- save files ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "values"), [(2, {}), (4, {"mibs": True}), (5, {"start_player": 3})])
def test_a_saved_game_loads_to_the_same_state(tmp_path, players, values):
    config = SPEC.settings_from(players, values)
    state = SPEC.new_game(config, 77)
    rng = random.Random(77)
    texts = []
    for _ in range(60):
        choices = state.legal_choices()
        choice = choices[int(rng.random() * len(choices))]
        action = choice.action if choice.param is None else choice.with_value(rng.randint(choice.lo, choice.hi))
        state.apply(action)
        texts.append(action.to_text())
    seats = [Seat(name=f"bot {p}", kind="bot", level="random") for p in range(players)]
    record = GameRecord(game="black_friday", settings=config.model_dump(), seed=77, seats=seats, actions=texts)
    path = tmp_path / "game.json"
    write_save(path, record, state)
    loaded_record, loaded = read_save(path)
    assert loaded.digest() == state.digest() and loaded_record.actions == texts
