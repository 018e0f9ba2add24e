// Knuth's Algorithm X with dancing links ("Dancing Links", 2000) on Sudoku as exact cover: 4·N² columns
// (each cell filled once; each value once per row, per column, per box) and N³ rows (cell, value).
// One work unit = one node = one row selected (the search descends one level).
//
// Choices written down:
// - The givens are selected before the search starts ("pre-covered"): their rows are chosen, their
//   columns covered, so the search starts from the puzzle's own sub-problem and they count as no node.
// - Column choice is Knuth's S heuristic: the uncovered column with the fewest rows, the first in
//   column order on ties; the scan stops early at a column with at most one row.
// - The search is iterative (chosen rows kept in an explicit array), so step(budget) can stop after any
//   node and resume exactly.
// - `row-order = random` inserts the rows into the columns in a seeded random order, which changes the
//   order in which a column's rows are tried (not which column is chosen).
// - A row selected from a column that had exactly one row left is drawn as propagated (it was forced).
#include <algorithm>
#include <memory>
#include <numeric>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "grid/validate.hpp"
#include "run/config_table.hpp"
#include "run/run_record.hpp"
#include "search/exact_outcome.hpp"
#include "solvers/dlx_stats.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// In which order a column's rows (its choices) are tried.
enum class RowOrder { Ascending, Random };

/// The parameters as typed values, filled from kDlxParams.
struct DlxConfig {
    std::uint64_t solutions = 0;
    RowOrder rowOrder = RowOrder::Ascending;
    std::uint64_t maxNodes = 0;
};

const ConfigTable<DlxConfig> kDlxParams = {
    integerParam<&DlxConfig::solutions>(
        "solutions", 1, 1, 1e9,
        "stop after this many solutions (2 proves or disproves uniqueness); the run is complete when the "
        "search space is exhausted first"),
    choiceParam<&DlxConfig::rowOrder>(
        "row-order", RowOrder::Ascending, {"ascending", "random"},
        "order of the rows within each column, i.e. in which order a column's choices are tried: "
        "ascending (cell, then value) or random (drawn from the seed)"),
    integerParam<&DlxConfig::maxNodes>("max-nodes", 0, 0, 1e15, "give up after this many search nodes (0 = never)"),
};

class DlxSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Grid bestGrid() const override { return bestValues_.empty() ? puzzle_ : puzzle_.withValues(bestValues_); }

private:
    void build(bool randomRows, std::uint64_t seed);
    void cover(int column);
    void uncover(int column);
    /// Covers the columns of row node r other than its own column (already covered by the caller).
    void coverRestOfRow(int r) {
        for (int j = right_[r]; j != r; j = right_[j]) cover(column_[j]);
    }
    void uncoverRestOfRow(int r) {
        for (int j = left_[r]; j != r; j = left_[j]) uncover(column_[j]);
    }
    int chooseColumn() const;
    /// Records the row just selected at level depth_ (push to the path, moves, best partial grid).
    void selected(int r, bool forced);
    void solutionFound();
    std::vector<Value> currentValues() const;
    int cellOfRow(int r) const { return rowId_[r] / size_; }
    Value valueOfRow(int r) const { return static_cast<Value>(rowId_[r] % size_ + 1); }

    Grid puzzle_;
    int size_ = 0;
    int open_ = 0;  ///< empty cells of the puzzle
    std::uint64_t solutionLimit_ = 1;
    std::uint64_t maxNodes_ = 0;

    // The matrix: node 0 is the root, nodes 1..4N² the column headers, then four nodes per row.
    std::vector<int> left_, right_, up_, down_, column_;
    std::vector<int> rowId_;       ///< per node: cell * N + value - 1 (-1 for headers)
    std::vector<int> columnSize_;  ///< per header node

    std::vector<int> path_;             ///< selected row node per level
    std::vector<std::uint8_t> forced_;  ///< per level: selected from a single-row column
    int depth_ = 0;
    bool backtracking_ = false;         ///< next action: undo the deepest row (else choose a column)
    bool finished_ = false, exhausted_ = false;

    std::vector<Value> firstSolution_;
    std::vector<std::uint8_t> firstSolutionForced_;
    std::vector<int> firstSolutionCells_;
    std::vector<Value> bestValues_;
    int bestDepth_ = -1;

    DlxStats stats_;
};

void DlxSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    puzzle_ = puzzle;
    size_ = puzzle.size();
    open_ = puzzle.cellCount() - puzzle.filledCount();
    const DlxConfig config = kDlxParams.read(params);
    solutionLimit_ = config.solutions;
    maxNodes_ = config.maxNodes;
    stats_ = DlxStats{};
    run_.start();
    depth_ = 0;
    backtracking_ = finished_ = exhausted_ = false;
    firstSolution_.clear();
    firstSolutionForced_.clear();
    firstSolutionCells_.clear();
    build(config.rowOrder == RowOrder::Random, seed);
    path_.assign(static_cast<std::size_t>(open_) + 1, 0);
    forced_.assign(path_.size(), 0);
    bestValues_ = puzzle.values();
    bestDepth_ = 0;
}

void DlxSolver::build(bool randomRows, std::uint64_t seed) {
    const Geometry& geo = puzzle_.geometry();
    const int cells = geo.cellCount;
    const int columns = 4 * cells;
    const int rows = cells * size_;
    const int nodes = 1 + columns + 4 * rows;
    left_.assign(nodes, 0);
    right_.assign(nodes, 0);
    up_.assign(nodes, 0);
    down_.assign(nodes, 0);
    column_.assign(nodes, 0);
    rowId_.assign(nodes, -1);
    columnSize_.assign(1 + columns, 0);
    for (int h = 0; h <= columns; ++h) {
        left_[h] = h == 0 ? columns : h - 1;
        right_[h] = h == columns ? 0 : h + 1;
        up_[h] = down_[h] = column_[h] = h;
    }
    std::vector<int> order(rows);
    std::iota(order.begin(), order.end(), 0);
    if (randomRows) {
        Rng rng(seed);
        rng.shuffle(order.begin(), order.end());
    }
    std::vector<int> firstNodeOfRow(rows);
    int next = columns + 1;
    for (int id : order) {
        const int cell = id / size_;
        const int v = id % size_;  // value - 1
        const int headers[4] = {1 + cell, 1 + cells + geo.rowOf(cell) * size_ + v,
                                1 + 2 * cells + geo.columnOf(cell) * size_ + v,
                                1 + 3 * cells + geo.boxOf(cell) * size_ + v};
        firstNodeOfRow[id] = next;
        for (int k = 0; k < 4; ++k) {
            const int x = next + k;
            const int h = headers[k];
            left_[x] = next + (k + 3) % 4;
            right_[x] = next + (k + 1) % 4;
            column_[x] = h;
            rowId_[x] = id;
            up_[x] = up_[h];
            down_[x] = h;
            down_[up_[h]] = x;
            up_[h] = x;
            ++columnSize_[h];
        }
        next += 4;
    }
    // Pre-cover the givens (no conflicts, checked in reset, so each given's row is still present).
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle_.at(cell) == 0) continue;
        const int r = firstNodeOfRow[cell * size_ + puzzle_.at(cell) - 1];
        cover(column_[r]);
        coverRestOfRow(r);
    }
    stats_.updates = 0;  // count the search's own work only
}

void DlxSolver::cover(int c) {
    right_[left_[c]] = right_[c];
    left_[right_[c]] = left_[c];
    for (int i = down_[c]; i != c; i = down_[i])
        for (int j = right_[i]; j != i; j = right_[j]) {
            up_[down_[j]] = up_[j];
            down_[up_[j]] = down_[j];
            --columnSize_[column_[j]];
            ++stats_.updates;
        }
}

void DlxSolver::uncover(int c) {
    for (int i = up_[c]; i != c; i = up_[i])
        for (int j = left_[i]; j != i; j = left_[j]) {
            ++columnSize_[column_[j]];
            up_[down_[j]] = j;
            down_[up_[j]] = j;
        }
    right_[left_[c]] = c;
    left_[right_[c]] = c;
}

int DlxSolver::chooseColumn() const {
    int best = right_[0];
    int bestSize = columnSize_[best];
    for (int c = right_[best]; c != 0 && bestSize > 1; c = right_[c])
        if (columnSize_[c] < bestSize) {
            best = c;
            bestSize = columnSize_[c];
        }
    return best;
}

void DlxSolver::selected(int r, bool forced) {
    path_[depth_] = r;
    forced_[depth_] = forced;
    ++depth_;
    ++stats_.nodes;
    stats_.forced += forced;
    stats_.depth = depth_;
    stats_.maxDepth = std::max(stats_.maxDepth, depth_);
    run_.moves.push({MoveKind::Assign, cellOfRow(r), -1, valueOfRow(r), stats_.nodes});
    if (depth_ > bestDepth_) {
        // Deepest partial assignment so far: at most one copy per cell over the run.
        bestDepth_ = depth_;
        bestValues_ = currentValues();
    }
}

void DlxSolver::solutionFound() {
    ++stats_.solutions;
    if (stats_.solutions == 1) {
        firstSolution_ = currentValues();
        firstSolutionCells_.clear();
        for (int level = 0; level < depth_; ++level) firstSolutionCells_.push_back(cellOfRow(path_[level]));
        firstSolutionForced_.assign(forced_.begin(), forced_.begin() + depth_);
    }
    if (stats_.solutions >= solutionLimit_) {
        finished_ = true;
        // Exhausted too if no level has a row left to try.
        exhausted_ = true;
        for (int level = 0; level < depth_; ++level)
            if (down_[path_[level]] != column_[path_[level]]) exhausted_ = false;
    }
}

std::uint64_t DlxSolver::step(std::uint64_t budget) {
    if (!run_.running()) return 0;
    if (maxNodes_ > 0) budget = std::min(budget, maxNodes_ - stats_.nodes);
    std::uint64_t done = 0;
    while (done < budget && !finished_) {
        if (!backtracking_) {
            if (right_[0] == 0) {  // every column covered: a solution
                solutionFound();
                backtracking_ = true;
                continue;
            }
            const int c = chooseColumn();
            if (columnSize_[c] == 0) {
                ++stats_.deadEnds;
                backtracking_ = true;
                continue;
            }
            const bool forced = columnSize_[c] == 1;
            cover(c);
            coverRestOfRow(down_[c]);
            selected(down_[c], forced);
            ++done;
            continue;
        }
        // Undo the deepest row, then try the next row of its column (or keep backing up).
        if (depth_ == 0) {
            finished_ = exhausted_ = true;
            break;
        }
        --depth_;
        stats_.depth = depth_;
        int r = path_[depth_];
        uncoverRestOfRow(r);
        run_.moves.push({MoveKind::Clear, cellOfRow(r), -1, 0, stats_.nodes});
        const int c = column_[r];
        r = down_[r];
        if (r == c) {
            uncover(c);
            continue;
        }
        coverRestOfRow(r);
        selected(r, false);
        backtracking_ = false;
        ++done;
    }
    run_.work += done;
    const ExactOutcome outcome = exactOutcome(stats_.solutions, finished_, exhausted_,
                                              maxNodes_ > 0 && stats_.nodes >= maxNodes_, stats_.nodes);
    run_.status = outcome.status;
    run_.message = outcome.message;
    return done;
}

std::vector<Value> DlxSolver::currentValues() const {
    std::vector<Value> values = puzzle_.values();
    for (int level = 0; level < depth_; ++level) values[cellOfRow(path_[level])] = valueOfRow(path_[level]);
    return values;
}

Snapshot DlxSolver::snapshot() const {
    Snapshot snap;
    const bool showSolution = run_.status == Status::Solved;
    snap.grid = puzzle_.withValues(showSolution ? firstSolution_ : currentValues());
    snap.origin.assign(snap.grid.cellCount(), CellOrigin::Empty);
    for (int cell = 0; cell < snap.grid.cellCount(); ++cell)
        if (puzzle_.isGiven(cell)) snap.origin[cell] = CellOrigin::Given;
    const auto originOf = [](bool forced) { return forced ? CellOrigin::Propagated : CellOrigin::Search; };
    if (showSolution) {
        for (std::size_t level = 0; level < firstSolutionCells_.size(); ++level)
            snap.origin[firstSolutionCells_[level]] = originOf(firstSolutionForced_[level] != 0);
    } else {
        for (int level = 0; level < depth_; ++level) snap.origin[cellOfRow(path_[level])] = originOf(forced_[level] != 0);
    }
    snap.cost = showSolution ? 0 : open_ - depth_;
    snap.bestCost = open_ - bestDepth_;
    snap.iteration = stats_.nodes;
    run_.copyTo(snap);
    snap.solutionsFound = stats_.solutions;
    setStats(snap, stats_, kDlxStatRows);
    return snap;
}

}  // namespace

const SolverInfo& dlxInfo() {
    static const SolverInfo info{
        .id = "dlx",
        .name = "Dancing Links (Algorithm X)",
        .reference = "Knuth, Dancing Links (2000): Algorithm X on the exact-cover form of Sudoku",
        .description = "exact cover with the fewest-rows column heuristic; proves unsolvability and counts solutions",
        .workUnit = "nodes",
        .exact = true,
        .params = kDlxParams.specs(),
        .create = makeSolver<DlxSolver>,
    };
    return info;
}

}  // namespace sudolab::solvers
