"""A child process for the pay-once tests: submit automatic queries, one line per accepted one.

``python submitter.py CACHE MODE N [SEED]`` connects with the ``LAWKIT_*`` settings of the
environment (a sandbox the parent runs) and the cache folder CACHE, and submits automatic queries
for N generated CNJ numbers: one by one (MODE ``loop``) or with the bulk call (MODE ``bulk``).
It prints ``started`` once connected, then ``accepted <cnj>`` for each accepted one (in bulk mode,
all at the end). With ``LAWKIT_TEST_DIE_AFTER_ANSWER=K``, it
kills itself (SIGKILL) on the K-th submission after the provider answered and before the answer
is recorded: the instant a crash costs a duplicate if nothing is written first. With
``LAWKIT_TEST_BEAT=S`` and ``LAWKIT_TEST_SILENT=S`` it renews its intents' heartbeat every S
seconds, and deems a holder stopped after S seconds of silence (:mod:`lawkit.client.cache.reuse`).
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import lawkit
from lawkit import cnj
from lawkit.client.cache import reuse
from lawkit.client.cache.reuse import ReuseStore


def _die_after_answer(k: int) -> None:
    """Make the K-th recording of a provider's answer the instant this process dies."""
    record = ReuseStore.done
    seen = [0]

    def dying(self: ReuseStore, *args: object, **kwargs: object) -> None:
        seen[0] += 1
        if seen[0] == k:
            os.kill(os.getpid(), signal.SIGKILL)
        record(self, *args, **kwargs)

    ReuseStore.done = dying  # type: ignore[method-assign]


def main(argv: list[str]) -> int:
    cache, mode, count = Path(argv[0]), argv[1], int(argv[2])
    seed = int(argv[3]) if len(argv) > 3 else 1
    if os.environ.get("LAWKIT_TEST_DIE_AFTER_ANSWER"):
        _die_after_answer(int(os.environ.pop("LAWKIT_TEST_DIE_AFTER_ANSWER")))
    for name in ("BEAT", "SILENT"):
        if os.environ.get(f"LAWKIT_TEST_{name}"):
            setattr(reuse, name, float(os.environ.pop(f"LAWKIT_TEST_{name}")))
    numbers = cnj.generate(court="TJSP", n=count, seed=seed)
    with lawkit.connect(cache=cache) as client:
        print("started", flush=True)
        if mode == "bulk":
            for record in client.capture.autorequest_many(numbers, progress=False):
                print("accepted", record["value"], flush=True)
        else:
            for number in numbers:
                client.capture.autorequest(number)
                print("accepted", number, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
