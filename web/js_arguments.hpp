// What every part of the JS API does the same way with its arguments and its errors: the text size
// bound, reading a puzzle text argument, and the {ok:false, error, line, column} result.
#pragma once

#include <emscripten/val.h>
#include <cstddef>
#include <exception>
#include <string>

namespace sudolab::web {

/// The most text any JS API function reads (a puzzle, a link): 1 MiB.
inline constexpr std::size_t kMaxTextBytes = 1 << 20;

/// A puzzle text argument; throws InputError if it is not a string or longer than kMaxTextBytes.
std::string textArgument(const emscripten::val& text);

/// {ok: false, error: what(), line, column} (line and column for an InputError).
emscripten::val errorResult(const std::exception& error);

}  // namespace sudolab::web
