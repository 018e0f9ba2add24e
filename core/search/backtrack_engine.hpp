// The search engine behind the `backtrack` solver and countSolutions(): depth-first search with naked +
// hidden singles propagated after every assignment and minimum-remaining-values branching. Iterative
// (explicit stack of states), so step(budget) can stop after any node and resume exactly where it was.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "run/solver.hpp"

namespace sudolab::search {

class NogoodStore;

/// Names of the `propagation` choices of the solvers built on this engine (backtrack, auto), in the
/// order of their parameter tables: singles, then BacktrackOptions::boxLine, hallSets, or both.
inline constexpr std::array<std::string_view, 4> kPropagationChoices = {"singles", "box-line", "hall", "box-line+hall"};
/// The `propagation` choices as values, in the same order.
enum class Propagation { Singles, BoxLine, Hall, BoxLineHall };

/// In which order the values of a branching cell are tried.
enum class ValueOrder { Ascending, Random };

/// How a search runs; fixed for the whole run.
struct BacktrackOptions {
    std::uint64_t solutionLimit = 1;                ///< stop after this many solutions (>= 1)
    ValueOrder valueOrder = ValueOrder::Ascending;
    std::uint64_t seed = 0;                         ///< used by ValueOrder::Random and randomCellTies only
    /// Break ties between equally good branching cells by a seeded random order of the cells instead
    /// of reading order (what restarts need to explore differently each time; off = the baseline).
    bool randomCellTies = false;
    /// Propagation beyond singles (both off = the baseline, node for node): pointing and claiming
    /// (box-line reductions) and Régin's alldifferent filtering (Hall sets) of every changed unit.
    bool boxLine = false;
    bool hallSets = false;
    /// Conflict weight of each of the 3N units, shared by the restarts of a run (null = off, the
    /// baseline): a contradiction met while propagating a unit adds 1, and branching prefers, among the
    /// cells with the fewest candidates, those whose units weigh most (dom/wdeg) — learning across restarts.
    std::vector<std::uint32_t>* unitWeights = nullptr;
    /// Nogoods recorded by earlier restarts (null = none, the baseline): propagated with watched
    /// literals after the singles; the store's watches are reordered as the search goes.
    NogoodStore* nogoods = nullptr;
    RecentLog<Move>* moveLog = nullptr;             ///< if set, receives guesses (Assign) and undone guesses (Clear)
    /// 9x9 with the options above at their baseline (boxLine may be on): run the fast path
    /// (fast9_engine.hpp), the same search node for node; false = the general engine, for comparisons and tests.
    bool fastPath = true;
};

/// Counters of one search.
struct BacktrackStats {
    std::uint64_t nodes = 0;          ///< root propagation + one per value tried at a branching cell
    std::uint64_t branchings = 0;     ///< cells the search had to guess at
    std::uint64_t deadEnds = 0;       ///< values refuted by propagation (each one a backtrack)
    std::uint64_t solutions = 0;
    std::uint64_t nakedSingles = 0;   ///< cells fixed because one candidate was left
    std::uint64_t hiddenSingles = 0;  ///< cells fixed because a value had one place left in a unit
    std::uint64_t boxLineRemovals = 0;  ///< candidates removed by pointing and claiming
    std::uint64_t hallRemovals = 0;     ///< candidates removed by the alldifferent (Hall set) filter
    std::uint64_t nogoodRemovals = 0;   ///< candidates removed by recorded nogoods
    int depth = 0;                    ///< guesses on the current path
    int maxDepth = 0;
    int fewestOpen = -1;              ///< fewest open cells in a consistent state so far (-1 before the root)

    /// Adds another search's counters (maxDepth: the larger; depth and fewestOpen are left as they are).
    BacktrackStats& operator+=(const BacktrackStats& other);
};

/// A guess on the current path: its cell, the value being explored there (0 if it is refuted too), and
/// the values of that cell already refuted below the guesses above it (bit v-1 = value v).
struct PathDecision {
    int cell = -1;
    Value value = 0;
    std::uint64_t refuted = 0;
};

/// A resumable exact search over one puzzle (order 2..8). Givens must not conflict.
class BacktrackEngine {
public:
    virtual ~BacktrackEngine() = default;
    /// Explores at most `budget` nodes and returns how many it explored (0 once finished).
    virtual std::uint64_t step(std::uint64_t budget) = 0;
    /// Values of the current partial assignment (0 = open); after the last node, the state it reached.
    virtual std::vector<Value> currentValues() const = 0;
    /// Cells fixed by a guess on the current path, oldest first.
    virtual std::vector<int> guessedCells() const = 0;
    /// Open cells in the current partial assignment.
    virtual int openCells() const = 0;
    /// Candidates of every cell in the current state (bit v-1 = value v; a placed cell keeps its value's
    /// bit); empty before the root node. Lets tests check what propagation removed.
    virtual std::vector<std::uint64_t> currentCandidates() const = 0;
    /// The guesses of the current path with the values refuted at each (what a restart turns into
    /// nogoods); a guess whose cell has every value refuted is left out, its parent's value counts as
    /// refuted instead. Only meaningful while no solution has been found.
    virtual std::vector<PathDecision> pathDecisions() const = 0;
    /// Starts the same search over on another puzzle (same options; nothing explored yet), keeping the
    /// engine's buffers: a batch of puzzles runs on one engine without allocating per puzzle. False when
    /// this engine cannot take `puzzle` (then make a new one); the general engine always says false.
    virtual bool restartOn(const Grid& puzzle) {
        (void)puzzle;
        return false;
    }

    /// True once the solution limit is reached or the search space is exhausted.
    bool finished() const { return finished_; }
    /// True once every branch has been explored, so stats().solutions is the exact count.
    bool exhausted() const { return exhausted_; }
    const BacktrackStats& stats() const { return stats_; }
    /// Values of the consistent state with the fewest open cells seen (the first solution once found;
    /// empty before the root node).
    const std::vector<Value>& bestValues() const {
        if (bestStale_) {
            bestStateValuesInto(bestValues_);
            bestStale_ = false;
        }
        return bestValues_;
    }
    /// The first solution found (empty before one is found).
    const std::vector<Value>& firstSolution() const { return firstSolution_; }
    /// Cells fixed by guesses on the path to the first solution.
    const std::vector<int>& firstSolutionGuesses() const { return firstSolutionGuesses_; }

protected:
    /// The node loop of every engine, whose step() calls it: the root propagation is node 1, then each
    /// node backs up to the deepest level with a value left and tries it. A template over the engine so
    /// that its rootNode(), backUpToUntried() and tryNextValue() are direct calls, and one loop for all
    /// engines so that their node accounting cannot drift apart.
    template <class Engine>
    std::uint64_t stepNodes(Engine& engine, std::uint64_t budget) {
        std::uint64_t done = 0;
        while (done < budget && !finished_) {
            if (!started_) {
                started_ = true;
                ++done;
                ++stats_.nodes;
                engine.rootNode();
                continue;
            }
            if (!engine.backUpToUntried()) {
                finished_ = exhausted_ = true;
                break;
            }
            ++done;
            ++stats_.nodes;
            engine.tryNextValue();
        }
        return done;
    }

    /// The values of the best state noted since bestValues() last read them. The search only keeps a
    /// copy of that state: it improves at nearly every node of a restart's first dive, and listing the
    /// values each time (a vector of every cell) cost more than the rest of such a node.
    virtual void bestStateValuesInto(std::vector<Value>& values) const = 0;

    /// Forgets the run's progress, counters and solutions (for restartOn), keeping the vectors' memory.
    void clearProgress() {
        started_ = finished_ = exhausted_ = false;
        stats_ = {};
        bestValues_.clear();
        bestStale_ = false;
        firstSolution_.clear();
        firstSolutionGuesses_.clear();
    }

    bool started_ = false;  ///< the root node has run
    bool finished_ = false;
    bool exhausted_ = false;
    BacktrackStats stats_;
    mutable std::vector<Value> bestValues_;
    mutable bool bestStale_ = false;  ///< bestValues_ lags behind the best state
    std::vector<Value> firstSolution_;
    std::vector<int> firstSolutionGuesses_;
};

/// A new search over `puzzle` (nothing explored yet: the root propagation is the first node).
std::unique_ptr<BacktrackEngine> makeBacktrackEngine(const Grid& puzzle, const BacktrackOptions& options);

}  // namespace sudolab::search
