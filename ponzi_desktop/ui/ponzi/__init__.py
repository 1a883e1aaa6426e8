"""The Ponzi Scheme table: board, wheels, drag and drop, dialogs."""

import sys

if sys.version_info < (3, 12):
    import ctypes

    # PySide6 6.12 returns None from void methods without a new reference; on 3.11 (None not immortal)
    # every call takes one away and an animating table reaches "none_dealloc" within minutes. Give None
    # the references it will lose, as 3.12 does, once for the whole process (tests/ui/conftest.py does
    # the same for the tests; whoever applies it first, the others see it done).
    _refcount = ctypes.c_ssize_t.from_address(id(None))
    if _refcount.value < 1 << 39:
        _refcount.value += 1 << 40
