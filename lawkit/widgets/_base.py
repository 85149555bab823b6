"""What every form shares: the container, a results area, messages, progress and error handling."""

from __future__ import annotations

import functools
import html
import json
from collections.abc import Callable
from typing import Any

import ipywidgets as w
import pandas as pd
import plotly.graph_objects as go
from IPython.core.formatters import format_display_data

from lawkit.errors import LawkitError
from lawkit.widgets import _tables

#: Colour of a message by level.
LEVELS = {"info": "#37474f", "success": "#2e7d32", "warning": "#e65100", "error": "#c62828"}


def mimebundle(obj: Any) -> dict[str, Any]:
    """The display data of ``obj`` for an Output widget.

    Plotly figures become plotly's JSON mimetype (rendered by JupyterLab's plotly extension,
    whatever ``plotly.io.renderers.default`` is); anything else goes through IPython's
    formatters (DataFrames as HTML tables with whole cells, objects with ``_repr_html_``).
    """
    if isinstance(obj, go.Figure):
        return {
            "application/vnd.plotly.v1+json": {**json.loads(obj.to_json()), "config": {}},
            "text/plain": f"<plotly figure: {obj.layout.title.text or 'untitled'}>",
        }
    with pd.option_context("display.max_colwidth", None):
        data, _ = format_display_data(obj)
    return data or {"text/plain": repr(obj)}


def append(output: w.Output, obj: Any) -> None:
    """Add ``obj`` to ``output`` (works in a kernel and headless alike)."""
    item = {"output_type": "display_data", "data": mimebundle(obj), "metadata": {}}
    output.outputs = (*output.outputs, item)


class Form:
    """Base of the forms: a titled container with inputs, a message line, a progress bar and an
    Output widget where results are shown.

    Attributes:
        client: the :class:`lawkit.Client` the form drives.
        widget: the ipywidgets container (displaying the form displays it).
        output: the Output widget holding what the last action showed.
        shown: the objects shown in ``output`` by the last action (tables, figures, bundles).
        messages: the messages of the last action (errors included), as plain text.
        progress: a progress bar, visible while an action waits.
    """

    title = ""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.output = w.Output(layout={"border": "1px solid #eceff1", "padding": "4px"})
        self.notice = w.HTML()
        self.progress = w.IntProgress(
            value=0, min=0, max=1, description="", layout={"visibility": "hidden", "width": "60%"}
        )
        self.shown: list[Any] = []
        self.messages: list[str] = []
        self.widget = w.VBox()
        self._buttons: list[w.Button] = []

    def _layout(self, *rows: w.Widget) -> None:
        """Fill :attr:`widget`: the title, the given rows, messages, progress and results."""
        head = w.HTML(f"<h3 style='margin:4px 0'>{html.escape(self.title)}</h3>")
        self.widget.children = (head, *rows, self.notice, self.progress, self.output)
        self._buttons = [b for b in _walk(self.widget) if isinstance(b, w.Button)]

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.widget._repr_mimebundle_(**kwargs)

    def __repr__(self) -> str:
        return f"<lawkit {type(self).__name__}: {len(self.shown)} results shown>"

    # -- results ---------------------------------------------------------------------------

    def clear(self) -> None:
        """Empty the results area and the messages."""
        self.output.outputs = ()
        self.shown = []
        self.messages = []
        self.notice.value = ""

    def show(self, obj: Any, heading: str | None = None) -> None:
        """Show ``obj`` (a frame, figure or anything displayable) under an optional heading."""
        if heading:
            append(self.output, _Heading(heading))
        append(self.output, obj)
        self.shown.append(obj)

    def show_table(
        self, frame: Any, columns: tuple[str, ...], what: str, rows: int | None = None
    ) -> None:
        """Show the first rows of ``columns`` of a tidy table, formatted, under a caption
        saying how many rows it has (see :func:`lawkit.widgets._tables.preview`)."""
        rows = _tables.ROWS if rows is None else max(rows, 1)
        self.show(_tables.preview(frame, columns, rows), _tables.caption(frame, what, rows))

    def say(self, text: str, level: str = "info") -> None:
        """Add a message (levels: info, success, warning, error) above the results."""
        self.messages.append(text)
        line = f"<div style='color:{LEVELS[level]}'>{html.escape(text)}</div>"
        self.notice.value += line

    # -- progress --------------------------------------------------------------------------

    def start_progress(self, total: int, description: str) -> None:
        """Show the progress bar at 0 of ``total``."""
        self.progress.max = max(total, 1)
        self.progress.value = 0
        self.progress.description = description
        self.progress.layout.visibility = "visible"

    def step_progress(self, done: int, description: str | None = None) -> None:
        """Move the progress bar to ``done``."""
        self.progress.value = min(done, self.progress.max)
        if description is not None:
            self.progress.description = description

    def stop_progress(self) -> None:
        """Hide the progress bar."""
        self.progress.layout.visibility = "hidden"


class _Heading(str):
    """A heading above a result."""

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return f"<h4 style='margin:8px 0 2px'>{html.escape(self)}</h4>"


def action(method: Callable[..., None]) -> Callable[..., None]:
    """Wrap a button handler: clear the results, disable the buttons while it runs, and show a
    lawkit error (bad input, API error) as a message instead of raising it."""

    @functools.wraps(method)
    def run(self: Form, *_: Any) -> None:
        self.clear()
        states = [b.disabled for b in self._buttons]
        for button in self._buttons:
            button.disabled = True
        try:
            method(self)
        except LawkitError as exc:
            self.say(f"{type(exc).__name__}: {exc}", "error")
        finally:
            self.stop_progress()
            for button, state in zip(self._buttons, states, strict=True):
                button.disabled = state

    return run


def _walk(widget: w.Widget) -> list[w.Widget]:
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += _walk(child)
    return found
