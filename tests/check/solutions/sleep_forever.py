"""Never answers: sleeps forever (a time-limit verdict)."""

import time


def solution(*args):
    while True:
        time.sleep(1)


if __name__ == "__main__":
    solution()
