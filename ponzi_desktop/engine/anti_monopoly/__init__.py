"""Anti-Monopoly (Ralph Anspach): rules engine, registered as game id "anti_monopoly"."""
