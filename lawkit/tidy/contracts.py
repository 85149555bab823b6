"""The column contract of every tidy table: name, dtype and meaning, declared once.

The converters build their frames from these declarations, ``CONTRACTS.md`` is generated from
them (:func:`markdown`) and the tests hold every converter to them (:func:`problems`).

Dtype kinds (the same pandas dtype on pandas 2.2 and 3.x, always spelled out explicitly):

=========== ===========================================================================
kind        pandas dtype
=========== ===========================================================================
string      ``pd.StringDtype("pyarrow")`` (``"string[pyarrow]"``), missing is ``pd.NA``
key         the keys every bundle table starts with (``cnj`` and the ids of what delivered
            the row): ``string[pyarrow]``; in the steps of a chunk of a dataset that the
            analyses read (:mod:`lawkit.events.readers`) a ``category`` of the same text,
            its categories in text order (a lawsuit's number held once, a step's a code of
            1-2 bytes instead of 33: 339 -> 259 bytes a step at 30,000 lawsuits, with the
            ``Int32`` codes of ``sequence`` and ``unit_code``);
            either complies
text        ``pd.StringDtype("python")`` (``"string[python]"``): long free text (step titles
            and texts, up to whole decisions) referenced without a copy, missing is ``pd.NA``;
            read from a Parquet dataset by the analyses (:mod:`lawkit.events.readers`) it
            is ``"string[pyarrow]"`` (no Python object per value: 445 -> 339 bytes a step);
            either complies, with the same values and ``.str`` methods
category    ``category`` (unordered; categories inferred from the data, or fixed by the
            column: ``event`` has the 14 classes of :mod:`lawkit.events`, ``outcome`` its 13
            outcomes, in their order)
timestamp   ``datetime64[ns, UTC]``
date        ``datetime64[ns]`` (a calendar day, no time zone)
Int16/32/64 pandas nullable integers
Float64     pandas nullable float
boolean     pandas nullable boolean
=========== ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from lawkit import spec
from lawkit.classify import classes, detail, outcome

DTYPES: dict[str, object] = {
    "string": pd.StringDtype("pyarrow"),
    "key": pd.StringDtype("pyarrow"),
    "text": pd.StringDtype("python"),
    "category": "category",
    "timestamp": pd.DatetimeTZDtype("ns", "UTC"),
    "date": np.dtype("datetime64[ns]"),
    "Int16": pd.Int16Dtype(),
    "Int32": pd.Int32Dtype(),
    "Int64": pd.Int64Dtype(),
    "Float64": pd.Float64Dtype(),
    "boolean": pd.BooleanDtype(),
}

_LABELS_OF = {
    "string": "string[pyarrow]",
    "key": "string[pyarrow]",
    "text": "string[python]",
    "timestamp": "datetime64[ns, UTC]",
    "date": "datetime64[ns]",
}


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a tidy table.

    Attributes:
        name: column name (English snake_case).
        kind: a key of :data:`DTYPES`.
        meaning: what the value is and where it comes from in the raw payloads.
        categories: the fixed categories of a ``category`` column, in order (``None``: inferred
            from the data).
    """

    name: str
    kind: str
    meaning: str
    categories: tuple[str, ...] | None = None

    @property
    def dtype(self) -> object:
        """The pandas dtype of the column."""
        if self.categories is not None:
            return pd.CategoricalDtype(list(self.categories), ordered=False)
        return DTYPES[self.kind]


def _cols(
    *specs: tuple[str, str, str] | tuple[str, str, str, tuple[str, ...]],
) -> tuple[Column, ...]:
    return tuple(Column(*spec) for spec in specs)


#: Keys present in every bundle table, in this order: where the row came from and its lawsuit.
KEYS = _cols(
    ("origin", "category", "API that delivered the row: `capture`, `monitoring`, `demand` or "
     "`datajud` (CNJ's public DataJud API)"),
    ("cnj", "key", "CNJ number in canonical form NNNNNNN-DD.AAAA.J.TR.OOOO (the join key); "
     "the text as delivered when it is not a valid CNJ number"),
    ("request_id", "key", "capture: id of the request whose lookup delivered the lawsuit"),
    ("monitor_id", "key", "monitoring: id of the monitored process"),
    ("instance_id", "key", "monitoring: id of the info item (one queried court instance); "
     "datajud: the hit's `_id` (one degree and system of the lawsuit, e.g. "
     "`TJES_G2_00227832220178080024`)"),
    ("demand_id", "key", "demand: idDemanda"),
)  # fmt: skip

_QUERY = _cols(
    ("source", "category", "source tag of the query (capture `requested.source`, monitoring "
     "`sourceTag`)"),
    ("platform", "category", "platform tag"),
    ("search", "category", "search tag (court or system)"),
    ("query", "category", "query tag"),
)  # fmt: skip

_LABELS = _cols(
    ("source_label", "category", "human-readable source (capture `info.source`, monitoring "
     "`source`)"),
    ("platform_label", "category", "human-readable platform"),
    ("search_label", "category", "human-readable search"),
    ("query_label", "category", "human-readable query"),
)  # fmt: skip

_COUNTS = _cols(
    ("success", "Int64", "requests finished with information found"),
    ("warning", "Int64", "requests where the court returned no data"),
    ("error", "Int64", "requests whose collection failed"),
    ("pending", "Int64", "requests still being processed"),
    ("total", "Int64", "all requests of the day"),
    ("bytes", "Int64", "`bytes` as reported by the provider (unit not documented)"),
)

#: Bundle tables (same names and columns for the capture, monitoring and demand APIs).
BUNDLE_TABLES: dict[str, tuple[Column, ...]] = {
    "lawsuits": KEYS
    + _cols(
        ("cnj_valid", "boolean", "whether `cnj` is a valid CNJ number (check digits included)"),
        ("status", "category", "outcome of the query: capture request status (pending, success, "
         "warning, error), monitoring `lastStatus`, demand result status as text (`200`, `404`)"),
        ("court", "category", "court acronym decoded from the CNJ number (e.g. TJSP), else the "
         "court named by the payload"),
        ("segment", "category", "branch of justice decoded from the CNJ number"),
        ("state", "category", "UF of the court decoded from the CNJ number, when it has one"),
        ("year", "Int16", "filing year decoded from the CNJ number"),
    )
    + _QUERY
    + _LABELS
    + _cols(
        ("number", "string", "lawsuit number as shown by the source (`properties.number`, "
         "demand `nuprocesso`)"),
        ("other_number", "string", "other number (`otherNumber`, `nuprocessooutros`)"),
        ("class", "category", "procedural class (`class`, `declasse`, DataJud `classe.nome`)"),
        ("class_code", "Int32", "TPU class code (DataJud `classe.codigo`)"),
        ("subject", "category", "subject (`subject`, `deassunto`; DataJud: the first of "
         "`assuntos`, all of them in the `subjects` table)"),
        ("area", "category", "area (demand `dearea`)"),
        ("district", "string", "body or district that judges (`properties.origin`, demand "
         "`decomarca`)"),
        ("unit", "string", "court unit/staff (`properties.staff`, demand `devara`, DataJud "
         "`orgaoJulgador.nome`, kept as delivered, mojibake included)"),
        ("unit_code", "Int32", "court unit code in CNJ's registry of units (DataJud "
         "`orgaoJulgador.codigo`, five digits or fewer)"),
        ("municipality", "Int32", "IBGE code of the unit's municipality (DataJud "
         "`orgaoJulgador.codigoMunicipioIBGE`)"),
        ("degree", "category", "degree the row is of (DataJud `grau`: G1, G2, JE, TR, SUP, ...)"),
        ("judge", "string", "judge or rapporteur (demand `nmjuiz`, else `nmrelator`)"),
        ("situation", "category", "situation of the lawsuit in court (`properties.status`, "
         "demand `desituacao`)"),
        ("start_at", "timestamp", "filing/distribution time (`startAt`, `dtdistribuicao`, "
         "DataJud `dataAjuizamento`, ISO or compact `YYYYMMDDhhmmss`)"),
        ("value", "Float64", "value of the claim in BRL (`value`, `vlcausa`), parsed from text"),
        ("value_text", "string", "the value text as delivered, kept only when it could not be "
         "parsed"),
        ("sealed", "boolean", "sealed lawsuit (demand `flsegredo`; DataJud: `nivelSigilo` "
         "above 0)"),
        ("secrecy", "Int16", "secrecy level (DataJud `nivelSigilo`, 0 public to 5)"),
        ("system", "category", "court system (demand `desistema`, DataJud `sistema.nome`)"),
        ("format", "category", "electronic or paper records (DataJud `formato.nome`)"),
        ("updated_at", "timestamp", "last update of the record at the source (DataJud "
         "`dataHoraUltimaAtualizacao`)"),
        ("collected_at", "timestamp", "when the data was collected (capture `respondedAt`, "
         "monitoring `lastResponse`, demand `dtcoleta`, DataJud `@timestamp` read to the "
         "microsecond)"),
    ),
    "parties": KEYS
    + _cols(
        ("party", "Int32", "position of the party within its lawsuit (0-based)"),
        ("party_id", "string", "party id (monitoring `people[].id`)"),
        ("pole", "category", "`active` or `passive` (demand polo_ativo/polo_passivo mapped); "
         "other poles lower-cased as delivered"),
        ("role", "category", "role of the party (`description`, demand `tpparte`)"),
        ("name", "string", "party name (`name`, `nmparte`)"),
    ),
    "lawyers": KEYS
    + _cols(
        ("party", "Int32", "position of the represented party within its lawsuit"),
        ("party_name", "string", "name of the represented party"),
        ("pole", "category", "pole of the represented party"),
        ("name", "string", "lawyer name (`name`, `nmadvogado`)"),
        ("oab", "string", "OAB registration as delivered (`oab`, `nuoab`)"),
        ("uf", "category", "UF of the OAB registration (monitoring `uf`; demand: read from "
         "`nuoab` such as 123456/SP)"),
        ("cpf", "string", "CPF (demand `decpf`)"),
        ("role", "category", "kind of lawyer (demand `tpadvogado`)"),
    ),
    "steps": KEYS
    + _cols(
        ("position", "Int32", "position of the step in its lawsuit's list as delivered"),
        ("step_id", "string", "step id (monitoring `id`, demand `idmovimento`)"),
        ("timestamp", "timestamp", "when the step happened (`timestamp`, `dtmovimento`)"),
        ("timestamp_text", "string", "the timestamp text as delivered, kept only when it could "
         "not be read as an instant from 1677-09-22 to 2262-04-11 (pandas' nanosecond range), "
         "e.g. `2262-04-12`; a `DataWarning` counts them"),
        ("title", "text", "step title (may hold a whole decision text)"),
        ("text", "text", "step text (`description`, demand `deteormovimento`)"),
        ("type", "category", "step type (demand `detipomovimento`)"),
        ("sequence", "Int32", "sequence number given by the source (demand `nuseqmov`)"),
        ("event", "category", "event class of the step (`lawkit.events.classify`, "
         "`EVENTS.md`): from its TPU code, else its title (demand: `type`) and text; all 14 "
         "classes as categories, in the order of `lawkit.events.CLASSES`", classes.CLASSES),
        ("outcome", "category", "outcome of a judgment step (`lawkit.events.classify_outcome`, "
         "`OUTCOMES.md`): from its TPU code, else the dispositive of its text; missing for a "
         "step that judges nothing; all 13 outcomes as categories, in the order of "
         "`lawkit.events.OUTCOMES`", outcome.OUTCOMES),
        ("tpu_code", "Int32", "TPU movement code that decided `event` (CNJ's Unified Procedural "
         "Table), as written at the end of the title or text, e.g. `(92)`; missing when the "
         "text decided; DataJud: the movement's `codigo`, always"),
        ("detail", "category", "what the step says beyond its class (`lawkit.classify.detail`): "
         "a hearing `scheduled`, `held` or `cancelled`; an archiving `provisional` or "
         "`definitive`; a notice that is a `summons` (citação); a judgment that is an "
         "`annulment` of a sentence or acórdão (the sentença or acórdão anulada, "
         "desconstituída, cassada; not a contract or a debt annulled); from its TPU "
         "code, else the start of its title (demand: `type`) and text (a judgment's whole name "
         "and text); missing for the other classes and where neither says; all 7 details as "
         "categories", detail.DETAILS),
        ("unit_code", "Int32", "court unit the step names as its own (DataJud per-movement "
         "`orgaoJulgador.codigo`, a string there); missing when it names none"),
    ),
    "files": KEYS
    + _cols(
        ("step", "Int32", "position of the step holding the file"),
        ("step_id", "string", "id of the step holding the file"),
        ("timestamp", "timestamp", "timestamp of the step holding the file"),
        ("file_id", "string", "file id"),
        ("name", "string", "file name"),
        ("url", "string", "address of the stored file"),
        ("type", "category", "media type, e.g. application/pdf"),
    ),
    "cover": KEYS
    + _cols(
        ("position", "Int32", "position of the field in the cover as delivered"),
        ("cover_id", "string", "cover field id (monitoring)"),
        ("label", "string", "field label (`description`)"),
        ("value", "string", "field value as text"),
    ),
    "properties": KEYS
    + _cols(
        ("property_id", "string", "property id (monitoring `propertiesArray[].id`)"),
        ("key", "category", "property name as delivered (`properties` keys, `propertiesArray` "
         "keys, demand `metadados` keys and `codigos.*`)"),
        ("value", "string", "property value as text (objects and arrays as JSON)"),
    ),
    "subjects": KEYS
    + _cols(
        ("position", "Int32", "position of the subject in the lawsuit's list (DataJud "
         "`assuntos`, flat or a list of lists, read in order)"),
        ("code", "Int32", "TPU subject code (`codigo`)"),
        ("name", "string", "subject name (`nome`)"),
    ),
    "complements": KEYS
    + _cols(
        ("step", "Int32", "position of the step (DataJud movement) the complement qualifies"),
        ("timestamp", "timestamp", "timestamp of that step"),
        ("tpu_code", "Int32", "TPU code of that step's movement"),
        ("code", "Int32", "complement type code (`complementosTabelados[].codigo`)"),
        ("value", "Int32", "tabled value code (`valor`)"),
        ("name", "string", "the tabled value's name (`nome`, e.g. `sorteio`)"),
        ("description", "category", "the complement type (`descricao`, e.g. "
         "`tipo_de_distribuicao_redistribuicao`)"),
    ),
}  # fmt: skip

#: Tables returned as plain DataFrames by the other converters.
FRAME_TABLES: dict[str, tuple[Column, ...]] = {
    "coverage": _cols(
        ("source", "category", "source tag"),
        ("source_label", "category", "source label (`Descrição`)"),
        ("platform", "category", "platform tag"),
        ("platform_label", "category", "platform label"),
        ("search", "category", "search tag (court or system)"),
        ("search_label", "category", "search label"),
        ("query", "category", "query tag"),
        ("query_label", "category", "query label"),
        ("param", "category", "parameter key (`tag`, e.g. cnj)"),
        ("param_label", "string", "parameter label"),
        ("mask", "string", "input mask (`#` stands for a digit)"),
        ("required", "boolean", "`Obrigatório`"),
        ("parent_param", "category", "tag of the parameter this one is nested in"),
    ),
    "requests": _cols(
        ("request_id", "string", "request id"),
        ("status", "category", "pending, success, warning or error"),
    )
    + _QUERY
    + _cols(
        ("court", "category", "court (create and lookup responses only)"),
        ("credentials", "boolean", "credentials flag (create response only)"),
        ("param_key", "category", "parameter key"),
        ("param_value", "string", "parameter value as submitted"),
        ("cnj", "string", "canonical CNJ when the parameter key is `cnj`"),
        ("created_at", "timestamp", "`createdAt`"),
        ("responded_at", "timestamp", "`respondedAt` (missing while pending)"),
    ),
    "autorequests": _cols(
        ("autorequest_id", "string", "automatic request id"),
        ("key", "category", "parameter key (`cnj`)"),
        ("value", "string", "parameter value as submitted"),
        ("cnj", "string", "canonical CNJ of the value"),
        ("created_at", "timestamp", "`createdAt` of the automatic request"),
        ("request_id", "string", "id of one generated request (`requests[].id` or `requestId`)"),
        ("status", "category", "status of that request (full records only)"),
    )
    + _QUERY
    + _cols(
        ("court", "category", "court of that request (full records only)"),
        ("responded_at", "timestamp", "`respondedAt` of that request"),
    ),
    "callbacks": _cols(
        ("request_id", "string", "`requestId` (automatic-request deliveries: `requested.id`)"),
        ("action", "category", "`action` (requestStatusChanged; none for automatic requests)"),
        ("status", "category", "new status of the request"),
        ("responded_at", "timestamp", "`respondedAt`"),
    ),
    "usage": _cols(("date", "date", "day"))
    + _COUNTS
    + _cols(("today", "boolean", "the row is today's (from `today`; only within the period)")),
    "consumption": _cols(("date", "date", "day (only days with requests)")) + _COUNTS,
    "usage_details": _cols(("date", "date", "day (only days with requests)"))
    + _QUERY[:3]
    + _COUNTS,
    "monitored": _cols(
        ("monitor_id", "string", "monitored process id"),
        ("cnj", "string", "canonical CNJ (text as delivered when invalid)"),
        ("created_at", "timestamp", "registration time"),
        ("credentials", "boolean", "credentials flag (register response)"),
        ("instance_id", "string", "info item id (one queried court instance)"),
    )
    + _QUERY
    + _LABELS
    + _cols(
        ("last_status", "category", "`lastStatus`"),
        ("last_response", "timestamp", "`lastResponse`"),
        ("disabled", "boolean", "`disabled`"),
    ),
    "demands": _cols(
        ("callback_id", "string", "callback id the demands are registered under"),
        ("url_callback", "string", "callback URL"),
        ("demand_id", "string", "`demandId`"),
        ("action", "category", "`action`"),
        ("scope_type", "category", "`scopeType` (cnj)"),
        ("demand_type", "category", "`demandType` (execution)"),
        ("update_frequency", "category", "`updateFrequency`: never or daily"),
        ("secret", "boolean", "`secret`"),
        ("fldoc", "string", "`fldoc` as text"),
        ("filter_doc", "string", "`filterDoc` joined with commas"),
    ),
}

_IDS = "joined with `, ` when several"
_OUTCOMES = outcome.OUTCOMES
_GROUPS = _cols(
    ("court", "category", "court acronym (`lawsuits.court`)"),
    ("segment", "category", "branch of justice (`lawsuits.segment`)"),
    ("state", "category", "UF of the court (`lawsuits.state`)"),
    ("year", "Int16", "filing year encoded in the CNJ number (`lawsuits.year`)"),
    ("class", "category", "procedural class of the first instance: the lawsuits row filed "
     "first (`start_at`), else the first row that names one"),
    ("subject", "category", "subject of the first instance, likewise"),
    ("value", "Float64", "value of the claim in BRL of the first instance, likewise"),
)  # fmt: skip
_DETAIL = _cols(
    ("detail", "category", "what the event says beyond its class (`lawkit.classify.detail`): a "
     "hearing `scheduled`, `held` or `cancelled`; an archiving `provisional` or `definitive`; a "
     "notice that is a `summons` (citação); a judgment that is an `annulment`; else missing",
     detail.DETAILS),
)  # fmt: skip
_MILESTONES = _cols(
    ("filed_at", "timestamp", "filing: the earliest of the lawsuits rows' `start_at` and the "
     "first `filing` event"),
    ("first_notice_at", "timestamp", "first `notice` event (any act of communication: "
     "citação, intimação, notificação)"),
    ("summons_at", "timestamp", "first summons: a `notice` event whose TPU code (12284 "
     "Citação and children) or text says citação"),
    ("first_hearing_at", "timestamp", "first hearing held: a `hearing` event whose text says it "
     "took place (realizada, termo de audiência, ...); scheduling, cancellation and a bare "
     "`Audiência` do not count"),
    ("first_judgment_at", "timestamp", "first `judgment` event (a sentence, or an appeal judged)"),
    ("appeal_at", "timestamp", "first `appeal` event"),
    ("res_judicata_at", "timestamp", "first `res_judicata` event (trânsito em julgado); no "
     "fallback: missing when no step records it"),
    ("archived_at", "timestamp", "last definitive archiving: the last `archived` event that is "
     "not provisional (arquivamento definitivo, baixa definitiva)"),
    ("last_event_at", "timestamp", "the latest event of any class"),
)  # fmt: skip

#: Tables returned by the event analyses of `lawkit.events` (timeline, milestones, ...).
EVENT_TABLES: dict[str, tuple[Column, ...]] = {
    "timeline": _cols(
        ("event_id", "Int64", "row number of the event in this timeline (`lawkit.events."
         "event_ids` gives each step's)"),
        ("cnj", "string", "CNJ number (canonical)"),
        ("timestamp", "timestamp", "when it happened: the time of the step chosen to represent "
         "it (a timed step before a date-only one, then the earliest)"),
        ("date_only", "boolean", "no source gave a time of day: the timestamp is midnight in "
         "America/Sao_Paulo of the date written (the court's day; the provider writes e-SAJ's "
         "dates as midnight UTC; 01:00 on a day daylight saving began, when midnight did not "
         "exist)"),
        ("event", "category", "event class: that of the first merged step a TPU code "
         "classified, else the chosen step's (all 14 classes as categories)", classes.CLASSES),
    )
    + _DETAIL
    + _cols(
        ("tpu_code", "Int32", "TPU code of the first merged step a code classified"),
        ("title", "text", "the chosen step's title (demand API: its `type`)"),
        ("text", "text", "the chosen step's text"),
        ("origins", "category", "APIs that reported it, joined with `+` in the order capture, "
         "monitoring, demand (e.g. `capture+demand`)"),
        ("sources", "Int32", "distinct results that reported it (capture requests, monitoring "
         "instances, demands)"),
        ("steps", "Int32", "steps (rows of `steps`) merged into it"),
        ("request_id", "string", f"capture requests that reported it, {_IDS}"),
        ("monitor_id", "string", f"monitored processes that reported it, {_IDS}"),
        ("instance_id", "string", f"monitoring instances that reported it, {_IDS}"),
        ("demand_id", "string", f"demands that reported it, {_IDS}"),
    ),
    "comparison": _cols(
        ("cnj", "string", "CNJ number (canonical)"),
        ("court", "category", "court acronym (`lawsuits.court`)"),
        ("event_id", "Int64", "the event's row in `lawkit.events.timeline` of the same bundle"),
        ("timestamp", "timestamp", "when it happened (as in the timeline)"),
        ("event", "category", "event class (all 14 classes as categories)", classes.CLASSES),
        ("tpu_code", "Int32", "TPU code of the event"),
        ("title", "text", "the event's title"),
        ("provider", "boolean", "the provider's APIs (capture, monitoring, demand) reported it"),
        ("datajud", "boolean", "DataJud reported it (false: DataJud misses it)"),
        ("provider_at", "timestamp", "the earliest time a provider step gives it (a date only "
         "at midnight in America/Sao_Paulo, as in the timeline)"),
        ("datajud_at", "timestamp", "the earliest time a DataJud movement gives it"),
        ("lag_days", "Float64", "`datajud_at - provider_at` in days: 0 or more, DataJud "
         "registering a movement at its step or later (a few seconds below 0 when both show the "
         "same minute); missing unless both reported it"),
    ),
    "milestones": _cols(("cnj", "string", "CNJ number (canonical)")) + _GROUPS + _MILESTONES,
    "durations": _cols(("cnj", "string", "CNJ number (canonical)"))
    + _GROUPS
    + _cols(
        ("start_at", "timestamp", "the `start` milestone"),
        ("end_at", "timestamp", "the `end` milestone when observed; else the censoring instant "
         "(`as_of`, or the lawsuit's last event)"),
        ("days", "Float64", "whole days from the date of `start_at` to that of `end_at`, in "
         "Brasília time; missing without a start"),
        ("observed", "boolean", "the `end` milestone happened; false: censored; missing "
         "without a start"),
        ("dormant", "boolean", "censored at its last event, having had none in the "
         "`stale_after` days before `as_of`; missing without a start"),
    ),
    "since": _cols(
        ("importance", "Int16", "rank of the event's class and detail in `lawkit.events."
         "RANKING`, 0 the most important"),
        ("cnj", "string", "CNJ number (canonical)"),
        ("court", "category", "court acronym"),
        ("class", "category", "procedural class of the first instance"),
        ("timestamp", "timestamp", "when it happened"),
        ("date_only", "boolean", "no source gave a time of day"),
        ("event", "category", "event class (all 14 classes as categories)", classes.CLASSES),
    )
    + _DETAIL
    + _cols(
        ("title", "text", "the event's title, cut to `limit` characters (with `…`)"),
        ("text", "text", "the event's text, cut likewise"),
        ("origins", "category", "APIs that reported it"),
        ("sources", "Int32", "distinct results that reported it"),
    ),
    "survival": _cols(
        ("time", "Float64", "days since the start (0, then every time an end or a censoring "
         "happened)"),
        ("survival", "Float64", "Kaplan-Meier estimate of the share of lawsuits whose end has "
         "not happened by `time`"),
        ("lower", "Float64", "lower limit of its pointwise confidence interval (log-log)"),
        ("upper", "Float64", "upper limit"),
        ("at_risk", "Int64", "lawsuits still at risk just before `time`"),
        ("observed", "Int64", "ends observed at `time`"),
        ("censored", "Int64", "lawsuits censored at `time`"),
    ),
    "outcomes": _cols(
        ("event_id", "Int64", "the judged event's row in `lawkit.events.timeline` of the same "
         "bundle"),
        ("cnj", "string", "CNJ number (canonical)"),
        ("court", "category", "court acronym (`lawsuits.court`)"),
        ("class", "category", "procedural class of the first instance"),
        ("instance", "category", "`first` or `appeal`: by the outcome when it tells (granted, "
         "partly granted, denied: first; appeal_*: appeal), else by the query of the capture "
         "request or monitoring instance that reported it (grau1/cpopg: first; grau2/cposg: "
         "appeal), else `first` before the lawsuit's first `appeal` event; else missing",
         ("first", "appeal")),
        ("timestamp", "timestamp", "when it was judged (the timeline's)"),
        ("date_only", "boolean", "no source gave a time of day"),
        ("outcome", "category", "outcome (`OUTCOMES.md`; all 13 as categories): that of a merged "
         "step a TPU code decided, else the first one that is not `unknown`", _OUTCOMES),
        ("basis", "string", "what decided it: `TPU <code>` or the clause of the text read"),
    ),
    "results": _cols(("cnj", "string", "CNJ number (canonical)"))
    + _GROUPS
    + _cols(
        ("outcome", "category", "first-instance outcome: the first first-instance judgment that "
         "is not `unknown` (nor embargos), replaced only by the next one after an annulment",
         _OUTCOMES),
        ("judged_at", "timestamp", "when that judgment was given"),
        ("appeal_outcome", "category", "outcome of the last appellate judgment of an appeal "
         "(appeal_granted, appeal_partly_granted, appeal_denied, appeal_not_heard)", _OUTCOMES),
        ("appeal_judged_at", "timestamp", "when it was given"),
        ("reformed", "boolean", "the appeal reformed the first-instance judgment (granted in "
         "full or in part); false when denied or not heard; missing without an appeal judged"),
        ("annulled", "boolean", "a first-instance judgment was annulled (sentença anulada or "
         "desconstituída) and the outcome is that of the judgment given after it"),
        ("ended_by", "category", "`settled` or `dismissed` when the lawsuit's last judgment "
         "(not `unknown`, not embargos) is a settlement or a dismissal without the merits",
         ("settled", "dismissed")),
        ("ended_at", "timestamp", "when that settlement or dismissal was given"),
        ("decisions", "Int32", "judged events of the lawsuit (rows of `outcomes`)"),
    ),
    "rates": _cols(("decisions", "Int64", "outcomes counted (rows' `outcome` and, from "
                    "`results`, `appeal_outcome`)"))
    + _cols(*((name, "Int64", f"how many are `{name}`") for name in _OUTCOMES))
    + _cols(
        ("n_merits", "Int64", "claims judged on the merits: granted + partly_granted + denied"),
        ("full_win", "Float64", "granted / n_merits; missing when n_merits < min_n"),
        ("full_win_low", "Float64", "lower limit of its Wilson 95 % interval"),
        ("full_win_high", "Float64", "upper limit"),
        ("any_win", "Float64", "(granted + partly_granted) / n_merits; missing when n_merits "
         "< min_n"),
        ("any_win_low", "Float64", "lower limit of its Wilson 95 % interval"),
        ("any_win_high", "Float64", "upper limit"),
        ("n_first", "Int64", "first-instance outcomes that say how a claim ended: n_merits + "
         "settled + dismissed"),
        ("settled_share", "Float64", "settled / n_first; missing when n_first < min_n"),
        ("dismissed_share", "Float64", "dismissed / n_first; missing when n_first < min_n"),
        ("n_appeals", "Int64", "appeals judged on the merits: appeal_granted + "
         "appeal_partly_granted + appeal_denied (not heard: apart)"),
        ("appeal_success", "Float64", "(appeal_granted + appeal_partly_granted) / n_appeals; "
         "missing when n_appeals < min_n"),
        ("appeal_success_low", "Float64", "lower limit of its Wilson 95 % interval"),
        ("appeal_success_high", "Float64", "upper limit"),
    ),
    "medians": _cols(
        ("lawsuits", "Int64", "lawsuits with a duration"),
        ("observed", "Int64", "of them, those whose end was observed"),
        ("median", "Float64", "median days to the end (Kaplan-Meier: the first time survival "
         "falls below one half); missing when it never does"),
        ("lower", "Float64", "lower limit of its confidence interval (Brookmeyer-Crowley, "
         "log-log)"),
        ("upper", "Float64", "upper limit; missing when it lies beyond the last time observed"),
    ),
}  # fmt: skip

#: Columns melted into `status`/`count` by the long form of the statistics tables: the request
#: statuses, final ones first.
STATUSES = (*spec.FINISHED, "pending")


def _long(name: str) -> tuple[Column, ...]:
    kept = tuple(c for c in FRAME_TABLES[name] if c.name not in (*STATUSES, "total", "bytes"))
    return kept + _cols(
        ("status", "category", "request status: success, warning, error or pending"),
        ("count", "Int64", "requests of that day in that status"),
    )


for _name in ("usage", "consumption", "usage_details"):
    FRAME_TABLES[f"{_name}_long"] = _long(_name)

TABLES: dict[str, tuple[Column, ...]] = {**BUNDLE_TABLES, **FRAME_TABLES, **EVENT_TABLES}


def columns(table: str) -> tuple[Column, ...]:
    """The contract of ``table``.

    Raises:
        KeyError: ``table`` is not a known table; the message lists the known ones.
    """
    try:
        return TABLES[table]
    except KeyError:
        raise KeyError(f"unknown table {table!r}; known tables: {', '.join(TABLES)}") from None


def empty(table: str) -> pd.DataFrame:
    """An empty frame with the columns and dtypes of ``table``."""
    return pd.DataFrame({c.name: pd.Series([], dtype=c.dtype) for c in columns(table)})


#: Whether pandas copies a column only when it is written to (always from pandas 3): then a
#: conformed frame shares its columns with the frame it was made from, as safely as a copy
#: (a copy of a million steps' columns cost more than the analyses that read them).
_COPY_ON_WRITE = int(pd.__version__.split(".")[0]) >= 3


def conform(frame: pd.DataFrame, table: str) -> pd.DataFrame:
    """``frame`` with the contract's columns, order and dtypes (missing columns as all-NA).

    Used after operations that lose dtypes, e.g. concatenating categoricals with different
    categories or reading Parquet partitions.
    """
    out = {}
    for col in columns(table):
        series = frame.get(col.name)
        if series is None:
            out[col.name] = pd.Series(pd.NA, index=frame.index, dtype=col.dtype)
        elif _matches(series.dtype, col):
            out[col.name] = series
        elif col.categories is not None and isinstance(series.dtype, pd.CategoricalDtype):
            out[col.name] = series.cat.set_categories(list(col.categories))  # others become NA
        else:
            out[col.name] = series.astype(col.dtype)
    return pd.DataFrame(out, index=frame.index, copy=not _COPY_ON_WRITE)


def _matches(dtype: object, col: Column) -> bool:
    if col.categories is not None:  # unordered dtypes compare equal in any order: not enough
        return isinstance(dtype, pd.CategoricalDtype) and tuple(dtype.categories) == col.categories
    if col.kind == "category":
        return isinstance(dtype, pd.CategoricalDtype)
    if col.kind == "text":  # either storage (see the module's table)
        return isinstance(dtype, pd.StringDtype) and dtype.na_value is pd.NA
    if col.kind == "key" and isinstance(dtype, pd.CategoricalDtype):  # a chunk's steps
        return True
    return dtype == col.dtype


def problems(frame: pd.DataFrame, table: str) -> list[str]:
    """Every way ``frame`` breaks the contract of ``table`` (empty when it complies)."""
    expected = [c.name for c in columns(table)]
    found = list(frame.columns)
    issues = [] if found == expected else [f"columns {found} != contract {expected}"]
    for col in columns(table):
        if col.name in frame and not _matches(frame[col.name].dtype, col):
            issues.append(f"{col.name}: dtype {frame[col.name].dtype} != {col.dtype}")
    return issues


def markdown(introduction: str) -> str:
    """The contracts as a markdown document (``lawkit/tidy/CONTRACTS.md``), after
    ``introduction`` (the docstring of :mod:`lawkit.tidy`)."""
    lines = [
        "# lawkit.tidy column contracts",
        "",
        "<!-- generated from lawkit/tidy/contracts.py by `python -m lawkit.tidy`; "
        "do not edit by hand -->",
        "",
        introduction.strip(),
        "",
        "## Bundle tables",
        "",
        "`lookups()`, `monitoring()` and `demand()` return a `Bundle` of these tables, with the "
        "same columns whatever API delivered the data.",
    ]
    sections = [
        ("", "", BUNDLE_TABLES),
        ("## Other tables", "", FRAME_TABLES),
        (
            "## Event tables",
            "`lawkit.events` returns these: `timeline()`, `milestones()`, `durations()`, "
            "`since()`, `outcomes()`, `results()`, and `survival()`, `medians()` and `rates()` "
            "(whose rows start with the columns grouped `by`).",
            EVENT_TABLES,
        ),
    ]
    for heading, note, tables in sections:
        if heading:
            lines += ["", heading]
        if note:
            lines += ["", note]
        for name, cols in tables.items():
            lines += ["", f"### {name}", "", "| column | dtype | meaning |", "|---|---|---|"]
            lines += [
                f"| `{c.name}` | {_LABELS_OF.get(c.kind, c.kind)} | {c.meaning} |" for c in cols
            ]
    return "\n".join(lines) + "\n"
