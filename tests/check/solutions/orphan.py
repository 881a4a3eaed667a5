"""Starts a background process that would sleep for ten minutes, prints a wrong answer
and exits: fewest must kill the whole process group, the background process too.

The background process carries the first command-line argument (a marker
the tests look for), or ``fewest-check-orphan``.
"""

import subprocess
import sys

if __name__ == "__main__":
    marker = sys.argv[1] if len(sys.argv) > 1 else "fewest-check-orphan"
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", marker],
                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    sys.stdin.read()
    print(0)
