// Algorithm 2 of Soto et al. reconstructed from the paper's prose (the tabu solver's `mode=paper`; the paper's
// pseudo-code is not in our copy). The paper's rules, our reading of them and the choices where the paper is
// silent are in the block at the top of tabu.cpp.
#include "solvers/tabu/tabu_paper.hpp"

#include <algorithm>
#include <climits>
#include <string>

#include "grid/validate.hpp"

namespace sudolab::solvers {
std::vector<std::size_t> decisionsConstraining(const Geometry& geometry, const std::vector<std::pair<int, Value>>& decisions,
                                               int emptyCell) {
    std::vector<std::size_t> out;
    if (emptyCell < 0) return out;
    const auto& units = geometry.unitsOfCell[emptyCell];
    for (std::size_t i = decisions.size(); i-- > 0;) {
        const auto& other = geometry.unitsOfCell[decisions[i].first];
        if (units[0] == other[0] || units[1] == other[1] || units[2] == other[2]) out.push_back(i);
    }
    return out;
}

void TabuPaperSearch::reset(const Grid& puzzle, const Settings& settings, std::uint64_t seed) {
    settings_ = settings;
    geometry_ = &puzzle.geometry();
    stats_ = TabuPaperStats{};
    decisions_.clear();
    tabu_.clear();
    if (!resetRoot(puzzle, settings.filter, seed, stats_)) {
        // A tabu search proves nothing: even the filter's verdict on the givens ends the run as "gave up".
        run_.finish(Status::GaveUp, "filtering the givens (" + std::string(filterName(settings.filter)) +
                                    ") empties a domain: the tabu search cannot start (mode=paper reports no proofs)");
    } else {
        finish();
    }
}

std::uint64_t TabuPaperSearch::step(std::uint64_t budget) {
    return runUnits(budget, [this] { iterate(); });
}

void TabuPaperSearch::iterate() {
    ++stats_.iterations;
    const Candidate candidate = bestCandidate();
    if (candidate.cell < 0) {
        if (decisions_.empty()) {
            ++stats_.rootIdleIterations;  // nothing to undo: the next iteration draws other values
        } else {
            ++stats_.noCandidateDeadEnds;
            deadEnd(-1);
        }
    } else if (!move(candidate)) {
        ++stats_.wipeOutDeadEnds;
        const auto empty = std::find(domains_.begin(), domains_.end(), Candidates{0});
        deadEnd(empty == domains_.end() ? -1 : static_cast<int>(empty - domains_.begin()));
    }
    cost_ = openCellCount(domains_);
    stats_.maxDecisions = std::max<std::uint64_t>(stats_.maxDecisions, decisions_.size());
    updateBest();
    expireTabu();
    finish();
}

TabuPaperSearch::Candidate TabuPaperSearch::bestCandidate() {
    open_.clear();
    for (int cell = 0; cell < cells_; ++cell)
        if (!isSingle(domains_[cell])) open_.push_back(cell);
    const auto count = static_cast<int>(open_.size());
    if (settings_.neighbours > 0 && count > settings_.neighbours) {
        for (int i = 0; i < settings_.neighbours; ++i)  // partial Fisher-Yates: a uniform sample
            std::swap(open_[i], open_[i + rng_.below(static_cast<std::uint32_t>(count - i))]);
        open_.resize(settings_.neighbours);
    }
    Candidate best;
    best.cost = INT_MAX;
    std::uint32_t ties = 0;
    for (int cell : open_) {
        // Line 6: the neighbour's value is drawn at random from the cell's filtered domain.
        const Candidates domain = domains_[cell];
        const Value value = nthValue(domain, rng_.below(static_cast<std::uint32_t>(countOf(domain))));
        ++stats_.candidatesEvaluated;
        const int cost = scoreCandidate(cell, value);
        if (cost < 0) continue;
        // Best = fewest cells left to fill; ties uniformly at random (reservoir sampling).
        if (cost < best.cost) {
            best = {cell, value, cost};
            ties = 1;
        } else if (cost == best.cost && rng_.below(++ties) == 0) {
            best = {cell, value, cost};
        }
    }
    if (best.cost == INT_MAX) best.cell = -1;
    return best;
}

int TabuPaperSearch::scoreCandidate(int cell, Value value) {
    // The candidate's new elements: the assignment, and each open peer it leaves with one value.
    newElements_.clear();
    newElements_.push_back({cell, value});
    const Candidates bit = bitOf(value);
    for (int peer : geometry_->peers[cell]) {
        const Candidates d = domains_[peer];
        if (isSingle(d) || !(d & bit)) continue;
        const Candidates rest = d & ~bit;
        if (isSingle(rest)) newElements_.push_back({peer, lowestValue(rest)});
    }
    for (const Element& e : newElements_)
        if (isTabu(e.cell, e.value)) {
            ++stats_.tabuExclusions;
            return -1;
        }
    return cost_ - static_cast<int>(newElements_.size());
}

bool TabuPaperSearch::move(const Candidate& candidate) {
    domains_[candidate.cell] = bitOf(candidate.value);
    decisions_.push_back({candidate.cell, candidate.value});
    isDecision_[candidate.cell] = 1;
    ++stats_.assignments;
    run_.moves.push({MoveKind::Assign, candidate.cell, -1, candidate.value, stats_.iterations});
    // Line 9: the state is filtered once per iteration, after its move.
    changed_.assign(1, candidate.cell);
    return filter_.filterFrom(domains_, changed_);
}

void TabuPaperSearch::deadEnd(int emptyCell) {
    ++stats_.deadEnds;
    switch (settings_.deadEnd) {
        case TabuDeadEnd::Local: {
            // Undo the decisions that constrain the emptied cell directly (its own and its peers'), newest
            // first; with none (or no emptied cell), one decision drawn uniformly at random.
            pairs_.clear();
            for (const Element& d : decisions_) pairs_.emplace_back(d.cell, d.value);
            const std::vector<std::size_t> victims = decisionsConstraining(*geometry_, pairs_, emptyCell);
            for (std::size_t i : victims) undoDecision(i);  // descending: the indices stay valid
            if (victims.empty()) undoRandomDecision();
            break;
        }
        case TabuDeadEnd::Latest: undoDecision(decisions_.size() - 1); break;
        case TabuDeadEnd::Random: undoRandomDecision(); break;
        case TabuDeadEnd::Restart:
            while (!decisions_.empty()) undoDecision(decisions_.size() - 1);
            break;
    }
    // The rest may still wipe out: undo one more decision (the latest with dead-end=latest, else one at random)
    // until the filter accepts the state (it does at zero decisions: the root domains are a fixed point).
    while (!rebuildDomains()) {
        if (settings_.deadEnd == TabuDeadEnd::Latest)
            undoDecision(decisions_.size() - 1);
        else
            undoRandomDecision();
    }
}

void TabuPaperSearch::undoRandomDecision() { undoDecision(rng_.below(static_cast<std::uint32_t>(decisions_.size()))); }

void TabuPaperSearch::undoDecision(std::size_t index) {
    const Element undone = decisions_[index];
    decisions_.erase(decisions_.begin() + static_cast<std::ptrdiff_t>(index));
    isDecision_[undone.cell] = 0;
    ++stats_.decisionsUndone;
    run_.moves.push({MoveKind::Clear, undone.cell, -1, undone.value, stats_.iterations});
}

bool TabuPaperSearch::rebuildDomains() {
    domains_ = rootDomains_;
    changed_.clear();
    for (const Element& d : decisions_) {
        domains_[d.cell] = bitOf(d.value);
        changed_.push_back(d.cell);
    }
    return filter_.filterFrom(domains_, changed_);
}

void TabuPaperSearch::updateBest() {
    if (cost_ >= bestCost_) return;
    // Algorithm 1: the candidate improves the best, "the differences of those are added to the tabu list".
    ++stats_.bestImprovements;
    for (int cell = 0; cell < cells_; ++cell) {
        const Value value = isSingle(domains_[cell]) ? lowestValue(domains_[cell]) : 0;
        if (value != 0 && value != bestValues_[cell] && settings_.tenure > 0) {
            tabu_.push_back({{cell, value}, stats_.iterations});
            ++tabuCount_[tabuIndex(cell, value)];
            ++stats_.tabuAdded;
        }
        bestValues_[cell] = value;
    }
    bestCost_ = cost_;
}

void TabuPaperSearch::expireTabu() {
    // An element that entered in iteration s excludes candidates in iterations s+1 .. s+tenure (FIFO).
    while (!tabu_.empty() && stats_.iterations - tabu_.front().since >= settings_.tenure) {
        --tabuCount_[tabuIndex(tabu_.front().element.cell, tabu_.front().element.value)];
        tabu_.pop_front();
        ++stats_.tabuExpired;
    }
}

void TabuPaperSearch::finish() {
    if (endIfSolved(stats_.iterations, decisions_.size(), settings_.filter)) return;
    if (settings_.maxIterations > 0 && stats_.iterations >= settings_.maxIterations) {
        run_.finish(Status::GaveUp, "not solved in " + std::to_string(stats_.iterations) + " iterations (best: " +
                                    std::to_string(bestCost_) + " cells still to fill)");
    }
}

std::vector<TabuPaperSearch::Element> TabuPaperSearch::tabuList() const {
    std::vector<Element> out;
    out.reserve(tabu_.size());
    for (const TabuEntry& entry : tabu_) out.push_back(entry.element);
    return out;
}

Snapshot TabuPaperSearch::snapshot() const {
    Snapshot snap = coreSnapshot(stats_.iterations);
    TabuPaperStats shown = stats_;
    shown.decisions = decisions_.size();
    shown.tabuListSize = tabu_.size();
    shown.tenure = settings_.tenure;
    copyFilterStats(shown);
    setStats(snap, shown, kTabuPaperStatRows, kTabuFilterStatRows<TabuPaperStats>);
    return snap;
}

}  // namespace sudolab::solvers
