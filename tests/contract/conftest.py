"""The contract tests share the served app of the API tests."""

from tests.serve.conftest import client

__all__ = ["client"]
