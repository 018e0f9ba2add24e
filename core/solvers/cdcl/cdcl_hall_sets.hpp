// The Sudoku's alldifferent constraints propagated inside the CDCL engine by Hall sets (a Propagator,
// core/solvers/cdcl/cdcl_propagator.hpp), beyond what the direct encoding's clauses give by unit
// propagation (naked and hidden singles: each cell takes a value, each unit holds each value).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"

namespace sudolab::sat {

/// Counters of the Hall-set propagator.
struct HallSetStats {
    std::uint64_t nakedSets = 0;   ///< naked sets found that removed a candidate or failed
    std::uint64_t hiddenSets = 0;  ///< hidden sets found that removed a candidate or failed
    std::uint64_t skippedSets = 0;  ///< sets left unused: their explanation spans more levels than maxGlue
};

/// Naked and hidden sets of 2..maxSize cells in each unit. A naked set: k open cells of a unit whose
/// candidates together are k values; those values leave the unit's other cells, because (explanation)
/// the k cells' other candidates are false. A hidden set: k values of a unit whose places together are k
/// cells; those cells lose their other candidates, because the k values' other places are false. Fewer
/// values than cells (or places than values) is a conflict with the same explanation. Each unit's
/// naked sets of k cells are its hidden sets of (open cells - k), so both kinds up to maxSize cover sizes
/// up to maxSize and from (open cells - maxSize) on. Work is triggered by the cells and (unit, value)
/// pairs that drop to maxSize candidates or places or fewer, and only sets holding them are searched.
class HallSetPropagator final : public Propagator {
public:
    /// Sets up the candidates of `encoding`'s variables (all unassigned); maxSize in 2..4. A set whose
    /// explanation spans more than maxGlue decision levels above 0 is left unused (0 = no bound); its
    /// conflicts are always reported. The encoding must outlive the run.
    void reset(const SudokuEncoding& encoding, int maxSize, std::uint32_t maxGlue = 0);
    bool propagate(CdclCore& core) override;
    void backtrack(std::size_t trailSize) override;
    /// With a log, every explanation clause made is appended to it (implied literal first, or the
    /// conflict's literals): for tests that check each one is implied by the constraints.
    void setExplanationLog(std::vector<std::vector<Lit>>* log) { log_ = log; }
    /// Counters so far.
    const HallSetStats& stats() const { return stats_; }

private:
    void applyLiteral(Lit lit);
    void undoLiteral(Lit lit);
    void noteTriggers(int cell, Value value);
    bool searchNaked(CdclCore& core, int unit, int cell);
    bool searchHidden(CdclCore& core, int unit, Value value);
    bool extendNaked(CdclCore& core, int unit, std::size_t from, Candidates values);
    bool extendHidden(CdclCore& core, int unit, std::size_t from, std::uint64_t places);
    bool applyNaked(CdclCore& core, int unit, Candidates values);
    bool applyHidden(CdclCore& core, int unit, std::uint64_t places);
    bool usable(CdclCore& core);
    bool implyAll(CdclCore& core, int cell, Candidates removed);
    int varAt(int cell, Value value) const { return varAt_[static_cast<std::size_t>(cell * size_ + value - 1)]; }
    std::uint64_t& placesOf(int unit, Value value) {
        return places_[static_cast<std::size_t>(unit * size_ + value - 1)];
    }

    const SudokuEncoding* encoding_ = nullptr;
    const std::vector<std::vector<int>>* units_ = nullptr;
    int size_ = 0;
    int maxSize_ = 0;
    std::uint32_t maxGlue_ = 0;
    std::vector<int> varAt_;                          // per (cell, value): the variable, -1 if none
    std::vector<Candidates> rootValues_;              // per cell: the values that have a variable
    std::vector<Candidates> values_;                  // per cell: the values whose variable is not false
    std::vector<std::uint64_t> rootPlaces_, places_;  // per (unit, value): the same for its positions in the unit
    std::vector<std::array<int, 3>> positionInUnit_;  // per cell: its index in its row, column and box
    std::vector<Lit> applied_;                        // the trail prefix read so far
    // This call's triggers, each once: cells, and (unit, value) pairs as unit * size + value - 1.
    std::vector<int> cellTriggers_, placeTriggers_;
    std::vector<std::uint32_t> cellStamp_, placeStamp_;
    std::uint32_t stamp_ = 0;
    // The set being searched: its cells (naked) or values (hidden) as members_, candidates to add.
    std::vector<int> members_, choices_;
    bool found_ = false;  // the current search found its set: stop
    std::vector<Lit> because_;
    std::vector<std::vector<Lit>>* log_ = nullptr;
    HallSetStats stats_;
};

}  // namespace sudolab::sat
