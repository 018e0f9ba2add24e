#!/usr/bin/env bash
# The two commands install what each needs (scripts/setup.sh profiles): the serve profile is a strict subset
# of the test profile and holds none of the test-only tools; serve.sh asks for the serve profile and
# test.sh for the test profile (checked by running copies of them against a recording setup.sh); a
# missing or unknown profile is refused with exit code 2.
# usage: setup_profiles_test.sh REPOSITORY
set -uo pipefail
repo="${1:?usage: setup_profiles_test.sh REPOSITORY}"
passed=0
failed=0
ok() { echo "ok   - $1"; passed=$((passed + 1)); }
fail() { echo "FAIL - $1"; failed=$((failed + 1)); }

serve="$("$repo/scripts/setup.sh" --list serve)"
full="$("$repo/scripts/setup.sh" --list test)"
outside="$(comm -23 <(sort <<<"$serve") <(sort <<<"$full"))"
if [[ -n "$serve" && -z "$outside" && $(wc -l <<<"$full") -gt $(wc -l <<<"$serve") ]]; then
    ok "the serve profile ($(wc -l <<<"$serve") packages) is a strict subset of the test profile ($(wc -l <<<"$full"))"
else
    fail "serve profile not a strict subset of the test profile (outside: ${outside:-none})"
fi
for tool in chromium xvfb slurmd slurmctld munge qqwing sudoku gnuplot-nox libclang-rt-14-dev clang-format g++; do
    if grep -qx -- "$tool" <<<"$serve"; then fail "the serve profile installs the test-only package $tool"; else ok "serve profile without $tool"; fi
done
for needed in emscripten cmake python3 fonts-dejavu-core; do
    if grep -qx -- "$needed" <<<"$serve"; then ok "serve profile with $needed"; else fail "the serve profile lacks $needed"; fi
done

for bad in "" "everything" "serve test"; do
  # shellcheck disable=SC2086  # the empty and two-word cases are meant to split
    "$repo/scripts/setup.sh" $bad >/dev/null 2>"${TMPDIR:-/tmp}/setup_err.$$"
    code=$?
    if [[ $code -eq 2 ]] && grep -q "usage: setup.sh" "${TMPDIR:-/tmp}/setup_err.$$"; then
        ok "setup.sh '${bad}' is refused with its usage (exit 2)"
    else
        fail "setup.sh '${bad}' exited $code: $(cat "${TMPDIR:-/tmp}/setup_err.$$")"
    fi
done
rm -f "${TMPDIR:-/tmp}/setup_err.$$"

# Run copies of the two commands whose setup.sh only records its arguments and then stops the command
# (exit 3), so nothing is installed or built: what each command asks for is what it gets.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/scripts"
cp "$repo/scripts/env.sh" "$repo/scripts/serve.sh" "$repo/scripts/test.sh" "$work/scripts/"
printf '#!/usr/bin/env bash\necho "$*" >>"%s/calls"\nexit 3\n' "$work" >"$work/scripts/setup.sh"
chmod +x "$work/scripts/setup.sh"
for command in serve test; do
    rm -f "$work/calls"
    "$work/scripts/$command.sh" >/dev/null 2>&1
    code=$?
    calls="$(cat "$work/calls" 2>/dev/null)"
    if [[ $code -ne 0 && "$calls" == "$command" ]]; then
        ok "$command.sh calls 'setup.sh $command' first and stops when it fails"
    else
        fail "$command.sh: setup.sh called with '${calls}', exit code $code"
    fi
done

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
