"""Prints words instead of the number: a bad-output verdict."""

import sys

if __name__ == "__main__":
    sys.stdin.read()
    print("the answer is 3")
