#!/usr/bin/env python3
"""Reads `go test -json` output; prints "PASSED FAILED" (tests, subtests
included) and writes a readable log: failing tests' output, package lines."""
import json
import sys

src, log = sys.argv[1], sys.argv[2]
passed = failed = 0
output = {}
lines = []
with open(src, encoding="utf-8", errors="replace") as f:
    for raw in f:
        raw = raw.strip()
        if not raw.startswith("{"):
            lines.append(raw)
            continue
        try:
            ev = json.loads(raw)
        except ValueError:
            lines.append(raw)
            continue
        key = (ev.get("Package", ""), ev.get("Test", ""))
        act = ev.get("Action")
        if act == "output":
            output.setdefault(key, []).append(ev.get("Output", ""))
        elif act in ("pass", "fail", "skip"):
            if key[1]:
                if act == "pass":
                    passed += 1
                elif act == "fail":
                    failed += 1
                    lines.append("--- FAIL %s %s\n%s" % (key[0], key[1], "".join(output.get(key, []))))
                else:
                    failed += 1
                    lines.append("--- SKIP counted as a failure: %s %s" % key)
            else:
                pkg_out = "".join(output.get(key, []))
                if act == "fail":
                    lines.append("FAIL package %s\n%s" % (key[0], pkg_out))
                else:
                    lines.append("%s %s" % (act, key[0]))
with open(log, "w", encoding="utf-8") as f:
    f.write("\n".join(lines) + "\n")
print(passed, failed)
