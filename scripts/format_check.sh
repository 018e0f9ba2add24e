#!/usr/bin/env bash
# Checks the lines a change touches, never the untouched tree: C++ lines against .clang-format
# (git clang-format, clang-format 14) and every text file's changed lines against .editorconfig's
# whitespace rules (git diff --check: trailing whitespace, spaces before tabs, blank lines at the end;
# plus a final newline). The change is the working tree against BASE:
#   - on a branch: the merge-base with main (or origin/main in a clone), so the whole branch is checked;
#   - on main itself (CI's fresh clone): HEAD~, the last commit (a merge commit: everything it merged);
#   - a single commit with no parent and no main: nothing to compare, the check passes and says so.
# usage: scripts/format_check.sh [--fix] [BASE]    --fix rewrites the changed C++ lines in place.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fix=0
if [[ "${1:-}" == "--fix" ]]; then fix=1; shift; fi
(($# <= 1)) || { echo "usage: format_check.sh [--fix] [BASE]" >&2; exit 2; }

# The commit the change is measured from (see the header), or nothing.
change_base() {
    local head main base
    head=$(git rev-parse HEAD)
    for main in main origin/main; do
        git rev-parse -q --verify "$main^{commit}" >/dev/null || continue
        base=$(git merge-base HEAD "$main") || continue
        if [[ "$base" != "$head" ]]; then echo "$base"; return; fi
        break
    done
    git rev-parse -q --verify HEAD~1 || true
}

base="${1:-$(change_base)}"
if [[ -z "$base" ]]; then
    echo "format: no base commit to compare with (a single commit and no main): nothing to check"
    exit 0
fi
base=$(git rev-parse --verify "$base^{commit}") || { echo "format: '$1' is not a commit" >&2; exit 2; }
label="$(git log -1 --format=%h "$base")"

if ((fix)); then
    git clang-format-14 --force --binary clang-format-14 --extensions cpp,hpp,h "$base"
    exit 0
fi

problems=0
# C++: what clang-format would change in the touched lines (empty output when nothing).
cpp_diff=$(git clang-format-14 --binary clang-format-14 --extensions cpp,hpp,h --diff "$base" 2>&1 |
    grep -v -e '^no modified files to format$' -e '^clang-format did not modify any files$' || true)
if [[ -n "$cpp_diff" ]]; then
    echo "$cpp_diff"
    echo "format: the changed C++ lines above differ from .clang-format (scripts/format_check.sh --fix rewrites them)" >&2
    problems=1
fi
# Whitespace of every changed text file (Markdown may keep two trailing spaces as a line break). Records,
# logs and test data are what a program wrote or reads byte for byte: they are data, not code.
data=(':(exclude)assets/puzzles/**' ':(exclude)bench/results/**' ':(exclude)tests/data/**' ':(exclude)tests/fuzz/corpus/**' ':(exclude)bench/data/**')
if ! git -c core.whitespace=trailing-space,space-before-tab,blank-at-eof diff --check "$base" -- . ':(exclude)*.md' "${data[@]}"; then
    echo "format: whitespace errors in the changed lines above (.editorconfig)" >&2
    problems=1
fi
missing_newline=$(git diff "$base" -- . "${data[@]}" | awk '/^\+\+\+ b\// { file = substr($0, 7) } /^\\ No newline at end of file/ && last ~ /^\+/ { print file } { last = $0 }')
if [[ -n "$missing_newline" ]]; then
    echo "$missing_newline" | sed 's/$/: no newline at the end of the file/'
    echo "format: files above lack a final newline (.editorconfig)" >&2
    problems=1
fi
changed=$(git diff --name-only "$base" -- | wc -l)
if ((problems)); then exit 1; fi
echo "format: $changed changed file(s) since $label follow .clang-format and .editorconfig"
