"""The Anti-Monopoly data file: what it holds, and clear errors (file and field) when it is broken."""

from __future__ import annotations

import copy
import json

import pytest

from ponzi_desktop.engine.anti_monopoly.board import board
from ponzi_desktop.engine.anti_monopoly.data import AntiMonopolyData, anti_monopoly_data
from ponzi_desktop.engine.data import DataFileError, load_model
from ponzi_desktop.paths import resource_path


@pytest.fixture(scope="module")
def raw():
    return json.loads(resource_path("data", "anti_monopoly.json").read_text(encoding="utf-8"))


def test_the_shipped_file_loads_and_describes_the_board():
    data = anti_monopoly_data()
    assert len(data.spaces) == 40 and len(data.cities) == 8
    assert len(data.cards.competitor) == 25 == len(data.cards.monopolist)
    b = board()
    assert len(b.properties) == 28 and len(b.streets) == 22
    assert b.transports == (5, 15, 25, 35) and b.utilities == (12, 28)
    assert b.fare == [[0, 20, 20, 20, 20], [0, 40, 80, 160, 320]]
    assert b.util_mult == [[0, 4, 4], [0, 4, 10]]
    assert b.foundation_payouts == (25, 50, 0, 0, 0, 0)
    assert b.income_tax_pct == ((10, 10, 10), (20, 10, 10))
    assert (b.salary, b.fine, b.property_tax, b.starting_cash) == (100, 50, 75, 1500)


def broken(tmp_path, raw, change):
    data = copy.deepcopy(raw)
    change(data)
    path = tmp_path / "anti_monopoly.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_model(AntiMonopolyData, path)
    message = str(caught.value)
    assert str(path) in message
    return message


def test_a_wrong_rent_names_the_space(tmp_path, raw):
    def change(data):
        data["spaces"][1]["rent_monopolist"][1] = 13
    message = broken(tmp_path, raw, change)
    assert "spaces.1" in message and "rent_monopolist" in message


def test_a_missing_price_names_the_field(tmp_path, raw):
    def change(data):
        del data["spaces"][39]["price"]
    assert "spaces.39.street.price" in broken(tmp_path, raw, change)


def test_an_unknown_card_effect_names_the_card(tmp_path, raw):
    def change(data):
        data["cards"]["monopolist"][3]["effect"]["type"] = "steal"
    assert "cards.monopolist.3.effect" in broken(tmp_path, raw, change)


def test_a_short_deck_is_refused(tmp_path, raw):
    def change(data):
        data["cards"]["competitor"].pop()
    assert "cards.competitor" in broken(tmp_path, raw, change)


def test_a_space_out_of_place_is_refused(tmp_path, raw):
    def change(data):
        data["spaces"][5], data["spaces"][6] = data["spaces"][6], data["spaces"][5]
    assert "spaces.5: index 6" in broken(tmp_path, raw, change)


def test_a_city_street_missing_from_the_board_is_refused(tmp_path, raw):
    def change(data):
        data["cities"][0]["streets"][0] = "Bourbon St."
    assert "Bourbon St." in broken(tmp_path, raw, change)


def test_a_wrong_redemption_price_is_refused(tmp_path, raw):
    def change(data):
        data["spaces"][12]["redemption_price"] = 82
    assert "redemption price 82" in broken(tmp_path, raw, change)


def test_a_go_to_card_that_skips_start_money_is_refused(tmp_path, raw):
    def change(data):
        data["cards"]["competitor"][9]["effect"]["collect_100_if_passing_or_landing_on_start"] = False
    assert "cards.competitor.9.effect" in broken(tmp_path, raw, change)


def test_not_json_is_refused(tmp_path):
    path = tmp_path / "anti_monopoly.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(DataFileError, match="not valid JSON"):
        load_model(AntiMonopolyData, path)
