"""Draw the candidate decision texts of ``texts_v2.csv`` (issue 28) from public captures.

Re-runnable: ``python tests/data/outcomes/draw_v2.py JUSCRAPER TJAL CODILO OUT.csv`` where
JUSCRAPER is a clone of jtrecenti/juscraper, TJAL a clone of
lagefreitas/predicting-brazilian-court-decisions and CODILO a clone of brunnoguim/analise-codilo
(the commits: :mod:`upstream`). It writes the candidates (id, origin,
source, court, kind, instance, title, text) without labels, at most ``CAP`` per origin drawn with
a fixed seed; the labels were added by reading each text (``README.md``). Not imported by tests.
"""

from __future__ import annotations

import csv
import html
import io
import json
import random
import re
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import upstream

JUSCRAPER = "bd036e4a36d8342a3e65bf3aece3e40665272a1c"
TJAL = "806b525f1ac14db04cbe2b230aebf4071640c056"
PAGES = ("results_normal_page_01", "results_normal_page_02", "single_page")
SEED = 28
#: Texts drawn at most per origin (the TJAL set is larger: its draw is the held-out ementas).
CAP = {
    "tjal-ementas": 130,
    "eproc-tjto": 80,
    "codilo-steps": 50,
    "digesto-trt3": 30,
    "eproc-cjsg-tjsc": 30,
    "esaj-cjpg-tjsp": 40,
}
DEFAULT_CAP = 10
#: Longer texts are a page's parse gone wrong, not a decision.
MAX_CHARS = 60_000


def plain(value: object) -> str:
    """Text of an HTML fragment, on single spaces."""
    text = re.sub(r"<(script|style).*?</\1>", " ", str(value or ""), flags=re.S | re.I)
    text = re.sub(r"<[^>]+>", " ", text)
    return " ".join(html.unescape(text).split())


def shown(clone: Path, commit: str, path: str) -> bytes | None:
    run = subprocess.run(
        ["git", "-C", str(clone), "show", f"{commit}:{path}"], capture_output=True, check=False
    )
    return run.stdout if run.returncode == 0 else None


def decoded(data: bytes) -> str:
    """A captured page as text: UTF-8, or Windows-1252 for the courts that still serve it."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", "replace")


def pages(clone: Path, court: str, kind: str, ext: str, names=PAGES) -> Iterator[tuple[str, str]]:
    for name in names:
        path = f"tests/{court}/samples/{kind}/{name}.{ext}"
        data = shown(clone, JUSCRAPER, path)
        if data is not None:
            yield f"jtrecenti/juscraper@{JUSCRAPER}:{path}", decoded(data)


def row(origin, source, court, kind, instance, text, title=""):
    return {
        "origin": origin,
        "source": source,
        "court": court,
        "kind": kind,
        "instance": instance,
        "title": title,
        "text": text,
    }


def esaj_cjsg(clone: Path) -> Iterator[dict]:
    """e-SAJ second-instance searches: the ementa of each result (no title)."""
    for court in ("tjsp", "tjac", "tjal", "tjam", "tjce", "tjms"):
        for source, page in pages(clone, court, "cjsg", "html"):
            found = re.findall(r'class="mensagemSemFormatacao"\s*>(.*?)</div>', page, re.S)
            for k, ementa in enumerate(found):
                yield row(
                    f"esaj-cjsg-{court}",
                    f"{source}#{k}",
                    court.upper(),
                    "ementa",
                    "appeal",
                    plain(ementa),
                )


def tjsp_cjpg(clone: Path) -> Iterator[dict]:
    """e-SAJ first-instance search of TJSP: the whole sentence behind each result."""
    for source, page in pages(clone, "tjsp", "cjpg", "html", (*PAGES, "results_legacy")):
        found = re.findall(
            r'<div align="justify" style="display: none;">\s*<span>(.*?)</span>', page, re.S
        )
        for k, sentence in enumerate(found):
            yield row(
                "esaj-cjpg-tjsp", f"{source}#{k}", "TJSP", "sentence", "first", plain(sentence)
            )


def tjto(clone: Path) -> Iterator[dict]:
    """eproc TJTO searches: each result's ementa (acórdãos, monocratic decisions)."""
    for kind in ("cjsg", "cjpg"):
        for source, page in pages(clone, "tjto", kind, "html"):
            records = plain(page).split("Ementa Inteiro Teor")[1:]
            for k, record in enumerate(records):
                judged = re.search(r"Tipo Julgamento (.*?) Assunto", record)
                text = record[record.find("Data Julgamento") :]
                text = re.sub(r"^Data Julgamento \S+ ", "", text)
                yield row(
                    "eproc-tjto",
                    f"{source}#{k}",
                    "TJTO",
                    f"ementa ({judged.group(1) if judged else '?'})",
                    "appeal",
                    text,
                )


def tjsc(clone: Path) -> Iterator[dict]:
    """eproc TJSC search: the session's result line (DECISÃO) followed by the ementa."""
    for source, page in pages(clone, "tjsc", "cjsg", "html"):
        records = re.split(r"Documento \d+ de \d+", plain(page))[1:]
        for k, record in enumerate(records):
            start = record.find("DECISÃO")
            text = record[start if start >= 0 else 0 :].split(" Citação × ")[0]
            yield row(
                "eproc-cjsg-tjsc", f"{source}#{k}", "TJSC", "result line + ementa", "appeal", text
            )


def tjpr(clone: Path) -> Iterator[dict]:
    """TJPR search: previews of acórdãos and monocratic decisions, cut by the court's page."""
    for source, page in pages(clone, "tjpr", "cjsg", "html"):
        text = plain(page)
        parts = re.split(
            r"\d+\. \d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4} \((?=Decisão monocrática|Acórdão)", text
        )
        for k, part in enumerate(parts[1:]):
            part = part.split(" Leia mais..")[0]
            kind = "monocratic preview" if part.startswith("Decisão") else "acórdão preview"
            yield row("cjsg-tjpr", f"{source}#{k}", "TJPR", kind, "appeal", part)


#: Searches answered in JSON: (court, records of a page, kind, text of a record). TJRO's answer
#: cuts its documents to a few words: left out.
JSON_SEARCHES = (
    ("tjrn", lambda page: page["hits"]["hits"], "ementa",
     lambda hit: plain(hit["_source"].get("ementa"))),
    ("tjap", lambda page: page["dados"], "ementa",
     lambda hit: plain(hit.get("textoementa") or hit.get("ementa"))),
    ("tjes", lambda page: page["docs"], "acórdão",
     lambda doc: " ".join(str(doc.get("acordao") or "").split())),
)  # fmt: skip


def json_searches(clone: Path) -> Iterator[dict]:
    """TJRN and TJAP ementas, TJES whole acórdãos."""
    for court, records, kind, text in JSON_SEARCHES:
        for source, page in pages(clone, court, "cjsg", "json"):
            for k, record in enumerate(records(json.loads(page))):
                yield row(f"cjsg-{court}", f"{source}#{k}", court.upper(), kind, "appeal",
                          text(record))  # fmt: skip


def html_searches(clone: Path) -> Iterator[dict]:
    """Searches answered in HTML: TJGO (whole decisions), TJPI (whole decisions)."""
    for source, page in pages(clone, "tjgo", "cjsg", "html"):
        found = re.findall(r'class="conteudoTexto"[^>]*>(.*?)</div>', page, re.S)
        for k, text in enumerate(found):
            yield row("cjsg-tjgo", f"{source}#{k}", "TJGO", "decision", "appeal", plain(text))
    for source, page in pages(clone, "tjpi", "cjsg", "html"):
        found = re.findall(r'class="text-justify"[^>]*>(.*?)</div>', page, re.S)
        for k, text in enumerate(found):
            yield row("cjsg-tjpi", f"{source}#{k}", "TJPI", "decision", "appeal", plain(text))


def pdpj_documents(clone: Path) -> Iterator[dict]:
    """Document texts of the CNJ PDPJ / Jus.br APIs (names redacted by the capture)."""
    for path, court in (
        ("tests/pdpj/samples/documentos/texto_normal.txt", "TRF1"),
        ("tests/jusbr/samples/documents/text_typical.txt", "TRF1"),
    ):
        data = shown(clone, JUSCRAPER, path)
        if data is not None:
            yield row(
                "pdpj-documents",
                f"jtrecenti/juscraper@{JUSCRAPER}:{path}",
                court,
                "PJe document",
                "unknown",
                " ".join(data.decode("utf-8", "replace").split()),
            )


def tjal_ementas(clone: Path) -> Iterator[dict]:
    """The TJAL appeal ementas of Lage-Freitas et al. (their labels are not used here)."""
    data = shown(clone, TJAL, "dataset.zip")
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        lines = archive.read("dataset.csv").decode("utf-8").splitlines()
    header = lines[0].split("<=>")
    for k, line in enumerate(lines[1:], start=1):
        fields = dict(zip(header, line.strip('"').split("<=>"), strict=False))
        text = fields.get("ementa_text", "")
        if text and text != "None":
            yield row(
                "tjal-ementas",
                f"lagefreitas/predicting-brazilian-court-decisions@{TJAL}"
                f":dataset.zip/dataset.csv#line{k + 1}",
                "TJAL",
                "ementa",
                "appeal",
                text,
            )


#: A step of the provider's payloads worth reading: a judgment, a hearing record, a publication.
WORTH = re.compile(
    r"(?i)julg|senten|homolog|extin|provimento|acórd|audi[eê]ncia|termo de|"
    r"acolh|procedent|transa|acordo|arquiv"
)


def codilo(clone: Path) -> Iterator[dict]:
    """Steps of Codilo payloads (brunnoguim/analise-codilo) as the provider relays them."""
    for name in ("longTitles", "steps4"):
        for k, step in enumerate(upstream.codilo_steps(clone, name)):
            title, text = step.get("title") or "", step.get("description") or ""
            if title == text:
                text = ""
            if WORTH.search(title + " " + text[:400]):
                yield row(
                    "codilo-steps",
                    upstream.codilo_source(name, k),
                    step.get("cnj", ""),
                    "step",
                    "unknown",
                    text,
                    title,
                )


def digesto() -> Iterator[dict]:
    """Movement lines of a Digesto TRT3 payload (kmartinss/digesto-app)."""
    path = upstream.DIGESTO
    source = (
        "kmartinss/digesto-app@f13128948a9ab3b6173832b17764ba2b621827dd:"
        "src/app/data/processo/processo.mock.ts#movs"
    )
    for k, mov in enumerate(json.loads(path.read_text("utf-8"))["movs"]):
        if WORTH.search(mov[1] + " " + mov[2]):
            yield row("digesto-trt3", f"{source}[{k}]", "TRT3", "movement", "first", mov[2], mov[1])


def folded(text: str) -> str:
    return re.sub(r"\d", "0", " ".join(text.lower().split()))[:300]


def main() -> None:
    csv.field_size_limit(sys.maxsize)
    juscraper, tjal, codilo_clone, out = (Path(a) for a in sys.argv[1:5])
    seen: set[str] = set()
    for old in csv.DictReader((Path(__file__).parent / "texts.csv").open(encoding="utf-8")):
        seen |= {folded(old["title"] + " " + old["text"]), folded(old["text"])}
    drawn: dict[str, list[dict]] = {}
    for found in (
        esaj_cjsg(juscraper),
        tjsp_cjpg(juscraper),
        tjto(juscraper),
        tjsc(juscraper),
        tjpr(juscraper),
        json_searches(juscraper),
        html_searches(juscraper),
        pdpj_documents(juscraper),
        tjal_ementas(tjal),
        codilo(codilo_clone),
        digesto(),
    ):
        keep(found, seen, drawn)
    write(drawn, lambda origin: CAP.get(origin, DEFAULT_CAP), SEED, out)


def drawn_before(here: Path, first_id: int) -> set[str]:
    """The texts of ``texts.csv`` and those of ``texts_v2.csv`` numbered before ``first_id`` (a
    later draw's own are not "seen": it draws them again), folded as :func:`keep` compares."""
    csv.field_size_limit(sys.maxsize)
    seen: set[str] = set()
    for name in ("texts.csv", "texts_v2.csv"):
        for old in csv.DictReader((here / name).open(encoding="utf-8")):
            if name == "texts.csv" or int(old["id"][1:]) < first_id:
                seen |= {folded(old["title"] + " " + old["text"]), folded(old["text"])}
    return seen


def keep(found: Iterator[dict], seen: set[str], drawn: dict[str, list[dict]]) -> None:
    """Add to ``drawn`` (per origin) each candidate of ``found`` not ``seen`` yet (compared
    lower-cased, digits masked) and of a decision's size."""
    for candidate in found:
        key = folded(candidate["title"] + " " + candidate["text"])
        size = len(candidate["text"] + candidate["title"])
        if 20 < size < MAX_CHARS and key not in seen:
            seen.add(key)
            drawn.setdefault(candidate["origin"], []).append(candidate)


def write(drawn: dict[str, list[dict]], cap: Callable[[str], int], seed: object, out: Path,
          first_id: int = 0) -> None:  # fmt: skip
    """Write at most ``cap(origin)`` candidates per origin, drawn with ``seed``, to ``out``,
    numbered from ``first_id``."""
    rows = []
    for origin in sorted(drawn):
        pool = drawn[origin]
        if len(pool) > cap(origin):
            pool = random.Random(f"{seed}:{origin}").sample(pool, cap(origin))
        rows += pool
    for k, candidate in enumerate(rows, start=first_id):
        candidate["id"] = f"v{k:03d}"
    with out.open("w", newline="", encoding="utf-8") as handle:
        fields = ["id", "origin", "source", "court", "kind", "instance", "title", "text"]
        writer = csv.DictWriter(handle, fields)
        writer.writeheader()
        writer.writerows(rows)
    for origin in sorted(drawn):
        print(f"{origin:22} {len(drawn[origin]):5} found")
    print(f"{len(rows)} candidates -> {out}")


if __name__ == "__main__":
    main()
