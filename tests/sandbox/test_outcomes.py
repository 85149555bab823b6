"""The sandbox tells outcomes: calibrated shares, per-court differences, dispositives that match
the TPU code, counterclaims, dismissals, annulled judgments judged anew, determinism."""

from __future__ import annotations

import random
import re
import unicodedata
from collections import Counter

import pytest

import lawkit.events
from lawkit import cnj
from lawkit.sandbox.apis.demand import models as demand
from lawkit.sandbox.data import outcomes, story
from lawkit.sandbox.data import vocabulary as voc

#: TPU codes -> outcome, from the table of OUTCOMES.md (issue 19), for the codes the sandbox uses.
CODE_OUTCOME = {
    219: "granted",
    210: "granted",
    221: "partly_granted",
    220: "denied",
    212: "denied",
    466: "settled",
    456: "dismissed",
    454: "dismissed",
    458: "dismissed",
    463: "dismissed",
    473: "dismissed",
    237: "appeal_granted",
    12254: "appeal_granted",
    238: "appeal_partly_granted",
    239: "appeal_denied",
    235: "appeal_not_heard",
    236: "appeal_not_heard",
    198: "embargos_accepted",
    200: "embargos_rejected",
}
#: What each outcome's dispositive says (accents and case folded).
CUES = {
    "granted": r"julgo procedentes? (?:a|o)|concedo a (?:seguranca|ordem)",
    "partly_granted": r"parcialmente procedente|procedentes? em parte",
    "denied": r"julgo improcedentes? (?:a|o)|denego a",
    "settled": r"homologo,? (?:o acordo|por sentenca, a transacao)",
    "dismissed": r"extinto o processo, (?:sem resolucao do merito|nos termos do artigo 485)"
    r"|prescricao intercorrente",
    "appeal_granted": r"\b(?:dar|deram|dou) provimento",
    "appeal_partly_granted": r"\b(?:dar|deram|dou) parcial provimento",
    "appeal_denied": r"\b(?:negar|negaram|nego) provimento",
    "appeal_not_heard": r"nao (?:conhecer|conheceram|conheco)|nego seguimento",
    "embargos_accepted": r"(?:acolho|acolher|acolheram) os embargos",
    "embargos_rejected": r"(?:rejeito|rejeitar|rejeitaram) os embargos|e os rejeito",
}
FIRST_ACTS = {act for acts in voc.VERDICT_ACTS.values() for o in acts.values() for act, _ in o}
APPEAL_ACTS = {act for options in voc.APPEAL_ACTS.values() for act, _ in options}
#: Chi-square critical values at p = 0.001 by degrees of freedom.
CHI2_001 = {3: 16.27, 4: 18.47}


def _plain(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in folded if not unicodedata.combining(c))


def _suits(court: str, n: int, seed: int = 19) -> list[story.Lawsuit]:
    return [story.lawsuit(0, number) for number in cnj.generate(court, n=n, seed=seed)]


def _calibrated(suit: story.Lawsuit) -> bool:
    """Whether the lawsuit's first degree draws its outcome with the calibrated shares."""
    return bool(story._rite(suit.kind, story._branch(suit.court)).verdicts)


def _judged(suits: list[story.Lawsuit], appeal: bool) -> list:
    """(lawsuit, instance, first judgment step) of the calibrated first degrees (or appeals)."""
    out = []
    for suit in suits:
        for inst in suit.instances:
            if (inst.degree > 1) != appeal or not (appeal or _calibrated(suit)):
                continue
            step = next((s for s in inst.steps if s.event == "judgment"), None)
            if step is not None and step.act in (APPEAL_ACTS if appeal else FIRST_ACTS):
                out.append((suit, inst, step))
    return out


@pytest.fixture(scope="module")
def portfolio() -> dict[str, list[story.Lawsuit]]:
    return {
        court: _suits(court, 500)
        for court in ("TJMG", "TJRS", "TJBA", "TJSP", "TRT2", "TRT15", "TRF3", "TRF1")
    }


def _shares(judged) -> tuple[Counter, int]:
    counts = Counter(step.outcome for _, _, step in judged)
    return counts, sum(counts.values())


def _chi2(counts: Counter, expected: dict[str, float], n: int) -> float:
    return sum((counts[o] - n * p) ** 2 / (n * p) for o, p in expected.items())


def test_baseline_courts_land_on_the_national_shares(portfolio):
    """State courts with no tilt (ordinary civil suits, no bank, no small claims): the first
    degree's outcomes follow DataJud's national shares, and so do appeals."""
    suits = [s for c in ("TJMG", "TJRS", "TJBA") for s in portfolio[c]]
    first = [
        j
        for j in _judged(suits, appeal=False)
        if "Juizado" not in j[1].klass and j[0].kind.passive != "bank"
    ]
    counts, n = _shares(first)
    assert n >= 400
    expected = {o: p * (1 - outcomes.DISMISSED_SHARE) for o, p in outcomes.FIRST_SHARES.items()}
    expected["dismissed"] = outcomes.DISMISSED_SHARE
    assert _chi2(counts, expected, n) < CHI2_001[4], counts
    merits = n - counts["dismissed"]
    for outcome, share in outcomes.FIRST_SHARES.items():  # 28/26/23/23 % within 4.5 points
        assert abs(counts[outcome] / merits - share) < 0.045, (outcome, counts)
    appeals, m = _shares(_judged(suits, appeal=True))
    assert m >= 300
    assert _chi2(appeals, outcomes.APPEAL_SHARES, m) < CHI2_001[3], appeals
    assert abs(appeals["appeal_denied"] / m - 0.54) < 0.07


def test_every_court_matches_its_tilted_shares(portfolio):
    """Pooled per court, the observed outcomes match the sum of each case's calibrated shares
    (a chi-square test at p = 0.001): the tilts reach the generated histories."""
    for court, suits in portfolio.items():
        judged = list(_judged(suits, appeal=False))
        counts, n = _shares(judged)
        expected = Counter()
        for suit, _, _ in judged:
            expected.update(outcomes.first_shares(court, suit.kind))
        assert _chi2(counts, {o: e / n for o, e in expected.items()}, n) < CHI2_001[4], court


def _rate(judged, *wanted: str) -> float:
    counts, n = _shares(judged)
    return sum(counts[o] for o in wanted) / n


def test_rates_differ_visibly_by_court_and_class(portfolio):
    state = [s for c in ("TJMG", "TJRS", "TJBA") for s in portfolio[c]]
    base = list(_judged(state, appeal=False))
    labour = list(_judged(portfolio["TRT2"] + portfolio["TRT15"], appeal=False))
    federal = list(_judged(portfolio["TRF3"] + portfolio["TRF1"], appeal=False))
    # labour claims are upheld, at least in part, far more often; federal suits denied more
    assert (
        _rate(labour, "granted", "partly_granted") > _rate(base, "granted", "partly_granted") + 0.08
    )
    assert _rate(federal, "denied") > _rate(base, "denied") + 0.12
    # federal appeals are denied more than labour appeals
    labour_appeals = list(_judged(portfolio["TRT2"] + portfolio["TRT15"], appeal=True))
    federal_appeals = list(_judged(portfolio["TRF3"] + portfolio["TRF1"], appeal=True))
    assert _rate(federal_appeals, "appeal_denied") > _rate(labour_appeals, "appeal_denied") + 0.12
    # consumer suits against banks at TJSP: mostly partly granted
    tjsp = _suits("TJSP", 2500, seed=23)
    banks = [j for j in _judged(tjsp, appeal=False) if j[0].kind.passive == "bank"]
    others = [j for j in _judged(tjsp, appeal=False) if j[0].kind.passive != "bank"]
    assert len(banks) >= 80
    assert _rate(banks, "partly_granted") > _rate(others, "partly_granted") + 0.1


def test_the_tilts_are_multipliers_of_the_national_shares():
    plain = voc.KINDS["state"][0]
    bank = next(k for k in voc.KINDS["state"] if k.passive == "bank")
    assert outcomes.first_shares("TJMG", plain)["granted"] == pytest.approx(0.28 * 0.92)
    assert outcomes.first_shares("TJMG", bank) == outcomes.first_shares("TJMG", plain)
    assert outcomes.first_shares("TJSP", bank)["partly_granted"] > 0.35
    for court in ("TJSP", "TRT2", "TRF1"):
        for kind in (plain, bank):
            assert sum(outcomes.first_shares(court, kind).values()) == pytest.approx(1)
            assert sum(outcomes.appeal_shares(court, kind).values()) == pytest.approx(1)


def _outcome_steps(portfolio):
    for suits in portfolio.values():
        for suit in suits:
            for inst in suit.instances:
                for step in inst.steps:
                    if step.code in CODE_OUTCOME and step.outcome:
                        yield suit, inst, step


def test_codes_and_dispositives_tell_the_same_outcome(portfolio):
    """Each judgment's TPU code (in the demand movement name) names its outcome, and its whole
    text ends with a dispositive saying it; a quoted precedent comes before and says another."""
    seen, quoted = Counter(), 0
    for suit, _, step in _outcome_steps(portfolio):
        assert CODE_OUTCOME[step.code] == step.outcome, step.act
        assert demand.movement_name(step).endswith(f"({step.code})")
        seen[step.outcome] += 1
        text = _plain(story.decision_text(suit, step))
        if not text or step.outcome not in CUES:
            continue
        assert re.search(CUES[step.outcome], text[-900:]), (step.act, text[-400:])
        if "nesse sentido" in text:
            quoted += 1
            assert text.index("nesse sentido") < len(text) - 600
    assert set(seen) >= set(CUES) | {"dismissed"}
    assert quoted >= 20


def test_capture_titles_and_texts_carry_the_outcome(portfolio):
    """Without a whole text, a judgment's capture/monitoring title (and e-SAJ's description)
    still says its outcome; the event classifier reads every one as a judgment."""
    steps = list(_outcome_steps(portfolio))
    titles = [story.step_title(suit, s) for suit, _, s in steps]
    texts = [s.description or None for _, _, s in steps]
    read = lawkit.events.classify(titles, texts).astype(str).tolist()
    # the text rules do not know "Concedida a Segurança" / "Denegada a Ordem" (writs, HC)
    assert read.count("judgment") / len(read) >= 0.93
    told = FIRST_ACTS | APPEAL_ACTS | {"embargos_accepted", "embargos_rejected"}
    misread = {(s.act, r) for (_, _, s), r in zip(steps, read, strict=True) if s.act in told}
    assert misread - {(s.act, "judgment") for _, _, s in steps} == set()
    names = [demand.movement_name(s) for _, _, s in steps]
    contents = [demand.movement_text(suit, s) for suit, _, s in steps]
    assert set(lawkit.events.classify(names, contents).astype(str)) == {"judgment"}
    tjsp = [s for suit, _, s in steps if suit.court.acronym == "TJSP" and s.degree == 2]
    said = {s.description for s in tjsp if s.description}
    assert "Negaram provimento ao recurso. V. U." in said
    assert "Deram parcial provimento ao recurso. V. U." in said


def test_counterclaims_embargos_and_dismissals_are_among_them(portfolio):
    acts, counter = Counter(), Counter()
    for suit, _, step in _outcome_steps(portfolio):
        acts[step.act] += 1
        text = story.decision_text(suit, step)
        for word in ("reconvenção", "pedido contraposto"):
            counter[word] += word in text
    for act in ("withdrawn", "abandoned", "petition_rejected", "labor_absent", "settled"):
        assert acts[act] > 0, act
    for act in ("embargos_accepted", "embargos_rejected", "appeal_annulled", "appeal_unheard"):
        assert acts[act] > 0, act
    assert counter["reconvenção"] >= 5 and counter["pedido contraposto"] >= 1


def test_an_annulled_judgment_is_given_again(portfolio):
    annulled = 0
    for suits in portfolio.values():
        for suit in suits:
            if len(suit.instances) < 2:
                continue
            first, second = suit.instances[:2]
            if not any(s.act == "appeal_annulled" for s in second.steps):
                continue
            if second.steps[-1].event != "archived" or first.steps[-1].event != "archived":
                continue  # still running (the first degree's story may stop before it)
            annulled += 1
            returned = next(s for s in first.steps if s.act == "returned")
            again = [
                s
                for s in first.steps
                if s.event == "judgment" and "embargos" not in s.act and s.at > returned.at
            ]
            assert again, suit.cnj
            before = first.steps[first.steps.index(again[0]) - 1]
            assert before.act == "judgment_conclusion"
    assert annulled >= 3


def test_outcomes_are_a_function_of_the_seed():
    numbers = cnj.generate("TJSP", n=150, seed=29)

    def draw(seed: int) -> list[tuple[str, str]]:
        story.lawsuit.cache_clear()
        return [
            (s.cnj, step.act)
            for s in (story.lawsuit(seed, n) for n in numbers)
            for inst in s.instances
            for step in inst.steps
            if step.outcome
        ]

    state = random.getstate()
    first = draw(0)
    assert random.getstate() == state
    assert draw(0) == first
    assert draw(1) != first
    story.lawsuit.cache_clear()
