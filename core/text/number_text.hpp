// Numbers as text, exactly and strictly: the text written for a number parses back to the same double
// (so links, bench records and JSON replay the same run), and parsing refuses what strtod or CLI11 would
// quietly convert (spaces, '+', hex, inf/nan, "-1" as 2^64 - 1, overflow clamped, "" as 0).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace sudolab {

/// The shortest text that parses back to exactly `value`: whole numbers within 2^53 in plain digits
/// ("123456789012"), others as the shortest %g text that reads back exactly ("0.99999999999", "1e+300").
std::string exactNumberText(double value);

/// Parses [-]digits[.digits][e[+-]digits] and nothing else into a finite double. With `integer`, the
/// number must be whole and exact: plain digits up to 2^53 in magnitude, or a mantissa of at most 15
/// significant digits with an exponent ("1e6"), so the double cannot have rounded a fraction away.
bool parseStrictNumber(std::string_view text, bool integer, double& value);

/// Parses plain decimal digits that fit 64 bits (no sign, spaces or prefix); false otherwise.
bool parseWholeNumber(std::string_view text, std::uint64_t& value);

}  // namespace sudolab
