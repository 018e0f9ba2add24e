// All solvers by stable id. Adding a solver = its file(s) in core/solvers (with its SolverInfo function)
// plus one line in registry.cpp and one in solvers/solver_infos.hpp; the CLI (`sudolab list`, --algo,
// bench, bench/campaigns/campaigns.sh through `list --ids`), the app's menus and race, the JS API and the contract
// tests (tests/solver_contract_test.cpp) all loop over this list. Solvers outside core (the test
// binary's "test-reveal") join it with registerSolver().
#pragma once

#include <memory>
#include <span>
#include <string_view>

#include "run/solver.hpp"

namespace sudolab {

/// Every registered solver, in display order.
std::span<const SolverInfo> solverRegistry();
/// The solver with this id, or nullptr.
const SolverInfo* findSolver(std::string_view id);
/// The solver with this id; throws InputError listing the known ids otherwise.
const SolverInfo& requireSolver(std::string_view id);
/// The ids in registry order, ", "-separated ("dlx, backtrack, acs, ..."), for help and errors.
std::string solverIdList();
/// Appends a solver to the registry (after the built-in ones). For solvers that live outside core, such
/// as the test binary's own; call it before anything keeps a span of the registry. Throws InputError if
/// the id is taken or empty.
void registerSolver(const SolverInfo& info);

}  // namespace sudolab
