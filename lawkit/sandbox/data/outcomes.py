"""Who wins in the sandbox: the calibrated outcome shares of judgments and appeals.

Calibration. The national shares are DataJud's movement counts as audited by the dikemetria
project (``docs/dados/movimentos_datajud.csv`` in luccas-amorim/dikemetria, national totals;
quoted in lawkit's ``OUTCOMES.md``, "Published anchors"): 219 Procedência ~24.0 M, 220
Improcedência ~22.1 M, 221 Procedência em Parte ~20.1 M, 466 Homologação de Transação ~19.8 M;
239 Não-Provimento ~18.6 M, 237 Provimento ~5.8 M, 238 Provimento em Parte ~5.7 M, 235 Não
Conhecimento ~4.2 M. So a first degree whose outcome is drawn here (the civil, small-claims and
labour rites; criminal, execution, writ and electoral rites keep their own acts) ends in
:data:`FIRST_SHARES` (28 % granted, 26 % denied, 23 % partly granted, 23 % settled) of its
merits judgments and settlements, plus :data:`DISMISSED_SHARE` of all its judgments dismissed
without merits (CPC art. 485; the anchors give no national count for the 456 family, so that
share is an assumption). An appeal ends in :data:`APPEAL_SHARES` (54 % denied, 17 % granted,
17 % partly granted, 12 % not heard); a fifth of granted appeals annul the judgment
(``vocabulary.APPEAL_ACTS``), which the first degree then gives again.

Rates differ by court and class: each :data:`TILTS` entry multiplies the national shares of the
cases it matches (then renormalised). **The multipliers are illustrative**, chosen so that the
differences show in a portfolio of a few hundred lawsuits, in the direction practitioners
describe (consumer suits against banks at TJSP mostly partly upheld, labour claims mostly upheld
at least in part, federal suits against the State mostly denied); no published table gives them
per court.
"""

from __future__ import annotations

from typing import NamedTuple

from lawkit.sandbox.data import vocabulary as voc

#: National shares of a first degree's merits judgments and settlements (see the module).
FIRST_SHARES = {"granted": 0.28, "denied": 0.26, "partly_granted": 0.23, "settled": 0.23}
#: Share of a first degree's judgments that dismiss the case without merits (an assumption).
DISMISSED_SHARE = 0.08
#: National shares of appeals judged (see the module).
APPEAL_SHARES = {
    "appeal_denied": 0.54,
    "appeal_granted": 0.17,
    "appeal_partly_granted": 0.17,
    "appeal_not_heard": 0.12,
}


class Tilt(NamedTuple):
    """Multipliers of the national shares for the cases of some courts and classes.

    ``courts`` are acronyms or their beginnings ("TRT": every labour court); ``klass`` a word of
    the class and ``passive`` the defendants' profile (``vocabulary.Kind``), ``""`` for any;
    ``first`` and ``appeal`` multiply the shares of those outcomes (others keep theirs).
    """

    courts: tuple[str, ...]
    klass: str
    passive: str
    first: dict[str, float]
    appeal: dict[str, float]


#: Illustrative multipliers by court and class (see the module); every matching entry applies.
TILTS = (
    # consumer suits against banks at TJSP: revisions of interest and fees, mostly in part
    Tilt(
        ("TJSP",),
        "",
        "bank",
        {"partly_granted": 1.8, "granted": 0.7, "denied": 0.8},
        {"appeal_partly_granted": 1.6, "appeal_granted": 0.8},
    ),
    # small claims: a conciliation hearing comes first
    Tilt(("TJ",), "Juizado Especial", "", {"settled": 1.5}, {}),
    # labour claims: upheld at least in part far more often than denied
    Tilt(
        ("TRT",),
        "",
        "",
        {"granted": 1.3, "partly_granted": 1.7, "denied": 0.45, "settled": 1.2},
        {"appeal_partly_granted": 1.6, "appeal_granted": 1.2, "appeal_denied": 0.8},
    ),
    # federal courts: suits against the Union, INSS, the Treasury, mostly denied
    Tilt(
        ("TRF",),
        "",
        "",
        {"denied": 1.8, "granted": 0.7, "partly_granted": 0.7, "settled": 0.5},
        {"appeal_denied": 1.25, "appeal_granted": 0.6, "appeal_partly_granted": 0.7},
    ),
)


def _tilted(base: dict[str, float], court: str, kind: voc.Kind, appeal: bool) -> dict[str, float]:
    shares = dict(base)
    for tilt in TILTS:
        if (
            court.startswith(tilt.courts)
            and tilt.klass in kind.klass
            and tilt.passive in ("", kind.passive)
        ):
            for outcome, factor in (tilt.appeal if appeal else tilt.first).items():
                shares[outcome] *= factor
    total = sum(shares.values())
    return {outcome: share / total for outcome, share in shares.items()}


def first_shares(court: str, kind: voc.Kind) -> dict[str, float]:
    """The outcome shares of a calibrated first degree of this court (acronym) and kind,
    dismissals included; they sum to 1."""
    shares = {
        outcome: share * (1 - DISMISSED_SHARE)
        for outcome, share in _tilted(FIRST_SHARES, court, kind, appeal=False).items()
    }
    return shares | {"dismissed": DISMISSED_SHARE}


def appeal_shares(court: str, kind: voc.Kind) -> dict[str, float]:
    """The outcome shares of an appeal judged by this court (acronym) in a case of this kind."""
    return _tilted(APPEAL_SHARES, court, kind, appeal=True)


def _acts(
    shares: dict[str, float], acts: dict[str, tuple[tuple[str, int], ...]]
) -> tuple[tuple[str, float], ...]:
    """Judgment acts weighted so that each outcome keeps its share."""
    out = []
    for outcome, share in shares.items():
        total = sum(weight for _, weight in acts[outcome])
        out += [(act, share * weight / total) for act, weight in acts[outcome]]
    return tuple(out)


def first_judgments(rite: voc.Rite, court: str, kind: voc.Kind) -> tuple[tuple[str, float], ...]:
    """The judgment acts a first degree of this rite may end with, weighted: calibrated when
    the rite names ``verdicts``, else the rite's own."""
    if not rite.verdicts:
        return rite.judgments
    return _acts(first_shares(court, kind), voc.VERDICT_ACTS[rite.verdicts])


def appeal_judgments(
    court: str, kind: voc.Kind, annuls: bool = True
) -> tuple[tuple[str, float], ...]:
    """The judgment acts of an appeal (or a superior court's review), weighted and calibrated;
    only an appeal against a first-degree judgment (``annuls``) may annul it."""
    acts = {
        outcome: tuple((act, w) for act, w in options if annuls or act != "appeal_annulled")
        for outcome, options in voc.APPEAL_ACTS.items()
    }
    return _acts(appeal_shares(court, kind), acts)
