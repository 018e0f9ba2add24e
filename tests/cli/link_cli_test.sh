#!/usr/bin/env bash
# `sudolab solve --link`: a share link of the page solved as the run it defines (solver, parameters, seed,
# each lane of a race), SudokuWiki addresses, and the errors that say what is wrong and at which character.
# Usage: link_cli_test.sh [--emulator PROG] PATH/TO/sudolab PATH/TO/tests/data   (native and wasm)
set -u

runner=()
if [ "${1:-}" = "--emulator" ]; then
    runner=("$2")
    shift 2
fi
sudolab=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "${BASH_SOURCE[0]}")/expect.sh"  # fail

# run NAME EXIT ARGS...: sudolab's stdout and stderr in $work/NAME.out and .err, its exit status checked.
run() {
    local name=$1 expected=$2
    shift 2
    "${runner[@]}" "$sudolab" "$@" >"$work/$name.out" 2>"$work/$name.err"
    local code=$?
    [ "$code" -eq "$expected" ] || fail "$name: exit $code, expected $expected: $(head -c 400 "$work/$name.err")"
}

# has NAME STREAM TEXT: the captured stream holds TEXT.
has() {
    grep -qF -- "$3" "$work/$1.$2" || fail "$1: $2 lacks '$3': $(head -c 400 "$work/$1.$2")"
}

# AI Escargot (tests/data/named/aiescargot) as the page writes it.
escargot='1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..'
puzzle='p=3.AnGkIlClBmHlIFlEnEClImAlHmBFnDmCpAlDAoGlGmCl'
echo "$escargot" >"$work/escargot.txt"

# ---- a share link's run: its solver, parameters and seed ----
run dlx 0 solve --link "$puzzle&a=dlx&s=3"
[ "$(wc -l <"$work/dlx.out")" -eq 1 ] || fail "dlx: $(wc -l <"$work/dlx.out") lines, expected one answer"
# The answer is a solution of the link's puzzle: the tool's checker says so, by content.
run dlx_check 0 check "$work/escargot.txt" "$work/dlx.out"
# The same as solving the puzzle read from a file with the same solver and seed.
run dlx_file 0 solve --algo dlx --seed 3 "$work/escargot.txt"
cmp -s "$work/dlx.out" "$work/dlx_file.out" || fail "dlx: --link and the file give different answers"

# The whole address works too, and JSON shows the link's solver, seed and parameter values (2000 moves
# do not solve AI Escargot: exit 1, the record is written all the same).
run json 1 solve --format json --max-work 2000 --link "https://example.org/sudolab/#$puzzle&a=anneal&x.cooling=0.95&s=42"
has json out '"algo":"anneal"'
has json out '"seed":42'
has json out '"cooling":"0.95"'
has json out '"file":"--link"'
# Same run from the options: the same record apart from the time it took.
run json_options 1 solve --format json --max-work 2000 --algo anneal --seed 42 -p cooling=0.95 "$work/escargot.txt"
strip='s/"(time_s|cpu_s|file)":[^,]*,//g'
[ "$(sed -E "$strip" "$work/json.out")" = "$(sed -E "$strip" "$work/json_options.out")" ] ||
    fail "json: the link's run differs from the same run given as options"

# A race: each lane in link order, with its own parameters (x.<id>.<name>), one answer each.
run race 0 solve --format json --link "#$puzzle&a=dlx&r=backtrack,dlx&s=5"
[ "$(wc -l <"$work/race.out")" -eq 2 ] || fail "race: $(wc -l <"$work/race.out") answers, expected 2"
[ "$(sed -n 's/.*"algo":"\([a-z-]*\)".*/\1/p' "$work/race.out" | paste -sd,)" = "backtrack,dlx" ] ||
    fail "race: lanes $(sed -n 's/.*"algo":"\([a-z-]*\)".*/\1/p' "$work/race.out" | paste -sd,)"
has race out '"solved":true'

# A link without a= or s= means the page's defaults: the ant colony, seed 1.
run defaults 0 solve --format json --max-work 100000 --link "$puzzle"
has defaults out '"algo":"acs"'
has defaults out '"seed":1,'

# A SudokuWiki address carries only the puzzle: the options choose the solver.
run wiki 0 solve --algo dlx --link "https://www.sudokuwiki.org/sudoku.htm?bd=${escargot//./0}"
cmp -s "$work/wiki.out" "$work/dlx.out" || fail "wiki: the SudokuWiki board gives another answer"

# ---- errors: what and at which character, exit 2, nothing solved ----
link="$puzzle&a=nope"
run unknown 2 solve --link "$link"
has unknown err "--link: unknown algorithm 'nope' (known: "
has unknown err "(at character $((${#puzzle} + 4)))"
run range 2 solve --link "$puzzle&a=anneal&x.cooling=7"
has range err "cooling"
has range err "(at character $((${#puzzle} + 11)))"
link="$puzzle&a=tabu&x.repair=random"
run rule 2 solve --link "$link"
has rule err "parameter 'repair' (random) applies only with 'mode' = dfs-learning, not paper"
has rule err "(at character $((${#puzzle} + 9)))"
run lane 2 solve --link "$puzzle&a=dlx&x.acs.rho=0.5"
has lane err "parameter 'acs.rho' names solver 'acs', which is not in this link"
run cut 2 solve --link "https://example.org/#c=00000000&$puzzle&a=dlx"
has cut err "does not match its check value"
has cut err "in the part after '#', which starts at character 21"
run bad_puzzle 2 solve --link "p=3.AB!C"
has bad_puzzle err "unexpected '!' in the puzzle (at character 7)"
# A share link defines the run: options that would change it are refused, not silently dropped.
run with_algo 2 solve --algo dlx --link "$puzzle&a=backtrack"
has with_algo err "--link: a share link names its solver, parameters and seed: drop --algo, --seed and --param"
run with_seed 2 solve --seed 4 --link "$puzzle&a=dlx"
has with_seed err "drop --algo, --seed and --param"
run with_file 2 solve --link "$puzzle&a=dlx" "$work/escargot.txt"
has with_file err "--link: give either a link or puzzle files, not both"
for name in unknown range rule lane cut bad_puzzle with_algo with_seed with_file; do
    [ -s "$work/$name.out" ] && fail "$name: printed an answer: $(head -c 200 "$work/$name.out")"
done

# A file holding a link is read as its puzzle, the link resolved whole as the page resolves it.
echo "https://example.org/#$puzzle&a=backtrack&s=9" >"$work/link.txt"
run file_link 0 solve --algo dlx --seed 3 "$work/link.txt"
cmp -s "$work/file_link.out" "$work/dlx.out" || fail "file_link: the link's puzzle gives another answer"
echo "#$puzzle&a=nope" >"$work/bad_link.txt"
run file_bad_link 2 solve "$work/bad_link.txt"
has file_bad_link err "bad_link.txt: link: unknown algorithm 'nope'"
has file_bad_link err "(at character $((${#puzzle} + 5)))"

# The help says what --link takes.
run help 0 solve --help
has help out "--link"

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)" >&2
    exit 1
fi
echo "link CLI tests passed"
