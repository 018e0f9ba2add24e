# Shared by the CLI's shell tests (sourced, not a test itself: the suite registers only *_test.sh).
# Needs $sudolab (the tool) and $work (a scratch folder) set by the caller; counts failures in $failures.
failures=0

# fail MESSAGE: report one failed check and count it.
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# expect NAME EXIT TEXT ARGS...: exit status EXIT and TEXT on stderr (or stdout when EXIT is 0).
expect() {
    local name=$1 expected=$2 text=$3
    shift 3
    "$sudolab" "$@" >"$work/out" 2>"$work/err"
    local code=$?
    [ "$code" -eq "$expected" ] || fail "$name: exit $code, expected $expected (sudolab $*): $(head -c 400 "$work/err")"
    local stream=$work/err
    [ "$expected" -eq 0 ] && stream=$work/out
    grep -qF -- "$text" "$stream" || fail "$name: missing '$text' in: $(head -c 400 "$stream")"
}
