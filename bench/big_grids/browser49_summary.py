#!/usr/bin/env python3
"""Summary of bench/big_grids/browser49.sh's records (JSON lines: native runs of step_cpu, then one browser
record of browser_run.mjs): the app's frame times while the solver ran, the CPU seconds of the same work on
each side, and their ratio. Every run of both sides must end in the same state (outcome, work, cost,
restarts and the solver's statistics): otherwise they did not do the same work, and the script says so and
exits 1.

Usage: browser49_summary.py RECORDS.jsonl
"""
import json
import statistics
import sys

STATE_KEYS = ("outcome", "work", "cost", "bestCost", "restarts", "stats")


def state_of(record):
    """The fields that tell two runs apart."""
    return {key: record[key] for key in STATE_KEYS}


def main():
    records = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    native = [r for r in records if r["side"] == "native"]
    browser = [r for r in records if r["side"] == "wasm"]
    if not native or len(browser) != 1:
        sys.exit("browser49_summary: need native records and one browser record, got %d and %d" % (len(native), len(browser)))
    wasm = browser[0]
    reference = state_of(native[0])
    states = [state_of(r) for r in native] + [state_of(r["state"]) for r in wasm["cpu"]]
    same = all(s == reference for s in states)
    frames = wasm["frames"]
    solving = frames["whileSolving"]
    print("frames: %dx%d board, auto seed %d, %d work units in the app (%s) over %.1f s wall, frame budget %g ms"
          % (frames["order"] ** 2, frames["order"] ** 2, wasm["seed"], frames["work"], frames["outcome"],
             frames["wallS"], frames["budgetMs"]))
    for name, label in (("workMs", "time spent in a frame"), ("advanceMs", "of which the model's work"),
                        ("intervalMs", "interval between frames")):
        s = solving[name]
        print("  %-26s %4d frames: median %.1f ms, p95 %.1f ms, max %.1f ms" % (label, s["count"], s["median"], s["p95"], s["max"]))
    if "threadCpuS" in frames:
        print("  main-thread CPU over the run %.2f s for %d frames drawn: mean %.1f ms of CPU per frame"
              % (frames["threadCpuS"], frames["framesDrawn"], 1000 * frames["threadCpuS"] / max(frames["framesDrawn"], 1)))
    native_cpu = [r["cpu_s"] for r in native]
    wasm_cpu = [r["cpuS"] for r in wasm["cpu"]]
    print("cpu: %d work units in steps of %d, from the same start (seed %d)" % (wasm["units"], wasm["chunk"], wasm["seed"]))
    print("  native thread CPU s: %s, median %.3f" % (" ".join("%.3f" % c for c in native_cpu), statistics.median(native_cpu)))
    print("  wasm main-thread CPU s: %s, median %.3f" % (" ".join("%.3f" % c for c in wasm_cpu), statistics.median(wasm_cpu)))
    print("  wasm / native (median CPU): %.2f (range %.2f-%.2f)"
          % (statistics.median(wasm_cpu) / statistics.median(native_cpu), min(wasm_cpu) / max(native_cpu),
             max(wasm_cpu) / min(native_cpu)))
    print("  same end state on both sides: %s (%s)" % ("yes" if same else "NO", json.dumps(reference, sort_keys=True)))
    if not same:
        for s in states:
            print("    " + json.dumps(s, sort_keys=True))
        sys.exit(1)


if __name__ == "__main__":
    main()
