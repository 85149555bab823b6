"""``lawkit sandbox`` / ``python -m lawkit.sandbox``: serve the sandbox in the foreground.

Prints the base URLs, the token endpoint and the credentials of every client, then serves until
Ctrl-C (or SIGTERM). Binding to anything but loopback needs ``--allow-non-loopback``: the
credentials are fixed by the seed, so anyone who can reach the port can use them.
"""

from __future__ import annotations

import argparse
import re
import signal
import sys
import threading
from collections.abc import Sequence
from typing import TextIO

from lawkit import __version__
from lawkit.errors import InvalidInput
from lawkit.sandbox.server import Sandbox
from lawkit.sandbox.state import Knobs

_DEFAULTS = Knobs()


def plain(doc: str | None) -> str:
    """A docstring as command help: reST markup (````code````, ``:mod:`name```) as plain text."""
    return re.sub(r"(?::\w+:)?`{1,2}([^`]+)`{1,2}", r"\1", doc or "")


def add_version(parser: argparse.ArgumentParser) -> None:
    """``-V``, ``--version``: print lawkit's version and exit."""
    parser.add_argument("-V", "--version", action="version", version=f"%(prog)s {__version__}")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The sandbox's options (one per knob)."""
    parser.add_argument("--host", default=_DEFAULTS.host, help="interface (default: %(default)s)")
    parser.add_argument(
        "--port", type=int, default=8000, help="TCP port, 0 = any free port (default: %(default)s)"
    )
    parser.add_argument(
        "--allow-non-loopback",
        action="store_true",
        help="permit a --host other than loopback (exposes the fixed credentials)",
    )
    parser.add_argument("--seed", type=int, default=_DEFAULTS.seed, help="seed of all data")
    parser.add_argument(
        "--start",
        default=_DEFAULTS.start.isoformat(),
        metavar="WHEN",
        help="simulated instant the clock starts at, ISO 8601 (default: %(default)s)",
    )
    numbers = [
        ("--finish-after", _DEFAULTS.finish_after, "SECONDS", "how long requests stay pending"),
        ("--token-ttl", _DEFAULTS.token_ttl, "SECONDS", "access token lifetime"),
        ("--rate-limit", None, "PER_SECOND", "requests per second before answering 429"),
        *[(f"--fault-{kind}", 0.0, "P", f"probability of an injected {kind} per request")
          for kind in ("429", "500", "drop")],
        ("--latency", 0.0, "SECONDS", "delay before every answer"),
        ("--callback-failure", 0.0, "P", "probability that a callback delivery attempt fails"),
        ("--datajud-max-page", _DEFAULTS.datajud_max_page, "HITS",
         "largest DataJud page served; a larger one gets 504"),
        ("--datajud-population", _DEFAULTS.datajud_population, "LAWSUITS",
         "lawsuits per court a DataJud search that names no CNJ enumerates"),
        ("--datajud-shard-failure", 0.0, "P",
         "probability that a DataJud search answers with a shard failed and its hits missing"),
    ]  # fmt: skip
    for flag, default, metavar, meaning in numbers:
        shown = "unlimited" if default is None else "%(default)s"
        text = f"{meaning} (default: {shown})"
        kind = int if isinstance(default, int) else float
        parser.add_argument(flag, type=kind, default=default, metavar=metavar, help=text)
    parser.add_argument(
        "--redirect",
        dest="redirects",
        action="append",
        default=[],
        metavar="PREFIX=STATUS",
        help="answer a path starting with PREFIX (and not ending with /) with a redirect of "
        "STATUS (301, 302, 303, 307, 308) to the same URL with a slash, e.g. /datajud/=307 "
        "(repeatable)",
    )
    parser.add_argument(
        "--echo-headers",
        action="store_true",
        help="end every error message with the request's method, URL and headers (secrets too)",
    )


def knobs_of(args: argparse.Namespace) -> Knobs:
    """The knobs the parsed options ask for."""
    faults = {kind: getattr(args, f"fault_{kind}") for kind in ("429", "500", "drop")}
    return Knobs(
        seed=args.seed,
        start=args.start,
        finish_after=args.finish_after,
        token_ttl=args.token_ttl,
        rate_limit=args.rate_limit,
        faults={kind: p for kind, p in faults.items() if p},
        latency=args.latency,
        callback_failure=args.callback_failure,
        host=args.host,
        port=args.port,
        allow_non_loopback=args.allow_non_loopback,
        datajud_max_page=args.datajud_max_page,
        datajud_population=args.datajud_population,
        datajud_shard_failure=args.datajud_shard_failure,
        redirects=dict(map(_redirect, args.redirects)),
        echo_headers=args.echo_headers,
    )


def _redirect(option: str) -> tuple[str, int]:
    """``PREFIX=STATUS`` of ``--redirect`` as a ``redirects`` entry."""
    prefix, _, status = option.rpartition("=")
    if not prefix or not status.strip().isdigit():
        raise InvalidInput(f"--redirect takes PREFIX=STATUS such as /datajud/=307, not {option!r}")
    return prefix, int(status)


def describe(sb: Sandbox, out: TextIO) -> None:
    """Print where the sandbox listens and how to authenticate."""
    lines = [
        f"lawkit sandbox serving at {sb.url}  (seed {sb.knobs.seed}, clock started at "
        f"{sb.knobs.start:%Y-%m-%dT%H:%M:%SZ}; Ctrl-C to stop)",
        "",
    ]
    lines += [f"  {name + '_url':<12} {url}" for name, url in sb.urls.items()]
    lines += [f"  {'token':<12} POST {sb.urls['auth']}/oauth/token", ""]
    lines += [f"  {'openapi':<12} {sb.url}/openapi.json", ""]
    for scope, client in sb.clients.items():
        lines.append(f"  {scope:<14} id={client.client_id}  secret={client.client_secret}")
    lines.append(f"  {'idArtifact':<14} {sb.credentials['artifact_id']}")
    lines.append(f"  {'DataJud key':<14} Authorization: APIKey {sb.settings['datajud_key']}")
    admin = sb.clients["svc-api:admin"]
    lines += [
        "",
        "  curl -s -X POST "
        f"{sb.urls['auth']}/oauth/token -d grant_type=client_credentials "
        f"-d id={admin.client_id} -d secret={admin.client_secret}",
    ]
    print("\n".join(lines), file=out, flush=True)


def run(args: argparse.Namespace, *, parser: argparse.ArgumentParser) -> int:
    """Serve until Ctrl-C."""
    try:
        sb = Sandbox(knobs_of(args))
    except InvalidInput as error:
        parser.error(_with_flags(str(error), parser))
    except OSError as error:
        parser.error(f"cannot listen on {args.host}:{args.port}: {error.strerror or error}")
    with sb:
        describe(sb, sys.stdout)
        signal.signal(signal.SIGTERM, _interrupt)  # `kill` stops as cleanly as Ctrl-C
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            print("stopping", file=sys.stderr)
    return 0


def _with_flags(message: str, parser: argparse.ArgumentParser) -> str:
    """A :class:`Knobs` error naming each setting by the option that sets it (``faults['429']``
    -> ``--fault-429``, ``finish_after`` -> ``--finish-after``)."""
    flags = {"allow_non_loopback=True": "--allow-non-loopback"}
    flags |= {f"faults[{a.dest[6:]!r}]": a.option_strings[0]
              for a in parser._actions if a.dest.startswith("fault_")}  # fmt: skip
    flags |= {a.dest: a.option_strings[0] for a in parser._actions if a.option_strings}
    names = "|".join(map(re.escape, sorted(flags, key=len, reverse=True)))
    return re.sub(rf"(?<![\w-])(?:{names})(?![\w-])", lambda m: flags[m[0]], message)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m lawkit.sandbox``."""
    parser = argparse.ArgumentParser(prog="python -m lawkit.sandbox", description=plain(__doc__))
    add_version(parser)
    add_arguments(parser)
    return run(parser.parse_args(argv), parser=parser)
