"""Reports outside Jupyter (``lawkit.reports``): HTML pages that work offline, PNG copies of charts.

The fast tests convert small notebooks built here. The slow ones run the example notebooks
for real (``lawkit notebooks --save --html`` on copies), check the PNG copies a code host shows,
and open each HTML report in Debian's Chromium with every non-file request refused: each chart
must draw (plotly's SVG present), without a script error and without a single network request,
and read at the width the report gives it and at the PNG copies' (``tests/chart_layout.py``: no
text overlapping, cut, unreadably small, crossed by a line or inside a plot it does not label,
no legend scrolling or crowding the plot). The notebooks run once for all of these checks.
"""

from __future__ import annotations

import base64
import os
import shutil
import struct
import zlib
from collections.abc import Iterator
from pathlib import Path

import chart_layout
import nbformat
import plotly.graph_objects as go
import pytest
from nbconvert import HTMLExporter
from playwright.sync_api import Browser, Route

from lawkit import cli
from lawkit.reports import html as report
from lawkit.reports import images, runner

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((REPO / "notebooks").glob("*.ipynb"))
SCREENSHOTS = REPO / "artifacts" / "reports"
CHROMIUM = chart_layout.CHROMIUM
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def _figure(title: str) -> dict:
    figure = go.Figure(go.Bar(x=["success", "warning"], y=[3, 1]), layout_title_text=title)
    return {**figure.to_plotly_json(), "config": {}}


def _widget(model: str, **state: object) -> dict:
    return {"model_name": model, "model_module": "@jupyter-widgets/controls", "state": state}


def _notebook() -> nbformat.NotebookNode:
    """A chart, a table, a form (with a chart in its output) and a widget saved without state."""
    node = nbformat.v4.new_notebook()
    chart = nbformat.v4.new_output("display_data", data={images.PLOTLY: _figure("per day")})
    table = nbformat.v4.new_output(
        "execute_result",
        data={"text/html": "<table class='dataframe'><tr><td>R$ 10</td></tr></table>"},
        execution_count=2,
    )
    form = nbformat.v4.new_output(
        "display_data", data={report.WIDGET_VIEW: {"model_id": "form"}, "text/plain": "VBox()"}
    )
    stateless = nbformat.v4.new_output(
        "display_data", data={report.WIDGET_VIEW: {"model_id": "gone"}, "text/plain": "HBox()"}
    )
    node.cells = [
        nbformat.v4.new_markdown_cell("# Usage of the month\n\nWhat was asked, and what it cost."),
        nbformat.v4.new_code_cell("chart", outputs=[chart], execution_count=1),
        nbformat.v4.new_code_cell("table", outputs=[table], execution_count=2),
        nbformat.v4.new_code_cell("form", outputs=[form, stateless], execution_count=3),
    ]
    inner = {"output_type": "display_data", "data": {images.PLOTLY: _figure("in the form")}}
    state = {
        "form": _widget(
            "VBoxModel", children=[f"IPY_MODEL_{n}" for n in ("title", "by", "busy", "out")]
        ),
        "title": _widget("HTMLModel", value="<h3>Usage statistics</h3>", description=""),
        "by": _widget(
            "DropdownModel", _options_labels=["court", "platform"], index=1, description="by"
        ),
        "busy": _widget("IntProgressModel", value=0, max=1, layout="IPY_MODEL_hidden"),
        "hidden": _widget("LayoutModel", visibility="hidden"),
        "out": _widget("OutputModel", outputs=[inner]),
    }
    node.metadata["widgets"] = {report.WIDGET_STATE: {"state": state, "version_major": 2}}
    return node


def test_html_inlines_plotly_once_draws_every_chart_and_fetches_nothing() -> None:
    from plotly.offline import get_plotlyjs

    page = report.to_html(_notebook())
    assert page.count(get_plotlyjs()) == 1
    assert page.count("Plotly.newPlot(") == 2, "the cell's chart and the one inside the form"
    assert 'id="chart-1"' in page and 'id="chart-2"' in page
    for remote in ("<script src", "<link", 'src="http', "src='http", "@import"):
        assert remote not in page, remote
    assert "<title>Usage of the month</title>" in page
    assert "<td>R$ 10</td>" in page, "tables pass through as they are"


def test_html_shows_a_form_as_last_drawn_and_notes_a_widget_without_state() -> None:
    page = report.to_html(_notebook())
    assert "<h3>Usage statistics</h3>" in page
    # nbconvert re-serializes the page: boolean attributes come out as disabled="".
    assert '<select disabled=""><option>court</option><option selected="">platform</option>' in page
    assert "<progress" not in page, "a widget its layout hides stays hidden"
    assert report._CONTROL_NOTE in page
    assert report._MISSING_NOTE in page
    assert "VBox()" not in page and "HBox()" not in page
    assert "application/vnd.jupyter.widget-state+json" not in page


def test_html_without_charts_carries_no_plotly_js() -> None:
    node = nbformat.v4.new_notebook()
    node.cells = [nbformat.v4.new_markdown_cell("# Nothing drawn")]
    page = report.to_html(node)
    assert "Plotly" not in page and len(page) < 1_000_000


def test_report_writes_beside_each_notebook_or_into_output(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "usage.ipynb"
    nbformat.write(_notebook(), source)
    assert cli.main(["report", str(source)]) == 0
    assert (tmp_path / "usage.html").read_text(encoding="utf-8").count("Plotly.newPlot(") == 2
    assert cli.main(["report", str(tmp_path), "--output", str(tmp_path / "out")]) == 0
    assert (tmp_path / "out" / "usage.html").is_file()
    assert capsys.readouterr().out.splitlines()[-1].endswith("usage.html  (2 charts)")


@pytest.mark.parametrize("command", ["report", "notebooks"])
def test_an_output_folder_that_is_a_file_is_refused(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "usage.ipynb"
    nbformat.write(_notebook(), source)
    taken = tmp_path / "taken"
    taken.write_text("not a folder")
    assert cli.main([command, str(source), "--output", str(taken)]) == 2
    error = capsys.readouterr().err
    assert f"{taken} is a file, not a folder" in error and "goes to a folder" in error
    assert taken.read_text() == "not a folder"


def _png(width: int, height: int, pieces: int) -> tuple[bytes, bytes]:
    """An RGBA PNG whose pixel data is deflated fast and split in ``pieces`` IDAT chunks."""
    rows = b"".join(
        b"\x00" + bytes((x * 7 + y) % 256 for x in range(width * 4)) for y in range(height)
    )
    data = zlib.compress(rows, 1)
    step = -(-len(data) // pieces)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    idat = b"".join(chunk(b"IDAT", data[i : i + step]) for i in range(0, len(data), step))
    return PNG_SIGNATURE + chunk(b"IHDR", header) + idat + chunk(b"IEND", b""), rows


def _chunks(png: bytes) -> list[tuple[bytes, bytes]]:
    found, pos = [], len(PNG_SIGNATURE)
    while pos < len(png):
        (length,) = struct.unpack(">I", png[pos : pos + 4])
        kind, body = png[pos + 4 : pos + 8], png[pos + 8 : pos + 8 + length]
        assert struct.unpack(">I", png[pos + 8 + length : pos + 12 + length])[0] == zlib.crc32(
            kind + body
        )
        found.append((kind, body))
        pos += 12 + length
    return found


def test_png_recompression_keeps_every_pixel_and_a_valid_file() -> None:
    png, rows = _png(120, 40, pieces=5)
    smaller = images._smaller(png)
    assert smaller.startswith(PNG_SIGNATURE) and len(smaller) < len(png)
    chunks = _chunks(smaller)
    assert [kind for kind, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"]
    assert zlib.decompress(chunks[1][1]) == rows


# --- the six example notebooks, run for real ---------------------------------------------------


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Copies of the example notebooks (and their data) after ``lawkit notebooks --save --html``;
    the reports land in ``artifacts/notebooks/`` of the returned folder."""
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; CI must install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); CI runs this test")
    root = tmp_path_factory.mktemp("saved")
    shutil.copytree(REPO / "data", root / "data")
    (root / "notebooks").mkdir()
    for path in NOTEBOOKS:
        shutil.copy(path, root / "notebooks" / path.name)
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(root)
        assert cli.main(["notebooks", "notebooks", "--save", "--html"]) == 0
    return root


def _charts(node: nbformat.NotebookNode) -> list[dict]:
    return [
        o.data
        for c in node.cells
        for o in c.get("outputs", [])
        if images.PLOTLY in o.get("data", {})
    ]


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_saved_charts_carry_a_png_that_static_viewers_show(saved: Path, path: Path) -> None:
    node = nbformat.read(saved / "notebooks" / path.name, as_version=4)
    charts = _charts(node)
    assert charts, "every example report draws a chart"
    for data in charts:
        png = base64.b64decode(data["image/png"])
        width, height = struct.unpack(">II", _chunks(png)[0][1][:8])
        layout = data[images.PLOTLY]["layout"]
        assert width == layout.get("width", images.IMAGE_WIDTH)
        assert height == layout.get("height", images.CHART_HEIGHT)
    # nbconvert's stock HTML, like GitHub, cannot draw plotly's JSON: it shows the PNG.
    page, _ = HTMLExporter().from_notebook_node(node)
    assert page.count('src="data:image/png;base64,') == len(charts)


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    with chart_layout.chromium() as browser:
        yield browser


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_html_report_draws_every_chart_offline_and_readably_in_chromium(
    saved: Path, chromium: Browser, path: Path
) -> None:
    """Each chart draws offline, without an error, and reads (issue 30) as a reader sees it: in
    the report on a wide screen (1,106 px; a form's charts a little narrower) and as its PNG
    copy (900 px), by ``tests/chart_layout.py``; a chart with defects leaves its PNG in
    ``artifacts/reports/`` to be looked at. One page load serves both checks."""
    html = saved / runner.DEFAULT_OUTPUT / f"{path.stem}.html"
    expected = report.charts(nbformat.read(saved / "notebooks" / path.name, as_version=4))
    page = chromium.new_page(viewport={"width": 1300, "height": 900})
    refused: list[str] = []
    errors: list[str] = []

    def only_files(route: Route) -> None:
        if route.request.url.startswith("file:"):
            route.continue_()
        else:
            refused.append(route.request.url)
            route.abort()

    page.route("**/*", only_files)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    try:
        page.goto(html.as_uri(), wait_until="load")
        charts = page.locator(".js-plotly-plot")
        assert charts.count() == expected
        for i in range(expected):
            assert charts.nth(i).locator("svg.main-svg").count() >= 1, f"chart {i + 1} not drawn"
        assert page.locator(".lawkit-widget, .jp-RenderedHTML table").count() >= 1
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SCREENSHOTS / f"{path.stem}.png"), full_page=True)
        unreadable = chart_layout.page_problems(page, shots=SCREENSHOTS)
    finally:
        page.close()
    assert refused == [], "the report fetched something from the network"
    assert errors == []
    assert unreadable == {}
