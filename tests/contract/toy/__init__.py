"""A family defined only under tests/: reach a target number from 1 by +1 or x2.

It is registered at run time (one registry entry, as a new family would add),
so the contract suite proves that the CLI, the server and a batch pick up a
family without any edit to their code.
"""

from tests.contract.toy.family import FAMILY

__all__ = ["FAMILY"]
