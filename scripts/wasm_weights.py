#!/usr/bin/env python3
"""What each part of the browser build weighs.

usage: scripts/wasm_weights.py FILE.wasm [DEPTH]

Reads a WebAssembly module built with its symbol names (go build without
-ldflags=-s), sums the code of its functions by Go package, and prints each
part's code in bytes raw and gzipped on its own (zlib level 9, a fair guide to
its share of the shipped download), the largest first, and the data segments
(strings, tables, embedded files) as one line. `make web-weights` builds the
module with its names and runs this. DEPTH (default 3) cuts package
paths to that many elements, so zombietable/game/offthedead/bot counts with
zombietable/game/offthedead.
"""
import collections
import sys
import zlib


def leb(buf, i):
    n = shift = 0
    while True:
        b = buf[i]
        i += 1
        n |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return n, i


def sections(buf):
    if buf[:4] != b"\0asm":
        sys.exit("not a WebAssembly module")
    i = 8
    while i < len(buf):
        sid = buf[i]
        size, i = leb(buf, i + 1)
        yield sid, buf[i:i + size]
        i += size


def name_of(sec):
    n, i = leb(sec, 0)
    return sec[i:i + n].decode(), sec[i + n:]


def package(sym, depth):
    # The name section writes a Go symbol path/to/pkg.Name with its slashes
    # (and dashes) as underscores: github.com_go_text_typesetting_font.Face.
    host = ""
    for h in ("github.com_", "golang.org_x_", "gopkg.in_"):
        if sym.startswith(h):
            host, sym = h, sym[len(h):]
    if sym.startswith("go:") or sym.startswith("type:"):
        return "(types and tables)"
    pkg = sym.split(".", 1)[0]
    parts = pkg.split("_")
    if host:
        depth += 1 if host == "golang.org_x_" else 2
    return host.replace("_", "/") + "/".join(parts[:depth])


def main():
    buf = open(sys.argv[1], "rb").read()
    depth = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    imported = 0
    bodies = []
    names = {}
    data = b""
    for sid, sec in sections(buf):
        if sid == 2:
            count, i = leb(sec, 0)
            for _ in range(count):
                for _ in range(2):
                    n, i = leb(sec, i)
                    i += n
                kind = sec[i]
                i += 1
                if kind == 0:
                    imported += 1
                    _, i = leb(sec, i)
                elif kind == 1:
                    i += 1
                    flags, i = leb(sec, i)
                    _, i = leb(sec, i)
                    if flags & 1:
                        _, i = leb(sec, i)
                elif kind == 2:
                    flags, i = leb(sec, i)
                    _, i = leb(sec, i)
                    if flags & 1:
                        _, i = leb(sec, i)
                else:
                    i += 2
        elif sid == 10:
            count, i = leb(sec, 0)
            for _ in range(count):
                size, i = leb(sec, i)
                bodies.append(sec[i:i + size])
                i += size
        elif sid == 11:
            data += sec
        elif sid == 0:
            title, rest = name_of(sec)
            if title != "name":
                continue
            i = 0
            while i < len(rest):
                sub = rest[i]
                size, i = leb(rest, i + 1)
                if sub == 1:
                    count, j = leb(rest, i)
                    for _ in range(count):
                        idx, j = leb(rest, j)
                        n, j = leb(rest, j)
                        names[idx] = rest[j:j + n].decode(errors="replace")
                        j += n
                i += size
    if not names:
        sys.exit("no function names: build without -ldflags=-s")
    parts = collections.defaultdict(list)
    for k, body in enumerate(bodies):
        parts[package(names.get(imported + k, "?"), depth)].append(body)
    rows = []
    for pkg, bs in parts.items():
        raw = b"".join(bs)
        rows.append((len(raw), len(zlib.compress(raw, 9)), pkg))
    rows.sort(reverse=True)
    code = sum(r[0] for r in rows)
    print("%10s %10s  %s" % ("raw", "gzipped", "part"))
    for raw, gz, pkg in rows:
        if raw >= 20000:
            print("%10d %10d  %s" % (raw, gz, pkg))
    small = [r for r in rows if r[0] < 20000]
    print("%10d %10d  %d smaller parts" % (sum(r[0] for r in small), sum(r[1] for r in small), len(small)))
    print("%10d %10s  code, all parts" % (code, ""))
    print("%10d %10d  data segments (strings, tables, embedded files)" % (len(data), len(zlib.compress(data, 9))))
    print("%10d %10s  the module" % (len(buf), ""))


main()
