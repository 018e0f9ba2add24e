// exp() computed with + − × ÷ and ldexp only, so it returns the same bits natively and in wasm.
// std::exp comes from different C libraries (glibc natively, musl in Emscripten) whose last-bit
// rounding may differ; an acceptance test `unit() < exp(−δ/t)` could then flip and the native and
// browser runs of one seed would part ways.
#pragma once

#include <cmath>
#include <limits>

namespace sudolab::solvers {

/// e^x to about 1 ulp, bit-identical on every IEEE-754 platform (no libm call but ldexp, which is exact).
inline double portableExp(double x) {
    if (x != x) return x;
    if (x > 709.78) return std::numeric_limits<double>::infinity();
    if (x < -745.2) return 0.0;
    // x = k·ln2 + r with |r| ≤ ln2/2; ln2 split in a high part with trailing zero bits (Cody–Waite)
    // so that k·ln2Hi is exact.
    constexpr double invLn2 = 1.44269504088896338700e+00;
    constexpr double ln2Hi = 6.93147180369123816490e-01;
    constexpr double ln2Lo = 1.90821492927058770002e-10;
    const double k = std::floor(x * invLn2 + 0.5);
    const double r = (x - k * ln2Hi) - k * ln2Lo;
    // Taylor series to r^13: the remainder is below 2^-53 relative for |r| ≤ 0.35.
    double p = 1.0 / 6227020800.0;  // 1/13!
    p = p * r + 1.0 / 479001600.0;
    p = p * r + 1.0 / 39916800.0;
    p = p * r + 1.0 / 3628800.0;
    p = p * r + 1.0 / 362880.0;
    p = p * r + 1.0 / 40320.0;
    p = p * r + 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    return std::ldexp(p, static_cast<int>(k));
}

}  // namespace sudolab::solvers
