# ruff: noqa: UP006, UP035
from typing import List


class Solution:
    def ladderLength(self, beginWord: str, endWord: str, wordList: List[str]) -> int:
        words = set(wordList)
        if endWord not in words:
            return 0
        front, back = {beginWord}, {endWord}
        words.discard(beginWord)
        words.discard(endWord)
        count = 1
        while front and back:
            if len(front) > len(back):
                front, back = back, front
            count += 1
            nxt_front = set()
            for word in front:
                for i in range(len(word)):
                    for ch in "abcdefghijklmnopqrstuvwxyz":
                        nxt = word[:i] + ch + word[i + 1:]
                        if nxt in back:
                            return count
                        if nxt in words:
                            words.discard(nxt)
                            nxt_front.add(nxt)
            front = nxt_front
        return 0
