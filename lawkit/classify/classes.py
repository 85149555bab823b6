"""The event classes of ``EVENTS.md``: their names, their order and their importance.

The names are lawkit's public vocabulary. :data:`CLASSES` keeps the order of the table in
``EVENTS.md`` (roughly a lawsuit's life: it enters a court, parties are told and answer, the
judge orders, decides and judges, the case goes up, becomes final and is archived; records move
throughout), and every categorical that lawkit returns has all 14 categories in that order, so
counts and charts keep empty classes and line up across data sets.
"""

from __future__ import annotations

import pandas as pd

#: The 14 event classes, in the order of ``EVENTS.md``.
CLASSES: tuple[str, ...] = (
    "filing",
    "notice",
    "petition",
    "conclusion",
    "order",
    "decision",
    "judgment",
    "hearing",
    "appeal",
    "publication",
    "res_judicata",
    "archived",
    "transfer",
    "other",
)

#: Classes of the milestones of a lawsuit (filed, heard, judged, final, archived).
MILESTONES: tuple[str, ...] = ("filing", "hearing", "judgment", "res_judicata", "archived")

#: The classes from most to least important to someone following a lawsuit: what changes its
#: outcome first, then what schedules or moves it, then clerical traffic.
BY_IMPORTANCE: tuple[str, ...] = (
    "judgment",
    "res_judicata",
    "decision",
    "hearing",
    "appeal",
    "archived",
    "filing",
    "notice",
    "order",
    "publication",
    "conclusion",
    "petition",
    "transfer",
    "other",
)

#: Rank of each class in :data:`BY_IMPORTANCE` (0 = most important).
IMPORTANCE: dict[str, int] = {name: rank for rank, name in enumerate(BY_IMPORTANCE)}

#: The dtype of event columns: unordered categorical with all of :data:`CLASSES`.
EVENT_DTYPE = pd.CategoricalDtype(list(CLASSES), ordered=False)

#: Position of each class in :data:`CLASSES` (the categorical code).
CODE: dict[str, int] = {name: code for code, name in enumerate(CLASSES)}
