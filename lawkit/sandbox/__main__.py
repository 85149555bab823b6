"""``python -m lawkit.sandbox``: serve the sandbox in the foreground (see ``--help``)."""

from lawkit.sandbox.command import main

raise SystemExit(main())
