"""Bots: pure Python; a bot sees one seat's view and an rng, and returns a legal action."""
