"""CNJ codes DataJud writes: TPU classes, subjects and movement names, tabled complements,
court systems and formats, and IBGE municipality codes of the sandbox's cities.

Sources: class, subject and movement codes and names are CNJ's Tabelas Processuais Unificadas
(SGT, sgt.cnj.jus.br) as of November 2020 (the copy in abjur/inovaCNJ @ 28583308, App/data-raw);
a name the 2020 tables lack takes its closest code (marked). Complements, systems and formats
are the combinations seen in real DataJud answers (CNJ's wiki examples and answers published
in public repositories); system codes other than 1 (PJe), 3 (SAJ) and -1 (Inválido) were not
seen and follow CNJ's DataJud glossary. IBGE codes are the municipalities' official codes
(IBGE); a city not listed has none (``codigoMunicipioIBGE`` null, as DataJud sometimes gives).
"""

from __future__ import annotations

#: TPU class code by class name (the names of ``vocabulary.KINDS`` and the second degree's).
CLASSES = {
    "Agravo de Instrumento": 202,
    "Agravo de Instrumento em Recurso de Revista": 1002,
    "Agravo em Recurso Especial": 11881,
    "Alimentos - Lei Especial Nº 5.478/68": 69,
    "Apelação Criminal": 417,
    "Apelação Cível": 198,
    "Ação Civil Pública Cível": 65,  # "Ação Civil Pública" in 2020
    "Ação Penal - Procedimento Ordinário": 283,
    "Ação Penal Militar - Procedimento Ordinário": 11037,
    "Ação Rescisória": 47,
    "Ação Trabalhista - Rito Ordinário": 985,
    "Ação Trabalhista - Rito Sumaríssimo": 1125,
    "Ação de Consignação em Pagamento": 32,  # "Consignação em Pagamento" in 2020
    "Busca e Apreensão em Alienação Fiduciária": 81,
    "Cumprimento de Sentença": 156,
    "Despejo por Falta de Pagamento Cumulado Com Cobrança": 94,
    "Divórcio Litigioso": 99,
    "Execução Fiscal": 1116,
    "Execução de Título Extrajudicial": 159,
    "Habeas Corpus": 1720,
    "Habeas Corpus Criminal": 307,
    "Inventário": 39,
    "Mandado de Segurança Cível": 120,
    "Monitória": 40,
    "Pedido de Providências": 1199,
    "Prestação de Contas Eleitorais": 12193,
    "Procedimento Comum Cível": 7,
    "Procedimento de Controle Administrativo": 11891,
    "Procedimento do Juizado Especial Cível": 436,
    "Recuperação Judicial": 129,
    "Recurso Contra Expedição de Diploma": 11533,
    "Recurso Eleitoral": 11548,
    "Recurso Especial": 1032,
    "Recurso Especial Eleitoral": 11549,
    "Recurso Extraordinário com Agravo": 11880,
    "Recurso Ordinário Trabalhista": 1009,
    "Recurso de Revista": 1008,
    "Recurso em Sentido Estrito": 426,
    "Registro de Candidatura": 11532,
    "Representação": 11541,
}

#: TPU subject code by subject name (the subjects of ``vocabulary.KINDS``).
SUBJECTS = {
    "Abuso de Poder Econômico": 10894,  # closest: "Abuso de Poder"
    "Adicional de Insalubridade": 10291,
    "Alienação Fiduciária": 9582,
    "Aposentadoria por Idade": 6096,  # "Aposentadoria por Idade (Art. 48/51)"
    "Aposentadoria por Tempo de Contribuição": 6118,  # "... (Art. 55/6)"
    "Atos Administrativos": 9997,
    "Auxílio-Doença Previdenciário": 6101,
    "Bancários": 7752,
    "Benefício Assistencial (Art. 203,V CF/88)": 6114,
    "COFINS": 6035,
    "Cartão de Crédito": 7772,
    "Cheque": 4970,
    "Compra e Venda": 9587,
    "Concurso Público / Edital": 10370,
    "Concurso de Credores": 9418,
    "Contrabando ou descaminho": 3574,
    "Contratos Bancários": 9607,
    "Contribuições Previdenciárias": 6048,
    "Contribuições Sociais": 6033,
    "Crimes contra o Sistema Financeiro Nacional": 3612,
    "Deserção": 7940,
    "Despejo para Uso Próprio": 9610,
    "Dissolução": 7664,
    "Duplicata": 4972,
    "Empréstimo consignado": 11806,
    "Dívida Ativa": 6017,
    "Ensino Superior": 10029,
    "Estelionato": 3431,
    "FGTS": 10570,
    "Fixação": 6239,
    "Fornecimento de Energia Elétrica": 7760,
    "Furto Qualificado": 3417,
    "Furto Simples": 3416,  # "Furto"
    "Guarda": 5802,
    "Honorários Advocatícios": 10655,
    "Horas Extras": 2086,
    "ICMS/ Imposto sobre Circulação de Mercadorias": 5946,
    "IPTU/ Imposto Predial e Territorial Urbano": 5952,
    "IRPJ/Imposto de Renda de Pessoa Jurídica": 5933,
    "Inclusão Indevida em Cadastro de Inadimplentes": 6226,
    "Indenização por Dano Material": 7780,
    "Indenização por Dano Moral": 7779,
    "Inventário e Partilha": 7687,
    "Jornada de Trabalho": 10287,
    "Juros/Correção Monetária": 6005,
    "Lesão Leve": 11238,
    "Liberação de Mercadorias": 6024,
    "Licenças": 9998,
    "Locação de Imóvel": 9593,
    "Magistratura": 10187,
    "Meio Ambiente do Trabalho": 10110,  # closest: "Meio Ambiente"
    "Moeda Falsa": 3524,  # "Moeda Falsa / Assimilados"
    "Multa do Artigo 477 da CLT": 2212,
    "Nota Promissória": 4980,
    "Obrigação de Fazer / Não Fazer": 10671,
    "Obrigação de Pagar": 7681,  # closest: "Obrigações"
    "PIS": 6039,
    "Partilha": 7687,  # closest: "Inventário e Partilha"
    "Peculato": 3548,
    "Planos de Saúde": 6233,
    "Prestação de Contas - De Candidato": 11614,
    "Prestação de Serviços": 9596,
    "Prisão Preventiva": 4355,
    "Propaganda Política - Propaganda Eleitoral - Internet": 11679,
    "Reconhecimento de Relação de Emprego": 2554,
    "Recuperação judicial e Falência": 4993,
    "Registro de Candidatura - RRC - Candidato": 11618,
    "Rescisão Indireta": 2435,
    "Rescisão do contrato e devolução do dinheiro": 7768,
    "Responsabilidade Civil": 10431,
    "Responsabilidade Solidária/Subsidiária": 1937,  # "Responsabilidade Solidária / Subsidiária"
    "Revisão": 5788,
    "Roubo Majorado": 5566,
    "Salário-Maternidade": 6068,
    "Serventias Extrajudiciais": 9997,  # closest: "Atos Administrativos"
    "Servidor Público Civil": 10219,
    "Sistema Financeiro da Habitação": 4839,
    "Tarifas": 11807,
    "Taxas Municipais": 5956,  # closest: "Taxas"
    "Telefonia": 7617,
    "Tráfico de Drogas e Condutas Afins": 3608,
    "Verbas Rescisórias": 2546,
}

#: TPU movement name by code (the codes of ``vocabulary.ACTS``; DataJud's ``movimentos.nome``).
MOVEMENTS = {
    22: "Baixa Definitiva",
    26: "Distribuição",
    51: "Conclusão",
    60: "Expedição de documento",
    85: "Petição",
    92: "Publicação",
    106: "Mandado",
    123: "Remessa",
    132: "Recebimento",
    160: "Recebimento",
    196: "Extinção da execução ou do cumprimento da sentença",
    198: "Acolhimento de Embargos de Declaração",
    200: "Não-Acolhimento de Embargos de Declaração",
    210: "Concessão",
    212: "Denegação",
    219: "Procedência",
    220: "Improcedência",
    221: "Procedência em Parte",
    235: "Não Conhecimento de recurso",
    236: "Negação de Seguimento",
    237: "Provimento",
    238: "Provimento em Parte",
    239: "Não-Provimento",
    246: "Definitivo",
    332: "Antecipação de tutela",
    391: "Denúncia",
    417: "Inclusão em pauta",
    454: "Indeferimento da petição inicial",
    456: "Extinção",
    458: "Abandono da causa",
    463: "Desistência",
    466: "Homologação de Transação",
    473: "Ausência do Reclamante",
    581: "Documento",
    785: "Antecipação de tutela",
    848: "Trânsito em julgado",
    973: "Extinção da Punibilidade",
    1051: "Decurso de Prazo",
    1061: "Disponibilização no Diário da Justiça Eletrônico",
    11010: "Mero expediente",
    11382: "Bloqueio/penhora on line",
    11383: "Ato ordinatório",
    11385: "Execução/Cumprimento de Sentença Iniciada (o)",
    12164: "Outras Decisões",
    12254: "Sentença desconstituída",
    12265: "Expedida/certificada",
    12266: "Confirmada",
    12288: "Confirmada",
    12652: "Contas Aprovadas",
    12653: "Contas Desaprovadas",
    12654: "Contas Aprovadas com Ressalvas",
    12660: "Deferimento do Pedido de Registro de Candidatura",
    12667: "Procedência da Impugnação (Registro Indeferido)",
    12740: "de Conciliação",
    12750: "de Instrução e Julgamento",
}

Complement = tuple[int, int, str, str]  # codigo, valor, nome, descricao
_DRAW = (2, 2, "sorteio", "tipo_de_distribuicao_redistribuicao")
_ORDER = (3, 5, "para despacho", "tipo_de_conclusao")
_DECIDE = (3, 6, "para decisão", "tipo_de_conclusao")
_WRIT = (4, 78, "Mandado", "tipo_de_documento")
_OTHER_DOC = (4, 80, "Outros documentos", "tipo_de_documento")
_PETITION = (19, 57, "Petição (outras)", "tipo_de_peticao")
_SENT = (18, 40, "outros motivos", "motivo_da_remessa")
_SET = (15, 9, "designada", "situacao_da_audiencia")

#: The tabled complements of an act's movement (by ``vocabulary.ACTS`` name).
COMPLEMENTS: dict[str, tuple[Complement, ...]] = {
    "distribution": (_DRAW,),
    "rapporteur_distribution": (_DRAW,),
    "conclusion": (_ORDER,),
    "judgment_conclusion": (_DECIDE,),
    "rapporteur": (_DECIDE,),
    "citation_issued": (_WRIT,),
    "writ_issued": (_WRIT,),
    "answer": (_PETITION,),
    "defense": (_PETITION,),
    "reply": (_PETITION,),
    "petition": (_PETITION,),
    "document": (_OTHER_DOC,),
    "expert_report": (_OTHER_DOC,),
    "prosecutor_opinion": (_OTHER_DOC,),
    "to_prosecutor": (_SENT,),
    "to_accounting": (_SENT,),
    "appeal_sent": (_SENT,),
    "special_sent": (_SENT,),
    "conciliation_set": (_SET,),
    "instruction_set": (_SET,),
}

#: DataJud ``sistema`` by the sandbox's platform tag (others: 8, "Outros").
SYSTEMS = {
    "pje": (1, "Pje"),
    "pjejt": (1, "Pje"),
    "projudi": (2, "Projudi"),
    "esaj": (3, "SAJ"),
    "eproc": (4, "EPROC"),
}
OTHER_SYSTEM = (8, "Outros")
INVALID_SYSTEM = (-1, "Inválido")
ELECTRONIC = (1, "Eletrônico")
PHYSICAL = (2, "Físico")

#: IBGE municipality code by city (``vocabulary.CITIES``; Brasília's regions are Brasília).
IBGE = {
    "Rio Branco": 1200401,
    "Maceió": 2704302,
    "Manaus": 1302603,
    "Macapá": 1600303,
    "Salvador": 2927408,
    "Fortaleza": 2304400,
    "Brasília": 5300108,
    "Taguatinga": 5300108,
    "Ceilândia": 5300108,
    "Gama": 5300108,
    "Sobradinho": 5300108,
    "Vitória": 3205309,
    "Goiânia": 5208707,
    "São Luís": 2111300,
    "Belo Horizonte": 3106200,
    "Campo Grande": 5002704,
    "Cuiabá": 5103403,
    "Belém": 1501402,
    "João Pessoa": 2507507,
    "Recife": 2611606,
    "Teresina": 2211001,
    "Curitiba": 4106902,
    "Rio de Janeiro": 3304557,
    "Natal": 2408102,
    "Porto Velho": 1100205,
    "Boa Vista": 1400100,
    "Porto Alegre": 4314902,
    "Florianópolis": 4205407,
    "Aracaju": 2800308,
    "São Paulo": 3550308,
    "Campinas": 3509502,
    "Santos": 3548500,
    "Ribeirão Preto": 3543402,
    "Sorocaba": 3552205,
    "São José dos Campos": 3549904,
    "Palmas": 1721000,
}
