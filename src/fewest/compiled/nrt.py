"""``njit`` options for small helpers that take arrays and allocate nothing.

Compiled without numba's reference counting, a call that passes arrays
costs a few nanoseconds instead of some tens (the counts are atomic, and
the table probe they would guard takes less).  Never use it for code that
calls the user's functions, slices, or allocates.

>>> NO_REFCOUNT["_nrt"]
False
"""

from typing import Any

NO_REFCOUNT: dict[str, Any] = {"cache": True, "_nrt": False}
