"""packaging/icu_data.py: which ICU items stay, the common data package written and read back, the library."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import icu_data  # noqa: E402

sys.path.pop(0)


@pytest.mark.parametrize(("name", "kept"), [
    ("icudt73l/coll/ja.res", True),
    ("icudt73l/coll/zh_Hant.res", True),
    ("icudt73l/zone/es_MX.res", True),
    ("icudt73l/en_GB.res", True),
    ("icudt73l/root.res", True),
    ("icudt73l/coll/root.res", True),
    ("icudt73l/curr/pool.res", True),
    ("icudt73l/res_index.res", True),
    ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/supplementalData.res", True),
    ("icudt73l/brkitr/word.brk", True),
    ("icudt73l/nfkc.nrm", True),
    ("icudt73l/de.res", False),
    ("icudt73l/coll/ko.res", False),
    ("icudt73l/zone/fil_PH.res", False),
    ("icudt73l/translit/root.res", False),
    ("icudt73l/brkitr/cjdict.dict", False),
    ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ("icudt73l/cnvalias.icu", False),
])
def test_which_items_stay(name, kept):
    assert icu_data.keep(name) is kept


def package(items: list[tuple[str, bytes]]) -> bytes:
    """A little-endian common data package as ICU writes one (header of 32 bytes)."""
    header = struct.pack("<HBBHHBBBB4s4s4s", 32, 0xDA, 0x27, 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0",
                         b"\3\0\0\0")
    return icu_data.write_package(header + b"\0" * (32 - len(header)), items)


def test_package_round_trip_keeps_names_order_data_and_alignment():
    items = [("icudt73l/a.res", b"x" * 5), ("icudt73l/b/c.icu", b"y" * 40), ("icudt73l/z.res", b"")]
    blob = package(items)
    header, read = icu_data.read_package(blob)
    assert len(header) == 32
    assert [(n, d.rstrip(b"\0")) for n, d in read] == [(n, d) for n, d in items]
    count = struct.unpack_from("<I", blob, 32)[0]
    offsets = [struct.unpack_from("<II", blob, 36 + 8 * i)[1] for i in range(count)]
    assert all((32 + o) % icu_data.ALIGN == 0 for o in offsets)


def test_anything_else_is_refused():
    with pytest.raises(icu_data.IcuDataError):
        icu_data.read_package(b"\0" * 64)
    with pytest.raises(icu_data.IcuDataError):
        icu_data.data_symbol(b"MZ" + b"\0" * 62)


@pytest.mark.skipif(icu_data.tools() is None or not sys.platform.startswith("linux"),
                    reason="needs the GNU assembler and linker (binutils) on Linux")
def test_trim_writes_a_library_holding_the_kept_items(tmp_path):
    kept, dropped = ("icudt73l/coll/es.res", b"spanish"), ("icudt73l/coll/de.res", b"german")
    original = tmp_path / "libicudata.so.73"
    original.touch(mode=0o755)  # link_library keeps the permissions of the library it replaces
    icu_data.link_library(package([dropped, kept]), "icudt73_dat", original.name, original)
    before, after, _, _ = icu_data.trim(original)
    assert (before, after) == (2, 1)
    data = original.read_bytes()
    name, offset, size = icu_data.data_symbol(data)
    assert name == "icudt73_dat"
    assert [(n, d.rstrip(b"\0")) for n, d in icu_data.read_package(data[offset:offset + size])[1]] == [kept]
    assert b"libicudata.so.73" in data  # the soname the other ICU libraries ask for
