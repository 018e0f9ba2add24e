// What every part of the JS API does the same way with its arguments and its errors: the text size
// bound, reading a puzzle text argument, and the {ok:false, error, line, column} result.
#pragma once

#include <emscripten/val.h>
#include <cstddef>
#include <exception>
#include <string>

#include "run/params.hpp"

namespace sudolab::web {

/// The most text any JS API function reads (a puzzle, a link): 1 MiB.
inline constexpr std::size_t kMaxTextBytes = 1 << 20;

/// A puzzle text argument; throws InputError if it is not a string or longer than kMaxTextBytes.
std::string textArgument(const emscripten::val& text);

/// Sets `set` from a JS parameter object ({name: value}; a boolean is 'on'/'off', any other non-string
/// String(value)), key by key in the object's order; throws ParamSet::set's InputError (it names the
/// parameter and the value) at the first bad one. The object is read in one call across the boundary.
void setParamsFromJs(ParamSet& set, const emscripten::val& params);

/// {ok: false, error: what(), line, column} (line and column for an InputError).
emscripten::val errorResult(const std::exception& error);

}  // namespace sudolab::web
