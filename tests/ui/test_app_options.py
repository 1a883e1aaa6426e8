"""A plain start of the app reads its options without building the parser (cli.app_options): what it reads is
what the parser reads, and whatever else it is given goes to the parser."""

from __future__ import annotations

import pytest

from ponzi_desktop.cli import app_options, build_parser


@pytest.mark.parametrize("argv", [[], ["--lang", "ja"], ["--lang=es"], ["--quit-when-shown"],
                                  ["--lang", "zh_TW", "--quit-when-shown"], ["--quit-when-shown", "--lang", "en"],
                                  ["--lang", "ja", "--lang", "es"], ["--lang", ""]])
def test_a_plain_start_reads_as_the_parser_reads_it(argv):
    options = app_options(argv)
    assert options is not None
    parsed = vars(build_parser().parse_args(argv))
    assert vars(options) == {key: parsed[key] for key in ("lang", "quit_when_shown", "self_test", "command")}
    assert "func" not in parsed  # no command: the app


@pytest.mark.parametrize("argv", [["simulate"], ["-h"], ["--help"], ["--self-test"], ["--quit"], ["--la", "ja"],
                                  ["--lang"], ["--lang", "--quit-when-shown"], ["--lang", "en", "extra"],
                                  ["history", "--path"]])
def test_anything_else_goes_to_the_parser(argv):
    assert app_options(argv) is None
