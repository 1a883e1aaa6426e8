"""Test set-up shared by every folder: the tests folder itself is importable (shared checks live there)."""

import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
