"""Crashes on every case: a runtime-error verdict naming the exception."""

import sys


def solution(*args):
    raise ValueError("boom: this solution always crashes")


if __name__ == "__main__":
    sys.stdin.read()
    solution()
