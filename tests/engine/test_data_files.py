"""The Ponzi Scheme data file: the shipped one loads, and a broken copy is an error naming the file and field."""

from __future__ import annotations

import copy
import json

import pytest

from ponzi_desktop.engine.data import DataFileError, load_model
from ponzi_desktop.engine.ponzi.data import DATA_FILE, PonziData, ponzi_data
from ponzi_desktop.paths import resource_path


@pytest.fixture(scope="module")
def raw():
    return json.loads(resource_path("data", DATA_FILE).read_text(encoding="utf-8"))


def test_the_shipped_file_loads():
    data = ponzi_data()
    values = [c.value for c in data.fund_cards]
    assert len(values) == 72 and sorted(values) == list(range(9, 81))
    assert [c.value for c in data.fund_cards if c.kind == "start"] == list(range(9, 18))
    assert [c.value for c in data.fund_cards if c.kind == "bear"] == list(range(63, 81))  # 18, the rulebook
    online = [c.value for c in data.fund_cards if (c.kind_online_version or c.kind) == "bear"]
    assert online == list(range(65, 81))  # 16, the online version
    assert all(1 <= c.period <= 5 and c.interest > 0 for c in data.fund_cards)
    assert [i.tiles for i in data.industries] == [15, 15, 15, 15]
    assert [(lux.price, lux.points) for lux in data.luxuries] == [(30, 1), (56, 2), (78, 3), (96, 4)]
    assert [(c.min_cash, c.points) for c in data.cash_points_basic] == [(30, 1), (56, 2), (78, 3), (96, 4)]


def test_load_model_reads_the_shipped_file_the_same_way():
    assert load_model(PonziData, resource_path("data", DATA_FILE)) == ponzi_data()


def broken(tmp_path, raw, change) -> str:
    """Write a changed copy of the data, load it, and return the error message (which names the file)."""
    data = copy.deepcopy(raw)
    change(data)
    path = tmp_path / DATA_FILE
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_model(PonziData, path)
    message = str(caught.value)
    assert str(path) in message
    return message


def test_invalid_json_names_the_file_and_the_place(tmp_path):
    path = tmp_path / DATA_FILE
    path.write_text('{"game": "ponzi_scheme",\n "fund_cards": [1, 2,,]}', encoding="utf-8")
    with pytest.raises(DataFileError) as caught:
        load_model(PonziData, path)
    message = str(caught.value)
    assert str(path) in message and "not valid JSON" in message and "line 2" in message


def test_a_missing_file_names_the_file(tmp_path):
    path = tmp_path / "nowhere" / DATA_FILE
    with pytest.raises(DataFileError, match="file is missing") as caught:
        load_model(PonziData, path)
    assert str(path) in str(caught.value)


def test_a_string_card_value_names_the_card(tmp_path, raw):
    def change(data):
        data["fund_cards"][5]["value"] = "fourteen"
    message = broken(tmp_path, raw, change)
    assert "field fund_cards.5.value" in message and "integer" in message


def test_duplicate_card_values_name_the_field(tmp_path, raw):
    def change(data):
        data["fund_cards"][20]["value"] = data["fund_cards"][19]["value"]
    message = broken(tmp_path, raw, change)
    assert "fund_cards" in message and "unique" in message


def test_a_missing_field_is_named(tmp_path, raw):
    def change(data):
        del data["fund_cards"][3]["interest"]
    message = broken(tmp_path, raw, change)
    assert "field fund_cards.3.interest" in message and "required" in message.lower()


def test_a_missing_section_is_named(tmp_path, raw):
    def change(data):
        del data["industries"]
    assert "field industries" in broken(tmp_path, raw, change)


@pytest.mark.parametrize(("field", "value", "where"), [
    ("period", 6, "fund_cards.0.period"),
    ("kind", "bull", "fund_cards.0.kind"),
    ("interest", -1, "fund_cards.0.interest"),
])
def test_an_out_of_range_card_field_is_named(tmp_path, raw, field, value, where):
    def change(data):
        data["fund_cards"][0][field] = value
    assert f"field {where}" in broken(tmp_path, raw, change)


def test_the_wrong_number_of_start_cards_is_refused(tmp_path, raw):
    def change(data):
        data["fund_cards"][0]["kind"] = "normal"
    assert "start" in broken(tmp_path, raw, change)


def test_a_count_of_several_errors_is_given(tmp_path, raw):
    def change(data):
        data["fund_cards"][0]["value"] = "x"
        data["fund_cards"][1]["value"] = "y"
    assert "(and 1 more)" in broken(tmp_path, raw, change)
