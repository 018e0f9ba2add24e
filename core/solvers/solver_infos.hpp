// Registry entries of every solver, one function per solver file (defined there).
#pragma once

#include "run/solver.hpp"

namespace sudolab::solvers {

const SolverInfo& autoInfo();
const SolverInfo& dlxInfo();
const SolverInfo& backtrackInfo();
const SolverInfo& acsInfo();
const SolverInfo& tabuInfo();
const SolverInfo& hillClimbInfo();
const SolverInfo& annealInfo();
const SolverInfo& resedaInfo();

}  // namespace sudolab::solvers
