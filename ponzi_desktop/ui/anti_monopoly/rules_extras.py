"""The parts of the Anti-Monopoly rules the app writes itself, from the data file the engine plays with: every
property's price, building cost and mortgage note, the street rents of each side at every building level, and
the transport fares and utility multipliers of each side, wherever a rules text has the mark for them.

The numbers are never copied into the rules texts: a corrected title card is a change of the data file, and
the rules follow. Names of places come from `labels`, so they read as the board does in the app's language.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ponzi_desktop.paths import resource_path
from ponzi_desktop.ui.anti_monopoly.labels import city_name, space_name
from ponzi_desktop.ui.formatting import money, number

#: Where a rules text asks for each generated part.
PROPERTY_MARK = "<!-- property-table -->"
COMPETITOR_MARK = "<!-- competitor-rents -->"
MONOPOLIST_MARK = "<!-- monopolist-rents -->"
TRANSPORT_MARK = "<!-- transport-rents -->"
UTILITY_MARK = "<!-- utility-rents -->"
MARKS = (PROPERTY_MARK, COMPETITOR_MARK, MONOPOLIST_MARK, TRANSPORT_MARK, UTILITY_MARK)

translate = QCoreApplication.translate


def anti_monopoly_tables(text: str) -> str:
    """`text` with each mark replaced by its generated part (a note in its place if the data cannot be read)."""
    if not any(mark in text for mark in MARKS):
        return text
    try:
        data = json.loads(resource_path("data", "anti_monopoly.json").read_text(encoding="utf-8"))
        spaces = data["spaces"]
        parts = {
            PROPERTY_MARK: property_tables(spaces),
            COMPETITOR_MARK: competitor_rents(spaces),
            MONOPOLIST_MARK: monopolist_rents(spaces),
            TRANSPORT_MARK: transport_fares(spaces),
            UTILITY_MARK: utility_charges(spaces),
        }
    except (OSError, ValueError, KeyError, TypeError, StopIteration) as exc:
        note = translate("RulesDialog", "*The tables could not be read: %1*").replace("%1", str(exc))
        parts = dict.fromkeys(MARKS, note)
    for mark, part in parts.items():
        text = text.replace(mark, part)
    return text


def _table(head: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def _streets(spaces: list[dict]) -> list[dict]:
    return [s for s in spaces if s["type"] == "street"]


def property_tables(spaces: list[dict]) -> str:
    """The streets by city (price, building cost, mortgage, redemption), then the companies and utilities."""
    rows = []
    city = None
    for s in _streets(spaces):
        rows.append((city_name(s["city"]) if s["city"] != city else "", space_name(s["index"]), money(s["price"]),
                     money(s["house_cost"]), money(s["mortgage"]), money(s["redeem"])))
        city = s["city"]
    streets = _table((translate("AntiMonopolyRulesTables", "City"), translate("AntiMonopolyRulesTables", "Street"),
                      translate("AntiMonopolyRulesTables", "Price"),
                      translate("AntiMonopolyRulesTables", "Each building"),
                      translate("AntiMonopolyRulesTables", "Mortgage"),
                      translate("AntiMonopolyRulesTables", "Redemption")), rows)
    companies = [(space_name(s["index"]), money(s["price"]), money(s["mortgage_value"]), money(s["redemption_price"]))
                 for s in spaces if s["type"] in ("transportation", "utility")]
    others = _table((translate("AntiMonopolyRulesTables", "Company"), translate("AntiMonopolyRulesTables", "Price"),
                     translate("AntiMonopolyRulesTables", "Mortgage"),
                     translate("AntiMonopolyRulesTables", "Redemption")), companies)
    return streets + "\n" + others


def competitor_rents(spaces: list[dict]) -> str:
    """A Competitor's rent for each street: bare, with 1 to 4 houses, with the apartment."""
    head = (translate("AntiMonopolyRulesTables", "Street"), translate("AntiMonopolyRulesTables", "No building"),
            translate("AntiMonopolyRulesTables", "1 house"), translate("AntiMonopolyRulesTables", "2 houses"),
            translate("AntiMonopolyRulesTables", "3 houses"), translate("AntiMonopolyRulesTables", "4 houses"),
            translate("AntiMonopolyRulesTables", "Apartment"))
    rows = [(space_name(s["index"]), *(money(v) for v in s["rent_competitor"])) for s in _streets(spaces)]
    return _table(head, rows)


def monopolist_rents(spaces: list[dict]) -> str:
    """A Monopolist's rent for each street: alone in its city, monopolised, with 1 to 3 houses, the apartment."""
    head = (translate("AntiMonopolyRulesTables", "Street"),
            translate("AntiMonopolyRulesTables", "One street of the city"),
            translate("AntiMonopolyRulesTables", "Whole city"),
            translate("AntiMonopolyRulesTables", "1 house"), translate("AntiMonopolyRulesTables", "2 houses"),
            translate("AntiMonopolyRulesTables", "3 houses"), translate("AntiMonopolyRulesTables", "Apartment"))
    rows = [(space_name(s["index"]), *(money(v) for v in s["rent_monopolist"])) for s in _streets(spaces)]
    return _table(head, rows)


def transport_fares(spaces: list[dict]) -> str:
    """The fare of a transportation company by the number its owner holds, for each side."""
    company = next(s for s in spaces if s["type"] == "transportation")
    held = sorted(company["fare_competitor"], key=int)
    rows = [(number(int(n)), money(company["fare_competitor"][n]), money(company["fare_monopolist"][n]))
            for n in held]
    return _table((translate("AntiMonopolyRulesTables", "Companies the owner holds"),
                   translate("AntiMonopolyRulesTables", "Competitor's fare"),
                   translate("AntiMonopolyRulesTables", "Monopolist's fare")), rows)


def utility_charges(spaces: list[dict]) -> str:
    """What landing on a utility costs, as a multiple of a new roll, by the number its owner holds."""
    utility = next(s for s in spaces if s["type"] == "utility")

    def times(charge: str) -> str:  # "4x dice" in the data file
        factor = int(charge.lower().split("x")[0])
        return translate("AntiMonopolyRulesTables", "%1 × the roll").replace("%1", number(factor))

    held = sorted(utility["charge_competitor"], key=int)
    rows = [(number(int(n)), times(utility["charge_competitor"][n]), times(utility["charge_monopolist"][n]))
            for n in held]
    return _table((translate("AntiMonopolyRulesTables", "Utilities the owner holds"),
                   translate("AntiMonopolyRulesTables", "To a Competitor"),
                   translate("AntiMonopolyRulesTables", "To a Monopolist")), rows)
