"""Allocates without bound: a memory verdict under --memory."""


def solution(*args):
    chunks = []
    while True:
        chunks.append(bytearray(32 * 2**20))


if __name__ == "__main__":
    solution()
