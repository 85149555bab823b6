"""The provider's APIs as the sandbox serves them, one package (or module) per API.

Each exposes ``setup(state)`` (its store, its hooks on the simulated clock) and ``routes()`` (its
endpoints); the stateful APIs keep their state and runs in ``models`` and their HTTP handlers in
``responses``, as moto does for each AWS service.
"""
