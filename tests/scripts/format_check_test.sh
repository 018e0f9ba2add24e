#!/usr/bin/env bash
# scripts/format_check.sh in a throwaway repository: untouched badly formatted legacy code passes, a
# well-formatted change passes, a badly formatted changed line, trailing whitespace or a missing final
# newline fails; on main (a fresh clone's view) the last commit is checked; --fix repairs the change.
# usage: format_check_test.sh REPOSITORY
set -uo pipefail
repo="${1:?usage: format_check_test.sh REPOSITORY}"
passed=0
failed=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# expect NAME EXIT_CODE: runs the check in the throwaway repository and compares its exit code.
expect() {
    local name="$1" want="$2" got
    (cd "$work/r" && scripts/format_check.sh >"$work/out" 2>&1)
    got=$?
    if [[ $got -eq $want ]]; then
        echo "ok   - $name"
        passed=$((passed + 1))
    else
        echo "FAIL - $name: exit $got, want $want"
        sed 's/^/       /' "$work/out"
        failed=$((failed + 1))
    fi
}

git init -q -b main "$work/r"
cd "$work/r" || exit 1
git config user.email test@example.invalid
git config user.name test
mkdir scripts
cp "$repo/.clang-format" "$repo/.editorconfig" .
cp "$repo/scripts/format_check.sh" scripts/
printf 'int   legacy( int x ){return x;}\n\nint kept() { return 1; }\n' >legacy.cpp
git add -A && git commit -qm legacy
expect "a single commit on main: no base to compare with, nothing to check" 0

git checkout -q -b feature
printf 'int   legacy( int x ){return x;}\n\nint kept() { return 2; }\n' >legacy.cpp
git commit -qam "a well-formatted change next to untouched legacy code"
expect "a well-formatted change passes; the untouched legacy line is not checked" 0

printf 'int   legacy( int x ){return x;}\n\nint kept()   { return 2; }\n' >legacy.cpp
expect "a badly formatted changed line fails (uncommitted change in the working tree)" 1
scripts/format_check.sh --fix >/dev/null 2>&1
if grep -qx 'int kept() { return 2; }' legacy.cpp && grep -qx 'int   legacy( int x ){return x;}' legacy.cpp; then
    echo "ok   - --fix rewrites the changed line only"
    passed=$((passed + 1))
else
    echo "FAIL - --fix: $(cat legacy.cpp)"
    failed=$((failed + 1))
fi
git checkout -q legacy.cpp

printf 'notes \n' >notes.txt && git add notes.txt
expect "trailing whitespace in a changed text file fails" 1
printf 'notes' >notes.txt
expect "a changed file without a final newline fails" 1
printf 'notes\n' >notes.txt && git commit -qam notes
expect "a clean branch passes" 0

# On main after a merge (what CI's fresh clone sees): the merge commit's changes are checked.
git checkout -q main
git merge -q --no-ff -m merge feature
expect "main after merging a clean branch passes" 0
printf 'int   legacy( int x ){return x;}\n\nint kept() {return 3;}\n' >legacy.cpp
git commit -qam "badly formatted commit on main"
expect "main whose last commit is badly formatted fails" 1

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
