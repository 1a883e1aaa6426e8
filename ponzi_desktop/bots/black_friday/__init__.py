"""Black Friday bots by level: easy (sensible random), normal (heuristic), hard (determinized search)."""

from ponzi_desktop.bots.black_friday.easy import EasyBot
from ponzi_desktop.bots.black_friday.hard import HardBot
from ponzi_desktop.bots.black_friday.normal import NormalBot

LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot"]
