"""The entry script PyInstaller freezes: the `ponzi-desktop` command, as the console script runs it."""

import multiprocessing
import sys

from ponzi_desktop.cli import main
from ponzi_desktop.paths import stand_in_for_left_out_modules

if __name__ == "__main__":
    # `tournament --jobs N` starts worker processes; a frozen program must route them here first
    multiprocessing.freeze_support()
    stand_in_for_left_out_modules()
    sys.exit(main())
