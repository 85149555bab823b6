"""Reports outside Jupyter: one self-contained HTML page per executed notebook.

:func:`to_html` turns an executed notebook into one HTML page that works offline: plotly.js is
inlined once (nothing is fetched from a CDN), each chart is drawn by ``Plotly.newPlot`` and stays
interactive, tables keep JupyterLab's styling, and a form (ipywidgets) appears as it was last
drawn, read-only, with the charts and tables it showed. ``lawkit notebooks --html`` writes one for
each notebook it runs; ``lawkit report`` converts notebooks that ran elsewhere (your own Jupyter,
against the provider).
"""

from __future__ import annotations

import argparse
import copy
import html
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lawkit.errors import ConfigurationError
from lawkit.reports.images import CHART_HEIGHT, PLOTLY, cell_outputs
from lawkit.reports.paths import find, missing, output_folder

if TYPE_CHECKING:
    from nbformat import NotebookNode

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

# JupyterLab's look (nbconvert's "lab" template) without anything it would fetch: no require.js,
# MathJax or mermaid from a CDN (MathJax would also read "R$ 10 ... R$ 20" as math), no widget
# manager from unpkg. plotly.js comes inline, once.
_TEMPLATE = """{%- extends 'index.html.j2' -%}
{%- block html_head_js -%}
{%- if resources.plotly_js -%}
<script>window.PlotlyConfig = {MathJaxConfig: 'local'};</script>
<script>{{ resources.plotly_js }}</script>
{%- endif -%}
{%- endblock html_head_js -%}
{%- block jupyter_widgets -%}{%- endblock jupyter_widgets -%}
{%- block html_head_js_mathjax -%}{%- endblock html_head_js_mathjax -%}
{%- block html_head_js_mermaidjs -%}{%- endblock html_head_js_mermaidjs -%}
{%- block extra_css -%}
<style type="text/css">
main { max-width: 1200px; margin: 0 auto; }
.jp-OutputArea-output { overflow-x: auto; }
.lawkit-widget { border-left: 3px solid #cfd8dc; padding: 4px 10px; margin: 2px 0; }
.lawkit-box { display: flex; gap: 4px 8px; flex-wrap: wrap; align-items: center; }
.lawkit-box.column { flex-direction: column; align-items: stretch; }
.lawkit-widget label { color: #546e7a; margin-right: 6px; }
.lawkit-widget progress { width: 60%; }
.lawkit-output { border: 1px solid #eceff1; padding: 4px; }
.lawkit-note { color: #607d8b; font-size: 12px; font-style: italic; margin: 2px 0; }
</style>
{%- endblock extra_css -%}
"""
_TEMPLATE_NAME = "lawkit-report.html.j2"
_MODEL = "IPY_MODEL_"
_CONTROL_NOTE = (
    "A form as it was last drawn, read-only here: open the notebook in JupyterLab to use it."
)
_MISSING_NOTE = "An interactive widget, saved without its state: open the notebook in JupyterLab."


def to_html(notebook: NotebookNode) -> str:
    """One self-contained HTML page of an executed ``notebook`` (left unchanged), titled with
    its first heading."""
    from jinja2 import DictLoader
    from nbconvert import HTMLExporter
    from plotly.offline import get_plotlyjs

    node = copy.deepcopy(notebook)
    widgets = node.metadata.pop("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    page = _Page(widgets)
    for cell in node.cells:
        for output in cell.get("outputs", []):
            if "data" in output:
                output.data = page.bundle(output.data)
    node.metadata["title"] = _heading(node) or "lawkit report"
    exporter = HTMLExporter(
        template_file=_TEMPLATE_NAME, extra_loaders=[DictLoader({_TEMPLATE_NAME: _TEMPLATE})]
    )
    resources = {"plotly_js": get_plotlyjs() if page.charts else ""}
    body, _ = exporter.from_notebook_node(node, resources=resources)
    return body


def write_html(notebook: NotebookNode, target: Path) -> Path:
    """Write :func:`to_html` of ``notebook`` to ``target`` (its folder is created); ``target``."""
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(to_html(notebook), encoding="utf-8")
    return target


def charts(notebook: NotebookNode) -> int:
    """How many plotly charts ``notebook`` holds: in cell outputs and in forms' saved outputs."""
    widgets = notebook.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    inside = [
        o
        for model in widgets.values()
        for o in model["state"].get("outputs", [])
        if model["model_name"] == "OutputModel"
    ]
    return sum(PLOTLY in o.get("data", {}) for o in [*cell_outputs(notebook), *inside])


def _heading(notebook: NotebookNode) -> str:
    for cell in notebook.cells:
        if cell.cell_type == "markdown" and cell.source.startswith("# "):
            return cell.source.splitlines()[0][2:].strip()
    return ""


def _text(value: str | list[str]) -> str:
    return "".join(value) if isinstance(value, list) else value


class _Page:
    """Turns outputs into what a static page can show: charts and widgets become HTML."""

    def __init__(self, widgets: Mapping[str, Any]) -> None:
        self.widgets = widgets
        self.charts = 0
        self.controls = 0

    def bundle(self, data: Mapping[str, Any]) -> Mapping[str, Any]:
        """``data`` with a chart or a widget view replaced by its HTML (anything else as is)."""
        if PLOTLY in data:
            return {"text/html": self.chart(data[PLOTLY])}
        if WIDGET_VIEW in data:
            model_id = data[WIDGET_VIEW]["model_id"]
            if model_id not in self.widgets:
                return {"text/html": f'<p class="lawkit-note">{_MISSING_NOTE}</p>'}
            controls = self.controls
            drawn = self.widget(model_id)
            note = f'<p class="lawkit-note">{_CONTROL_NOTE}</p>' if self.controls > controls else ""
            return {"text/html": f'<div class="lawkit-widget">{drawn}{note}</div>' if drawn else ""}
        return data

    def chart(self, figure: Mapping[str, Any]) -> str:
        """A div and the ``Plotly.newPlot`` call that draws ``figure`` into it."""
        import plotly.io

        self.charts += 1
        return plotly.io.to_html(
            dict(figure),
            config=figure.get("config"),
            include_plotlyjs=False,
            full_html=False,
            default_height=f"{CHART_HEIGHT}px",
            validate=False,
            div_id=f"chart-{self.charts}",
        )

    def widget(self, model_id: str) -> str:
        """The last state of widget ``model_id`` and its children as static HTML ("" if unknown
        or hidden)."""
        model = self.widgets.get(model_id)
        if model is None:
            return ""
        name, state = model["model_name"], model["state"]
        layout = self.widgets.get(state.get("layout", "")[len(_MODEL) :], {}).get("state", {})
        if layout.get("display") == "none" or layout.get("visibility") == "hidden":
            return ""
        if "children" in state:
            direction = "" if name == "HBoxModel" else " column"
            inner = "".join(self.widget(child[len(_MODEL) :]) for child in state["children"])
            return f'<div class="lawkit-box{direction}">{inner}</div>'
        if name == "OutputModel":
            inner = "".join(self.output(o) for o in state.get("outputs", []))
            return f'<div class="lawkit-output">{inner}</div>' if inner else ""
        if name in ("HTMLModel", "HTMLMathModel"):
            return self.labelled(state, state.get("value", ""))
        if name == "LabelModel":
            return self.labelled(state, html.escape(state.get("value", "")))
        if name.endswith("ProgressModel"):
            value, top = state.get("value", 0), state.get("max", 100)
            return self.labelled(state, f'<progress value="{value}" max="{top}"></progress>')
        return self.control(name, state)

    def control(self, name: str, state: Mapping[str, Any]) -> str:
        """An input widget as a disabled HTML control showing its value ("" if not one)."""
        description = html.escape(state.get("description", ""))
        value = state.get("value")
        if name == "ButtonModel":
            body = f"<button disabled>{description}</button>"
        elif name == "CheckboxModel":
            checked = " checked" if value else ""
            body = f"<label><input type='checkbox' disabled{checked}> {description}</label>"
        elif "_options_labels" in state:
            index = state.get("index")
            chosen = set(index) if isinstance(index, list) else {index}
            options = "".join(
                f"<option{' selected' if i in chosen else ''}>{html.escape(label)}</option>"
                for i, label in enumerate(state["_options_labels"])
            )
            if None in chosen:
                options = "<option selected></option>" + options
            body = self.labelled(state, f"<select disabled>{options}</select>")
        elif name == "DatePickerModel":
            day = f"{value['year']:04}-{value['month'] + 1:02}-{value['date']:02}" if value else ""
            body = self.labelled(state, f"<input type='date' disabled value='{day}'>")
        elif name == "TextareaModel":
            body = self.labelled(state, f"<textarea disabled>{html.escape(value or '')}</textarea>")
        elif value is not None:
            shown = html.escape(str(value), quote=True)
            body = self.labelled(state, f'<input disabled value="{shown}">')
        else:
            return ""
        self.controls += 1
        return body

    @staticmethod
    def labelled(state: Mapping[str, Any], body: str) -> str:
        description = state.get("description")
        label = f"<label>{html.escape(description)}</label>" if description else ""
        return f"<span>{label}{body}</span>"

    def output(self, output: Mapping[str, Any]) -> str:
        """One output saved inside an Output widget, as HTML."""
        kind = output["output_type"]
        if kind == "stream":
            return f"<pre>{html.escape(_text(output['text']))}</pre>"
        if kind == "error":
            return f"<pre>{html.escape(output['ename'])}: {html.escape(output['evalue'])}</pre>"
        data = self.bundle(output.get("data", {}))
        if "text/html" in data:
            return _text(data["text/html"])
        if "image/png" in data:
            return f"<img alt='' src='data:image/png;base64,{_text(data['image/png'])}'>"
        return f"<pre>{html.escape(_text(data.get('text/plain', '')))}</pre>"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``lawkit report``."""
    parser.add_argument(
        "paths", nargs="+", type=Path, help="executed notebooks, or folders of them"
    )
    parser.add_argument(
        "--output",
        type=Path,
        help="folder for the HTML files (default: beside each notebook)",
    )


def command(args: argparse.Namespace) -> int:
    """``lawkit report``: 0 when every notebook became an HTML page."""
    if missing("nbconvert", "plotly"):
        print(
            "lawkit report needs nbconvert and plotly: pip install 'lawkit[notebook]'",
            file=sys.stderr,
        )
        return 2
    import nbformat

    try:
        notebooks = find(args.paths)
        folder = None if args.output is None else output_folder(args.output)
    except ConfigurationError as error:
        print(f"lawkit report: {error}", file=sys.stderr)
        return 2
    for notebook in notebooks:
        node = nbformat.read(notebook, as_version=4)
        written = write_html(node, (folder or notebook.parent) / f"{notebook.stem}.html")
        count = charts(node)
        print(f"{written}  ({count} chart{'' if count == 1 else 's'})")
    return 0
