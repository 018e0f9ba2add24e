#!/usr/bin/env bash
# `sudolab bench --ioh DIR`: IOHprofiler logs of a campaign (native only). Every run of every (solver label,
# set) has its .info entry and its .dat block; a block starts with "evaluations raw_y", its evaluations
# rise and its raw_y (best cost) falls, and it ends at the run's record: work + 1 and best_cost, 0 for a
# solved run; a cut log fails these checks. The logs do not change the runs (the same records without
# --ioh). An --ioh directory that holds files or is a file, and --ioh with --resume or --merge, are refused
# before any run. --calibrate prints the reference workload's line (refused with --merge).
# Usage: ioh_cli_test.sh PATH/TO/sudolab PATH/TO/tests/data
set -u
sudolab=$1
data=$2/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "${BASH_SOURCE[0]}")/expect.sh"  # fail, expect

campaign=(--algo acs,hc=hill-climb --runs 2 --max-work 1000 --seed 2 --jobs 2 --generate 4:0.5:2:1 "$data/puzzles.txt")
"$sudolab" bench "${campaign[@]}" --out "$work/with.jsonl" --ioh "$work/ioh" >/dev/null 2>"$work/err" ||
    fail "campaign with --ioh: $(head -c 400 "$work/err")"
"$sudolab" bench "${campaign[@]}" --out "$work/without.jsonl" >/dev/null 2>"$work/err" ||
    fail "campaign without --ioh: $(head -c 400 "$work/err")"

# The logs against the records: python3 reads both and prints one line per disagreement.
cat >"$work/checker.py" <<'PY'
import glob, json, os, re, sys
ioh, records_path = sys.argv[1], sys.argv[2]
records = [json.loads(line) for line in open(records_path)]
problems, checked, traced = [], 0, 0
sets = []
for r in records:
    if r['set'] not in sets: sets.append(r['set'])
labels = sorted({r['solver'] for r in records})
if sorted(os.listdir(ioh)) != labels: problems.append(f'folders {sorted(os.listdir(ioh))}, labels {labels}')
for label in labels:
    infos = glob.glob(os.path.join(ioh, label, '*.info'))
    if len(infos) != len(sets): problems.append(f'{label}: {len(infos)} .info files for {len(sets)} sets')
    for info in infos:
        lines = open(info).read().splitlines()
        for at in range(0, len(lines), 3):
            head = dict(re.findall(r"(\w+) = '?([^,']*)'?", lines[at]))
            fid, name, dim = int(head['funcId']), head['funcName'], int(head['DIM'])
            if head['algId'] != label or head['maximization'] != 'F' or head['suite'] != 'sudolab':
                problems.append(f'{info}: header {lines[at]}')
            if sets.index(name) + 1 != fid: problems.append(f'{info}: funcId {fid} for set {name}')
            if lines[at + 1] != '%': problems.append(f'{info}: line {at + 2} is not %')
            parts = lines[at + 2].split(', ')
            dat = os.path.join(ioh, label, parts[0])
            runs = [r for r in records if r['solver'] == label and r['set'] == name and r['cells'] == dim]
            entries = parts[1:]
            if len(entries) != len(runs) or not runs: problems.append(f'{info}: {len(entries)} entries, {len(runs)} runs')
            blocks = open(dat).read().split('evaluations raw_y\n')
            if blocks[0] != '': problems.append(f'{dat}: does not start with a block header')
            blocks = blocks[1:]
            if len(blocks) != len(runs): problems.append(f'{dat}: {len(blocks)} blocks, {len(runs)} runs')
            for run, entry, block in zip(runs, entries, blocks):
                points = [tuple(map(float, l.split())) for l in block.splitlines()]
                evals = [p[0] for p in points]; ys = [p[1] for p in points]
                if evals != sorted(set(evals)): problems.append(f'{dat}: evaluations do not rise: {evals}')
                if any(b > a for a, b in zip(ys, ys[1:])) or any(b == a for a, b in zip(ys[:-2], ys[1:-1])):
                    problems.append(f'{dat}: raw_y does not fall: {ys}')
                want = (run['work'] + 1, run['best_cost'])
                if points[-1] != want: problems.append(f'{dat}: run {run["run"]} ends at {points[-1]}, record {want}')
                if entry != f'{run["index"]}:{run["work"] + 1}|{run["best_cost"]:g}':
                    problems.append(f'{info}: entry {entry} for run {run["run"]} ({run["index"]}, {run["work"]}, {run["best_cost"]})')
                if run['solved'] and ys[-1] != 0: problems.append(f'{dat}: solved run {run["run"]} ends at {ys[-1]}')
                if evals[0] != 1: problems.append(f'{dat}: run {run["run"]} starts at evaluation {evals[0]} (reset = 1)')
                checked += 1
                traced += len(points) >= 4
# Runs that improved several times, so the blocks hold traces, not only the runs' ends.
if traced < 4: problems.append(f'only {traced} runs have 4 or more points')
print('\n'.join(problems) or f'{checked} runs checked, {traced} with 4 or more points')
sys.exit(1 if problems or checked != len(records) else 0)
PY
python3 - "$work/ioh" "$work/with.jsonl" <"$work/checker.py" >"$work/check" 2>&1 ||
    fail "logs vs records: $(head -c 1500 "$work/check")"
# The checks above can fail: a log whose last run lost its end line is caught.
cp -r "$work/ioh" "$work/cut"
dat=$(ls "$work"/cut/hc/data_f1_*/*.dat)
head -n -1 "$dat" >"$work/short" && mv "$work/short" "$dat"
python3 - "$work/cut" "$work/with.jsonl" <"$work/checker.py" >/dev/null 2>&1 && fail "a cut log passed the checks"

# The same runs with and without the logs (everything but the times and the campaign's own fields).
strip='del(.time_s, .cpu_s)'
diff <(jq -c "$strip" "$work/with.jsonl") <(jq -c "$strip" "$work/without.jsonl") >"$work/diff" ||
    fail "--ioh changed the runs: $(head -c 600 "$work/diff")"

expect "a directory that holds files" 2 "already holds files" bench "${campaign[@]}" --ioh "$work/ioh"
touch "$work/file"
expect "a file as the directory" 2 "exists and is not a directory" bench "${campaign[@]}" --ioh "$work/file"
expect "with --resume" 2 "give one" bench "${campaign[@]}" --out "$work/with.jsonl" --resume --ioh "$work/new"
expect "with --merge" 2 "records do not hold" bench --merge "$work/with.jsonl" --ioh "$work/new2"
expect "--calibrate with --merge" 2 "a merge runs none" bench --merge "$work/with.jsonl" --calibrate
# --calibrate: the reference workload's line, with its fixed node count, before the summary.
expect "--calibrate" 0 "# calibration: backtrack, 1000000 nodes counting the solutions of the empty 25x25 grid" \
    bench --algo dlx --runs 1 --time-limit 5 --calibrate "$data/puzzles.txt"
[ -e "$work/new" ] && fail "--ioh with --resume created its directory"

if [ "$failures" -gt 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "ioh logs: all checks passed"
