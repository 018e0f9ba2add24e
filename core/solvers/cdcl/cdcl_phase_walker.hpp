// A source of phases for the CDCL engine's rephasing: a local search that starts from the saved phases
// and hands back better ones (core/solvers/cdcl/cdcl_core.hpp, Rephase::Walk; the Sudoku's: cdcl_walk.hpp).
#pragma once

#include <cstdint>
#include <span>

#include "base/rng.hpp"

namespace sudolab::sat {

/// Called by the engine when it rephases to a walk phase, outside any search (at a conflict, before the
/// next decision): reads the saved phases (1 true, -1 false, one per variable) and overwrites them. It
/// must be deterministic given `rng` (the engine's own stream) and bounded in work.
class PhaseWalker {
public:
    virtual ~PhaseWalker() = default;
    /// Replaces `phases` by the best assignment the walk finds from them.
    virtual void walk(std::span<std::int8_t> phases, Rng& rng) = 0;
};

}  // namespace sudolab::sat
