// Exact number text (see number_text.hpp).
#include "text/number_text.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

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

/// True if `text` is a plain decimal number: -?(digits[.digits] | .digits)([eE][+-]?digits)? (no '+',
/// spaces, hex, inf or nan), the syntax std::from_chars accepts for doubles.
bool isDecimalSyntax(std::string_view text) {
    std::size_t i = 0;
    const auto digits = [&] {
        const std::size_t start = i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
        return i - start;
    };
    if (i < text.size() && text[i] == '-') ++i;
    std::size_t mantissa = digits();
    if (i < text.size() && text[i] == '.') {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0) return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
        if (digits() == 0) return false;
    }
    return i == text.size();
}

/// The double of a text that isDecimalSyntax accepted (strtod: Emscripten 3.1.6's libc++ has no
/// floating-point from_chars; the syntax check above keeps strtod's extras out).
double decimalValue(std::string_view text) {
    const std::string copy(text);
    return std::strtod(copy.c_str(), nullptr);
}

}  // namespace

std::string exactNumberText(double value) {
    char buffer[64];
    const bool whole = std::isfinite(value) && value == std::floor(value) && std::fabs(value) <= kMaxExactInteger;
    if (whole) {
        const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, static_cast<long long>(value));
        return error == std::errc() ? std::string(buffer, end) : std::string("?");
    }
    if (!std::isfinite(value)) return "?";
    // The shortest %g text that reads back as the same double (17 significant digits always do).
    // Emscripten 3.1.6's libc++ has no floating-point to_chars, so this is the portable form of it.
    for (int precision = 1; precision <= 17; ++precision) {
        std::snprintf(buffer, sizeof buffer, "%.*g", precision, value);
        if (std::strtod(buffer, nullptr) == value) break;
    }
    return buffer;
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
    if (!isDecimalSyntax(text)) return false;
    value = decimalValue(text);
    if (!std::isfinite(value)) return false;
    if (!integer) return true;
    return value == std::floor(value) && std::fabs(value) <= kMaxExactInteger && significantDigits(text) <= 15;
}

bool parseWholeNumber(std::string_view text, std::uint64_t& value) {
    if (text.empty() || text[0] < '0' || text[0] > '9') return false;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc() && end == text.data() + text.size();
}

}  // namespace sudolab
