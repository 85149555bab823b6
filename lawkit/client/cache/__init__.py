"""What is kept on disk, for how long, and how a re-run notebook avoids paying twice.

Files, in the cache directory (``Settings.cache``; default one per account,
``~/.cache/lawkit/<key>``: see :func:`lawkit.client.config.default_cache_dir`; a temporary one
for a client of a sandbox). The reuse window works within one directory: two directories pay
twice for the same query.

- ``http.sqlite`` — the requests-cache store of GET responses;
- ``results.sqlite`` — finished capture results, by request id, read in bulk
  (:mod:`~lawkit.client.cache.results`);
- ``reuse.sqlite`` — the intents and records of creating calls: what was submitted, and what is
  being submitted right now (:mod:`~lawkit.client.cache.reuse`).

**Expiry per kind** (seconds; override any with ``connect(cache_ttl={"monitor": 0})``, where 0
means "do not cache"):

===============  =============================================================================
``lookup``       finished request lookups (in ``results.sqlite``) and fully finished automatic
                 requests: forever (a ``pending`` one is never stored)
``coverage``     ``available``: 12 hours
``stats_past``   statistics whose range ends before yesterday (UTC): 7 days
``stats_recent`` statistics whose range reaches yesterday or today: 5 minutes
``lists``        request and automatic-request listings: 1 minute (``wait`` always refreshes)
``monitor``      monitoring list/info/data: 5 minutes
``demand``       demand reads: 5 minutes
===============  =============================================================================

The token endpoint and file downloads never go through the cache; POSTs and DELETEs are never
cached (only GET is an allowable method).

**Secrets never reach the disk.** requests-cache's default ``ignored_parameters`` (which redact
``Authorization`` and friends) are extended, never replaced, with the provider's secret names
(``idArtifact``, ``secret``, ``client_secret``, ...): they are dropped from cache keys and
redacted from the stored request. A redirected answer is stored without the answers of its
redirects, whose requests requests-cache would keep unredacted (a same-host redirect's request
carries the bearer token, ``idArtifact`` or the DataJud key). Cache keys are also namespaced by
a hash of the client id, so two accounts sharing one cache directory never see each other's
listings. A callback receiver's token (``?token=`` in a callback URL,
:mod:`lawkit.client.callback_tokens`) is taken out of every stored answer body, reuse key and reuse
record.

**Paying once: the reuse window and the intents.** Creating calls (capture
``request``/``autorequest``, monitoring ``register``, demand ``insert``) are keyed by the same
body, sent to the same base URL by the same client id. Before sending, an *intent* is written
under that key in one SQLite transaction; after the answer it becomes the *record* of what was
created, reused for ``Settings.reuse_window`` seconds (24 h by default): the same body again
returns the record and sends nothing (``fresh=True`` sends anew — e.g. to collect again a query
whose result ended in ``error``; if the provider refuses it, the earlier record stays). With
``reuse_window=0`` there are no records and no intents. Rows are keyed by a SHA-256 of (kind,
base URL, client id, non-secret body); the body never includes ``idArtifact`` or credentials.
Removing a monitored process or deleting a demand forgets its row. The stored record is the
provider's create response, which holds no secret.

*A live holder keeps its claim.* While a process holds an intent it renews a heartbeat in it
every second (``reuse.BEAT``), through its retries, backoffs and token fetches. Another caller
(thread, notebook, process on the same cache) waits for as long as the holder beats, whatever its
own ``retry_time``/``read_timeout``, and then reuses its record. A holder is known by its host,
pid, start time, PID namespace and boot (:mod:`lawkit.processes`), never by its pid alone: two
containers of one pod share a host name and a cache but not their pids. It is taken over only
when it is provably gone: a process of this boot and PID namespace whose pid is dead or taken by
another process since; or, for a holder this process cannot check (another host's, another
container's or boot's), once its heartbeat is older than ``reuse.LEASE`` (10 minutes): a fresh
heartbeat wins over a pid that looks dead, or is the waiter's own, from here. A holder seen
running that has not beaten for ``reuse.SILENT`` (30 s: stopped with SIGSTOP, suspended, hung)
is neither waited for for ever nor taken over: the waiter raises a :class:`CacheError` naming
``process <pid> on <host>``, and sends nothing.

*Reconciling.* An intent left by a process that died, or by a call of this process that was
interrupted or got no answer, is reconciled before anything is sent: the provider's list says
what was created since the intent (capture and monitoring: ``createdAt`` on the provider's clock,
read from its ``Date`` headers, less 10 s; demands, whose list has no creation time: the demands
not listed just before the insert was sent, noted with the intent). A listed item is taken for
the submission only if it matches every field the list shows (query and parameter; number;
callback id, numbers, frequency, document filter and whether credentials were sent), is not the
record of another submission in this cache (nor the one a ``fresh`` call set aside), is the only
one left, and no other submission the list shows alike — differing only in what it does not
show: ``make_download``, callbacks, ``ignore``, a demand's ``urlCallback`` — is under way here.
Otherwise the call is sent, with a warning in the ``lawkit.client.api`` log saying why: never
another query's record.

*What remains possible* (each is a second paid call, never a wrong record): the promise holds per
cache directory (two directories know nothing of each other); a reconciliation the list cannot
settle sends (as above), so if the lost call had been created it is paid twice; a holder on
another host or container silent for ``LEASE`` but alive (a suspended laptop) may still send
after it was taken over; a machine clock that jumps by more than 10 s between the call and its
reconciliation can hide what it created; a monitoring registration of a number already
monitored whose answer is lost is sent again (the list dates the process from its first
registration).

**Broken files.** Before a file is opened its header and tables are checked, and every later
operation goes through a guard:

=====================================  ===========================================================
garbage bytes, cut short, tables       *recovered*: the file (with its journal) is moved aside as
lawkit does not write, "malformed"     ``<name>.corrupt-<UTC time>``, one :class:`CacheWarning`
while in use                           says so, a new file is started and the operation runs once
                                       more; answers are fetched again from the provider (for
                                       ``reuse.sqlite``: earlier queries are sent, and paid, again)
zero bytes                             an empty cache (SQLite's empty database), nothing to warn
one damaged stored answer or record    each is stored with a checksum; a failed one is a miss
                                       (fetched or sent again) with a :class:`CacheWarning`,
                                       never served
locked by another process              :class:`CacheError` after ``faults.LOCK_WAIT`` s (10)
read-only directory or file, a         :class:`CacheError` naming the path and what to do
directory in the file's place
disk full (``SQLITE_FULL``, ENOSPC,    :class:`CacheError` saying so: nothing already stored is
and the failed rollback after it)      lost, free space (or ``client.cache.clear(expired_only=
                                       True)``) and run again; never to move ``reuse.sqlite``
                                       away (that would send, and pay for, its queries again)
offline (``offline=True``)             a damaged file is a :class:`CacheError` (nothing could be
                                       fetched again) and is left in place; a damaged answer is a
                                       warning, then :class:`~lawkit.errors.NotCached`
=====================================  ===========================================================

Recovery happens once per damage: a second failure of the same operation is a
:class:`CacheError`, never a retry loop. Storing or forgetting a reuse record after the provider
accepted the call never raises (that would lose its answer): a failure there is a warning, and
the process that got the answer keeps the record in memory (the same call again returns it).

Modules: :mod:`~lawkit.client.cache.policy` (expiry per kind),
:mod:`~lawkit.client.cache.responses` (the requests-cache session and its checked SQLite store),
:mod:`~lawkit.client.cache.results` (finished results), :mod:`~lawkit.client.cache.reuse` (the
intents and the reuse window), :mod:`~lawkit.client.cache.faults`
(damaged, locked and unwritable files),
:mod:`~lawkit.client.cache.view` (``client.cache``).
"""

from lawkit.client.cache.faults import CacheWarning
from lawkit.client.cache.policy import DEFAULT_TTL, Policy
from lawkit.client.cache.responses import IGNORED_PARAMETERS, SECRET_PARAMETERS, open_session
from lawkit.client.cache.results import ResultStore
from lawkit.client.cache.reuse import ReuseStore
from lawkit.client.cache.view import CachedEntry, CacheView

__all__ = [
    "DEFAULT_TTL",
    "IGNORED_PARAMETERS",
    "SECRET_PARAMETERS",
    "CacheView",
    "CacheWarning",
    "CachedEntry",
    "Policy",
    "ResultStore",
    "ReuseStore",
    "open_session",
]
