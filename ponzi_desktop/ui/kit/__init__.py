"""The table kit: everything a game's table is built from that is not about one game.

`look` (colours, fonts, icons), `pieces` (the base piece, text, flyers, trays), `moves` (payloads, targets,
results and the protocols a game's views and moves follow), `scene`, `view`, `dragging`, `animation`,
`action_panel`, `table` (the base table), `end_table`, `dialogs`, `rule_tips`. See ui/README.md for how a
game's table plugs in. No module here names a game.
"""
