// Describing input text in messages without echoing it raw: a character by name or code point, an
// excerpt quoted with escapes and cut short, and a column counted in characters. Used by the reader.
#pragma once

#include <string>
#include <string_view>

namespace sudolab {

/// 1-based column in characters (UTF-8 continuation bytes do not count).
int columnAt(std::string_view line, std::size_t offset);

/// `value` as `digits` upper-case hex digits ("00FF").
std::string hexCode(unsigned value, int digits);

/// The character at `offset`: "'x'", "'│' (U+2502)", "control character U+0007", "byte 0xFF (not UTF-8 text)".
std::string describeCharacter(std::string_view line, std::size_t offset);

/// Input text quoted safely for a message: printable ASCII as is, any other byte (and '\') as \xNN,
/// cut after 24 bytes with the full length given ("'ab\x1B...' (1000000 bytes)").
std::string quotedExcerpt(std::string_view text);

}  // namespace sudolab
