#include "hints/hint_search.hpp"

#include <algorithm>
#include <optional>

#include "hints/hint_rules.hpp"

namespace sudolab {

struct HintSearch::State {
    const HintBoard& board;
    HintOptions options;
    hints::ForcingBudget budget;
    std::optional<hints::ForcingScan> scan;
    int depth = 0;  ///< 0 before the forcing tier, then the depth being scanned
    bool done = false;
    Hint hint;
    std::uint64_t work = 0, largest = 0;

    State(const HintBoard& b, const HintOptions& o)
        : board(b),
          options(o),
          // A grid of C cells gets 81/C of the 9x9 budget: each of its propagations costs more.
          budget{o.forcingBudget * 81 / static_cast<std::uint64_t>(b.geometry().cellCount)} {}

    /// One piece of work; returns its units.
    std::uint64_t piece() {
        if (depth == 0) {
            if (hints::findBoardEnd(board, hint)) {
                done = true;
                return 1;
            }
            if (!hints::findPatternStep(board, options, hint)) {
                nextDepth();
                return kPatternStepWork;
            }
            done = true;
            // Singles and intersections are found in microseconds, before any costly scan.
            return hint.technique <= Technique::BoxLine ? 1 : kPatternStepWork;
        }
        const std::uint64_t before = budget.left;
        if (scan->step()) {
            if (scan->found(hint))
                done = true;
            else
                nextDepth();
        }
        return before - budget.left;
    }

    /// The next forcing depth, or (past the last, or with the budget spent) the search offer.
    void nextDepth() {
        scan.reset();
        const bool forcing = options.lastTechnique >= Technique::DigitForcingChain;
        if (forcing && ++depth <= options.maxForcingDepth && !budget.spent()) {
            scan.emplace(board, depth, budget);
            return;
        }
        hint = hints::searchHint(board, options);
        done = true;
    }
};

HintSearch::HintSearch(const HintBoard& board, const HintOptions& options)
    : state_(std::make_unique<State>(board, options)) {}

HintSearch::~HintSearch() = default;

bool HintSearch::advance(std::uint64_t work) {
    std::uint64_t spent = 0;
    while (!state_->done && spent < work) {
        const std::uint64_t units = state_->piece();
        spent += units;
        state_->work += units;
        state_->largest = std::max(state_->largest, units);
    }
    return state_->done;
}

bool HintSearch::done() const { return state_->done; }

const Hint& HintSearch::hint() const { return state_->hint; }

std::uint64_t HintSearch::work() const { return state_->work; }

std::uint64_t HintSearch::largestPiece() const { return state_->largest; }

}  // namespace sudolab
