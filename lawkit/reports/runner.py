"""Run the example notebooks against the sandbox: the job behind ``lawkit notebooks``.

Every notebook runs top to bottom in a fresh kernel of this Python, with lawkit's credentials hidden
from it (no ``LAWKIT_*`` variables, no config file), so ``lawkit.connect()`` starts a local sandbox
and nothing reaches the real provider. Executed copies are written to ``artifacts/notebooks/`` (or
``--output``); ``--html`` also writes a self-contained HTML report of each beside it (charts drawn
offline, see :mod:`lawkit.reports.html`). ``--save`` writes the outputs back into the notebooks
themselves, which is how the committed outputs are refreshed, and gives each chart a PNG copy so
that GitHub shows it (kaleido draws them in Chrome or Chromium); ``--open`` starts JupyterLab on
127.0.0.1 instead, with the same environment.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from lawkit.errors import ConfigurationError
from lawkit.reports import html, images
from lawkit.reports.paths import DEFAULT_DIR, DEFAULT_OUTPUT, find, missing, output_folder

if TYPE_CHECKING:
    from nbformat import NotebookNode

CELL_TIMEOUT = 600


@dataclass(frozen=True)
class Outcome:
    """How one notebook run ended.

    Attributes:
        notebook: the source notebook.
        seconds: wall time of the run.
        cells: code cells executed.
        written: where the executed notebook was written (also on failure), or ``None`` before.
        error: a one-line description of the failing cell, or ``None`` on success.
        report: the HTML report written of it, or ``None``.
    """

    notebook: Path
    seconds: float
    cells: int
    written: Path | None
    error: str | None = None
    report: Path | None = None

    @property
    def ok(self) -> bool:
        """True when every cell ran without an error."""
        return self.error is None

    def summary(self) -> str:
        """One line: status, name, cells, time, and the output files or the error."""
        status = "ok  " if self.ok else "FAIL"
        report = f", {self.report}" if self.report else ""
        tail = f"-> {self.written}{report}" if self.ok else self.error
        return (
            f"{status} {self.notebook.name:<28} {self.cells:>3} cells {self.seconds:>6.1f} s  "
            f"{tail}"
        )


def sandbox_environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment for kernels: ``base`` (default ``os.environ``) without lawkit settings.

    ``LAWKIT_*`` variables are dropped and ``LAWKIT_CONFIG`` points at an empty file, so
    ``lawkit.connect()`` finds no credentials and starts a sandbox. The kernels' clients are
    all clients of a sandbox (``connect()``, or ``connect(**sb.settings)``), so each has a
    temporary cache of its own, removed when it closes: the user's cache is never touched.
    """
    source = os.environ if base is None else base
    env = {k: v for k, v in source.items() if not k.startswith("LAWKIT_")}
    env["LAWKIT_CONFIG"] = os.devnull
    return env


def execute(notebook: Path, *, timeout: int = CELL_TIMEOUT) -> tuple[NotebookNode, Outcome]:
    """Run ``notebook`` in a fresh kernel; the executed notebook and how the run ended.

    The kernel runs in the notebook's folder with :func:`sandbox_environment`. A failing cell, a
    cell running longer than ``timeout`` seconds or a dying kernel stops the run; the executed
    notebook then holds the cells run so far (and the traceback).
    """
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError, CellTimeoutError, DeadKernelError
    from traitlets.config import Config

    node = nbformat.read(notebook, as_version=4)
    error = None
    start = time.perf_counter()
    # The kernel talks over Unix sockets in a private folder rather than unencrypted loopback TCP.
    with tempfile.TemporaryDirectory(prefix="lawkit-kernel-") as sockets:
        config = Config()
        config.KernelManager.transport = "ipc"
        config.KernelManager.ip = str(Path(sockets) / "kernel")
        client = NotebookClient(
            node,
            timeout=timeout,
            kernel_name="python3",
            record_timing=False,
            resources={"metadata": {"path": str(notebook.parent.resolve())}},
            config=config,
        )
        try:
            client.execute(env=sandbox_environment())
        except (CellExecutionError, CellTimeoutError, DeadKernelError) as failure:
            error = _one_line(failure)
    seconds = time.perf_counter() - start
    cells = sum(1 for c in node.cells if c.cell_type == "code" and c.execution_count)
    return node, Outcome(notebook, seconds, cells, None, error)


def _one_line(failure: Exception) -> str:
    name = getattr(failure, "ename", type(failure).__name__)
    value = str(getattr(failure, "evalue", "")).strip().splitlines()
    return f"{name}: {value[0] if value else ''}".strip().rstrip(":")


def run_all(
    notebooks: Iterable[Path],
    *,
    output: Path | None = DEFAULT_OUTPUT,
    reports: Path | None = None,
    timeout: int = CELL_TIMEOUT,
    echo: bool = True,
) -> list[Outcome]:
    """Execute ``notebooks`` one after the other, printing one summary line each.

    Args:
        notebooks: the notebooks to run.
        output: folder for the executed copies; ``None`` writes the outputs back in place, each
            chart with a PNG copy (:class:`lawkit.reports.images.Painter`); a notebook that failed
            is then left as it was and its copy goes to ``artifacts/notebooks/``.
        reports: folder for an HTML report of each notebook that ran
            (:func:`lawkit.reports.html.to_html`), or ``None`` for none.
        timeout: seconds any one cell may run.
        echo: print each notebook's summary line as it finishes.

    Raises:
        ConfigurationError: saving charts' PNG copies found no Chrome or Chromium.
    """
    import nbformat

    outcomes = []
    with images.Painter() if output is None else contextlib.nullcontext() as painter:
        for notebook in notebooks:
            node, outcome = execute(notebook, timeout=timeout)
            folder = DEFAULT_OUTPUT if output is None and not outcome.ok else output
            written = notebook if folder is None else folder / notebook.name
            if folder is None:
                painter.add_images(node)
            written.parent.mkdir(parents=True, exist_ok=True)
            nbformat.write(node, written)
            page = None
            if reports is not None and outcome.ok:
                page = html.write_html(node, reports / f"{notebook.stem}.html")
            outcome = replace(outcome, written=written, report=page)
            if echo:
                print(outcome.summary(), flush=True)
            outcomes.append(outcome)
    return outcomes


def open_lab(folder: Path, *, port: int = 0) -> int:
    """Run JupyterLab on 127.0.0.1 in ``folder`` until it is stopped; its exit status.

    Kernels get :func:`sandbox_environment`, as in :func:`execute`.
    """
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.root_dir={folder.resolve()}",
    ]
    if port:
        command.append(f"--ServerApp.port={port}")
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # containers often run as root
        command.append("--allow-root")
    try:
        return subprocess.call(command, env=sandbox_environment())
    except KeyboardInterrupt:
        return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``lawkit notebooks``."""
    parser.add_argument(
        "paths",
        nargs="*",
        type=Path,
        help=f"notebooks or folders of notebooks (default: {DEFAULT_DIR})",
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument(
        "--output",
        type=Path,
        default=DEFAULT_OUTPUT,
        help="folder for the executed copies (default: %(default)s)",
    )
    where.add_argument(
        "--save",
        action="store_true",
        help="write the outputs back into the notebooks themselves instead, each chart with a "
        "PNG copy for GitHub (needs Chrome or Chromium)",
    )
    where.add_argument(
        "--open",
        action="store_true",
        help="start JupyterLab on 127.0.0.1 in the notebooks' folder instead of running them",
    )
    parser.add_argument(
        "--html",
        action="store_true",
        help="also write a self-contained HTML report of each notebook that ran, beside its "
        f"executed copy (with --save, in {DEFAULT_OUTPUT})",
    )
    parser.add_argument(
        "--timeout",
        type=_seconds,
        default=CELL_TIMEOUT,
        help="seconds any one cell may run (default: %(default)s)",
    )
    parser.add_argument("--port", type=int, default=0, help="JupyterLab's port with --open")


def _seconds(text: str) -> int:
    """``--timeout``'s value: a whole number of seconds above 0."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be a whole number of seconds > 0, not {text!r}")
    return value


def command(args: argparse.Namespace) -> int:
    """``lawkit notebooks``: 0 when every notebook ran (or JupyterLab exited cleanly)."""
    needed = ["jupyterlab" if args.open else "nbclient", "ipykernel"]
    if args.html:
        needed.append("nbconvert")
    if args.save:
        needed.append("kaleido")
    absent = missing(*needed)
    if absent:
        print(
            f"lawkit notebooks needs {', '.join(absent)}: pip install 'lawkit[notebook]'",
            file=sys.stderr,
        )
        return 2
    if args.open and args.html:
        print(
            "lawkit notebooks: --html reports on notebooks it runs; --open runs none",
            file=sys.stderr,
        )
        return 2
    if args.open:
        absent = [str(p) for p in args.paths if not p.exists()]
        if absent:
            print(f"lawkit notebooks: {', '.join(absent)} does not exist", file=sys.stderr)
            return 2
        folders = {p if p.is_dir() else p.parent for p in args.paths} or {DEFAULT_DIR}
        if len(folders) > 1:
            print("lawkit notebooks: --open takes one folder of notebooks", file=sys.stderr)
            return 2
        return open_lab(folders.pop(), port=args.port)
    output = None if args.save else args.output
    copies = DEFAULT_OUTPUT if output is None else output  # executed copies and reports
    try:
        notebooks = find(args.paths)
        output_folder(copies)
        reports = copies if args.html else None
        outcomes = run_all(notebooks, output=output, reports=reports, timeout=args.timeout)
    except ConfigurationError as error:
        print(f"lawkit notebooks: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("lawkit notebooks: interrupted", file=sys.stderr)
        return 130
    failed = [o for o in outcomes if not o.ok]
    total = sum(o.seconds for o in outcomes)
    print(f"{len(outcomes) - len(failed)} of {len(outcomes)} notebooks ran in {total:.0f} s")
    return 1 if failed else 0
