"""The ``lawkit`` command."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from lawkit.reports import html as report
from lawkit.reports import runner as notebooks
from lawkit.sandbox import command as sandbox_command


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with one sub-command per job."""
    parser = argparse.ArgumentParser(prog="lawkit", description=sandbox_command.plain(__doc__))
    sandbox_command.add_version(parser)
    subparsers = parser.add_subparsers(dest="command", required=True)
    _add_notebooks(subparsers)
    _add_report(subparsers)
    _add_sandbox(subparsers)
    return parser


def _add_notebooks(subparsers: argparse._SubParsersAction) -> None:
    """``lawkit notebooks``: run the example notebooks against the sandbox, or open them."""
    parser = subparsers.add_parser(
        "notebooks",
        help="run the example notebooks against the sandbox (or --open them in JupyterLab)",
        description=sandbox_command.plain(notebooks.__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    notebooks.add_arguments(parser)
    parser.set_defaults(handler=notebooks.command)


def _add_report(subparsers: argparse._SubParsersAction) -> None:
    """``lawkit report``: executed notebooks as self-contained HTML pages."""
    parser = subparsers.add_parser(
        "report",
        help="turn executed notebooks into self-contained HTML reports (charts work offline)",
        description="Write each executed notebook as one HTML page that needs no Jupyter and no "
        "network: interactive charts (plotly.js inlined once), JupyterLab's tables, and forms "
        "as they were last drawn. For notebooks run anywhere, e.g. against the provider in your "
        "own Jupyter; lawkit notebooks --html runs the examples and writes theirs.",
    )
    report.add_arguments(parser)
    parser.set_defaults(handler=report.command)


def _add_sandbox(subparsers: argparse._SubParsersAction) -> None:
    """``lawkit sandbox``: serve the provider emulator in the foreground."""
    parser = subparsers.add_parser(
        "sandbox",
        help="serve the provider emulator on loopback (prints URLs and credentials)",
        description=sandbox_command.plain(sandbox_command.__doc__),
    )
    sandbox_command.add_arguments(parser)
    parser.set_defaults(handler=lambda args: sandbox_command.run(args, parser=parser))


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``lawkit`` console script (with no argument: its help)."""
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    if not argv:
        parser.print_help()
        return 0
    args = parser.parse_args(argv)
    return int(args.handler(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
