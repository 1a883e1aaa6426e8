"""The entry script PyInstaller freezes: the `ponzi-desktop` command, as the console script runs it."""

import multiprocessing
import sys

from ponzi_desktop.cli import main

if __name__ == "__main__":
    # `tournament --jobs N` starts worker processes; a frozen program must route them here first
    multiprocessing.freeze_support()
    sys.exit(main())
