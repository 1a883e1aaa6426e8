"""The replay: a finished game, or a save, shown move by move on its real table with a timeline
(`session.ReplaySession`, `page.ReplayPage`; the marks a game's registration names, `marks.ReplayMarks`)."""
