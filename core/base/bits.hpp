// Candidate sets as 64-bit bitsets: bit (v - 1) stands for value v, so orders up to 8 (64 values) fit:
// every shift below stays under 64 (bitOf(64) is bit 63) and allValues(64) is the full word.
#pragma once

#include <bit>
#include <cstdint>

namespace sudolab {

/// A cell value: 0 means empty, 1..N are the symbols.
using Value = std::uint8_t;

/// A set of values as a bitset (bit v-1 = value v).
using Candidates = std::uint64_t;

/// The set holding only value v.
constexpr Candidates bitOf(Value v) { return Candidates{1} << (v - 1); }

/// The set {1..n}.
constexpr Candidates allValues(int n) { return n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1; }

/// Number of values in the set.
constexpr int countOf(Candidates c) { return std::popcount(c); }

/// Smallest value in a non-empty set.
constexpr Value lowestValue(Candidates c) { return static_cast<Value>(std::countr_zero(c) + 1); }

/// True if the set holds exactly one value.
constexpr bool isSingle(Candidates c) { return c != 0 && (c & (c - 1)) == 0; }

}  // namespace sudolab
