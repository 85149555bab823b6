# ruff: noqa: E501  (long Portuguese sentences are kept whole)
"""Portuguese word lists for the sandbox's synthetic lawsuits.

Names are composed at random from common Brazilian first names and surnames, so a generated
person is a combination, never a record of a real person; company names join a surname with a
line of business and a legal-form suffix. Legal vocabulary (classes, subjects, step titles,
decision phrases) follows the terms Brazilian courts publish in their public consultations.
"""

from typing import NamedTuple

FIRST_NAMES = (
    "Ana",
    "Beatriz",
    "Camila",
    "Daniela",
    "Eduarda",
    "Fernanda",
    "Gabriela",
    "Helena",
    "Isabela",
    "Juliana",
    "Larissa",
    "Mariana",
    "Natália",
    "Patrícia",
    "Renata",
    "Sabrina",
    "Tatiane",
    "Vanessa",
    "Yasmin",
    "Aline",
    "Bruna",
    "Carla",
    "Débora",
    "Elaine",
    "Flávia",
    "Giovana",
    "Jéssica",
    "Lívia",
    "Luana",
    "Priscila",
    "Rafaela",
    "Simone",
    "Viviane",
    "André",
    "Bruno",
    "Carlos",
    "Diego",
    "Eduardo",
    "Fábio",
    "Gustavo",
    "Henrique",
    "Igor",
    "João",
    "Leonardo",
    "Marcelo",
    "Nelson",
    "Otávio",
    "Paulo",
    "Rafael",
    "Sérgio",
    "Thiago",
    "Vinícius",
    "Wagner",
    "Alexandre",
    "Caio",
    "Danilo",
    "Emerson",
    "Felipe",
    "Gilberto",
    "Heitor",
    "Jonas",
    "Lucas",
    "Mateus",
    "Murilo",
    "Renan",
    "Rodrigo",
    "Samuel",
    "Vitor",
)

SURNAMES = (
    "Almeida",
    "Andrade",
    "Barbosa",
    "Barros",
    "Batista",
    "Borges",
    "Cardoso",
    "Carvalho",
    "Castro",
    "Cavalcanti",
    "Correia",
    "Costa",
    "Cunha",
    "Dias",
    "Duarte",
    "Farias",
    "Fernandes",
    "Ferreira",
    "Fonseca",
    "Freitas",
    "Garcia",
    "Gomes",
    "Guimarães",
    "Lima",
    "Lopes",
    "Macedo",
    "Machado",
    "Marques",
    "Martins",
    "Medeiros",
    "Melo",
    "Mendes",
    "Miranda",
    "Monteiro",
    "Moraes",
    "Moreira",
    "Nascimento",
    "Nogueira",
    "Nunes",
    "Oliveira",
    "Pereira",
    "Pinheiro",
    "Pinto",
    "Queiroz",
    "Ramos",
    "Reis",
    "Ribeiro",
    "Rocha",
    "Rodrigues",
    "Sales",
    "Santana",
    "Santos",
    "Siqueira",
    "Soares",
    "Souza",
    "Tavares",
    "Teixeira",
    "Vasconcelos",
    "Vieira",
    "Xavier",
)

BUSINESS_LINES = (
    "Comércio de Alimentos",
    "Transportes",
    "Construções e Incorporações",
    "Serviços Médicos",
    "Indústria Têxtil",
    "Distribuidora de Bebidas",
    "Tecnologia da Informação",
    "Comércio de Veículos",
    "Agropecuária",
    "Materiais de Construção",
    "Logística",
    "Empreendimentos Imobiliários",
    "Serviços de Limpeza",
    "Móveis e Decorações",
    "Educação e Cursos",
    "Confecções",
    "Farmácia e Drogaria",
    "Engenharia",
)

COMPANY_SUFFIXES = ("Ltda", "Ltda", "Ltda", "S.A.", "EIRELI", "ME", "EPP")

# Public litigants by branch (institutions, not people); {state_name} and {city} are filled in.
PUBLIC = {
    "state": ("Estado de {state_name}", "Município de {city}"),
    "federal": (
        "União Federal",
        "Instituto Nacional do Seguro Social - INSS",
        "Fazenda Nacional",
        "Caixa Econômica Federal",
    ),
    "labor": ("União Federal",),
    "electoral": ("Juízo da {n}ª Zona Eleitoral de {city}",),
    "military": ("União Federal",),
    "military_state": ("Estado de {state_name}",),
    "superior": (
        "União Federal",
        "Estado de {state_name}",
        "Tribunal de Justiça do Estado de {state_name}",
    ),
}
PROSECUTORS = {
    "state": "Ministério Público do Estado de {state_name}",
    "federal": "Ministério Público Federal",
    "labor": "Ministério Público do Trabalho",
    "electoral": "Ministério Público Eleitoral",
    "military": "Ministério Público Militar",
    "military_state": "Ministério Público do Estado de {state_name}",
    "superior": "Ministério Público Federal",
}
COALITION_WORDS = ("Unida", "Para Todos", "Em Frente", "Mais Forte", "Pelo Povo")

BANKS = (
    "Banco {surname} S.A.",
    "{surname} Crédito, Financiamento e Investimento S.A.",
    "Cooperativa de Crédito {surname}",
    "{surname} Seguros S.A.",
)

UF_NAMES = {
    "AC": "Acre",
    "AL": "Alagoas",
    "AM": "Amazonas",
    "AP": "Amapá",
    "BA": "Bahia",
    "CE": "Ceará",
    "DF": "Distrito Federal",
    "ES": "Espírito Santo",
    "GO": "Goiás",
    "MA": "Maranhão",
    "MG": "Minas Gerais",
    "MS": "Mato Grosso do Sul",
    "MT": "Mato Grosso",
    "PA": "Pará",
    "PB": "Paraíba",
    "PE": "Pernambuco",
    "PI": "Piauí",
    "PR": "Paraná",
    "RJ": "Rio de Janeiro",
    "RN": "Rio Grande do Norte",
    "RO": "Rondônia",
    "RR": "Roraima",
    "RS": "Rio Grande do Sul",
    "SC": "Santa Catarina",
    "SE": "Sergipe",
    "SP": "São Paulo",
    "TO": "Tocantins",
}

# A few municipalities per state (the capital first); the CNJ origin code picks one.
CITIES = {
    "AC": ("Rio Branco", "Cruzeiro do Sul", "Sena Madureira", "Tarauacá"),
    "AL": ("Maceió", "Arapiraca", "Palmeira dos Índios", "Penedo"),
    "AM": ("Manaus", "Parintins", "Itacoatiara", "Manacapuru"),
    "AP": ("Macapá", "Santana", "Laranjal do Jari", "Oiapoque"),
    "BA": ("Salvador", "Feira de Santana", "Vitória da Conquista", "Ilhéus", "Juazeiro"),
    "CE": ("Fortaleza", "Caucaia", "Juazeiro do Norte", "Sobral", "Crato"),
    "DF": ("Brasília", "Taguatinga", "Ceilândia", "Gama", "Sobradinho"),
    "ES": ("Vitória", "Vila Velha", "Serra", "Cariacica", "Linhares"),
    "GO": ("Goiânia", "Anápolis", "Aparecida de Goiânia", "Rio Verde", "Catalão"),
    "MA": ("São Luís", "Imperatriz", "Caxias", "Timon", "Bacabal"),
    "MG": ("Belo Horizonte", "Uberlândia", "Contagem", "Juiz de Fora", "Montes Claros"),
    "MS": ("Campo Grande", "Dourados", "Três Lagoas", "Corumbá"),
    "MT": ("Cuiabá", "Várzea Grande", "Rondonópolis", "Sinop", "Tangará da Serra"),
    "PA": ("Belém", "Ananindeua", "Santarém", "Marabá", "Castanhal"),
    "PB": ("João Pessoa", "Campina Grande", "Santa Rita", "Patos"),
    "PE": ("Recife", "Jaboatão dos Guararapes", "Olinda", "Caruaru", "Petrolina"),
    "PI": ("Teresina", "Parnaíba", "Picos", "Floriano"),
    "PR": ("Curitiba", "Londrina", "Maringá", "Ponta Grossa", "Cascavel"),
    "RJ": ("Rio de Janeiro", "Niterói", "Duque de Caxias", "Nova Iguaçu", "Campos dos Goytacazes"),
    "RN": ("Natal", "Mossoró", "Parnamirim", "Caicó"),
    "RO": ("Porto Velho", "Ji-Paraná", "Ariquemes", "Vilhena"),
    "RR": ("Boa Vista", "Rorainópolis", "Caracaraí"),
    "RS": ("Porto Alegre", "Caxias do Sul", "Pelotas", "Canoas", "Santa Maria"),
    "SC": ("Florianópolis", "Joinville", "Blumenau", "Chapecó", "Criciúma"),
    "SE": ("Aracaju", "Nossa Senhora do Socorro", "Lagarto", "Itabaiana"),
    "SP": ("São Paulo", "Campinas", "Santos", "Ribeirão Preto", "Sorocaba", "São José dos Campos"),
    "TO": ("Palmas", "Araguaína", "Gurupi", "Porto Nacional"),
}


class Kind(NamedTuple):
    """A kind of lawsuit: class, area, pole roles, subjects, median claim value, party profiles.

    A value median of 0 means the class carries no claim value (criminal, electoral). Party
    profiles: ``person``, ``company``, ``mixed`` (persons and companies), ``public`` (the
    branch's public litigant), ``mp`` (the Ministério Público of the branch), ``coalition``.
    """

    klass: str
    area: str
    active_role: str
    passive_role: str
    subjects: tuple[str, ...]
    value_median: float
    active: str
    passive: str


_CIVIL_SUBJECTS = (
    "Indenização por Dano Moral",
    "Indenização por Dano Material",
    "Obrigação de Fazer / Não Fazer",
    "Rescisão do contrato e devolução do dinheiro",
    "Planos de Saúde",
    "Bancários",
)

# Kinds by branch; superior courts and councils by acronym ("council" for CNJ, CJF, CSJT).
KINDS: dict[str, tuple[Kind, ...]] = {
    "state": (
        Kind(
            "Procedimento Comum Cível",
            "Cível",
            "Autor",
            "Réu",
            _CIVIL_SUBJECTS,
            30000,
            "mixed",
            "mixed",
        ),
        Kind(
            "Procedimento Comum Cível",
            "Cível",
            "Autor",
            "Réu",
            (
                "Contratos Bancários",
                "Tarifas",
                "Empréstimo consignado",
                "Cartão de Crédito",
                "Juros/Correção Monetária",
            ),
            25000,
            "person",
            "bank",
        ),
        Kind(
            "Procedimento do Juizado Especial Cível",
            "Cível",
            "Requerente",
            "Requerido",
            (
                "Indenização por Dano Moral",
                "Inclusão Indevida em Cadastro de Inadimplentes",
                "Fornecimento de Energia Elétrica",
                "Telefonia",
            ),
            9000,
            "person",
            "company",
        ),
        Kind(
            "Execução de Título Extrajudicial",
            "Cível",
            "Exequente",
            "Executado",
            ("Cheque", "Nota Promissória", "Contratos Bancários", "Duplicata"),
            45000,
            "company",
            "mixed",
        ),
        Kind(
            "Cumprimento de Sentença",
            "Cível",
            "Exequente",
            "Executado",
            ("Honorários Advocatícios", "Obrigação de Pagar", "Indenização por Dano Moral"),
            20000,
            "mixed",
            "mixed",
        ),
        Kind(
            "Execução Fiscal",
            "Tributário",
            "Exequente",
            "Executado",
            (
                "IPTU/ Imposto Predial e Territorial Urbano",
                "ICMS/ Imposto sobre Circulação de Mercadorias",
                "Dívida Ativa",
                "Taxas Municipais",
            ),
            8000,
            "public",
            "mixed",
        ),
        Kind(
            "Monitória",
            "Cível",
            "Autor",
            "Réu",
            ("Prestação de Serviços", "Compra e Venda"),
            25000,
            "company",
            "mixed",
        ),
        Kind(
            "Busca e Apreensão em Alienação Fiduciária",
            "Cível",
            "Autor",
            "Réu",
            ("Alienação Fiduciária",),
            60000,
            "bank",
            "person",
        ),
        Kind(
            "Despejo por Falta de Pagamento Cumulado Com Cobrança",
            "Cível",
            "Autor",
            "Réu",
            ("Locação de Imóvel", "Despejo para Uso Próprio"),
            18000,
            "person",
            "mixed",
        ),
        Kind(
            "Divórcio Litigioso",
            "Família",
            "Requerente",
            "Requerido",
            ("Dissolução", "Partilha", "Guarda"),
            50000,
            "person",
            "person",
        ),
        Kind(
            "Alimentos - Lei Especial Nº 5.478/68",
            "Família",
            "Alimentando",
            "Alimentante",
            ("Fixação", "Revisão"),
            15000,
            "person",
            "person",
        ),
        Kind(
            "Inventário",
            "Família",
            "Inventariante",
            "Inventariado",
            ("Inventário e Partilha",),
            250000,
            "person",
            "person",
        ),
        Kind(
            "Mandado de Segurança Cível",
            "Cível",
            "Impetrante",
            "Impetrado",
            (
                "Concurso Público / Edital",
                "Licenças",
                "ICMS/ Imposto sobre Circulação de Mercadorias",
            ),
            10000,
            "mixed",
            "public",
        ),
        Kind(
            "Ação Penal - Procedimento Ordinário",
            "Criminal",
            "Autor",
            "Réu",
            (
                "Furto Qualificado",
                "Roubo Majorado",
                "Tráfico de Drogas e Condutas Afins",
                "Estelionato",
            ),
            0,
            "mp",
            "person",
        ),
        Kind(
            "Recuperação Judicial",
            "Empresarial",
            "Requerente",
            "Requerido",
            ("Recuperação judicial e Falência", "Concurso de Credores"),
            2500000,
            "company",
            "company",
        ),
    ),
    "federal": (
        Kind(
            "Procedimento Comum Cível",
            "Cível",
            "Autor",
            "Réu",
            (
                "Aposentadoria por Tempo de Contribuição",
                "Contribuições Previdenciárias",
                "Sistema Financeiro da Habitação",
                "Servidor Público Civil",
            ),
            60000,
            "person",
            "public",
        ),
        Kind(
            "Procedimento do Juizado Especial Cível",
            "Previdenciário",
            "Autor",
            "Réu",
            (
                "Auxílio-Doença Previdenciário",
                "Aposentadoria por Idade",
                "Benefício Assistencial (Art. 203,V CF/88)",
                "Salário-Maternidade",
            ),
            35000,
            "person",
            "public",
        ),
        Kind(
            "Execução Fiscal",
            "Tributário",
            "Exequente",
            "Executado",
            ("Dívida Ativa", "Contribuições Sociais", "IRPJ/Imposto de Renda de Pessoa Jurídica"),
            90000,
            "public",
            "mixed",
        ),
        Kind(
            "Mandado de Segurança Cível",
            "Cível",
            "Impetrante",
            "Impetrado",
            ("PIS", "COFINS", "Ensino Superior", "Liberação de Mercadorias"),
            50000,
            "company",
            "public",
        ),
        Kind(
            "Ação Penal - Procedimento Ordinário",
            "Criminal",
            "Autor",
            "Réu",
            (
                "Contrabando ou descaminho",
                "Crimes contra o Sistema Financeiro Nacional",
                "Moeda Falsa",
            ),
            0,
            "mp",
            "person",
        ),
    ),
    "labor": (
        Kind(
            "Ação Trabalhista - Rito Ordinário",
            "Trabalhista",
            "Reclamante",
            "Reclamado",
            (
                "Horas Extras",
                "Verbas Rescisórias",
                "Adicional de Insalubridade",
                "Rescisão Indireta",
                "Indenização por Dano Moral",
                "Reconhecimento de Relação de Emprego",
            ),
            60000,
            "person",
            "company",
        ),
        Kind(
            "Ação Trabalhista - Rito Sumaríssimo",
            "Trabalhista",
            "Reclamante",
            "Reclamado",
            ("Verbas Rescisórias", "Multa do Artigo 477 da CLT", "FGTS"),
            25000,
            "person",
            "company",
        ),
        Kind(
            "Ação de Consignação em Pagamento",
            "Trabalhista",
            "Consignante",
            "Consignatário",
            ("Verbas Rescisórias",),
            12000,
            "company",
            "person",
        ),
        Kind(
            "Ação Civil Pública Cível",
            "Trabalhista",
            "Autor",
            "Réu",
            ("Meio Ambiente do Trabalho", "Jornada de Trabalho"),
            200000,
            "mp",
            "company",
        ),
    ),
    "electoral": (
        Kind(
            "Prestação de Contas Eleitorais",
            "Eleitoral",
            "Requerente",
            "Interessado",
            ("Prestação de Contas - De Candidato",),
            0,
            "person",
            "mp",
        ),
        Kind(
            "Registro de Candidatura",
            "Eleitoral",
            "Requerente",
            "Impugnante",
            ("Registro de Candidatura - RRC - Candidato",),
            0,
            "person",
            "coalition",
        ),
        Kind(
            "Representação",
            "Eleitoral",
            "Representante",
            "Representado",
            ("Propaganda Política - Propaganda Eleitoral - Internet",),
            0,
            "coalition",
            "person",
        ),
    ),
    "military": (
        Kind(
            "Ação Penal Militar - Procedimento Ordinário",
            "Criminal",
            "Autor",
            "Réu",
            ("Deserção", "Lesão Leve", "Furto Simples"),
            0,
            "mp",
            "person",
        ),
    ),
    "STF": (
        Kind(
            "Recurso Extraordinário com Agravo",
            "Cível",
            "Recorrente",
            "Recorrido",
            ("Servidor Público Civil", "Contribuições Previdenciárias"),
            50000,
            "mixed",
            "public",
        ),
        Kind(
            "Habeas Corpus",
            "Criminal",
            "Impetrante",
            "Coator",
            ("Prisão Preventiva",),
            0,
            "person",
            "public",
        ),
    ),
    "STJ": (
        Kind(
            "Recurso Especial",
            "Cível",
            "Recorrente",
            "Recorrido",
            ("Indenização por Dano Moral", "Contratos Bancários", "Responsabilidade Civil"),
            80000,
            "mixed",
            "mixed",
        ),
        Kind(
            "Agravo em Recurso Especial",
            "Cível",
            "Agravante",
            "Agravado",
            ("Planos de Saúde", "Obrigação de Fazer / Não Fazer"),
            40000,
            "company",
            "person",
        ),
        Kind(
            "Habeas Corpus",
            "Criminal",
            "Impetrante",
            "Impetrado",
            ("Tráfico de Drogas e Condutas Afins", "Prisão Preventiva"),
            0,
            "person",
            "public",
        ),
    ),
    "TST": (
        Kind(
            "Agravo de Instrumento em Recurso de Revista",
            "Trabalhista",
            "Agravante",
            "Agravado",
            ("Horas Extras", "Responsabilidade Solidária/Subsidiária"),
            60000,
            "company",
            "person",
        ),
        Kind(
            "Recurso de Revista",
            "Trabalhista",
            "Recorrente",
            "Recorrido",
            ("Verbas Rescisórias", "Adicional de Insalubridade"),
            50000,
            "person",
            "company",
        ),
    ),
    "TSE": (
        Kind(
            "Recurso Especial Eleitoral",
            "Eleitoral",
            "Recorrente",
            "Recorrido",
            ("Registro de Candidatura - RRC - Candidato", "Abuso de Poder Econômico"),
            0,
            "person",
            "coalition",
        ),
    ),
    "STM": (
        Kind(
            "Apelação Criminal",
            "Criminal",
            "Apelante",
            "Apelado",
            ("Deserção", "Peculato"),
            0,
            "person",
            "mp",
        ),
    ),
    "council": (
        Kind(
            "Procedimento de Controle Administrativo",
            "Administrativo",
            "Requerente",
            "Requerido",
            ("Concurso Público / Edital", "Serventias Extrajudiciais"),
            0,
            "person",
            "public",
        ),
        Kind(
            "Pedido de Providências",
            "Administrativo",
            "Requerente",
            "Requerido",
            ("Magistratura", "Atos Administrativos"),
            0,
            "person",
            "public",
        ),
    ),
}

# Military courts of the states (TJM-MG, TJM-RS, TJM-SP) hear the same kinds as the federal ones.
KINDS["military_state"] = KINDS["military"]

# Classes of cases that begin in the second degree (CNJ origin 0000), by branch.
SECOND_DEGREE_KINDS = {
    "criminal": (("Recurso em Sentido Estrito", "Recorrente", "Recorrido"),),
    "labor": (
        ("Ação Rescisória", "Autor", "Réu"),
        ("Mandado de Segurança Cível", "Impetrante", "Impetrado"),
    ),
    "electoral": (
        ("Mandado de Segurança Cível", "Impetrante", "Impetrado"),
        ("Recurso Contra Expedição de Diploma", "Recorrente", "Recorrido"),
    ),
    "default": (
        ("Agravo de Instrumento", "Agravante", "Agravado"),
        ("Mandado de Segurança Cível", "Impetrante", "Impetrado"),
        ("Habeas Corpus Criminal", "Impetrante", "Impetrado"),
    ),
}
# The class and roles of an appeal to the second degree.
APPEAL_CLASSES = {
    "labor": ("Recurso Ordinário Trabalhista", "Recorrente", "Recorrido"),
    "electoral": ("Recurso Eleitoral", "Recorrente", "Recorrido"),
    "criminal": ("Apelação Criminal", "Apelante", "Apelado"),
    "default": ("Apelação Cível", "Apelante", "Apelado"),
}

STAFF = {
    "Cível": ("{n}ª Vara Cível", "Vara Única", "{n}ª Vara Cível e Empresarial"),
    "Família": ("{n}ª Vara de Família e Sucessões",),
    "Tributário": ("Vara da Fazenda Pública", "{n}ª Vara de Execuções Fiscais"),
    "Criminal": ("{n}ª Vara Criminal", "Vara do Júri e Execuções Criminais"),
    "Empresarial": ("{n}ª Vara de Falências e Recuperações Judiciais",),
    "Previdenciário": ("{n}º Juizado Especial Federal Cível", "{n}ª Vara Federal Previdenciária"),
    "Trabalhista": ("{n}ª Vara do Trabalho",),
    "Eleitoral": ("{n}ª Zona Eleitoral",),
}
MILITARY_STAFF = ("{n}ª Auditoria Militar",)
# How many numbered benches (Câmaras, Turmas) a second-degree court of a branch has, at most.
BENCHES = {
    "state": 38,
    "criminal": 16,
    "federal": 10,
    "labor": 11,
    "military": 2,
    "military_state": 2,
}
# Second-degree benches by branch; superior courts' benches by acronym.
SECOND_DEGREE_STAFF = {
    "state": (
        "{n}ª Câmara de Direito Privado",
        "{n}ª Câmara Cível",
        "{n}ª Câmara de Direito Público",
    ),
    "criminal": ("{n}ª Câmara Criminal",),
    "federal": ("{n}ª Turma",),
    "labor": ("{n}ª Turma",),
    "electoral": ("Tribunal Pleno",),
    "military": ("{n}ª Câmara",),
    "military_state": ("{n}ª Câmara",),
    "STF": ("1ª Turma", "2ª Turma", "Tribunal Pleno"),
    "STJ": ("{n}ª Turma",),
    "TST": ("{n}ª Turma",),
    "TSE": ("Plenário",),
    "STM": ("Plenário",),
    "council": ("Plenário",),
}

# Steps. A lawsuit's history is told in acts (a distribution, a citation, a judgment ...): each
# records one event class of EVENTS.md, carries the TPU movement code DataJud would send for it
# (CNJ Resolução 46/2007; 0 when no code has that class) and is worded the way each court system
# writes it. The wording follows real public steps of e-SAJ (TJSP and others), PJe (TRF1/3/5),
# PJe-JT (TRT3/9/18), eproc (TRF4/6), Projudi (TJPR), STF, STJ and TST; no name in them is real.

#: Wording styles: the court systems whose step titles differ. ``projudi`` writes the default
#: wording in capitals where it has none of its own; ``stj`` ends each title with the TPU code.
STYLES = ("*", "esaj", "pje", "pjejt", "eproc", "projudi", "stf", "stj", "tst")


class Act(NamedTuple):
    """A kind of step: the event class it records, its TPU code, the file it may carry, its words.

    ``words`` maps a style of :data:`STYLES` (``"*"``: any other) to variants, each ``"title"`` or
    ``"title || text"``, with placeholders the story fills (``{date}``, ``{judge}``, ...).
    ``ruling`` closes the whole text of a judge's act when the act carries one (a long text;
    judgments with an outcome take theirs from :mod:`~lawkit.sandbox.data.dispositive`);
    ``until`` names the act or event whose day ``{later}`` gives (a hearing held, a session);
    ``outcome`` is what a judgment decides (an outcome of ``OUTCOMES.md``, the one its TPU code
    names; ``""`` for a step that judges nothing).
    """

    event: str
    code: int
    file: str
    words: dict[str, tuple[str, ...]]
    ruling: str = ""
    until: str = ""
    outcome: str = ""


_PROTOCOL = "Nº Protocolo: {protocol} Tipo da Petição: {kind} Data: {date} {hour}"

ACTS: dict[str, Act] = {
    # -- entering a court ------------------------------------------------------------------
    "distribution": Act(
        "filing",
        26,
        "",
        {
            "*": ("Distribuído por Sorteio", "Distribuído por Dependência"),
            "esaj": (
                "Distribuído Livremente (por Sorteio) (movimentação exclusiva do distribuidor)",
                "Distribuído por Dependência (movimentação exclusiva do distribuidor)",
            ),
            "pje": ("Distribuído por sorteio",),
            "pjejt": ("Distribuído por sorteio",),
            "eproc": ("Distribuído por sorteio eletrônico || Juízo: {staff}",),
            "stf": ("Distribuído || {judge}",),
            "stj": ("Distribuído por sorteio ao(à) {judge} - {staff}",),
            "tst": ("Distribuído por sorteio ao Exmº {judge} - {staff} em {date}",),
        },
    ),
    "rapporteur_distribution": Act(
        "filing",
        26,
        "",
        {
            "*": ("Distribuído por Sorteio || Relator: {judge}", "Distribuído por Prevenção"),
            "esaj": ("Processo Distribuído || Relator: {judge} - {staff}",),
            "pje": ("Distribuído por sorteio",),
            "eproc": ("Distribuição/Atribuição Ordinária por sorteio eletrônico (GAB{n})",),
            "stf": ("Distribuído || {judge}",),
            "stj": ("Distribuído por sorteio ao(à) {judge} - {staff}",),
            "tst": ("Distribuído por sorteio ao Exmº {judge} - {staff} em {date}",),
        },
    ),
    # -- records moving ----------------------------------------------------------------------
    "received": Act(
        "transfer",
        132,
        "",
        {
            "*": ("Recebidos os Autos || Recebidos os autos da instância de origem.",),
            "pje": ("Recebidos os autos", "Recebido pelo Distribuidor"),
            "stf": ("Recebidos os autos eletronicamente || {origin}",),
            "stj": ("Recebidos os autos eletronicamente no(a) SUPERIOR TRIBUNAL DE JUSTIÇA",),
        },
    ),
    "returned": Act(
        "transfer",
        132,
        "",
        {
            "*": ("Recebidos os Autos da Instância Superior",),
            "esaj": ("Recebidos os Autos do Tribunal de Justiça",),
            "pje": ("Recebidos os autos",),
            "pjejt": ("Recebidos os autos para prosseguir",),
            "eproc": ("Recebidos os autos do Tribunal",),
            "projudi": ("RECEBIDOS OS AUTOS || Da instância superior.",),
        },
    ),
    "to_prosecutor": Act(
        "transfer",
        123,
        "",
        {
            "*": ("Vista ao Ministério Público", "Remetidos os Autos ao Ministério Público"),
            "pje": ("Remetidos os Autos (em diligência) para Ministério Público",),
            "stf": ("Vista à PGR",),
        },
    ),
    "from_prosecutor": Act(
        "transfer",
        132,
        "",
        {
            "*": ("Recebidos os Autos do Ministério Público",),
            "pje": ("Recebidos os autos",),
        },
    ),
    "to_accounting": Act(
        "transfer",
        123,
        "",
        {
            "*": ("Remetidos os Autos para Contadoria",),
            "projudi": ("REMETIDOS OS AUTOS PARA CONTADOR || Contador Judicial da Comarca",),
        },
    ),
    # -- communications ------------------------------------------------------------------------
    "citation_issued": Act(
        "notice",
        60,
        "",
        {
            "*": ("Expedição de Carta de Citação || Carta de citação expedida pelo correio (AR).",),
            "esaj": (
                "Carta Expedida || Processo Digital - Carta - Citação - Rito Comum - Sem Audiência - Cível",
                "Mandado Expedido || Mandado de citação e intimação expedido.",
            ),
            "pje": ("Expedida/certificada a citação eletrônica", "Expedição de Mandado."),
            "pjejt": ("Expedido(a) notificação a(o) {passive}",),
            "eproc": ("Expedida/certificada a citação eletrônica || ({defendant})",),
            "projudi": ("EXPEDIÇÃO DE CITAÇÃO ONLINE || Para {passive}",),
        },
    ),
    "citation_served": Act(
        "notice",
        12288,
        "",
        {
            "*": ("Juntada de Mandado de Citação Cumprido", "Citação Realizada"),
            "esaj": (
                "AR Positivo Juntado || Juntada de AR : AR{n}TJ Situação : Cumprido Modelo : Processo Digital - Carta - Citação",
            ),
            "pje": ("Juntada de Aviso de recebimento (AR)", "Mandado devolvido cumprido"),
            "eproc": ("Citação Eletrônica - Confirmada - Refer. ao Evento: {event}",),
            "projudi": ("LEITURA DE CITAÇÃO REALIZADA || Citação online de {passive}",),
        },
    ),
    "e_notice": Act(
        "notice",
        12265,
        "",
        {
            "*": ("Intimação Eletrônica Expedida || Prazo: 15 dias.",),
            "pje": ("Expedida/certificada a intimação eletrônica",),
            "pjejt": ("Expedido(a) intimação a(o) {party}",),
            "eproc": ("Intimação Eletrônica - Expedida/Certificada || ({side}) Prazo: 15 dias",),
            "projudi": ("EXPEDIÇÃO DE INTIMAÇÃO || Referente ao evento (seq. {event}).",),
            "stf": (
                "Intimação eletrônica disponibilizada || Intimação de Despacho, Decisão ou Acórdão",
            ),
            "stj": ("Disponibilizada intimação eletrônica (Decisões e Vistas) ao(à) {party}",),
        },
    ),
    "e_notice_read": Act(
        "notice",
        12266,
        "",
        {
            "*": ("Intimação Eletrônica Confirmada",),
            "eproc": (
                "Intimação Eletrônica - Confirmada - Refer. ao Evento: {event}",
                "Confirmada a intimação eletrônica - Refer. ao Evento: {event} - Ciência Tácita",
            ),
            "projudi": (
                "CONFIRMADA A INTIMAÇÃO ELETRÔNICA || Referente ao evento (seq. {event}).",
            ),
        },
    ),
    "clerk_notice": Act(
        "notice",
        11383,
        "",
        {
            "*": (
                "Ato Ordinatório Praticado || Vista à parte contrária para manifestação, em 15 dias.",
                "Ato Ordinatório Praticado || Fica a parte autora intimada a recolher as custas da diligência.",
            ),
            "esaj": (
                "Ato Ordinatório - Intimação - DJE || Fica a parte autora intimada a se manifestar sobre a certidão do oficial de justiça, em 5 dias.",
                "Ato Ordinatório - Intimação - DJE || Intimação da parte contrária sobre a petição juntada, em 5 dias.",
            ),
            "pje": (
                "Ato ordinatório praticado || Intimem-se as partes para manifestação, em 15 dias.",
            ),
        },
    ),
    "reply_notice": Act(
        "notice",
        11383,
        "",
        {
            "*": (
                "Ato Ordinatório Praticado || Vista à parte autora para réplica, no prazo de 15 dias.",
            ),
            "esaj": (
                "Ato Ordinatório - Intimação - DJE || Manifeste-se a parte autora sobre a contestação, no prazo de 15 (quinze) dias.",
            ),
            "pje": (
                "Ato ordinatório praticado || Intime-se a parte autora para apresentar réplica.",
            ),
        },
    ),
    "appeal_notice": Act(
        "notice",
        11383,
        "",
        {
            "*": (
                "Ato Ordinatório Praticado || Intime-se a parte apelada para contrarrazões, no prazo legal.",
            ),
            "esaj": (
                "Ato Ordinatório - Intimação - DJE || Nos termos do artigo 1.010, § 1º do CPC, fica o apelado intimado a apresentar contrarrazões ao recurso de apelação.",
            ),
            "pje": (
                "Ato ordinatório praticado || Intime-se a parte recorrida para contrarrazões.",
            ),
            "pjejt": ("Expedido(a) intimação a(o) {passive}",),
        },
    ),
    "writ_issued": Act(
        "notice",
        60,
        "",
        {
            "*": ("Mandado Expedido || Mandado de intimação expedido.",),
            "pje": ("Expedição de Mandado.",),
            "eproc": ("Expedido Mandado || Intimação de {party}",),
        },
    ),
    "writ_returned": Act(
        "notice",
        106,
        "",
        {
            "*": ("Juntada de Mandado Cumprido",),
            "esaj": ("Mandado Devolvido Cumprido Positivamente || Juntada de mandado cumprido.",),
            "stf": ("Juntada do mandado cumprido",),
        },
    ),
    # -- what the parties file ------------------------------------------------------------------
    "answer": Act(
        "petition",
        85,
        "contextacao",
        {
            "*": (
                "Juntada de Petição de Contestação || Contestação apresentada pela parte requerida.",
            ),
            "esaj": (f"Contestação Juntada || {_PROTOCOL.replace('{kind}', 'Contestação')}",),
            "pje": ("Juntada de Petição de contestação",),
            "pjejt": ("Juntada a petição de Contestação (Contestação)",),
            "eproc": ("CONTESTAÇÃO",),
        },
    ),
    "defense": Act(
        "petition",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Resposta à Acusação",),
            "esaj": (
                f"Resposta à Acusação Juntada || {_PROTOCOL.replace('{kind}', 'Resposta à Acusação')}",
            ),
            "eproc": ("RESPOSTA À ACUSAÇÃO",),
        },
    ),
    "reply": Act(
        "petition",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Réplica",),
            "esaj": (f"Réplica Juntada || {_PROTOCOL.replace('{kind}', 'Réplica')}",),
            "pje": ("Juntada de Petição de réplica",),
            "pjejt": ("Juntada a petição de Manifestação (Réplica)",),
            "eproc": ("RÉPLICA - Refer. ao Evento: {event}",),
        },
    ),
    "petition": Act(
        "petition",
        85,
        "peticao",
        {
            "*": (
                "Juntada de Petição de Manifestação || Manifestação da parte autora.",
                "Juntada de Petição Diversa",
            ),
            "esaj": (
                f"Petição Juntada || {_PROTOCOL.replace('{kind}', 'Petições Diversas')}",
                f"Petição Juntada || {_PROTOCOL.replace('{kind}', 'Petição Intermediária')}",
                f"Pedido de Habilitação Juntado || {_PROTOCOL.replace('{kind}', 'Pedido de Habilitação')}",
            ),
            "pje": ("Juntada de Petição de manifestação", "Juntada de petição intercorrente"),
            "pjejt": (
                "Juntada a petição de Manifestação (Manifestação)",
                "Juntada a petição de Solicitação de Habilitação",
            ),
            "eproc": ("PETIÇÃO - Refer. ao Evento: {event}", "Juntada de Petição"),
            "projudi": ("JUNTADA DE PETIÇÃO DE MANIFESTAÇÃO DA PARTE",),
            "stf": ("Petição || Manifestação - Petição: {n} Data: {date}",),
            "stj": ("Protocolizada Petição {n}/{year} (PET - PETIÇÃO) em {date}",),
            "tst": ("Petição: {n}/{year} - Manifestação",),
        },
    ),
    "document": Act(
        "petition",
        581,
        "",
        {
            "*": ("Juntada de Documento", "Juntada de Procuração"),
            "esaj": ("Documento Juntado",),
            "pje": ("Juntada de Certidão", "Juntada de outros documentos"),
            "projudi": ("JUNTADA DE CUSTAS",),
        },
    ),
    "expert_report": Act(
        "petition",
        581,
        "",
        {
            "*": ("Laudo Pericial Juntado",),
            "pje": ("Juntada de laudo pericial",),
            "pjejt": ("Juntada a petição de Manifestação (Laudo Pericial)",),
        },
    ),
    "prosecutor_opinion": Act(
        "petition",
        581,
        "",
        {
            "*": ("Juntada de Parecer do Ministério Público",),
            "pje": ("Juntada de parecer",),
            "stf": ("Manifestação da PGR",),
        },
    ),
    "final_arguments": Act(
        "petition",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Alegações Finais",),
            "esaj": (
                f"Alegações Finais Juntada || {_PROTOCOL.replace('{kind}', 'Alegações Finais')}",
            ),
        },
    ),
    "appeal_reply": Act(
        "petition",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Contrarrazões",),
            "esaj": (
                f"Contrarrazões Juntada || {_PROTOCOL.replace('{kind}', 'Contrarrazões de Apelação')}",
            ),
            "pje": ("Juntada de Petição de contrarrazões",),
            "pjejt": ("Juntada a petição de Contrarrazões (Contrarrazões ao Recurso Ordinário)",),
            "eproc": ("Juntada de Petição - CONTRARRAZÕES",),
        },
    ),
    # -- appeals lodged and sent up ------------------------------------------------------------
    "appeal": Act(
        "appeal",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Apelação",),
            "esaj": (
                f"Apelação/Razões Juntada || {_PROTOCOL.replace('{kind}', 'Razões de Apelação')}",
            ),
            "pje": ("Juntada de Petição de apelação",),
            "pjejt": ("Juntada a petição de Recurso Ordinário (Recurso Ordinário)",),
            "eproc": ("APELAÇÃO - Refer. ao Evento: {event}",),
            "projudi": ("JUNTADA DE PETIÇÃO DE APELAÇÃO",),
        },
    ),
    "embargos": Act(
        "appeal",
        85,
        "peticao",
        {
            "*": ("Juntada de Petição de Embargos de Declaração",),
            "esaj": (
                f"Embargos de Declaração Juntados || {_PROTOCOL.replace('{kind}', 'Embargos de Declaração')}",
            ),
            "pje": ("Juntada de Petição de embargos de declaração",),
            "pjejt": ("Juntada a petição de Embargos de Declaração (Embargos de Declaração)",),
            "eproc": ("EMBARGOS DE DECLARAÇÃO - Refer. ao Evento: {event}",),
            "stf": ("Opostos embargos de declaração || Juntada Petição: {n}/{year}",),
            "stj": ("Protocolizada Petição {n}/{year} (EDcl - EMBARGOS DE DECLARAÇÃO) em {date}",),
            "tst": ("Petição: {n}/{year} - Embargos Declaratórios",),
        },
    ),
    "special_appeal": Act(
        "appeal",
        85,
        "peticao",
        {
            "*": ("Recurso Especial Interposto", "Juntada de Petição de Recurso Especial"),
            "pje": ("Juntada de Petição de recurso especial",),
            "pjejt": ("Juntada a petição de Recurso de Revista (Recurso de Revista)",),
            "eproc": ("Juntado(a) RECURSO ESPECIAL - {party}",),
        },
    ),
    "appeal_sent": Act(
        "appeal",
        123,
        "",
        {
            "*": ("Remetidos os Autos em grau de recurso para {court}",),
            "esaj": (
                "Remetidos os Autos para o Tribunal de Justiça/Colégio Recursal - Processo Digital",
            ),
            "pje": ("Remetidos os Autos (em grau de recurso) para {court}",),
            "pjejt": (
                "Remetidos os autos para Órgão jurisdicional competente para processar recurso",
            ),
            "projudi": ("REMETIDOS OS AUTOS PARA INSTÂNCIA SUPERIOR || Ao Tribunal de Justiça",),
        },
    ),
    "special_sent": Act(
        "appeal",
        123,
        "",
        {
            "*": ("Remetidos os Autos para o Superior Tribunal de Justiça",),
            "pjejt": ("Remetidos os Autos para o Tribunal Superior do Trabalho",),
            "eproc": ("Remessa Externa para o STJ - Recurso Especial",),
        },
    ),
    # -- records sent to the judge --------------------------------------------------------------
    "conclusion": Act(
        "conclusion",
        51,
        "",
        {
            "*": ("Conclusos para Despacho", "Conclusos para Decisão"),
            "pje": ("Conclusos para despacho", "Conclusos para decisão"),
            "pjejt": (
                "Conclusos os autos para despacho a {judge}",
                "Conclusos os autos para decisão a {judge}",
            ),
            "eproc": ("Conclusos para decisão/despacho",),
        },
    ),
    "judgment_conclusion": Act(
        "conclusion",
        51,
        "",
        {
            "*": ("Conclusos para Sentença",),
            "pje": ("Conclusos para julgamento",),
            "pjejt": ("Conclusos os autos para julgamento Proferir sentença a {judge}",),
            "eproc": ("Conclusos para julgamento",),
        },
    ),
    "rapporteur": Act(
        "conclusion",
        51,
        "",
        {
            "*": ("Conclusos ao(à) Relator(a)",),
            "esaj": (
                "Conclusos para o Relator || Termo de Conclusão - Relator (com movimentação)",
            ),
            "pje": ("Conclusos para decisão",),
            "eproc": ("Conclusos para decisão/despacho || GAB{n}",),
            "stj": ("Conclusos para decisão ao(à) {judge} (Relator)",),
            "tst": ("Conclusos para voto/decisão (Gabinete do {judge})",),
        },
    ),
    # -- a judge's orders, decisions and judgments ------------------------------------------------
    "order": Act(
        "order",
        11010,
        "decisao",
        {
            "*": (
                "Despacho || Manifestem-se as partes sobre as provas que pretendem produzir, em 15 dias.",
                "Despacho || Aguarde-se o decurso do prazo. Int.",
                "Mero Expediente || Vista às partes para manifestação. Intime-se.",
            ),
            "esaj": (
                "Proferido Despacho de Mero Expediente || Vistos. Digam as partes, em 15 (quinze) dias, se pretendem produzir outras provas, justificando-as. Int.",
                "Proferido Despacho de Mero Expediente || Vistos. Por ora, aguarde-se o decurso do prazo para manifestação das partes. Int.",
                "Proferido Despacho de Mero Expediente || Vistos. Manifeste-se a parte autora em réplica, no prazo de 15 (quinze) dias. Int.",
            ),
            "pje": ("Proferido despacho de mero expediente",),
            "pjejt": ("Proferido despacho de mero expediente",),
            "eproc": ("Despacho",),
            "stf": ("Despacho || À Secretaria para as providências cabíveis.",),
            "stj": ("Proferido despacho de mero expediente determinando intimação",),
            "tst": ("Proferido despacho de mero expediente",),
        },
    ),
    "order_cite": Act(
        "order",
        11010,
        "decisao",
        {
            "*": (
                "Despacho || Cite-se a parte requerida para, querendo, apresentar contestação no prazo legal.",
            ),
            "esaj": (
                "Proferido Despacho de Mero Expediente || Vistos. Cite-se a parte ré para contestar no prazo de 15 (quinze) dias, sob pena de revelia. Int.",
            ),
            "pje": ("Determinada a citação de {passive}",),
            "pjejt": ("Proferido despacho de mero expediente",),
        },
    ),
    "order_comply": Act(
        "order",
        11010,
        "",
        {
            "*": (
                "Despacho || Ciência às partes do retorno dos autos. Cumpra-se o v. acórdão. Int.",
            ),
            "esaj": (
                "Proferido Despacho de Mero Expediente || Ciência às partes da baixa dos autos. Cumpra-se o V. Acórdão e requeira o credor o que de direito. Int.",
            ),
            "pje": ("Proferido despacho de mero expediente",),
            "pjejt": ("Proferido despacho de mero expediente",),
        },
    ),
    "decision": Act(
        "decision",
        12164,
        "decisao",
        {
            "*": (
                "Decisão Interlocutória || Defiro o pedido de produção de prova pericial.",
                "Outras Decisões || Defiro a gratuidade da justiça, nos termos do artigo 98 do Código de Processo Civil.",
                "Outras Decisões || Indefiro, por ora, o pedido de expedição de ofícios, por não demonstrada a necessidade.",
            ),
            "esaj": (
                "Decisão Proferida || Vistos. Defiro a produção de prova pericial e nomeio perito o profissional cadastrado, que deverá estimar seus honorários em 5 dias.",
                "Outras Decisões || Defiro a gratuidade da justiça à parte autora, nos termos do artigo 98 do Código de Processo Civil.",
            ),
            "pje": (
                "Deferido o pedido de {party}",
                "Indeferido o pedido de {party}",
                "Decisão de Saneamento e de Organização",
            ),
            "pjejt": ("Concedida a assistência judiciária gratuita a {active}",),
            "stf": ("Deferido || Referente à petição {n}/{year}.",),
        },
        "Defiro o pedido, nos termos da fundamentação. Intimem-se.",
    ),
    "injunction_granted": Act(
        "decision",
        332,
        "decisao",
        {
            "*": ("Concedida a Antecipação de tutela",),
            "pje": ("Concedida a Antecipação de tutela",),
        },
        "Presentes os requisitos do artigo 300 do Código de Processo Civil, DEFIRO a tutela de urgência requerida. Intimem-se.",
    ),
    "injunction_denied": Act(
        "decision",
        785,
        "decisao",
        {"*": ("Não Concedida a Antecipação de tutela",)},
        "Ausentes os requisitos do artigo 300 do Código de Processo Civil, INDEFIRO a tutela de urgência requerida. Intimem-se.",
    ),
    "indictment_received": Act(
        "decision",
        391,
        "decisao",
        {
            "*": (
                "Recebida a Denúncia || Recebo a denúncia oferecida pelo Ministério Público. Cite-se o réu para responder à acusação, em 10 dias.",
            ),
            "pje": ("Recebida a denúncia contra {passive}",),
        },
        "Presentes indícios de autoria e prova da materialidade, RECEBO a denúncia. Cite-se o réu para responder à acusação.",
    ),
    "appeal_received": Act(
        "decision",
        160,
        "",
        {
            "*": (
                "Recebido o Recurso de Apelação || Recebo o recurso de apelação em seus regulares efeitos.",
            ),
            "pjejt": ("Recebido(s) o(s) Recurso Ordinário de {party} sem efeito suspensivo",),
        },
    ),
    "special_admitted": Act(
        "decision",
        12164,
        "decisao",
        {
            "*": ("Recurso Especial Admitido",),
            "eproc": ("Decisão/Despacho - Recurso Especial Admitido",),
            "pjejt": ("Decisão - Recurso de Revista Admitido",),
        },
        "Pelo exposto, ADMITO o recurso especial. Subam os autos ao Superior Tribunal de Justiça.",
    ),
    "special_refused": Act(
        "decision",
        12164,
        "decisao",
        {
            "*": ("Recurso Especial Inadmitido",),
            "eproc": ("Decisão/Despacho - Recurso Especial Inadmitido",),
            "pjejt": ("Decisão - Recurso de Revista Inadmitido",),
        },
        "Pelo exposto, INADMITO o recurso especial. Intimem-se.",
    ),
    "seizure": Act(
        "decision",
        11382,
        "decisao",
        {
            "*": ("Deferida a penhora online (Sisbajud)",),
            "esaj": (
                "Decisão Proferida || Defiro o bloqueio de ativos financeiros do executado via Sisbajud, até o limite de {money}.",
            ),
        },
        "Defiro o bloqueio de ativos financeiros do executado via Sisbajud, até o limite do débito. Intimem-se.",
    ),
    # -- hearings and sessions -----------------------------------------------------------------
    "conciliation_set": Act(
        "hearing",
        12740,
        "",
        {
            "*": (
                "Audiência de Conciliação Designada || Audiência de conciliação designada para {later} às {hour}.",
            ),
            "esaj": (
                "Audiência de Conciliação Designada || Conciliação Data: {later} Hora {hour} Local: Sala de Audiências Situacão: Designada",
            ),
            "pje": ("Audiência de conciliação designada para {later} {hour} {staff}.",),
            "pjejt": ("Audiência inicial designada ({later} {hour} - {staff})",),
        },
        until="conciliation_held",
    ),
    "conciliation_held": Act(
        "hearing",
        12740,
        "",
        {
            "*": (
                "Audiência de Conciliação Realizada || Termo de audiência juntado aos autos. Ausente a composição.",
            ),
            "esaj": (
                "Audiência de Conciliação Realizada || Conciliação Data: {date} Hora {hour} Local: Sala de Audiências Situacão: Realizada",
            ),
            "pje": (
                "Audiência de conciliação realizada conduzida por Juiz(a) em/para {date} {hour}, {staff}.",
            ),
            "pjejt": ("Audiência inicial realizada ({date} {hour} - {staff})",),
        },
    ),
    "instruction_set": Act(
        "hearing",
        12750,
        "",
        {
            "*": (
                "Audiência de Instrução e Julgamento Designada || Audiência designada para {later} às {hour}.",
            ),
            "esaj": (
                "Audiência de Instrução e Julgamento Designada || Instrução e Julgamento Data: {later} Hora {hour} Local: Sala de Audiências Situacão: Designada",
            ),
            "pje": ("Audiência de instrução e julgamento designada para {later} {hour} {staff}.",),
            "pjejt": ("Audiência de instrução designada ({later} {hour} - {staff})",),
        },
        until="instruction_held",
    ),
    "instruction_held": Act(
        "hearing",
        12750,
        "",
        {
            "*": (
                "Audiência de Instrução e Julgamento Realizada || Termo de audiência juntado aos autos.",
            ),
            "esaj": (
                "Audiência de Instrução e Julgamento Realizada || Instrução e Julgamento Data: {date} Hora {hour} Local: Sala de Audiências Situacão: Realizada",
            ),
            "pje": (
                "Audiência de instrução e julgamento realizada conduzida por Juiz(a) em/para {date} {hour}, {staff}.",
            ),
            "pjejt": ("Audiência de instrução realizada ({date} {hour} - {staff})",),
        },
    ),
    "agenda": Act(
        "hearing",
        417,
        "",
        {
            "*": ("Incluído em Pauta || Pauta de julgamento da sessão de {later}.",),
            "esaj": ("Inclusão em Pauta || Para a sessão de julgamento de {later}.",),
            "pje": ("Inclusão do processo para julgamento eletrônico de mérito",),
            "eproc": ("Pauta de Julgamentos Inclusão pelo relator - DO DIA {later}",),
            "stf": (
                "Inclua-se em pauta - minuta extraída || Julgamento Virtual - {staff} em {later}",
            ),
            "stj": ("Incluído em pauta para {later} 14:00:00 pela {staff}",),
            "tst": ("Incluído em pauta o processo para o dia {later} às {hour}.",),
        },
        until="judgment",
    ),
    # -- the gazette ---------------------------------------------------------------------------
    "dje_sent": Act(
        "publication",
        1061,
        "",
        {"*": ("Remetido ao DJE || Relação: {n}/{year} Teor do ato: {teor}",)},
    ),
    "dje_certified": Act(
        "publication",
        92,
        "",
        {
            "*": (
                "Certidão de Publicação Expedida || Relação: {n}/{year} Data da Publicação: {later_near} Número do Diário: {n}",
            )
        },
    ),
    "published": Act(
        "publication",
        92,
        "",
        {
            "*": ("Publicação || Disponibilizado no Diário da Justiça Eletrônico em {date}.",),
            "pje": ("Disponibilizado no DJ Eletrônico em {date}",),
            "pjejt": ("Publicado(a) o(a) intimação em {date}",),
            "eproc": ("Publicado no DJEN - no dia {date} - Refer. ao Evento: {event}",),
            "stf": ("Publicação, DJE || DJE nº {n}, divulgado em {date}",),
            "stj": ("Publicado DESPACHO / DECISÃO em {date}",),
            "tst": ("Publicado Despacho em {date}",),
        },
    ),
    "judgment_published": Act(
        "publication",
        92,
        "",
        {
            "*": (
                "Publicação de {what} || Disponibilizado no Diário da Justiça Eletrônico em {date}.",
            ),
            "pje": ("Publicado {what} em {date}.",),
            "pjejt": ("Publicado(a) o(a) {what} em {date}",),
            "eproc": ("Publicado no DJEN - no dia {date} - Refer. ao Evento: {event}",),
            "stf": ("Publicado acórdão, DJE || DATA DE PUBLICAÇÃO DJE {date}",),
            "stj": ("Publicado EMENTA / ACORDÃO em {date}",),
            "tst": ("Publicado Acórdão em {date}",),
        },
    ),
    "agenda_published": Act(
        "publication",
        92,
        "",
        {
            "*": ("Publicado Pauta de Julgamento em {date}",),
            "eproc": ("Disponibilizada a Pauta no Diário Eletrônico em {date}",),
            "stf": ("Pauta publicada no DJE - {staff} || PAUTA Nº {n}/{year}.",),
            "stj": ("Publicado PAUTA DE JULGAMENTOS em {date}",),
            "tst": ("Pauta divulgada no DEJT em {date}",),
        },
    ),
    # -- the end of a case in a court ------------------------------------------------------------
    "res_judicata": Act(
        "res_judicata",
        848,
        "",
        {
            "*": ("Transitado em Julgado em {date}",),
            "esaj": (
                "Trânsito em Julgado às partes - Proc. em Andamento || Certidão - Trânsito em Julgado",
                "Expedido Certidão || Certidão de Trânsito em Julgado [Digital]",
            ),
            "eproc": ("Trânsito em Julgado - Data: {date}",),
            "stf": ("Transitado(a) em julgado || em {date}",),
        },
    ),
    "archive": Act(
        "archived",
        246,
        "",
        {
            "*": ("Arquivado Definitivamente",),
            "pjejt": ("Arquivados os autos definitivamente",),
            "eproc": ("Baixa Definitiva",),
        },
    ),
    "baixa": Act(
        "archived",
        22,
        "",
        {
            "*": ("Baixa Definitiva",),
            "pje": ("Remetidos os Autos (Baixa Definitiva) para {origin}",),
            "eproc": ("Baixa Definitiva - Remetido a(o) - {origin}",),
            "stf": ("Baixa definitiva dos autos, Guia nº || Guia: {n}/{year} - {origin}",),
            "stj": ("Baixa Definitiva para {origin}",),
            "tst": ("Baixa Definitiva || Remetido ao TRT de origem.",),
        },
    ),
    # -- other movements ---------------------------------------------------------------------------
    "deadline": Act(
        "other",
        1051,
        "",
        {
            "*": ("Decorrido Prazo || Decorrido o prazo sem manifestação da parte.",),
            "pje": ("Decorrido prazo de {party} em {date} 23:59.",),
            "pjejt": ("Decorrido o prazo de {party} em {date} 23:59:59",),
            "eproc": ("Decorrido prazo - Refer. ao Evento: {event}",),
        },
    ),
    "certificate": Act(
        "other",
        0,
        "",
        {
            "*": ("Certidão || Certifico que a parte foi intimada.",),
            "esaj": (
                "Certidão de Cartório Expedida || Processo Digital - Certidão Genérica - Cível",
            ),
            "pje": ("Expedição de Certidão.",),
        },
    ),
    "calculation": Act(
        "other", 0, "", {"*": ("Cálculo Atualizado || Valor atualizado do débito: {money}.",)}
    ),
    "release": Act(
        "other",
        0,
        "",
        {
            "*": (
                "Expedição de Alvará de Levantamento || Alvará nº {n}/{year} expedido em favor de {active}.",
            ),
            "pjejt": ("Expedido(a) alvará a(o) {active}",),
        },
    ),
    "execution_started": Act(
        "other",
        11385,
        "",
        {
            "*": ("Execução/Cumprimento de Sentença Iniciada (o) || Cumprimento de sentença",),
            "pje": ("Classe retificada de PROCEDIMENTO COMUM CÍVEL para CUMPRIMENTO DE SENTENÇA",),
            "pjejt": ("Iniciada a execução || Iniciada a liquidação por cálculos",),
        },
    ),
    "guide": Act(
        "other",
        0,
        "",
        {"*": ("Expedida Guia de Recolhimento || Guia de execução da pena expedida.",)},
    ),
    # -- judgments of a first degree (rulings of those with an outcome: dispositive.py) ----------
    "granted": Act(
        "judgment",
        219,
        "sentenca",
        {
            "*": ("Julgada Procedente a Ação",),
            "pje": ("Julgado procedente o pedido",),
            "eproc": ("Julgado procedente o pedido - tipo A",),
        },
        outcome="granted",
    ),
    "partly": Act(
        "judgment",
        221,
        "sentenca",
        {
            "*": ("Julgada Procedente em Parte a Ação",),
            "pje": ("Julgado procedente em parte do pedido",),
            "eproc": ("Julgado procedente em parte o pedido - tipo A",),
        },
        outcome="partly_granted",
    ),
    "denied": Act(
        "judgment",
        220,
        "sentenca",
        {
            "*": ("Julgada Improcedente a Ação",),
            "pje": ("Julgado improcedente o pedido",),
            "eproc": ("Julgado improcedente o pedido - tipo A",),
        },
        outcome="denied",
    ),
    "settled": Act(
        "judgment",
        466,
        "sentenca",
        {
            "*": ("Homologada a Transação",),
            "esaj": ("Homologado o Acordo",),
            "pjejt": ("Homologada a transação",),
        },
        outcome="settled",
    ),
    "withdrawn": Act(
        "judgment",
        463,
        "sentenca",
        {
            "*": ("Extinto o Processo por Desistência",),
            "esaj": ("Homologada a Desistência do Pedido",),
            "pje": ("Extinto o processo por desistência",),
        },
        outcome="dismissed",
    ),
    "abandoned": Act(
        "judgment",
        458,
        "sentenca",
        {
            "*": ("Extinto o Processo por Abandono da Causa",),
            "pje": ("Extinto o processo por abandono da causa pelo autor",),
        },
        outcome="dismissed",
    ),
    "petition_rejected": Act(
        "judgment",
        454,
        "sentenca",
        {
            "*": ("Indeferida liminarmente a Petição Inicial",),
            "pje": ("Extinto o processo por indeferimento da petição inicial",),
        },
        outcome="dismissed",
    ),
    "convicted": Act(
        "judgment",
        219,
        "sentenca",
        {
            "*": ("Julgada Procedente a Ação Penal - Condenação",),
            "pje": ("Julgado procedente o pedido || Condenação de {passive}",),
        },
        "Ante o exposto, JULGO PROCEDENTE a denúncia para CONDENAR o réu {passive} à pena de {n} meses de reclusão, em regime inicial semiaberto.",
        outcome="granted",
    ),
    "acquitted": Act(
        "judgment",
        220,
        "sentenca",
        {
            "*": ("Julgada Improcedente a Ação Penal - Absolvição",),
            "pje": ("Julgado improcedente o pedido || Absolvição de {passive}",),
        },
        "Ante o exposto, JULGO IMPROCEDENTE a denúncia e ABSOLVO o réu {passive}, com fundamento no artigo 386, inciso VII, do Código de Processo Penal.",
        outcome="denied",
    ),
    "time_barred": Act(
        "judgment",
        973,
        "sentenca",
        {"*": ("Extinção da Punibilidade - Prescrição",)},
        "Ante o exposto, DECLARO EXTINTA A PUNIBILIDADE do réu {passive}, com fundamento no artigo 107, inciso IV, do Código Penal.",
        outcome="other",
    ),
    "labor_granted": Act(
        "judgment",
        219,
        "sentenca",
        {"*": ("Julgado(s) procedente(s) o(s) pedido(s) ({klass}) de {active}",)},
        outcome="granted",
    ),
    "labor_partly": Act(
        "judgment",
        221,
        "sentenca",
        {"*": ("Julgado(s) procedente(s) em parte o(s) pedido(s) ({klass}) de {active}",)},
        outcome="partly_granted",
    ),
    "labor_denied": Act(
        "judgment",
        220,
        "sentenca",
        {"*": ("Julgado(s) improcedente(s) o(s) pedido(s) ({klass}) de {active}",)},
        outcome="denied",
    ),
    "labor_absent": Act(
        "judgment",
        473,
        "sentenca",
        {"*": ("Extinto o processo sem resolução do mérito (ausência do reclamante)",)},
        outcome="dismissed",
    ),
    "execution_paid": Act(
        "judgment",
        196,
        "sentenca",
        {
            "*": ("Extinta a Execução pela Satisfação da Obrigação",),
            "esaj": ("Extinta a Execução/Cumprimento da Sentença pela Satisfação da Obrigação",),
            "pje": ("Extinta a execução ou o cumprimento da sentença",),
        },
        "Ante o exposto, JULGO EXTINTA a execução, com fundamento no artigo 924, inciso II, do Código de Processo Civil.",
        outcome="other",
    ),
    "execution_barred": Act(
        "judgment",
        456,
        "sentenca",
        {"*": ("Extinto o Processo por Prescrição Intercorrente",)},
        "Ante o exposto, reconheço a prescrição intercorrente e JULGO EXTINTO o processo, nos termos do artigo 924, inciso V, do Código de Processo Civil.",
        outcome="dismissed",
    ),
    "execution_dropped": Act(
        "judgment",
        463,
        "sentenca",
        {"*": ("Homologada a Desistência",)},
        "Ante o exposto, HOMOLOGO o pedido de desistência e JULGO EXTINTO o processo, nos termos do artigo 485, inciso VIII, do Código de Processo Civil.",
        outcome="dismissed",
    ),
    "writ_granted": Act(
        "judgment",
        210,
        "sentenca",
        {"*": ("Concedida a Segurança",), "pje": ("Concedida a Segurança a {active}",)},
        "Ante o exposto, CONCEDO A SEGURANÇA para determinar à autoridade impetrada que se abstenha do ato impugnado.",
        outcome="granted",
    ),
    "writ_denied": Act(
        "judgment",
        212,
        "sentenca",
        {"*": ("Denegada a Segurança",), "pje": ("Denegada a Segurança a {active}",)},
        "Ante o exposto, DENEGO A SEGURANÇA e extingo o processo com resolução do mérito.",
        outcome="denied",
    ),
    "accounts_approved": Act(
        "judgment",
        12652,
        "sentenca",
        {"*": ("Contas Aprovadas",)},
        "Ante o exposto, JULGO APROVADAS as contas de campanha de {active}, nos termos do artigo 74, inciso I, da Resolução TSE nº 23.607/2019.",
        outcome="other",
    ),
    "accounts_reserved": Act(
        "judgment",
        12654,
        "sentenca",
        {"*": ("Contas Aprovadas com Ressalvas",)},
        "Ante o exposto, JULGO APROVADAS COM RESSALVAS as contas de campanha de {active}, nos termos do artigo 74, inciso II, da Resolução TSE nº 23.607/2019.",
        outcome="other",
    ),
    "accounts_rejected": Act(
        "judgment",
        12653,
        "sentenca",
        {"*": ("Contas Desaprovadas",)},
        "Ante o exposto, JULGO DESAPROVADAS as contas de campanha de {active}, nos termos do artigo 74, inciso III, da Resolução TSE nº 23.607/2019.",
        outcome="other",
    ),
    "registration_granted": Act(
        "judgment",
        12660,
        "sentenca",
        {"*": ("Deferido o Registro de Candidatura de {active}",)},
        "Ante o exposto, JULGO IMPROCEDENTE a impugnação e DEFIRO o registro de candidatura de {active}.",
        outcome="other",
    ),
    "registration_denied": Act(
        "judgment",
        12667,
        "sentenca",
        {"*": ("Julgada procedente a impugnação - Registro Indeferido",)},
        "Ante o exposto, JULGO PROCEDENTE a impugnação e INDEFIRO o registro de candidatura de {active}.",
        outcome="other",
    ),
    "embargos_rejected": Act(
        "judgment",
        200,
        "decisao",
        {
            "*": ("Embargos de Declaração Não-acolhidos",),
            "pje": ("Não acolhidos os Embargos de Declaração de {party}",),
            "pjejt": ("Não acolhidos os Embargos de Declaração de {party}",),
            "stf": (
                "Embargos rejeitados || Decisão: O Tribunal, por unanimidade, rejeitou os embargos de declaração.",
            ),
        },
        outcome="embargos_rejected",
    ),
    "embargos_accepted": Act(
        "judgment",
        198,
        "decisao",
        {
            "*": ("Embargos de Declaração Acolhidos",),
            "pje": ("Acolhidos os Embargos de Declaração de {party}",),
        },
        outcome="embargos_accepted",
    ),
    # -- judgments of an appeal or of a higher court ----------------------------------------------
    "appeal_denied": Act(
        "judgment",
        239,
        "acordao",
        {
            "*": ("Negado Provimento ao Recurso",),
            "esaj": (
                "Não-Provimento",
                "Não-Provimento || Negaram provimento ao recurso. V. U.",
            ),
            "pje": ("Conhecido o recurso de {active} e não-provido",),
            "eproc": (
                "Julgamento - Negado Provimento - em {date} - A TURMA, POR UNANIMIDADE, DECIDIU NEGAR PROVIMENTO AO RECURSO",
            ),
            "stj": (
                "Conhecido o recurso de {active} e não-provido, por unanimidade, pela {staff}",
            ),
            "stf": ("Negado provimento || Negado provimento ao agravo regimental.",),
            "tst": ("Negado provimento ao recurso.",),
        },
        outcome="appeal_denied",
    ),
    "appeal_granted": Act(
        "judgment",
        237,
        "acordao",
        {
            "*": ("Dado Provimento ao Recurso",),
            "esaj": ("Provimento", "Provimento || Deram provimento ao recurso. V. U."),
            "pje": ("Conhecido o recurso de {active} e provido",),
            "eproc": (
                "Julgamento - Reformada a Sentença - em {date} - A TURMA, POR UNANIMIDADE, DECIDIU DAR PROVIMENTO AO RECURSO",
            ),
            "stj": ("Conhecido o recurso de {active} e provido, por unanimidade, pela {staff}",),
            "tst": ("Dado Provimento ao Recurso",),
        },
        outcome="appeal_granted",
    ),
    "appeal_annulled": Act(
        "judgment",
        12254,
        "acordao",
        {
            "*": ("Sentença Desconstituída - Dado Provimento ao Recurso",),
            "esaj": (
                "Dado Provimento - Sentença Desconstituída || Deram provimento ao recurso para anular a sentença. V. U.",
            ),
            "pje": ("Conhecido o recurso de {active} e provido || Sentença desconstituída",),
            "eproc": (
                "Julgamento - Sentença Desconstituída - em {date} - A TURMA, POR UNANIMIDADE, DECIDIU DAR PROVIMENTO AO RECURSO PARA ANULAR A SENTENÇA",
            ),
        },
        outcome="appeal_granted",
    ),
    "appeal_partly": Act(
        "judgment",
        238,
        "acordao",
        {
            "*": ("Dado Provimento em Parte ao Recurso",),
            "esaj": (
                "Provimento em Parte",
                "Provimento em Parte || Deram parcial provimento ao recurso. V. U.",
            ),
            "pje": ("Conhecido o recurso de {active} e provido em parte",),
            "eproc": (
                "Julgamento - Reformada em Parte a Sentença - em {date} - A TURMA, POR UNANIMIDADE, DECIDIU DAR PARCIAL PROVIMENTO AO RECURSO",
            ),
            "stj": (
                "Conhecido o recurso de {active} e provido em parte, por unanimidade, pela {staff}",
            ),
        },
        outcome="appeal_partly_granted",
    ),
    "appeal_rejected": Act(
        "judgment",
        235,
        "acordao",
        {
            "*": ("Não Conhecido o Recurso",),
            "esaj": ("Não Conhecido o Recurso || Não conheceram do recurso. V. U.",),
            "stj": ("Não conhecido o recurso de {active}",),
            "tst": ("Não conhecido o recurso.",),
        },
        outcome="appeal_not_heard",
    ),
    "appeal_unheard": Act(
        "judgment",
        236,
        "decisao",
        {
            "*": ("Negado Seguimento ao Recurso",),
            "esaj": ("Negação de Seguimento",),
            "stf": ("Negado seguimento || Nego seguimento ao recurso.",),
            "tst": ("Negado seguimento ao recurso.",),
        },
        outcome="appeal_not_heard",
    ),
    "order_granted": Act(
        "judgment",
        210,
        "acordao",
        {"*": ("Concedida a Ordem",), "stj": ("Concedida a ordem de habeas corpus a {active}",)},
        "Ante o exposto, CONCEDO A ORDEM de habeas corpus para revogar a prisão preventiva do paciente.",
        outcome="granted",
    ),
    "order_denied": Act(
        "judgment",
        212,
        "acordao",
        {"*": ("Denegada a Ordem",), "stj": ("Denegada a ordem de habeas corpus a {active}",)},
        "Ante o exposto, DENEGO A ORDEM de habeas corpus.",
        outcome="denied",
    ),
}

# The acts that follow a judge's act as the court announces it, and a judgment's, by style.
ANNOUNCE = {
    "*": ("published",),
    "esaj": ("dje_sent", "dje_certified"),
    "pje": ("e_notice",),
    "pjejt": ("e_notice", "published"),
    "eproc": ("e_notice", "e_notice_read"),
    "projudi": ("e_notice", "e_notice_read"),
}
ANNOUNCE_JUDGMENT = {
    "*": ("judgment_published",),
    "esaj": ("dje_sent", "dje_certified"),
    "pje": ("e_notice", "published", "judgment_published"),
    "pjejt": ("e_notice", "judgment_published"),
    "eproc": ("e_notice", "e_notice", "judgment_published"),
    "projudi": ("e_notice", "e_notice_read"),
}

#: Filler episodes by stage: acts logged together, a few days apart at most ("+announce": the
#: style's announcement of the judge's act before it), with their weights.
EPISODES: dict[str, tuple[tuple[tuple[str, ...], int], ...]] = {
    "early": (
        (("petition",), 30),
        (("document",), 10),
        (("conclusion", "order", "+announce"), 18),
        (("conclusion", "decision", "+announce"), 8),
        (("clerk_notice",), 10),
        (("certificate",), 8),
        (("writ_issued", "writ_returned"), 6),
        (("deadline",), 8),
    ),
    "instruction": (
        (("petition",), 34),
        (("document",), 8),
        (("conclusion", "order", "+announce"), 20),
        (("conclusion", "decision", "+announce"), 9),
        (("clerk_notice",), 9),
        (("e_notice",), 6),
        (("certificate",), 6),
        (("deadline",), 8),
        (("to_prosecutor", "from_prosecutor", "prosecutor_opinion"), 3),
        (("expert_report",), 3),
        (("writ_issued", "writ_returned"), 4),
    ),
    "after": (
        (("petition",), 30),
        (("deadline",), 20),
        (("certificate",), 15),
        (("conclusion", "order", "+announce"), 20),
        (("clerk_notice",), 10),
        (("document",), 5),
    ),
    "execution": (
        (("petition",), 30),
        (("conclusion", "order", "+announce"), 18),
        (("conclusion", "seizure", "+announce"), 6),
        (("calculation",), 6),
        (("to_accounting", "calculation"), 4),
        (("release",), 5),
        (("deadline",), 10),
        (("clerk_notice",), 8),
        (("certificate",), 8),
        (("document",), 5),
    ),
    "appeal": (
        (("petition",), 30),
        (("rapporteur", "order", "+announce"), 20),
        (("rapporteur", "decision", "+announce"), 6),
        (("e_notice",), 12),
        (("deadline",), 12),
        (("certificate",), 8),
        (("to_prosecutor", "from_prosecutor", "prosecutor_opinion"), 6),
        (("document",), 6),
    ),
}


class Rite(NamedTuple):
    """How a kind of first-degree case runs, from the first order to the judgment and after.

    ``opening`` follows the distribution (the first order, the citation issued); ``served`` ends
    the citation phase; ``answer`` is the defence; ``instruction`` two episodes some weeks apart
    (a hearing scheduled and held, a seizure and its release, the prosecutor's opinion), in an
    ``instruction_share`` of cases; ``closing`` is what a party files before the judgment;
    ``judgments`` the judgment acts with weights, or, when ``verdicts`` names an entry of
    :data:`VERDICT_ACTS`, ``()``: the judgment's outcome is then drawn with the calibrated shares
    of :mod:`~lawkit.sandbox.data.outcomes`; ``execution_share`` the cases whose judgment is then
    enforced; ``after`` the acts logged after res judicata, by judgment.
    """

    opening: tuple[str, ...]
    served: tuple[str, ...]
    answer: tuple[str, ...]
    instruction: tuple[tuple[str, ...], tuple[str, ...]]
    instruction_share: float
    closing: tuple[str, ...]
    judgments: tuple[tuple[str, int], ...]
    execution_share: float
    after: dict[str, tuple[str, ...]]
    verdicts: str = ""


#: The acts that tell each outcome of a calibrated first degree, weighted within the outcome
#: (a dismissal without merits: desistência, abandono, indeferimento da inicial; in labour
#: courts mostly the claimant's absence from the hearing, CLT art. 844).
VERDICT_ACTS: dict[str, dict[str, tuple[tuple[str, int], ...]]] = {
    "civil": {
        "granted": (("granted", 1),),
        "partly_granted": (("partly", 1),),
        "denied": (("denied", 1),),
        "settled": (("settled", 1),),
        "dismissed": (("withdrawn", 5), ("abandoned", 3), ("petition_rejected", 2)),
    },
    "labor": {
        "granted": (("labor_granted", 1),),
        "partly_granted": (("labor_partly", 1),),
        "denied": (("labor_denied", 1),),
        "settled": (("settled", 1),),
        "dismissed": (("labor_absent", 6), ("withdrawn", 4)),
    },
}
#: The acts that tell each outcome of an appeal (a granted one sometimes annuls the judgment,
#: which the first degree then gives again; one not heard by the bench or by the rapporteur).
APPEAL_ACTS: dict[str, tuple[tuple[str, int], ...]] = {
    "appeal_granted": (("appeal_granted", 4), ("appeal_annulled", 1)),
    "appeal_partly_granted": (("appeal_partly", 1),),
    "appeal_denied": (("appeal_denied", 1),),
    "appeal_not_heard": (("appeal_rejected", 6), ("appeal_unheard", 4)),
}
_CITE = ("conclusion", "order_cite", "+announce", "citation_issued")
_HEARING = (("instruction_set",), ("instruction_held",))
_OPINION = (("to_prosecutor",), ("from_prosecutor", "prosecutor_opinion"))

RITES: dict[str, Rite] = {
    "civil": Rite(
        _CITE, ("citation_served",), ("answer",), _HEARING, 0.35, (), (), 0.35, {}, "civil"
    ),
    "small_claims": Rite(
        ("conciliation_set", "citation_issued"),
        ("citation_served",),
        ("conciliation_held", "answer"),
        _HEARING,
        0.3,
        (),
        (),
        0.3,
        {},
        "civil",
    ),
    "criminal": Rite(
        ("conclusion", "indictment_received", "+announce", "citation_issued"),
        ("citation_served",),
        ("defense",),
        _HEARING,
        1.0,
        ("final_arguments",),
        (("convicted", 55), ("acquitted", 30), ("time_barred", 15)),
        0.0,
        {"convicted": ("guide",)},
    ),
    "labor": Rite(
        ("conciliation_set", "citation_issued"),
        (),
        ("conciliation_held", "answer"),
        _HEARING,
        0.8,
        (),
        (),
        0.5,
        {},
        "labor",
    ),
    "execution": Rite(
        _CITE,
        ("citation_served",),
        ("petition",),
        (("conclusion", "seizure", "+announce"), ("release",)),
        0.5,
        (),
        (
            ("execution_paid", 45),
            ("execution_barred", 20),
            ("execution_dropped", 20),
            ("settled", 15),
        ),
        0.0,
        {},
    ),
    "writ": Rite(
        ("conclusion", "injunction_granted", "+announce", "citation_issued"),
        ("citation_served",),
        ("petition",),
        _OPINION,
        0.8,
        (),
        (("writ_granted", 45), ("writ_denied", 55)),
        0.0,
        {},
    ),
    "accounts": Rite(
        ("conclusion", "order", "+announce"),
        (),
        ("clerk_notice", "petition"),
        _OPINION,
        1.0,
        (),
        (("accounts_approved", 40), ("accounts_reserved", 40), ("accounts_rejected", 20)),
        0.0,
        {},
    ),
    "registration": Rite(
        ("conclusion", "order", "+announce"),
        (),
        ("clerk_notice", "petition"),
        _OPINION,
        1.0,
        (),
        (("registration_granted", 75), ("registration_denied", 25)),
        0.0,
        {},
    ),
}

#: The rite of a first degree by a word of its class (criminal and labour cases go by area).
RITE_BY_CLASS = (
    ("Juizado Especial", "small_claims"),
    ("Execução", "execution"),
    ("Cumprimento de Sentença", "execution"),
    ("Mandado de Segurança", "writ"),
    ("Prestação de Contas", "accounts"),
    ("Registro de Candidatura", "registration"),
)

#: Judgments of an original case of a higher court (by a word of its class), weighted; an appeal's
#: outcome is drawn with the calibrated shares of :mod:`~lawkit.sandbox.data.outcomes`.
ORIGINAL_JUDGMENTS = {
    "Mandado de Segurança": (("writ_granted", 40), ("writ_denied", 60)),
    "Habeas Corpus": (("order_granted", 30), ("order_denied", 70)),
    "Ação Rescisória": (("granted", 30), ("denied", 70)),
    "Procedimento de Controle": (("granted", 30), ("denied", 70)),
    "Pedido de Providências": (("granted", 30), ("denied", 70)),
}

# Whole texts of judge's acts: a head by event, an opening, neutral sentences (report and
# reasoning, which decide nothing), the act's ruling, the closing.
TEXT_HEADS = {"judgment": "SENTENÇA", "decision": "DECISÃO", "order": "DESPACHO"}
APPEAL_TEXT_HEADS = {"judgment": "ACÓRDÃO", "decision": "DECISÃO MONOCRÁTICA", "order": "DESPACHO"}
#: The ruling that closes a judge's whole text when its act has none of its own (every judgment
#: has one: its ``ruling`` or its dispositive in ``dispositive.py``).
RULINGS = {
    "order": "Manifestem-se as partes, no prazo de 15 (quinze) dias. Intimem-se.",
    "decision": "Defiro o pedido, nos termos da fundamentação. Intimem-se.",
}
DECISION_OPENINGS = (
    "Vistos.",
    "Vistos, relatados e discutidos estes autos.",
    "Trata-se de {klass} proposta por {active} em face de {passive}.",
)
DECISION_SENTENCES = (
    "A parte autora alega, em síntese, que celebrou contrato com a parte ré e que esta deixou de cumprir as obrigações assumidas.",
    "Citada, a parte requerida apresentou contestação, arguindo preliminares e, no mérito, sustentando a regularidade de sua conduta.",
    "Houve réplica, na qual a parte autora reiterou os termos da petição inicial.",
    "As partes foram intimadas a especificar as provas que pretendiam produzir.",
    "É o relatório. Fundamento.",
    "O feito comporta julgamento no estado em que se encontra, nos termos do artigo 355, inciso I, do Código de Processo Civil.",
    "A preliminar de ilegitimidade passiva não merece acolhimento, pois a relação jurídica está demonstrada nos autos.",
    "A controvérsia cinge-se à existência do débito e à responsabilidade pelos danos alegados.",
    "Os documentos juntados demonstram a efetiva prestação do serviço e a ausência de pagamento.",
    "A responsabilidade do fornecedor é objetiva, nos termos do artigo 14 do Código de Defesa do Consumidor.",
    "Para a fixação do valor, devem ser observados os princípios da razoabilidade e da proporcionalidade.",
    "A correção monetária incide desde a data do arbitramento e os juros de mora desde a citação.",
    "A perícia técnica concluiu pela existência de nexo causal entre a conduta e o dano.",
    "A matéria foi devidamente prequestionada nas razões apresentadas.",
    "O pedido foi instruído com os documentos necessários à sua apreciação.",
    "A jurisprudência desta Corte orienta-se no mesmo sentido, como se vê dos precedentes citados pelas partes.",
)
DECISION_CLOSINGS = ("Publique-se. Registre-se. Intimem-se.", "Intimem-se. Cumpra-se.")

# Kinds of files attached to steps (file-name tag, label).
# The tags are the demand API's `filterDoc` values (its spelling "contextacao" included).
FILE_KINDS = (
    ("inicial", "Petição Inicial"),
    ("peticao", "Petição"),
    ("decisao", "Decisão"),
    ("sentenca", "Sentença"),
    ("contextacao", "Contestação"),
    ("acordao", "Acórdão"),
)
