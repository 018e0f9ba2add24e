// A tiny solver registered only in the test binary ("test-reveal"): it proves that a solver added with
// one file and one registration line is picked up by every registry loop (contract tests, bindings).
#pragma once

#include "run/solver.hpp"

namespace sudolab::testing {

/// Its registry entry.
const SolverInfo& revealSolverInfo();
/// Adds it to the registry; the test binary's main() calls this once before running the tests (not a
/// static initialiser: the built-in entries' parameter tables must be constructed first).
void registerRevealSolver();

}  // namespace sudolab::testing
