// The 128-bit cell set of the 9x9 fast path (fast9_engine.cpp): one 32-bit lane per band of three rows
// (lane b holds rows 3b..3b+2, bit 9*(row % 3) + column), lane 3 unused. Two implementations with the same
// operations: SimdBoard, a GCC/Clang vector of four 32-bit lanes that the compiler maps to SSE2 on x86-64
// and to WebAssembly SIMD128 when built with -msimd128 (and to scalar code elsewhere), and ScalarBoard,
// four plain words. Every operation is lane-wise except the explicit lane reads and the band rotation,
// which both implement alike, so both give the same bits, which tests/fast9_test.cpp checks on whole searches.
#pragma once

#include <array>
#include <cstdint>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#elif defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace sudolab::search::fast9 {

/// Four 32-bit lanes in one SIMD register.
struct SimdBoard {
    using Lanes = std::uint32_t __attribute__((vector_size(16)));
    Lanes v;

    static SimdBoard of(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) { return {Lanes{a, b, c, d}}; }
    static SimdBoard splat(std::uint32_t x) { return of(x, x, x, x); }
    std::uint32_t lane(int k) const { return v[k]; }
    /// True when no bit is set.
    bool empty() const {
#if defined(__SSE4_1__)
        const __m128i x = reinterpret_cast<__m128i>(v);
        return _mm_testz_si128(x, x);
#elif defined(__SSE2__)
        const __m128i x = reinterpret_cast<__m128i>(v);
        return _mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128())) == 0xFFFF;
#elif defined(__wasm_simd128__)
        return !wasm_v128_any_true(reinterpret_cast<v128_t>(v));
#else
        return (v[0] | v[1] | v[2] | v[3]) == 0;
#endif
    }
    friend SimdBoard operator&(SimdBoard a, SimdBoard b) { return {a.v & b.v}; }
    friend SimdBoard operator|(SimdBoard a, SimdBoard b) { return {a.v | b.v}; }
    friend SimdBoard operator^(SimdBoard a, SimdBoard b) { return {a.v ^ b.v}; }
    friend SimdBoard operator+(SimdBoard a, SimdBoard b) { return {a.v + b.v}; }
    friend SimdBoard operator-(SimdBoard a, SimdBoard b) { return {a.v - b.v}; }
    friend SimdBoard operator>>(SimdBoard a, int s) { return {a.v >> s}; }
    friend SimdBoard operator<<(SimdBoard a, int s) { return {a.v << s}; }
    /// a & ~b (one instruction on SSE2 and SIMD128).
    friend SimdBoard andNot(SimdBoard a, SimdBoard b) { return {a.v & ~b.v}; }
    /// Lanes 0, 1, 2 rotated down by one (lane k gets lane k + 1 mod 3), lane 3 kept: one shuffle, so the
    /// three bands meet without a lane read.
    SimdBoard rotateBands() const { return {__builtin_shufflevector(v, v, 1, 2, 0, 3)}; }
    /// The same bits, hidden from the optimiser. In a wasm build LLVM folds a shift-and-subtract
    /// ((x << 9) - x) and an OR of disjoint shifts (x | x << 9 | x << 18) into i32x4.mul by a constant,
    /// which V8 turns into a multiply of several cycles plus three instructions to build the constant;
    /// applied to one shifted term, it keeps the shifts (one cycle each). An empty asm: no instruction.
    /// GCC keeps the shifts natively, so elsewhere it does nothing.
    SimdBoard opaque() const {
#if defined(__wasm_simd128__)
        Lanes x = v;
        __asm__("" : "+r"(x));
        return {x};
#else
        return *this;
#endif
    }
};

/// The same operations on four plain words: the fallback for targets without SIMD, and the reference
/// the SIMD path is tested against.
struct ScalarBoard {
    std::array<std::uint32_t, 4> v;

    static ScalarBoard of(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t d) { return {{a, b, c, d}}; }
    static ScalarBoard splat(std::uint32_t x) { return of(x, x, x, x); }
    std::uint32_t lane(int k) const { return v[static_cast<std::size_t>(k)]; }
    bool empty() const { return (v[0] | v[1] | v[2] | v[3]) == 0; }

    template <class Op>
    static ScalarBoard map(ScalarBoard a, ScalarBoard b, Op op) {
        return of(op(a.v[0], b.v[0]), op(a.v[1], b.v[1]), op(a.v[2], b.v[2]), op(a.v[3], b.v[3]));
    }
    friend ScalarBoard operator&(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x & y; }); }
    friend ScalarBoard operator|(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x | y; }); }
    friend ScalarBoard operator^(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x ^ y; }); }
    friend ScalarBoard operator+(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x + y; }); }
    friend ScalarBoard operator-(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x - y; }); }
    friend ScalarBoard operator>>(ScalarBoard a, int s) { return of(a.v[0] >> s, a.v[1] >> s, a.v[2] >> s, a.v[3] >> s); }
    friend ScalarBoard operator<<(ScalarBoard a, int s) { return of(a.v[0] << s, a.v[1] << s, a.v[2] << s, a.v[3] << s); }
    friend ScalarBoard andNot(ScalarBoard a, ScalarBoard b) { return map(a, b, [](std::uint32_t x, std::uint32_t y) { return x & ~y; }); }
    ScalarBoard rotateBands() const { return of(v[1], v[2], v[0], v[3]); }
    ScalarBoard opaque() const { return *this; }
};

}  // namespace sudolab::search::fast9
