"""PNG copies of a notebook's charts, so that code hosts and static viewers show them.

:meth:`Painter.add_images` puts a PNG copy of each chart (``image/png``) beside its plotly JSON
(``application/vnd.plotly.v1+json``), drawn by kaleido in the machine's Chrome or Chromium, one
browser for every notebook of a run. That
is the bundle JupyterLab's plotly renderer itself saves: JupyterLab draws the interactive chart,
while GitHub, nbconvert and other static viewers show the PNG. ``lawkit notebooks --save`` adds
them to the committed notebooks.
"""

from __future__ import annotations

import asyncio
import base64
import struct
import zlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from lawkit.errors import ConfigurationError

if TYPE_CHECKING:
    from nbformat import NotebookNode

PLOTLY = "application/vnd.plotly.v1+json"
#: Height of a chart whose figure sets none: JupyterLab's plotly renderer draws it this tall.
CHART_HEIGHT = 360
#: Width of the PNG copies, about the width of a notebook's output column on GitHub.
IMAGE_WIDTH = 900


class Painter:
    """Draws the charts of every notebook given to :meth:`add_images` while it is open (``with
    Painter() as painter``) in one headless Chrome/Chromium, found on ``PATH`` (or at
    ``$BROWSER_PATH``) and started at the first chart, offline: plotly.js comes from the plotly
    package and MathJax is off.

    One browser serves the whole run: opening and closing one per notebook raced in kaleido's
    browser library under load (a closing browser's last message read by the next one hung a
    run until its 600 s timeout).
    """

    def __enter__(self) -> Painter:
        self._loop = asyncio.new_event_loop()
        self._browser: Any = None
        return self

    def __exit__(self, *failure: Any) -> None:
        try:
            if self._browser is not None:
                self._loop.run_until_complete(self._browser.__aexit__(*failure))
        finally:
            self._loop.close()

    def add_images(self, notebook: NotebookNode) -> int:
        """Give each chart in ``notebook``'s cell outputs a PNG copy (``image/png``); how many.
        Charts inside forms are left alone (code hosts show no widgets).

        Raises:
            ConfigurationError: the notebook has a chart and no Chrome or Chromium was found.
        """
        outputs = [o for o in cell_outputs(notebook) if PLOTLY in o.get("data", {})]
        for output in outputs:
            figure = output.data[PLOTLY]
            drawn = self._loop.run_until_complete(self._opened().calc_fig(figure, _size(figure)))
            output.data["image/png"] = base64.b64encode(_smaller(drawn)).decode("ascii")
        return len(outputs)

    def _opened(self) -> Any:
        """The browser, started on first use."""
        if self._browser is None:
            import kaleido
            from choreographer.errors import ChromeNotFoundError

            try:
                browser = kaleido.Kaleido(mathjax=False)
            except ChromeNotFoundError as error:
                raise ConfigurationError(
                    "the charts' PNG copies are drawn in Chrome or Chromium and none was found: "
                    "install one (Debian: apt-get install chromium) or set BROWSER_PATH to its "
                    "executable"
                ) from error
            self._loop.run_until_complete(browser.__aenter__())
            self._browser = browser
        return self._browser


def _size(figure: Mapping[str, Any]) -> dict[str, Any]:
    layout = figure.get("layout", {})
    return {
        "format": "png",
        "width": layout.get("width") or IMAGE_WIDTH,
        "height": layout.get("height") or CHART_HEIGHT,
    }


def _smaller(png: bytes) -> bytes:
    """The same image with its pixels deflated at zlib's best level, in one IDAT chunk.

    Chromium encodes for speed; this makes the charts' PNGs 20-35 % smaller, pixels untouched.
    """
    chunks, pos = [], 8
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        chunks.append((png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]))
        pos += 12 + length
    pixels = zlib.compress(zlib.decompress(b"".join(d for k, d in chunks if k == b"IDAT")), 9)
    first = next(i for i, (kind, _) in enumerate(chunks) if kind == b"IDAT")
    kept = [*chunks[:first], (b"IDAT", pixels), *(c for c in chunks[first:] if c[0] != b"IDAT")]
    return png[:8] + b"".join(
        struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        for kind, data in kept
    )


def cell_outputs(notebook: NotebookNode) -> list[NotebookNode]:
    """Every output of every cell of ``notebook``."""
    return [o for cell in notebook.cells for o in cell.get("outputs", [])]
