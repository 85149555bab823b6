"""The example reports: run them, and let people read them anywhere.

:mod:`~lawkit.reports.runner` runs the notebooks against the sandbox (``lawkit notebooks``);
:mod:`~lawkit.reports.html` writes each as one self-contained HTML page (``lawkit notebooks
--html``, ``lawkit report``); :mod:`~lawkit.reports.images` gives their charts PNG copies that
GitHub shows (``lawkit notebooks --save``); :mod:`~lawkit.reports.paths` finds the notebooks and
the output folders.
"""
