"""A notebook run in a real browser: JupyterLab on loopback, Debian's Chromium driven by Playwright.

The notebook is copied with its outputs cleared into a temporary root, so every chart and form the
test finds was rendered by this run, not read back from the committed outputs.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from secrets import token_hex

import nbformat
import pytest

from lawkit.reports.runner import sandbox_environment

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = REPO / "notebooks" / "01-quickstart.ipynb"
SCREENSHOTS = REPO / "artifacts" / "browser"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# User settings for the throw-away JupyterLab: start the notebook's kernel without asking, keep
# every cell in the DOM (no windowing: what scrolled out of view stays countable), and never ask
# to fetch news from the internet.
LAB_SETTINGS = {
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": {
        "autoStartDefaultKernel": True,
        "windowingMode": "none",
    },
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {"fetchNews": "false"},
}
SERVER_START_TIMEOUT = 60.0
RUN_TIMEOUT_MS = 150_000

# True once the status bar reads "<kernel name> | Idle": the notebook's kernel started and waits.
KERNEL_IDLE = """() => [...document.querySelectorAll('.jp-StatusBar-TextItem')]
    .some((item) => /\\| Idle$/.test(item.textContent.trim()))"""
# True once no code cell is queued or running ("[*]:") and either every code cell shows an
# execution count ("[3]:") or an error stopped the run. JupyterLab renders tracebacks (and any
# stderr) with the stderr MIME type; the notebook writes nothing there when all is well.
ALL_CELLS_EXECUTED = """() => {
    const prompts = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
        .map((p) => p.textContent);
    if (prompts.length === 0 || prompts.some((text) => text.includes('*'))) return false;
    const failed = document.querySelector("[data-mime-type='application/vnd.jupyter.stderr']");
    return failed !== null || prompts.every((text) => /\\[\\d+\\]/.test(text));
}"""

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_until_up(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"JupyterLab exited with {process.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            time.sleep(0.3)
    pytest.fail(
        f"JupyterLab did not answer in {SERVER_START_TIMEOUT:.0f} s:\n{log.read_text()[-3000:]}"
    )


def _copy_without_outputs(source: Path, root: Path) -> Path:
    notebook = nbformat.read(source, as_version=4)
    for cell in notebook.cells:
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    notebook.metadata.pop("widgets", None)
    target = root / source.name
    nbformat.write(notebook, target)
    return target


@pytest.fixture
def jupyterlab(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A JupyterLab server on 127.0.0.1 (random port, random token) serving a temporary root.

    Yields the base URL with the token query and the root folder. The server runs in this
    interpreter's environment, so its ``python3`` kernel is this virtualenv's Python.
    """
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; CI must install Debian's chromium package")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); CI runs this test")
    root = tmp_path / "root"
    root.mkdir()
    jupyter = tmp_path / "jupyter"
    # Kernels see no lawkit settings (as with `lawkit notebooks`): the notebook uses a sandbox.
    env = {
        **sandbox_environment(),
        "JUPYTER_CONFIG_DIR": str(jupyter / "config"),
        "JUPYTER_RUNTIME_DIR": str(jupyter / "runtime"),
        "JUPYTERLAB_SETTINGS_DIR": str(jupyter / "settings"),
        "JUPYTERLAB_WORKSPACES_DIR": str(jupyter / "workspaces"),
        "JUPYTER_PREFER_ENV_PATH": "1",
    }
    for name, values in LAB_SETTINGS.items():
        settings = jupyter / "settings" / name
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(json.dumps(values))
    port, token = _free_port(), token_hex(16)
    log = tmp_path / "jupyterlab.log"
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--allow-root",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.news_url=None",
        "--LabApp.extension_manager=readonly",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    with log.open("wb") as sink:
        process = subprocess.Popen(command, env=env, stdout=sink, stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        _wait_until_up(f"{base}/api/status?token={token}", process, log)
        yield f"{base}/lab/tree/{{name}}?token={token}", root
    finally:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_notebook_renders_chart_and_form_in_chromium(
    jupyterlab: tuple[str, Path], tmp_path: Path
) -> None:
    """Open the quickstart, run all cells from the Run menu, find its chart and its query form,
    and submit the form: the kernel answers with a second chart drawn inside the form."""
    from playwright.sync_api import expect, sync_playwright

    url_template, root = jupyterlab
    notebook = _copy_without_outputs(NOTEBOOK, root)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    screenshot = SCREENSHOTS / f"{NOTEBOOK.stem}.png"
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "chromium-profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 1400, "height": 1000},
        )
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(url_template.format(name=notebook.name))
            page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=60_000)
            page.wait_for_function(KERNEL_IDLE, timeout=60_000)
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
            charts = page.locator(".js-plotly-plot")
            # The query builder: a VBox headed "Capture query" with its five cascading dropdowns.
            form = page.locator(".widget-vbox").filter(
                has=page.locator("h3", has_text="Capture query")
            )
            try:
                page.wait_for_function(ALL_CELLS_EXECUTED, timeout=RUN_TIMEOUT_MS)
                errors = page.locator("[data-mime-type='application/vnd.jupyter.stderr']")
                assert errors.count() == 0, errors.first.inner_text()[-2000:]
                assert charts.count() >= 1, "no plotly chart rendered"
                charts.first.scroll_into_view_if_needed()
                expect(charts.first.locator(".main-svg").first).to_be_visible()
                charts.first.screenshot(path=str(SCREENSHOTS / f"{NOTEBOOK.stem}-chart.png"))
                expect(form).to_have_count(1, timeout=30_000)
                form.scroll_into_view_if_needed()
                expect(form.locator("select")).to_have_count(5)
                # A real click in the browser goes through the widget comm to the kernel, which
                # queries the sandbox and draws the case's timeline inside the form.
                submit = form.locator(".widget-button", has_text="Submit")
                expect(submit).to_be_enabled()
                assert form.locator(".js-plotly-plot").count() == 0
                submit.click()
                drawn = form.locator(".js-plotly-plot")
                expect(drawn).to_have_count(1, timeout=RUN_TIMEOUT_MS)
                drawn.scroll_into_view_if_needed()
                expect(drawn.locator(".main-svg").first).to_be_visible()
            finally:
                page.screenshot(path=str(screenshot))
        finally:
            context.close()
    assert screenshot.stat().st_size > 0
