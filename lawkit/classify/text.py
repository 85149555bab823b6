"""Portuguese text rules: which event a step's title and text record.

A court writes a step as a movement name followed by its complement ("Juntada de Petição -
Contra-razões", "Remetido ao DJE Relação: 0185/2021 Teor do ato: ..."), sometimes with a whole
decision after the name, sometimes with the decision alone. The rules read it in two parts:

1. **The movement name.** :data:`HEADINGS` is an ordered list of (kind, pattern); together they
   form one regular expression searched in the first :data:`HEAD` bytes of the title, else of
   the text. The leftmost match wins, and at the same position the earlier pattern: "Remessa
   para disponibilização no DJe" is a publication, not a remessa; "Remetido ao DJE ... Teor do
   ato: julgo procedente" is the publication of a judgment, not a judgment. Most kinds are an
   event class. Four are read further in the head of title and text (:data:`RESOLVERS`):
   ``juntada`` and ``peticao`` (an appeal? counter-arguments? a returned writ?), ``remessa``
   (sent up for an appeal, to the archive, to the gazette, or just moved?) and ``certidao`` (of
   res judicata, publication, baixa, registration?). Three are a judge's or clerk's generic acts,
   whose text says what they are: ``judge:decision`` ("Decisão", "Outras Decisões"),
   ``judge:order`` ("Despacho", "Mero expediente") and ``clerk`` ("Ato ordinatório").
2. **What a text decides.** A generic judge's act is a ``judgment`` when the end of its text has
   a dispositive (:data:`CUES` ``judgment``: "julgo procedente", "extingo o processo", "homologo
   o acordo", "nego provimento", "rejeito os embargos" ...), a ``decision`` when it grants,
   denies, admits, suspends ... (``decision``), an ``order`` when it only moves the case, and
   the name's own class when there is no text. A clerk's act is what its text does (publishes,
   schedules, intimates). Long texts are read in a window of their first and last characters
   (:data:`WINDOW`): a dispositive is at the end, and precedents quoted in the middle ("recurso
   provido") must not count. A text with no movement name is read the same way and is ``other``
   when it decides nothing. A decision written out, with no movement name before it (kind
   ``ementa``: an ementa, "DIREITO CIVIL. APELAÇÃO CÍVEL. ...", "RECURSO INOMINADO. ...", an
   acórdão's header, a "MANDADO DE SEGURANÇA" that is the case's class, not a writ served), is
   a ``judgment`` when its first :data:`EMENTA_HEAD` or last characters state a result
   (``judgment`` or ``ementa`` cues: "RECURSO DESPROVIDO", "ordem concedida", "em CONHECER e
   NEGAR PROVIMENTO") or it opens as an ementa that judges no provisional measure
   (``ementa_opening``, not ``provisional``: a judgment whose result it does not state), else
   ``other``; its words ("citação", "pedido de", "remessa necessária") are the case's, never a
   movement's. A collegiate's result line ("CONHECIDO. PROVIDO EM PARTE. UNÂNIME.", "Recursos
   desprovidos. Unânime") is a judgment heading.

A text that is exactly a TPU movement name ("Definitivo", "de Instrução", "Mero expediente", as
DataJud shows them) takes that movement's class (:attr:`lawkit.classify.tpu.Table.lexicon`).

Patterns are written in lower-case Portuguese without accents; :func:`pattern` makes vowels and
``c`` also match their accented forms. Cost: each distinct *key* (the first :data:`HEAD` bytes,
ASCII lower-cased, digits as ``0``: titles that differ only in dates, page or protocol numbers
share one) is searched once, with one regular expression whose alternatives are grouped by first
character; each distinct (title, text) pair of a generic act is read once, and those windows are
searched with RE2 through pyarrow over the whole array at once. No regular expression runs once
per row, and none per rule in a Python loop over rows.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.compute as pc

from lawkit.classify.classes import CODE
from lawkit.classify.normal import letterhead_end, normal, normal_array, signed
from lawkit.columns import arrow_strings

#: Bytes (of UTF-8) at the start of a title or text in which the movement name is looked for.
HEAD = 160
#: A TPU code written at the end of a title or text, as e-SAJ and PJe do: "Publicado ... (92)".
#: Court-internal codes such as "(M711)" are not TPU codes.
TRAILING_CODE = re.compile(r"\((?P<code>\d{1,6})\)\s*$")
_CODE_SHAPE = re.compile(rb"\(0{1,6}\)\s*$")  # TRAILING_CODE as keys() writes it
#: (head, tail) characters of a long text read for what a judge's act decides.
WINDOW = (500, 1200)
#: Characters of an ementa or acórdão read for its result (its ementa may run that long).
EMENTA_HEAD = 4000

_VARIANTS = {"a": "aàáâãä", "e": "eéèêë", "i": "iíìîï", "o": "oóòôõö", "u": "uúùûü", "c": "cç"}
_UPPER_VARIANTS = {"a": "ÀÁÂÃÄ", "e": "ÉÈÊË", "i": "ÍÌÎÏ", "o": "ÓÒÔÕÖ", "u": "ÚÙÛÜ", "c": "Ç"}
_WORD = "[\\wà-ÿ]"  # \w is ASCII in RE2; accented lower-case letters are U+00E0-U+00FF
_WORD_CAPITALS = "[\\wÀ-ÿ]"


#: A character class (not negated) that holds a space: ``[ -]``, ``[ _(/-]``.
_SPACED_CLASS = re.compile(r"\[(?!\^)((?:\\.|[^\]\\])*? (?:\\.|[^\]\\])*)\]")


def _space_or_class(match: re.Match[str]) -> str:
    """A class that holds a space as a space (any run of white space) or its other characters."""
    rest = match.group(1).replace(" ", "")
    return f"(?: |[{rest}])" if rest else " "


def pattern(words: str, accented_capitals: bool = False) -> str:
    """A regular expression for lower-case, accent-free Portuguese ``words``.

    Vowels and ``c`` also match their accented forms (in and out of ``[...]``, so no range in a
    class may end at a vowel or ``c``), except at the start of a word of three letters or more
    (no such word starts with one: this keeps alternatives starting with a plain letter, which
    ``re`` skips fast); ``\\w`` matches accented letters and a space matches any run of white
    space, in a class too (``nao[ -]provido`` reads "NÃO  PROVIDO" and "NÃO\\nPROVIDO"). Text is
    matched in lower case; with ``accented_capitals``, accented letters may also be capitals (for
    :func:`keys`, which lowers ASCII letters only). Escapes are kept. Valid in Python's ``re``
    and in RE2.
    """
    words = _SPACED_CLASS.sub(_space_or_class, words)
    out: list[str] = []
    in_class = False
    after_letter = False  # whether the text matched just before may end with a letter
    groups: list[bool] = []  # after_letter where each open group starts
    i = 0
    while i < len(words):
        char = words[i]
        if char == "\\":
            escape = words[i : i + 2]
            word = _WORD_CAPITALS if accented_capitals else _WORD
            out.append(word if escape == "\\w" and not in_class else escape)
            after_letter = escape == "\\w"
            i += 2
            continue
        variants = _VARIANTS.get(char, "") if char != " " or in_class else ""
        if variants and accented_capitals:
            variants += _UPPER_VARIANTS[char]
        starts_word = not after_letter and words[i + 1 : i + 3].isalpha()
        if char == " " and not in_class:
            optional = words[i + 1 : i + 2] == "?"
            out.append("\\s*" if optional else "\\s+")
            i += optional
        elif not variants or (starts_word and not in_class):
            out.append(char)
        else:
            out.append(variants if in_class else f"[{variants}]")
        if in_class:
            in_class = char != "]"
            after_letter = True
        elif char == "[":
            in_class = True
        elif char == "(":
            groups.append(after_letter)
        elif char == "|":
            after_letter = groups[-1] if groups else False
        elif char == ")":
            groups.pop()
            after_letter = True  # the group may end with a letter
        elif char not in "?:*+{},0123456789":
            after_letter = char.isalpha()
        i += 1
    return "".join(out)


#: The words an ementa opens on ("EMENTA:", "E M E N T A", "DIREITO CIVIL."), and the appeals
#: its caption names first ("APELAÇÃO CÍVEL.", "AGRAVO INTERNO EM APELAÇÃO."): read by an
#: ementa heading of :data:`HEADINGS` and by :data:`CUES` ``ementa_opening``.
_EMENTA_WORD = r"ementa\b|e m e n t a\b|direito [^.]{2,80}\."
_CAPTIONED_APPEAL = (
    r"recursos? inominados?|apelac(?:ao|oes)(?: civel| civeis)?|agravos? (?:de instrumento"
    r"|internos?|regimenta(?:l|is))(?: em apelac(?:ao|oes)(?: civel| civeis)?)?"
)

#: (kind, pattern) in priority order. A kind is an event class or a resolver (see the module).
HEADINGS: tuple[tuple[str, str], ...] = (
    # A court's decision written out: an ementa ("Ementa:", "DIREITO CIVIL. APELAÇÃO CÍVEL.
    # ...", "RECURSO INOMINADO. ..."), an acórdão's header ("ACÓRDÃO", "ÓRGÃO JULGADOR:"), a
    # class that is not a writ served ("MANDADO DE SEGURANÇA"): its words ("citação", "pedido
    # de", "remessa necessária") are the case's, not a movement's.
    (
        "ementa",
        rf"^(?:{_EMENTA_WORD})|^acordao:? processo|orgao julgador:",
    ),
    (
        "ementa",
        rf"^(?:{_CAPTIONED_APPEAL}|apelac(?:ao|oes) criminal|reexame necessario"
        r"|remessa necessaria)(?: civel)?(?:[.,]| n| [-–] (?!\d))",
    ),
    ("ementa", r"mandado de (?:seguranca|injuncao)|acao direta de inconstitucionalidade"),
    ("ementa", r"^decisao monocratica\. "),  # a monocratic decision with its ementa
    # Phrases whose first word also starts a rule of another kind.
    ("notice", r"arquivamento de documento"),  # STJ files a served writ, not the case
    ("notice", r"ato ordinatorio - intimacao"),  # e-SAJ: the clerk's intimation
    ("notice", r"disponibilizada intimacao"),  # STJ
    ("res_judicata", r"(?:certificado|certifico) que nao houve interposicao de recurso"),
    ("archived", r"processo encaminhado para o arquivo"),
    # The labour court's arquivamento for the claimant's absence (CLT art. 844): a dismissal.
    ("judgment", r"arquivad[oa] (?:o processo|a reclamacao|a reclamatoria|o feito) por ausencia"),
    ("archived", r"remetid[oa]s? os autos \(? ?baixa definitiva"),
    ("transfer", r"baixa de tramitacao"),
    ("transfer", r"autos disponibilizados a origem"),
    ("transfer", r"para inclusao em pauta"),  # sent to be put on the agenda
    ("hearing", r"julgamento (?:virtual iniciado|- retirado)"),
    ("judgment", r"deliberado em sessao - julgado"),
    ("hearing", r"deliberado em sessao"),
    ("other", r"suspensao do prazo"),
    ("other", r"registro - retific"),
    ("other", r"encerrad[oa] a (?:conclusao|suspensao)"),
    ("other", r"execucao/cumprimento de sentenca iniciad|inicio da execucao"),
    ("judgment", r"indeferid[oa] liminarmente|indeferimento da peticao inicial"),
    ("decision", r"sentenca de pronuncia"),
    ("appeal", r"subprocesso cadastrado"),
    ("petition", r"contrarraz|contra-raz|contraminuta"),
    ("hearing", r"pedido de vista"),
    ("petition", r"pedido de"),  # e-SAJ "Pedido de Habilitação Juntado"
    # Publication in the gazette.
    ("publication", r"remessa para (?:disponibiliza|publica)"),
    ("publication", r"remetid[oa] (?:ao|para o) (?:dje|diario)"),
    ("publication", r"despacho/decisao remetid"),
    ("publication", r"relacao encaminhada"),
    ("publication", r"encaminhad[oa] (?:edital/relacao )?(?:para|a) publicacao"),
    ("publication", r"nota finalizada"),
    ("publication", r"expedida/certificada relacao"),
    ("publication", r"aguardando publicacao relacao"),
    ("publication", r"expedicao de publicacao"),
    ("publication", r"disponibiliza"),
    ("publication", r"republica|publica[cd]"),
    (
        "publication",
        r"(?:pauta|acordao|ata de julgamento|calendario de julgamento) (?:publicad|divulgad)",
    ),
    # Communication to parties.
    ("notice", r"intima[cd]"),
    ("notice", r"\bcita[cd]|notifica[cd]"),  # not "suscitação"
    ("notice", r"mandado"),
    ("notice", r"carta (?:de citacao|de intimacao|de ordem|precatoria|rogatoria|expedida)"),
    (
        "notice",
        r"expedid[oa](?:\(a\))? (?:intimacao|notificacao|citacao|mandado|carta|oficio|edital)",
    ),
    (
        "notice",
        r"expedicao de (?:intimacao|citacao|notificacao|mandado|carta|oficio|edital|comunicacao"
        r"|outros documentos|documento)",
    ),
    ("notice", r"edital de (?:intimacao|citacao)"),
    ("notice", r"oficio"),
    ("notice", r"ar (?:positivo|negativo)"),
    ("notice", r"devolucao de mandado|comunicacao eletronica"),
    ("notice", r"confirmad[oa]|expedid[oa]/certificad[oa]"),
    ("notice", r"ciencia"),
    ("notice", r"expediente - "),  # PJe-JT: a communication (intimação, notificação, ata)
    (
        "notice",
        r"vista (?:a|ao|as|aos) (?:parte|embargad|agravad|apelad|recorrid|exequente|executad"
        r"|autor|reu|requerente|requerid|defensoria)",
    ),
    ("notice", r"abro vista"),
    # Hearings and judgment sessions.
    ("hearing", r"audiencia"),
    (
        "hearing",
        r"inclu(?:ido|ida|a-se|sao)(?: o processo| do processo)? (?:em|na|no) "
        r"(?:pauta|calendario|sessao)",
    ),
    ("hearing", r"inclusao do processo para julgamento"),
    ("hearing", r"pauta de julgamentos? -? ?inclusao"),
    ("hearing", r"retirad[oa] de pauta"),
    ("hearing", r"(?:iniciad[oa]|suspens[oa]|adiad[oa]) (?:o )?julgamento|adiamento do julgamento"),
    ("hearing", r"em mesa"),
    ("hearing", r"vista ao\(a\) ministro|vista ao ministro"),
    ("hearing", r"para julgamento de merito"),
    ("hearing", r"iniciada analise"),
    ("hearing", r"sessao de (?:conciliacao|mediacao|julgamento)"),
    # Judgments.
    (
        "judgment",
        r"julgad[oa]s?(?:\(s\))? (?:liminarmente |totalmente |parcialmente |em parte )?"
        r"(?:im)?procedentes?",
    ),
    ("judgment", r"julgad[oa] (?:virtualmente|o merito|merito)"),
    ("judgment", r"julgamento (?:\(|- |do incidente|de incidente)"),  # session results
    ("judgment", r"proclamacao final"),
    ("judgment", r"conhecid[oa] o recurso"),
    ("judgment", r"(?:nao|dado|negado|negou|deu|dar|negar|com|sem)[ -]provimento"),
    ("judgment", r"provimento (?:ao|do|parcial|em parte)|provid[oa] o recurso"),
    ("judgment", r"nao[ -]conhecimento"),
    # A collegiate's result line ("CONHECIDO. PROVIDO EM PARTE. UNÂNIME.", "Recursos
    # desprovidos. Unânime", "negou-se provimento").
    ("judgment", r"conhecid[oa]s?(?:\.|,| e) (?:parcialmente |nao |des|im)?provid"),
    (
        "judgment",
        r"(?:recursos?|apelacao|apelacoes|apelos?|agravos?)(?: \w+){0,5}? (?:parcialmente |nao "
        r"|des|im)?provid[oa]s?(?: em parte| parcialmente)?\. unanime",
    ),
    ("judgment", r"(?:nega|negou|da|deu)-se provimento"),
    ("judgment", r"negad[oa] seguimento|negacao de seguimento"),
    (
        "judgment",
        r"embargos (?:de declaracao |declaratorios )?(?:conhecidos,? (?:e|mas|porem) )?"
        r"(?:parcialmente |em parte )?(?:nao[ -])?(?:acolhidos|rejeitados|providos|improvidos)",
    ),
    (
        "judgment",
        # With or without the article ("Não acolhidos embargos de declaração contra decisão").
        r"(?:nao )?acolhid[oa]s(?: em parte| parcialmente)? (?:os )?embargos"
        r"|rejeitad[oa]s (?:os )?embargos",
    ),
    ("judgment", r"extint[oa] (?:a|o) (?:execucao|processo|cumprimento|feito)"),
    ("judgment", r"extincao d[ao] (?:execucao|processo|punibilidade)"),
    ("judgment", r"homologad[oa] (?:a|o) (?:transacao|acordo|desistencia|renuncia)"),
    ("judgment", r"homologacao de (?:acordo|transacao|decisao de juiz leigo)"),
    ("judgment", r"(?:com|sem) resolucao d[oe] merito"),
    ("judgment", r"acordao (?:registrado|desembargador|relator)"),
    (
        "judgment",
        r"reformada a sentenca|sentenca (?:reformada|mantida|anulada|completa|confirmada)",
    ),
    ("judgment", r"(?:im)?procedencia"),
    # TPU 198, 200, 871 (15162-15164), 15408, 15409: embargos de declaração judged
    ("judgment", r"acolhimento (?:em parte )?de embargos|nao conhecid[oa]s os embargos"),
    ("judgment", r"(?:concedid|denegad)[oa] a (?:seguranca|ordem)"),  # a writ judged
    # A collegiate's result at a text's start, as eproc gives it: "DECISÃO A 2ª Turma Recursal
    # ... decidiu, por unanimidade, ...", "A Turma Nacional de Uniformização decidiu, ...".
    (
        "judgment",
        r"^(?:decisao:? )?(?:a|o) [^.]{0,120}? decidiu,? (?:por|a) (?:unanimidade|maioria)",
    ),
    # Interlocutory decisions.
    ("decision", r"decisao (?:interlocutoria|de saneamento|de prevencao|pela)"),
    (
        "decision",
        r"(?:concedid|deferid|indeferid|revogad|negad)[oa] (?:a|o) (?:medida|liminar|tutela"
        r"|antecipacao|assistencia|gratuidade|justica|beneficio|efeito|pedido)",
    ),
    ("decision", r"(?:deferid|indeferid)[oa]s?\b"),
    (
        "decision",
        r"recebid[oa](?:\(s\))? (?:a |o(?:\(s\))? )?(?:emenda|recurso|denuncia|apelacao)",
    ),
    ("decision", r"(?:in)?admitid[oa]"),
    ("decision", r"nao[ -]recebimento"),  # TPU 163
    ("decision", r"suspensao/sobrestamento|sobrest"),
    ("decision", r"processo suspenso|suspenso o processo|determinada a suspensao"),
    ("decision", r"(?:levantad|revogad)[oa] a (?:causa suspensiva|suspensao)"),
    ("decision", r"declarada (?:a )?incompetencia"),
    # A judge's generic acts: what the text decides says which.
    ("judge:decision", r"decisao(?: monocratica| proferida)?(?: -)?"),
    ("judge:decision", r"outras decisoes"),
    ("judge:order", r"proferid[oa] (?:o )?despacho(?: de mero expediente)?"),
    ("judge:order", r"despacho(?: de mero expediente| proferido)?"),
    ("judge:order", r"mero expediente"),
    ("order", r"determinad[oa] a (?:citacao|intimacao|expedicao|remessa)"),
    ("order", r"solicitacao de julgamento"),
    # A clerk's generic act.
    ("clerk", r"(?:expedicao de )?ato ordinatorio(?: praticado)?"),
    ("conclusion", r"conclus"),
    # Entering a court.
    ("filing", r"redistribu|distribui(?:d[oa]|cao)"),
    ("filing", r"pre-autuacao|autuad[oa]|autuacao"),
    ("filing", r"andamento inicial|processo (?:cadastrado|protocolado)|protocolado"),
    ("filing", r"atribuicao - sucessao"),
    ("res_judicata", r"transit\w*(?:\(a\))? em julgad"),
    ("archived", r"arquivad|arquivamento|baixa definitiva|baixad[oa]s?\b"),
    # Appeals lodged.
    ("appeal", r"embargos (?:de declaracao|declaratorios|infringentes|de divergencia)"),
    ("appeal", r"opost[oa]s embargos"),
    (
        "appeal",
        r"apelacao/razoes|razoes de apelacao|^interpost[oa] (?:recurso|apelacao|agravo)"
        r"|^(?:apelacao|agravo|recurso) (?:\w+ )?(?:interposto|interposta|juntado|juntada)",
    ),
    ("appeal", r"remessa externa para o (?:stf|stj|tst)"),
    # Records moving.
    ("remessa", r"remetid|remessa|processo encaminhado|encaminhad[oa]s? os autos"),
    (
        "transfer",
        r"recebimento|recebid[oa]s? (?:os autos|o processo|pelo|de|do|da|dos|eletronicamente"
        r"|ao|no|na)",
    ),
    ("transfer", r"autos entregues|entrega em carga|carga com|carga\b"),
    ("transfer", r"vista (?:a|ao|as) (?:pgr|procuradoria|ministerio publico|mpf)"),
    (
        "transfer",
        r"vista - devolucao|devolucao dos autos|devolvid[oa]s? (?:os )?autos|processo devolvido",
    ),
    ("transfer", r"apensad|apensamento|desapens"),
    ("transfer", r"tramitacao|a secretaria -"),
    # Other movements.
    ("other", r"decorrid|decurso|prazo"),
    ("other", r"retificad|retificacao|cancelad|cancelamento|alterad[oa]|alteracao"),
    ("other", r"classe (?:processual|retificada)|vinculacao|desvinculacao"),
    ("other", r"aguardando|convertid|conversao|digitaliza|reativa|desarquiv"),
    ("other", r"alvara|arbitrad|calculo|custas"),
    ("other", r"registro de incidente|substituicao do relator|evolucao da classe|mudanca de"),
    # Read further.
    ("juntada", r"juntad|anexo juntado"),
    ("peticao", r"(?:protocolizad[oa] )?peticao|protocolo de peticao|manifestacao"),
    ("certidao", r"(?:expedicao de |expedido |lavrada )?certid"),
)

_APPEAL = (
    r"recurso|apelacao|agravo|embargos[ -](?:de[ -])?declara|embargos infringentes|edcl|agint|agrg"
)
#: Cues searched in a step's text; see :func:`classify` for where each is used.
CUES: dict[str, str] = {
    # juntada / peticao
    "writ": r"mandado|(?:^|[ _(/-])ar(?:[ _)/-]|$)|aviso de recebimento|carta precatoria"
    r"|carta de (?:citacao|intimacao)",
    "appeal": _APPEAL,
    "not_appeal": r"contra-? ?raz|contrarraz|contraminuta|resposta|despacho|decisao|acordao"
    r"|sentenca|termo|certidao|visto|ciencia",
    # remessa
    "to_archive": r"baixa definitiva|para o arquivo|ao arquivo",
    "to_gazette": r"disponibiliza|ao dje|ao diario|para o diario|para publicacao",
    "local": r"remessa interna|origem|para (?:a |o )?(?:secretaria|gabinete|coordenadoria"
    r"|contador|distribuicao|setor|cejusc|central|vara|juizo)",
    "up": r"grau de recurso|processar recurso|instancia superior|colegio recursal|turma recursal"
    r"|tribunal de justica|tribunal regional|tribunal superior|superior tribunal|supremo"
    r"|(?:para|ao|destino:) ?(?:o |a )?(?:stf|stj|tst|tse|trf|tj\w\w)\b",
    # certidao
    "res_judicata": r"transit\w*(?:\(a\))? em julgad",
    "baixa": r"baixa (?:definitiva|de recurso|dos autos)",
    "published": r"(?:certidao|certificado) de publicacao|disponibiliza\w* no diario"
    r"|publicacao de (?:despacho|decisao|acordao|sentenca)",
    "registered": r"autuacao|autuei",
    "attached": r"juntad",
    # what a judge's text decides (judgment: in the tail only)
    "judgment": r"julgo (?:totalmente |parcialmente |em parte )?(?:im)?procedente"
    r"|julgo (?:extint|prejudicad)|(?:declaro|julgo) (?:extint|resolvido o merito)"
    r"|extingo (?:o|a) |extinguindo o (?:processo|feito)|resolvo o merito"
    r"|homologo (?:por sentenca )?(?:o|a|os|as) (?:acordo|transacao|desistencia|renuncia"
    r"|pedido de desistencia)"
    r"|(?:nego|dou|negar|dar|negam|dao)(?:-lhes?)? (?:parcial )?provimento"
    r"|nao conheco|nao conhecer d"
    r"|(?:rejeito|acolho|rejeitar|acolher)(?: parcialmente| em parte)? os (?:presentes )?embargos"
    r"|(?:unanimidade|maioria|turma|tribunal|camara|plenario|secao|colegiado)[^.]*"
    r"(?:rejeitou|acolheu|rejeitaram|acolheram|negou|deu|negaram|deram)\b"
    # A collegiate's result in TJAM's words: "DECIDEM ..., por unanimidade de votos, pelo
    # conhecimento e provimento do recurso" (round 77).
    r"|(?:unanimidade|maioria)[^.]*\bpelo (?:conhecimento e )?(?:nao )?(?:parcial )?"
    r"(?:des|im)?provimento\b"
    r"|condeno (?:a|o|os|as) (?:parte )?(?:re|reu|requerid|demandad|acionad|promovid|autor"
    r"|embargante|embargad|executad)"
    r"|(?:concedo|denego) a (?:ordem|seguranca)|acolho (?:parcialmente )?os pedidos"
    r"|rejeito os pedidos",
    # what an ementa or acórdão decides (in its whole window: an ementa states its result in its
    # head, "... DANO MORAL. RECURSO DESPROVIDO. I. CASO EM EXAME", an acórdão at its end)
    "ementa": r"(?:des|im|parcial |nao[ -])?provimento (?:do|ao|dos|aos|da) (?:recurso|apelo|agravo"
    r"|apelacao)|desprovimento|improvimento|nao[ -]conhecimento|(?:manutencao|confirmacao) da"
    r" sentenca|sentenca mantida"
    r"|(?:recursos?|apelacao|apelacoes|apelos?|agravos?|embargos|remessa necessaria)"
    r"(?: \w+){0,5}? (?:conhecid[oa]s? e )?(?:parcialmente |nao |des|im)?provid[oa]s?\b"
    r"|(?:ordem|seguranca|writ) (?:parcialmente )?(?:concedid|denegad)"
    r"|(?:embargos|aclaratorios|declaratorios|recursos?)(?: de declaracao)? (?:conhecid[oa]s? e )?"
    r"(?:parcialmente |em parte )?(?:rejeitad|acolhid)"
    r"|(?:rejeitam|acolhem)-se os (?:embargos|aclaratorios|declaratorios)"
    r"|(?:concedo|denego|conceder|denegar|concederam|denegaram) a (?:ordem|seguranca)"
    r"|(?:conhecer|conheceram|conhecido) e (?:dar|negar|deram|negaram|dou|nego)"
    r"|negad[oa] seguimento|nego seguimento|(?:recursos?|agravos?|apelacao|apelos?)(?: \w+){0,3}?"
    r" (?:nao conhecid|prejudicad)"
    r"|(?:dar|negar|deram|negaram|dou|nego|nega-se|negou-se|da-se|deu-se)(?:-lhe)? (?:parcial )?"
    r"provimento|(?:pedido|acao|acoes|representacao) (?:julgad[oa]s? )?(?:parcialmente )?"
    r"(?:im)?procedentes?|(?:inicial|peticao inicial) indeferida|indeferimento da (?:peticao )?"
    r"inicial|(?:julgo|julgar|julgaram|julgou) (?:parcialmente )?(?:im)?procedente",
    # an ementa that opens as one ("EMENTA:", "DIREITO CIVIL.", "APELAÇÃO CÍVEL. AÇÃO ...", not
    # a gazette's "Apelação Cível n. ..." heading a notice): a judgment even when it states no
    # result (round 80) ...
    "ementa_opening": rf"^\s*(?:{_EMENTA_WORD}|(?:{_CAPTIONED_APPEAL})(?: civel)?(?:[.,]| [-–])"
    r" [^\d\s])",
    # ... unless it judges a provisional measure (the interlocutory decision's own ementa)
    "provisional": r"(?s)^.{0,400}?(?:medida (?:liminar|cautelar)|tutela (?:provisoria|antecipada"
    r"|de urgencia)|efeito suspensivo)",
    "decision": r"defiro|indefiro|defere-se|indefere-se|deixo de conceder|denego"
    r"|concedo (?:a (?:tutela|liminar|medida|antecipacao|gratuidade|assistencia|justica)"
    r"|o (?:beneficio|pedido|efeito)|os beneficios)"
    r"|admito|(?:in)?admitid[oa]|reconsidero|revogo|suspendo|sobrest"
    r"|determino (?:a|o) (?:suspensao|sobrestamento)|inverto|inversao do onus"
    r"|declaro (?:a |minha )?(?:in)?competen|declino"
    r"|recebo (?:a|o|os|as) (?:presente )?(?:inicial|peticao inicial|emenda|recurso|apelacao"
    r"|embargos|denuncia)"
    r"|decisoes/diversas|mantenho a decisao"
    r"|liminar(?:mente)? (?:deferid|concedid|indeferid)"
    r"|tutela (?:de urgencia |antecipada |provisoria )?(?:deferida|concedida|indeferida)",
    # what a clerk's act does
    "to_publish": r"encaminhad[oa] (?:a|para) publicacao",
    "scheduled": r"(?:fica|foi|esta) designad[oa] (?:a |o )?(?:sessao|audiencia)"
    r"|designo (?:a |o )?(?:sessao|audiencia)|pautei audiencia",
    "notified": r"intim|abro vista|cite-se|citacao"
    r"|vista (?:a|ao|as|aos) (?:parte|embargad|agravad|apelad|recorrid|exequente|executad"
    r"|autor|reu|requerente|requerid)",
}

#: Kinds read further in the head of the title and text: (cue, class) in order, the first
#: cue found in either gives the class; the last item is the class when none is found.
RESOLVERS: dict[str, tuple[tuple[str | None, str], ...]] = {
    "juntada": (("writ", "notice"), ("not_appeal", "petition"), ("appeal", "appeal"),
                (None, "petition")),
    "peticao": (("not_appeal", "petition"), ("appeal", "appeal"), (None, "petition")),
    "remessa": (("to_archive", "archived"), ("to_gazette", "publication"), ("local", "transfer"),
                ("up", "appeal"), (None, "transfer")),
    "certidao": (("res_judicata", "res_judicata"), ("baixa", "archived"),
                 ("published", "publication"), ("registered", "filing"),
                 ("attached", "petition"), (None, "other")),
}  # fmt: skip


def _closing(words: str, start: int) -> int:
    """Index of the ``)`` that closes the group opened at ``start``."""
    depth = 0
    i = start
    while i < len(words):
        char = words[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i = words.index("]", i + 1)
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    raise ValueError(f"unbalanced group in {words!r}")


def _top_level(words: str) -> list[str]:
    """``words`` split at its top-level ``|``."""
    parts, start, i = [], 0, 0
    while i < len(words):
        char = words[i]
        if char == "\\":
            i += 1
        elif char == "[":
            i = words.index("]", i + 1)
        elif char == "(":
            i = _closing(words, i)
        elif char == "|":
            parts.append(words[start:i])
            start = i + 1
        i += 1
    return [*parts, words[start:]]


def _alternatives(words: str) -> list[str]:
    """``words`` as alternatives that start with a plain character, in the order ``re`` tries
    them: top-level ``|`` split, leading ``(?:a|b)c`` and ``(?:a)?c`` distributed."""
    found: list[str] = []
    for part in _top_level(words):
        if part.startswith("(?:"):
            end = _closing(part, 0)
            rest = part[end + 1 :]
            optional = rest.startswith("?")
            rest = rest[1:] if optional else rest
            for inner in _top_level(part[3:end]):
                found += _alternatives(inner + rest)
            found += _alternatives(rest) if optional else []
        else:
            found.append(part)
    return found


def _dispatched(alternatives: list[str]) -> str:
    """One expression of ``alternatives`` grouped by first character, so that at each position
    ``re`` tries only those that can start there (their order within a group is kept)."""
    groups: dict[str, list[str]] = {}
    for alternative in alternatives:
        if alternative.startswith("["):
            first = alternative[: alternative.index("]") + 1]
        else:
            first = alternative[:2] if alternative.startswith("\\") else alternative[:1]
        base = first[1] if first.startswith("[") else first
        groups.setdefault(base, []).append(first)
        groups[base].append(alternative[len(first) :])
    merged = []
    for items in groups.values():
        firsts, rests = items[0::2], items[1::2]
        prefix = max(firsts, key=len)  # a class of accented forms covers the plain letter
        merged.append(f"{prefix}(?:{'|'.join(rests)})")
    return "|".join(merged)


_FLAT = [(kind, alt) for kind, words in HEADINGS for alt in _alternatives(words)]
_KINDS = (*dict.fromkeys(kind for kind, _ in HEADINGS), "none")
_KIND = {kind: k for k, kind in enumerate(_KINDS)}


# The heading patterns are compiled on first use, not when lawkit.tidy is imported (~80 ms).
@functools.cache
def _heading() -> re.Pattern[str]:
    return re.compile(_dispatched([pattern(alt, True) for _, alt in _FLAT]))


@functools.cache
def _which() -> re.Pattern[str]:
    """Which alternative a found heading is: the first that matches it whole (the order in which
    re tries them). An empty group after each alternative names it."""
    return re.compile(
        "|".join(f"{pattern(alt, True)}(?P<k{i}>)" for i, (_, alt) in enumerate(_FLAT))
    )


@functools.cache
def _head_cue(name: str) -> re.Pattern[str]:
    return re.compile(pattern(CUES[name], True))


_CUES = {name: pattern(cue) for name, cue in CUES.items()}
_READ = ("judge:decision", "judge:order", "clerk", "ementa", "none")
#: Classes a movement name gives that a dispositive in the text makes a judgment.
CARRY_A_JUDGMENT = ("conclusion", "hearing", "other")
#: Byte -> byte: ASCII capitals to lower case, every digit to 0; other bytes unchanged.
_FOLD = np.arange(256, dtype=np.uint8)
_FOLD[ord("A") : ord("Z") + 1] += ord("a") - ord("A")
_FOLD[ord("0") : ord("9") + 1] = ord("0")
_JOINER = " | "


def keys(text: pa.Array) -> pa.Array:
    """What the rules read of each title or text to find its movement name: its first
    :data:`HEAD` bytes of UTF-8, ASCII letters in lower case, every digit as ``0``.

    Numbers never change a class (they are dates, protocol, page and guide numbers), so texts
    that differ only in them share a key and are read once.

    Args:
        text: a pyarrow ``large_string`` array (nulls stay null).
    """
    heads = pc.binary_slice(text.cast(pa.large_binary()), 0, HEAD)
    validity, offsets, data = heads.buffers()
    folded = pa.py_buffer(_FOLD[np.frombuffer(data, dtype=np.uint8)]) if data else data
    return pa.Array.from_buffers(
        pa.large_binary(), len(heads), [validity, offsets, folded], offset=heads.offset
    )


class Column:
    """A column of titles or texts, one per step, read once per distinct value and key.

    Args:
        texts: the distinct titles or texts (``str``), each once.
        positions: per step, the position of its value in ``texts`` (-1: missing).
        text: what is read of ``texts``, as a pyarrow ``large_string`` array (no nulls).
        lexicon: TPU movement name (lower case, single spaces) -> event class.
    """

    def __init__(
        self,
        texts: np.ndarray,
        positions: np.ndarray,
        text: pa.Array,
        lexicon: Mapping[str, str],
    ) -> None:
        self.texts = texts
        self.positions = positions
        encoded = pc.dictionary_encode(keys(text))
        key_of = np.append(encoded.indices.to_numpy().astype(np.int64), -1)  # -1: missing
        #: Per row, the position of its key in :attr:`heads` (-1 for a missing value).
        self.rows = key_of[positions]
        distinct_keys = encoded.dictionary.to_pylist()
        #: The distinct keys, as text.
        self.heads = [k.decode(errors="ignore") for k in distinct_keys]  # a cut last character
        search = _heading().search
        found = [search(head[letterhead_end(head) :]) for head in self.heads]
        headings = [match.group() if match else "" for match in found]
        #: Per distinct key (and a last one for missing values): where its movement name starts
        #: (-1: none). A name found after the start of a title-less text is a word of it.
        self.heading_starts = np.array([m.start() if m else -1 for m in found] + [-1])
        #: Per distinct key (and a last one for missing values): the kind of its movement name,
        #: the name's length and the class of a key that is exactly a TPU movement name (-1).
        self.kinds = np.array([_kind(h) for h in headings] + [_KIND["none"]], dtype=np.int16)
        self.heading_sizes = np.array([len(h) for h in headings] + [0])
        #: Per distinct key (and a last one for missing values): whether its movement name is
        #: followed by a case number ("AGRAVO DE INSTRUMENTO Nº 0000000-..."): a case's header.
        self.numbered = np.array(
            [m is not None and _CASE_NUMBER.match(m.string, m.start()) is not None for m in found]
            + [False]
        )
        names = keys(pa.array(list(lexicon), pa.large_string())).to_pylist()
        folded = {
            _spelled(n.decode()): event for n, event in zip(names, lexicon.values(), strict=True)
        }
        named = [folded.get(_spelled(head), "") for head in self.heads]
        self.lexicon = np.array([CODE[n] if n else -1 for n in named] + [-1], dtype=np.int8)
        # Only values whose key ends like a code, or that are longer than their key, are read.
        codes = np.full(len(texts) + 1, -1, dtype=np.int64)
        shaped = np.array([_CODE_SHAPE.search(k) is not None for k in distinct_keys] + [False])
        binary = text.cast(pa.large_binary())
        longer = pc.greater(pc.binary_length(binary), HEAD).to_numpy(zero_copy_only=False)
        #: Per distinct value (and a last one for missing values): longer than its key.
        self.long = np.append(longer, False)
        maybe = shaped[key_of[:-1]] | longer
        if maybe.any():
            tails = pc.binary_slice(binary.filter(pa.array(maybe)), -16)
            found = pc.struct_field(pc.extract_regex(tails, TRAILING_CODE.pattern), "code")
            number = pc.cast(pc.cast(found, pa.large_string()), pa.int64())
            codes[:-1][maybe] = pc.fill_null(number, -1).to_numpy()
        #: Per row: the TPU code written at the end of its value (:data:`TRAILING_CODE`), or -1.
        self.codes = codes[positions]


#: Kinds of movement name that open an ementa or an appeal, and also a case's header.
_OPENING_A_CASE = [_KIND["ementa"], _KIND["appeal"]]
#: A case number on a movement name's line, before any full stop, in a key (digits are 0):
#: "agravo de instrumento nº 0000000-00", "apelação cível n. 0000".
_CASE_NUMBER = re.compile(r"[^\n.]{0,80}?(?:\bn[º°o]?\.?\s?0|\bnumero\s0|\b0{4})")


def _spelled(key: str) -> str:
    """A key as the lexicon is looked up: lower case (accented capitals too), single spaces."""
    return " ".join(key.lower().split())


def classify(title: Column, text: Column) -> np.ndarray:
    """Event codes (positions in :data:`~lawkit.classify.classes.CLASSES`) of steps.

    Args:
        title: the steps' titles.
        text: the steps' texts, the same rows.

    Returns:
        ``int8`` array of codes, one per row; ``other`` for rows without title and text.
    """
    title_kind, text_kind = title.kinds[title.rows], text.kinds[text.rows]
    # The movement name is the title's, else the text's (the title comes first).
    kind = np.where(title_kind != _KIND["none"], title_kind, text_kind)
    # A text with no title that opens with its case's header ("AGRAVO DE INSTRUMENTO Nº
    # 0000000-00...", as eproc heads a decision) names the case, not what the text is: it is read
    # as a text with no movement name (a quoted precedent's "Agravo regimental improvido" in an
    # interlocutory decision made it an ementa's result).
    header = (title.rows < 0) & text.numbered[text.rows] & np.isin(kind, _OPENING_A_CASE)
    kind[header] = _KIND["none"]
    codes = np.full(len(kind), CODE["other"], dtype=np.int8)
    for name, k in _KIND.items():
        if name in CODE:
            codes[kind == k] = CODE[name]
    resolved = np.flatnonzero(np.isin(kind, [_KIND[name] for name in RESOLVERS]))
    if len(resolved):
        codes[resolved] = _resolve(title, text, resolved, kind[resolved])
    read = np.flatnonzero(np.isin(kind, [_KIND[name] for name in _READ]))
    if len(read):
        heading_size = np.maximum(
            title.heading_sizes[title.rows[read]], text.heading_sizes[text.rows[read]]
        )
        codes[read] = _read_texts(title, text, read, kind[read], heading_size)
    # A text that carries a dispositive is a judgment whatever its movement name says
    # (OUTCOMES.md): a sentence whose reasons say "Conclusão da fundamentação", a hearing
    # record in which the judge homologates the settlement. Publications and notices of a
    # judgment keep their class: they repeat a judgment the lawsuit already has.
    carried = np.isin(codes, [CODE[name] for name in CARRY_A_JUDGMENT])
    # A long text with no title whose "movement name" is a word inside it ("... carta de
    # citação recebida ...", "remessa necessária"): a decision written out, as an ementa is.
    inside = (title.rows < 0) & (text.heading_starts[text.rows] > 0)
    inside &= (codes != CODE["publication"]) & (codes != CODE["judgment"])
    # A long text with no title that opens as an appeal ("EMBARGOS DE DECLARAÇÃO EM APELAÇÃO
    # CÍVEL. ... EMBARGOS CONHECIDOS E REJEITADOS."): the acórdão judging it, as an ementa is.
    inside |= (title.rows < 0) & (codes == CODE["appeal"])
    carried = np.flatnonzero(
        (carried | inside) & (title.long[title.positions] | text.long[text.positions])
    )
    if len(carried):
        judged = _dispositive(title, text, carried, ementa=inside[carried])
        codes[carried[judged]] = CODE["judgment"]
    # A text that is exactly a TPU movement name takes its class.
    has_title, has_text = title.rows >= 0, text.rows >= 0
    named = np.where(
        has_text, np.where(has_title, -1, text.lexicon[text.rows]), title.lexicon[title.rows]
    )
    return np.where(named >= 0, named, codes).astype(np.int8)


def _dispositive(title: Column, text: Column, rows: np.ndarray, ementa: np.ndarray) -> np.ndarray:
    """Per row, whether the end of its title and text (its :data:`WINDOW`) holds a judge's
    dispositive (:data:`CUES` ``judgment``) or, where ``ementa``, a decision's stated result
    in its :data:`EMENTA_HEAD` or end (``ementa``, as for an ementa); each distinct (title,
    text) pair read once."""
    width = len(text.texts) + 1
    pair_rows, pairs = pd.factorize((title.positions[rows] + 1) * width + text.positions[rows] + 1)
    first = np.empty(len(pairs), dtype=np.intp)
    first[pair_rows[::-1]] = np.arange(len(rows))[::-1]
    wide = ementa[first]
    windows = [
        _window(title.texts[t] if t >= 0 else None, text.texts[x] if x >= 0 else None,
                EMENTA_HEAD if w else WINDOW[0])
        for t, x, w in zip((pairs // width - 1).tolist(), (pairs % width - 1).tolist(),
                           wide.tolist(), strict=True)
    ]  # fmt: skip
    array = normal_array(windows, arrow_strings(windows, pa.string()))[1]
    judged = _match(_tails(windows), "judgment")
    if wide.any():
        judged[wide] |= _match(array.filter(pa.array(wide)), "ementa")
    return judged[pair_rows]


def _tails(windows: list[str]) -> pa.Array:
    """The last :data:`WINDOW` characters of each window as written, in normal form: what a
    judge's act closes on (normalised apart from the head, so that a signature or page furniture
    removed from the end never pulls the head's words into it)."""
    tails = [window[-WINDOW[1] :] for window in windows]
    return normal_array(tails, arrow_strings(tails, pa.string()))[1]


def _resolve(title: Column, text: Column, rows: np.ndarray, kinds: np.ndarray) -> np.ndarray:
    """Codes of the :data:`RESOLVERS` kinds: the class of the first cue found in the head of
    the title or the text (each distinct key of a kind searched once)."""
    codes = np.empty(len(rows), dtype=np.int8)
    for kind, resolver in RESOLVERS.items():
        mine = kinds == _KIND[kind]
        if mine.any():
            first = np.minimum(
                *(_first_cue(c, c.rows[rows[mine]], resolver) for c in (title, text))
            )
            classes = np.array([CODE[event] for _, event in resolver], dtype=np.int8)
            codes[mine] = classes[first]
    return codes


def _first_cue(column: Column, keys: np.ndarray, resolver: tuple) -> np.ndarray:
    """Per key (-1: missing), the position in ``resolver`` of the first cue its head holds; the
    last (no cue, the default class) when it holds none."""
    positions, uniques = pd.factorize(keys)
    last = len(resolver) - 1
    found = [
        last
        if key < 0
        else next(
            i
            for i, (cue, _) in enumerate(resolver)
            if cue is None or _head_cue(cue).search(column.heads[key])
        )
        for key in uniques.tolist()
    ]
    return np.array(found, dtype=np.intp)[positions]


def _opens_as_an_ementa(windows: pa.Array) -> np.ndarray:
    """Whether each window opens, after a court's letterhead, as an ementa that judges no
    provisional measure (cues ``ementa_opening``, not ``provisional``)."""
    after = [value[letterhead_end(value) :] for value in windows.to_pylist()]
    strings = pa.array(after, pa.string())
    return _match(strings, "ementa_opening") & ~_match(strings, "provisional")


def _match(strings: pa.Array, cue: str) -> np.ndarray:
    """Whether cue ``cue`` is found in each string (RE2 over the whole array at once)."""
    return pc.match_substring_regex(strings, _CUES[cue]).to_numpy(zero_copy_only=False)


@functools.lru_cache(maxsize=4096)
def _kind(heading: str) -> int:
    match = _which().fullmatch(heading) if heading else None
    if match is None or match.lastgroup is None:
        return _KIND["none"]
    return _KIND[_FLAT[int(match.lastgroup[1:])][0]]


def _pick(default: str, *rules: tuple[np.ndarray, str]) -> np.ndarray:
    """Codes: the class of the first rule whose mask holds, else ``default``."""
    conditions = [mask for mask, _ in rules]
    choices = [CODE[name] for _, name in rules]
    return np.select(conditions, choices, CODE[default]).astype(np.int8)


def _window(title: str | None, text: str | None, head: int = WINDOW[0]) -> str:
    """Title and text, of a long one its first ``head`` and last characters, in lower case; a
    long one signed under its end is put in normal form first, so that its last characters are
    what it closes on, not its signature (:func:`lawkit.classify.normal.signed`)."""
    full = f"{title}{_JOINER}{text}" if title and text else title or text or ""
    first, last = head, WINDOW[1]
    if len(full) > first + last and signed(full[-2 * last :]):
        full = normal(full)
    if len(full) > first + last:
        full = f"{full[:first]}{_JOINER}{full[-last:]}"
    return full.lower()


def _read_texts(
    title: Column, text: Column, rows: np.ndarray, kinds: np.ndarray, heading_size: np.ndarray
) -> np.ndarray:
    """Codes of judge's and clerk's generic acts and of texts without a movement name.

    Each distinct (title, text) pair among ``rows`` is read once, in its :data:`WINDOW`, put in
    normal form (:func:`lawkit.classify.normal.normal_array`: a long text is rewritten only where
    it is read).
    """
    titles, texts = title.texts, text.texts
    width = len(texts) + 1
    pair_rows, pairs = pd.factorize((title.positions[rows] + 1) * width + text.positions[rows] + 1)
    first = np.empty(len(pairs), dtype=np.intp)
    first[pair_rows[::-1]] = np.arange(len(rows))[::-1]
    kind, name_size = kinds[first], heading_size[first]
    windows = [
        _window(titles[t] if t >= 0 else None, texts[x] if x >= 0 else None)
        for t, x in zip((pairs // width - 1).tolist(), (pairs % width - 1).tolist(), strict=True)
    ]
    tails = _tails(windows)
    windows, array = normal_array(windows, arrow_strings(windows, pa.string()))
    judged = _match(tails, "judgment")
    said = np.array([len(w) for w in windows]) - name_size >= 8  # a text beyond the name
    # A text with no movement name (a decision under a letterhead) that ends stating an
    # appeal's result ("MANUTENÇÃO DA SENTENÇA. DESPROVIMENTO DO RECURSO.") is a judgment; an
    # untitled long one only when the dispositive reader finds its verdict
    # (``classifier._decisions_written_out``): the words of a result also close a precedent
    # it quotes ("Agravo regimental improvido.”") or report a sentence ("que julgou procedente").
    untitled = pairs < width
    bare = (kind == _KIND["none"]) & ~(untitled & text.long[pairs % width - 1])
    if bare.any():
        judged[bare] |= _match(tails.filter(pa.array(bare)), "ementa")
    codes = np.empty(len(pairs), dtype=np.int8)
    clerk = kind == _KIND["clerk"]
    if clerk.any():
        acts = array.filter(clerk)
        codes[clerk] = _pick(
            "other",
            (judged[clerk], "judgment"),
            (_match(acts, "to_publish"), "publication"),
            (_match(acts, "scheduled"), "hearing"),
            (_match(acts, "notified"), "notice"),
        )
    ementa = kind == _KIND["ementa"]
    if ementa.any():
        # A decision written out: a judgment when it states a result or opens as an ementa of a
        # final judgment (its outcome then unknown), else other.
        wide = [
            _window(titles[t] if t >= 0 else None, texts[x] if x >= 0 else None, EMENTA_HEAD)
            for t, x in zip(
                (pairs[ementa] // width - 1).tolist(),
                (pairs[ementa] % width - 1).tolist(),
                strict=True,
            )
        ]
        wide_array = normal_array(wide, arrow_strings(wide, pa.string()))[1]
        result = judged[ementa] | _opens_as_an_ementa(wide_array) | _match(wide_array, "ementa")
        codes[ementa] = np.where(result, CODE["judgment"], CODE["other"])
    judge = ~clerk & ~ementa
    if judge.any():
        # A text with no movement name decides what its end says: its head may report an
        # earlier decision ("liminar deferida parcialmente, foi interposto agravo").
        judged, said, kind = judged[judge], said[judge], kind[judge]
        read = pc.if_else(
            pa.array(kind == _KIND["none"]), tails.filter(pa.array(judge)), array.filter(judge)
        )
        decides = _match(read, "decision")
        default = np.where(kind == _KIND["judge:decision"], CODE["decision"], CODE["order"])
        codes[judge] = np.select(
            [judged, decides, kind == _KIND["none"], said],
            [CODE["judgment"], CODE["decision"], CODE["other"], CODE["order"]],
            default,
        )
    return codes[pair_rows]
