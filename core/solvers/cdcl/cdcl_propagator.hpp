// A propagator inside the CDCL engine: a constraint propagated natively (not as clauses) at each unit
// propagation fixed point, whose implications carry explanation clauses that conflict analysis uses as
// it uses clauses (core/solvers/cdcl/cdcl_core.hpp; the Sudoku's alldifferent: cdcl_alldifferent.hpp).
#pragma once

#include <cstddef>

namespace sudolab::sat {

class CdclCore;

/// A constraint the engine calls at each fixed point of unit propagation. It reads the new literals of
/// the trail since its last call and implies literals through CdclCore::imply, each with the false
/// literals that explain it, or reports a conflict through CdclCore::conflictWith.
class Propagator {
public:
    virtual ~Propagator() = default;
    /// Called at a fixed point of unit propagation (no conflict pending); false if it found a conflict.
    virtual bool propagate(CdclCore& core) = 0;
    /// The engine cut the trail back to its first `trailSize` literals: forget what was read past them.
    virtual void backtrack(std::size_t trailSize) = 0;
};

}  // namespace sudolab::sat
