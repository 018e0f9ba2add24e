// RESEDA, the restarted estimation of distribution algorithm of Maire & Prissette ("A restarted
// estimation of distribution algorithm for solving sudoku puzzles"). The model (probabilities, box
// permutation sampling, cost, elites, update) is in reseda_model.*; this file runs the restarts.
//
// One work unit = one sample drawn (a generation = `samples` units; the probability update and the
// stopping test run inside the unit that draws a generation's last sample, and setting up a new run -
// pre-computation by propagation, zone checks - inside the unit that draws the run's first sample).
// With brute force, the set-up before the first sample is itself a series of bounded units (below).
//
// Structure: an *attempt* is one run from the puzzle (the "base run") followed, if it fails, by one
// partial-restart run per candidate zone of its final best sample; when every zone has failed a new
// attempt starts from scratch (a "full restart"). The paper's Table 4 measures exactly one attempt
// per puzzle (max-attempts = 1); by default attempts continue until solved.
//
// Choices where the paper leaves room (they become the closing notes):
// - Fixed-cell pre-computation: the paper zeroes the symbols held by a given in the cell's peers.
//   precompute = givens (default) is that literal rule. With precompute = singles (our addition) the
//   fixed cells are first propagated to a fixed point (naked and hidden singles, core/propagation) and
//   the cells this fixes count as fixed too; the allowed symbols of the open cells are then the
//   propagated candidates. Every run (base, zone, brute force) is pre-computed the same way from its
//   own fixed cells, so a zone the pre-computation refutes is discarded without drawing a sample
//   (counted as "zones rejected").
// - The paper stops a run only when rho > beta. A cell whose elites keep splitting between two symbols
//   holds its largest probability near 1/2 < beta, and such a run need never stop. run-generations
//   (default 1000, about twice the longest mean run of the paper's Table 1 re-run, docs/solvers/reseda.md)
//   ends such a run as a failed one; 0 restores the paper's unbounded runs.
// - beta = 0.6, the value of all the paper's experiments (its text calls beta "close to one").
// - Sampling (reseda_model.cpp): the "cell having the highest probability" is the open cell of the box
//   whose best probability renormalised over the symbols still free in the box is highest (ties to the
//   earlier cell in reading order; cell-rank=raw / reading / random / list are the others, measured in
//   docs/solvers/reseda.md: they decide the hard puzzle's success rate); the fallback "pick the
//   remaining symbols uniformly at random" draws each remaining cell uniformly among its allowed
//   symbols still free in the box (among all its allowed symbols if none is free), so p stays 0 on the
//   symbols the givens exclude.
// - Elites: the Q1 lowest costs by insertion (the paper's first method), the earlier sample on ties.
// - The final best sample of a failed run is the lowest-cost sample of its last generation (earliest
//   on ties). Its candidate zones are those, in unit order (rows, columns, boxes; for 3 zones the
//   diagonal boxes from the top left), that hold every symbol once, keep every cell in its allowed
//   set, and have at least one cell open in the base run (fixing an already fixed zone adds nothing).
// - "3 / 9 / 27 zones" generalise to the n diagonal boxes / the N boxes / the 3N units of order n.
// - Zones come only from the base run's final sample: a zone run's own result is not reused.
// - Brute force (section 5.2): the paper enumerates the 24 admissible permutations of the top-left
//   box of AI Escargot. brute-force-box = fewest (default) takes the box with the fewest admissible
//   permutations (at least 2, at most kBruteForceCap, ties to the lowest box); top-left takes box 0
//   (the paper's), whatever its count up to the cap. Those the pre-computation refutes are dropped, the
//   rest shuffled once per reset, and attempt k fixes permutation k mod P (attempts cycle through
//   them). If no box qualifies the option has no effect (stat "brute-force permutations" = 0).
//   Setting this up is stepped work, not part of reset(): each work unit explores at most
//   kBruteForceNodesPerUnit search nodes or checks kBruteForceChecksPerUnit permutations by
//   pre-computation (stats "set-up units", "set-up nodes"); sampling starts once it is done.
// - Table 1's strategies: precompute=none with sampling=permutations ("permutations"), precompute=givens
//   with sampling=cells ("pre-computation": each open cell drawn independently from its own
//   distribution), precompute=givens with sampling=permutations ("both", the default).
// - selection=tournament (section 2.2's cheaper alternative): sample s of a generation (from 0) goes to
//   group s * Q1 / Q and each of the Q1 groups keeps its lowest-cost sample (the earlier on ties).
// - zones=none: no partial restart; a failed run is followed by a full restart (Table 3's first row
//   with max-attempts=1).
#include <algorithm>
#include <climits>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/config_table.hpp"
#include "run/run_record.hpp"
#include "solvers/reseda/reseda_brute.hpp"
#include "solvers/reseda/reseda_model.hpp"
#include "solvers/reseda/reseda_stats.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// Zones a partial restart fixes (names from 9x9): the 3 diagonal boxes, the 9 boxes, all 27 units, or none.
enum class ResedaZones { Diagonal, Boxes, Units, None };
/// Fixed-cell pre-computation: the givens' peers (the paper's), singles propagation first, or nothing.
enum class Precompute { Givens, Singles, None };
/// How a sample is drawn: each box as a permutation (the paper's), or each open cell independently.
enum class Sampling { Permutations, Cells };
/// Which samples update the probabilities: the lowest-cost ones (the paper's), or tournament winners.
enum class Selection { Truncation, Tournament };
/// The box the brute force enumerates: the one with fewest admissible permutations, or the first.
enum class BruteForceBox { Fewest, TopLeft };

/// The parameters as typed values, filled from kResedaParams.
struct ResedaConfig {
    int samples = 0, elites = 0;
    double alpha = 0, beta = 0;
    ResedaZones zones = ResedaZones::Diagonal;
    Precompute precompute = Precompute::Givens;
    Sampling sampling = Sampling::Permutations;
    BoxCellRank cellRank = BoxCellRank::Renormalised;
    Selection selection = Selection::Truncation;
    bool bruteForce = false;
    BruteForceBox bruteForceBox = BruteForceBox::Fewest;
    std::uint64_t runGenerations = 0;
    std::uint64_t maxAttempts = 0;
};

const ConfigTable<ResedaConfig> kResedaParams = {
    integerParam<&ResedaConfig::samples>("samples", 100, 2, 10000,
                                         "Q: samples drawn per generation (one work unit = one sample)"),
    integerParam<&ResedaConfig::elites>(
        "elites", 10, 1, 10000,
        "Q1: lowest-cost samples of a generation whose symbol frequencies update the probabilities (at most samples)"),
    realParam<&ResedaConfig::alpha>(
        "alpha", 0.7, 0, 1,
        "smoothing, in [0, 1): p <- alpha p + (1 - alpha) r, r = symbol frequencies among the elites (at 1 the "
        "probabilities never change)",
        ParamBounds::OpenMax),
    realParam<&ResedaConfig::beta>(
        "beta", 0.6, 0, 1,
        "a run stops when rho = min over open cells of the largest symbol probability exceeds beta, in [0, 1) "
        "(rho never exceeds 1: at 1 a run would never stop)",
        ParamBounds::OpenMax),
    choiceParam<&ResedaConfig::zones>(
        "zones", ResedaZones::Diagonal, {"3", "9", "27", "none"},
        "partial restarts fix one zone of a failed run's best sample at a time: 3 = the diagonal boxes, "
        "9 = every box, 27 = every row, column and box (names from 9x9); none = no partial restart (Table 3's "
        "first row: a failed run is followed by a full restart)"),
    choiceParam<&ResedaConfig::precompute>(
        "precompute", Precompute::Givens, {"givens", "singles", "none"},
        "fixed-cell pre-computation: givens = exclude the symbols of the givens in each cell's peers (the paper's "
        "rule), singles = first propagate the fixed cells (naked + hidden singles, our addition), none = every "
        "symbol allowed in every open cell (Table 1's permutations-only strategy)"),
    choiceParam<&ResedaConfig::sampling>(
        "sampling", Sampling::Permutations, {"permutations", "cells"},
        "permutations = draw each box as a permutation where possible (the paper's choice); cells = draw every "
        "open cell independently (Table 1's pre-computation-only strategy)"),
    choiceParam<&ResedaConfig::cellRank>(
        "cell-rank", BoxCellRank::Renormalised, {"renormalised", "raw", "reading", "random", "list"},
        "permutation sampling: the box's next cell to draw is the one whose best probability, renormalised over "
        "the symbols still free, is highest (renormalised, our reading of the paper), whose raw best probability "
        "is highest (raw), the next in reading order (reading), a uniformly drawn one (random), or the first "
        "open cell and then the others in reverse reading order (list); docs/solvers/reseda.md measures them"),
    choiceParam<&ResedaConfig::selection>(
        "selection", Selection::Truncation, {"truncation", "tournament"},
        "truncation = the Q1 lowest-cost samples (the paper's choice); tournament = the best of each of Q1 "
        "consecutive groups of Q/Q1 samples (section 2.2's cheaper alternative)"),
    flagParam<&ResedaConfig::bruteForce>(
        "brute-force", false,
        "section 5.2: fix each admissible permutation of a box in turn, one per attempt (box: brute-force-box)"),
    choiceParam<&ResedaConfig::bruteForceBox>("brute-force-box", BruteForceBox::Fewest, {"fewest", "top-left"},
                                              "brute-force=on only: the box brute force enumerates: fewest = the box "
                                              "with fewest admissible permutations (at least 2); "
                                              "top-left = the first box, as the paper does on AI Escargot"),
    integerParam<&ResedaConfig::runGenerations>(
        "run-generations", 1000, 0, 1e9,
        "ends a run that has not reached rho > beta after this many generations, as a failed run (0 = never); "
        "a cell whose elites keep splitting between two symbols can hold rho below beta indefinitely"),
    integerParam<&ResedaConfig::maxAttempts>(
        "max-attempts", 0, 0, 1e9,
        "give up after this many attempts (base run + its partial restarts); 1 = the paper's Table 4, 0 = never"),
};

/// Declared with the table: the elites are a subset of a generation's samples; the brute-force box is
/// chosen only when brute force runs, and the cell rank only when boxes are drawn as permutations (refused
/// otherwise, not silently ignored).
const std::vector<ParamRule> kResedaRules = {
    {"elites", "samples"},
    {.lesser = "brute-force-box", .greater = "brute-force", .onlyWhen = "on"},
    {.lesser = "cell-rank", .greater = "sampling", .onlyWhen = "permutations"},
};

constexpr std::size_t kBruteForceCap = 1000;
/// Permutations the brute-force set-up checks by pre-computation per work unit.
constexpr std::size_t kBruteForceChecksPerUnit = 8;

/// Where the stepped brute-force set-up stands.
enum class Setup { Done, Counting, Collecting, Filtering };

/// Fixed cells and allowed symbols of one run, from pre-computing its fixed cells.
struct RunStart {
    bool contradiction = false;
    std::string reason;
    int propagated = 0;
    std::vector<Value> fixed;
    std::vector<Candidates> allowed;
};

class ResedaSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Grid bestGrid() const override { return puzzle_.withValues(bestValues_); }

private:
    void readParams(const ParamSet& params);
    /// Pre-computation of a run whose fixed cells are the non-zero `values`.
    RunStart precompute(const std::vector<Value>& values) const;
    /// Starts the stepped brute-force set-up (counting the permutations of the first box to consider).
    void beginBruteForceSetup();
    /// One bounded slice of the set-up: counting a box, collecting the chosen box's permutations, or
    /// checking a few of them by pre-computation; the last slice may end the run as Failed.
    void advanceBruteForceSetup();
    /// Starts counting (or collecting) the admissible permutations of a box; false if it has no open cell.
    bool startEnumeration(int box, bool keep);
    /// Set-up finished: shuffle the surviving permutations (or fail when none survived).
    void finishBruteForceSetup();
    /// Starts the next zone run or the next attempt; may end the solve (solved by pre-computation, gave up).
    void beginNextRun();
    /// Makes `start` the current run; returns false if it has no open cell and is not a solution.
    bool startRun(const RunStart& start, int zone);
    void drawSample();
    void endGeneration();
    /// Zones of the base run's final best sample worth fixing, in unit order.
    std::vector<int> candidateZones(const std::vector<Value>& sample) const;
    void finishSolved(const std::vector<Value>& values, std::string how);
    std::string runName() const;

    Grid puzzle_;
    const Geometry* geo_ = nullptr;
    int cells_ = 0;
    int samplesPerGeneration_ = 100, elitesPerGeneration_ = 10;
    double alpha_ = 0.7, beta_ = 0.6;
    ResedaZones zones_ = ResedaZones::Diagonal;
    bool propagateSingles_ = false, precomputeNone_ = false, bruteForce_ = false, bruteTopLeft_ = false;
    bool sampleCells_ = false, tournament_ = false;
    std::uint64_t maxAttempts_ = 0;
    std::uint64_t runGenerationCap_ = 1000;
    Rng rng_;

    RunStart base_;                         ///< pre-computation of the givens alone
    std::vector<int> bruteCells_;           ///< open cells of the brute-force box, reading order
    std::vector<std::vector<Value>> brutePermutations_;  ///< values for bruteCells_, surviving propagation
    Setup setup_ = Setup::Done;
    PermutationEnumerator enumerator_;
    int setupBox_ = 0;                      ///< box being counted
    std::vector<int> setupCells_;           ///< its open cells, reading order
    std::size_t setupBestCount_ = 0;        ///< fewest admissible permutations of a box so far
    std::size_t setupChecked_ = 0;          ///< collected permutations checked by pre-computation

    EdaModel model_;
    EliteSet elites_;
    bool runActive_ = false;
    int runZone_ = -1;                      ///< unit fixed by the current run, -1 for a base run
    std::uint64_t runGenerations_ = 0;
    std::vector<CellOrigin> runOrigin_;
    std::vector<Value> attemptValues_;      ///< fixed values of the attempt's base run before pre-computation
    std::vector<Value> anchor_;             ///< final best sample of the attempt's base run
    std::vector<int> zoneQueue_;
    std::size_t zoneNext_ = 0;

    std::vector<Value> sample_;
    int samplesInGeneration_ = 0;
    std::vector<Value> shown_;              ///< best sample of the generation in progress (or last)
    int shownCost_ = 0;
    int generationBestCost_ = INT_MAX;
    std::vector<Value> bestValues_;
    int bestCost_ = INT_MAX;

    ResedaStats stats_;
};

void ResedaSolver::readParams(const ParamSet& params) {
    const ResedaConfig config = kResedaParams.read(params);
    samplesPerGeneration_ = config.samples;
    elitesPerGeneration_ = config.elites;
    alpha_ = config.alpha;
    beta_ = config.beta;
    zones_ = config.zones;
    propagateSingles_ = config.precompute == Precompute::Singles;
    precomputeNone_ = config.precompute == Precompute::None;
    sampleCells_ = config.sampling == Sampling::Cells;
    model_.setBoxCellRank(config.cellRank);
    tournament_ = config.selection == Selection::Tournament;
    bruteForce_ = config.bruteForce;
    bruteTopLeft_ = config.bruteForceBox == BruteForceBox::TopLeft;
    maxAttempts_ = config.maxAttempts;
    runGenerationCap_ = config.runGenerations;
    checkParamRules(params, kResedaRules);  // callers validate up front; a direct reset is checked too
}

void ResedaSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    readParams(params);
    requireNoConflictingGivens(puzzle);
    rng_.reseed(seed);
    puzzle_ = puzzle;
    geo_ = &puzzle.geometry();
    cells_ = puzzle.cellCount();
    stats_ = ResedaStats{};
    run_.start();
    runActive_ = false;
    runZone_ = -1;
    runGenerations_ = 0;
    zoneQueue_.clear();
    zoneNext_ = 0;
    samplesInGeneration_ = 0;
    generationBestCost_ = bestCost_ = INT_MAX;
    bruteCells_.clear();
    brutePermutations_.clear();
    setup_ = Setup::Done;
    elites_.reset(elitesPerGeneration_, cells_, tournament_ ? samplesPerGeneration_ : 0);

    base_ = precompute(puzzle.values());
    stats_.initialPropagationFixes = base_.propagated;
    shown_ = bestValues_ = base_.fixed;
    shownCost_ = bestCost_ = missingSymbolCount(*geo_, shown_);
    runOrigin_.assign(cells_, CellOrigin::Empty);
    for (int cell = 0; cell < cells_; ++cell)
        if (base_.fixed[cell] != 0) runOrigin_[cell] = puzzle.isGiven(cell) ? CellOrigin::Given : CellOrigin::Propagated;
    if (base_.contradiction) {
        run_.finish(Status::Failed, "the puzzle has no solution (pre-computing the givens: " + base_.reason + ")");
        return;
    }
    stats_.openCells = static_cast<int>(std::count(base_.fixed.begin(), base_.fixed.end(), Value{0}));
    if (stats_.openCells == 0) {
        finishSolved(base_.fixed, "solved by pre-computing the givens");
        return;
    }
    if (bruteForce_) beginBruteForceSetup();
}

RunStart ResedaSolver::precompute(const std::vector<Value>& values) const {
    RunStart start;
    CandidateGrid grid(Grid::fromValues(puzzle_.order(), values));
    if (propagateSingles_) {
        const PropagationResult result = propagate(grid);
        start.contradiction = result.contradiction;
        start.reason = result.reason;
        start.propagated = result.fixedCells;
    }
    start.fixed.assign(cells_, 0);
    start.allowed.assign(cells_, 0);
    if (precomputeNone_) {
        // Table 1's permutations-only strategy: no exclusion, every symbol allowed in every open cell.
        for (int cell = 0; cell < cells_; ++cell) {
            start.fixed[cell] = values[cell];
            start.allowed[cell] = values[cell] != 0 ? bitOf(values[cell]) : allValues(geo_->size);
        }
        return start;
    }
    for (int cell = 0; cell < cells_ && !start.contradiction; ++cell) {
        start.fixed[cell] = grid.value(cell);
        start.allowed[cell] = grid.candidates(cell);
        if (start.allowed[cell] == 0) {
            start.contradiction = true;
            start.reason = "no value left for " + geo_->cellName(cell);
        }
    }
    return start;
}

void ResedaSolver::beginBruteForceSetup() {
    setupBestCount_ = kBruteForceCap + 1;
    setup_ = Setup::Counting;
    // Top-left: only box 0 is considered. Fewest: every box with an open cell, in order.
    for (setupBox_ = 0; setupBox_ < geo_->size; ++setupBox_) {
        if (startEnumeration(setupBox_, false)) return;
        if (bruteTopLeft_) break;
    }
    setup_ = Setup::Done;  // no box with an open cell: the option has no effect
}

bool ResedaSolver::startEnumeration(int box, bool keep) {
    setupCells_.clear();
    Candidates used = 0;
    for (int cell : geo_->units[2 * geo_->size + box]) {
        if (base_.fixed[cell] == 0)
            setupCells_.push_back(cell);
        else
            used |= bitOf(base_.fixed[cell]);
    }
    if (setupCells_.empty()) return false;
    std::vector<Candidates> allowed;
    for (int cell : setupCells_) allowed.push_back(base_.allowed[cell]);
    enumerator_.start(std::move(allowed), used, kBruteForceCap, keep);
    return true;
}

void ResedaSolver::advanceBruteForceSetup() {
    ++stats_.setupUnits;
    if (setup_ == Setup::Counting || setup_ == Setup::Collecting) {
        stats_.setupNodes += enumerator_.advance(kBruteForceNodesPerUnit);
        if (!enumerator_.done()) return;
    }
    if (setup_ == Setup::Counting) {
        const std::size_t count = enumerator_.found();
        // Fewest: at least 2 (one permutation adds nothing to try). Top-left: the paper's box, any count
        // up to the cap (0 means the givens leave that box no admissible filling).
        const bool better = bruteTopLeft_ ? count <= kBruteForceCap : count >= 2 && count < setupBestCount_;
        if (better) {
            setupBestCount_ = count;
            bruteCells_ = setupCells_;
            stats_.bruteForceBox = setupBox_;
        }
        while (!bruteTopLeft_ && ++setupBox_ < geo_->size)
            if (startEnumeration(setupBox_, false)) return;
        if (bruteCells_.empty()) {
            setup_ = Setup::Done;  // no box qualifies: the option has no effect
            return;
        }
        startEnumeration(stats_.bruteForceBox, true);
        setup_ = Setup::Collecting;
        return;
    }
    if (setup_ == Setup::Collecting) {
        setup_ = Setup::Filtering;
        setupChecked_ = 0;
        return;
    }
    // Filtering: a few permutations per unit, each refuted or kept by the pre-computation.
    const std::vector<std::vector<Value>>& all = enumerator_.kept();
    for (std::size_t k = 0; k < kBruteForceChecksPerUnit && setupChecked_ < all.size(); ++k, ++setupChecked_) {
        std::vector<Value> values = puzzle_.values();
        for (std::size_t i = 0; i < bruteCells_.size(); ++i) values[bruteCells_[i]] = all[setupChecked_][i];
        if (!precompute(values).contradiction) brutePermutations_.push_back(all[setupChecked_]);
    }
    if (setupChecked_ == all.size()) finishBruteForceSetup();
}

void ResedaSolver::finishBruteForceSetup() {
    setup_ = Setup::Done;
    rng_.shuffle(brutePermutations_.begin(), brutePermutations_.end());
    stats_.bruteForcePermutations = static_cast<int>(brutePermutations_.size());
    if (brutePermutations_.empty()) {
        // The enumeration was complete (count <= cap) and every admissible permutation (if any) is refuted.
        const std::string box = geo_->unitName(2 * geo_->size + stats_.bruteForceBox);
        run_.finish(Status::Failed, enumerator_.found() == 0
                                        ? "the puzzle has no solution (the givens leave " + box + " no admissible filling)"
                                        : "the puzzle has no solution (every admissible permutation of " + box +
                                              " contradicts the givens)");
    }
}

std::uint64_t ResedaSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && run_.running()) {
        if (setup_ != Setup::Done) {
            advanceBruteForceSetup();
            ++done;
            ++run_.work;
            continue;
        }
        if (!runActive_) {
            beginNextRun();
            if (!run_.running()) break;
        }
        drawSample();
        ++done;
        ++run_.work;
    }
    return done;
}

void ResedaSolver::beginNextRun() {
    while (run_.running() && !runActive_) {
        if (zoneNext_ < zoneQueue_.size()) {
            const int zone = zoneQueue_[zoneNext_++];
            std::vector<Value> values = attemptValues_;
            for (int cell : geo_->units[zone]) values[cell] = anchor_[cell];
            const RunStart start = precompute(values);
            if (start.contradiction) {
                ++stats_.zonesRejected;
                continue;
            }
            ++stats_.partialRestarts;
            run_.events.push(stats_.generations, EventKind::PartialRestart);
            if (!startRun(start, zone)) continue;
            return;
        }
        zoneQueue_.clear();
        zoneNext_ = 0;
        if (maxAttempts_ > 0 && stats_.attempts >= maxAttempts_) {
            run_.finish(Status::GaveUp, "no solution after " + std::to_string(stats_.attempts) + " attempt(s) (" +
                                        std::to_string(stats_.runs) + " runs, " + std::to_string(stats_.samples) +
                                        " samples; best cost " + std::to_string(bestCost_) + ")");
            return;
        }
        if (stats_.attempts > 0) {
            ++stats_.fullRestarts;
            run_.events.push(stats_.generations, EventKind::FullRestart);
        }
        ++stats_.attempts;
        attemptValues_ = puzzle_.values();
        if (!brutePermutations_.empty()) {
            const std::vector<Value>& permutation =
                brutePermutations_[(stats_.attempts - 1) % brutePermutations_.size()];
            for (std::size_t i = 0; i < bruteCells_.size(); ++i) attemptValues_[bruteCells_[i]] = permutation[i];
            startRun(precompute(attemptValues_), -1);  // never contradicts: filtered in setupBruteForce
        } else {
            startRun(base_, -1);
        }
    }
}

bool ResedaSolver::startRun(const RunStart& start, int zone) {
    model_.start(*geo_, start.fixed, start.allowed);
    for (int cell = 0; cell < cells_; ++cell)
        runOrigin_[cell] = puzzle_.isGiven(cell)     ? CellOrigin::Given
                           : start.fixed[cell] != 0 ? CellOrigin::Propagated
                                                    : CellOrigin::Empty;
    if (model_.openCells().empty()) {
        // Pre-computation filled every cell without contradiction: that grid is a solution.
        if (missingSymbolCount(*geo_, start.fixed) == 0) {
            runZone_ = zone;
            finishSolved(start.fixed, "solved by pre-computing " + std::string(zone < 0 ? "the base run" : runName()));
            return true;
        }
        return false;
    }
    ++stats_.runs;
    runActive_ = true;
    runZone_ = zone;
    runGenerations_ = 0;
    samplesInGeneration_ = 0;
    generationBestCost_ = INT_MAX;
    elites_.clear();
    shown_ = start.fixed;
    shownCost_ = missingSymbolCount(*geo_, shown_);
    return true;
}

void ResedaSolver::drawSample() {
    if (sampleCells_)
        model_.drawCells(rng_, sample_);
    else
        stats_.fallbackBoxes += static_cast<std::uint64_t>(model_.draw(rng_, sample_));
    ++stats_.samples;
    const int cost = missingSymbolCount(*geo_, sample_);
    if (cost < generationBestCost_) {
        generationBestCost_ = cost;
        shown_ = sample_;
        shownCost_ = cost;
    }
    if (cost < bestCost_) {
        // Moves: the cells where the new best grid differs from the previous one.
        for (int cell : model_.openCells())
            if (bestValues_[cell] != sample_[cell])
                run_.moves.push({MoveKind::Assign, cell, -1, sample_[cell], stats_.generations});
        bestCost_ = cost;
        bestValues_ = sample_;
    }
    if (cost == 0) {
        finishSolved(sample_, "solved by sample " + std::to_string(samplesInGeneration_ + 1) + " of generation " +
                                  std::to_string(runGenerations_ + 1) + " of " + runName());
        return;
    }
    elites_.offer(cost, sample_);
    if (++samplesInGeneration_ == samplesPerGeneration_) endGeneration();
}

void ResedaSolver::endGeneration() {
    model_.update(alpha_, elites_.members());
    ++stats_.generations;
    ++runGenerations_;
    samplesInGeneration_ = 0;
    generationBestCost_ = INT_MAX;
    stats_.longestRun = std::max(stats_.longestRun, runGenerations_);
    const bool cut = runGenerationCap_ > 0 && runGenerations_ >= runGenerationCap_ && model_.rho() <= beta_;
    if (cut) ++stats_.runsCut;
    if (model_.rho() > beta_ || cut) {
        runActive_ = false;
        if (runZone_ < 0) {
            anchor_ = elites_.values(0);
            zoneQueue_ = candidateZones(anchor_);
            zoneNext_ = 0;
        }
    }
    elites_.clear();
}

std::vector<int> ResedaSolver::candidateZones(const std::vector<Value>& sample) const {
    const int size = geo_->size, order = geo_->order;
    std::vector<int> zones;
    if (zones_ == ResedaZones::None) return zones;
    if (zones_ == ResedaZones::Diagonal) {
        for (int i = 0; i < order; ++i) zones.push_back(2 * size + i * order + i);
    } else {
        for (int unit = zones_ == ResedaZones::Boxes ? 2 * size : 0; unit < 3 * size; ++unit) zones.push_back(unit);
    }
    std::vector<int> kept;
    for (int unit : zones) {
        Candidates seen = 0;
        bool open = false, admissible = true;
        for (int cell : geo_->units[unit]) {
            const Value v = sample[cell];
            if (model_.fixedValue(cell) == 0) open = true;
            if ((seen & bitOf(v)) != 0 || (model_.allowed(cell) & bitOf(v)) == 0) admissible = false;
            seen |= bitOf(v);
        }
        if (open && admissible) kept.push_back(unit);
    }
    return kept;
}

void ResedaSolver::finishSolved(const std::vector<Value>& values, std::string how) {
    bestValues_ = shown_ = values;
    bestCost_ = shownCost_ = 0;
    run_.finish(Status::Solved, std::move(how));
    runActive_ = false;
}

std::string ResedaSolver::runName() const {
    std::string name = "run " + std::to_string(stats_.runs) + " (attempt " + std::to_string(stats_.attempts);
    if (runZone_ >= 0) name += ", " + geo_->unitName(runZone_) + " fixed";
    return name + ")";
}

Snapshot ResedaSolver::snapshot() const {
    Snapshot snap;
    snap.grid = puzzle_.withValues(shown_);
    snap.origin = runOrigin_;
    snap.heat.assign(cells_, 0.0f);
    const bool modelReady = stats_.runs > 0;
    for (int cell = 0; cell < cells_; ++cell) {
        if (snap.origin[cell] == CellOrigin::Empty && shown_[cell] != 0) snap.origin[cell] = CellOrigin::Search;
        // Heat: probability of the shown value under the current run's model (1 for fixed cells).
        if (shown_[cell] == 0) continue;
        const double heat = modelReady ? model_.probability(cell, shown_[cell]) : 1.0;
        snap.heat[cell] = static_cast<float>(std::clamp(heat, 0.0, 1.0));
    }
    snap.cost = shownCost_;
    snap.bestCost = bestCost_;
    snap.iteration = stats_.generations;
    run_.copyTo(snap);
    if (snap.message.empty() && stats_.runs > 0) snap.message = runName();
    ResedaStats shown = stats_;
    shown.rho = modelReady ? model_.rho() : 0.0;
    shown.beta = beta_;
    shown.runGenerations = runGenerations_;
    shown.fixedZone = runZone_;
    shown.runOpenCells = modelReady ? model_.openCells().size() : 0;
    setStats(snap, shown, kResedaStatRows);
    return snap;
}

}  // namespace

const SolverInfo& resedaInfo() {
    static const SolverInfo info{
        .id = "reseda",
        .name = "Restarted EDA (RESEDA)",
        .reference = "Maire & Prissette, A restarted estimation of distribution algorithm for solving sudoku puzzles",
        .description =
            "per-cell symbol probabilities learnt from the best of sampled grids (boxes drawn as permutations); "
            "partial restarts fixing one zone of a failed run",
        .workUnit = "samples",
        .exact = false,
        .params = kResedaParams.specs(),
        .create = makeSolver<ResedaSolver>,
        .paramRules = kResedaRules,
    };
    return info;
}

}  // namespace sudolab::solvers
