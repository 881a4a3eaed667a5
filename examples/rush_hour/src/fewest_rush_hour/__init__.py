"""Rush Hour, an example fewest plugin: installing this package adds the ``rush-hour`` family.

The entry point in ``pyproject.toml`` (group ``fewest.puzzles``) names this
module; fewest reads its ``FAMILY`` only when a command asks for Rush Hour
or lists every family.

>>> FAMILY.name
'rush-hour'
>>> FAMILY.parse("ooooBoooooBoAAooBooooooooooooooooooo").solve().moves
['B+3', 'A+4']
"""

from fewest_rush_hour.family import FAMILY, RushFamily, RushInstance

__all__ = ["FAMILY", "RushFamily", "RushInstance"]
