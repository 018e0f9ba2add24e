// Restarted exact search: the backtracking engine run with a cutoff in nodes that grows from restart to
// restart (Luby's universal sequence or a geometric one), each restart with its own seeded value order
// and cell tie-break. Complete: the cutoffs grow without bound, and a restart that exhausts its tree
// before its cutoff proves that the puzzle has no solution (every restart searches the same space).
// With `Restarts::None` it is exactly one baseline search.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "search/backtrack_engine.hpp"
#include "search/nogood_store.hpp"

namespace sudolab::search {

/// Names of the `learning` choices of the solvers built on this search (backtrack, auto), in the order
/// of their parameter tables: none, RestartOptions::learnWeights, learnNogoods, or both.
inline constexpr std::array<std::string_view, 4> kLearningChoices = {"none", "weights", "nogoods",
                                                                      "weights+nogoods"};
/// The `learning` choices as values, in the same order.
enum class Learning { None, Weights, Nogoods, WeightsNogoods };

/// How the cutoff grows.
enum class Restarts { None, Luby, Geometric };

/// Restart schedule and the options of every restart's search.
struct RestartOptions {
    Restarts restarts = Restarts::None;
    std::uint64_t base = 100;     ///< nodes of the first cutoff (Luby: base * luby(k); geometric: base * 1.5^k)
    /// The first restart's cutoff is base * firstRun instead (1 = the sequence's own first term). A longer
    /// first run lets the many puzzles that one dive solves finish without restarting.
    std::uint64_t firstRun = 1;
    BacktrackOptions search;      ///< the engine options (seed: the run's; each restart derives its own)
    /// Conflict weights per unit used for branching (dom/wdeg), kept from restart to restart (without
    /// restarts: within the one search); off = branching as the baseline.
    bool learnWeights = false;
    /// Record the values refuted on an abandoned restart's last branch as nogoods (nogood_store.hpp)
    /// and propagate them in later restarts; without restarts nothing is recorded.
    bool learnNogoods = false;
    /// Most literals the nogoods may hold in total (4 bytes each, plus two watch entries per nogood);
    /// past it new nogoods are dropped.
    std::size_t nogoodLiteralLimit = std::size_t{1} << 22;
};

/// The k-th term (k >= 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
std::uint64_t lubyTerm(std::uint64_t k);

/// A resumable restarted search over one puzzle.
class RestartSearch {
public:
    RestartSearch(const Grid& puzzle, const RestartOptions& options);
    RestartSearch(const RestartSearch&) = delete;  // the engines point at unitWeights_ and nogoods_
    RestartSearch& operator=(const RestartSearch&) = delete;

    /// Starts over on another puzzle with the same options, reusing the engine when it can take the
    /// puzzle (restartOn); false when that is not possible (restarts, learning, or an engine that cannot
    /// be reused): then make a new search.
    bool restartOn(const Grid& puzzle);
    /// Explores at most `budget` nodes in total (restarts included) and returns how many.
    std::uint64_t step(std::uint64_t budget);
    /// The current restart's engine (its path, current values, guessed cells).
    const BacktrackEngine& engine() const { return *engine_; }
    /// True once a solution was found or the tree was exhausted.
    bool finished() const { return engine_->finished(); }
    /// True once a restart explored its whole tree: stats().solutions is then the exact count.
    bool exhausted() const { return engine_->exhausted(); }
    /// Counters summed over every restart (depth and fewest-open are the current/best ones).
    BacktrackStats stats() const;
    std::uint64_t restarts() const { return restarts_; }
    /// Nogoods recorded so far (0 without learnNogoods).
    std::size_t nogoods() const { return nogoods_ ? nogoods_->size() : 0; }
    /// Total nodes explored when restart k (0-based) began: where it happened, whatever the run's slicing.
    std::uint64_t restartNodes(std::uint64_t k) const { return restartNodes_[k]; }
    /// Node cutoff of the current restart (0 = none).
    std::uint64_t cutoff() const { return cutoff_; }
    /// The consistent state with the fewest open cells over all restarts (the solution once found).
    const std::vector<Value>& bestValues() const;

private:
    void startRestart();
    void recordNogoods();

    Grid puzzle_;
    RestartOptions options_;
    std::unique_ptr<BacktrackEngine> engine_;
    BacktrackStats finishedTotals_;  ///< counters of the restarts already abandoned
    std::vector<Value> bestValues_;  ///< best of the abandoned restarts
    int bestOpen_ = -1;
    std::uint64_t restarts_ = 0;
    std::vector<std::uint64_t> restartNodes_;  ///< restartNodes(k) of each restart so far
    std::uint64_t cutoff_ = 0;
    std::vector<std::uint32_t> unitWeights_;  ///< conflict weights (learnWeights), shared by the restarts
    std::unique_ptr<NogoodStore> nogoods_;    ///< nogoods of the abandoned restarts (learnNogoods)
};

}  // namespace sudolab::search
