"""``python -m lawkit.tidy``: print the column contracts as markdown (``CONTRACTS.md``)."""

from lawkit import tidy
from lawkit.tidy import contracts

print(contracts.markdown(tidy.__doc__ or ""), end="")
