#!/usr/bin/env bash
# Set-up and entry points for a fresh Debian/Ubuntu machine (see README.md).
#   ./dev.sh run  [app arguments]    install what the app needs, then start it
#   ./dev.sh test [pytest arguments] install what the tests need, then run them (offscreen)
set -euo pipefail
cd "$(dirname "$0")"

# Debian packages: Python's venv, a C compiler and Python's headers (the compiled engine), the libraries
# Qt's xcb and offscreen platforms load, fonts for CJK text.
RUN_DEBS=(python3 python3-venv python3-pip python3-dev gcc libegl1 libgl1 libopengl0 libxkbcommon0 libxkbcommon-x11-0
          libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
          libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 libxcb-image0 libxcb-xkb1
          fonts-noto-cjk)
# openbox: a real window manager for the tests of what only a framed window shows (tests/ui/test_window_manager.py)
# binutils: the binary's build (tests/packaging) strips libraries and links ICU's cut data (packaging/icu_data.py)
TEST_DEBS=("${RUN_DEBS[@]}" xvfb xauth openbox binutils)
VENV=.venv

install_debs() {
    command -v dpkg-query >/dev/null || return 0  # not a Debian-family system: install these yourself
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing Debian packages: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# Runs a set-up step quietly: its output (pip's and setuptools' notes and warnings, which read as alarms to a
# new player) is shown only when the step fails.
quietly() {
    local log status=0
    log="$(mktemp)"
    "$@" >"$log" 2>&1 || status=$?
    [ "$status" -eq 0 ] || cat "$log" >&2
    rm -f "$log"
    return "$status"
}

make_venv() {
    if [ ! -x "$VENV/bin/python" ]; then
        echo "Setting up $VENV (the first time takes a minute or two)..." >&2
        python3 -m venv "$VENV"
    fi
    # The pip a new venv starts with (23.0 on Debian 12, 23.2 with Python 3.11) is upgraded first: it took 15 s of
    # CPU to install what the tests need where pip 26 took 12, its own upgrade included. A pip from 25 on
    # is kept, so a run that finds the venv set up no longer downloads and reinstalls pip each time.
    "$VENV/bin/python" -c "import sys, pip; sys.exit(int(pip.__version__.split('.')[0]) < 25)" \
        || quietly "$VENV/bin/python" -m pip install -q --upgrade pip
    # One pip call (one resolve, one round of downloads): the app installed as pure Python (fast, and again at
    # every run), and Cython and setuptools, which then compile the engines and bots in place (setup.py; a
    # no-op when nothing changed, about two minutes of CPU from scratch). --no-compile: pip would write the
    # bytecode of every module of every package (PySide6, numpy, PyInstaller...); Python writes it for the
    # modules a run imports, the first time it imports them.
    PONZI_DESKTOP_PURE=1 quietly "$VENV/bin/python" -m pip install -q --no-compile -e "$1" "cython>=3.0" \
        "setuptools>=77"
    if "$VENV/bin/python" -c "import sys; from ponzi_desktop import native; sys.exit(not native.needs_build())"; then
        echo "Compiling the game engines (the first time takes a minute or two)..." >&2
    fi
    "$VENV/bin/python" setup.py -q build_ext --inplace --parallel "$(nproc 2>/dev/null || echo 2)" 2>&1 \
        | grep -E "error|stays pure Python" >&2 || true
}

case "${1:-}" in
    run)
        shift
        install_debs "${RUN_DEBS[@]}"
        make_venv .
        exec "$VENV/bin/ponzi-desktop" "$@"
        ;;
    test)
        shift
        install_debs "${TEST_DEBS[@]}"
        make_venv ".[test]"
        export QT_QPA_PLATFORM=offscreen
        # bytecode kept between runs (__pycache__, ignored by git): a machine that says not to write it made each
        # worker rewrite the asserts of all 340 test modules and compile them again, 7 s of CPU a worker each run
        unset PYTHONDONTWRITEBYTECODE
        # one worker more than the cores: the Qt tests wait on timers and bot processes, and a third worker
        # fills those waits (PONZI_TEST_WORKERS=0 runs in one process); the binary's tests share one worker
        # (one build). Arguments given after `test` come last and win (`./dev.sh test -n 0 -k wheel`).
        workers="${PONZI_TEST_WORKERS:-$(( $(nproc 2>/dev/null || echo 2) + 1 ))}"
        exec "$VENV/bin/python" -m pytest -q -n "$workers" --dist loadgroup "$@"
        ;;
    *)
        echo "usage: $0 run [app arguments] | $0 test [pytest arguments]" >&2
        exit 2
        ;;
esac
