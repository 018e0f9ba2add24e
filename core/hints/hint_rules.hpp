// The deduction rules behind findHint, one family per file (hint_singles, hint_intersections,
// hint_subsets, hint_fish). Each `find...` scans in a fixed order and, on the first match, fills `hint`
// and returns true. Internal to the hint engine.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "hints/forcing_branch.hpp"
#include "hints/hint.hpp"

namespace sudolab::hints {

/// An empty cell's candidates; 0 for a filled cell.
inline Candidates openCandidates(const HintBoard& board, int cell) {
    return board.value(cell) ? 0 : board.candidates(cell);
}

/// Whether two different cells share a row, a column or a box.
inline bool sees(const Geometry& geo, int a, int b) {
    const auto& ua = geo.unitsOfCell[a];
    const auto& ub = geo.unitsOfCell[b];
    return a != b && (ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2]);
}

/// Positions (bit i = the unit's i-th cell) of the empty cells of `unit` that still hold v.
std::uint64_t placesOf(const HintBoard& board, int unit, Value v);

/// Values already placed in `unit`.
Candidates placedIn(const HintBoard& board, int unit);

/// The cells of `unit` at the positions set in `places`, ascending.
std::vector<int> cellsAt(const Geometry& geometry, int unit, std::uint64_t places);

/// A Step hint of this technique (pattern and effect still to fill).
Hint stepOf(Technique technique);

/// Removes the pattern's values `values` from every cell of `cells` that holds some; ascending by cell.
void eliminateFrom(const HintBoard& board, const std::vector<int>& cells, Candidates values, Hint& hint);

/// A Step hint whose pattern is `units`, `cells` and `values` and whose effect removes `values` from
/// `victims` (the shape of every elimination technique: subsets, intersections, fish).
Hint eliminationStep(const HintBoard& board, Technique technique, std::vector<int> units, std::vector<int> cells,
                     Candidates values, const std::vector<int>& victims);

/// Units in the order people scan them for hidden singles: boxes, then rows, then columns.
std::vector<int> boxesFirst(const Geometry& geometry);

/// A contradiction on the board, or a solved board: true with that hint (hint.cpp).
bool findBoardEnd(const HintBoard& board, Hint& hint);
/// Every technique before the forcing tier, in kTechniques order: true with the first step found.
bool findPatternStep(const HintBoard& board, const HintOptions& options, Hint& hint);
/// The exact solver's value for the open cell with the fewest candidates when the board has one
/// completion; otherwise Stuck or Contradiction saying why (or Stuck, LogicOnly, without offerSearch).
Hint searchHint(const HintBoard& board, const HintOptions& options);

bool findFullHouse(const HintBoard& board, Hint& hint);
bool findNakedSingle(const HintBoard& board, Hint& hint);
bool findHiddenSingle(const HintBoard& board, Hint& hint);
/// Pointing (a box's value in one line) or box-line reduction (a line's value in one box).
bool findIntersection(const HintBoard& board, Technique technique, Hint& hint);
/// Naked or hidden subset of `size` cells in one of `units`.
bool findSubset(const HintBoard& board, const std::vector<int>& units, int size, bool hidden, Hint& hint);
/// Units where Régin's matching filter removes something (the only units with subsets to find).
std::vector<int> unitsWithHallSets(const HintBoard& board);
/// A Hall set of any size in one of `units`, from the matching (findHallSet in alldifferent.hpp).
bool findHallSetHint(const HintBoard& board, const std::vector<int>& units, Hint& hint);
/// A fish of `size` lines (2 X-wing, 3 swordfish, 4 jellyfish), rows as base first, then columns.
bool findFish(const HintBoard& board, int size, Hint& hint);

/// A finned or sashimi fish of `size` lines, rows as base first, then columns (hint_finned_fish.cpp).
bool findFinnedFish(const HintBoard& board, int size, Hint& hint);
/// An XYZ-wing (hint_xyz_wing.cpp).
bool findXYZWing(const HintBoard& board, Hint& hint);

/// The ALS tier in kTechniques order: ALS-XZ, ALS-XY-wing, death blossom, Sue de Coq (hint_als.cpp).
bool findAlsTier(const HintBoard& board, Hint& hint);
/// A Sue de Coq (hint_sue_de_coq.cpp).
bool findSueDeCoq(const HintBoard& board, Hint& hint);

/// An empty rectangle (hint_empty_rectangle.cpp).
bool findEmptyRectangle(const HintBoard& board, Hint& hint);
/// A colour trap, colour wrap or multi-colouring, as `technique` says (hint_colouring.cpp).
bool findColouring(const HintBoard& board, Technique technique, Hint& hint);
/// A unique rectangle of `type` (UniqueRectangle1..4); the caller checks that uniqueness is proved
/// (hint_uniqueness.cpp).
bool findUniqueRectangle(const HintBoard& board, Technique type, Hint& hint);
/// BUG+1; the caller checks that uniqueness is proved (hint_uniqueness.cpp).
bool findBugPlusOne(const HintBoard& board, Hint& hint);

/// Chains of strong and weak links (X-chains, XY-chains, AICs, nice loops and their named short forms),
/// shortest first; with `grouped`, only chains through box-line groups (hint_chains.cpp).
bool findChain(const HintBoard& board, bool grouped, Hint& hint);
/// The forcing search at one depth, a piece at a time (what lets the app spread a hint over frames):
/// each step() makes one branch probe or combines the probes made; findForcing runs it to the end. The
/// board and the budget must outlive it, unchanged but for the budget.
class ForcingScan {
public:
    ForcingScan(const HintBoard& board, int depth, ForcingBudget& budget);
    ~ForcingScan();
    ForcingScan(const ForcingScan&) = delete;
    ForcingScan& operator=(const ForcingScan&) = delete;
    /// One more piece of work; true once the scan is finished.
    bool step();
    /// Once finished: true with the hint if an argument was found within the budget (call once).
    bool found(Hint& hint);

private:
    struct State;
    std::unique_ptr<State> state_;
};

/// Forcing chains and nets whose branches are propagated `depth` levels deep (1 = singles), within
/// `budget` branch propagations (false once it is spent).
bool findForcing(const HintBoard& board, int depth, ForcingBudget& budget, Hint& hint);

}  // namespace sudolab::hints
