#!/usr/bin/env bash
# Smoke test of the native app window (same code as the web page) under a virtual X display: it opens a
# share link, solves the puzzle, writes a screenshot (checked not to be blank by the app itself) and
# prints the state; a broken link must show an error and leave the app running.
# usage: tests/e2e/native_smoke.sh path/to/sudolab_app
set -euo pipefail
app="${1:?usage: native_smoke.sh path/to/sudolab_app}"
artifacts="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/artifacts"
mkdir -p "$artifacts"
passed=0
failed=0

run_app() { xvfb-run -a -s "-screen 0 1280x800x24" "$app" --size 1280x800 "$@" 2>&1; }
check() {  # check NAME OUTPUT PATTERN...
  local name="$1" output="$2"
  shift 2
  for pattern in "$@"; do
    if ! grep -qF -- "$pattern" <<<"$output"; then
      echo "FAIL - native: $name (missing '$pattern')"
      echo "$output" | sed 's/^/       /'
      failed=$((failed + 1))
      return
    fi
  done
  echo "ok   - native: $name"
  passed=$((passed + 1))
}

# aiescargot (tests/data/named) as a share link, solved by dlx.
link='p=3.AnGkIlClBmHlIFlEnEClImAlHmBFnDmCpAlDAoGlGmCl&a=dlx&s=1'
output="$(run_app --frames 60 --screenshot "$artifacts/native.png" --link "$link" --run || echo "exit code $?")"
# The printed link starts with the check part (c=...) the app writes in front of every link.
check "share link opened, puzzle solved, screenshot drawn" "$output" "status solved" "&$link" "distinct colours"
if grep -q "exit code" <<<"$output"; then echo "FAIL - native: the app exited with an error"; failed=$((failed + 1)); fi

output="$(run_app --frames 10 --link 'p=3.AnGkIl!' || echo "exit code $?")"
check "a broken link shows an error and the app keeps running" "$output" "error shown: link:" "10 frames; status idle"

# A setting the link's mode would ignore (tabu's repair with mode=paper) is refused, naming the rule.
output="$(run_app --frames 10 --link "${link/a=dlx/a=tabu}&x.repair=random" || echo "exit code $?")"
check "a link with a setting its mode ignores shows the rule" "$output" \
    "error shown: link: parameter 'repair' (random) applies only with 'mode' = dfs-learning, not paper" "status idle"

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
