// Every solver is safe to step before reset(): a defined no-op (status Idle, no work done), not a
// walk over uninitialised state.
#include <memory>

#include "doctest.h"
#include "run/registry.hpp"
#include "run/solver.hpp"

using namespace sudolab;

TEST_CASE("solvers: step() before reset() does nothing") {
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        const std::unique_ptr<Solver> solver = info.create();
        CHECK(solver->status() == Status::Idle);
        CHECK(solver->step(1000) == 0);
        CHECK(solver->step(1) == 0);
        CHECK(solver->status() == Status::Idle);
        CHECK(statusName(solver->status()) == "idle");
    }
}
