// All solvers by stable id. Adding a solver = one file in core/solvers plus one line in registry.cpp.
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "solver.hpp"

namespace sudolab {

/// Every registered solver, in display order.
std::span<const SolverInfo> solverRegistry();
/// The solver with this id, or nullptr.
const SolverInfo* findSolver(std::string_view id);
/// The solver with this id; throws InputError listing the known ids otherwise.
const SolverInfo& requireSolver(std::string_view id);
/// "hill-climb, tabu, ..." for help and errors.
std::string solverIdList();

}  // namespace sudolab
