"""Anti-Monopoly bots by level: easy, normal and hard (see each module), and a random bot of its own."""

from ponzi_desktop.bots.anti_monopoly.easy import EasyBot
from ponzi_desktop.bots.anti_monopoly.hard import HardBot
from ponzi_desktop.bots.anti_monopoly.normal import NormalBot
from ponzi_desktop.bots.anti_monopoly.random_level import RandomBot

LEVELS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]
