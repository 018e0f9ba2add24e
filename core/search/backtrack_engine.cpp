// Depth-first search with propagation, specialised by template on the order so that the unit and peer
// tables have compile-time sizes and the candidate masks are as narrow as the order allows (16 bits up
// to 16x16, 32 bits for 25x25, 64 bits for 36x36 to 64x64): a state of a 9x9 search is ~240 bytes, so saving a
// state per guess is one small copy ("copy-on-push") and backtracking is just popping the stack.
//
// Propagation after every assignment, to a fixed point:
// - naked singles: removing a value from a peer that leaves it one candidate queues that peer; the
//   peer loop is branch-free (the removal is unpredictable, a mispredicted branch per peer cost more
//   than the few extra stores);
// - hidden singles: every unit holding a cell whose candidates changed since the last scan is scanned
//   with the "seen once / seen twice" bit trick; a value seen nowhere is a contradiction, a value seen
//   once and not placed yet is placed.
// - options beyond the baseline, run once singles are at their fixed point, on the units changed since
//   they were last looked at: box-line reductions (a value of a box confined to one of its rows or
//   columns leaves the rest of that line — pointing —, and a value of a line confined to one box leaves
//   the rest of that box — claiming) and Régin's alldifferent filtering of the unit's open cells (every
//   Hall set, core/propagation/alldifferent.hpp). Their removals feed the singles again.
// Branching (a choice of ours; the classic rule is only "fewest candidates"): among the open cells with
// the fewest candidates, the one whose candidates occur in the most open peers, first in reading order
// on ties. A guess there removes values from the most cells, so propagation goes further; on the hard
// 9x9 sets this halves the nodes of plain first-cell MRV, which more than pays for the peer count.
#include "search/backtrack_engine.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "base/rng.hpp"
#include "grid/geometry.hpp"
#include "propagation/alldifferent.hpp"
#include "search/fast9_engine.hpp"
#include "search/nogood_store.hpp"

namespace sudolab::search {
namespace {

/// Compile-time sizes and the unit/peer tables of one order.
template <int Order>
struct Shape {
    static constexpr int kSize = Order * Order;
    static constexpr int kCells = kSize * kSize;
    static constexpr int kUnits = 3 * kSize;
    static constexpr int kPeers = 3 * kSize - 2 * Order - 1;
    static constexpr int kWords = (kCells + 63) / 64;
    using Mask = std::conditional_t<(kSize <= 16), std::uint16_t,
                                    std::conditional_t<(kSize <= 32), std::uint32_t, std::uint64_t>>;
    using CellSet = std::array<std::uint64_t, kWords>;
    static constexpr Mask kAll = static_cast<Mask>(allValues(kSize));

    std::array<std::array<std::uint16_t, kPeers>, kCells> peers{};
    std::array<std::array<std::uint16_t, kSize>, kUnits> units{};
    std::array<std::array<std::uint8_t, 3>, kCells> unitsOfCell{};
    static constexpr int kUnitWords = (kUnits + 63) / 64;
    using UnitSet = std::array<std::uint64_t, kUnitWords>;
    std::array<UnitSet, kCells> unitSetOfCell{};  ///< the three units of each cell as a bitset

    Shape() {
        const Geometry& geo = Geometry::of(Order);
        for (int cell = 0; cell < kCells; ++cell) {
            for (int k = 0; k < kPeers; ++k) peers[cell][k] = static_cast<std::uint16_t>(geo.peers[cell][k]);
            for (int k = 0; k < 3; ++k) unitsOfCell[cell][k] = static_cast<std::uint8_t>(geo.unitsOfCell[cell][k]);
        }
        for (int unit = 0; unit < kUnits; ++unit)
            for (int k = 0; k < kSize; ++k) {
                const int cell = geo.units[unit][k];
                units[unit][k] = static_cast<std::uint16_t>(cell);
                unitSetOfCell[cell][unit >> 6] |= std::uint64_t{1} << (unit & 63);
            }
    }
    static const Shape& get() {
        static const Shape shape;
        return shape;
    }
};

template <class Mask>
constexpr Mask lowestBit(Mask m) {
    return static_cast<Mask>(m & (~m + 1));
}

/// True if the mask holds at most one value.
template <class Mask>
constexpr bool atMostOne(Mask m) {
    return (m & (m - 1)) == 0;
}

template <int Order>
class Engine final : public BacktrackEngine {
    friend class BacktrackEngine;  // stepNodes() drives the node functions below

    using S = Shape<Order>;
    using Mask = typename S::Mask;
    using CellSet = typename S::CellSet;

    /// Everything propagation changes; copied whole when the search guesses.
    struct State {
        std::array<Mask, S::kCells> candidates;  ///< a placed cell keeps only its value's bit
        std::array<Mask, S::kUnits> placed;      ///< values already placed in each unit
        CellSet open;                            ///< cells without a value
        int openCount;
    };
    /// One level of the search stack: a consistent propagated state and the guess being explored in it.
    struct Level {
        State state;
        int cell = -1;     ///< branching cell (-1 when the state is solved or refuted)
        Mask untried = 0;  ///< values of `cell` not tried yet
        Mask current = 0;  ///< value of `cell` being explored (the last one tried)
    };

public:
    Engine(const Grid& puzzle, const BacktrackOptions& options)
        : shape_(S::get()), options_(options), rng_(options.seed), puzzleValues_(puzzle.values()) {
        if (options_.solutionLimit == 0) options_.solutionLimit = 1;
        strong_ = options_.boxLine || options_.hallSets;
        levels_.reserve(16);
        // Tie key of each cell: reading order (the baseline), or a seeded shuffle of it. Drawn from an
        // Rng of its own so that the value draws stay those of the baseline's random value order.
        cellOfKey_.resize(kCellKey);
        for (int cell = 0; cell < S::kCells; ++cell) keyOfCell_[cell] = static_cast<std::uint16_t>(kCellKey - 1 - cell);
        if (options_.randomCellTies) {
            Rng tieRng(deriveSeed(options_.seed, 1));
            tieRng.shuffle(keyOfCell_.begin(), keyOfCell_.end());
        }
        for (int cell = 0; cell < S::kCells; ++cell) cellOfKey_[keyOfCell_[cell]] = static_cast<std::uint16_t>(cell);
    }

    std::uint64_t step(std::uint64_t budget) override { return stepNodes(*this, budget); }

    std::vector<Value> currentValues() const override {
        if (levels_.empty()) return puzzleValues_;
        return valuesOf(levels_[depth_].state);
    }

    std::vector<int> guessedCells() const override {
        std::vector<int> cells;
        for (int d = 0; d < depth_; ++d) cells.push_back(levels_[d].cell);
        return cells;
    }

    int openCells() const override {
        if (levels_.empty()) {
            int open = 0;
            for (Value v : puzzleValues_) open += v == 0;
            return open;
        }
        return levels_[depth_].state.openCount;
    }

    std::vector<std::uint64_t> currentCandidates() const override {
        if (levels_.empty()) return {};
        const State& s = levels_[depth_].state;
        return std::vector<std::uint64_t>(s.candidates.begin(), s.candidates.end());
    }

    std::vector<PathDecision> pathDecisions() const override {
        std::vector<PathDecision> path;
        if (levels_.empty()) return path;
        // From the deepest level up: the value explored at a level is refuted when the level below it
        // was refuted by propagation or had every value refuted (then that level adds nothing itself).
        bool belowRefuted = levels_[depth_].cell < 0 && levels_[depth_].state.openCount > 0;
        for (int d = depth_ - 1; d >= 0; --d) {
            const Level& level = levels_[d];
            const Mask tried = static_cast<Mask>(level.state.candidates[level.cell] & ~level.untried);
            Mask refuted = static_cast<Mask>(tried & ~level.current);
            if (belowRefuted) refuted = static_cast<Mask>(refuted | level.current);
            const bool allRefuted = belowRefuted && level.untried == 0 && d > 0;
            path.push_back({level.cell, belowRefuted ? Value{0} : lowestValue(level.current),
                            allRefuted ? 0 : static_cast<std::uint64_t>(refuted)});
            belowRefuted = allRefuted;
        }
        std::reverse(path.begin(), path.end());
        return path;
    }

private:
    static bool isOpen(const State& s, int cell) { return (s.open[cell >> 6] >> (cell & 63)) & 1; }

    /// Keeps the state with the fewest open cells seen. A refuted state counts too: its placed values
    /// never clash (a value is only placed where no placed peer holds it), it just cannot be completed.
    void noteBest(const State& s) {
        if (s.openCount < stats_.fewestOpen || stats_.fewestOpen < 0) {
            stats_.fewestOpen = s.openCount;
            bestState_ = s;
            bestStale_ = true;
        }
    }

    void bestStateValuesInto(std::vector<Value>& values) const override { values = valuesOf(bestState_); }

    static std::vector<Value> valuesOf(const State& s) {
        std::vector<Value> values(S::kCells, 0);
        for (int cell = 0; cell < S::kCells; ++cell)
            if (!isOpen(s, cell)) values[cell] = lowestValue(s.candidates[cell]);
        return values;
    }

    void startPropagation() {
        queueSize_ = queueHead_ = 0;
        nogoodQueueSize_ = nogoodQueueHead_ = 0;
        dirty_.fill(0);
        boxLineDirty_.fill(0);
        hallDirty_.fill(0);
    }

    /// Node 1: places the givens and propagates; an unsolvable puzzle ends the search here.
    void rootNode() {
        levels_.emplace_back();
        State& s = levels_[0].state;
        s.candidates.fill(S::kAll);
        s.placed.fill(0);
        s.open.fill(0);
        for (int cell = 0; cell < S::kCells; ++cell) s.open[cell >> 6] |= std::uint64_t{1} << (cell & 63);
        s.openCount = S::kCells;
        startPropagation();
        bool ok = true;
        for (int cell = 0; cell < S::kCells && ok; ++cell) {
            const Value v = puzzleValues_[cell];
            if (v == 0) continue;
            const Mask bit = static_cast<Mask>(Mask{1} << (v - 1));
            // A given whose value a peer given already took: conflicting givens, hence no solution.
            ok = (s.candidates[cell] & bit) != 0 && place(s, cell, bit);
        }
        if (ok && options_.nogoods) ok = applyUnitNogoods(s);
        if (ok) ok = propagate(s);
        noteBest(s);
        if (!ok) {
            levels_[0].untried = 0;
            finished_ = exhausted_ = true;
            return;
        }
        expand(levels_[0]);
    }

    /// Pops refuted or fully explored levels; false when the whole tree has been explored.
    bool backUpToUntried() {
        while (levels_[depth_].untried == 0) {
            if (depth_ == 0) return false;
            --depth_;
            if (options_.moveLog)
                options_.moveLog->push({MoveKind::Clear, levels_[depth_].cell, -1, 0, stats_.nodes});
        }
        stats_.depth = depth_;
        return true;
    }

    /// One node: the next value of the deepest branching cell, in a copy of its state, propagated.
    void tryNextValue() {
        Mask bit;
        {
            Level& parent = levels_[depth_];
            bit = pickValue(parent.untried);
            parent.untried = static_cast<Mask>(parent.untried ^ bit);
            parent.current = bit;
        }
        const int cell = levels_[depth_].cell;
        if (static_cast<std::size_t>(depth_) + 1 == levels_.size()) levels_.emplace_back();
        Level& child = levels_[depth_ + 1];
        child.state = levels_[depth_].state;
        ++depth_;
        stats_.depth = depth_;
        if (depth_ > stats_.maxDepth) stats_.maxDepth = depth_;
        if (options_.moveLog) options_.moveLog->push({MoveKind::Assign, cell, -1, lowestValue(bit), stats_.nodes});
        startPropagation();
        const bool ok = place(child.state, cell, bit) && propagate(child.state);
        noteBest(child.state);
        if (!ok) {
            ++stats_.deadEnds;
            child.cell = -1;
            child.untried = 0;
            return;
        }
        expand(child);
    }

    Mask pickValue(Mask untried) {
        if (options_.valueOrder == ValueOrder::Ascending) return lowestBit(untried);
        std::uint32_t skip = rng_.below(static_cast<std::uint32_t>(std::popcount(untried)));
        for (; skip > 0; --skip) untried = static_cast<Mask>(untried & (untried - 1));
        return lowestBit(untried);
    }

    /// Cell numbers fit below this (64x64 has 4096 cells), so score * kCellKey + keyOfCell_[cell] orders
    /// by score, then by reading order (any key above the cell count gives the same order; 175 peers at
    /// most times 8192 stays far inside an int).
    static constexpr int kCellKey = 8192;
    static constexpr std::int64_t kMaxWeight = std::int64_t{1} << 30;  ///< keeps score * kCellKey far inside 64 bits
    static_assert(S::kCells < kCellKey);

    /// Number of peers of `cell` (open ones necessarily: a placed peer's value is not among them) that
    /// still hold one of `values`.
    int sharingPeers(const State& s, int cell, Mask values) const {
        int count = 0;
        for (std::uint16_t peer : shape_.peers[cell]) count += (s.candidates[peer] & values) != 0;
        return count;
    }

    /// Branching score of an open cell among those with as few candidates (higher is better): the
    /// open peers sharing a candidate; with conflict weights, first the weights of its three units
    /// (dom/wdeg, Boussemart et al. 2004: branch where the search failed most often, across restarts).
    std::int64_t score(const State& s, int cell) const {
        const std::int64_t peers = sharingPeers(s, cell, s.candidates[cell]);
        if (!options_.unitWeights) return peers;
        std::int64_t weight = 0;
        for (const std::uint8_t unit : shape_.unitsOfCell[cell]) weight += (*options_.unitWeights)[unit];
        return std::min<std::int64_t>(weight, kMaxWeight) * 256 + peers;  // peers <= 175 < 256
    }

    /// Counts a contradiction met while propagating `unit` (conflict weights on only).
    void noteConflict(int unit) {
        if (options_.unitWeights) ++(*options_.unitWeights)[unit];
    }

    /// Placing in `cell` emptied a peer: the conflict is on the unit they share.
    void noteEmptiedPeer(const State& s, int cell, const std::array<std::uint16_t, S::kPeers>& hit, int hits) {
        for (int k = 0; k < hits; ++k) {
            if (s.candidates[hit[k]] != 0) continue;
            for (const std::uint8_t unit : shape_.unitsOfCell[hit[k]])
                for (const std::uint8_t own : shape_.unitsOfCell[cell])
                    if (unit == own) {
                        noteConflict(unit);
                        return;
                    }
        }
    }

    /// After a successful propagation: record a solution, or choose the branching cell.
    void expand(Level& level) {
        const State& s = level.state;
        if (s.openCount == 0) {
            level.cell = -1;
            level.untried = 0;
            solutionFound(s);
            return;
        }
        // Propagation leaves no open cell with fewer than two candidates, so look at pairs first (cheap
        // test, no popcount) and count candidates only when there is none. Both passes are branch-free
        // (list the pairs, then keep the highest key); the key breaks score ties towards the first cell.
        std::array<std::uint16_t, S::kCells> pairs;
        int pairCount = 0;
        for (int w = 0; w < S::kWords; ++w)
            for (std::uint64_t bits = s.open[w]; bits != 0; bits &= bits - 1) {
                const int cell = w * 64 + std::countr_zero(bits);
                const Mask m = s.candidates[cell];
                pairs[pairCount] = static_cast<std::uint16_t>(cell);
                pairCount += atMostOne(static_cast<Mask>(m & (m - 1)));
            }
        std::int64_t bestKey = -1;
        for (int k = 0; k < pairCount; ++k) {
            const int cell = pairs[k];
            bestKey = std::max(bestKey, score(s, cell) * kCellKey + keyOfCell_[cell]);
        }
        if (pairCount == 0) {
            int bestCount = S::kSize + 1;
            for (int w = 0; w < S::kWords; ++w)
                for (std::uint64_t bits = s.open[w]; bits != 0; bits &= bits - 1) {
                    const int cell = w * 64 + std::countr_zero(bits);
                    const int count = std::popcount(s.candidates[cell]);
                    if (count > bestCount) continue;
                    const std::int64_t key = score(s, cell) * kCellKey + keyOfCell_[cell];
                    if (count < bestCount || key > bestKey) {
                        bestCount = count;
                        bestKey = key;
                    }
                }
        }
        const int best = cellOfKey_[static_cast<int>(bestKey % kCellKey)];
        level.cell = best;
        level.untried = s.candidates[best];
        ++stats_.branchings;
    }

    void solutionFound(const State& s) {
        ++stats_.solutions;
        if (stats_.solutions == 1) {
            firstSolution_ = valuesOf(s);
            firstSolutionGuesses_ = guessedCells();
        }
        if (stats_.solutions >= options_.solutionLimit) {
            finished_ = true;
            // The limit can coincide with the end of the tree; then the count is still exact.
            exhausted_ = true;
            for (int d = 0; d < depth_; ++d)
                if (levels_[d].untried != 0) exhausted_ = false;
        }
    }

    void markUnitsDirty(int cell) {
        for (int w = 0; w < S::kUnitWords; ++w) dirty_[w] |= shape_.unitSetOfCell[cell][w];
        if (strong_)
            for (int w = 0; w < S::kUnitWords; ++w) {
                boxLineDirty_[w] |= shape_.unitSetOfCell[cell][w];
                hallDirty_[w] |= shape_.unitSetOfCell[cell][w];
            }
    }

    /// Places `bit` in an open cell that holds it and removes it from the peers; false if a peer is
    /// left with no candidate. Peers left with one candidate are queued as naked singles.
    bool place(State& s, int cell, Mask bit) {
        if (s.candidates[cell] != bit) markUnitsDirty(cell);
        nogoodQueue_[nogoodQueueSize_] = static_cast<std::uint16_t>(cell);
        nogoodQueueSize_ += options_.nogoods != nullptr;
        s.candidates[cell] = bit;
        s.open[cell >> 6] &= ~(std::uint64_t{1} << (cell & 63));
        --s.openCount;
        for (std::uint8_t unit : shape_.unitsOfCell[cell]) s.placed[unit] = static_cast<Mask>(s.placed[unit] | bit);
        const Mask keep = static_cast<Mask>(~bit);
        const auto& peers = shape_.peers[cell];
        bool emptied = false;
        // Two passes: a branch-free removal that lists the peers that held the value, then the follow-up
        // work on those few only (testing each peer with a branch mispredicts too often).
        std::array<std::uint16_t, S::kPeers> hit;
        int hits = 0;
#pragma GCC unroll 32
        for (int k = 0; k < S::kPeers; ++k) {
            // A placed peer never holds `bit`: its value was removed from this cell when it was placed.
            const std::uint16_t peer = peers[k];
            const Mask before = s.candidates[peer];
            s.candidates[peer] = static_cast<Mask>(before & keep);
            hit[hits] = peer;
            hits += (before & bit) != 0;
        }
        int queued = queueSize_;
        for (int k = 0; k < hits; ++k) {
            const int peer = hit[k];
            const Mask after = s.candidates[peer];
            markUnitsDirty(peer);
            // A cell drops to exactly one candidate at most once per node, so the queue never overflows.
            queue_[queued] = static_cast<std::uint16_t>(peer);
            queued += (after != 0) & atMostOne(after);
            emptied |= after == 0;
        }
        queueSize_ = queued;
        if (emptied && options_.unitWeights) noteEmptiedPeer(s, cell, hit, hits);
        return !emptied;
    }

    /// Places every queued naked single (and those they create).
    bool drainNakedSingles(State& s) {
        while (queueHead_ < queueSize_) {
            const int cell = queue_[queueHead_++];
            if (!isOpen(s, cell)) continue;  // placed meanwhile as a hidden single
            ++stats_.nakedSingles;
            if (!place(s, cell, s.candidates[cell])) return false;
        }
        return true;
    }

    /// Scans one unit for contradictions and hidden singles; false on a contradiction.
    bool scanUnit(State& s, int unit) {
        const auto& cells = shape_.units[unit];
        Mask once = 0, twice = 0;
        for (std::uint16_t cell : cells) {
            const Mask m = s.candidates[cell];
            twice = static_cast<Mask>(twice | (once & m));
            once = static_cast<Mask>(once | m);
        }
        if (once != S::kAll) return false;  // some value has no place left in this unit
        Mask hidden = static_cast<Mask>(once & ~twice & ~s.placed[unit]);
        while (hidden != 0) {
            const Mask bit = lowestBit(hidden);
            hidden = static_cast<Mask>(hidden ^ bit);
            if (s.placed[unit] & bit) continue;  // placed meanwhile by a single found earlier
            int target = -1;  // at most one cell holds `bit` (select, not branch: the position is random)
            for (std::uint16_t cell : cells) target = (s.candidates[cell] & bit) ? cell : target;
            if (target < 0) return false;  // its only place was taken meanwhile
            ++stats_.hiddenSingles;
            if (!place(s, target, bit) || !drainNakedSingles(s)) return false;
        }
        return true;
    }

    /// Removes and returns the lowest unit of a dirty set (-1 if it is empty).
    static int popUnit(typename S::UnitSet& set) {
        for (int w = 0; w < S::kUnitWords; ++w)
            if (set[w] != 0) {
                const int unit = w * 64 + std::countr_zero(set[w]);
                set[w] &= set[w] - 1;
                return unit;
            }
        return -1;
    }

    /// Naked and hidden singles to a fixed point; false on a contradiction. Only units where a cell
    /// changed since the last scan are scanned (the state we started from was at a fixed point).
    bool propagateSingles(State& s) {
        for (;;) {
            if (!drainNakedSingles(s)) return false;
            const int unit = popUnit(dirty_);
            if (unit < 0) return true;
            if (!scanUnit(s, unit)) {
                noteConflict(unit);
                return false;
            }
        }
    }

    /// Singles, then the stronger rules one changed unit at a time (singles again after each), to the
    /// common fixed point; false on a contradiction. The dear Hall-set filter runs only once singles and
    /// box-line are at their fixed point, so a unit changed many times by the cheap rules is filtered once.
    bool propagate(State& s) {
        for (;;) {
            if (!propagateSingles(s)) return false;
            if (nogoodQueueHead_ < nogoodQueueSize_) {
                if (!propagateNogoods(s)) return false;
                continue;
            }
            if (!strong_) return true;
            int unit = options_.boxLine ? popUnit(boxLineDirty_) : -1;
            if (unit >= 0) {
                if (!boxLineUnit(s, unit)) {
                    noteConflict(unit);
                    return false;
                }
                continue;
            }
            unit = options_.hallSets ? popUnit(hallDirty_) : -1;
            if (unit < 0) return true;
            if (!hallUnit(s, unit)) {
                noteConflict(unit);
                return false;
            }
        }
    }

    /// True if `lit` (cell = value) holds in the state: the cell is placed with that value.
    static bool holds(const State& s, std::uint32_t lit) {
        const int cell = NogoodStore::cellOf(lit);
        return !isOpen(s, cell) && s.candidates[cell] == static_cast<Mask>(Mask{1} << NogoodStore::valueIndexOf(lit));
    }

    /// True if `lit` can no longer hold below this state: its value left the cell's candidates.
    static bool excluded(const State& s, std::uint32_t lit) {
        return (s.candidates[NogoodStore::cellOf(lit)] & (Mask{1} << NogoodStore::valueIndexOf(lit))) == 0;
    }

    /// Root: the values refuted at the root by earlier restarts leave their cells.
    bool applyUnitNogoods(State& s) {
        for (const std::uint32_t lit : options_.nogoods->units()) {
            const Mask bit = static_cast<Mask>(Mask{1} << NogoodStore::valueIndexOf(lit));
            if (holds(s, lit)) return false;  // a given the earlier restarts refuted: no solution
            if (!eliminate(s, NogoodStore::cellOf(lit), bit, stats_.nogoodRemovals)) return false;
        }
        return true;
    }

    /// Visits the nogoods watching each cell placed since the last visit (two watched literals): a
    /// watch that now holds moves to a literal that does not; if there is none, every literal but the
    /// other watch holds, and the other watch's value leaves its cell. False on a contradiction.
    bool propagateNogoods(State& s) {
        NogoodStore& store = *options_.nogoods;
        while (nogoodQueueHead_ < nogoodQueueSize_) {
            const int cell = nogoodQueue_[nogoodQueueHead_++];
            const std::uint32_t lit = NogoodStore::literal(cell, std::countr_zero(s.candidates[cell]));
            std::vector<std::uint32_t>& watching = store.watchers(lit);
            for (std::size_t i = 0; i < watching.size();) {
                const std::uint32_t id = watching[i];
                const std::span<std::uint32_t> lits = store.literals(id);
                if (lits[0] == lit) std::swap(lits[0], lits[1]);
                const std::uint32_t other = lits[0];
                if (excluded(s, other)) {  // the nogood cannot be violated below this state
                    ++i;
                    continue;
                }
                std::size_t k = 2;
                while (k < lits.size() && holds(s, lits[k])) ++k;
                if (k < lits.size()) {
                    std::swap(lits[1], lits[k]);
                    store.watchers(lits[1]).push_back(id);  // another literal's list: `watching` stays valid
                    watching[i] = watching.back();
                    watching.pop_back();
                    continue;
                }
                ++i;
                if (holds(s, other)) return false;  // every literal holds: this branch is refuted
                const Mask bit = static_cast<Mask>(Mask{1} << NogoodStore::valueIndexOf(other));
                if (!eliminate(s, NogoodStore::cellOf(other), bit, stats_.nogoodRemovals)) return false;
            }
        }
        return true;
    }

    /// Removes `values` from an open cell; false if it is left with none. A cell left with one value is
    /// queued as a naked single (it drops to one at most once per node, so the queue cannot overflow).
    bool eliminate(State& s, int cell, Mask values, std::uint64_t& counter) {
        const Mask before = s.candidates[cell];
        if ((before & values) == 0 || !isOpen(s, cell)) return true;
        const Mask after = static_cast<Mask>(before & ~values);
        counter += static_cast<std::uint64_t>(std::popcount(static_cast<Mask>(before & values)));
        s.candidates[cell] = after;
        markUnitsDirty(cell);
        if (after == 0) return false;
        if (atMostOne(after)) queue_[queueSize_++] = static_cast<std::uint16_t>(cell);
        return true;
    }

    /// Values (not placed in the unit) that occur in exactly one of the Order segments of the unit's
    /// cells (segment j = cells k with k / Order == j when `byQuotient`, else k % Order == j); `only[j]`
    /// receives those of segment j.
    static void confinedValues(const State& s, const std::array<std::uint16_t, S::kSize>& cells, Mask placed,
                               bool byQuotient, std::array<Mask, Order>& only) {
        std::array<Mask, Order> segment;
        for (int j = 0; j < Order; ++j) {  // one register per segment (or-ing into memory chained the stores)
            Mask m = 0;
            for (int i = 0; i < Order; ++i)
                m = static_cast<Mask>(m | s.candidates[cells[byQuotient ? j * Order + i : i * Order + j]]);
            segment[j] = m;
        }
        Mask once = 0, twice = 0;
        for (const Mask m : segment) {
            twice = static_cast<Mask>(twice | (once & m));
            once = static_cast<Mask>(once | m);
        }
        for (int j = 0; j < Order; ++j) only[j] = static_cast<Mask>(segment[j] & ~twice & ~placed);
    }

    /// Pointing (unit = a box) or claiming (unit = a row or column); false on a contradiction.
    bool boxLineUnit(State& s, int unit) {
        constexpr int N = S::kSize;
        const auto& cells = shape_.units[unit];
        std::array<Mask, Order> only;
        if (unit >= 2 * N) {
            // Box: a value confined to one of its rows (columns) leaves the rest of that row (column).
            const int box = unit - 2 * N;
            for (const bool rows : {true, false}) {
                confinedValues(s, cells, s.placed[unit], rows, only);
                for (int j = 0; j < Order; ++j) {
                    if (only[j] == 0) continue;
                    const int first = cells[rows ? j * Order : j];
                    const int line = rows ? first / N : N + first % N;
                    const int inside = rows ? box % Order : box / Order;  // the box's segment of that line
                    const auto& lineCells = shape_.units[line];
                    // The test before the call: most cells hold none of the values (a call per cell cost more).
                    for (int k = 0; k < N; ++k)
                        if (k / Order != inside && (s.candidates[lineCells[k]] & only[j]) != 0 &&
                            !eliminate(s, lineCells[k], only[j], stats_.boxLineRemovals))
                            return false;
                }
            }
            return true;
        }
        // Line: a value confined to the line's segment in one box leaves the rest of that box.
        const bool row = unit < N;
        const int index = row ? unit : unit - N;
        confinedValues(s, cells, s.placed[unit], true, only);
        for (int j = 0; j < Order; ++j) {
            if (only[j] == 0) continue;
            const int box = row ? (index / Order) * Order + j : j * Order + index / Order;
            const auto& boxCells = shape_.units[2 * N + box];
            for (int k = 0; k < N; ++k) {
                const bool onLine = row ? k / Order == index % Order : k % Order == index % Order;
                if (!onLine && (s.candidates[boxCells[k]] & only[j]) != 0 &&
                    !eliminate(s, boxCells[k], only[j], stats_.boxLineRemovals))
                    return false;
            }
        }
        return true;
    }

    /// Régin's filter on the unit's open cells: removes every value that no assignment of different
    /// values to them can give (values held by a Hall set elsewhere); false if no such assignment exists.
    bool hallUnit(State& s, int unit) {
        const auto& cells = shape_.units[unit];
        std::array<Candidates, S::kSize> domains;
        std::array<int, S::kSize> openCell;
        std::array<std::uint8_t, S::kSize> position, matching;  // the open cells' places in the unit
        std::array<std::uint8_t, S::kSize>& hint = matchingHint_[unit];
        int n = 0;
        for (int k = 0; k < S::kSize; ++k) {  // branch-free: whether a cell is open is unpredictable
            const int cell = cells[k];
            openCell[n] = cell;
            domains[n] = s.candidates[cell];
            position[n] = static_cast<std::uint8_t>(k);
            matching[n] = hint[k];
            n += isOpen(s, cell);
        }
        if (n < 3) return true;  // one or two open cells: singles already decide them
        const auto count = static_cast<std::size_t>(n);
        if (!reginAlldifferent(std::span<Candidates>(domains.data(), count), S::kSize,
                               std::span<std::uint8_t>(matching.data(), count)))
            return false;
        for (int k = 0; k < n; ++k) hint[position[k]] = matching[k];
        for (int k = 0; k < n; ++k) {
            const Mask removed = static_cast<Mask>(s.candidates[openCell[k]] & ~domains[k]);
            if (removed != 0 && !eliminate(s, openCell[k], removed, stats_.hallRemovals)) return false;
        }
        return true;
    }

    const S& shape_;
    BacktrackOptions options_;
    Rng rng_;
    std::vector<Value> puzzleValues_;
    std::vector<Level> levels_;  ///< levels_[0..depth_] is the current path; deeper entries are spare
    State bestState_{};          ///< the state bestValues() lists (noteBest)
    int depth_ = 0;
    std::array<std::uint16_t, S::kCells + 1> queue_{};  ///< naked singles (+1: the branch-free push writes one ahead)
    int queueSize_ = 0;
    int queueHead_ = 0;
    std::array<std::uint16_t, S::kCells + 1> nogoodQueue_{};  ///< cells placed, whose nogood watches are due
    int nogoodQueueSize_ = 0;
    int nogoodQueueHead_ = 0;
    typename S::UnitSet dirty_{};  ///< units with a cell changed since they were last scanned
    typename S::UnitSet boxLineDirty_{};  ///< same, for the box-line rules
    typename S::UnitSet hallDirty_{};     ///< same, for the Hall-set filter
    /// The matching the Hall filter last found in each unit (value index per place in the unit), the
    /// seed of its next matching there. Never restored on backtracking: a stale entry is only a worse
    /// seed (Régin checks it), never a different result.
    std::array<std::array<std::uint8_t, S::kSize>, S::kUnits> matchingHint_{};
    bool strong_ = false;                ///< box-line or Hall-set filtering is on
    std::array<std::uint16_t, S::kCells> keyOfCell_{};  ///< tie-break key of each cell (higher wins)
    std::vector<std::uint16_t> cellOfKey_;               ///< inverse of keyOfCell_
};

}  // namespace

BacktrackStats& BacktrackStats::operator+=(const BacktrackStats& other) {
    nodes += other.nodes;
    branchings += other.branchings;
    deadEnds += other.deadEnds;
    solutions += other.solutions;
    nakedSingles += other.nakedSingles;
    hiddenSingles += other.hiddenSingles;
    boxLineRemovals += other.boxLineRemovals;
    hallRemovals += other.hallRemovals;
    nogoodRemovals += other.nogoodRemovals;
    maxDepth = std::max(maxDepth, other.maxDepth);
    return *this;
}

std::unique_ptr<BacktrackEngine> makeBacktrackEngine(const Grid& puzzle, const BacktrackOptions& options) {
    switch (puzzle.order()) {
        case 2: return std::make_unique<Engine<2>>(puzzle, options);
        case 3:
            // The 9x9 fast path runs every search it can (fast9_engine.cpp); the options beyond the
            // baseline need the general engine.
            if (fast9Applies(puzzle, options)) return makeFast9Engine(puzzle, options);
            return std::make_unique<Engine<3>>(puzzle, options);
        case 4: return std::make_unique<Engine<4>>(puzzle, options);
        case 5: return std::make_unique<Engine<5>>(puzzle, options);
        case 6: return std::make_unique<Engine<6>>(puzzle, options);
        case 7: return std::make_unique<Engine<7>>(puzzle, options);
        case 8: return std::make_unique<Engine<8>>(puzzle, options);
        default:
            throw std::invalid_argument("backtracking search: unsupported order " + std::to_string(puzzle.order()));
    }
}

}  // namespace sudolab::search
