// Test helpers shared by every solver's tests: parameters from "name=value" text, stepping to the end of
// a run, reading statistics and InputError messages, and the checks a solved run must pass.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "run/solver.hpp"
#include "search/exact.hpp"

namespace sudolab::testing {

/// The solver's parameter table at its defaults, then each "name=value" assignment applied.
inline ParamSet paramsWith(const SolverInfo& info, const std::vector<std::string>& assignments) {
    ParamSet params(info.params);
    for (const std::string& assignment : assignments) params.assign(assignment);
    return params;
}

/// A fresh solver of `id` reset on `puzzle` with "name=value" parameters and `seed`.
inline std::unique_ptr<Solver> startedSolver(const std::string& id, const Grid& puzzle,
                                             const std::vector<std::string>& settings, std::uint64_t seed = 1) {
    const SolverInfo& info = requireSolver(id);
    auto solver = info.create();
    solver->reset(puzzle, paramsWith(info, settings), seed);
    return solver;
}

/// Steps `chunk` units at a time until the run ends; the cap on the work keeps a bug from hanging the suite.
inline void finishRun(Solver& solver, std::uint64_t chunk = 4096, std::uint64_t cap = 20'000'000) {
    std::uint64_t total = 0;
    while (solver.status() == Status::Running && total < cap) total += solver.step(chunk);
    REQUIRE(solver.status() != Status::Running);
}

/// Steps until the run ends or `maxWork` units are done; returns the units done.
inline std::uint64_t stepUntilEnd(Solver& solver, std::uint64_t maxWork, std::uint64_t chunk = 4096) {
    std::uint64_t work = 0;
    while (solver.status() == Status::Running && work < maxWork) work += solver.step(std::min(chunk, maxWork - work));
    return work;
}

/// A puzzle with consistent givens and no solution: `uniquePuzzle` (one solution) with its first open cell
/// given a value other than its solution's that no given rules out.
inline Grid withWrongGiven(const Grid& uniquePuzzle) {
    const SolutionCount count = countSolutions(uniquePuzzle, 2);
    REQUIRE(count.solutions == 1);
    Grid puzzle = uniquePuzzle;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const Candidates allowed = puzzle.at(cell) == 0 ? puzzle.candidates(cell) & ~bitOf(count.first.at(cell)) : 0;
        if (allowed == 0) continue;
        puzzle.setGivenValue(cell, lowestValue(allowed));
        return puzzle;
    }
    FAIL("no open cell can take a wrong value");
    return puzzle;
}

/// The message of the InputError the action throws, or "" if it throws none.
inline std::string inputErrorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

/// A run that ended solved: status, best grid and snapshot all hold a valid solution of `puzzle`.
inline void requireSolvedRun(const Grid& puzzle, const Solver& solver) {
    REQUIRE(solver.status() == Status::Solved);
    CHECK(checkSolution(puzzle, solver.bestGrid()) == "");
    const Snapshot snap = solver.snapshot();
    CHECK(snap.cost == 0);
    CHECK(snap.bestCost == 0);
    CHECK(checkSolution(puzzle, snap.grid) == "");
}

}  // namespace sudolab::testing
