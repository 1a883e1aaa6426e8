"""Linux: a smaller ICU data library for the binary, holding only what Qt can ask of it in our languages.

Qt's libraries link ICU, whose data library (`libicudata.so.NN`, 31 MiB) carries every locale of the world,
every legacy character set and the dictionaries for word breaking in Thai, Khmer, Chinese and Japanese. Qt
asks ICU for four things only: collation (`QCollator`), the names of time zones, upper and lower case, and
converters for legacy encodings (`QStringConverter` beyond UTF and Latin-1). Locale formatting is Qt's own
(CLDR compiled into QtCore) and so is text breaking.

`trim(library)` rewrites the library with:
- every item that is not locale data (normalization, Unicode properties, the time zone database, the root
  collation table, break rules, supplemental data), except the items below;
- the locale data of `LANGUAGES` (all their regional variants, e.g. `es_MX`, `zh_Hant_TW`) and `root`;
and without the other languages' locale data, transliterators, legacy-encoding converters (the app reads
and writes UTF-8 only) and the word-break dictionaries (Qt breaks text itself). ~31 MiB become ~5.5 MiB.
Another language still works: ICU falls back to the root locale (Unicode's default collation order,
English time zone names).

The data is ICU's "common data" package, a table of contents of named items (`icudt73l/coll/ja.res`)
behind an ICU data header. The new library is made with the GNU assembler and linker (binutils): one
read-only symbol, `icudtNN_dat`, the name and soname the other ICU libraries link against.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

#: the languages whose ICU locale data stays: the app's (`ja`, `es`, `zh` for zh_TW) and English
LANGUAGES = frozenset({"en", "ja", "es", "zh"})
#: item trees and kinds dropped whatever their language
DROPPED_TREES = frozenset({"translit"})
DROPPED_KINDS = frozenset({"cnv", "dict"})
DROPPED_NAMES = frozenset({"cnvalias.icu"})  # the converters' alias table, useless without them
#: `.res` items named like a locale that are not one
NOT_LOCALES = frozenset({"root", "pool", "res_index"})
_LOCALE = re.compile(r"^([a-z]{2,3})(?:_[A-Za-z0-9]+)*$")
_SYMBOL = re.compile(rb"^icudt\d+_dat$")
ALIGN = 16  # ICU items start on 16-byte boundaries


class IcuDataError(Exception):
    """The library is not what this module understands; the build keeps it as it is."""


def keep(name: str) -> bool:
    """Whether an item (`icudt73l/coll/ja.res`) stays in the trimmed data."""
    relative = name.split("/", 1)[1] if "/" in name else name
    tree, _, base = relative.rpartition("/")
    stem, _, kind = base.rpartition(".")
    if tree in DROPPED_TREES or kind in DROPPED_KINDS or base in DROPPED_NAMES:
        return False
    if kind == "res" and stem not in NOT_LOCALES:
        match = _LOCALE.match(stem)
        if match is not None and match.group(1) not in LANGUAGES:
            return False
    return True


# ---- the ELF file: where the data symbol is ------------------------------------------------------------
def data_symbol(library: bytes) -> tuple[str, int, int]:
    """(name, file offset, size) of the `icudtNN_dat` symbol of a 64-bit little-endian ELF library."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise IcuDataError("not a 64-bit little-endian ELF file")
    shoff = struct.unpack_from("<Q", library, 0x28)[0]
    entsize, count = struct.unpack_from("<HH", library, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", library, shoff + i * entsize) for i in range(count)]
    for section in sections:
        sh_type, sh_offset, sh_size, sh_link, sh_entsize = section[1], section[4], section[5], section[6], section[9]
        if sh_type != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh_link][4]
        for at in range(sh_offset, sh_offset + sh_size, sh_entsize):
            st_name, _info, _other, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", library, at)
            name = library[strtab + st_name:library.index(b"\0", strtab + st_name)]
            if _SYMBOL.match(name) and 0 < st_shndx < count:
                home = sections[st_shndx]  # sh_addr [3] and sh_offset [4] turn the address into a file offset
                return name.decode("ascii"), st_value - home[3] + home[4], st_size
    raise IcuDataError("no icudtNN_dat symbol")


# ---- ICU's common data package -------------------------------------------------------------------------
def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(the header, [(item name, item bytes)]) of a little-endian ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD" or blob[8] != 0:
        raise IcuDataError("not a little-endian ICU common data package")
    count = struct.unpack_from("<I", blob, header_size)[0]
    toc = [struct.unpack_from("<II", blob, header_size + 4 + 8 * i) for i in range(count)]
    starts = sorted(data for _, data in toc) + [len(blob) - header_size]
    following = {start: starts[i + 1] for i, start in enumerate(starts[:-1])}
    items = []
    for name_at, data_at in toc:
        at = header_size + name_at
        name = blob[at:blob.index(b"\0", at)].decode("ascii")
        items.append((name, blob[header_size + data_at:header_size + following[data_at]]))
    return blob[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package for `items` (kept in their order: ICU finds items by binary search on the names)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    data_at = _aligned(toc_size + len(names))
    toc, name_at, body = [struct.pack("<I", len(items))], toc_size, []
    for name, data in items:
        toc.append(struct.pack("<II", name_at, data_at))
        name_at += len(name) + 1
        padded = data + b"\0" * (_aligned(len(data)) - len(data))
        body.append(padded)
        data_at += len(padded)
    table = b"".join(toc) + names
    return header + table + b"\0" * (_aligned(len(table)) - len(table)) + b"".join(body)


def _aligned(n: int) -> int:
    return -(-n // ALIGN) * ALIGN


# ---- the new library ------------------------------------------------------------------------------------
def tools() -> tuple[str, str] | None:
    """The GNU assembler and linker, or None."""
    assembler, linker = shutil.which("as"), shutil.which("ld")
    return (assembler, linker) if assembler and linker else None


def link_library(package: bytes, symbol: str, soname: str, target: Path) -> None:
    found = tools()
    if found is None:
        raise IcuDataError("the GNU assembler and linker (binutils) are missing")
    assembler, linker = found
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        (work / "data.bin").write_bytes(package)
        (work / "data.s").write_text(
            f'\t.section .rodata\n\t.balign {ALIGN}\n\t.globl {symbol}\n\t.type {symbol}, @object\n'
            f'{symbol}:\n\t.incbin "data.bin"\n\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n', encoding="ascii")
        subprocess.run([assembler, "--64", "-o", "data.o", "data.s"], cwd=work, check=True)
        subprocess.run([linker, "-shared", "-soname", soname, "-z", "noexecstack", "-o", "lib.so", "data.o"],
                       cwd=work, check=True)
        built = (work / "lib.so").read_bytes()
    name, offset, size = data_symbol(built)
    if name != symbol or built[offset:offset + size] != package:
        raise IcuDataError("the linked library does not hold the package")
    temporary = target.with_name(target.name + ".trimmed")
    temporary.write_bytes(built)
    temporary.chmod(target.stat().st_mode)
    temporary.replace(target)


def trim(library: Path) -> tuple[int, int, int, int]:
    """Replaces `library` by one holding the kept items; (items before, after, bytes before, after)."""
    original = library.read_bytes()
    symbol, offset, size = data_symbol(original)
    header, items = read_package(original[offset:offset + size])
    kept = [(name, data) for name, data in items if keep(name)]
    package = write_package(header, kept)
    if read_package(package)[1] != kept:
        raise IcuDataError("the trimmed package does not read back")
    link_library(package, symbol, library.name, library)
    return len(items), len(kept), len(original), library.stat().st_size
