"""Code the test modules share: capture queries (:mod:`support.capture`) and the isolated
environment tests run lawkit in (:mod:`support.environment`).

Imported as ``support``: ``tests/conftest.py`` puts ``tests/`` on ``sys.path`` for pytest and
its xdist workers; a script under ``tests/`` run on its own inserts ``tests/`` itself.
"""
