#!/usr/bin/env python3
"""Which object each linked copy of an inline function came from (docs/TESTING.md, seventh round).

An inline function or template instance that the compiler did not inline is emitted by every object that
calls it, in a COMDAT section (.text.MANGLED); the ELF linker keeps one copy and drops the others. This
reads a GNU ld map file (-Wl,-Map=FILE), which lists every dropped input section and, for every kept one,
the object it came from, and counts, among the functions that GROUP (e.g. the core's objects) also
emitted, whose copy was kept. With a perf report (`perf report --stdio --no-children --sort symbol
--no-demangle`) it also sums the samples that fell in those functions, by the kept copy's origin.

Usage: bench/suite/comdat_origin.py MAP GROUP NAME=REGEX [NAME=REGEX ...] [--perf REPORT]
  NAME=REGEX names a kind of object by a regular expression on its path in the map (the first match
  wins; an object no expression matches is "other"); GROUP is one of the NAMEs.
"""
import re
import sys
from collections import Counter, defaultdict

SECTION = re.compile(r"^ (\.text\.\S+)(?:\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*))?$")
PLACEMENT = re.compile(r"^\s+(0x[0-9a-f]+)\s+(0x[0-9a-f]+)\s+(\S.*)$")


def read_map(path):
    """{section: [origins of dropped copies]}, {section: origin of the kept copy} from a GNU ld map."""
    origins = {"dropped": defaultdict(list), "kept": defaultdict(list)}
    part = None
    pending = None  # a section whose name filled its line; its origin is on the next line
    for line in open(path, encoding="utf-8", errors="replace"):
        if line.startswith("Discarded input sections"):
            part = "dropped"
            continue
        if line.startswith("Linker script and memory map"):
            part = "kept"
            continue
        if part is None:
            continue
        line = line.rstrip("\n")
        if pending:
            placed = PLACEMENT.match(line)
            if placed:
                origins[part][pending].append(placed.group(3))
            pending = None
            continue
        match = SECTION.match(line)
        if match and match.group(4):
            origins[part][match.group(1)].append(match.group(4))
        elif match:
            pending = match.group(1)
    kept = {section: places[0] for section, places in origins["kept"].items()}
    return origins["dropped"], kept


def kind_of(origin, kinds):
    for name, pattern in kinds:
        if pattern.search(origin):
            return name
    return "other"


def perf_samples(path):
    """{mangled symbol: percent of samples} from a perf report's flat --stdio output."""
    samples = {}
    for line in open(path, encoding="utf-8", errors="replace"):
        match = re.match(r"^\s+([0-9.]+)%\s+\[\.\]\s+(\S+)", line)
        if match:
            samples[match.group(2)] = samples.get(match.group(2), 0.0) + float(match.group(1))
    return samples


def main():
    args = sys.argv[1:]
    report = None
    if "--perf" in args:
        at = args.index("--perf")
        report = args[at + 1]
        del args[at:at + 2]
    if len(args) < 3:
        sys.exit(__doc__)
    map_path, group = args[0], args[1]
    kinds = [(spec.split("=", 1)[0], re.compile(spec.split("=", 1)[1])) for spec in args[2:]]
    if group not in [name for name, _ in kinds]:
        sys.exit(f"comdat_origin: GROUP {group!r} is not one of the NAMEs")
    dropped, kept = read_map(map_path)
    shared = {}
    for section, origin in kept.items():
        copies = [origin] + dropped.get(section, [])
        if len(copies) > 1 and any(kind_of(copy, kinds) == group for copy in copies):
            shared[section] = kind_of(origin, kinds)
    counts = Counter(shared.values())
    print(f"{map_path}: {len(shared)} functions emitted by {group} and by another object; kept copy from: "
          + ", ".join(f"{name} {count}" for name, count in counts.most_common()))
    if report:
        samples = perf_samples(report)
        by_kind = Counter()
        for section, kind in shared.items():
            by_kind[kind] += samples.get(section[len(".text."):], 0.0)
        total = sum(samples.values())
        print(f"{report}: {total:.1f} % of samples listed; in those functions, by the kept copy's origin: "
              + ", ".join(f"{name} {share:.1f} %" for name, share in by_kind.most_common()))
        every = Counter()
        for section, origin in kept.items():
            every[kind_of(origin, kinds)] += samples.get(section[len(".text."):], 0.0)
        print("  in every kept .text.* section (inline functions and templates, and what only one object "
              "emitted, such as the helpers those copies call), by origin: "
              + ", ".join(f"{name} {share:.1f} %" for name, share in every.most_common()))
        top = sorted(((samples.get(s[len('.text.'):], 0.0), s[len('.text.'):], k) for s, k in shared.items()),
                     reverse=True)[:10]
        for share, symbol, kind in top:
            print(f"  {share:5.1f} %  {kind:6s} {symbol}")


if __name__ == "__main__":
    main()
