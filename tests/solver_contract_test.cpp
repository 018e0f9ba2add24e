// The contract every registered solver keeps, checked by looping over solverRegistry(): a new solver
// gets these tests by being registered (the test binary's own "test-reveal" proves it). Per-solver
// files test what is particular to each algorithm.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "doctest.h"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "search/exact.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"

using namespace sudolab;
using testing::inputErrorOf;
using testing::namedPuzzle;

namespace {

/// AI Escargot's solution with every third cell emptied: 27 open cells that every solver fills quickly.
Grid easyPuzzle() {
    const Grid solution = countSolutions(namedPuzzle("aiescargot"), 1).first;
    Grid puzzle(3);
    for (int cell = 0; cell < solution.cellCount(); ++cell)
        if (cell % 3 != 0) puzzle.setGivenValue(cell, solution.at(cell));
    return puzzle;
}

/// Steps with budgets taken in turn from `slices` until the run ends or `cap` units are done.
std::uint64_t runSliced(Solver& solver, const std::vector<std::uint64_t>& slices, std::uint64_t cap) {
    std::uint64_t work = 0;
    for (std::size_t i = 0; solver.status() == Status::Running && work < cap; ++i) {
        const std::uint64_t budget = std::min(slices[i % slices.size()], cap - work);
        const std::uint64_t done = solver.step(budget);
        REQUIRE(done <= budget);
        if (done == 0) break;
        work += done;
    }
    return work;
}

}  // namespace

TEST_CASE("contract: the registry lists the test binary's own solver beside the built-in ones") {
    REQUIRE(findSolver("test-reveal") != nullptr);
    CHECK(solverRegistry().size() >= 8);
    CHECK(solverIdList().find("test-reveal") != std::string::npos);
    CHECK(inputErrorOf([] { registerSolver(*findSolver("dlx")); }).find("taken") != std::string::npos);
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        CHECK(findSolver(info.id) == &info);
        CHECK_FALSE(info.name.empty());
        CHECK_FALSE(info.workUnit.empty());
        CHECK_FALSE(info.description.empty());
        REQUIRE(static_cast<bool>(info.create));
        // Defaults are inside their own declared ranges and satisfy the rules between parameters.
        for (const ParamSpec& spec : info.params) {
            CAPTURE(spec.name);
            CHECK(spec.accepts(spec.defaultValue));
        }
        CHECK(inputErrorOf([&] { validateParams(info, ParamSet(info.params)); }) == "");
    }
}

TEST_CASE("contract: step(budget) does at most budget units, counts them, and returns 0 once ended") {
    const Grid puzzle = easyPuzzle();
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        auto solver = info.create();
        solver->reset(puzzle, ParamSet(info.params), 7);
        std::uint64_t total = 0;
        for (std::uint64_t budget : {1, 1, 2, 0, 5, 13, 100, 1000, 100000}) {
            const std::uint64_t done = solver->step(budget);
            CHECK(done <= budget);
            // A run that goes on used its whole budget: only the end of a run leaves units unspent.
            if (solver->status() == Status::Running) CHECK(done == budget);
            total += done;
            CHECK(solver->snapshot().work == total);
            if (solver->status() != Status::Running) break;
        }
        total += runSliced(*solver, {4096}, 2'000'000);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(solver->snapshot().work == total);
        CHECK(solver->step(100) == 0);
        testing::requireSolvedRun(puzzle, *solver);
        CHECK(solver->snapshot().solutionsFound >= 1);
    }
}

TEST_CASE("contract: an easy puzzle is solved through the run driver, the answer checked") {
    const Grid puzzle = easyPuzzle();
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        Run run(info, puzzle, ParamSet(info.params), 11);
        run.setLimits({60, 0, 0});
        CHECK(run.runToEnd() == Outcome::Solved);
        CHECK(checkSolution(puzzle, run.bestGrid()) == "");
        CHECK(run.snapshot().solutionsFound >= 1);
        CHECK(run.work() == run.snapshot().work);
    }
}

TEST_CASE("contract: same seed, same run, whatever the budget slicing") {
    // AI Escargot to its end (or 1000 units: three rounds of the slices below, every slice size used),
    // and a 25x25 stopped after 123 units: mid-run for every solver, and mid-iteration for the population
    // ones (123 is no multiple of a colony's 10 ants); the sliced run's 250 is cut to the 33 units left.
    // (Budgets 3000 and 303 until the suite was made shorter: the same checks, a third of the work.)
    const std::pair<Grid, std::uint64_t> cases[] = {{namedPuzzle("aiescargot"), 1000},
                                                    {testing::instance("inst25x25_45_0"), 123}};
    for (const SolverInfo& info : solverRegistry()) {
        for (const auto& entry : cases) {
            // Plain locals, not a structured binding: clang-14 cannot capture those in CAPTURE's lambda.
            const Grid& puzzle = entry.first;
            const std::uint64_t cap = entry.second;
            CAPTURE(info.id);
            CAPTURE(puzzle.order());
            auto a = info.create();
            auto b = info.create();
            a->reset(puzzle, ParamSet(info.params), 42);
            b->reset(puzzle, ParamSet(info.params), 42);
            const std::uint64_t workA = runSliced(*a, {1000}, cap);
            const std::uint64_t workB = runSliced(*b, {1, 3, 17, 64, 5, 250, 7}, cap);
            CHECK(workA == workB);
            const Snapshot sa = a->snapshot(), sb = b->snapshot();
            CHECK(sa.status == sb.status);
            CHECK(sa.message == sb.message);
            CHECK(sa.iteration == sb.iteration);
            CHECK(sa.work == sb.work);
            CHECK(sa.cost == sb.cost);
            CHECK(sa.bestCost == sb.bestCost);
            CHECK(sa.grid.values() == sb.grid.values());
            CHECK(sa.origin == sb.origin);
            CHECK(sa.heat == sb.heat);
            CHECK(sa.recentMoves == sb.recentMoves);
            CHECK(a->bestGrid().values() == b->bestGrid().values());
            CHECK(sa.restarts == sb.restarts);
            CHECK(sa.solutionsFound == sb.solutionsFound);
            REQUIRE(sa.stats.size() == sb.stats.size());
            for (std::size_t k = 0; k < sa.stats.size(); ++k) {
                CAPTURE(sa.stats[k].name);
                CHECK(sa.stats[k].name == sb.stats[k].name);
                CHECK(sa.stats[k].value == sb.stats[k].value);
            }
            const auto ea = a->eventsSince(0), eb = b->eventsSince(0);
            CHECK(std::equal(ea.begin(), ea.end(), eb.begin(), eb.end()));
        }
    }
}

TEST_CASE("contract: restart and event counts agree between the snapshot, the event history and the stats") {
    const Grid puzzle = namedPuzzle("aiescargot");
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        Run run(info, puzzle, ParamSet(info.params), 5);
        run.setLimits({0, 0, 20000});
        run.runToEnd();
        const Snapshot& snap = run.snapshot();
        const auto events = run.eventsSince(0);
        CHECK(snap.events == events.size());
        const auto restarts = static_cast<std::uint64_t>(
            std::count_if(events.begin(), events.end(), [](const RunEvent& e) { return isRestart(e.kind); }));
        CHECK(snap.restarts == restarts);
        for (std::size_t i = 1; i < events.size(); ++i) CHECK(events[i - 1].iteration <= events[i].iteration);
        if (const auto named = findStat(snap.stats, "restarts")) CHECK(static_cast<double>(snap.restarts) == *named);
        const auto partial = findStat(snap.stats, "partial restarts"), full = findStat(snap.stats, "full restarts");
        if (partial && full) CHECK(static_cast<double>(snap.restarts) == *partial + *full);
    }
}

TEST_CASE("contract: bad parameters and conflicting givens are refused with clear messages") {
    Grid clash(3);
    clash.setGivenValue(0, 5);
    clash.setGivenValue(40, 5);
    clash.setGivenValue(8, 5);  // r1c1 and r1c9 clash
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        ParamSet params(info.params);
        CHECK(inputErrorOf([&] { params.set("no-such-parameter", "1"); }).find("unknown parameter") != std::string::npos);
        for (const ParamSpec& spec : info.params) {
            CAPTURE(spec.name);
            if (spec.kind != ParamKind::Integer && spec.kind != ParamKind::Real) {
                CHECK(inputErrorOf([&] { params.set(spec.name, "nonsense"); }).find(spec.rangeText()) != std::string::npos);
                continue;
            }
            const bool openMin = spec.bounds == ParamBounds::OpenMin || spec.bounds == ParamBounds::Open;
            const bool openMax = spec.bounds == ParamBounds::OpenMax || spec.bounds == ParamBounds::Open;
            const double below = openMin ? spec.minValue : spec.minValue - 1;
            const double above = openMax ? spec.maxValue : spec.maxValue + 1;
            for (double bad : {below, above}) {
                const std::string message = inputErrorOf([&] { params.setNumber(spec.name, bad); });
                CHECK(message.find(std::string(spec.name)) != std::string::npos);
                CHECK(message.find(spec.rangeText()) != std::string::npos);
            }
        }
        auto solver = info.create();
        const std::string refused = inputErrorOf([&] { solver->reset(clash, ParamSet(info.params), 1); });
        CHECK(refused.find("appears twice in row 1") != std::string::npos);
        CHECK(refused.find("r1c1") != std::string::npos);
        CHECK(refused.find("r1c9") != std::string::npos);
    }
}

TEST_CASE("contract: every value a declared range accepts is accepted by reset (issue 15, item 5)") {
    // Declared ranges used to be wider than what reset accepted (anneal cooling 0 and 1, reseda alpha and
    // beta 1, elites above samples): each value the table accepts, alone or with the others at their
    // defaults, must now either pass validateParams and then reset, or be refused by validateParams with
    // one message -- never pass validation and fail in reset.
    const Grid puzzle = easyPuzzle();
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        for (const ParamSpec& spec : info.params) {
            CAPTURE(spec.name);
            std::vector<double> values;
            if (spec.kind == ParamKind::Integer || spec.kind == ParamKind::Real) {
                const double step = spec.kind == ParamKind::Integer ? 1 : (spec.maxValue - spec.minValue) * 1e-9;
                values = {spec.accepts(spec.minValue) ? spec.minValue : spec.minValue + step,
                          spec.accepts(spec.maxValue) ? spec.maxValue : spec.maxValue - step};
            } else {
                const double count = spec.kind == ParamKind::Boolean ? 2 : static_cast<double>(spec.choices.size());
                for (double v = 0; v < count; ++v) values.push_back(v);
            }
            for (double value : values) {
                CAPTURE(value);
                // Huge sizes (1e9 ants, samples...) allocate in reset; the bound itself is what is tested.
                if (value > 1e5 && spec.kind == ParamKind::Integer) continue;
                ParamSet params(info.params);
                REQUIRE(inputErrorOf([&] { params.setNumber(spec.name, value); }) == "");
                if (!inputErrorOf([&] { validateParams(info, params); }).empty()) continue;
                auto solver = info.create();
                CHECK(inputErrorOf([&] { solver->reset(puzzle, params, 1); }) == "");
            }
        }
    }
    // The cases of the issue, refused up front with one message each.
    const SolverInfo& anneal = requireSolver("anneal");
    ParamSet cooling(anneal.params);
    CHECK(inputErrorOf([&] { cooling.set("cooling", "1"); }) == "parameter 'cooling' must be a number in (0, 1), not '1'");
    CHECK(inputErrorOf([&] { cooling.set("cooling", "0"); }) == "parameter 'cooling' must be a number in (0, 1), not '0'");
    const SolverInfo& reseda = requireSolver("reseda");
    ParamSet eda(reseda.params);
    CHECK(inputErrorOf([&] { eda.set("alpha", "1"); }) == "parameter 'alpha' must be a number in [0, 1), not '1'");
    CHECK(inputErrorOf([&] { eda.set("beta", "1"); }) == "parameter 'beta' must be a number in [0, 1), not '1'");
    eda.set("samples", "20");
    eda.set("elites", "30");
    CHECK(inputErrorOf([&] { validateParams(reseda, eda); }) == "parameter 'elites' (30) must be at most 'samples' (20)");
}
