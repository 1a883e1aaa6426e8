"""`ponzi-desktop check-save` and File → Open agree on any file: both open it, or both refuse it with a reason,
each in under a second, and check-save never prints a traceback.

Hypothesis makes the files from a good save: a field given any JSON at all, nesting hundreds of levels deep,
texts of megabytes, numbers of thousands of digits, text that is not Unicode (lone surrogates), bytes cut
short or changed, and now and then the good file itself.
"""

from __future__ import annotations

import contextlib
import io
import json
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ponzi_desktop import cli
from ponzi_desktop.persistence import replay, write_save
from ponzi_desktop.persistence.sample import random_record

PLACE = "\u0000PLACEHOLDER\u0000"  # where raw JSON text goes (what json.dumps cannot write: deep, huge)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
raw_values = st.one_of(
    st.integers(9, 990).map(lambda depth: "[" * depth + "1" + "]" * depth),
    st.integers(9, 990).map(lambda depth: '{"a":' * depth + "1" + "}" * depth),
    st.integers(1_000, 3_000_000).map(lambda length: json.dumps("x" * length)),
    st.integers(19, 6_000).map(lambda digits: "9" * digits),
    st.sampled_from(['"\\ud800"', '"Eve\\udfff"', '"\\u0000"', '"\\u202eEve"', "1e400", "-0"]),
)


def where(data: dict) -> st.SearchStrategy[tuple]:
    """A place in the save to change: a top-level field, a seat's field, an action, a setting."""
    places = [(key,) for key in data]
    places += [("seats", i, key) for i, seat in enumerate(data["seats"]) for key in seat]
    places += [("actions", i) for i in range(len(data["actions"]))]
    places += [("settings", key) for key in data["settings"]]
    return st.sampled_from(places)


def put(data: dict, place: tuple, value: object) -> None:
    target = data
    for step in place[:-1]:
        target = target[step]
    target[place[-1]] = value


@st.composite
def save_files(draw: st.DrawFn, good: bytes) -> bytes:
    kind = draw(st.sampled_from(["json", "raw", "bytes", "cut", "good"]))
    if kind == "good":
        return good
    if kind == "cut":
        return good[: draw(st.integers(0, len(good) - 1))]
    if kind == "bytes":
        index = draw(st.integers(0, len(good) - 1))
        return good[:index] + draw(st.binary(min_size=1, max_size=8)) + good[index + 1:]
    data = json.loads(good)
    place = draw(where(data))
    if kind == "json":
        put(data, place, draw(json_values))
        return json.dumps(data).encode("utf-8", "surrogatepass")
    put(data, place, PLACE)
    return json.dumps(data).replace(json.dumps(PLACE), draw(raw_values)).encode()


def check_save(path: Path) -> tuple[bool, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        code = cli.main(["check-save", str(path)])
    said = out.getvalue()
    assert "Traceback" not in said
    assert code in (cli.EXIT_OK, cli.EXIT_USAGE), said
    return code == cli.EXIT_OK, said.strip()


@pytest.fixture
def good_save(tmp_path) -> bytes:
    record = random_record(["Ann", "Bob", "Cy"], 25, seed=4)
    path = tmp_path / "good.json"
    write_save(path, record, replay(record))
    return path.read_bytes()


def test_check_save_and_open_agree_on_any_file(window, boxes, tmp_path, good_save):
    path = tmp_path / "fuzzed.json"

    @settings(max_examples=120, deadline=None, derandomize=True,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
    @given(content=save_files(good_save))
    def agree(content: bytes) -> None:
        path.write_bytes(content)
        start = time.perf_counter()
        checked, said = check_save(path)
        assert time.perf_counter() - start < 1.0, said
        assert said if not checked else said == "ok"
        shown = len(boxes)
        start = time.perf_counter()
        opened = window.load_path(path)
        assert time.perf_counter() - start < 1.0
        assert opened == checked, said
        if not opened:  # refused with a reason in the window too: the box's detail is check-save's line
            detail = boxes[-1]["detail"].replace("\u2068", "").replace("\u2069", "")  # isolated: it quotes the file
            assert len(boxes) == shown + 1 and detail.endswith(said)
        window.go_home()

    agree()
