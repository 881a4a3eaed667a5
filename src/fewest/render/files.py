"""The atomic writers renderers use (they live in :mod:`fewest.files`, below every layer).

>>> import tempfile, pathlib
>>> write_atomic(pathlib.Path(tempfile.mkdtemp()) / "a.svg", "<svg/>").read_text()
'<svg/>'
"""

from fewest.files import check_target, write_atomic, write_with

__all__ = ["check_target", "write_atomic", "write_with"]
