"""Preloaded by the pool's fork server: warms every family once, before any worker forks.

Workers forked afterwards start with the families imported and their compiled
code and small tables loaded (shared, copy-on-write), so a fresh worker's first
request is as quick as its hundredth.  Importing this module anywhere else does
nothing unless ``FEWEST_SERVE_WARM`` is set (the pool sets it).
"""

from __future__ import annotations

import os

if os.environ.get("FEWEST_SERVE_WARM") == "1":
    from fewest.serve.jobs import warm

    warm(deep=True)
