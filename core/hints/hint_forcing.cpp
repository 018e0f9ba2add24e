// Forcing chains and nets, the last tier of the hint engine. Every open candidate is assumed in turn and
// singles are propagated from it (a Branch); then, shortest proof first:
//  - a candidate whose branch ends in a contradiction is false (digit forcing chain);
//  - a fact that follows from every candidate of a cell (cell forcing chain) or from every place of a
//    value in a unit (unit forcing chain) holds, since one of those cases is true;
//  - a fact that follows both from a candidate and from its absence holds (digit forcing chain).
// When some step of the proof needs two earlier steps it is a forcing net. If nothing is found, the
// branches are propagated deeper: each also drops the candidates whose own branch fails (nested
// forcing net), depth after depth. Each such argument is a proof by cases over an exhaustive split, so
// it is sound by construction; with enough depth it always finds the next step of a puzzle that has one
// solution (depth d explores every case split d levels deep).
#include <algorithm>
#include <bit>
#include <climits>
#include <vector>

#include "hints/forcing_branch.hpp"
#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// A finished branch, kept to compare with the other cases of its cell or unit.
struct Probe {
    ChainNode premise;
    bool contradiction = false;
    std::vector<BranchFact> facts;
    std::vector<int> parents;
    std::vector<int> contradictionParents;
    std::vector<std::uint64_t> on, off;  ///< bit cell * size + value - 1 for each derived fact
};

int bitIndex(const Geometry& geo, ChainNode node) { return node.cell * geo.size + node.value - 1; }

Probe probeOf(Branch& branch, const HintBoard& board, ChainNode premise, int depth) {
    const Geometry& geo = board.geometry();
    branch.reset(board);
    branch.assume(premise, depth);
    Probe probe{premise, branch.contradiction(), branch.facts(), branch.parents(), branch.contradictionParents(), {},
                {}};
    const std::size_t words = (static_cast<std::size_t>(geo.cellCount) * geo.size + 63) / 64;
    probe.on.assign(words, 0);
    probe.off.assign(words, 0);
    for (const BranchFact& fact : probe.facts) {
        const int index = bitIndex(geo, fact.node);
        (fact.node.on ? probe.on : probe.off)[index >> 6] |= std::uint64_t{1} << (index & 63);
    }
    return probe;
}

/// A proof found so far: its cost (steps over all branches), technique and conclusion.
struct Argument {
    int cost = INT_MAX;
    Technique technique = Technique::ForcingNet;
    ChainNode conclusion;
    std::vector<ProofBranch> proof;
    std::vector<int> units;
};

/// The branch's steps that `roots` follow from, in derivation order; `linear` turns false when a step
/// needs more than one earlier step.
ProofBranch proofOf(const Probe& probe, const std::vector<int>& roots, bool& linear) {
    std::vector<char> seen(probe.facts.size(), 0);
    std::vector<int> stack(roots.begin(), roots.end());
    while (!stack.empty()) {
        const int index = stack.back();
        stack.pop_back();
        if (seen[index]) continue;
        seen[index] = 1;
        const BranchFact& fact = probe.facts[index];
        if (fact.parentEnd - fact.parentBegin > 1) linear = false;
        for (int k = fact.parentBegin; k < fact.parentEnd; ++k) stack.push_back(probe.parents[k]);
    }
    ProofBranch branch{probe.premise, {}, false, 0};
    for (std::size_t index = 1; index < probe.facts.size(); ++index)  // fact 0 is the premise
        if (seen[index]) {
            branch.steps.push_back(probe.facts[index].node);
            branch.nestedSteps += probe.facts[index].nested ? 1 : 0;
        }
    return branch;
}

/// The fact index of `node` in the probe (linear scan: only done for chosen conclusions).
int factIndex(const Probe& probe, ChainNode node) {
    for (std::size_t i = 0; i < probe.facts.size(); ++i)
        if (probe.facts[i].node == node) return static_cast<int>(i);
    return -1;
}

Technique techniqueFor(Technique chain, bool linear, int depth) {
    if (depth > 1) return Technique::NestedForcingNet;
    return linear ? chain : Technique::ForcingNet;
}

struct ForcingSearch {
    const HintBoard& board;
    const Geometry& geo;
    int depth;
    std::vector<Probe> probes;
    std::vector<int> probeAt;  ///< bit index -> probe index, -1 if none
    Argument best;

    void offer(Argument&& argument) {
        if (argument.cost < best.cost) best = std::move(argument);
    }

    void contradictions() {
        for (const Probe& probe : probes) {
            if (!probe.contradiction) continue;
            bool linear = true;
            Argument argument;
            argument.proof = {proofOf(probe, probe.contradictionParents, linear)};
            argument.proof[0].contradiction = true;
            argument.cost = static_cast<int>(argument.proof[0].steps.size()) + 1;
            argument.technique = techniqueFor(Technique::DigitForcingChain, linear, depth);
            argument.conclusion = {probe.premise.cell, probe.premise.value, false};
            offer(std::move(argument));
        }
    }

    /// Whether `node` is news on the board: an open cell to fill, or a candidate still there to remove.
    bool isNews(ChainNode node) const {
        if (board.value(node.cell) != 0) return false;
        return node.on || (board.candidates(node.cell) & bitOf(node.value));
    }

    /// The facts common to every case in `cases` (probe indices), each offered as a conclusion.
    void common(const std::vector<int>& cases, Technique chain, const std::vector<int>& units) {
        for (int index : cases)
            if (probes[index].contradiction) return;  // that case is simply false: contradictions() has it
        const std::size_t words = probes[cases[0]].on.size();
        for (int half = 0; half < 2; ++half)
            for (std::size_t w = 0; w < words; ++w) {
                std::uint64_t both = ~std::uint64_t{0};
                for (int index : cases) both &= half == 0 ? probes[index].on[w] : probes[index].off[w];
                for (; both; both &= both - 1) {
                    const int bit = static_cast<int>(w * 64) + std::countr_zero(both);
                    const ChainNode node{bit / geo.size, static_cast<Value>(bit % geo.size + 1), half == 0};
                    if (isNews(node)) offerCommon(cases, chain, units, node);
                }
            }
    }

    void offerCommon(const std::vector<int>& cases, Technique chain, const std::vector<int>& units, ChainNode node) {
        Argument argument;
        bool linear = true;
        argument.cost = 0;
        for (int index : cases) {
            argument.proof.push_back(proofOf(probes[index], {factIndex(probes[index], node)}, linear));
            argument.cost += static_cast<int>(argument.proof.back().steps.size()) + 1;
            if (argument.cost >= best.cost) return;
        }
        argument.technique = techniqueFor(chain, linear, depth);
        argument.conclusion = node;
        argument.units = units;
        offer(std::move(argument));
    }

    void cells() {
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            const Candidates left = openCandidates(board, cell);
            if (countOf(left) < 2) continue;
            std::vector<int> cases;
            for (Candidates c = left; c; c &= c - 1)
                cases.push_back(probeAt[bitIndex(geo, {cell, lowestValue(c), true})]);
            common(cases, Technique::CellForcingChain, {});
        }
    }

    void units() {
        for (int unit = 0; unit < 3 * geo.size; ++unit)
            for (Value v = 1; v <= geo.size; ++v) {
                const std::uint64_t places = placesOf(board, unit, v);
                if (std::popcount(places) < 2) continue;
                std::vector<int> cases;
                for (int cell : cellsAt(geo, unit, places)) cases.push_back(probeAt[bitIndex(geo, {cell, v, true})]);
                common(cases, Technique::UnitForcingChain, {unit});
            }
    }

    /// A candidate's presence and absence leading to the same fact (cells of 3+ candidates: for a
    /// bivalue cell the absence of one is the other, which the cell forcing chains cover).
    /// One case of the on/off split: `cell` holds v, or it does not (cells of three or more candidates).
    void onOffAt(Branch& branch, int cell, Value value) {
        const ChainNode premise{cell, value, false};
        const int onIndex = probeAt[bitIndex(geo, {cell, premise.value, true})];
        probes.push_back(probeOf(branch, board, premise, depth));
        const int offIndex = static_cast<int>(probes.size()) - 1;
        if (probes[offIndex].contradiction) {  // the candidate cannot be absent: it is the value
            bool linear = true;
            Argument argument;
            argument.proof = {proofOf(probes[offIndex], probes[offIndex].contradictionParents, linear)};
            argument.proof[0].contradiction = true;
            argument.cost = static_cast<int>(argument.proof[0].steps.size()) + 1;
            argument.technique = techniqueFor(Technique::DigitForcingChain, linear, depth);
            argument.conclusion = {cell, premise.value, true};
            offer(std::move(argument));
            return;
        }
        common({onIndex, offIndex}, Technique::DigitForcingChain, {});
    }
};

/// The hint of the best argument: a placement or one elimination, with its proof.
Hint hintOf(const HintBoard& board, Argument& argument) {
    Hint hint = stepOf(argument.technique);
    hint.units = argument.units;
    for (const ProofBranch& branch : argument.proof) {
        hint.cells.push_back(branch.premise.cell);
        hint.values |= bitOf(branch.premise.value);
    }
    std::sort(hint.cells.begin(), hint.cells.end());
    hint.cells.erase(std::unique(hint.cells.begin(), hint.cells.end()), hint.cells.end());
    const ChainNode c = argument.conclusion;
    if (c.on) {
        hint.placeCell = c.cell;
        hint.placeValue = c.value;
    } else {
        eliminateFrom(board, {c.cell}, bitOf(c.value), hint);
    }
    hint.length = argument.cost;
    hint.proof = std::move(argument.proof);
    return hint;
}

}  // namespace

/// The scan's state: the search, its branch, and where each phase stands. Every candidate is probed
/// (Probe); deeper probes are costly, so there the cells with fewest candidates go first and the first
/// failing probe ends the phase; at depth 1 every probe is made so that the shortest proof can be chosen.
struct ForcingScan::State {
    enum class Phase { Probe, Combine, OnOff, Done };
    ForcingBudget& budget;
    Branch branch;
    ForcingSearch search;
    Phase phase = Phase::Probe;
    bool stopped = false;    ///< a depth > 1 probe failed: only its contradiction is used
    std::vector<int> order;  ///< cells to probe, in order
    std::size_t at = 0;      ///< the cell being probed (Probe, OnOff)
    Candidates left = 0;     ///< its candidates not probed yet

    State(const HintBoard& board, int depth, ForcingBudget& b)
        : budget(b), branch(board.geometry(), b), search{board, board.geometry(), depth, {}, {}, {}} {
        const Geometry& geo = board.geometry();
        search.probeAt.assign(static_cast<std::size_t>(geo.cellCount) * geo.size, -1);
        for (int cell = 0; cell < geo.cellCount; ++cell)
            if (openCandidates(board, cell)) order.push_back(cell);
        if (depth > 1)
            std::stable_sort(order.begin(), order.end(),
                             [&](int a, int c) { return countOf(board.candidates(a)) < countOf(board.candidates(c)); });
        if (order.empty())
            phase = Phase::Combine;
        else
            left = openCandidates(board, order[0]);
    }

    /// The next premise of the Probe phase: one candidate of one cell.
    void probeNext() {
        const ChainNode premise{order[at], lowestValue(left), true};
        left &= left - 1;
        search.probeAt[bitIndex(search.geo, premise)] = static_cast<int>(search.probes.size());
        search.probes.push_back(probeOf(branch, search.board, premise, search.depth));
        if (search.depth > 1 && search.probes.back().contradiction) {
            stopped = true;
            phase = Phase::Combine;
            return;
        }
        if (left == 0 && ++at < order.size()) left = openCandidates(search.board, order[at]);
        if (at == order.size()) phase = Phase::Combine;
    }

    /// Contradictions, then (unless a deep probe stopped the scan) cell and unit forcing chains.
    void combine() {
        if (budget.spent()) {
            phase = Phase::Done;
            return;
        }
        search.contradictions();
        if (!stopped) {
            search.cells();
            search.units();
        }
        phase = search.best.cost != INT_MAX ? Phase::Done : Phase::OnOff;
        at = 0;
        left = 0;
    }

    /// The next premise of the OnOff phase: a candidate assumed absent, against its presence.
    void onOffNext() {
        const auto cells = static_cast<std::size_t>(search.geo.cellCount);
        while (left == 0 && at < cells) {
            const Candidates c = openCandidates(search.board, static_cast<int>(at));
            if (countOf(c) >= 3)
                left = c;
            else
                ++at;
        }
        if (left == 0) {
            phase = Phase::Done;
            return;
        }
        search.onOffAt(branch, static_cast<int>(at), lowestValue(left));
        left &= left - 1;
        if (left == 0) ++at;
    }
};

ForcingScan::ForcingScan(const HintBoard& board, int depth, ForcingBudget& budget)
    : state_(std::make_unique<State>(board, depth, budget)) {}

ForcingScan::~ForcingScan() = default;

bool ForcingScan::step() {
    switch (state_->phase) {
        case State::Phase::Probe: state_->probeNext(); break;
        case State::Phase::Combine: state_->combine(); break;
        case State::Phase::OnOff: state_->onOffNext(); break;
        case State::Phase::Done: break;
    }
    return state_->phase == State::Phase::Done;
}

bool ForcingScan::found(Hint& hint) {
    if (state_->phase != State::Phase::Done || state_->search.best.cost == INT_MAX || state_->budget.spent())
        return false;
    hint = hintOf(state_->search.board, state_->search.best);
    return true;
}

bool findForcing(const HintBoard& board, int depth, ForcingBudget& budget, Hint& hint) {
    ForcingScan scan(board, depth, budget);
    while (!scan.step()) {}
    return scan.found(hint);
}

}  // namespace sudolab::hints
