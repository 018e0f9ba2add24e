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

    /// Probes every candidate; true if it stopped at the first contradiction (`stopEarly`). Deeper
    /// probes are costly, so there the cells with fewest candidates go first and the first failing one
    /// ends the scan; at depth 1 every probe is made so that the shortest proof can be chosen.
    bool probeAll(Branch& branch, bool stopEarly) {
        probeAt.assign(static_cast<std::size_t>(geo.cellCount) * geo.size, -1);
        std::vector<int> order;
        for (int cell = 0; cell < geo.cellCount; ++cell)
            if (openCandidates(board, cell)) order.push_back(cell);
        if (stopEarly)
            std::stable_sort(order.begin(), order.end(),
                             [&](int a, int b) { return countOf(board.candidates(a)) < countOf(board.candidates(b)); });
        for (int cell : order)
            for (Candidates left = openCandidates(board, cell); left; left &= left - 1) {
                const ChainNode premise{cell, lowestValue(left), true};
                probeAt[bitIndex(geo, premise)] = static_cast<int>(probes.size());
                probes.push_back(probeOf(branch, board, premise, depth));
                if (stopEarly && probes.back().contradiction) return true;
            }
        return false;
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
    void onOff(Branch& branch) {
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            const Candidates left = openCandidates(board, cell);
            if (countOf(left) < 3) continue;
            for (Candidates c = left; c; c &= c - 1) {
                const ChainNode premise{cell, lowestValue(c), false};
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
                    continue;
                }
                common({onIndex, offIndex}, Technique::DigitForcingChain, {});
            }
        }
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

bool findForcing(const HintBoard& board, int depth, ForcingBudget& budget, Hint& hint) {
    const Geometry& geo = board.geometry();
    Branch branch(geo, budget);
    ForcingSearch search{board, geo, depth, {}, {}, {}};
    const bool stopped = search.probeAll(branch, depth > 1);
    // A spent budget leaves some branches cut short: what they derived still holds, but the choice of
    // the shortest proof would depend on where the cut fell, so this depth gives nothing.
    if (budget.spent()) return false;
    search.contradictions();
    if (!stopped) {
        search.cells();
        search.units();
    }
    if (search.best.cost == INT_MAX) search.onOff(branch);
    if (search.best.cost == INT_MAX || budget.spent()) return false;
    hint = hintOf(board, search.best);
    return true;
}

}  // namespace sudolab::hints
