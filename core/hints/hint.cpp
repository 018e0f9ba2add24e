// findHint: contradiction checks, then the techniques easiest first, then (optionally) the exact
// solver's value for one cell, labelled search. Also the shared helpers of the rule files.
#include "hints/hint.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <utility>

#include "hints/hint_rules.hpp"
#include "hints/hint_search.hpp"
#include "search/exact.hpp"

namespace sudolab {
namespace {

struct TechniqueNames {
    Technique technique;
    std::string_view id;
    std::string_view name;
};

constexpr std::array<TechniqueNames, kTechniqueCount> kNames = {{
    {Technique::FullHouse, "full-house", "full house"},
    {Technique::NakedSingle, "naked-single", "naked single"},
    {Technique::HiddenSingle, "hidden-single", "hidden single"},
    {Technique::Pointing, "pointing", "pointing"},
    {Technique::BoxLine, "box-line", "box-line reduction"},
    {Technique::NakedPair, "naked-pair", "naked pair"},
    {Technique::HiddenPair, "hidden-pair", "hidden pair"},
    {Technique::NakedTriple, "naked-triple", "naked triple"},
    {Technique::HiddenTriple, "hidden-triple", "hidden triple"},
    {Technique::NakedQuad, "naked-quad", "naked quad"},
    {Technique::HiddenQuad, "hidden-quad", "hidden quad"},
    {Technique::XWing, "x-wing", "X-wing"},
    {Technique::Swordfish, "swordfish", "swordfish"},
    {Technique::Jellyfish, "jellyfish", "jellyfish"},
    {Technique::HallSet, "hall-set", "Hall set"},
    {Technique::UniqueRectangle1, "unique-rectangle-1", "unique rectangle type 1"},
    {Technique::UniqueRectangle2, "unique-rectangle-2", "unique rectangle type 2"},
    {Technique::UniqueRectangle3, "unique-rectangle-3", "unique rectangle type 3"},
    {Technique::UniqueRectangle4, "unique-rectangle-4", "unique rectangle type 4"},
    {Technique::BugPlusOne, "bug-plus-1", "BUG+1"},
    {Technique::Skyscraper, "skyscraper", "skyscraper"},
    {Technique::TwoStringKite, "2-string-kite", "2-string kite"},
    {Technique::TurbotFish, "turbot-fish", "turbot fish"},
    {Technique::EmptyRectangle, "empty-rectangle", "empty rectangle"},
    {Technique::XYWing, "xy-wing", "XY-wing"},
    {Technique::WWing, "w-wing", "W-wing"},
    {Technique::RemotePairs, "remote-pairs", "remote pairs"},
    {Technique::ColourTrap, "colour-trap", "colour trap"},
    {Technique::ColourWrap, "colour-wrap", "colour wrap"},
    {Technique::MultiColouring, "multi-colouring", "multi-colouring"},
    {Technique::XChain, "x-chain", "X-chain"},
    {Technique::XYChain, "xy-chain", "XY-chain"},
    {Technique::AIC, "aic", "alternating inference chain"},
    {Technique::ContinuousNiceLoop, "continuous-nice-loop", "continuous nice loop"},
    {Technique::DiscontinuousNiceLoop, "discontinuous-nice-loop", "discontinuous nice loop"},
    {Technique::FinnedXWing, "finned-x-wing", "finned X-wing"},
    {Technique::FinnedSwordfish, "finned-swordfish", "finned swordfish"},
    {Technique::FinnedJellyfish, "finned-jellyfish", "finned jellyfish"},
    {Technique::XYZWing, "xyz-wing", "XYZ-wing"},
    {Technique::GroupedAIC, "grouped-aic", "grouped alternating inference chain"},
    {Technique::GroupedNiceLoop, "grouped-nice-loop", "grouped nice loop"},
    {Technique::AlsXZ, "als-xz", "ALS-XZ"},
    {Technique::AlsXYWing, "als-xy-wing", "ALS-XY-wing"},
    {Technique::DeathBlossom, "death-blossom", "death blossom"},
    {Technique::SueDeCoq, "sue-de-coq", "Sue de Coq"},
    {Technique::DigitForcingChain, "digit-forcing-chain", "digit forcing chain"},
    {Technique::CellForcingChain, "cell-forcing-chain", "cell forcing chain"},
    {Technique::UnitForcingChain, "unit-forcing-chain", "unit forcing chain"},
    {Technique::ForcingNet, "forcing-net", "forcing net"},
    {Technique::NestedForcingNet, "nested-forcing-net", "nested forcing net"},
    {Technique::Search, "search", "search"},
}};

/// A Contradiction hint of this kind.
Hint contradiction(HintProblem problem) {
    Hint hint;
    hint.status = HintStatus::Contradiction;
    hint.problem = problem;
    return hint;
}

/// A value twice in a unit, an empty cell without candidates, or a missing value without a place.
bool findContradiction(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        std::vector<int> firstAt(geo.size + 1, -1);
        for (int cell : geo.units[unit]) {
            const Value v = board.value(cell);
            if (v == 0) continue;
            if (firstAt[v] < 0) { firstAt[v] = cell; continue; }
            hint = contradiction(HintProblem::RepeatedValue);
            hint.units = {unit};
            hint.cells = {firstAt[v], cell};
            hint.values = bitOf(v);
            return true;
        }
    }
    for (int cell = 0; cell < geo.cellCount; ++cell)
        if (board.value(cell) == 0 && board.candidates(cell) == 0) {
            hint = contradiction(HintProblem::NoCandidate);
            hint.cells = {cell};
            return true;
        }
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        Candidates covered = hints::placedIn(board, unit);
        for (int cell : geo.units[unit]) covered |= hints::openCandidates(board, cell);
        const Candidates lost = allValues(geo.size) & ~covered;
        if (lost == 0) continue;
        hint = contradiction(HintProblem::NoPlace);
        hint.units = {unit};
        hint.values = bitOf(lowestValue(lost));
        return true;
    }
    return false;
}

/// The pattern techniques that kTechniques places among the chains (see findLogicStep).
constexpr std::array<Technique, 9> kChainTierPatterns = {
    Technique::UniqueRectangle1, Technique::UniqueRectangle2, Technique::UniqueRectangle3,
    Technique::UniqueRectangle4, Technique::BugPlusOne,       Technique::EmptyRectangle,
    Technique::ColourTrap,       Technique::ColourWrap,       Technique::MultiColouring};

bool findPattern(const HintBoard& board, const HintOptions& options, Technique technique, Hint& hint) {
    using namespace hints;
    switch (technique) {
        case Technique::UniqueRectangle1:
        case Technique::UniqueRectangle2:
        case Technique::UniqueRectangle3:
        case Technique::UniqueRectangle4:
            // A uniqueness argument on a board with several solutions would remove true candidates.
            return options.uniquenessProved && findUniqueRectangle(board, technique, hint);
        case Technique::BugPlusOne: return options.uniquenessProved && findBugPlusOne(board, hint);
        case Technique::EmptyRectangle: return findEmptyRectangle(board, hint);
        default: return findColouring(board, technique, hint);
    }
}

/// The first of the chain tier's patterns in [from, to) (kTechniques order) that applies.
bool findPatternIn(const HintBoard& board, const HintOptions& options, Technique from, Technique to, Hint& hint) {
    for (Technique technique : kChainTierPatterns)
        if (technique >= from && technique < to && findPattern(board, options, technique, hint)) return true;
    return false;
}

/// The chain tier in kTechniques order. The chain search finds its shortest chain whatever its shape,
/// so the patterns ranked among the chains are tried around it: those easier than every chain first,
/// the others when they rank before the chain found (or when there is none).
bool findChainTier(const HintBoard& board, const HintOptions& options, Hint& hint) {
    using namespace hints;
    if (findPatternIn(board, options, Technique::HallSet, Technique::Skyscraper, hint)) return true;
    Hint chain;
    const bool chained = findChain(board, false, chain);
    if (findPatternIn(board, options, Technique::Skyscraper, chained ? chain.technique : Technique::FinnedXWing, hint))
        return true;
    if (chained) hint = std::move(chain);
    return chained;
}

}  // namespace

std::string_view techniqueId(Technique technique) { return kNames[static_cast<int>(technique)].id; }

std::string_view techniqueName(Technique technique) { return kNames[static_cast<int>(technique)].name; }

bool parseTechnique(std::string_view id, Technique& out) {
    for (const TechniqueNames& entry : kNames)
        if (entry.id == id) {
            out = entry.technique;
            return true;
        }
    return false;
}

std::string_view hintStatusId(HintStatus status) {
    switch (status) {
        case HintStatus::Step: return "step";
        case HintStatus::Solved: return "solved";
        case HintStatus::Contradiction: return "contradiction";
        case HintStatus::Stuck: return "stuck";
    }
    return "?";
}

std::string_view hintProblemId(HintProblem problem) {
    switch (problem) {
        case HintProblem::None: return "none";
        case HintProblem::RepeatedValue: return "repeated-value";
        case HintProblem::NoCandidate: return "no-candidate";
        case HintProblem::NoPlace: return "no-place";
        case HintProblem::NoSolution: return "no-solution";
        case HintProblem::SeveralSolutions: return "several-solutions";
        case HintProblem::SearchLimit: return "search-limit";
        case HintProblem::LogicOnly: return "logic-only";
    }
    return "?";
}

HintBoard hintBoardOf(const Grid& grid) { return HintBoard(grid); }

Hint findHint(const HintBoard& board, const HintOptions& options) {
    HintSearch search(board, options);
    search.advance(std::numeric_limits<std::uint64_t>::max());
    return search.hint();
}

bool provesUniqueSolution(const Grid& puzzle, std::uint64_t nodeLimit) {
    const SolutionCount count = countSolutions(puzzle, 2, nodeLimit);
    return count.complete && count.solutions == 1;
}

bool applyHint(HintBoard& board, const Hint& hint) {
    if (hint.status != HintStatus::Step) return true;
    bool ok = true;
    if (hint.placeCell >= 0) ok = board.assign(hint.placeCell, hint.placeValue);
    for (const Elimination& elimination : hint.eliminations)
        ok = board.eliminate(elimination.cell, elimination.values) && ok;
    return ok;
}

namespace hints {

bool findPatternStep(const HintBoard& board, const HintOptions& options, Hint& hint) {
    // Each tier only when its easiest technique is within options.lastTechnique.
    const auto within = [&](Technique first) { return first <= options.lastTechnique; };
    if (findFullHouse(board, hint) || (within(Technique::NakedSingle) && findNakedSingle(board, hint)) ||
        (within(Technique::HiddenSingle) && findHiddenSingle(board, hint)))
        return true;
    if (within(Technique::Pointing) && findIntersection(board, Technique::Pointing, hint)) return true;
    if (within(Technique::BoxLine) && findIntersection(board, Technique::BoxLine, hint)) return true;
    if (!within(Technique::NakedPair)) return false;
    const std::vector<int> subsetUnits = unitsWithHallSets(board);
    if (!subsetUnits.empty())
        for (int size = 2; size <= 4; ++size)
            if (findSubset(board, subsetUnits, size, false, hint) || findSubset(board, subsetUnits, size, true, hint))
                return true;
    if (!within(Technique::XWing)) return false;
    for (int size = 2; size <= 4; ++size)
        if (findFish(board, size, hint)) return true;
    if (!within(Technique::HallSet)) return false;
    if (findHallSetHint(board, subsetUnits, hint)) return true;
    if (!within(Technique::UniqueRectangle1)) return false;
    if (findChainTier(board, options, hint)) return true;
    if (!within(Technique::FinnedXWing)) return false;
    for (int size = 2; size <= 4; ++size)
        if (findFinnedFish(board, size, hint)) return true;
    if (findXYZWing(board, hint)) return true;
    if (within(Technique::GroupedAIC) && findChain(board, true, hint)) return true;
    return within(Technique::AlsXZ) && findAlsTier(board, hint);
}

bool findBoardEnd(const HintBoard& board, Hint& hint) {
    if (findContradiction(board, hint)) return true;
    if (board.filledCount() != board.geometry().cellCount) return false;
    hint = Hint{};
    hint.status = HintStatus::Solved;
    return true;
}

/// The exact solver's value for the open cell with the fewest candidates, when the board has exactly
/// one completion; otherwise Stuck or Contradiction saying why.
Hint searchHint(const HintBoard& board, const HintOptions& options) {
    const Geometry& geo = board.geometry();
    Hint hint;
    if (!options.offerSearch) {
        hint.problem = HintProblem::LogicOnly;
        return hint;
    }
    Grid current(geo.order);
    for (int cell = 0; cell < geo.cellCount; ++cell) current.setGivenValue(cell, board.value(cell));
    const SolutionCount count = countSolutions(current, 2, options.searchNodeLimit);
    if (count.solutions == 0) {
        if (count.complete) return contradiction(HintProblem::NoSolution);
        hint.problem = HintProblem::SearchLimit;
        return hint;
    }
    if (count.solutions > 1) {
        hint.problem = HintProblem::SeveralSolutions;
        return hint;
    }
    if (!count.complete) {  // one found, but a second one may exist: nothing is forced yet
        hint.problem = HintProblem::SearchLimit;
        return hint;
    }
    int best = -1;
    for (int cell = 0; cell < geo.cellCount; ++cell)
        if (board.value(cell) == 0 && (best < 0 || countOf(board.candidates(cell)) < countOf(board.candidates(best))))
            best = cell;
    hint = stepOf(Technique::Search);
    hint.cells = {best};
    hint.placeCell = best;
    hint.placeValue = count.first.at(best);
    hint.values = bitOf(hint.placeValue);
    return hint;
}

std::uint64_t placesOf(const HintBoard& board, int unit, Value v) {
    std::uint64_t places = 0;
    const std::vector<int>& cells = board.geometry().units[unit];
    for (std::size_t i = 0; i < cells.size(); ++i)
        if (openCandidates(board, cells[i]) & bitOf(v)) places |= std::uint64_t{1} << i;
    return places;
}

Candidates placedIn(const HintBoard& board, int unit) {
    Candidates placed = 0;
    for (int cell : board.geometry().units[unit])
        if (board.value(cell)) placed |= bitOf(board.value(cell));
    return placed;
}

std::vector<int> cellsAt(const Geometry& geometry, int unit, std::uint64_t places) {
    std::vector<int> cells;
    // Every unit lists its cells in reading order, so the cells come out ascending.
    for (; places; places &= places - 1) cells.push_back(geometry.units[unit][std::countr_zero(places)]);
    return cells;
}

Hint stepOf(Technique technique) {
    Hint hint;
    hint.status = HintStatus::Step;
    hint.technique = technique;
    return hint;
}

void eliminateFrom(const HintBoard& board, const std::vector<int>& cells, Candidates values, Hint& hint) {
    for (int cell : cells)
        if (const Candidates hit = openCandidates(board, cell) & values) hint.eliminations.push_back({cell, hit});
    std::sort(hint.eliminations.begin(), hint.eliminations.end(),
              [](const Elimination& a, const Elimination& b) { return a.cell < b.cell; });
}

Hint eliminationStep(const HintBoard& board, Technique technique, std::vector<int> units, std::vector<int> cells,
                     Candidates values, const std::vector<int>& victims) {
    Hint hint = stepOf(technique);
    hint.units = std::move(units);
    hint.cells = std::move(cells);
    hint.values = values;
    eliminateFrom(board, victims, values, hint);
    return hint;
}

std::vector<int> boxesFirst(const Geometry& geometry) {
    std::vector<int> units;
    for (int unit = 2 * geometry.size; unit < 3 * geometry.size; ++unit) units.push_back(unit);
    for (int unit = 0; unit < 2 * geometry.size; ++unit) units.push_back(unit);
    return units;
}

}  // namespace hints
}  // namespace sudolab
