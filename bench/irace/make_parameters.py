#!/usr/bin/env python3
"""Writes irace's parameter file for one solver, generated from its parameter table.

Usage: bench/irace/make_parameters.py TABLE.json [--exclude NAME]... [--range NAME=LO,HI]... [--log NAME]...

TABLE.json is `sudolab params ID --json` (the solver's ParamSpec table and its rules). Every parameter
becomes one irace line, `NAME "NAME=" TYPE (VALUES) | CONDITION` (irace's NAME with "_" for "-"), so irace's switch and value form one
`--param NAME=VALUE` of the target runner:
  integer -> i (min, max); real -> r (min, max), an open end moved inwards by 1e-6 of the span (irace's
  ranges are closed); boolean -> c (on, off); choice -> c (its choices).
A rule "A only with B = V" becomes A's condition `B == "V"`, "A not with B = V" becomes `B != "V"` (irace
then leaves A out where the solver would refuse it). Order rules (elites <= samples) have no irace form:
they are listed as irace forbidden configurations (`A > B`, `A >= B` when strict) in the file
FORBIDDEN next to the parameters (written only when there are any; pass --forbidden PATH).
--exclude leaves a parameter at its default (run limits such as max-iterations are not tuned);
--range narrows a numeric range (it must lie inside the table's: a wider one is an error);
--log samples an integer or real parameter on a log scale (irace's i,log / r,log; needs min > 0).
"""
import argparse
import json
import sys


def fail(message):
    sys.exit(f"make_parameters.py: {message}")


def numeric_values(spec, narrowed):
    lo, hi = spec["min"], spec["max"]
    if spec["name"] in narrowed:
        new_lo, new_hi = narrowed[spec["name"]]
        if new_lo < lo or new_hi > hi or new_lo >= new_hi:
            fail(f"--range {spec['name']}={new_lo},{new_hi} is not inside the table's [{lo}, {hi}]")
        return new_lo, new_hi  # inside the table's range: the table's open ends no longer touch it
    span = hi - lo
    if spec["bounds"] in ("open-min", "open"):
        lo += 1e-6 * span
    if spec["bounds"] in ("open-max", "open"):
        hi -= 1e-6 * span
    if spec["kind"] == "integer":
        lo, hi = int(round(lo)), int(round(hi))
    return lo, hi


def number(x):
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def irace_name(name):
    """irace's names are alphanumeric: "local-rate" becomes local_rate (the switch keeps the table's name)."""
    return name.replace("-", "_")


def line_of(spec, narrowed, logs, condition):
    name = spec["name"]
    if spec["kind"] in ("integer", "real"):
        lo, hi = numeric_values(spec, narrowed)
        kind = "i" if spec["kind"] == "integer" else "r"
        if name in logs:
            if lo <= 0:
                fail(f"--log {name}: the range starts at {lo}, a log scale needs it above 0 (narrow it with --range)")
            kind += ",log"
        values = f"({number(lo)}, {number(hi)})"
    else:
        kind = "c"
        values = "(" + ", ".join(spec["choices"]) + ")"
    text = f'{irace_name(name)} "{name}=" {kind} {values}'
    return text + (f" | {condition}" if condition else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("table")
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--range", action="append", default=[])
    parser.add_argument("--log", action="append", default=[])
    parser.add_argument("--forbidden")
    args = parser.parse_args()
    with open(args.table) as f:
        table = json.load(f)
    names = {p["name"] for p in table["params"]}
    narrowed = {}
    for item in args.range:
        name, _, bounds = item.partition("=")
        try:
            lo, hi = (float(x) for x in bounds.split(","))
        except ValueError:
            fail(f"--range {item}: expected NAME=LO,HI")
        narrowed[name] = (lo, hi)
    for name in list(narrowed) + args.exclude + args.log:
        if name not in names:
            fail(f"'{name}' is not a parameter of {table['id']} (known: {', '.join(sorted(names))})")
    defaults = {p["name"]: p["default"] for p in table["params"]}
    excluded = set(args.exclude)
    conditions, forbidden = {}, []
    for rule in table["rules"]:
        if rule["greater"] in excluded and ("only_when" in rule or "not_when" in rule):
            # The mode stays at its default: the dependent parameter is tuned only if that default allows it.
            allowed = defaults[rule["greater"]] == rule["only_when"] if "only_when" in rule \
                else defaults[rule["greater"]] != rule["not_when"]
            if not allowed:
                excluded.add(rule["lesser"])
            continue
        if "only_when" in rule:
            conditions.setdefault(rule["lesser"], []).append(f'{irace_name(rule["greater"])} == "{rule["only_when"]}"')
        elif "not_when" in rule:
            conditions.setdefault(rule["lesser"], []).append(f'{irace_name(rule["greater"])} != "{rule["not_when"]}"')
        else:
            forbidden.append((rule["lesser"], rule["greater"],
                              f'{irace_name(rule["lesser"])} {">=" if rule.get("strict") else ">"} {irace_name(rule["greater"])}'))
    print(f"# irace parameters of sudolab's `{table['id']}`, generated by bench/irace/make_parameters.py from")
    left = [p["name"] for p in table["params"] if p["name"] in excluded]
    print(f"# `sudolab params {table['id']} --json`" + (f"; left at their defaults: {', '.join(left)}" if left else ""))
    for spec in table["params"]:
        if spec["name"] in excluded:
            continue
        condition = " & ".join(conditions.get(spec["name"], []))
        print(line_of(spec, narrowed, set(args.log), condition))
    forbidden = [text for lesser, greater, text in forbidden if lesser not in excluded and greater not in excluded]
    if args.forbidden and forbidden:
        with open(args.forbidden, "w") as f:
            f.write("\n".join(forbidden) + "\n")


if __name__ == "__main__":
    main()
