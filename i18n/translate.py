"""Set one message's translation in i18n/<lang>.ts, by its English source text, and mark it finished.

    python i18n/translate.py es 'End turn' 'Terminar turno'
    python i18n/translate.py es '%n card(s)' '%n carta' '%n cartas'     # a plural message: one text per form
    python i18n/translate.py ja 'Roll' '振る' --context AntiMonopolyPanel  # only in that context

Every message with that source (in every context, unless --context names one) gets the translation; the file's
layout is kept as update.py writes it, so the change reads as a one-line diff. Run `python i18n/update.py`
first when the source text is new, and `python i18n/update.py --check` after.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from xml.sax.saxutils import escape

HERE = Path(__file__).resolve().parent
MESSAGE = re.compile(r"<message( numerus=\"yes\")?>.*?</message>", re.S)
CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
TRANSLATION = re.compile(r"<translation[^>]*>.*?</translation>|<translation[^>]*/>", re.S)


def xml_text(text: str) -> str:
    """The text as the .ts files write it (as lupdate does): &, < and > escaped, quotes and apostrophes as they
    are (escaping them too found no "G'town" and wrote translations unlike their neighbours)."""
    return escape(text)


def translated(message: str, numerus: bool, forms: list[str]) -> str:
    if numerus:
        inner = "".join(f"\n            <numerusform>{xml_text(form)}</numerusform>" for form in forms)
        new = f"<translation>{inner}\n        </translation>"
    else:
        if len(forms) != 1:
            raise SystemExit("a message that is not plural takes one translation")
        new = f"<translation>{xml_text(forms[0])}</translation>"
    return TRANSLATION.sub(lambda _m: new, message, count=1)


def set_translation(lang: str, source: str, forms: list[str], context: str | None = None) -> int:
    path = HERE / f"{lang}.ts"
    text = path.read_text(encoding="utf-8")
    wanted = f"<source>{xml_text(source)}</source>"
    changed = 0

    def in_context(block: re.Match) -> str:
        nonlocal changed
        if context is not None and block.group(1) != context:
            return block.group(0)

        def one(message: re.Match) -> str:
            nonlocal changed
            body = message.group(0)
            if wanted not in body or 'type="vanished"' in body or 'type="obsolete"' in body:
                return body
            changed += 1
            return translated(body, bool(message.group(1)), forms)

        return block.group(0).replace(block.group(2), MESSAGE.sub(one, block.group(2)))

    text = CONTEXT.sub(in_context, text)
    if changed:
        path.write_text(text, encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lang", choices=["en", "ja", "es", "zh_TW"])
    parser.add_argument("source")
    parser.add_argument("translation", nargs="+", help="the translation; a plural message takes one per form")
    parser.add_argument("--context")
    args = parser.parse_args(argv)
    changed = set_translation(args.lang, args.source, args.translation, args.context)
    if not changed:
        print(f"no message with that source in {args.lang}.ts", file=sys.stderr)
        return 1
    print(f"{args.lang}.ts: {changed} message(s) set")
    return 0


if __name__ == "__main__":
    sys.exit(main())
