"""Anti-Monopoly bots by level: easy, normal and hard (see each module)."""

from ponzi_desktop.bots.anti_monopoly.easy import EasyBot
from ponzi_desktop.bots.anti_monopoly.normal import NormalBot

LEVELS = {"easy": EasyBot, "normal": NormalBot}

__all__ = ["LEVELS", "EasyBot", "NormalBot"]
