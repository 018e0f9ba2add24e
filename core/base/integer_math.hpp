// Logarithm and square root in integers only: schedules computed with them are the same natively and in
// wasm (std::log10 comes from different C libraries, whose last-bit rounding may differ).
#pragma once

#include <cstdint>

namespace sudolab {

/// floor(sqrt(x)).
constexpr std::uint64_t integerSqrt(std::uint64_t x) {
    std::uint64_t root = 0;
    for (std::uint64_t bit = std::uint64_t{1} << 31; bit > 0; bit >>= 1)
        if ((root + bit) * (root + bit) <= x) root += bit;
    return root;
}

/// 1000 x log10(x) for x >= 1, rounded down to within 1 (log2 to 16 fraction bits, then x 0.301030).
constexpr std::uint64_t log10Milli(std::uint64_t x) {
    int whole = 0;
    while ((x >> (whole + 1)) > 0) ++whole;  // floor(log2 x)
    // The mantissa x / 2^whole in [1, 2) with 30 fraction bits; each squaring yields one bit of log2.
    std::uint64_t mantissa = whole >= 30 ? x >> (whole - 30) : x << (30 - whole);
    std::uint64_t log2Q16 = static_cast<std::uint64_t>(whole) << 16;
    for (int bit = 15; bit >= 0; --bit) {
        mantissa = (mantissa * mantissa) >> 30;
        if (mantissa >= (std::uint64_t{2} << 30)) {
            mantissa >>= 1;
            log2Q16 |= std::uint64_t{1} << bit;
        }
    }
    return log2Q16 * 301030 / (std::uint64_t{1} << 16) / 1000;
}

}  // namespace sudolab
