"""The ``lawkit`` command."""

from __future__ import annotations

import argparse
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one sub-command per job."""
    parser = argparse.ArgumentParser(prog="lawkit", description=__doc__)
    parser.add_subparsers(dest="command", required=True)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``lawkit`` console script."""
    args = build_parser().parse_args(argv)
    return int(args.handler(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
