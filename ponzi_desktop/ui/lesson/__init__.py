"""Learn to play: a guided first game on a fixed deal, one lesson per game (see plan.py for the lesson files)."""
