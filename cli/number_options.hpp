// Strict checks for the numeric options of the commands. CLI11 alone reads "--seed -1" as 2^64 - 1,
// clamps 2^64 and above, takes "" as 0 and accepts spaces and hex; these checks refuse all of that with
// a message naming the option, before CLI11 converts the text.
#pragma once

#include <CLI/CLI.hpp>

namespace sudolab::cli {

/// Plain decimal digits that fit 64 bits (--seed, --max-work, counts and indices).
CLI::Validator wholeNumber();

/// A finite decimal number, [-]digits[.digits][e[+-]digits], no spaces, '+' or hex (--time-limit, --fixed).
CLI::Validator decimalNumber();

}  // namespace sudolab::cli
