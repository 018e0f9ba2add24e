#!/usr/bin/env python3
"""Summary of a browser-tests profile (bench/suite/browser_cost.sh with PROFILE=1, a TSV of one line per test):
totals, the least-squares fit of chromium's CPU seconds as A per page load + B per drawn frame over the tests
at desktop sizes (phones and HiDPI screens draw several times the pixels a frame), and the N tests that cost
the most CPU.
    bench/suite/browser_profile_summary.py PROFILE.tsv [N]
"""
import csv
import sys

# Tests whose frames have several times the pixels of a 1280x800 frame: left out of the fit.
BIG_FRAMES = ("phone", "4k", "HiDPI", "tablet", "390x844", "360x640", "1180x820", "820x1180")


def fit(rows):
    """(seconds per page, seconds per frame, R^2) of chromium CPU = a * pages + b * frames."""
    pages = [float(r["pages"]) for r in rows]
    frames = [float(r["frames"]) for r in rows]
    cpu = [float(r["chromium_cpu_s"]) for r in rows]
    dot = lambda x, y: sum(i * j for i, j in zip(x, y))
    pp, pf, ff = dot(pages, pages), dot(pages, frames), dot(frames, frames)
    det = pp * ff - pf * pf
    a = (dot(pages, cpu) * ff - dot(frames, cpu) * pf) / det
    b = (pp * dot(frames, cpu) - pf * dot(pages, cpu)) / det
    mean = sum(cpu) / len(cpu)
    residual = sum((a * p + b * f - c) ** 2 for p, f, c in zip(pages, frames, cpu))
    return a, b, 1 - residual / sum((c - mean) ** 2 for c in cpu)


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    with open(path, newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    total = lambda key: sum(float(r[key]) for r in rows)
    print(f"{len(rows)} tests: wall {total('wall_s'):.0f} s, CPU chromium {total('chromium_cpu_s'):.1f} s + node "
          f"{total('node_cpu_s'):.1f} s = {total('chromium_cpu_s') + total('node_cpu_s'):.1f} s; "
          f"{total('pages'):.0f} pages, {total('frames'):.0f} frames drawn, {total('ticks'):.0f} ticks")
    desktop = [r for r in rows if not any(key in r["test"] for key in BIG_FRAMES)]
    a, b, r2 = fit(desktop)
    print(f"fit over {len(desktop)} desktop-size tests: chromium CPU = {a:.2f} s per page load + "
          f"{b * 1000:.0f} ms per drawn frame (R^2 {r2:.3f})")
    print("| test | wall s | CPU s (chromium + node) | pages | frames |")
    print("|---|---:|---:|---:|---:|")
    rows.sort(key=lambda r: -(float(r["chromium_cpu_s"]) + float(r["node_cpu_s"])))
    for r in rows[:top]:
        cpu = float(r["chromium_cpu_s"]) + float(r["node_cpu_s"])
        print(f"| {r['test']} | {float(r['wall_s']):.0f} | {cpu:.1f} | {r['pages']} | {r['frames']} |")


if __name__ == "__main__":
    main()
