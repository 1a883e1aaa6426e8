"""Anti-Monopoly bots by level: easy, normal and hard (see each module)."""

from ponzi_desktop.bots.anti_monopoly.easy import EasyBot
from ponzi_desktop.bots.anti_monopoly.hard import HardBot
from ponzi_desktop.bots.anti_monopoly.normal import NormalBot

LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot"]
