"""What a reader sees of a plotly chart drawn in Chromium, and the defects a reader would see.

:data:`MEASURE` runs in the page on a chart's ``div`` (the one ``Plotly.newPlot`` drew into): it
returns the chart's box and, for every text shown (titles, ticks, legend entries, annotations,
labels inside bars and slices), the four corners of its box on screen (rotated text included)
and its drawn font size, whether it sits on an opaque box (an annotation with a background),
the legend's box and whether it scrolls, and the straight lines drawn as shapes (milestones,
references). :func:`problems` turns that into sentences, one per defect:

- two texts overlap (by more than :data:`TOLERANCE` pixels both ways);
- a text is cut by the chart's edge;
- a text is drawn smaller than :data:`SMALLEST` pixels (a label a reader cannot read);
- a line crosses a text that is not on an opaque box;
- a title, an axis title, a tick label or a legend entry runs into a plot area (a subplot's
  tick labels into its neighbour's bars, say);
- the legend scrolls (entries hidden) or takes more than :data:`LEGEND_SHARE` of the width.

The browser's own measure of what it drew is what a PNG of the chart shows (kaleido draws the
PNG copies with the same plotly.js in the same Chromium), without guessing text from pixels.
"""

from __future__ import annotations

import itertools
import json
import os
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

#: Pixels two texts (or a line and a text) may share before they count as overlapping: the
#: boxes of neighbouring lines of text touch by a pixel or so.
TOLERANCE = 1.5
#: The smallest font a reader reads on a report, in pixels.
SMALLEST = 8.0
#: The largest share of a chart's width a legend beside the plot may take.
LEGEND_SHARE = 0.3
#: Width of the charts' PNG copies (lawkit.reports.images.IMAGE_WIDTH), what a code host shows.
PNG_WIDTH = 900
#: Debian's Chromium, which kaleido and these checks draw in.
CHROMIUM = Path("/usr/bin/chromium")


MEASURE = r"""(div) => {
  const chart = div.querySelector('.main-svg').getBoundingClientRect();
  const shown = (el) => {
    for (let node = el; node && node !== div; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      if (parseFloat(style.opacity) === 0 || node.getAttribute('display') === 'none') return false;
    }
    return true;
  };
  const corners = (el) => {
    const box = el.getBBox();
    const m = el.getScreenCTM();
    return [[box.x, box.y], [box.x + box.width, box.y], [box.x + box.width, box.y + box.height],
            [box.x, box.y + box.height]].map(([x, y]) => [m.a * x + m.c * y + m.e,
                                                          m.b * x + m.d * y + m.f]);
  };
  const opaque = (el) => {
    const note = el.closest('g.annotation');
    const bg = note && note.querySelector('rect.bg');
    if (!bg) return false;
    const style = getComputedStyle(bg);
    return style.fill !== 'none' && !style.fill.startsWith('rgba(0, 0, 0, 0')
      && parseFloat(style.fillOpacity) > 0.9;
  };
  const texts = [];
  for (const el of div.querySelectorAll('svg text')) {
    const text = el.textContent.trim();
    if (!text || el.closest('.hoverlayer') || !shown(el)) continue;
    const box = el.getBBox();
    if (box.width === 0 || box.height === 0) continue;
    const m = el.getScreenCTM();
    const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    const sizes = [el, ...el.querySelectorAll('tspan')].map(
      (node) => parseFloat(getComputedStyle(node).fontSize));
    const kind = el.getAttribute('class') || el.parentNode.getAttribute('class') || '';
    texts.push({text, quad: corners(el), size: Math.min(...sizes) * scale,
                opaque: opaque(el), kind: kind.split(' ')[0].replace(/\d+/g, '')});
  }
  const lines = [];
  for (const el of div.querySelectorAll('.shapelayer path')) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (Math.min(box.width, box.height) <= 3) {
      lines.push([box.left, box.top, box.right, box.bottom]);
    }
  }
  const plots = Array.from(div.querySelectorAll('.draglayer .nsewdrag'), (el) => {
    const box = el.getBoundingClientRect();
    return [box.left, box.top, box.right, box.bottom];
  });
  let legend = null;
  const bg = div.querySelector('g.legend > rect.bg');
  if (bg && shown(bg)) {
    const box = bg.getBoundingClientRect();
    const bar = div.querySelector('g.legend rect.scrollbar');
    const scrolls = !!bar && shown(bar) && bar.getBoundingClientRect().height > 0;
    const beside = (div._fullLayout.legend || {}).orientation !== 'h';
    legend = {box: [box.left, box.top, box.right, box.bottom], scrolls, beside};
  }
  const title = div.querySelector('.gtitle');
  return {box: [chart.left, chart.top, chart.right, chart.bottom], texts, lines, plots, legend,
          title: title ? title.textContent : ''};
}"""


@dataclass(frozen=True)
class Text:
    """One text as drawn: its words, the corners of its box on screen, its font size in pixels,
    whether it sits on an opaque box, and plotly's class for it (``xtick``, ``legendtext``...)."""

    text: str
    quad: tuple[tuple[float, float], ...]
    size: float
    opaque: bool
    kind: str

    def __str__(self) -> str:
        words = self.text if len(self.text) <= 40 else self.text[:39] + "…"
        return f"{words!r}"


#: Texts that frame a plot (titles, axis titles, tick labels, the legend), never drawn in one:
#: plotly's classes for them (a tick label's is its group's).
_FRAMING = {"gtitle", "xtitle", "ytitle", "xtick", "ytick", "legendtext", "legendtitletext"}


def _axes(quad: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    """The normals of a quadrilateral's edges (two suffice for a rectangle, any rotation)."""
    found = []
    for (x0, y0), (x1, y1) in itertools.pairwise(quad[:3]):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5 or 1.0
        found.append(((y0 - y1) / length, (x1 - x0) / length))
    return found


def depth(first: Sequence[tuple[float, float]], second: Sequence[tuple[float, float]]) -> float:
    """How deep two convex quadrilaterals overlap, in pixels (0 when apart): the smallest
    overlap of their projections on the edges' normals (the separating axis theorem)."""
    deepest = float("inf")
    for nx, ny in [*_axes(first), *_axes(second)]:
        a = [x * nx + y * ny for x, y in first]
        b = [x * nx + y * ny for x, y in second]
        deepest = min(deepest, min(max(a), max(b)) - max(min(a), min(b)))
        if deepest <= 0:
            return 0.0
    return deepest


def _box(x0: float, y0: float, x1: float, y1: float) -> tuple[tuple[float, float], ...]:
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def problems(measured: dict[str, Any]) -> list[str]:
    """The defects of a chart :data:`MEASURE` measured, one sentence each (none: it reads)."""
    texts = [Text(t["text"], tuple(map(tuple, t["quad"])), t["size"], t["opaque"], t["kind"])
             for t in measured["texts"]]  # fmt: skip
    left, top, right, bottom = measured["box"]
    found = []
    for i, one in enumerate(texts):
        for other in texts[i + 1 :]:
            if depth(one.quad, other.quad) > TOLERANCE:
                found.append(f"{one} overlaps {other}")
        xs = [x for x, _ in one.quad]
        ys = [y for _, y in one.quad]
        if min(xs) < left - 1 or max(xs) > right + 1 or min(ys) < top - 1 or max(ys) > bottom + 1:
            found.append(f"{one} is cut by the chart's edge")
        if one.size < SMALLEST:
            found.append(f"{one} is drawn {one.size:.1f} px high (under {SMALLEST:g} px)")
        if one.kind in _FRAMING and any(depth(one.quad, _box(*plot)) > TOLERANCE
                                        for plot in measured["plots"]):  # fmt: skip
            found.append(f"{one} runs into a plot")
        for line in measured["lines"]:
            x0, y0, x1, y1 = line  # a line's box has no width (or height): give it its pixel
            if not one.opaque and depth(one.quad, _box(x0 - 0.5, y0 - 0.5, x1 + 0.5, y1 + 0.5)):
                found.append(f"a line crosses {one}")
                break
    legend = measured["legend"]
    if legend is not None:
        if legend["scrolls"]:
            found.append("the legend scrolls: some entries are hidden")
        x0, _, x1, _ = legend["box"]
        share = (x1 - x0) / (right - left)
        if legend["beside"] and share > LEGEND_SHARE:
            found.append(f"the legend takes {share:.0%} of the width")
    return found


def page_problems(
    page: Any, widths: Sequence[int | None] = (None, PNG_WIDTH), shots: Path | None = None
) -> dict[str, list[str]]:
    """The defects of every chart of a page (``playwright`` page of an HTML report), drawn at the
    width the page gives it (``None``) and at each other width of ``widths``: chart -> defects
    (charts without any left out). A chart is named by its place in the page, its width and
    its title; with ``shots``, a PNG of each chart with defects is written there, to be looked
    at (``<page>-<chart>-<width>.png``)."""
    found = {}
    charts = page.locator(".js-plotly-plot")
    for index in range(charts.count()):
        chart = charts.nth(index)
        for width in widths:
            if width is not None:
                chart.evaluate("(div, width) => Plotly.relayout(div, {width})", width)
            measured = chart.evaluate(MEASURE)
            wide = round(measured["box"][2] - measured["box"][0])
            defects = problems(measured)
            if defects:
                found[f"chart {index + 1} at {wide} px ({measured['title'][:60]!r})"] = defects
                if shots is not None:
                    shots.mkdir(parents=True, exist_ok=True)
                    name = Path(page.url).stem
                    chart.screenshot(path=str(shots / f"{name}-{index + 1}-{wide}.png"))
        if any(width is not None for width in widths):
            chart.evaluate("(div) => Plotly.relayout(div, {width: null, autosize: true})")
    return found


@contextmanager
def chromium() -> Iterator[Any]:
    """A headless Debian Chromium driven by Playwright; skips the test without one (fails in CI,
    which must install it)."""
    from playwright.sync_api import sync_playwright

    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; CI must install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); CI runs this test")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
        )
        try:
            yield browser
        finally:
            browser.close()


class Canvas:
    """A page with plotly.js (the plotly package's own, as the reports inline it) that draws one
    figure at a time, as the HTML report does: ``width`` pixels wide, as tall as its layout says
    (360 px when it says nothing)."""

    def __init__(self, browser: Any) -> None:
        from plotly.offline import get_plotlyjs

        self.page = browser.new_page(viewport={"width": 1300, "height": 900})
        self.page.set_content(f"<html><body><script>{get_plotlyjs()}</script><div id='chart'>"
                              "</div></body></html>")  # fmt: skip

    def measure(self, figure: Any, width: int = PNG_WIDTH) -> dict[str, Any]:
        """What :data:`MEASURE` finds in ``figure`` (a plotly Figure) drawn ``width`` wide."""
        spec = json.loads(figure.to_json())
        layout = {**spec.get("layout", {}), "width": width}
        layout.setdefault("height", 360)
        self.page.evaluate(
            "([data, layout]) => Plotly.newPlot('chart', data, layout)", [spec["data"], layout]
        )
        return self.page.locator("#chart").evaluate(MEASURE)

    def problems(self, figure: Any, width: int = PNG_WIDTH) -> list[str]:
        """The defects of ``figure`` drawn ``width`` wide (:func:`problems`)."""
        return problems(self.measure(figure, width))

    def save(self, path: Path) -> None:
        """A PNG of the figure drawn last."""
        self.page.locator("#chart").screenshot(path=str(path))
