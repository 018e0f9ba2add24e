// Lists of unsigned numbers as base64url text (A-Z a-z 0-9 - _): each number in 5-bit groups, lowest
// first, a symbol's bit 5 set when another group follows. The progress code (progress_code.hpp) and the
// undo history of a saved game (history_code.hpp) are written in it, so both stay URL- and line-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudolab {

/// Appends one number's symbols to `out`.
void appendCodeNumber(std::string& out, std::uint64_t value);
/// Reads every number of `code`. Throws InputError starting with `what` ("progress", "history") and
/// naming the position (offset + index, 1-based) of a symbol that is not one, a number too large for 64
/// bits, or a code cut inside a number.
std::vector<std::uint64_t> readCodeNumbers(std::string_view code, std::size_t offset, std::string_view what);

}  // namespace sudolab
