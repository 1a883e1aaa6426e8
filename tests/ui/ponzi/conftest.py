"""The Ponzi table tests' fixture: a table at 1280x720 at a seeded position (`make_table`)."""

from __future__ import annotations

import pytest
from table_helpers import app_settings, find_position, human_at, seats, session_at

from ponzi_desktop.ui.ponzi.table import PonziTable


@pytest.fixture
def make_table(qtbot, tmp_path):
    made = []

    def make(phase=None, players=4, variant="basic", humans=(0,), speed="off", predicate=None):
        predicate = predicate or human_at(phase)
        texts, seed, _ = find_position(predicate, players, variant)
        session = session_at(tmp_path, texts, {"variant": variant}, seed, seats(players, humans))
        table = PonziTable(session, app_settings(tmp_path, speed))
        qtbot.addWidget(table)
        table.resize(1280, 720)
        table.show()
        qtbot.waitExposed(table)
        made.append(session)
        return table, session

    yield make
    for s in made:
        s.shutdown()
