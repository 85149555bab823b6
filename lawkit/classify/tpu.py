"""CNJ's Unified Procedural Table of movements (TPU): loading, ancestors, code -> event class.

A step that carries a TPU movement code is classified through the code's ancestors: the nearest
ancestor (the code itself first) found in :data:`ANCHORS` gives the class. The anchors are the
TPU codes that ``EVENTS.md`` names, plus the decisions listed below; both roots are anchored, so
every code of a table has a class. Codes absent from the table have none (the text decides).

The table shipped with lawkit is ``sgt_movimentos.csv`` (CNJ SGT export of about November 2020)
with ``sgt_movimentos_additions.csv`` (the judgment codes added since, as DataJud uses them;
``lawkit/events/README.md`` gives both sources). :func:`load` reads a newer export in the same
format (``;``-separated ``codigo;descricao;cod_pai;cod_filhos``, every field quoted,
``cod_pai`` written like ``"3.0"``); pass the result to :func:`lawkit.events.classify` as
``table=``.

Decisions beyond ``EVENTS.md`` (why, in brief):

- Judge's acts: 3 Decisão -> decision and 193 Julgamento -> judgment with all their descendants
  (196 extinção da execução, 198/200/871 embargos de declaração, 219/220/221 procedência,
  237-242 provimento, 456 extinção, 466 homologação de transação, 972, 12252-12254 ...), except
  homologations that end a case or an appeal (377 acordo em execução, 944 desistência de recurso,
  12033 sentença estrangeira, 12467 desistência de pedido) and embargos de declaração judged
  (15162-15164, 15409, filed under Decisão since 2022) -> judgment, and the interlocutory
  acts TPU files under Julgamento (10953 pronúncia, 12184 suspensão condicional do processo)
  -> decision. 11009 Despacho -> order with all its children, as ``EVENTS.md`` says (including
  11025 suspensão and 12310 pedido de pauta, which a judge orders by despacho).
- 11383 Ato ordinatório -> other: a clerk's act under delegation (CPC art. 203 § 4), not a
  judge's order; its text says what it does.
- Communications: 60 Expedição de documento, 104 Oficial de Justiça, 12263 Intimação, 12281
  Comunicação eletrônica, 12284 Citação, 12316/12317 Notificação inicial -> notice.
- Sessions: 970 Audiência, 417/12103/12101 pauta, 313 Júri, 873/12198 deliberação em sessão,
  897 retirada de pauta, 12102 adiamento and the conciliation/mediation sessions of 12522
  Auxiliar da Justiça -> hearing; but 12199 Julgado (in session) -> judgment, and the session
  outcomes 12201 liminar, 12202 questão de ordem, 12272 declinada a competência, 12273
  convertido em diligência, 12274 sobrestado -> decision. 12529 (juiz leigo's draft decision)
  -> other: the judgment is its homologation (12187).
- Records moving: 123/982/980/978 Remessa, 132/981/979/977 Recebimento, 135/137 (des)apensamento,
  493 carga/vista, 12214 encaminhado, 12215/12315 devolvidos, the CEJUSC and consumidor.gov.br
  remessas (12606/12607/12614/12618/12619/12621/12622/12623) -> transfer.
- 22 Baixa Definitiva, 861 Arquivamento (245, 246) and 865 Arquivista (guarda, eliminação)
  -> archived; 893 Desarquivamento and 849 Reativação stay other.
- 92 Publicação, 928 Republicação, 1061/1062 (re)disponibilização no DJe -> publication.
- 26 Distribuição, 36 Redistribuição, 12296 Registro -> filing; 488/12186 cancelamento de
  distribuição stay other.
- Everything else under 14 Serventuário (decurso de prazo, mudança de classe, execução
  iniciada, requisição de pagamento ...) -> other.

A juntada (67, 85, 581) or a remessa (123, 982) whose text shows an appeal is ``appeal`` (the
rule of thumb of ``EVENTS.md``); :func:`lawkit.events.classify` applies that refinement.
"""

from __future__ import annotations

import csv
import functools
import os
from dataclasses import dataclass, field
from importlib import resources

from lawkit.errors import InvalidInput

#: Anchor codes -> class. A code's class is that of its nearest anchored ancestor (itself first).
ANCHORS: dict[int, str] = {
    # roots
    1: "other",  # Magistrado
    14: "other",  # Serventuário
    # Magistrado
    3: "decision",  # Decisão
    377: "judgment",  # Homologação de acordo em execução ou cumprimento de sentença
    944: "judgment",  # Homologação de desistência de recurso
    12033: "judgment",  # Homologação de sentença estrangeira
    12467: "judgment",  # Homologação de desistência de pedido
    # Embargos de declaração judged, filed under Decisão since 2022 (sgt_movimentos_additions)
    15162: "judgment",  # Acolhimento de Embargos de Declaração
    15163: "judgment",  # Acolhimento em Parte de Embargos de Declaração
    15164: "judgment",  # Não Acolhimento de Embargos de Declaração
    15409: "judgment",  # Não conhecidos os embargos de declaração
    193: "judgment",  # Julgamento
    10953: "decision",  # Pronúncia
    12184: "decision",  # Suspensão condicional do processo
    11009: "order",  # Despacho
    # Contador
    979: "transfer",  # Recebimento
    980: "transfer",  # Remessa
    # Distribuidor
    22: "archived",  # Baixa Definitiva
    26: "filing",  # Distribuição
    36: "filing",  # Redistribuição
    981: "transfer",  # Recebimento
    982: "transfer",  # Remessa
    12296: "filing",  # Registro
    # Escrivão/Diretor de Secretaria/Secretário Jurídico
    51: "conclusion",  # Conclusão
    60: "notice",  # Expedição de documento
    67: "petition",  # Juntada (85 Petição, 581 Documento)
    92: "publication",  # Publicação
    118: "petition",  # Protocolo de Petição
    123: "transfer",  # Remessa
    132: "transfer",  # Recebimento
    135: "transfer",  # Apensamento
    137: "transfer",  # Desapensamento
    313: "hearing",  # Sessão do Tribunal do Júri
    417: "hearing",  # Inclusão em pauta
    493: "transfer",  # Entrega em carga/vista
    848: "res_judicata",  # Trânsito em julgado
    861: "archived",  # Arquivamento (245 Provisório, 246 Definitivo)
    873: "hearing",  # Deliberação em Sessão
    897: "hearing",  # Retirada de pauta
    928: "publication",  # Republicação
    970: "hearing",  # Audiência
    1061: "publication",  # Disponibilização no Diário da Justiça Eletrônico
    1062: "publication",  # Redisponibilização no Diário da Justiça Eletrônico
    12101: "hearing",  # Inclusão do processo para julgamento eletrônico
    12102: "hearing",  # Adiamento do julgamento
    12103: "hearing",  # Pauta
    12198: "hearing",  # Deliberado em Sessão
    12199: "judgment",  # Deliberado em Sessão - Julgado
    12201: "decision",  # Julgado - Liminar
    12202: "decision",  # Julgado - Questão de Ordem
    12272: "decision",  # Declinada a competência
    12273: "decision",  # Convertido em diligência
    12274: "decision",  # Sobrestado
    12214: "transfer",  # Processo Encaminhado
    12215: "transfer",  # Processo devolvido à Secretaria
    12263: "notice",  # Intimação
    12281: "notice",  # Comunicação eletrônica
    12284: "notice",  # Citação
    12315: "transfer",  # Devolvidos os autos
    12316: "notice",  # Notificação Inicial
    12317: "notice",  # Notificação inicial com liminar
    12606: "transfer",  # Remessa negociação consumidor.gov.br
    12607: "transfer",  # Recebimento negociação consumidor.gov.br
    12614: "transfer",  # Remessa para o CEJUSC
    12618: "transfer",  # Remessa CEJUSC
    12619: "transfer",  # Recebimento do CEJUSC
    12621: "transfer",  # Recebimento no CEJUSC
    12622: "transfer",  # Remessa para Câmara de Conciliação/Mediação
    12623: "transfer",  # Recebimento de Câmara de Conciliação/Mediação
    # Oficial de Justiça
    104: "notice",
    # Arquivista
    865: "archived",
    977: "transfer",  # Recebimento
    978: "transfer",  # Remessa
    12029: "other",  # Recebe Teste
    # Auxiliar da Justiça (conciliador, juiz leigo, mediador)
    12522: "hearing",
    12529: "other",  # Juiz leigo - Decisão (a draft the judge homologates)
}

_COLUMNS = ("codigo", "descricao", "cod_pai")


@dataclass(frozen=True)
class Table:
    """A TPU movements table.

    Attributes:
        names: code -> description (``descricao``, stripped).
        parents: code -> parent code (``None`` for a root).
        events: code -> event class, through :data:`ANCHORS`.
        lexicon: movement name (lower case, single spaces) -> event class, for the names that
            belong to codes of one class only (``"Documento"`` is both 581, a juntada, and 12270,
            a desentranhamento, so it is left out).
        source: where the table was read from.
    """

    names: dict[int, str] = field(repr=False)
    parents: dict[int, int | None] = field(repr=False)
    events: dict[int, str] = field(repr=False)
    lexicon: dict[str, str] = field(repr=False)
    source: str

    def __len__(self) -> int:
        return len(self.names)

    def __contains__(self, code: object) -> bool:
        return code in self.names

    def ancestors(self, code: int) -> tuple[int, ...]:
        """``code`` and its ancestors up to the root; ``()`` for a code not in the table."""
        chain: list[int] = []
        current: int | None = code if code in self.names else None
        while current is not None:
            chain.append(current)
            current = self.parents[current]
        return tuple(chain)

    def event(self, code: int) -> str | None:
        """The event class of ``code``, or ``None`` when the table does not have it."""
        return self.events.get(code)


def load(path: str | os.PathLike[str] | None = None) -> Table:
    """Read a TPU movements table (``sgt_movimentos.csv`` format).

    Args:
        path: a ``;``-separated file with columns ``codigo``, ``descricao`` and ``cod_pai``
            (others, such as ``cod_filhos``, are ignored); ``None`` for the table lawkit ships.

    Raises:
        lawkit.InvalidInput: the file cannot be read, lacks a column, has a code that is not an
            integer, repeats a code, names a parent it does not have, or has a cycle.
    """
    if path is None:
        return default()
    try:
        with open(path, encoding="utf-8-sig", newline="") as handle:
            rows = list(csv.DictReader(handle, delimiter=";"))
    except (OSError, UnicodeDecodeError, csv.Error) as error:
        raise InvalidInput(f"cannot read the TPU movements table {path}: {error}") from error
    return _build(rows, os.fspath(path))


#: The files of the table lawkit ships: the 2020 SGT export, then the judgment codes CNJ added
#: since that DataJud uses (``README.md`` beside them gives both sources).
SHIPPED = ("sgt_movimentos.csv", "sgt_movimentos_additions.csv")


@functools.cache
def default() -> Table:
    """The TPU movements table shipped with lawkit (:data:`SHIPPED`, read once)."""
    rows = []
    for name in SHIPPED:
        with resources.files("lawkit.classify").joinpath(name).open(encoding="utf-8") as handle:
            rows += list(csv.DictReader(handle, delimiter=";"))
    return _build(rows, " + ".join(f"lawkit/classify/{name}" for name in SHIPPED))


def _code(text: str | None, where: str, column: str) -> int:
    try:
        value = float(text) if text is not None else float("nan")
        if value.is_integer() and value > 0:
            return int(value)
    except ValueError:
        pass
    raise InvalidInput(f"{where}: {column} {text!r} is not a positive integer code")


def _build(rows: list[dict[str, str]], source: str) -> Table:
    if not rows:
        raise InvalidInput(f"{source}: no movements; expected columns {', '.join(_COLUMNS)}")
    missing = [column for column in _COLUMNS if column not in rows[0]]
    if missing:
        raise InvalidInput(
            f"{source}: missing column(s) {', '.join(missing)}; found {', '.join(rows[0])} "
            f"(expected a ';'-separated file with {', '.join(_COLUMNS)})"
        )
    names: dict[int, str] = {}
    parents: dict[int, int | None] = {}
    for line, row in enumerate(rows, start=2):
        where = f"{source} line {line}"
        code = _code(row["codigo"], where, "codigo")
        if code in names:
            raise InvalidInput(f"{where}: codigo {code} appears twice")
        names[code] = (row["descricao"] or "").strip()
        parent = (row["cod_pai"] or "").strip()
        parents[code] = _code(parent, where, "cod_pai") if parent else None
    orphans = sorted(
        code for code, parent in parents.items() if parent is not None and parent not in names
    )
    if orphans:
        raise InvalidInput(
            f"{source}: cod_pai of code(s) {', '.join(map(str, orphans[:5]))} is not in the table"
        )
    for code in names:
        chain = [code]
        while (parent := parents[chain[-1]]) is not None:
            if parent in chain:
                raise InvalidInput(f"{source}: code {code} has a cycle among its ancestors")
            chain.append(parent)
    events = {code: _event(code, parents) for code in names}
    return Table(names, parents, events, _lexicon(names, events), source)


def _event(code: int, parents: dict[int, int | None]) -> str:
    current: int | None = code
    while current is not None and current not in ANCHORS:
        current = parents[current]
    return ANCHORS[current] if current is not None else "other"


def _lexicon(names: dict[int, str], events: dict[int, str]) -> dict[str, str]:
    classes: dict[str, set[str]] = {}
    for code, name in names.items():
        classes.setdefault(" ".join(name.lower().split()), set()).add(events[code])
    return {name: next(iter(found)) for name, found in classes.items() if len(found) == 1 and name}
