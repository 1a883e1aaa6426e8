"""The Ponzi Scheme table: board, wheels, drag and drop, dialogs."""
