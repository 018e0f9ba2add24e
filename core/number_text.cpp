// Exact number text (see number_text.hpp).
#include "number_text.hpp"

#include <charconv>
#include <cmath>

namespace sudolab {

namespace {

/// Largest integer a double holds exactly (2^53).
constexpr double kMaxExactInteger = 9007199254740992.0;

/// Significant digits of a decimal number's mantissa ("0.00120e5" -> 3), for the exactness rule below.
int significantDigits(std::string_view text) {
    const std::size_t exponent = text.find_first_of("eE");
    std::string digits;
    for (char c : text.substr(0, exponent))
        if (c >= '0' && c <= '9') digits += c;
    const std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos) return 0;
    const std::size_t last = digits.find_last_not_of('0');
    return static_cast<int>(last - first + 1);
}

}  // namespace

std::string exactNumberText(double value) {
    char buffer[64];
    const bool whole = std::isfinite(value) && value == std::floor(value) && std::fabs(value) <= kMaxExactInteger;
    const auto [end, error] = whole ? std::to_chars(buffer, buffer + sizeof buffer, static_cast<long long>(value))
                                    : std::to_chars(buffer, buffer + sizeof buffer, value);
    return error == std::errc() ? std::string(buffer, end) : std::string("?");
}

bool parseStrictNumber(std::string_view text, bool integer, double& value) {
    // from_chars already refuses spaces, '+' and "0x", but takes "inf" and "nan": those fail isfinite.
    if (text.empty() || !(text[0] == '-' || text[0] == '.' || (text[0] >= '0' && text[0] <= '9'))) return false;
    const char* first = text.data();
    const char* last = text.data() + text.size();
    if (integer && text.find_first_of(".eE") == std::string_view::npos) {
        long long whole = 0;
        const auto [end, error] = std::from_chars(first, last, whole);
        constexpr long long kLimit = 1LL << 53;
        if (error != std::errc() || end != last || whole > kLimit || whole < -kLimit) return false;
        value = static_cast<double>(whole);
        return true;
    }
    const auto [end, error] = std::from_chars(first, last, value, std::chars_format::general);
    if (error != std::errc() || end != last || !std::isfinite(value)) return false;
    if (!integer) return true;
    return value == std::floor(value) && std::fabs(value) <= kMaxExactInteger && significantDigits(text) <= 15;
}

bool parseWholeNumber(std::string_view text, std::uint64_t& value) {
    if (text.empty() || text[0] < '0' || text[0] > '9') return false;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
}

}  // namespace sudolab
