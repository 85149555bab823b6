"""The file store: ``GET {cdn_url}/files/<name>`` serves the bytes of attached files.

File names are the ones the generator puts in the file entries of steps; the bytes come from
:func:`lawkit.sandbox.data.generate.file_bytes`. Files are public: no token is needed (the spec
leaves it open; the provider calls them "stored public files"). Unknown names get 404
"Not found".
"""

from __future__ import annotations

from werkzeug import Request, Response

from lawkit.sandbox.data import generate
from lawkit.sandbox.state import State
from lawkit.sandbox.web import ApiError, Route


def download(state: State, request: Request, name: str) -> Response:
    """The stored file ``name``."""
    content = generate.file_bytes(name)
    if content is None:
        raise ApiError(404, "Not found")
    mimetype = "application/pdf" if name.lower().endswith(".pdf") else "application/octet-stream"
    return Response(
        content,
        mimetype=mimetype,
        headers={"Content-Disposition": f'inline; filename="{name}"', "Cache-Control": "public"},
    )


def setup(state: State) -> None:
    """Nothing to keep: the files are rebuilt from their names."""


def routes() -> list[Route]:
    """The file store's one endpoint."""
    return [Route("cdn", "/files/<name>", ("GET",), download)]
