#!/bin/sh
# Removes what install.sh put in ~/.local: the command, the menu entry, the icons and the metadata.
# Your saved games and settings stay (~/.local/share/PonziDesktop, ~/.config/PonziDesktop, and saves
# wherever you put them), and so does this folder: delete it yourself when you no longer want it.
set -eu

NAME=ponzi-desktop
APP_ID=io.github.ponzi_desktop.PonziDesktop
BIN_DIR="$HOME/.local/bin"
DATA_DIR="${XDG_DATA_HOME:-$HOME/.local/share}"

# only a link (what install.sh made), never a program of the same name that someone else put there
if [ -L "$BIN_DIR/$NAME" ]; then
    rm -f "$BIN_DIR/$NAME"
fi
rm -f "$DATA_DIR/applications/$NAME.desktop" "$DATA_DIR/metainfo/$APP_ID.metainfo.xml"
for icon in "$DATA_DIR"/icons/hicolor/*/apps/"$NAME".png "$DATA_DIR"/icons/hicolor/*/apps/"$NAME".svg; do
    [ -e "$icon" ] && rm -f "$icon"
done

command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA_DIR/applications" || true
# refresh an icon cache that exists (a stale one hides new icons); never start one, which would go stale
# for every other program that puts icons here without refreshing it
if [ -f "$DATA_DIR/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t -f "$DATA_DIR/icons/hicolor" || true
fi

echo "Ponzi Desktop is uninstalled (your saved games and settings are kept)."
