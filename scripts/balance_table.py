#!/usr/bin/env python3
"""Prints the team win rates kept by scripts/balance.sh: for each level and
table the games played, the team's wins and the Wilson 95% interval."""
import json
import math
import os
import sys


def wilson(wins, n):
    if n == 0:
        return (0.0, 0.0)
    z = 1.959964
    p = wins / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def main(root):
    print("| level | table | games | team wins | 95% interval |")
    print("|---|---|---|---|---|")
    for name in sorted(os.listdir(root)):
        games = wins = 0
        for f in sorted(os.listdir(os.path.join(root, name))):
            if not f.endswith(".json"):
                continue
            with open(os.path.join(root, name, f)) as fh:
                r = json.load(fh)
            seat = r["seats"][0]
            games += r["games"]
            # A team's win is every seat's: one seat alone wins, more share.
            wins += seat["wins"] + seat["shared_wins"]
        if games:
            lo, hi = wilson(wins, games)
            level, table = name.split("-", 1)
            print(f"| {level} | {table} | {games} | {100 * wins / games:.1f}% | {100 * lo:.1f}–{100 * hi:.1f}% |")


if __name__ == "__main__":
    main(sys.argv[1])
