"""An industry's picture shows what its name says in every language: the Chinese names are the Taiwanese edition's
(航運, 能源: shipping and energy, where the other editions have transportation and grain), so in Chinese those two
tiles show a ship and a lightning bolt, not the lorry and the ear of wheat (a review found them apart)."""

from __future__ import annotations

import pytest

from ponzi_desktop.ui import i18n
from ponzi_desktop.ui.ponzi.items import industry_name
from ponzi_desktop.ui.ponzi.style import industry_icon


@pytest.fixture
def chinese(qapp):
    i18n.install("zh_TW")
    yield
    i18n.install("en")


def outline(industry: str) -> list[tuple[float, float]]:
    path = industry_icon(industry)
    return [(round(path.elementAt(i).x, 2), round(path.elementAt(i).y, 2)) for i in range(path.elementCount())]


def test_the_chinese_tiles_show_a_ship_and_a_bolt(qapp, chinese):
    assert (industry_name("transportation"), industry_name("grain")) == ("航運", "能源")  # the rulebook's names
    chinese_pictures = {k: outline(k) for k in ("transportation", "grain", "media", "real_estate")}
    i18n.install("en")
    assert industry_name("grain") == "Grain"
    for industry, picture in chinese_pictures.items():
        same = picture == outline(industry)
        assert same == (industry in ("media", "real_estate")), industry
