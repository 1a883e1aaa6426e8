"""`python -m ponzi_desktop`: the same entry point as the `ponzi-desktop` command."""

from ponzi_desktop.cli import main

raise SystemExit(main())
