#!/bin/sh
# Installs Ponzi Desktop for you alone, from this unpacked folder: a `ponzi-desktop` command in ~/.local/bin,
# the menu entry, the icons and the AppStream metadata in ~/.local/share. Needs no root and no Python.
# The program stays in this folder: move the folder first if you want it elsewhere, then run this again.
set -eu

HERE=$(cd -- "$(dirname -- "$0")" && pwd -P)
NAME=ponzi-desktop
APP_ID=io.github.ponzi_desktop.PonziDesktop
BIN_DIR="$HOME/.local/bin"
DATA_DIR="${XDG_DATA_HOME:-$HOME/.local/share}"

if [ ! -x "$HERE/$NAME" ]; then
    echo "install.sh: $HERE/$NAME is missing; run this script from the unpacked ponzi-desktop folder" >&2
    exit 1
fi

# The Exec key's quoting (Desktop Entry spec): in double quotes, \ " ` $ take a backslash, then every
# backslash is doubled because the value is a string too; % is written %%.
desktop_quote() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')"
}

mkdir -p "$BIN_DIR" "$DATA_DIR/applications" "$DATA_DIR/metainfo" "$DATA_DIR/icons/hicolor"
ln -sfn "$HERE/$NAME" "$BIN_DIR/$NAME"
cp -R "$HERE/share/icons/hicolor/." "$DATA_DIR/icons/hicolor/"
cp "$HERE/share/metainfo/$APP_ID.metainfo.xml" "$DATA_DIR/metainfo/"
PONZI_EXEC="$(desktop_quote "$HERE/$NAME")" awk '
    /^Exec=/ { print "Exec=" ENVIRON["PONZI_EXEC"]; next }
    { print }
' "$HERE/share/applications/$NAME.desktop" > "$DATA_DIR/applications/$NAME.desktop"
chmod 644 "$DATA_DIR/applications/$NAME.desktop"

command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA_DIR/applications" || true
# refresh an icon cache that exists (a stale one hides new icons); never start one, which would go stale
# for every other program that puts icons here without refreshing it
if [ -f "$DATA_DIR/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$DATA_DIR/icons/hicolor" || true
fi

echo "Ponzi Desktop is installed:"
echo "  command    $BIN_DIR/$NAME -> $HERE/$NAME"
echo "  menu entry $DATA_DIR/applications/$NAME.desktop"
echo "  icons      $DATA_DIR/icons/hicolor/*/apps/$NAME.*"
echo "  metadata   $DATA_DIR/metainfo/$APP_ID.metainfo.xml"
case ":$PATH:" in
    *":$BIN_DIR:"*) ;;
    *) echo "Note: $BIN_DIR is not on your PATH; start the game from the menu or add it to PATH." ;;
esac
echo "Remove it again with: $HERE/uninstall.sh"
