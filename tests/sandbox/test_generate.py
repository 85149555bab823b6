"""The sandbox's synthetic data: determinism, realistic distributions, capture lawsuit shape."""

from __future__ import annotations

import json
import random
import re
import statistics
import time
from collections import Counter
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.capture import ESAJ, ESAJ_SECOND

from lawkit import cnj
from lawkit.sandbox.apis.demand import models as demand
from lawkit.sandbox.data import coverage, generate, story
from lawkit.sandbox.data import vocabulary as voc

NOW = datetime(2026, 11, 22, 12, 0, tzinfo=UTC)
ISO_Z = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
DECIMAL = re.compile(r"^\d+\.\d{2}$")


@pytest.fixture(scope="module")
def sample() -> list[str]:
    return cnj.generate("TJSP", n=300, seed=5)


def _found(seed: int, numbers: list[str]) -> str:
    """The first number whose first-degree e-SAJ query succeeds."""
    return next(
        n for n in numbers if generate.outcome(seed, *ESAJ, "cnj", n, as_of=NOW) == "success"
    )


def test_same_seed_and_cnj_give_the_same_lawsuit(sample):
    number = _found(0, sample)
    first = generate.capture_lawsuits(
        0, ESAJ, "cnj", number, make_download=True, cdn_url="http://x/cdn", as_of=NOW
    )
    story.lawsuit.cache_clear()
    again = generate.capture_lawsuits(
        0, ESAJ, "cnj", number, make_download=True, cdn_url="http://x/cdn", as_of=NOW
    )
    assert json.dumps(first) == json.dumps(again)
    other = story.lawsuit(1, number)
    assert other.parties != story.lawsuit(0, number).parties


def test_generation_never_touches_the_global_rng(sample):
    story.lawsuit.cache_clear()
    random.seed(1)
    state = random.getstate()
    one = story.lawsuit(0, sample[0])
    assert random.getstate() == state
    story.lawsuit.cache_clear()
    random.seed(2)
    assert story.lawsuit(0, sample[0]) == one


def test_step_counts_are_log_normal_with_a_long_tail(sample):
    counts = [sum(len(i.steps) for i in story.lawsuit(0, n).instances) for n in sample]
    assert 50 <= statistics.median(counts) <= 90
    assert max(counts) > 400
    assert max(counts) <= 2 * story.STEP_CAP
    assert min(counts) >= 1


def test_a_few_percent_of_steps_carry_long_decision_texts(sample):
    steps = [(n, s) for n in sample[:150] for i in story.lawsuit(0, n).instances for s in i.steps]
    long = [(n, s) for n, s in steps if s.text_seed is not None]
    assert 0.01 <= len(long) / len(steps) <= 0.05
    lengths = [len(story.step_title(story.lawsuit(0, n), s)) for n, s in long[:40]]
    assert min(lengths) >= 1_000
    assert max(lengths) <= 21_000
    short = [len(s.title) for _, s in steps if s.text_seed is None]
    assert statistics.median(short) < 100


def test_steps_are_in_time_order_within_an_instance(sample):
    for number in sample[:50]:
        for inst in story.lawsuit(0, number).instances:
            times = [s.at for s in inst.steps]
            assert times == sorted(times)
            assert times[0] == inst.start_at
            assert [s.index for s in inst.steps] == list(range(1, len(inst.steps) + 1))


def test_appeals_start_after_the_first_degree_began(sample):
    appeals = [story.lawsuit(0, n) for n in sample if len(story.lawsuit(0, n).instances) == 2]
    assert 0.15 <= len(appeals) / len(sample) <= 0.45
    for suit in appeals:
        first, second = suit.instances
        assert (first.degree, second.degree) == (1, 2)
        assert second.start_at > first.start_at


def test_names_are_synthetic_compositions_of_the_word_lists():
    first_names, surnames = set(voc.FIRST_NAMES), set(voc.SURNAMES)
    public = {t.split(" {")[0] for templates in voc.PUBLIC.values() for t in templates}
    public |= {t.split(" {")[0] for t in voc.PROSECUTORS.values()} | {"Coligação"}
    kinds = Counter()
    for number in cnj.generate(None, n=300, seed=6):  # every branch of justice
        suit = story.lawsuit(0, number)
        people = [lw.name for p in suit.parties for lw in p.lawyers]
        people += [i.judge.removeprefix("Des. ").removeprefix("Min. ") for i in suit.instances]
        for name in people:
            head, *tail = name.split(" ")
            assert head in first_names and tail and set(tail) <= surnames, name
        for party in suit.parties:
            words = party.name.split(" ")
            if words[0] in first_names and set(words[1:]) <= surnames:
                kinds["person"] += 1
                assert re.fullmatch(r"\d{3}\.\d{3}\.\d{3}-\d{2}", party.doc)
            elif party.name.endswith(voc.COMPANY_SUFFIXES) or party.name.startswith(
                ("Banco ", "Cooperativa de Crédito ")
            ):
                kinds["company"] += 1
                assert re.fullmatch(r"\d{2}\.\d{3}\.\d{3}/0001-\d{2}", party.doc)
            else:
                assert party.name.startswith(tuple(public)), party.name
                kinds["public"] += 1
            for lawyer in party.lawyers:
                assert lawyer.oab.isdigit() and lawyer.uf in voc.UF_NAMES
    assert min(kinds.values()) >= 20, kinds


def test_outcome_shares_are_realistic(sample):
    shares = Counter(generate.outcome(0, *ESAJ, "cnj", n, as_of=NOW) for n in sample)
    assert shares["error"] / len(sample) <= 0.14
    assert shares["error"] > 0 and shares["warning"] > 0
    assert shares["success"] / len(sample) >= 0.7


def test_warning_for_bad_check_digits_another_court_or_a_key_the_query_lacks():
    number = cnj.generate("TJSP", n=1, seed=9)[0]
    bad = number[:8] + ("00" if number[8:10] != "00" else "01") + number[10:]
    statuses = {generate.lawsuit_status(0, ESAJ, "cnj", bad, NOW)}
    statuses.add(generate.lawsuit_status(0, ESAJ, "cnj", cnj.generate("TJRS", n=1)[0], NOW))
    statuses.add(generate.lawsuit_status(0, ESAJ, "numstj", "REsp 1", NOW))
    assert statuses == {"warning"}
    assert generate.outcome(0, *ESAJ[:3], "nope", "cnj", number, as_of=NOW) == "error"


def test_second_degree_queries_find_only_cases_that_reached_appeal(sample):
    for number in sample[:80]:
        suit = story.lawsuit(0, number)
        status = generate.lawsuit_status(0, ESAJ_SECOND, "cnj", number, NOW)
        if status == "success":
            assert suit.shown(2, NOW)
        if not suit.shown(2, NOW):
            assert status == "warning"


def test_capture_lawsuit_has_the_spec_shape(sample):
    number = _found(0, sample)
    (suit,) = generate.capture_lawsuits(
        0, ESAJ, "cnj", number, make_download=True, cdn_url="http://h/cdn", as_of=NOW
    )
    assert set(suit) == {"cover", "properties", "people", "steps"}
    props = suit["properties"]
    assert set(props) == {
        "number",
        "class",
        "subject",
        "origin",
        "staff",
        "startAt",
        "otherNumber",
        "path",
        "status",
        "cnj",
        "value",
    }
    assert all(isinstance(v, str) for v in props.values())
    assert props["cnj"] == number and DECIMAL.match(props["value"])
    assert ISO_Z.match(props["startAt"])
    assert all(set(c) == {"description", "value"} for c in suit["cover"])
    assert {p["pole"] for p in suit["people"]} == {"active", "passive"}
    times = [s["timestamp"] for s in suit["steps"]]
    assert all(ISO_Z.match(t) for t in times) and times == sorted(times, reverse=True)
    assert max(times) <= NOW.strftime("%Y-%m-%dT%H:%M:%S.000Z")
    files = [f for s in suit["steps"] for f in s.get("files", [])]
    assert files and all(f["url"] == f"http://h/cdn/files/{f['name']}" for f in files)
    assert generate.file_bytes(files[0]["name"]).startswith(b"%PDF-1.4")


def test_files_only_with_make_download(sample):
    number = _found(0, sample)
    (suit,) = generate.capture_lawsuits(
        0, ESAJ, "cnj", number, make_download=False, cdn_url="http://h/cdn", as_of=NOW
    )
    assert not any("files" in s for s in suit["steps"])


def test_new_steps_appear_as_the_clock_advances(sample):
    grown = 0
    for number in sample[:60]:
        suit = story.lawsuit(0, number)
        before = generate.visible_steps(suit, None, NOW)
        after = generate.visible_steps(suit, None, NOW + timedelta(days=60))
        assert after[len(after) - len(before) :] == before
        grown += len(after) > len(before)
    assert grown >= 3


def _search(key: str, value: str) -> list[dict]:
    return [
        suit
        for suit in generate.capture_lawsuits(
            0, ESAJ, key, value, make_download=False, cdn_url="", as_of=NOW
        )
        if suit["people"]  # partial lawsuits carry only their number
    ]


def test_name_searches_find_zero_to_five_lawsuits_naming_the_surname():
    sizes = []
    for name in [f"{a} {b}" for a in voc.FIRST_NAMES[:4] for b in voc.SURNAMES[:4]]:
        found = _search("nomeparte", name)
        sizes.append(len(found))
        surname = name.split()[-1]
        for suit in found:
            assert cnj.parse(suit["properties"]["cnj"]).court == "TJSP"
            status = generate.lawsuit_status(0, ESAJ, "cnj", suit["properties"]["cnj"], NOW)
            assert status == "success"
            assert any(surname in p["name"].split() for p in suit["people"])
    assert max(sizes) <= 5 and 0 in sizes and max(sizes) >= 3
    for suit in _search("nomeadvogado", "advogada ribeiro"):
        lawyers = [lw["name"] for p in suit["people"] for lw in p["lawyers"]]
        assert any("Ribeiro" in name.split() for name in lawyers)
    assert generate.lawsuit_status(0, ESAJ, "nomeparte", "Pedro Alvares Cabral", NOW) == "warning"


def test_other_keys_find_lawsuits_drawn_from_the_value():
    sizes = [len(_search("oab", f"{n}/SP")) for n in range(100_000, 100_030)]
    assert max(sizes) <= 5 and 0 in sizes and max(sizes) >= 3
    assert _search("oab", "123456/SP") == _search("oab", "123456/SP")


def test_a_few_lawsuits_come_back_partial(sample):
    partial = 0
    for number in sample:
        for suit in generate.capture_lawsuits(
            0, ESAJ, "cnj", number, make_download=False, cdn_url="", as_of=NOW
        ):
            if not suit["steps"]:
                assert suit == {
                    "cover": [],
                    "properties": {"cnj": number},
                    "people": [],
                    "steps": [],
                }
                partial += 1
    assert 0 < partial <= 20


def test_file_bytes_is_a_valid_pdf_for_generated_names_only(sample):
    suit = story.lawsuit(0, sample[0])
    step = next(s for i in suit.instances for s in i.steps if s.file_kind)
    name = story.file_name(suit, step)
    data = generate.file_bytes(name)
    assert data.startswith(b"%PDF-1.4") and data.rstrip().endswith(b"%%EOF")
    xref = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    assert data[xref:].startswith(b"xref")
    rows = data[xref:].split(b"\n")[3:8]
    for number, row in enumerate(rows, start=1):
        assert data[int(row[:10]) :].startswith(b"%d 0 obj" % number)
    assert generate.file_bytes(name.replace(".pdf", "0.pdf")) is None
    assert generate.file_bytes(name[:-12] + "00000000.pdf") is None
    assert generate.file_bytes("../../etc/passwd") is None


def test_court_label_names_the_court():
    assert generate.court_label(*ESAJ) == "Tribunal de Justiça do Estado de São Paulo"


def test_a_lawsuit_of_over_1000_steps_is_generated_quickly():
    numbers = cnj.generate("TJSP", n=3000, seed=8)
    big = next(n for n in numbers if len(story.lawsuit(0, n).instances[0].steps) >= 1000)
    story.lawsuit.cache_clear()
    started = time.perf_counter()
    suit = story.lawsuit(0, big)
    view = generate.capture_view(suit, None, NOW, "http://x")
    assert time.perf_counter() - started < 1.0
    assert len(view["steps"]) >= 1


def test_every_court_yields_a_lawsuit_with_a_cnj_query():
    for court in cnj.courts():
        number = cnj.generate(court.acronym, n=1, seed=4)[0]
        suit = story.lawsuit(0, number)
        assert suit.court == court and suit.instances and suit.parties
        assert coverage.queries_for(number)


COURTS = cnj.courts()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    court=st.sampled_from(COURTS),
    sequence=st.integers(0, 9_999_999),
    year=st.one_of(st.integers(1990, 2026), st.integers(0, 9999)),
    origin=st.integers(0, 9999),
)
def test_any_valid_cnj_renders_in_every_api_shape(court, sequence, year, origin):
    number = cnj.build(sequence, year, court.justice, court.tribunal, origin)
    suit = story.lawsuit(0, number)
    for query in coverage.queries_for(number):
        status = generate.outcome(0, *query, "cnj", number, as_of=NOW)
        assert status in ("success", "warning", "error")
        found = generate.capture_lawsuits(
            0, query, "cnj", number, make_download=True, cdn_url="http://x", as_of=NOW
        )
        assert (len(found) == 1) == (status == "success")
        for lawsuit in found:
            assert all(isinstance(v, str) for v in lawsuit["properties"].values())
    entries = demand.result_entries(0, suit, NOW, credentials=True)
    assert entries and all(e["status"] in (200, 404) for e in entries)
    if not 1900 <= year <= 2100:
        assert [e["status"] for e in entries] == [404]
