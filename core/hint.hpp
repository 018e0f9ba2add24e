// Logic hints: the easiest next deduction on a grid and its candidates, as typed data (the technique,
// the pattern that proves it, what it places or eliminates), for any order. Deterministic: the same
// board gives the same hint everywhere (fixed scan orders, no randomness, no clock).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "bits.hpp"
#include "propagation.hpp"

namespace sudolab {

/// Deduction rules, easiest first; findHint tries them in this order.
enum class Technique : std::uint8_t {
    FullHouse,     ///< the last empty cell of a unit
    NakedSingle,   ///< a cell with one candidate left
    HiddenSingle,  ///< a value with one place left in a unit
    Pointing,      ///< a value confined to one line inside a box leaves the rest of that line
    BoxLine,       ///< a value confined to one box inside a line leaves the rest of that box
    NakedPair,     ///< 2 cells of a unit holding only 2 values
    HiddenPair,    ///< 2 values of a unit fitting only in 2 cells
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,         ///< fish of size 2: a value's places in 2 lines cover only 2 crossing lines
    Swordfish,     ///< fish of size 3
    Jellyfish,     ///< fish of size 4
    HallSet,       ///< k cells of a unit whose candidates span k values, any k (found by matching)
    Search,        ///< not logic: the exact solver's value for a cell
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::Search) + 1;

/// Every technique, easiest first.
inline constexpr std::array<Technique, kTechniqueCount> kTechniques = {
    Technique::FullHouse,   Technique::NakedSingle,  Technique::HiddenSingle, Technique::Pointing,
    Technique::BoxLine,     Technique::NakedPair,    Technique::HiddenPair,   Technique::NakedTriple,
    Technique::HiddenTriple, Technique::NakedQuad,   Technique::HiddenQuad,   Technique::XWing,
    Technique::Swordfish,   Technique::Jellyfish,    Technique::HallSet,      Technique::Search};

/// Stable id: "full-house", "naked-single", ..., "hall-set", "search".
std::string_view techniqueId(Technique technique);
/// Display name: "full house", "naked single", ..., "X-wing", "Hall set", "search".
std::string_view techniqueName(Technique technique);
/// Parses an id; false if unknown.
bool parseTechnique(std::string_view id, Technique& out);

/// What findHint found.
enum class HintStatus : std::uint8_t {
    Step,           ///< a deduction (or, with Technique::Search, the exact solver's value)
    Solved,         ///< every cell is filled, without conflict
    Contradiction,  ///< the board cannot be completed (see HintProblem)
    Stuck,          ///< no technique applies and no forced value is offered (see HintProblem)
};

/// Why a board is contradictory or stuck.
enum class HintProblem : std::uint8_t {
    None,
    RepeatedValue,     ///< a value twice in a unit (units[0], values, cells = the two cells)
    NoCandidate,       ///< an empty cell without candidates (cells[0])
    NoPlace,           ///< a value missing from a unit with no place left in it (units[0], values)
    NoSolution,        ///< consistent so far, but the exact solver proves there is no completion
    SeveralSolutions,  ///< no forced value: the board has more than one completion
    SearchLimit,       ///< the exact solver hit its node limit before deciding
    LogicOnly,         ///< search was not asked for (HintOptions::offerSearch = false)
};

/// Stable ids: "step", "solved", "contradiction", "stuck".
std::string_view hintStatusId(HintStatus status);
/// Stable ids: "none", "repeated-value", "no-candidate", "no-place", "no-solution", "several-solutions",
/// "search-limit", "logic-only".
std::string_view hintProblemId(HintProblem problem);

/// Candidates removed from one cell.
struct Elimination {
    int cell = -1;
    Candidates values = 0;
    bool operator==(const Elimination&) const = default;
};

/// One step: the technique, its pattern (units, cells, values) and its effect (a placement or eliminations).
struct Hint {
    HintStatus status = HintStatus::Stuck;
    HintProblem problem = HintProblem::None;
    Technique technique = Technique::Search;
    /// Units of the pattern: the unit of a single or subset; box then line for pointing, line then box for
    /// box-line; the base lines then the cover lines of a fish. Empty for a naked single and search.
    std::vector<int> units;
    /// Pattern cells: the single's cell; the cells holding the value in the box or line; the subset's
    /// cells; the fish's cells holding its value. Ascending.
    std::vector<int> cells;
    /// Pattern values: the placed value, the pointing or fish value, the subset's values.
    Candidates values = 0;
    int placeCell = -1;  ///< the cell to fill, or -1
    Value placeValue = 0;
    std::vector<Elimination> eliminations;  ///< ascending by cell; empty when placing
};

/// How far findHint goes.
struct HintOptions {
    bool offerSearch = true;                   ///< when no technique applies, ask the exact solver
    std::uint64_t searchNodeLimit = 2'000'000; ///< node cap of that search (it is bounded, like the solvers)
};

/// The board a hint is found on: the values and each empty cell's candidates. CandidateGrid keeps the
/// candidates free of the peers' values; eliminations from earlier hints or pencil marks narrow them.
using HintBoard = CandidateGrid;

/// The board of a grid with candidates = values not used by a peer.
HintBoard hintBoardOf(const Grid& grid);

/// The easiest step on the board (techniques in kTechniques order, each scanned in a fixed order);
/// never changes the board.
Hint findHint(const HintBoard& board, const HintOptions& options = {});

/// Applies a Step hint (placement or eliminations); false if it leaves a cell without candidates.
bool applyHint(HintBoard& board, const Hint& hint);

}  // namespace sudolab
