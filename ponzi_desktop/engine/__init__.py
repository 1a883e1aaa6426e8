"""The rules of the three games: pure Python, no Qt, no global randomness."""
