// The 9x9 fast path of the exact search: the same resumable depth-first search as backtrack_engine.hpp
// (naked + hidden singles, optionally box-line, fewest-candidates branching, one node per value tried), on per-digit
// bitboards of the whole grid with band-wise SIMD unit checks (fast9_engine.cpp).
#pragma once

#include <memory>

#include "search/backtrack_engine.hpp"

namespace sudolab::search {

/// Which implementation of the fast path's cell sets runs: SIMD registers (SSE2 on x86-64, SIMD128 in a
/// wasm build with -msimd128, plain code elsewhere) or four plain words. Both explore the same nodes and
/// give the same answers; Scalar exists as the reference the SIMD path is tested against.
enum class Fast9Kernel { Simd, Scalar };

/// True when the fast path runs this search: order 3, BacktrackOptions::fastPath, and none of the options
/// beyond the baseline that only the general engine has (Hall sets, conflict weights, nogoods, random
/// cell ties); box-line it has too.
bool fast9Applies(const Grid& puzzle, const BacktrackOptions& options);

/// A new 9x9 search over `puzzle` (fast9Applies must hold; givens must not conflict).
std::unique_ptr<BacktrackEngine> makeFast9Engine(const Grid& puzzle, const BacktrackOptions& options,
                                                 Fast9Kernel kernel = Fast9Kernel::Simd);

}  // namespace sudolab::search
