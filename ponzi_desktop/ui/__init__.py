"""Everything Qt: the session that owns the live game, models, widgets, dialogs, labels."""
