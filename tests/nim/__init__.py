"""Nim, a game that is none of the app's three and lives only in the tests: it proves that a game is added
through the registries' public `register` calls alone (engine spec, bot levels, table), and that every shared
screen takes it. See `registration.py`."""
