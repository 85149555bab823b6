"""The words courts write their rulings in (``OUTCOMES.md``), for the dispositive reader
(:mod:`lawkit.classify.dispositive`): where a decision states its result (:data:`RESULT`,
:data:`DISPOSITIVE`, :data:`SESSION`, ...), the verdicts of the 13 outcomes (:data:`VERDICTS`,
:data:`OTHER`), the classes and matter of a criminal or a civil case (:data:`CRIMINAL_CASE`,
:data:`CRIMINAL_MATTER`, :data:`CIVIL_CASE`), and the words around a verdict that say it rules
nothing (:data:`REPORTED`, :data:`UNRULED`).

Each is a regular expression's source in lower case and without accents, compiled through
:func:`lawkit.classify.text.pattern` (which makes vowels and ``c`` match their accented forms);
how they are read is the reader's job.
"""

from __future__ import annotations

#: Where an acórdão states its result.
RESULT = (
    r"\bacord(?:am|aram|a)\b|por (?:unanimidade|maioria)|\ba (?:turma|camara|secao|corte)"
    r"(?: \w+){0,4}, (?:por|a unanimidade)|decisao: (?:a turma|por )"
)
#: Where a decision's dispositive starts.
DISPOSITIVE = (
    r"(?:ante|diante|em face|em vista|face|pelo|por todo|do|de todo) (?:de )?(?:o |todo o )?"
    r"(?:acima )?exposto|isto posto|isso posto|posto isso|ex positis"
    r"|por tudo (?:o |quanto |o quanto |que foi |o que foi )?(?:acima )?exposto"
    r"|\bparte dispositiva\b|diante disso"
    r"|\bdispositivo(?!s| legal| relevante| citado| a quo| da sentenca| do acordao| do julgado)"
    r"|razoes expostas|conforme o exposto"
    r"|(?:por|com) (?:essas|estas|tais) razoes|em razao do exposto|diante do que foi exposto"
    r"|\bdecisao: |(?:ante|face|em face) ao exposto|com essas consideracoes|decido no sentido de"
)
#: Where a judge announces the decision ("É o relatório. Decido.", "Fundamento e decido"): read
#: only when no other place says a verdict (a short sentence whose dispositive has no marker).
DECIDO = r"\bdecido\b"
#: Where a session's record states the result, anywhere in the text (after the votes): it wins
#: over the rapporteur's vote, as the ACORDAM clause does.
SESSION = (
    r"como consta da ata|a decisao foi a seguinte|proclamacao do resultado"
    # eproc's extract of the minutes: "... e que na sessão foi proferida a seguinte decisão:".
    r"|foi proferida a seguinte decisao"
    r"|\bdecisao:? (?:a|por) (?:unanimidade|maioria)"
    # The extrato da ata (STF, TSE): "Decisão: O Tribunal, por unanimidade, negou provimento".
    # The STF's search shows it after the ementa: "Decisão A Turma, por maioria, negou ...".
    r"|\bdecisao:? (?:o (?:tribunal|plenario)|a turma)(?: \w+){0,3},? (?:por|a)"
    r" (?:unanimidade|maioria)"
    # The federal courts' result line after a search result's ementa: "Decide a Quinta Turma, por
    # unanimidade, negar provimento" (TRF1; TRF2's follows "Vistos", :data:`FORMULA`).
    r"|\bdecide a (?:\w+ ){0,3}?(?:turma|camara|secao|corte)\b[^.;]{0,80}?,? (?:por|a)"
    r" (?:unanimidade|maioria)"
    # TJMG's result line: SÚMULA: "NEGARAM PROVIMENTO AO RECURSO".
    r"|\bsumula: ?[\"\u201c]"
)
#: Where a gazette's block opens each act it publishes ("De ordem do(a) Exmo(a). Sr(a). Des(a).
#: ... Relator(a)", "Ficam as partes intimadas da DECISÃO ..."): a court of appeal's page prints
#: the acts of several lawsuits in one paragraph (TJAM's 2016 gazette).
ACT_OPENER = (
    r"\bde ordem d[oa]\b|\bficam? (?:as |a |o )?(?:partes?|interessad[oa]s?|advogad[oa]s?"
    r"|apelad[oa]s?|apelantes?|agravad[oa]s?|agravantes?|embargad[oa]s?|embargantes?)\b"
    r"[^.]{0,80}?intimad"
)
#: A session's record that judged nothing: the judgment postponed, the case taken off the
#: agenda, a judge's request to examine the case ("pediu vista"), a diligence ordered.
POSTPONED = (
    r"\badiad[oa]\b|retirad[oa] d[ae] pauta|pedido de vista|pediu vista"
    r"|vista (?:dos autos|regimental)|convertid[oa] em diligencia|suspens[oa] o julgamento"
)
#: The acórdão's formula ("Vistos, relatados e discutidos estes autos ..., acordam os
#: Ministros ..., por unanimidade, negar provimento"), anywhere (an ementa may come before it),
#: its "acordam" (TRF2's "decide a Turma") close after "Vistos" (else the report follows it):
#: read up to the report or vote (:data:`RESULT_END`), after a session's record.
FORMULA = (
    r"\bvistos,? (?:relatados e discutidos|e relatados)\b[^;]{0,300}?"
    r"\b(?:acord(?:am|a)|decide|decidem|decidiu)\b"
)
#: Where an acórdão's result clause ends at the latest: its report or vote begins.
RESULT_END = r"relatorio|trata-se|cuida-se|\bementa\b|\bvoto\b"
#: Where a dispositive ends at the latest: the formulas that close a decision (a court's search
#: page may append highlights or other documents after them).
CLOSING = r"publique-se|registre-se|intimem-se|intime-se|cumpra-se|\bp\. ?r\. ?i\b|e como voto"
#: Where a dissent's own ementa or vote begins ("V.V.", "voto vencido"): the end of an ementa read
#: for its result stops there.
DISSENT = r"(?<![\w.])v\. ?vp?\b|\bvv\.|\bvoto vencido"
#: Crimes by their names in the Código Penal and the laws beside it (the TPU's Direito Penal
#: subjects, CNJ's Tabela de Assuntos, code 287), as a caption names them: a civil text names a
#: theft or a fraud too, so alone they tell no criminal case.
CRIMES = (
    r"roubos?|furtos?|latrocinio|estupro|receptacao|estelionato|extorsao|peculato|concussao"
    r"|contrabando|descaminho|lesao corporal|lesoes corporais|(?:porte|posse) ilegal de arma"
    r"|embriaguez ao volante|corrupcao (?:ativa|passiva|de menores)|associacao criminosa"
    r"|organizacao criminosa|formacao de quadrilha|lavagem de (?:dinheiro|capitais)"
    r"|uso de documento falso|associacao para o trafico"
)
#: What a caption adds to a crime's name ("ROUBO MAJORADO", "ESTUPRO DE VULNERÁVEL").
_CRIME_QUALIFIED = (
    r"(?: (?:majorad|qualificad|simples|tentad|circunstanciad|privilegiad|culpos|dolos"
    r"|continuad)[oa]s?| de vulneravel| de (?:drogas|entorpecentes))*"
)
#: The classes of a criminal case, in its head or its citation (``OUTCOMES.md``: every judgment
#: of a criminal case is ``other``, its appeals and writs included - lawkit's choice); the
#: denúncia a sentence's head reports ("denunciado como incurso nas penas"); the formulas only a
#: criminal sentence's end writes ("rol dos culpados", "alvará de soltura"). Not a court's
#: name ("Juizado Especial Cível e Criminal"), a "cláusula penal" or "esferas civil e criminal".
CRIMINAL_CASE = (
    r"apelacao criminal|apelacao crime\b|recurso em sentido estrito|revisao criminal"
    r"|habeas corpus(?! ou habeas data)|agravo (?:em|de) execucao penal|camara criminal"
    r"|turma criminal|turma recursal criminal|secao criminal|direito penal|processual penal"
    r"|embargos infringentes e de nulidade|agravo (?:interno |regimental )?criminal"
    r"|mandado de seguranca criminal|queixa-crime|agravo de instrumento(?: criminal|-cr\b)"
    r"|\bpenal e processual\b|ofereceu denuncia|\bincurs[oa]s? n[ao]s? (?:penas|sancoes)"
    r"|rol dos culpados|alvaras? de soltura|carta de guia|^(?:ementa\W+)?penal[.,]"
    # An ementa's subject ("PENAL E PROCESSO PENAL.", ". PROCESSO PENAL."), not the code a civil
    # text may cite ("art. 67 do Código de Processo Penal").
    r"|(?:^|[.:] |penal e )processo penal\b"
    # A criminal class and its number in a caption ("AÇÃO PENAL 1.450", "INQUÉRITO 4.922")
    # (not "inquérito n.º 123", "ação penal nº 456", which a civil text may cite).
    r"|acao penal \d|inquerito \d"
    r"|recebimento (?:de|da) denuncia"
    # A court that judges crimes only, in a first-instance caption ("Juízo da 2ª Vara Criminal";
    # not "Vara Cível e Criminal").
    r"|\bvaras? crimina(?:l|is)\b|juizados? especia(?:l|is) crimina(?:l|is)|\bvaras? de crimes\b"
    r"|\bvaras? de execu(?:cao|coes) pena(?:l|is)|\bvaras? (?:do tribunal )?do juri\b"
    r"|violencia domestica e familiar contra a mulher"
    # An ementa's class, then its subject ("APELAÇÃO – PENAL – FURTO"), and the appeal against
    # a penalty's execution ("AGRAVO EM EXECUÇÃO – FALTA GRAVE"; not an execução fiscal's).
    r"|\b(?:apelacao|recurso|agravo)\W{1,3}penal\b"
    # The bare class, then a crime as the caption's first topic ("APELAÇÃO. ROUBO MAJORADO.",
    # "APELAÇÃO. JÚRI.", "APELAÇÃO. CRIME DE TRÂNSITO."; not "APELAÇÃO. FURTO DE VEÍCULO."), its
    # article maybe cited ("APELAÇÃO. TRÁFICO DE DROGAS (ART. 33 DA LEI Nº 11.343/2006).").
    rf"|\bapelacao\W{{1,3}}(?:{CRIMES}|homicidio|trafico|juri|ameaca"
    r"|crimes? (?:de|contra) [\w ]{3,30}?)"
    rf"{_CRIME_QUALIFIED}(?: \([^()]{{0,80}}\))?\W{{0,2}}[.;\u2013\u2014-]"
    r"|\bagravo em execucao(?! fiscal| de titulo| de sentenca| trabalhista)"
)
#: A juvenile's offence (ECA arts. 103-128), in a text's head or end: its socio-educational
#: outcomes are ``other``, as the TPU map files them, though its appeal is often an "Apelação
#: Cível" (ECA art. 198); a civil claim about one (:data:`CIVIL_ACTION`) is no such case.
JUVENILE = (
    r"ato infracional|medidas? socioeducativas?|remissao (?:ao|a|aos|as) (?:adolescente"
    r"|representad)"
)
#: The matter of a criminal case, for a text whose head and end name no class (cut to its end,
#: an ementa without its caption): kinds of words only criminal judgments write - drugs law,
#: the sentence's dosimetry, regime and penalty, the jury, arrests and prisons, criminal
#: matter, the execution of a penalty (a regime's regression), the prosecution as a party. A
#: civil text may write one ("sob pena de multa" is not among them);
#: :data:`lawkit.classify.dispositive.CRIMINAL_KINDS` kinds of :data:`CRIMINAL_MATTER` make a
#: criminal case, and one of these alone, in the head or end of a text naming no civil class,
#: leaves its verdict unknown (round 80).
CRIMINAL_ONLY_MATTER = (
    r"11\.343|entorpecentes?\b|trafico de drogas",
    r"dosimetria|pena-base|pena base|circunstancias judiciais",
    r"regime (?:inicial )?(?:fechado|semiaberto|semi-aberto|aberto)|progressao de regime",
    # Not "mera detenção" (of a thing: possession's), but a penalty's.
    r"pena privativa|penas? de reclusao|\breclusao\b|(?:penas?|anos?|meses|dias) de detencao"
    r"|pena restritiva",
    r"tribunal do juri|conselho de sentenca|\bjurados\b",
    r"prisao preventiva|prisao em flagrante|liberdade provisoria|custodia cautelar"
    r"|constrangimento ilegal|segregacao cautelar|decreto prisional|presidio"
    r"|estabelecimento prisional|sistema prisional|carcerari",
    r"materia penal|materia criminal|tipo penal|fato tipico|ilicito penal",
    r"execucao penal|livramento condicional|\bremicao\b|\bsursis\b"
    r"|regressao (?:cautelar|de regime)",
    # The prosecution as a party: the Justiça Pública, or the Ministério Público bringing or
    # answering an appeal (a civil public action's is named as one: :data:`CIVIL_ACTION`).
    r"justica publica|(?:apela(?:nte|d[oa])|recorr(?:ente|id[oa])|agrava(?:nte|d[oa]))s?: "
    r"(?:o )?ministerio publico"
    r"(?! eleitoral| do trabalho)",
)
#: Kinds of criminal matter a civil text's head also writes, which count only with another
#: kind: proof of a crime (a damage's "materialidade"), the defence's appeal (a defaulting
#: defendant's "defesa técnica"), the penal codes (cited on a prescription or a pension), the
#: accused (of an administrative proceeding), the military justice (whose court also judges
#: its administration), the crimes by their names (:data:`CRIMES`: "INDENIZAÇÃO. ROUBO DE
#: CARGA."), what only a criminal judgment weighs (a bidder's "desclassificação" is civil).
CRIMINAL_MATTER = (
    *CRIMINAL_ONLY_MATTER,
    r"materialidade|indicios (?:suficientes )?de autoria|autoria delitiva",
    r"(?:apelo|apelacao|recurso|razoes) da defesa|(?:apelo|recurso|insurgencia) defensiv[oa]",
    r"codigo penal|codigo de processo penal|\bcpp?\b",
    r"\bdenunciad[oa]s?\b|\bacusad[oa]s?\b|\bsentenciad[oa]\b|\bapenad[oa]\b",
    r"ministerio publico militar|justica militar|conselho (?:permanente|especial) de justica",
    # Crimes by their names (:data:`CRIMES`): a caption may name no class ("APELAÇÃO. ROUBO
    # MAJORADO."), as an e-SAJ court's "Apelação" of a criminal case is written.
    rf"\b(?:{CRIMES})\b|\bhomicidios? (?:qualificad|simples|culposo na direcao|doloso|tentad)"
    r"|\b306 do (?:ctb|codigo de transito)",
    # What only a criminal judgment weighs: the doubt that favours the accused, the victim's
    # word, a trifle's insignificance, the confession, the record, the crime's circumstances and
    # the conviction decreed (not "sentença condenatória", whose civil effects a civil text
    # weighs, nor a recidivism, which fines have too).
    r"in dubio pro reo|palavra da vitima|principio da insignificancia|confissao espontanea"
    r"|maus antecedentes|\bqualificadoras?\b|desclassificacao|(?:decreto|edito) condenatorio",
)
#: The sections of a court that judge criminal matter only, named anywhere in a text: the
#: Superior Tribunal de Justiça's Fifth and Sixth Panels and Third Section (its internal rules,
#: art. 9 § 3; until 2011 they also judged social security and public servants' cases, which
#: this reads as ``other`` too: out of the rates, not a wrong outcome in them).
CRIMINAL_SECTION = (
    r"(?:quinta|sexta|5a|6a) turma do (?:colendo |egregio )?(?:superior tribunal de justica|stj)"
    r"|terceira secao do (?:superior tribunal de justica|stj)"
)
#: A civil action or liability named ("AÇÃO DE INDENIZAÇÃO. PRISÃO EM FLAGRANTE ILEGAL",
#: "RESPONSABILIDADE CIVIL DO ESTADO"): no criminal case is one.
CIVIL_ACTION = (
    r"\bacao civil|\bresponsabilidade (?:civil|(?:objetiva |extracontratual )?do estado)"
    r"|\bacao (?:de )?(?:indenizacao|indenizatoria|reparacao|ressarcimento|cobranca|declaratoria"
    r"|revisional|monitoria|despejo|alimentos|usucapiao|anulatoria|obrigacao de fazer"
    r"|reintegracao|rescisoria|divorcio|guarda|inventario|consignacao|repeticao)"
)
#: A civil class or matter named in a text's head or end ("APELAÇÃO CÍVEL", "Câmara Cível",
#: "PROCESSUAL CIVIL", "RESPONSABILIDADE CIVIL"): the criminal words such a text writes (a
#: detainee's death in the State's custody, a calumny's crime, an insurer "denunciada à lide")
#: do not make it a criminal case's. Not a court that judges both ("Cível e Criminal").
CIVIL_CASE = (
    r"\b(?:apelacao|agravo|recurso inominado|embargos|camara|turma|vara|secao)"
    r"(?: de instrumento)? civ(?:el|eis)(?! e criminal|, criminais| e criminais)"
    r"|\b(?:processual|processo|direito) civil\b"
    # A chamber or court that judges civil matter only, as a citation line names it ("Órgão
    # Julgador: 3ª Câmara de Direito Público").
    r"|\bcamaras? (?:especial |reservada |extraordinaria )?de direito (?:privado|publico|comercial"
    r"|empresarial)|\bturma recursal civel(?! e criminal)"
    r"|(?:vara|turma recursal|juizado especial) da fazenda publica"
    rf"|\bdenunciacao da lide|{CIVIL_ACTION}"
    # A contract named ("SEGURO DE VIDA. HOMICÍDIO. BENEFICIÁRIA DENUNCIADA", "PLANO DE SAÚDE.
    # ... ENTORPECENTES. INTERNAÇÃO COMPULSÓRIA").
    r"|\bseguro (?:de vida|obrigatorio|dpvat|habitacional|prestamista|de acidentes pessoais"
    r"|saude)|\bplanos? de saude"
    # An administrative or social security case ("PROCESSO ADMINISTRATIVO DISCIPLINAR ... PRAZO
    # DO CÓDIGO PENAL", "AUXÍLIO-RECLUSÃO"), and an ementa's civil subject ("ADMINISTRATIVO.").
    r"|processo administrativo disciplinar|auxilio[- ]reclusao"
    # A consumer's case ("DIREITO DO CONSUMIDOR. ... CLIENTE ACUSADO DE FURTO").
    r"|\bdireito do consumidor|\brelacao de consumo\b|\bcodigo de defesa do consumidor|\bcdc\b"
    r"|^(?:ementa\W+)?(?:direito )?(?:administrativo|previdenciario|tributario|ambiental|civil"
    r"|do consumidor|consumidor|bancario|empresarial|securitario|imobiliario|urbanistico"
    r"|eleitoral|de familia|a saude|publico|constitucional e administrativo)(?: sancionador)?\b"
    # An appeal or a review only civil cases have ("AGRAVO DE INSTRUMENTO.": a criminal one is
    # named so), and an administrative matter ("SERVIDOR PÚBLICO.").
    r"|^(?:ementa\W+)?(?:agravo de instrumento|remessa necessaria|reexame necessario"
    r"|servidor publico)[.,]"
    # A first-instance civil or labour class of the TPU in a caption ("Classe - Assunto
    # Procedimento Comum Cível - Indenização por Dano Moral"; CNJ's Tabela de Classes).
    r"|procedimento comum civel|juizado especial civel|execucao de titulo extrajudicial"
    r"|cumprimento de sentenca|execucao fiscal|(?:acao|reclamacao|reclamatoria) trabalhista"
    # The labour courts, their classes and matter (not "reclamante", a Reclamação's party too): a
    # dismissal for a theft the worker was "acusado" of is no criminal case.
    r"|vara do trabalho|justica do trabalho|tribunal (?:regional|superior) do trabalho"
    r"|recurso de revista|\batord\b|\batsum\b"
    r"|verbas rescisorias|\bclt\b"
)
#: A habeas corpus against a civil arrest (alimony) is no criminal case.
CIVIL_ARREST = r"prisao civil|alimentos|alimentar"
#: Words that say a text judges two appeals (or an appeal and an adesivo, a remessa): one result
#: in the singular then does not say what became of the other.
TWO_APPEALS = (
    r"recurso adesivo|apelo adesivo|apelacao adesiva|(?:primeir|segund)[oa] (?:recurso|apelacao"
    r"|apelo)|(?:apelacao|apelo|recurso)(?: civel)? (?:\([12]\)|[12][.)] |[12] (?=\w))"
    r"|(?:interpost\w*|recorre\w*|insurg\w*) (?:por|de) ambas as partes|recursos? de ambas"
)
#: A grant to one appeal only ("provido somente o primeiro", "dou provimento apenas ao recurso
#: do autor"): the other was not granted.
ONLY_ONE = r"provi\w*,? (?:somente|apenas|so) (?:o|a|ao|do|da)\b"
#: Words of an appeal verdict that cover several appeals ("recursos desprovidos").
PLURAL = r"recursos|apelos|apelacoes|agravos|ambos|ambas|providos|desprovidos|improvidos|-lhes\b"
#: A verdict reported of another decision: a relative clause ("acórdão que negou provimento",
#: "sentença que julgou improcedente") with a verb in the past (:data:`PAST`).
REPORTED = r"\b(?:que|qual)\b,?(?: [\w,]+){0,4},? ?$"
PAST = (
    r"\b(?:julgou|julgaram|negou|negaram|deu|deram|manteve|mantiveram|conheceu|acolheu|acolheram"
    r"|rejeitou|rejeitaram|denegou|concedeu|indeferiu|extinguiu|homologou|reformou|anulou|cassou"
    r"|confirmou|proveu|desproveu|declarou|reconheceu"
    # The imperfect of a dissent's vote ("vencido o relator, que lhe negava provimento").
    r"|dava|davam|negava|negavam|acolhia|acolhiam|rejeitava|rejeitavam|julgava|julgavam|provia"
    r"|desprovia|mantinha|conhecia)\b"
)
#: A result narrated in the past ("quando, em verdade, foi desprovido"): another decision's.
NARRATED = r"\b(?:foi|foram|fora|tinha sido|havia sido)$"
#: Words just before a verdict that make it no ruling: a judgment narrated ("o pedido foi julgado
#: improcedente"), wished for ("requer que seu pedido seja julgado procedente"), supposed ("não
#: deveria conduzir à improcedência") or given as a reason ("sem honorários, porque provido o
#: recurso").
UNRULED = (
    r"\b(?:foi|foram|fora|tinha sido|havia sido|tenha sido|ter sido) julgad[oa]s?$"
    # A party's or the prosecution's request or opinion ("pugnando pela improcedência",
    # "pretende o provimento do recurso", "opina pelo desprovimento").
    r"|\b(?:pede|pedem|pediu|pedindo|pugna|pugnam|pugnou|pugnando|requer|requerem|requereu"
    r"|requerendo|pleiteia|pleiteiam|pleiteou|pleiteando|pretende|pretendem|pretendia|postula"
    r"|postulam|postulou|postulando|opina|opinou|opinando"
    # What an action or appeal aims at ("AÇÃO RESCISÓRIA QUE VISAVA APENAS A DESCONSTITUIR A
    # SENTENÇA").
    r"|visa|visam|visava|visavam|almeja|almejam|almejava|almejavam|objetivava|objetivavam"
    # A party's argument ("sustenta o apelante que a sentença merece reforma").
    r"|alega|alegam|alegou|alegando|sustenta|sustentam|sustentou|sustentando|aduz|aduzem|aduziu"
    r"|argumenta|argumentam|argumentou)\b,?(?: [\w,]+){0,6}$"
    r"|\bsej(?:a|am)(?: julgad[oa]s?)?$|\b(?:deveria|deveriam|poderia|poderiam)\b(?: [\w,]+){0,3}$"
    r"|\b(?:porque|pois|porquanto|uma vez que|ja que|visto que|dado que)(?: \w+){0,2}$"
    # A result weighed or supposed ("não se vislumbra a probabilidade de provimento do recurso",
    # "em caso de improcedência").
    r"|\b(?:probabilidade|possibilidade|plausibilidade|chances?|perspectiva|expectativa|risco"
    r"|hipotese|caso) de$"
    # A verdict in the infinitive after "ao" narrates ("decisão que, ao negar provimento ao agravo
    # interno, teria ofendido ...": upon denying).
    r"|\bao$"
)
#: A judge's verdict in the first person, just before or in a verdict's words.
FIRST_PERSON = (
    r"\b(?:julgo|rejeito|acolho|extingo|homologo|indefiro|declaro|pronuncio|reconheco|condeno"
    r"|denego|concedo)\b"
)
#: What an appeal text names in its head (an appellate decision, not a sentence).
APPEAL_TEXT = r"apelacao|apelante|recurso|recorrente|agravo|apelo|remessa|reexame"
#: Classes a text's head may name first: when it is embargos de declaração, the appeal words of
#: its verdict judge the embargos.
CLASS = (
    r"embargos de declaracao|embargos declaratorios|aclaratorios|\bedcl\b|apelacao|apelacoes"
    r"|agravo|recurso inominado|recurso especial|mandado de seguranca"
)

_GIVE = (
    r"(?:dar|dou|deu|deram|da|dao|dando|dado|da-se|deu-se|dar-lhe|dou-lhe|deram-lhe|deu-lhe"
    r"|dar-lhes|dou-lhes|deram-lhes|dera|darem|damos|dar-se|se da|dando-lhes?)"
)
_DENY = (
    r"(?:negar|nego|negou|negaram|nega|negam|negando|negado|nega-se|negou-se|negar-lhe|nego-lhe"
    r"|negaram-lhe|negou-lhe|negar-lhes|nego-lhes|negaram-lhes|negamos|negando-lhes?|nao dar"
    r"|nao deram|nao dou"
    r"|nao deu|nao da|nao se da|se nega)"
)
#: "in part"; "parciamente" is a misspelling courts write ("JULGO PARCIAMENTE PROCEDENTES").
_PARTLY = r"(?:parcial|em parte|parcialmente|parciamente)"
#: "Prover" in the first person, the infinitive and the past ("desprovejo o recurso").
_PROVE = r"prov(?:er|ejo|emos|eram|eu|endo)"
#: "Prover" with the appeal as its pronoun ("CONHECER do recurso e PROVÊ-LO", "DESPROVÊ-LO").
_PROVE_IT = (
    r"(?:prove-l[oa]s?|provendo-[oa]s?|prover-lhes?|\b[oa]s? provejo"
    r"|\be [oa]s? (?:prover|provemos))\b"
)
#: An appeal judged as a claim is, as the verb's pronoun ("CONHECER do recurso e JULGÁ-LO
#: PROCEDENTE"); not "julgo-o", a judge's word on a claim ("quanto ao pedido, julgo-o").
_JUDGE_IT = r"(?:recurso|apelo|apelacao|agravo)\b[^.;]{0,60}? julga-l[oa]"
#: The appeal such a verb judges ("desprovejo o recurso", "prover integralmente a remessa").
_APPEAL_OBJECT = (
    r"(?: integralmente)?,? (?:o |a |ao |aos |os |as )?(?:presentes? )?"
    r"(?:recurso|apelo|apela|agravo|remessa|reexame|embargos)"
)
#: The other appeal named with "provimento" left out: "negar ao do autor", "dar ao da ré", "dar
#: ao segundo".
_OTHER_APPEAL = r" (?:ao|aos|a|as) (?:d[oa]s? |primeiro\b|segundo\b)"
#: Whose appeal: "do autor", "da parte ré", "de Fulano de Tal", "do Banco X S.A." (no negation,
#: no "em parte", no verdict, no other appeal or request: "Apelo do Estado desprovido. Reexame
#: prejudicado" is two).
_WORD_OF_PARTY = (
    r"(?!nao |e |em |parcial|integral|(?:des|im)?provid|conhecid|prejudicad|acolhid|rejeitad"
    r"|pedido|recurso|apel|agravo|remessa|reexame|embargos)[\w.-]+"
)
_PARTY = rf"d[aoe]s? (?:{_WORD_OF_PARTY} ){{0,4}}?{_WORD_OF_PARTY}"
#: A party named by its role or kind ("da parte autora", "da seguradora", "do Município").
_NAMED_PARTY = (
    r"(?:parte|autor|autora|autores|re|reu|reus|res|requerente|requerid[oa]|apelante|apelad[oa]"
    r"|seguradora|banco|municipio|estado|uniao|inss|fazenda|reclamante|reclamad[oa]|embargante"
    r"|agravante|agravad[oa]|impetrante|exequente|executad[oa])s?\b"
)
#: Who brought embargos: "opostos pelo réu", "opostos por Fulano".
_BY_PARTY = (
    rf"(?:opostos|interpostos) (?:pel[oa]s?|por) (?:{_WORD_OF_PARTY} ){{0,4}}?{_WORD_OF_PARTY}"
)
#: What may stand between "sentença"/"decisão" and what became of it.
_DECIDED = (
    r"(?: de (?:parcial |total )?(?:im)?procedencia| recorrida| agravada| monocratica"
    r"| de primeiro grau| de origem| a quo| de extincao(?: do (?:processo|feito))?"
    # The epithets courts give the decision under review ("sentença vergastada mantida").
    r"| vergastada| combatida| atacada| hostilizada| objurgada| guerreada| fustigada| impugnada"
    r"| increpada| profligada| apelada| singular| interlocutoria)?"
)
#: The decision under review, by its names ("sentença", "decisão", "decisum", "julgado").
_DECISION = r"(?:sentenca|decisao|decisum|julgado)"
#: What the decision below became when kept ("... MANTIDA.", "... MANTIDO.").
_KEPT = r"(?:mantid[oa]|confirmad[oa]|que se mantem)"
#: An appeal named as a claim is ("APELO IMPROCEDENTE.", "INCONFORMISMO PROCEDENTE.").
_APPEAL_NAMED = r"(?:recurso|apelo|apelacao|agravo|irresignacao|inconformismo|insurgencia)"
#: The first instance's verdict named as an ementa's topic ("IMPROCEDÊNCIA DO PEDIDO.").
_VERDICT_BELOW = (
    r"(?:sentenca (?:de )?)?(?:parcial )?(?:im)?procedencia(?: parcial| em parte)?"
    r"(?: d[oa]s? (?:pedidos?|acao|demanda)(?: inicia(?:l|is))?)?"
    r"|sentenca que julgou (?:parcialmente )?(?:im)?procedentes?(?: em parte)? (?:o|os|a)"
    r" (?:pedidos?|acao|demanda)(?: inicia(?:l|is))?"
)
#: A party's grievance named as an ementa's topic ("INSURGÊNCIA DO RÉU.", "IRRESIGNAÇÃO.").
_GRIEVANCE = r"(?:irresignacao|insurgencia|inconformismo)(?: d[oa] (?:parte )?\w+)?"
#: Where an ementa's topic ends.
_TOPIC_END = r"(?= ?[.;]|$)"
#: The appeal a noun's verdict judges ("ACOLHIMENTO DO RECURSO.").
_OF_THE_APPEAL = r"d[oa] (?:presente )?(?:recurso|apelo|apelacao|agravo)\b"
#: "Acolher" an appeal, in the first person, the infinitive and the past.
_ACCEPT = r"(?:acolho|acolher|acolheram|acolheu|acolhe-se)"
#: A court acting of its own motion, between its verb and the sentence ("REFORMAR, DE OFÍCIO, A
#: SENTENÇA").
_OWN_MOTION = r"(?:,? de oficio,?)?"
#: What an ementa's topic says after "REFORMA DA SENTENÇA." when it is refused, not done.
_REFUSED = r"(?! ?[.;:-] ?(?:descabimento|impossibilidade|inviabilidade|incabimento|nao cabimento))"
#: Not an extinction on the merits: "com resolução do mérito", or under CPC art. 487 ("JULGO
#: EXTINTO o processo, com fundamento no art. 487, II"); "com fundamento no art. 485" is one
#: without them.
_NOT_ON_THE_MERITS = (
    r"(?!,? com (?:resolucao|julgamento|exame|apreciacao|analise) d[oe] merito"
    r"|[^;]{0,60}?\b487\b)"
)
#: Embargos that are a claim of their own (OUTCOMES.md, "Hard cases"), not de declaração.
_CLAIM_EMBARGOS = r" (?:a execucao|do devedor|de terceiro|monitorios)"
#: An impugnação judged as a claim (to the cumprimento de sentença), not an incidental one: to
#: the value of the cause, to the free legal aid, to an expert's report.
_IMPUGNACAO = (
    r"a impugnacao(?! (?:a|ao|aos) (?:valor da causa|gratuidade|justica gratuita"
    r"|beneficio|assistencia judiciaria|laudo|pericia))"
)
#: The claim named as the plaintiff's pretension ("acolho a pretensão autoral", "rejeito a
#: pretensão deduzida na inicial"); a bare "pretensão" may be one request among others.
_PRETENSION = (
    r"a pretensao (?:autoral|inicial|exordial|deduzida|formulada|d[oa] (?:parte )?autor[a]?\b"
    r"|d[oa]s? requerentes?\b)"
)
#: Embargos that are a claim, named (a text that names them and no embargos de declaração judges
#: them when it says "ACOLHO os embargos").
CLAIM_EMBARGOS = rf"embargos{_CLAIM_EMBARGOS}(?: fiscal)?"
#: Embargos named before the pronoun that judges them: de declaração, or bare where they are
#: heard ("CONHECER dos embargos e REJEITÁ-LOS": only appeals are heard, not a claim's embargos).
EMBARGOS_NAMED = (
    r"(?:embargos de declaracao|embargos declaratorios|aclaratorios|declaratorios"
    r"|embargos conhecidos"
    r"|conhec\w* d?os (?:presentes )?embargos"
    rf"(?!{_CLAIM_EMBARGOS}| infringentes| de divergencia| de declaracao| declaratorios))"
)
#: The rest of a clause up to the words that follow in it (a verdict on the embargos it names,
#: the case ended after its appeal not heard): up to 120 characters, no sentence break but an
#: article's or a page's abbreviation or a number's point ("conheço dos embargos por estarem em
#: consonância com o art. 48 e acolho-os", "art. 1.022").
CLAUSE_ON = r"(?:[^.;]|(?<=\bart)\.|(?<=\bfls)\.|(?<=\d)\.(?=\d)){0,120}?"
#: Embargos judged by the verb's pronoun alone ("Ante o exposto, REJEITO-OS."), read only where
#: the text judges embargos de declaração (``dispositive._PRONOUN_ONLY``; round 80).
EMBARGOS_REJECTED_BY_PRONOUN = r"(?:rejeito|rejeitamos|desacolho)-os\b"
EMBARGOS_ACCEPTED_BY_PRONOUN = r"(?:acolho|acolhemos)-os\b"
#: The clause up to such a pronoun that names the embargos it stands for, which the place read
#: may leave out ("conheço dos embargos por estarem em consonância com o art. 48 e | acolho-os").
PRONOUN_ANTECEDENT = rf"{EMBARGOS_NAMED}{CLAUSE_ON}$"
#: Embargos de declaração by another name ("julgo improcedente o apelo integrativo").
INTEGRATIVE = r"(?:apelo|recurso) integrativo"
_EMBARGOS_OBJECT = (
    r"(?: de declaracao| declaratorios)?(?! a execucao| do devedor| de terceiro| monitori)"
)

#: How an embargos' or appeal's result says they were heard first: "conhecidos e", "conhecidos,
#: mas", "conhecidos e, no mérito,".
_HEARD = r"(?:conhecid[oa]s?(?:,? (?:mas|e|porem))?(?:,? (?:no|quanto ao) merito)?,? )?"
#: What may close an embargos ementa's bare verdict ("ACOLHIMENTO SEM EFEITOS INFRINGENTES.").
_BARE_END = r"(?: (?:com|sem) (?:efeitos?|carater) \w+)?(?: ?[.;]|$)"

#: "HOMOLOGO", and what a judge may put between it and what is homologated ("HOMOLOGO, por
#: sentença, para que produza seus jurídicos e legais efeitos, o acordo").
_HOMOLOGATED = (
    r"homolog\w*(?:-se)?,?(?: por sentenca,?| na integra,?| integralmente,?"
    r"| para que (?:produza|surta|produzam|surtam)[^,.;]{0,40}? efeitos[^,.;]{0,20}?,?){0,2}"
)

#: (outcome, pattern) in priority order at the same position. ``skip``: a phrase that decides
#: nothing by itself, consumed so that it is not read as another verdict.
VERDICTS: tuple[tuple[str, str], ...] = (
    # Phrases that decide nothing by themselves.
    (
        "skip",
        r"nao conhec\w*,? (?:d[eoa]s? )?(?:parte|em parte)"
        # Not "na parte conhecida parcialmente provido": the result on the part heard.
        r"|conhec\w* (?:em parte|parcialmente)(?! (?:des|im)?provid)"
        r"|nao conhec\w*[^.;]{0,40}? (?:em relacao|quanto|no tocante) a",
    ),
    # A preliminary rejected, with the "não conhecimento" it asked for ("REJEITAR A PREFACIAL DE
    # NÃO CONHECIMENTO DO RECURSO ORDINÁRIO", "rejeitar a preliminar arguida pela reclamada em
    # contrarrazões, de não conhecimento do recurso": TRT4's acórdãos).
    (
        "skip",
        r"(?:rejeit|afast)\w* (?:a|as) (?:preliminar|prejudicia|prefacia)\w*"
        r"(?:[^.;]{0,80}? (?:de|ao|quanto ao) nao[ -]conhecimento"
        r" d[oa]s? (?:recurso|apel|agravo))?",
    ),
    # "PRELIMINAR NÃO CONHECIDA. NO MÉRITO, RECURSO PROVIDO": the preliminary is not the appeal;
    # nor is "PRELIMINAR DE INTEMPESTIVIDADE. REJEIÇÃO." the embargos'.
    (
        "skip",
        r"preliminar(?:es)?(?: [\w-]+){0,3}? (?:nao conhecid|rejeitad|afastad)[oa]s?"
        r"|preliminar(?:es)?(?: [\w-]+){0,3}?[.:] (?:rejeicao|acolhimento)"
        r"|preliminar de nao[ -]conhecimento|(?:parcialmente|em parte) conhecid[oa]s?"
        r"|nao conhecid[oa]s? (?:neste|nesse|nesta|nessa) (?:ponto|parte|extensao)",
    ),
    ("skip", r"com resolucao d[oe] merito"),
    # An earlier conclusion kept ("mantém-se a conclusão pelo não conhecimento do agravo").
    ("skip", r"conclusao pel[oa] (?:nao[ -])?(?:conhecimento|provimento|desprovimento)"),
    # The rest of the same appeal left unexamined ("Prejudicado o exame dos demais itens do
    # recurso do reclamante"): no second appeal prejudiced.
    ("skip", r"prejudicad[oa]s? (?:o exame|a analise|a apreciacao) d[oa]s? demais"),
    # A writ not heard because its inicial is refused ("não conheço da presente ação
    # mandamental, indeferindo a inicial"; "não conheço e indefiro a petição inicial"): read
    # before the appeal not heard its first words would be.
    (
        "dismissed",
        r"nao conheco[^.;]{0,60}?,? (?:e )?(?:indefiro|indeferindo) (?:a )?(?:peticao )?inicial",
    ),
    # A procedural request granted, no claim judged ("Acolho o pedido de inversão do ônus da
    # prova", "acolho o pedido de páginas 199 e 200", "acolho o pedido do Estado para determinar
    # a transferência do valor em depósito").
    (
        "skip",
        r"(?:acolho|procedente) o pedido (?:de (?:inversao|paginas?|fls|folhas|chamamento"
        r"|dilacao|suspensao|habilitacao|penhora|bloqueio|desbloqueio|liberacao|levantamento"
        r"|expedicao|transferencia|tutela|liminar|gratuidade|justica gratuita|prazo|vista"
        r"|desarquivamento|juntada|citacao|intimacao|reconsideracao)"
        r"|d[oa] [^.;]{0,60}? para determinar a (?:transferencia|expedicao))",
    ),
    # A provisional measure's request made moot ("declarou prejudicado o pedido de concessão de
    # medida liminar", "julgo prejudicado o pedido de efeito suspensivo"): not the appeal's nor
    # the action's result.
    (
        "skip",
        r"(?:(?:julgo|julgar|julgou|declaro|declarar|declarou|resta|restou|fica) )?"
        r"prejudicad[oa]s? (?:o |os )?(?:pedidos? (?:de )?(?:concessao de )?(?:medida )?"
        r"(?:liminar|cautelar|efeito suspensivo|tutela|antecipacao)|(?:a )?(?:medida )?"
        r"(?:liminar|cautelar)\b)",
    ),
    # The rest of a decision kept after what the judge just changed ("acolho-os em virtude da
    # omissão ... Quanto aos demais termos, mantenho a sentença"; "No mais, mantenho a
    # sentença"): no verdict of its own.
    (
        "skip",
        r"(?:no mais|quanto ao mais|no restante|no resto|quanto ao restante|nos demais termos"
        r"|quanto aos demais (?:termos|pontos|aspectos)),?"
        r" mantenho(?: na integra| integralmente)? a (?:r\. )?sentenca",
    ),
    # The denúncia upheld to send the accused to the jury ("julgo procedente a denúncia e
    # PRONUNCIO o réu"): a pronúncia, a decision (TPU 10953), not the case's judgment.
    (
        "skip",
        r"(?:julgo|julgar) (?:parcialmente )?procedente a (?:denuncia|pretensao punitiva)"
        r"(?:,| e| para)[^.;]{0,40}? pronunci",
    ),
    # A request to reconsider is no appeal ("nego provimento ao pedido de reconsideração").
    ("skip", r"(?:nego|negar|dou|dar) (?:parcial )?provimento ao pedido de reconsideracao"),
    # The process ended as to one party only ("julgo extinto o processo sem resolução do mérito
    # em relação ao réu Fulano"): it goes on against the others.
    (
        "skip",
        r"(?:(?:declaro|julgo) extint[oa] (?:o|a) (?:presente )?(?:processo|feito|acao)"
        r"[^.;]{0,20}?,? )?sem (?:resolucao|julgamento|exame|apreciacao|analise) d[oe] merito,?"
        r" (?:em relacao|quanto|no tocante) (?:a|ao|aos|as) (?:corre|reu|re\b|requerid|demandad"
        r"|litisconsorte|executad|denunciad)",
    ),
    # What the sentence under appeal decided, unless the court says what became of it.
    (
        "skip",
        r"sentenca de (?:parcial |total )?(?:im)?procedencia"
        r"(?! (?:mantida|confirmada|reformada|anulada|cassada)| ?[.;-] ?(?:manutencao|reforma)\b)",
    ),
    # Embargos de declaração, also called "recurso (apelo) integrativo".
    (
        "embargos_accepted",
        rf"(?:acolho|acolher|acolheram|acolheu|acolhe|acolhem|acolhidos|acolhendo|acolhem-se"
        rf"|acolhe-se)(?: {_PARTLY})?"
        rf" (?:os |aos |estes )?(?:presentes )?(?:embargos|aclaratorios|declaratorios)"
        rf"{_EMBARGOS_OBJECT}|(?:acolho|acolher|acolhendo)(?: {_PARTLY})? o {INTEGRATIVE}"
        rf"|{EMBARGOS_ACCEPTED_BY_PRONOUN}",
    ),
    (
        "embargos_rejected",
        rf"(?:rejeito|rejeitar|rejeitaram|rejeitou|rejeita|rejeitam|rejeitados|rejeitando"
        rf"|rejeitam-se|rejeita-se"
        rf"|nao acolho|nao acolher|nao acolheram|deixo de acolher|nao acolhid[oa]s"
        rf"|desacolho|desacolher|desacolheram|desacolheu|(?:nego|negar|negaram) acolhimento)"
        rf" (?:os |aos |estes )?(?:presentes )?(?:embargos|aclaratorios|declaratorios)"
        rf"{_EMBARGOS_OBJECT}"
        rf"|(?:rejeito|rejeitar|rejeitando|nao acolho|desacolho) o {INTEGRATIVE}",
    ),
    (
        "embargos_accepted",
        rf"embargos (?:de declaracao |declaratorios )?{_HEARD}"
        r"(?:(?:parcialmente|em parte) )?(?:acolhidos|providos)"
        rf"|embargos (?:de declaracao |declaratorios )?(?:{_PARTY}|{_BY_PARTY})"
        r" (?:(?:parcialmente|em parte) )?(?:acolhidos|providos)"
        rf"|(?:aclaratorios|declaratorios) {_HEARD}(?:(?:parcialmente|em parte) )?"
        r"(?:acolhidos|providos)"
        # "voto pelo acolhimento (parcial) dos embargos de declaração", "impõe-se o acolhimento
        # dos embargos de declaração" (not "inviável o acolhimento dos embargos").
        r"|(?:pelo|impoe-se o) acolhimento (?:parcial |em parte )?dos (?:presentes )?embargos"
        rf"{_EMBARGOS_OBJECT}",
    ),
    (
        "embargos_rejected",
        rf"embargos (?:de declaracao |declaratorios )?{_HEARD}(?:rejeitados"
        r"|nao[ -]acolhidos|desacolhidos|inacolhidos|improvidos|desprovidos|negados)"
        r"|nao-acolhimento de embargos"
        # A topic: "NÃO ACOLHIMENTO DOS EMBARGOS." (read where it opens a sentence).
        r"|nao[ -]acolhimento d[oa]s (?:presentes )?(?:embargos|aclaratorios|declaratorios)"
        rf"|embargos (?:de declaracao |declaratorios )?(?:{_PARTY}|{_BY_PARTY})"
        r" (?:rejeitados|nao[ -]acolhidos|desacolhidos)"
        rf"|pelo nao[ -]acolhimento dos (?:presentes )?embargos{_EMBARGOS_OBJECT}"
        r"|rejeicao dos embargos|rejeicao d[oa]s (?:aclaratorios|declaratorios)"
        # Only embargos are "rejeitados": "Recurso conhecido e rejeitado".
        r"|(?:recursos?|aclaratorios|declaratorios) (?:conhecid[oa]s? e )?rejeitad[oa]s?"
        r"|(?:aclaratorios|declaratorios) (?:conhecid[oa]s? e )?(?:desacolhid|inacolhid"
        r"|nao acolhid)[oa]s?"
        r"|conhecid[oa]s? e rejeitad[oa]s?|na parte conhecida,? rejeitad[oa]s?"
        # "CONHEÇO dos embargos de declaração, porquanto tempestivos, e, no mérito, REJEITO-OS".
        rf"|{EMBARGOS_NAMED}{CLAUSE_ON}"
        r" (?:(?:rejeito|rejeitar|rejeitam|rejeitou|rejeitaram)-os|rejeita-los|desacolhe-los"
        r"|nao acolhe-los|os (?:rejeito|rejeitamos|desacolho|nao acolho))\b"
        rf"|{EMBARGOS_REJECTED_BY_PRONOUN}",
    ),
    # An embargos ementa's closing topic ("OMISSÃO. INEXISTÊNCIA. REJEIÇÃO."), read where it
    # opens a sentence in a text that judges embargos.
    ("embargos_rejected", rf"(?:rejeicao|nao acolhimento)(?={_BARE_END})"),
    ("embargos_accepted", rf"acolhimento(?: parcial)?(?={_BARE_END})"),
    (
        "embargos_accepted",
        r"acolhimento (?:em parte )?de embargos"
        # A topic: "ACOLHIMENTO PARCIAL DOS EMBARGOS." (read where it opens a sentence).
        r"|acolhimento (?:parcial |em parte )?d[oa]s (?:embargos|aclaratorios|declaratorios)"
        rf"|{EMBARGOS_NAMED}{CLAUSE_ON}"
        r" (?:(?:acolho|acolher|acolhem)-os|acolhe-los|os (?:acolho|acolhemos))\b",
    ),
    # Appeals.
    (
        "appeal_not_heard",
        r"nao (?:se )?(?:conheco|conhecer|conheceram|conheceu|conhecido|conhecida|conhecidos"
        r"|conhece|conhecem|conhecendo)|(?:nego|negar|negou|negado|negada|negaram|nega-se"
        r"|negou-se|que se nega) (?:o )?seguimento|negacao de seguimento|seguimento negado"
        r"|(?:julgo|julgar|julgaram|julgou|julgada?o?s?) prejudicad|prejudicad[oa]s? o"
        # The appeal named before, by a pronoun ("cumpre declarar prejudicado o agravo interno.
        # Declaro-o prejudicado.").
        r"|(?:declaro|julgo)-(?:o|a) prejudicad"
        r"|(?:recurso|apelacao|agravo|pedido|writ|habeas corpus|impetracao|apelo|remessa|reexame)"
        rf"(?: {_PARTY}| \w+)? (?:esta |resta |fica )?prejudicad|inadmito o recurso"
        r"|deixo de conhecer|nao (?:admitir|admito|admitiram)\b"
        # A desertion (the appeal's costs unpaid); "denego seguimento", "nego trânsito".
        r"|(?:julgo|julgar|declaro|declarar|reconheco) (?:a )?desert"
        r"|desercao d[oa]s? (?:recurso|apel)"
        r"|(?:denego|denegou|denegado|denegada) seguimento"
        r"|(?:nego|negou|negado|negada) transito"
        r"|nao[ -]admissao d[eoa]s? (?:recurso|pedido|incidente|puil|pedilef|agravo|apel)"
        # A desistência of the appeal homologated or granted (TPU 944), not of the action.
        r"|(?:homolog|defiro|deferid)\w* (?:o |a )?(?:pedido de )?desistencia d[oa]s?"
        r" (?:presente )?(?:recurso|apel|agravo|embargos|remessa)"
        # The appellant's desistência ("homologo a desistência manifestada pela recorrente").
        r"|(?:homolog|defiro|deferid)\w* (?:o |a )?(?:pedido de )?desistencia"
        r" (?:manifestad|formulad|apresentad|requerid)[oa] pel[oa] (?:parte )?"
        r"(?:recorrente|apelante|agravante)"
        # By its article: the appellant's desistência (CPC/2015 art. 998, CPC/1973 art. 501).
        r"|(?:homolog|defiro|deferid)\w* (?:o |a )?(?:pedido de )?desistencia\b[^.;]{0,60}?"
        r"\b(?:art\.?|artigo) (?:998|501)\b"
        # The appeal itself ended or its examination prejudiced ("extingo o presente recurso
        # pela perda superveniente do objeto", "resta prejudicada a apreciação do recurso").
        r"|(?:extingo|julgo extinto|declaro extinto) o (?:presente )?(?:recurso|agravo)"
        r"|prejudicad[oa] a (?:apreciacao|analise) d[oa] (?:presente )?(?:recurso|apel|agravo)"
        r"|recurso inadmissivel|nao[ -]conhecimento(?= ?[.;,(-]|$| d[eoa]s? (?:recurso|apel|agravo"
        r"|writ|pedido|mandado"
        r"|habeas|impetra|embargos|remessa|reexame))",
    ),
    (
        "appeal_partly_granted",
        # "Provido em termos" (OUTCOMES.md, "Hard cases").
        r"provid[oa]s? em termos|provimento em termos|"
        rf"{_JUDGE_IT} (?:{_PARTLY} procedente|procedente {_PARTLY})|"
        rf"{_GIVE} {_PARTLY} provimento|{_GIVE} provimento {_PARTLY}|provimento {_PARTLY}"
        rf"|parcial provimento|{_PARTLY} provid[oa]s?|provid[oa]s? {_PARTLY}"
        rf"|{_DECISION}{_DECIDED} (?:confirmad|reformad)[oa] em parte|reforma parcial"
        rf"|(?:reformar|reformo|reformando){_OWN_MOTION} (?:parcialmente|em parte) a sentenca"
        rf"|{_DECISION}{_DECIDED} parcialmente (?:reformad|anulad)[oa]"
        r"|condenacao (?:parcialmente reformada|reformada em parte)"
        rf"|{_PROVE} {_PARTLY}{_APPEAL_OBJECT}|{_PROVE_IT} {_PARTLY}"
        # "conheço do recurso e o provejo parcialmente", "acolho parcialmente o recurso".
        rf"|{_ACCEPT} {_PARTLY} (?:o|a) (?:recurso|apelo|apelacao)"
        rf"|(?:recurso|apelo|apelacao|agravo)s?(?: \w+)? (?:conhecid[oa]s? e )?{_PARTLY}"
        r" acolhid[oa]s?\b"
        # The second appeal's result with "provimento" left out ("... e deram parcial ao do réu").
        rf"|{_GIVE} {_PARTLY}{_OTHER_APPEAL}"
        rf"|(?:pelo )?acolhimento (?:parcial|em parte) {_OF_THE_APPEAL}"
        rf"|{_GRIEVANCE}[.;:-] (?:parcial razao|razao em parte|parcial procedencia"
        rf"|procedencia parcial){_TOPIC_END}",
    ),
    (
        "appeal_denied",
        rf"{_JUDGE_IT} improcedente|{_DENY} (?:o |integral )?provimento"
        # Not "desprovida de fundamentação", "desprovido do necessário"; but "NÃO PROVIDO DA
        # SEGURADORA" (a party's appeal).
        rf"|(?:nao|im|des)[ -]?provid[oa]s?\b(?! de | d[oa]s? (?!{_NAMED_PARTY}))"
        r"|desprovimento|improvimento|nao[ -]provimento|sem provimento|negativa de provimento"
        rf"|{_DECISION}{_DECIDED} {_KEPT}|mantenho a sentenca"
        r"|manter a sentenca|mantiveram a sentenca|(?:recurso|apelo|apelacao|agravo)s? negad[oa]s?"
        # "em reexame necessário, confirmar a sentença", "negar provimento, confirmando a sentença".
        r"|(?:confirmar|confirmo|confirmaram|confirmou|confirmando|confirma|mantendo|mantem)"
        rf"(?:-se)? a (?:r\. )?sentenca{_DECIDED}"
        rf"|(?:mantida|confirmada) a (?:r\. )?(?:sentenca|decisao){_DECIDED}{_TOPIC_END}"
        rf"|(?:des|nao ){_PROVE}{_APPEAL_OBJECT}|(?:des|im|nao ){_PROVE_IT}"
        # "conheço do recurso e o desprovejo", "nego acolhimento ao recurso" (not "rejeito o
        # recurso": only embargos are rejected, the rule of embargos_rejected above).
        r"|\b[oa]s? (?:desprovejo|nao provejo)\b|\be [oa]s? (?:desprover|desprovemos|nao prover)\b"
        r"|nego acolhimento (?:ao|a) (?:recurso|apelo|apelacao)"
        rf"|{_DENY}{_OTHER_APPEAL}"
        # "PROVIMENTO NEGADO."; the decision below kept ("IMPROCEDÊNCIA MANTIDA.", "EXTINÇÃO
        # MANTIDA.", "CONDENAÇÃO MANTIDA.", "INDEFERIMENTO MANTIDO.").
        rf"|(?:pelo )?nao[ -]acolhimento {_OF_THE_APPEAL}"
        rf"|(?:{_VERDICT_BELOW})[.;-] manutencao{_TOPIC_END}"
        rf"|{_GRIEVANCE}[.;:-] (?:descabimento|ausencia de razao|sem razao|improcedencia"
        rf"|nao acolhimento){_TOPIC_END}"
        rf"|provimento negado|(?:{_VERDICT_BELOW}) {_KEPT}"
        rf"|extincao(?: do (?:processo|feito))?(?: sem resolucao d[oe] merito)? {_KEPT}"
        rf"|condenacao {_KEPT}|(?:in)?deferimento {_KEPT}"
        # The appeal named as a claim ("APELO IMPROCEDENTE.", "PRETENSÃO RECURSAL REJEITADA."),
        # the sentence praised ("SENTENÇA IRRETOCÁVEL.").
        rf"|{_APPEAL_NAMED} improcedente|pretensao recursal (?:rejeitada|afastada|nao acolhida)"
        r"|sentenca (?:irretocavel|escorreita|higida)\b"
        r"|(?:recurso|apelo|apelacao|agravo)s?(?: \w+)? nao acolhid[oa]s?"
        # An ementa's closing topic ("MANUTENÇÃO DA SENTENÇA."), read where it opens a sentence.
        rf"|manutencao d[ao] {_DECISION}{_DECIDED}{_REFUSED}",
    ),
    (
        "appeal_granted",
        # Not a regulation by its number ("Por força da Provimento nº 063/02 da C.G.J.").
        rf"{_GIVE} (?:integral )?provimento(?! n[o.º°]{{0,2}} ?\d| numero)"
        r"|(?:recurso|apelacao|agravo|apelo|recursos|apelacoes"
        r"|agravos|pedido)(?: (?:especial|inominado|civel|adesivo|principal|ordinario"
        rf"|extraordinario|interno|de apelacao|de instrumento|[12]|{_PARTY})){{0,2}}"
        r" provid[oa]s?\b(?! em parte"
        r"| parcialmente| em termos)"
        r"|provimento (?:ao|do|aos|dos) (?:recurso|apelo|apelacao|agravo|primeiro|segundo)"
        r"|provimento (?:dado|concedido)\b"
        rf"|{_APPEAL_NAMED} procedente|pretensao recursal acolhida"
        # "anular / reformar (, de ofício,) a sentença" (not the subjunctive of a law quoted,
        # "sobrevindo decisão que modifique ou anule a sentença").
        rf"|(?:anul(?!em?\b)|cass(?!em?\b)|desconstitu(?!am?\b))\w*{_OWN_MOTION} a sentenca"
        rf"|(?:reformada|reformar|reformo|reformando){_OWN_MOTION} a sentenca"
        rf"|{_DECISION}{_DECIDED} (?:anulad|cassad|desconstituid|reformad)[oa]"
        r"(?! em parte| parcialmente)"
        r"|(?:julgo|julgar)(?: monocraticamente)? procedente (?:a|o) (?:presente )?(?:apelacao"
        rf"|recurso|agravo|apelo)|{_JUDGE_IT} procedente\b(?! {_PARTLY})"
        r"|provid[oa] o (?:recurso|apelo|agravo|apelacao|d[oa]s? |primeiro|segundo)"
        rf"|{_GIVE}{_OTHER_APPEAL}"
        rf"|{_PROVE}{_APPEAL_OBJECT}|{_PROVE_IT}(?! {_PARTLY})"
        rf"|{_ACCEPT} (?:integralmente )?(?:o|a) (?:recurso|apelo|apelacao)"
        # "Recurso conhecido e provido"; PJe: "Conhecido o recurso de FULANO e provido".
        r"|conhecid[oa]s? e provid[oa]s?\b(?! em parte| parcialmente| em termos)"
        r"|conhecid[oa] o recurso d[eoa]s? [^;]{1,200}? e provid[oa]\b"
        r"(?! em parte| parcialmente| em termos)"
        r"|conhecid[oa]s? e,? (?:no|quanto ao) merito,? provid[oa]s?\b(?! em parte| parcialmente"
        r"| em termos)"
        # "RECURSO (CONHECIDO E) ACOLHIDO".
        r"|(?:recurso|apelo|apelacao|agravo)s?(?: \w+)? (?:conhecid[oa]s? e )?acolhid[oa]s?\b"
        # "Conhecido em parte e, na parte conhecida, provido" (OUTCOMES.md, "Hard cases").
        r"|(?:na|nessa|nesta) (?:parte|extensao)(?: conhecida)?,? provid[oa]s?\b(?! em parte"
        r"| parcialmente| em termos)"
        r"|^provimento\b"
        # "REFORMA DA SENTENÇA.", read where it opens a sentence ("pugna pela reforma da
        # sentença" reports a party's request).
        rf"|reforma{_OWN_MOTION} d[ao] {_DECISION}{_DECIDED}{_REFUSED}"
        # "ANULAÇÃO DA SENTENÇA.", read where it opens a sentence ("pugna pela anulação da
        # sentença" reports a request).
        rf"|(?:anulacao|cassacao|desconstituicao){_OWN_MOTION} d[ao] {_DECISION}{_DECIDED}"
        rf"{_REFUSED}"
        # The verdict below, then what the court did to it ("IMPROCEDÊNCIA. DESACERTO. REFORMA."),
        # and the appeal's merit as an ementa's topics ("INSURGÊNCIA DO AUTOR. RAZÃO QUE LHE
        # ASSISTE.").
        rf"|(?:{_VERDICT_BELOW})[.;-] (?:desacerto[.;-] )?reforma{_TOPIC_END}"
        rf"|{_GRIEVANCE}[.;:-] (?:razao que lhe assiste|com razao|procedencia){_TOPIC_END}"
        # "ACOLHIMENTO DO RECURSO.", read where it opens a sentence; "voto pelo acolhimento do
        # recurso".
        rf"|(?:pelo )?acolhimento {_OF_THE_APPEAL}",
    ),
    # First instance: settlements and dismissals.
    (
        "settled",
        rf"{_HOMOLOGATED} "
        r"(?:d?[oa]s? )?(?:presente )?(?:acordo|transacao|conciliacao|composicao"
        # The spouses' agreement: "homologo por sentença ... o Divórcio Consensual".
        r"|(?:divorcio|separacao|dissolucao)(?: [\w-]+){0,4}? consensua(?:l|is)|partilha amigavel)"
        r"|homologacao de (?:acordo|transacao)|(?:acordo|transacao) homologad"
        # An ementa's topics: the settlement, then "HOMOLOGAÇÃO." ("TRANSAÇÃO REALIZADA APÓS
        # JULGAMENTO DO RECURSO. HOMOLOGAÇÃO.").
        r"|(?:acordo|transacao)\b[^.;]{0,80}?[.;] homologacao(?= ?[.;(]|$)"
        # "As partes celebraram acordo, que homologo": a hearing record's wording.
        r"|(?:acordo|transacao|conciliacao)\b[^.;]{0,80}? que homologo"
        # The settlement by its article: CPC/1973 art. 269, III; CPC/2015 art. 487, III, b.
        r"|\b269,? (?:inciso )?iii\b|\b487,? (?:inciso )?iii,? (?:alinea )?.?b\b",
    ),
    (
        "dismissed",
        r"sem (?:resolucao|julgamento|exame|apreciacao|analise) d[oe] merito"
        r"|indefiro,? (?:liminarmente,? )?(?:a )?(?:peticao )?(?:inicial|exordial|vestibular)"
        r"|indeferimento da (?:peticao )?inicial"
        r"|(?:peticao )?inicial indeferida|indeferida a (?:peticao )?inicial"
        rf"|{_HOMOLOGATED} (?:o |a )?(?:pedido de )?desistencia"
        r"|desistencia homologada|perda (?:superveniente )?do objeto"
        # The extinction as a noun, with its article ("Extinção, com fundamento no artigo 267,
        # III, do CPC."): CPC/1973 art. 267 and CPC/2015 art. 485 end a case without the merits.
        r"|extincao(?: do (?:processo|feito))?,? (?:com (?:fundamento|fulcro|base) n[oa]|nos termos"
        r" do) (?:art\.?|artigo) (?:267|485)\b"
        rf"|(?:declaro|julgo) extint[oa] (?:o|a) (?:presente )?(?:processo|feito|acao|demanda)"
        rf"{_NOT_ON_THE_MERITS}"
        # PJe-JT's movement: "Extinto o processo por ausência do autor", "por desistência".
        r"|extint[oa] o (?:processo|feito) (?:por (?!prescricao|decadencia|pagamento)|sem )"
        # Embargos à execução, an action of their own, ended ("julgo extintos os embargos").
        r"|(?:julgo extintos|extingo|extinguir|extinguindo) (?:os )?(?:presentes )?embargos"
        rf"(?: a execucao| do devedor)?{_NOT_ON_THE_MERITS}"
        rf"|(?:declaro|julgo) (?:o processo|o feito|a acao) extint[oa]{_NOT_ON_THE_MERITS}"
        r"|cancelamento da distribuicao"
        # The labour court's arquivamento for the claimant's absence (CLT art. 844; OUTCOMES.md).
        r"|arquivamento da (?:reclamacao|reclamatoria)(?: trabalhista)?"
        r"|arquivad[oa] (?:o processo|a reclamacao|a reclamatoria|o feito) por ausencia d[oa]"
        r" (?:reclamante|autor)"
        r"|arquive-se a (?:reclamacao|reclamatoria)",
    ),
    # First instance: the merits.
    (
        "partly_granted",
        rf"procedentes? {_PARTLY}|{_PARTLY} procedentes?|procedencia {_PARTLY}"
        rf"|procedencia (?:parcial|em parte)|(?:parcial|parcialmente) procedencia"
        rf"|acolho {_PARTLY} (?:o |os )?pedido|acolho {_PARTLY} {_IMPUGNACAO}"
        rf"|acolho {_PARTLY} {_PRETENSION}"
        rf"|acolho {_PARTLY} (?:os )?embargos{_CLAIM_EMBARGOS}"
        rf"|(?:concedo|conceder|concedida|concedeu) {_PARTLY} a (?:seguranca|ordem)"
        rf"|(?:seguranca|ordem) {_PARTLY} concedida"
        # A subsidiary claim upheld: the main one was not.
        r"|procedentes? (?:o |os )?pedidos? subsidiarios?",
    ),
    (
        "denied",
        r"improcedentes?|improcedencia|(?:rejeito|rejeitando) (?:o |os )?pedido"
        r"|nao acolho (?:o |os )?pedido"
        rf"|(?:rejeito|nao acolho) {_PRETENSION}"
        # "resolvo o mérito desta ação para rejeitar os pedidos formulados na petição inicial".
        r"|resolvo o merito[^.;]{0,40}? para rejeitar (?:o |os )?pedido"
        rf"|(?:rejeito|nao acolho) {_IMPUGNACAO}"
        r"|(?:rejeito|rejeitar|rejeitados?) (?:os )?embargos (?:a execucao|do devedor|de terceiro"
        r"|monitorios)|(?:denego|denegar|denegada"
        r"|denegou) (?:a )?(?:seguranca|ordem)"
        r"|(?:seguranca|mandado de seguranca|ordem|writ)(?: conhecid[oa] e)? denegad[oa]"
        r"|denegacao da (?:seguranca|ordem)"
        # The STF's "INDEFIRO a ordem de HABEAS CORPUS", "indefiro o presente habeas corpus"
        # (RISTF art. 21, § 1º): the writ itself, not its liminar.
        r"|indefiro a ordem(?: de habeas corpus)?(?! de)"
        r"|indefiro o (?:presente )?(?:habeas corpus|writ|mandamus)"
        # "conheço em parte do presente habeas corpus e, na parte conhecida, indefiro o pedido"
        # (round 77): the part heard refused.
        r"|na parte conhecida,? (?:indefiro|denego) o pedido"
        r"|(?:pronuncio|reconheco|declaro|acolho) a (?:ocorrencia da )?(?:prescricao|decadencia)"
        r"|renuncia ao direito"
        # The labour court's "ABSOLVO a reclamada" (of the claims).
        r"|absolv\w* (?:a |o |as |os )?(?:reclamad|demandad)\w*"
        # The process extinguished on the merits for prescription or decadence (CPC art. 487, II).
        r"|487,? (?:inciso )?ii\b",
    ),
    (
        "granted",
        r"procedentes?|procedencia|acolho (?:o |os |integralmente os )?pedido"
        rf"|acolho (?:integralmente )?{_PRETENSION}"
        # The defendant's recognition of the claim (TPU 11795).
        r"|homolog\w* o reconhecimento (?:da procedencia )?(?:do|dos) pedidos?"
        # A decree the claim asks for: a divorce, an interdiction, an eviction, a paternity.
        r"|decreto (?:o divorcio|a separacao|a interdicao|o despejo|a dissolucao|a rescisao)"
        r"|declaro a (?:paternidade|maternidade)|concedo a interdicao"
        rf"|acolho (?:integralmente )?{_IMPUGNACAO}"
        # Embargos à execução, de terceiro or monitórios are the embargante's claim.
        rf"|acolho (?:integralmente )?(?:os )?embargos{_CLAIM_EMBARGOS}"
        r"|(?:concedo|conceder|concedida|concedeu) a (?:seguranca|ordem)"
        r"|(?:seguranca|mandado de seguranca|ordem|writ)(?: conhecid[oa] e)? concedid[oa]"
        # An ementa's closing topic ("CONCESSÃO DA ORDEM.", "CONCESSÃO DA SEGURANÇA.").
        r"|concessao da (?:seguranca|ordem)(?= ?[.;]|$)",
    ),
)

#: Objects of a verdict that make it a counterclaim's (skipped: the claimant's claim decides).
COUNTERCLAIM = r"reconven|contraposto"
#: Objects of a verdict on the merits that make it a criminal judgment (``other``, whatever its
#: wording: ``OUTCOMES.md``, "Hard cases").
CRIMINAL = (
    r"denuncia\b|pretensao punitiva|queixa-crime|queixa crime|acao penal|\bacusad[oa]s?\b"
    r"|\bdenunciad[oa]s?\b"
)
#: What follows a full grant that makes it partial: "em parte" after the verdict or its object
#: ("JULGO PROCEDENTE, EM PARTE, o pedido", "dou provimento ao recurso do autor, em parte"); not
#: a purpose ("dou provimento ao recurso para reformar parcialmente a sentença" grants the
#: appeal: what is judged is the appeal, not the sentence).
IN_PART = (
    r"^(?:,? (?:o|os|a|as|ao|aos) (?:pedidos?|acao|recursos?|apelacao|apelo|agravo|pleitos?"
    r"|pretensao|demanda)(?: (?!para\b)[\w-]+){0,5}?)?,? (?:em parte|parcialmente)\b"
    # A grant with an exception ("julgo procedente o pedido, exceto quanto aos danos morais").
    r"|^[^.;]{0,80}?,? (?:exceto|salvo|com exce\w+ d[oa]s?) (?:quanto|no tocante|em relacao"
    r"|o pedido|os pedidos|pedidos?\b)"
    # "julgo procedente o pedido, excluída a pretensão de lucros cessantes".
    r"|^[^.;]{0,80}?,? excluid[oa]s? (?:a |o |as |os )?(?:pretens|pedidos?\b|pleitos?\b|verbas?\b)"
)
#: Objects of an appeal verdict that make it secondary to the case's main appeal (not an
#: adesivo: the other party's appeal, judged as the main one is, ``OUTCOMES.md``).
SECONDARY = r"agravo retido|embargos|agravo interno"
#: Mentions of embargos de declaração.
EMBARGOS = r"embargos de declaracao|embargos declaratorios|aclaratorios|\bedcl\b"
#: A party absolved, named by its article and rank ("a 2ª", "a segunda").
_ABSOLVED_PARTY = (
    r"(?:a |o |as |os )?(?:\d{1,2}[aoªº.]? |(?:primeir|segund|terceir|quart|quint)[oa]s? )?"
)
#: The claims a defendant is absolved of in a civil or labour judgment.
_CLAIMS = (
    r"(?:d[oa]s?|de tod[oa]s [oa]s) (?:demais )?(?:pedidos|pleitos|pretensoes|verbas|instancia)"
)
#: Criminal and other outcomes outside the 13 (``other``).
OTHER = (
    r"absolv(?:o|e|er|eu|em|eram|endo|ia|id[oa]s?|icao|icoes)\b"
    # Not a labour or civil defendant absolved of the claims ("absolvo a 2ª reclamada",
    # "absolvendo a ré dos pedidos"), nor an acquittal in another case a civil one tells of
    # ("RÉU ABSOLVIDO NA ESFERA PENAL").
    rf"(?!-a\b| {_ABSOLVED_PARTY}(?:reclamad|demandad)| [^.;]{{0,60}}?\b{_CLAIMS}"
    r"| (?:n[ao]s? |em )?(?:esfera|juizo|ambito|instancia|sede|seara|acao|processo)s? (?:penal"
    r"|criminal)| (?:penal|criminal)mente)"
    r"|(?:julgo|julgar) (?:im)?procedente a (?:denuncia|pretensao punitiva|representacao)\b"
    r"|extinta a punibilidade|extincao da punibilidade|declaro extinta a punibilidade"
    # An impronúncia ends the case (TPU 10961, a judgment); a pronúncia does not (10953).
    r"|\bimpronunci(?:o|ar|ando|ou|ad[oa]s?)\b"
    r"|decreto a falencia|(?:julgo|declaro) extinta a (?:presente )?execucao"
    r"|extinta a (?:presente )?execucao|extingo a (?:presente )?execucao"
    r"|condeno o reu \w+ (?:a pena|as penas)"
    # A criminal settlement homologated: a transação penal (Lei 9.099/95, art. 76), an acordo de
    # não persecução penal (CPP art. 28-A), a suspensão condicional do processo.
    rf"|{_HOMOLOGATED} (?:a |o )?(?:proposta de )?(?:transacao penal|acordo de nao persecucao"
    r" penal|suspensao condicional do processo)"
    # The receipt of the denúncia (OUTCOMES.md, "Hard cases").
    r"|(?:recebo|receber|recebeu|receberam|recebida) (?:a denuncia|o aditamento da denuncia"
    r"|a queixa)"
    # The execution phase: an obligation satisfied, a cumprimento de sentença extinguished (art.
    # 924, II-III: OUTCOMES.md, "Hard cases", as an execution is).
    r"|declaro satisfeita a obrigacao|extint[oa] (?:a obrigacao|o debito|a divida) pelo pagamento"
    r"|(?:julgo|declaro) extinto o cumprimento|extingo o cumprimento"
    # The execution's end by its article: the obligation satisfied, the debt remitted or
    # renounced (CPC/1973 art. 794, I-III; CPC/2015 art. 924, II-IV), "nos termos do art. 794,
    # I, JULGO EXTINTO o processo".
    r"|\b794,? (?:inciso )?i{1,3}\b|\b924,? (?:inciso )?(?:ii|iii|iv)\b"
    # A conflict of competence judged ("CONFLITO DE COMPETÊNCIA CONHECIDO E JULGADO IMPROCEDENTE",
    # "julgar procedente o conflito", "declarar competente o Juízo suscitado").
    r"|conflito (?:negativo |positivo )?(?:de competencia )?(?:conhecido|julgado|procedente"
    r"|improcedente)|(?:declarar|declaro|declarando|declarou|declarado) competente\b"
    r"|(?:declarar|declaro|declarando|declarou) a competencia d[oa] (?:juizo )?suscita(?:nte|do)"
    r"|conhec\w* do conflito\b"
    # TJPR's examination of which chamber is competent ("EXAME DE COMPETÊNCIA ACOLHIDO").
    r"|exame de competencia (?:acolhido|rejeitado|nao acolhido)"
    r"|(?:julgo|julgar|julgou|julgaram) (?:im)?procedente o conflito"
)
