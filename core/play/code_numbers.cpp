#include "play/code_numbers.hpp"

#include "base/errors.hpp"

namespace sudolab {

namespace {

constexpr std::string_view kSymbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kMore = 32;  ///< a symbol's bit 5: another 5-bit group follows

int symbolIndex(char c) {
    const std::size_t at = kSymbols.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

}  // namespace

void appendCodeNumber(std::string& out, std::uint64_t value) {
    do {
        const int group = static_cast<int>(value & 31);
        value >>= 5;
        out += kSymbols[static_cast<std::size_t>(group | (value != 0 ? kMore : 0))];
    } while (value != 0);
}

std::vector<std::uint64_t> readCodeNumbers(std::string_view code, std::size_t offset, std::string_view what) {
    const std::string prefix = std::string(what) + ": ";
    std::vector<std::uint64_t> numbers;
    std::uint64_t value = 0;
    int shift = 0;
    bool open = false;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const int index = symbolIndex(code[i]);
        if (index < 0)
            throw InputError(prefix + "'" + std::string(1, code[i]) + "' at position " +
                             std::to_string(offset + i + 1) + " is not a " + std::string(what) +
                             " symbol (A-Z a-z 0-9 - _)");
        // 13 groups of 5 bits hold 64; a longer number is no number this code writes.
        if (shift >= 65 || (shift == 60 && (index & 31) > 15))
            throw InputError(prefix + "a number too large at position " + std::to_string(offset + i + 1));
        value |= static_cast<std::uint64_t>(index & 31) << shift;
        shift += 5;
        open = (index & kMore) != 0;
        if (!open) {
            numbers.push_back(value);
            value = 0;
            shift = 0;
        }
    }
    if (open) throw InputError(prefix + "cut short at position " + std::to_string(offset + code.size()));
    return numbers;
}

}  // namespace sudolab
