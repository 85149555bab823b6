"""The sandbox's synthetic court data: what exists, independent of any server.

:mod:`~lawkit.sandbox.data.story` tells one lawsuit's story from (seed, CNJ) with the words of
:mod:`~lawkit.sandbox.data.vocabulary`, each history following the phases of
:mod:`~lawkit.sandbox.data.procedure`; :mod:`~lawkit.sandbox.data.coverage` is the coverage tree
(which court answers which query); :mod:`~lawkit.sandbox.data.generate` renders what a query sees
of a story at a simulated time; :mod:`~lawkit.sandbox.data.pdf` writes the attached files. Nothing
here imports the server.
"""
