// The 9x9 fast path of the exact search. Same search as backtrack_engine.cpp's baseline — depth-first,
// naked + hidden singles to a fixed point after every assignment, fewest-candidates branching, a node per
// value tried, an explicit stack so step(budget) stops after any node and resumes there — on another
// representation of the state, after ideas published for the fastest 9x9 solvers:
// - per-digit bitboards of the 81 cells, split into three 27-bit bands (the band-wise layout of
//   JCZSolve, J. C. Zhu's solver, and of tdoku's write-up, T. Dillon, "Tdoku: A fast Sudoku solver
//   and generator", 2019): placing a digit is one AND-NOT of a peer mask per digit board;
// - a state is 9 digit boards + the open cells (160 bytes), copied whole at a guess (copy-on-push);
// - the three bands of a digit are the lanes of one SIMD register (fast9_board.hpp), so the unit checks of
//   all 9 rows and 9 boxes of a digit are a few lane-wise SWAR operations: a row (a 9-bit field) is empty,
//   single or multiple by the "add 0xFF to the low 8 bits" carry test; a box by folding its band's three
//   rows into per-column "seen once / seen twice" fields and testing 3-bit groups; columns fold the
//   three lanes. Naked singles come from bit-sliced counters over the 9 digit boards (once/twice).
// - with BacktrackOptions::boxLine, pointing and claiming (locked candidates) after the singles, on the
//   same boards: a band's minirows (a row's three cells in one box) are folded into one flag each, and a
//   row or box whose digit lies in one minirow clears the rest of the box or row with a few lane-wise
//   shifts; minicolumns likewise across the three lanes. tdoku propagates the same locked candidates
//   through its band "triads" (T. Dillon's write-up above); here they reach the general engine's fixed
//   point of singles + box-line exactly, so both search the same nodes.
// Our own code, not a port: tdoku's triad representation and its SIMD candidate-elimination network are
// not used (they need AVX2 shuffles and would not map one-to-one to SIMD128); the search and node
// accounting are those of the general engine, so stats and contracts are the same.
// - restartOn: one engine runs a batch of puzzles (the CLI's files), its stack and vectors kept.
//
// Choices:
// - branching: the general engine's rule (fewest candidates, then most open peers sharing a candidate,
//   then reading order), with the two-candidate cells found by bit-sliced "twice but not three times"
//   counters over the digit boards. The first cell with two candidates alone was tried: about twice the
//   nodes on the hard sets, more than the tie-break costs.
// - hidden singles are looked for only once no naked single is left (naked singles are cheaper).
// - the cells a pass places leave the boards together: a digit's naked or hidden singles that share no
//   unit are placed in one pass over the nine boards, their units found lane-wise (unitsOf), not by a
//   peer table lookup per cell; the general engine's one-at-a-time order is kept only where it matters
//   (two singles in a unit), so counters and dead-end states are the same.
// - which digit boards changed, or hold a single, is read into a 9-bit mask without a branch per board
//   (those branches mispredicted often); the three bands meet by lane rotation (rotateBands), not by
//   reading lanes out of the register.
#include "search/fast9_engine.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <type_traits>
#include <vector>

#include "base/rng.hpp"
#include "search/fast9_board.hpp"

namespace sudolab::search {
namespace {

using fast9::ScalarBoard;
using fast9::SimdBoard;

constexpr int kCells = 81;
constexpr int kDigits = 9;
constexpr std::uint32_t kBand = (1u << 27) - 1;                             ///< the 27 cells of one band
constexpr std::uint32_t kRowOnes = 1u | 1u << 9 | 1u << 18;                 ///< bit 0 of each row field
constexpr std::uint32_t kRowLow8 = 0xFFu * kRowOnes;                        ///< low 8 bits of each row field
constexpr std::uint32_t kRowHigh = kRowOnes << 8;                           ///< bit 8 of each row field
constexpr std::uint32_t kRow = 0x1FF;                                       ///< one row (9 columns)
constexpr std::uint32_t kGroupOnes = 1u | 1u << 3 | 1u << 6;                ///< bit 0 of each box's 3 columns
constexpr std::uint32_t kMiniRows = kGroupOnes * kRowOnes;                  ///< first cell of each minirow (row x box)

/// For flags at the first cells of the three minirows of each row (bits 0, 3, 6 of a row field): at each
/// flag's place, whether one of the other two minirows of its row is flagged.
template <class B>
B othersInRow(B f) {
    const B a = f & B::splat(kRowOnes), b = f & B::splat(kRowOnes << 3), c = f & B::splat(kRowOnes << 6);
    return (b >> 3) | (c >> 6) | (a << 3) | (c >> 3) | (a << 6) | (b << 3);
}
/// For flags at the minirows' first cells: whether one of the other two rows of the band (same box) is flagged.
template <class B>
B othersInBand(B f) {
    const B a = f & B::splat(kRow), b = f & B::splat(kRow << 9), c = f & B::splat(kRow << 18);
    return (b >> 9) | (c >> 18) | (a << 9) | (c >> 9) | (a << 18) | (b << 9);
}
/// For 9 column flags (in each lane): whether one of the other two columns of the same box is flagged.
template <class B>
B othersInStack(B g) {
    const B a = g & B::splat(kGroupOnes), b = g & B::splat(kGroupOnes << 1), c = g & B::splat(kGroupOnes << 2);
    return (b >> 1) | (c >> 2) | (a << 1) | (c >> 1) | (a << 2) | (b << 1);
}

/// For flags at bit 0 of fields `width` bits wide (a row's 9 cells, a box's 3 columns): each flagged
/// field filled with ones. (x << width) - x, the shifted term kept opaque (fast9_board.hpp: no multiply in wasm).
template <class B>
B fillFields(B flags, int width) {
    return (flags << width).opaque() - flags;
}
/// A band's 9-bit field (bits 0-8 of each lane) copied to its three rows.
template <class B>
B toThreeRows(B field) {
    return field | (field << 9).opaque() | (field << 18).opaque();
}

/// Copies `from` into `to` inline. For a State (160 bytes) or nine boards (144 bytes) a wasm build
/// otherwise calls memcpy, a loop compiled to wasm, at every node; natively the copy is inlined anyway.
template <class T>
void copyInline(T& to, const T& from) {
    static_assert(std::is_trivially_copyable_v<T>);
#if defined(__clang__)
    __builtin_memcpy_inline(&to, &from, sizeof(T));
#else
    to = from;
#endif
}

/// The peers of each cell and each cell's own bit, for one board type.
template <class B>
struct Tables {
    std::array<B, kCells> bit;
    std::array<B, kCells> peers;
    B full;  ///< every cell (lane 3 empty)
    B pad;   ///< lane 3 full: makes the unused lane look like complete rows and boxes to the unit tests

    static B cellBoard(int cell) {
        std::array<std::uint32_t, 4> lanes{};
        lanes[static_cast<std::size_t>(cell / 27)] = 1u << (cell % 27);
        return B::of(lanes[0], lanes[1], lanes[2], lanes[3]);
    }

    Tables() {
        full = B::of(kBand, kBand, kBand, 0);
        pad = B::of(0, 0, 0, kBand);
        for (int cell = 0; cell < kCells; ++cell) {
            bit[cell] = cellBoard(cell);
            B p = B::splat(0);
            const int row = cell / 9, col = cell % 9, box = row / 3 * 3 + col / 3;
            for (int other = 0; other < kCells; ++other) {
                const int r = other / 9, c = other % 9;
                if (other != cell && (r == row || c == col || r / 3 * 3 + c / 3 == box)) p = p | cellBoard(other);
            }
            peers[cell] = p;
        }
    }
    static const Tables& get() {
        static const Tables tables;
        return tables;
    }
};

template <class B>
class Fast9 final : public BacktrackEngine {
    friend class BacktrackEngine;  // stepNodes() drives the node functions below

    /// Everything propagation changes; copied whole when the search guesses.
    struct State {
        std::array<B, kDigits> candidates;  ///< cells where each digit can still go (a placed cell keeps its own)
        B open;                             ///< cells without a value
    };
    /// One level of the search stack: a consistent propagated state and the guess being explored in it.
    struct Level {
        State state;
        int cell = -1;            ///< branching cell (-1 when the state is solved or refuted)
        std::uint16_t untried = 0;  ///< digits of `cell` not tried yet (bit d = digit d + 1)
        std::uint16_t current = 0;  ///< digit of `cell` being explored (the last one tried)
    };

public:
    Fast9(const Grid& puzzle, const BacktrackOptions& options)
        : tables_(Tables<B>::get()),
          options_(options),
          boxLine_(options.boxLine),
          rng_(options.seed),
          puzzleValues_(puzzle.values()) {
        if (options_.solutionLimit == 0) options_.solutionLimit = 1;
        // The stack grows as the search goes deeper: most puzzles need a few levels, and a new engine per
        // puzzle (the CLI's runs) would otherwise clear all 82 levels (14 KB) for each.
        levels_.resize(1);
    }

    std::uint64_t step(std::uint64_t budget) override { return stepNodes(*this, budget); }

    bool restartOn(const Grid& puzzle) override {
        if (puzzle.order() != 3) return false;
        clearProgress();
        puzzleValues_ = puzzle.values();  // the same 81 values: copied into the vector's own memory
        rng_.reseed(options_.seed);
        depth_ = 0;  // bestState_ is replaced at the root: fewestOpen starts at -1 again
        return true;
    }

    std::vector<Value> currentValues() const override {
        if (!started_) return puzzleValues_;
        std::vector<Value> values;
        valuesInto(levels_[depth_].state, values);
        return values;
    }

    std::vector<int> guessedCells() const override {
        std::vector<int> cells;
        for (int d = 0; d < depth_; ++d) cells.push_back(levels_[d].cell);
        return cells;
    }

    int openCells() const override {
        if (!started_) {
            int open = 0;
            for (Value v : puzzleValues_) open += v == 0;
            return open;
        }
        return openCount(levels_[depth_].state);
    }

    std::vector<std::uint64_t> currentCandidates() const override {
        if (!started_) return {};
        std::vector<std::uint64_t> out(kCells);
        for (int cell = 0; cell < kCells; ++cell) out[cell] = digitsOf(levels_[depth_].state, cell);
        return out;
    }

    std::vector<PathDecision> pathDecisions() const override {
        std::vector<PathDecision> path;
        if (!started_) return path;
        // As the general engine: from the deepest level up, a level's explored value is refuted when the
        // level below was refuted by propagation or had every value refuted.
        bool belowRefuted = levels_[depth_].cell < 0 && openCount(levels_[depth_].state) > 0;
        for (int d = depth_ - 1; d >= 0; --d) {
            const Level& level = levels_[d];
            const std::uint64_t tried = digitsOf(level.state, level.cell) & ~std::uint64_t{level.untried};
            std::uint64_t refuted = tried & ~std::uint64_t{level.current};
            if (belowRefuted) refuted |= level.current;
            const bool allRefuted = belowRefuted && level.untried == 0 && d > 0;
            path.push_back({level.cell, belowRefuted ? Value{0} : lowestValue(level.current), allRefuted ? 0 : refuted});
            belowRefuted = allRefuted;
        }
        std::reverse(path.begin(), path.end());
        return path;
    }

private:
    /// True when `board` holds `cell` (one AND and a register test: reading a lane by a computed index
    /// would store the register to memory first).
    bool has(const B& board, int cell) const { return !(board & tables_.bit[cell]).empty(); }
    static int openCount(const State& s) {
        return std::popcount(s.open.lane(0)) + std::popcount(s.open.lane(1)) + std::popcount(s.open.lane(2));
    }
    /// The digits whose board differs from `seen` (bit d = digit d + 1), tested without a branch per
    /// board: which boards changed is data, and a branch on each mispredicts often.
    static std::uint32_t changedDigits(const State& s, const std::array<B, kDigits>& seen) {
        std::uint32_t changed = 0;
        for (int d = 0; d < kDigits; ++d) changed |= std::uint32_t{!(s.candidates[d] ^ seen[d]).empty()} << d;
        return changed;
    }
    /// The digits a cell can still take (bit d = digit d + 1; a placed cell: its own).
    static std::uint64_t digitsOf(const State& s, int cell) { return digitsAt(s, cell / 27, cell % 27); }
    /// digitsOf for the cell at bit `bit` of lane `lane`: one bit read per board, without a branch (the
    /// state is in memory, so a lane is one load; a test per board mispredicts on most cells).
    static std::uint32_t digitsAt(const State& s, int lane, int bit) {
        std::uint32_t digits = 0;
        for (int d = 0; d < kDigits; ++d) digits |= ((s.candidates[d].lane(lane) >> bit) & 1u) << d;
        return digits;
    }
    /// The placed cells' values (0 = open): digit by digit over its placed cells (a placed cell keeps only
    /// its own digit), 81 bit visits instead of 9 tests per cell.
    void valuesInto(const State& s, std::vector<Value>& values) const {
        values.assign(kCells, 0);  // no allocation when `values` already held a grid
        for (int d = 0; d < kDigits; ++d) {
            const B placed = andNot(s.candidates[d], s.open);
            for (int lane = 0; lane < 3; ++lane)
                for (std::uint32_t bits = placed.lane(lane); bits != 0; bits &= bits - 1)
                    values[static_cast<std::size_t>(lane * 27 + std::countr_zero(bits))] = static_cast<Value>(d + 1);
        }
    }

    void bestStateValuesInto(std::vector<Value>& values) const override { valuesInto(bestState_, values); }

    /// Keeps the state with the fewest open cells seen (a refuted one too: its placed values never clash).
    void noteBest(const State& s) {
        const int open = openCount(s);
        if (open < stats_.fewestOpen || stats_.fewestOpen < 0) {
            stats_.fewestOpen = open;
            copyInline(bestState_, s);
            bestStale_ = true;
        }
    }

    /// Puts digit `d` in `cell` (an open cell that can take it): the cell leaves every other digit's board
    /// and the open cells, its peers leave digit d's board.
    void place(State& s, int cell, int d) const {
        const B bit = tables_.bit[cell];
        for (B& board : s.candidates) board = andNot(board, bit);
        s.candidates[d] = andNot(s.candidates[d], tables_.peers[cell]) | bit;
        s.open = andNot(s.open, bit);
    }

    /// Node 1: places the givens and propagates; an unsolvable puzzle ends the search here.
    void rootNode() {
        State& s = levels_[0].state;
        s.candidates.fill(tables_.full);
        s.open = tables_.full;
        bool ok = true;
        for (int cell = 0; cell < kCells && ok; ++cell) {
            const Value v = puzzleValues_[cell];
            if (v == 0) continue;
            // A given whose digit a peer given already took: conflicting givens, hence no solution.
            ok = has(s.candidates[v - 1], cell);
            if (ok) place(s, cell, v - 1);
        }
        if (ok) {
            std::array<B, kDigits> unchecked;
            unchecked.fill(B::splat(~0u));  // no board looks like this: every digit gets scanned
            ok = propagate(s, unchecked);
        }
        noteBest(s);
        if (!ok) {
            levels_[0].cell = -1;
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
            if (options_.moveLog) options_.moveLog->push({MoveKind::Clear, levels_[depth_].cell, -1, 0, stats_.nodes});
        }
        stats_.depth = depth_;
        return true;
    }

    std::uint16_t pickValue(std::uint16_t untried) {
        if (options_.valueOrder == ValueOrder::Random) {
            std::uint32_t skip = rng_.below(static_cast<std::uint32_t>(std::popcount(untried)));
            for (; skip > 0; --skip) untried = static_cast<std::uint16_t>(untried & (untried - 1));
        }
        return static_cast<std::uint16_t>(untried & -untried);
    }

    /// One node: the next value of the deepest branching cell, in a copy of its state, propagated.
    void tryNextValue() {
        if (static_cast<std::size_t>(depth_) + 1 == levels_.size()) levels_.emplace_back();  // before the references
        Level& parent = levels_[depth_];
        const std::uint16_t bit = pickValue(parent.untried);
        parent.untried = static_cast<std::uint16_t>(parent.untried ^ bit);
        parent.current = bit;
        const int cell = parent.cell;
        Level& child = levels_[depth_ + 1];
        copyInline(child.state, parent.state);
        ++depth_;
        stats_.depth = depth_;
        if (depth_ > stats_.maxDepth) stats_.maxDepth = depth_;
        const int digit = std::countr_zero(bit);
        if (options_.moveLog) options_.moveLog->push({MoveKind::Assign, cell, -1, static_cast<Value>(digit + 1), stats_.nodes});
        place(child.state, cell, digit);
        const bool ok = propagate(child.state, parent.state.candidates);
        noteBest(child.state);
        if (!ok) {
            ++stats_.deadEnds;
            child.cell = -1;
            child.untried = 0;
            return;
        }
        expand(child);
    }

    /// Naked and hidden singles to a fixed point; false on a contradiction (a cell with no digit left, or
    /// a unit where a digit has no place left). `parentBoards` holds each digit's board as its units were last
    /// scanned with nothing to find (the parent's fixed point): a board still equal to it cannot hold a
    /// new hidden single or an emptied unit, so its scan is skipped. Comparing boards once per pass is
    /// cheaper than noting at every placement which boards it changed.
    bool propagate(State& s, const std::array<B, kDigits>& parentBoards) {
        std::array<B, kDigits> scanned, lined;  // lined: the same skip for the box-line rules
        copyInline(scanned, parentBoards);
        copyInline(lined, parentBoards);
        for (;;) {
            B once = B::splat(0), twice = B::splat(0);
            for (const B& board : s.candidates) {
                twice = twice | (once & board);
                once = once | board;
            }
            if (!andNot(s.open, once).empty()) return false;
            const B singles = andNot(s.open & once, twice);
            if (!singles.empty()) {
                if (!placeNakedSingles(s, singles)) return false;
                continue;
            }
            if (s.open.empty()) return true;
            const int placed = placeHiddenSingles(s, scanned);
            if (placed < 0) return false;
            if (placed > 0) continue;
            if (!boxLine_ || !applyBoxLine(s, lined)) return true;
        }
    }

    /// Pointing and claiming (box-line) on every digit whose board changed since `lined`; true when a
    /// candidate was removed. Only once singles are at their fixed point (they are cheaper); a removal
    /// that empties a unit or a cell is found by the singles' checks that follow.
    bool applyBoxLine(State& s, std::array<B, kDigits>& lined) {
        std::uint64_t removed = 0;
        for (std::uint32_t changed = changedDigits(s, lined); changed != 0; changed &= changed - 1) {
            const int d = std::countr_zero(changed);
            // The board as examined: a removal can confine the digit anew, so a changed board is examined
            // again in the next pass.
            lined[d] = s.candidates[d];
            const B gone = boxLineCells(s.candidates[d]);
            if (gone.empty()) continue;
            s.candidates[d] = andNot(s.candidates[d], gone);
            removed += static_cast<std::uint64_t>(std::popcount(gone.lane(0)) + std::popcount(gone.lane(1)) +
                                                  std::popcount(gone.lane(2)));
        }
        stats_.boxLineRemovals += removed;
        return removed > 0;
    }

    /// The cells of one digit's board that pointing and claiming remove. Rows and boxes work on the
    /// minirows (a row's three cells in one box) of each band, lane-wise: a box whose digit lies in one
    /// minirow (pointing) clears the rest of that row, a row whose digit lies in one minirow (claiming)
    /// clears the rest of that box. Columns and boxes work on the minicolumns, across the three lanes.
    /// A placed cell never loses its digit: its peers hold none, so no unit of it is confined elsewhere.
    B boxLineCells(const B& w) const {
        const B flags = (w | (w >> 1) | (w >> 2)) & B::splat(kMiniRows);  // non-empty minirows
        const B rowConfined = andNot(flags, othersInRow(flags));          // the row's only minirow
        const B boxConfined = andNot(flags, othersInBand(flags));         // the box's only row
        const B clear = othersInRow(boxConfined) | othersInBand(rowConfined);
        // Minicolumns: a band's three rows folded, one flag per column; each lane meets the other two
        // bands by rotation (lane 3 stays empty).
        const B folded = (w | (w >> 9) | (w >> 18)) & B::splat(kRow);
        const B folded1 = folded.rotateBands(), folded2 = folded1.rotateBands();
        const B stack = andNot(folded, othersInStack(folded));  // the box's only column
        const B column = andNot(folded, folded1 | folded2);     // the column's only box
        const B stack1 = stack.rotateBands();
        const B v = stack1 | stack1.rotateBands() | othersInStack(column);
        const B vertical = toThreeRows(v);
        return w & (clear | (clear << 1).opaque() | (clear << 2).opaque() | vertical);
    }

    /// The cells of every row, column and box that holds a cell of `cells`; `clash` gains a bit when two
    /// of them share a unit. Lane-wise, without a loop over the cells: rows are 9-bit fields, a band's
    /// boxes its three rows folded into 3-bit column groups, columns the three lanes folded.
    B unitsOf(const B& cells, B& clash) const {
        const B rowLow = B::splat(kRowLow8), rowHigh = B::splat(kRowHigh);
        const B present = ((((cells & rowLow) + rowLow) | cells) & rowHigh) >> 8;  // bit 0 of each non-empty row
        const B rowFill = fillFields(present, 9);
        const B row = B::splat(kRow), groups = B::splat(kGroupOnes);
        const B a = cells & row, b = (cells >> 9) & row, c = (cells >> 18) & row;
        const B seen = a | b | c;
        const B boxes = (seen | (seen >> 1) | (seen >> 2)) & groups;  // bit 0 of each non-empty box
        // Two cells in a row, in a column of the band, or in two columns of a box (subtracting a
        // non-empty field's lowest bit never borrows from the next field).
        clash = clash | (cells & (cells - present)) | (a & b) | (c & (a | b)) | (seen & (seen - boxes));
        // Columns: each lane meets the other two bands by rotation (lane 3 stays empty).
        const B seen1 = seen.rotateBands(), seen2 = seen1.rotateBands();
        clash = clash | (seen & (seen1 | seen2));
        const B columns = seen | seen1 | seen2;
        return rowFill | toThreeRows(fillFields(boxes, 3)) | toThreeRows(columns);
    }

    /// Places every open cell of `singles` (one digit left each). The peers each digit's cells reach are
    /// gathered first, then every board is updated once: a cell of `singles` leaves all boards but its own
    /// digit's, and its peers leave its digit's board (one pass over the nine boards instead of one per
    /// digit placed). False if two of them share a unit (they want the same digit: one of them is left
    /// with nothing); that rarer case is left to placeNakedSinglesInOrder, which stops where the general
    /// engine stops, so the counters and the dead end's state are the same.
    bool placeNakedSingles(State& s, B singles) {
        // Written and read only for the digits of the singles (no zeroing: a wasm build would call memset).
        std::array<B, kDigits> mine, reach;
        B clash = B::splat(0);
        std::uint32_t digits = 0;  // the digits of the singles, found without a branch per digit
        for (int d = 0; d < kDigits; ++d) digits |= std::uint32_t{!(singles & s.candidates[d]).empty()} << d;
        for (std::uint32_t left = digits; left != 0; left &= left - 1) {
            const int d = std::countr_zero(left);
            mine[d] = singles & s.candidates[d];
            reach[d] = unitsOf(mine[d], clash);
        }
        if (!clash.empty()) return placeNakedSinglesInOrder(s, singles);
        for (B& board : s.candidates) board = andNot(board, singles);
        for (std::uint32_t left = digits; left != 0; left &= left - 1) {
            const int d = std::countr_zero(left);
            s.candidates[d] = andNot(s.candidates[d], reach[d]) | mine[d];  // its own cells back
        }
        s.open = andNot(s.open, singles);
        stats_.nakedSingles += static_cast<std::uint64_t>(
            std::popcount(singles.lane(0)) + std::popcount(singles.lane(1)) + std::popcount(singles.lane(2)));
        return true;
    }

    /// placeNakedSingles a digit and a cell at a time, stopping at the first cell whose digit a peer of
    /// `singles` takes: the general engine's order, for the dead ends.
    bool placeNakedSinglesInOrder(State& s, B singles) {
        // Counted in a local: a counter in the engine's memory is a load and a store per cell, which the
        // compiler cannot keep in a register across the stores to the state.
        std::uint64_t found = 0;
        for (int d = 0; d < kDigits; ++d) {
            const B mine = singles & s.candidates[d];
            if (mine.empty()) continue;
            B reach = B::splat(0);
            for (int lane = 0; lane < 3; ++lane)
                for (std::uint32_t bits = mine.lane(lane); bits != 0; bits &= bits - 1) {
                    const B& peers = tables_.peers[lane * 27 + std::countr_zero(bits)];
                    if (!(peers & mine).empty()) {
                        stats_.nakedSingles += found;
                        return false;
                    }
                    reach = reach | peers;
                    ++found;
                }
            for (B& board : s.candidates) board = andNot(board, mine);
            s.candidates[d] = andNot(s.candidates[d], reach) | mine;
            s.open = andNot(s.open, mine);
        }
        stats_.nakedSingles += found;
        return true;
    }

    /// The cells of `board` (one digit's) alone in their row, box or column; sets `empty` when a unit
    /// has no cell for the digit. Lane 3 is padded to look full so that it never reports anything.
    B loneCells(const B& board, bool& empty) const {
        const B w = board | tables_.pad;
        const B rowLow = B::splat(kRowLow8), rowHigh = B::splat(kRowHigh);
        // Rows: a 9-bit field is non-empty when adding 0xFF to its low 8 bits carries into bit 8 (or bit 8
        // is set); with every field non-empty, w & (w - 1 per field) clears each field's lowest bit
        // without borrowing across fields, and a field left empty held one cell.
        const B rowsPresent = (((w & rowLow) + rowLow) | w) & rowHigh;
        const B multi = w & (w - B::splat(kRowOnes));
        const B rowSingle = andNot(rowHigh, ((multi & rowLow) + rowLow) | multi) >> 8;
        B lone = fillFields(rowSingle, 9);
        // Boxes: fold the band's three rows into per-column "seen" and "seen twice" fields; a box (3
        // columns) holds one cell when exactly one column is seen, once.
        const B row = B::splat(kRow), groups = B::splat(kGroupOnes);
        const B a = w & row, b = (w >> 9) & row, c = (w >> 18) & row;
        const B seen = a | b | c;
        const B seenTwice = (a & b) | (c & (a | b));
        const B boxesPresent = (seen | (seen >> 1) | (seen >> 2)) & groups;
        const B crowded = (seen & (seen - groups)) | seenTwice;  // valid once every box is non-empty
        const B boxSingle = andNot(groups, (crowded | (crowded >> 1) | (crowded >> 2)) & groups);
        lone = lone | toThreeRows(fillFields(boxSingle, 3));
        // Columns: across the three bands (lanes), each lane meeting the other two by rotation; every lane
        // gets the same column fields (lane 3, padded, the band's own: full and single).
        const B seen1 = seen.rotateBands(), seen2 = seen1.rotateBands();
        const B twice1 = seenTwice.rotateBands();
        const B colSeen = seen | seen1 | seen2;
        const B colTwice = seenTwice | twice1 | twice1.rotateBands() | (seen & seen1) | ((seen | seen1) & seen2);
        const B colSingle = andNot(colSeen, colTwice);
        lone = lone | toThreeRows(colSingle);
        empty = !(rowsPresent ^ rowHigh).empty() || !(boxesPresent ^ groups).empty() || !(colSeen ^ row).empty();
        return board & lone;
    }

    /// Places every hidden single (a digit with one place left in a unit); returns how many were placed,
    /// or -1 on a contradiction. A hidden single that an earlier one of the same pass took away is left:
    /// its unit is then empty for that digit, which the next pass reports.
    int placeHiddenSingles(State& s, std::array<B, kDigits>& scanned) {
        int placed = 0;
        for (std::uint32_t changed = changedDigits(s, scanned); changed != 0; changed &= changed - 1) {
            const int d = std::countr_zero(changed);
            scanned[d] = s.candidates[d];
            bool empty = false;
            const B hidden = loneCells(s.candidates[d], empty) & s.open;
            if (empty) {
                stats_.hiddenSingles += static_cast<std::uint64_t>(placed);
                return -1;
            }
            if (hidden.empty()) continue;
            placed += placeDigitCells(s, d, hidden);
            // The placed cells left the later digits' boards too: those that now differ are scanned in
            // this pass, as a test per digit in order would.
            changed = changed | (changedDigits(s, scanned) & ~((2u << d) - 1));
        }
        stats_.hiddenSingles += static_cast<std::uint64_t>(placed);
        return placed;
    }

    /// Places digit `d` in the open cells `cells` (each alone in some unit for d); returns how many
    /// were placed. All at once when no two share a unit; otherwise one at a time, in reading order,
    /// the first of two in a unit taking the other's place.
    int placeDigitCells(State& s, int d, const B& cells) {
        B clash = B::splat(0);
        const B units = unitsOf(cells, clash);
        if (clash.empty()) {
            for (B& board : s.candidates) board = andNot(board, cells);
            s.candidates[d] = andNot(s.candidates[d], units) | cells;
            s.open = andNot(s.open, cells);
            return std::popcount(cells.lane(0)) + std::popcount(cells.lane(1)) + std::popcount(cells.lane(2));
        }
        int placed = 0;
        for (int lane = 0; lane < 3; ++lane)
            for (std::uint32_t bits = cells.lane(lane); bits != 0; bits &= bits - 1) {
                const int cell = lane * 27 + std::countr_zero(bits);
                if (!has(s.candidates[d], cell)) continue;
                place(s, cell, d);
                ++placed;
            }
        return placed;
    }

    /// After a successful propagation: record a solution, or choose the branching cell.
    void expand(Level& level) {
        const State& s = level.state;
        if (s.open.empty()) {
            level.cell = -1;
            level.untried = 0;
            solutionFound(s);
            return;
        }
        level.cell = branchingCell(s);
        level.untried = static_cast<std::uint16_t>(digitsOf(s, level.cell));
        ++stats_.branchings;
    }

    /// Among the open cells with the fewest candidates (two, unless there is no such cell: propagation
    /// leaves none with fewer), the one whose candidates occur in the most open peers, first in reading
    /// order on ties: the general engine's rule (a guess there removes values from the most cells).
    int branchingCell(const State& s) const {
        B once = B::splat(0), twice = B::splat(0), thrice = B::splat(0);
        for (const B& board : s.candidates) {
            thrice = thrice | (twice & board);
            twice = twice | (once & board);
            once = once | board;
        }
        const B pairs = andNot(twice, thrice) & s.open;
        int best = -1, bestScore = -1;
        for (int lane = 0; lane < 3; ++lane)
            for (std::uint32_t bits = pairs.lane(lane); bits != 0; bits &= bits - 1) {
                const int cell = lane * 27 + std::countr_zero(bits);
                const int score = sharingPeers(s, cell, digitsAt(s, lane, std::countr_zero(bits)));
                if (score > bestScore) {
                    bestScore = score;
                    best = cell;
                }
            }
        if (best >= 0) return best;
        int bestCount = kDigits + 1;
        for (int lane = 0; lane < 3; ++lane)
            for (std::uint32_t bits = s.open.lane(lane); bits != 0; bits &= bits - 1) {
                const int cell = lane * 27 + std::countr_zero(bits);
                const std::uint32_t digits = digitsAt(s, lane, std::countr_zero(bits));
                const int count = std::popcount(digits);
                if (count > bestCount) continue;
                const int score = sharingPeers(s, cell, digits);
                if (count < bestCount || score > bestScore) {
                    bestCount = count;
                    bestScore = score;
                    best = cell;
                }
            }
        return best;
    }

    /// Open peers of a cell with candidates `digits` that hold one of them.
    int sharingPeers(const State& s, int cell, std::uint32_t digits) const {
        B sharing = B::splat(0);
        for (; digits != 0; digits &= digits - 1) sharing = sharing | s.candidates[std::countr_zero(digits)];
        sharing = sharing & s.open & tables_.peers[cell];
        return std::popcount(sharing.lane(0)) + std::popcount(sharing.lane(1)) + std::popcount(sharing.lane(2));
    }

    void solutionFound(const State& s) {
        ++stats_.solutions;
        if (stats_.solutions == 1) {
            valuesInto(s, firstSolution_);
            firstSolutionGuesses_.clear();
            for (int d = 0; d < depth_; ++d) firstSolutionGuesses_.push_back(levels_[d].cell);
        }
        if (stats_.solutions >= options_.solutionLimit) {
            finished_ = true;
            // The limit can coincide with the end of the tree; then the count is still exact.
            exhausted_ = true;
            for (int d = 0; d < depth_; ++d)
                if (levels_[d].untried != 0) exhausted_ = false;
        }
    }

    const Tables<B>& tables_;
    BacktrackOptions options_;
    bool boxLine_;  ///< BacktrackOptions::boxLine: pointing and claiming after the singles
    Rng rng_;
    std::vector<Value> puzzleValues_;
    std::vector<Level> levels_;  ///< levels_[0..depth_]: the current path (a guess per cell at most); deeper: spare
    int depth_ = 0;
    State bestState_{};
};

}  // namespace

bool fast9Applies(const Grid& puzzle, const BacktrackOptions& options) {
    return options.fastPath && puzzle.order() == 3 && !options.hallSets && !options.unitWeights && !options.nogoods &&
           !options.randomCellTies;
}

std::unique_ptr<BacktrackEngine> makeFast9Engine(const Grid& puzzle, const BacktrackOptions& options, Fast9Kernel kernel) {
    if (kernel == Fast9Kernel::Scalar) return std::make_unique<Fast9<ScalarBoard>>(puzzle, options);
    return std::make_unique<Fast9<SimdBoard>>(puzzle, options);
}

}  // namespace sudolab::search
