// libFuzzer harness: the exact solvers on small fuzzed puzzles (4x4 and 9x9). Byte 0 picks the order
// and the seed; each next byte is one cell (value = byte % 16, kept only if it is a value of the grid,
// so most cells stay empty). dlx and backtrack each run to the end with `solutions` = 2 (a node budget
// keeps every input fast). Properties: both agree on whether the puzzle has 0, 1 or 2+ solutions; a
// solution they report passes the validator; with one solution they report the same grid. On 9x9 the
// backtrack run goes through the fast path (core/search/fast9_engine.cpp); its SIMD and scalar kernels
// must also run the same search node for node.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "fuzz_check.hpp"
#include "grid/validate.hpp"
#include "run/params.hpp"
#include "run/registry.hpp"
#include "run/solver.hpp"
#include "search/fast9_engine.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

constexpr std::uint64_t kNodeBudget = 200000;

struct Outcome {
    Status status;
    std::uint64_t solutions;
    Grid best;
    bool finished;
};

Outcome solve(const char* id, const Grid& puzzle, std::uint64_t seed) {
    const SolverInfo& info = requireSolver(id);
    ParamSet params(info.params);
    params.set("solutions", "2");
    params.set("max-nodes", std::to_string(kNodeBudget));
    const std::unique_ptr<Solver> solver = info.create();
    solver->reset(puzzle, params, seed);
    while (solver->status() == Status::Running) solver->step(4096);
    const Snapshot snap = solver->snapshot();
    return {snap.status, snap.solutionsFound, solver->bestGrid(), snap.status != Status::GaveUp};
}

/// The 9x9 fast path's two kernels on one puzzle: the same nodes, count and first solution.
void checkFast9Kernels(const Grid& puzzle, const std::string& text) {
    search::BacktrackOptions options;
    options.solutionLimit = 2;
    auto simd = search::makeFast9Engine(puzzle, options, search::Fast9Kernel::Simd);
    auto scalar = search::makeFast9Engine(puzzle, options, search::Fast9Kernel::Scalar);
    simd->step(kNodeBudget);
    scalar->step(kNodeBudget);
    fuzz::require(simd->stats().nodes == scalar->stats().nodes, "the fast path's kernels visit different nodes", text);
    fuzz::require(simd->stats().solutions == scalar->stats().solutions, "the fast path's kernels count differently", text);
    fuzz::require(simd->firstSolution() == scalar->firstSolution(), "the fast path's kernels find different solutions", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const int order = data[0] % 2 == 0 ? 2 : 3;
    const std::uint64_t seed = data[0] / 2;
    Grid puzzle(order);
    for (std::size_t i = 1; i < size && static_cast<int>(i - 1) < puzzle.cellCount(); ++i) {
        const int value = data[i] % 16;
        if (value <= puzzle.size()) puzzle.setGivenValue(static_cast<int>(i - 1), static_cast<Value>(value));
    }
    if (!findConflicts(puzzle).empty()) {
        // Both must refuse it the same way: InputError from reset().
        for (const char* id : {"dlx", "backtrack"}) {
            bool refused = false;
            try {
                solve(id, puzzle, seed);
            } catch (const InputError& error) {
                refused = true;
                fuzz::requireSafeMessage(error.what());
            }
            fuzz::require(refused, "a solver accepted clashing givens", id);
        }
        return 0;
    }
    const Outcome dlx = solve("dlx", puzzle, seed);
    const Outcome backtrack = solve("backtrack", puzzle, seed);
    const std::string text = writeGrid(puzzle, TextFormat::Line);
    if (order == 3) checkFast9Kernels(puzzle, text);
    for (const Outcome* outcome : {&dlx, &backtrack})
        if (outcome->status == Status::Solved)
            fuzz::require(checkSolution(puzzle, outcome->best).empty(), "a reported solution is invalid", text);
    if (!dlx.finished || !backtrack.finished) return 0;  // a budget ran out: nothing to compare
    fuzz::require(dlx.solutions == backtrack.solutions, "dlx and backtrack count different solutions", text);
    fuzz::require((dlx.status == Status::Solved) == (backtrack.status == Status::Solved),
                  "dlx and backtrack disagree on solvability", text);
    if (dlx.solutions == 1) fuzz::require(dlx.best == backtrack.best, "the unique solutions differ", text);
    return 0;
}
