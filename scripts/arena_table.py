#!/usr/bin/env python3
"""Prints the arenas kept by scripts/balance.sh arena: for each game, pairing
(the stronger level against the weaker, one seat against the rest) and player
count, the games played, the stronger seat's wins (a shared win counts as
won), its Wilson 95% interval and the multiple of its fair share (1/players)."""
import json
import os
import sys

from balance_table import wilson


def main(root):
    print("| game | pairing | players | games | stronger wins | 95% interval | × fair share | weaker seat wins | nobody won |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game in sorted(os.listdir(root)):
        for name in sorted(os.listdir(os.path.join(root, game)), key=lambda n: (n.rsplit("-", 1)[0], int(n.rsplit("-", 1)[1][:-1]))):
            games = wins = weak = weak_games = nobody = 0
            players = 0
            for f in sorted(os.listdir(os.path.join(root, game, name))):
                if not f.endswith(".json"):
                    continue
                with open(os.path.join(root, game, name, f)) as fh:
                    r = json.load(fh)
                players = r["players"]
                strong = r["bots"][0]
                games += strong["games"]
                wins += strong["wins"] + strong["shared_wins"]
                for b in r["bots"][1:]:
                    weak += b["wins"] + b["shared_wins"]
                    weak_games += b["games"]
                nobody += r["no_winner"]
            if not games:
                continue
            lo, hi = wilson(wins, games)
            pair = name.rsplit("-", 1)[0].replace("-", " vs ", 1)
            print(f"| {game} | {pair} | {players} | {games} | {100 * wins / games:.1f}% | {100 * lo:.1f}–{100 * hi:.1f}% "
                  f"| {wins / games * players:.2f} | {100 * weak / max(weak_games, 1):.1f}% | {100 * nobody / games:.1f}% |")


if __name__ == "__main__":
    main(sys.argv[1])
