// The CDCL engine as a step-wise Solver over a Sudoku: `auto`'s clause-learning member (not a registry
// entry of its own). Work unit: one conflict or one decision of the engine (core/solvers/cdcl/cdcl_core.hpp).
#pragma once

#include "run/solver.hpp"

namespace sudolab::solvers {

/// The member's table and factory (parameters: restart-base, the Luby unit in conflicts).
const SolverInfo& cdclInfo();

}  // namespace sudolab::solvers
