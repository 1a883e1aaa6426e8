"""Ponzi Scheme bots by level: easy, normal and hard (see each module)."""

from ponzi_desktop.bots.ponzi.easy import EasyBot
from ponzi_desktop.bots.ponzi.hard import HardBot
from ponzi_desktop.bots.ponzi.normal import NormalBot

LEVELS = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["LEVELS", "EasyBot", "HardBot", "NormalBot"]
