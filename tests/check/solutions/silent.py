"""Reads the case and prints nothing (returns None): a bad-output verdict."""

import sys


def solution(*args):
    return None


if __name__ == "__main__":
    sys.stdin.read()
