// Logic hints: the easiest next deduction on a grid and its candidates, as typed data (the technique,
// the pattern that proves it, what it places or eliminates), for any order. Deterministic: the same
// board gives the same hint everywhere (fixed scan orders, no randomness, no clock).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "base/bits.hpp"
#include "propagation/propagation.hpp"

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
    XWing,      ///< fish of size 2: a value's places in 2 lines cover only 2 crossing lines
    Swordfish,  ///< fish of size 3
    Jellyfish,  ///< fish of size 4
    HallSet,    ///< k cells of a unit whose candidates span k values, any k (found by matching)
    // Uniqueness (only with HintOptions::uniquenessProved): two values a, b filling the four corners of a
    // rectangle over two rows, two columns and two boxes could be swapped, a second solution.
    UniqueRectangle1,  ///< three corners hold only a, b: the fourth loses a and b
    UniqueRectangle2,  ///< two corners a, b; the other two a, b and one same extra x: x leaves their common peers
    UniqueRectangle3,  ///< the two corners' extras act as one cell in a naked subset of a unit they share
    UniqueRectangle4,  ///< a is confined to the two extra corners in a unit they share: they lose b
    BugPlusOne,        ///< all open cells bivalue but one: its value seen three times in its units is true
    Skyscraper,        ///< two strong links of a value in parallel lines, joined at one end by a shared line
    TwoStringKite,     ///< a value's strong links in a row and a column, joined in a box
    TurbotFish,        ///< any other chain of a value with two strong links and one weak link
    EmptyRectangle,    ///< a box whose places of a value lie in one row and one column, with a strong link
    XYWing,            ///< three bivalue cells xy, xz, yz: a pivot sees the two pincers
    WWing,             ///< two cells holding the same pair, joined by a strong link of one of the values
    RemotePairs,       ///< a chain of bivalue cells all holding the same pair
    // Colouring: a value's strong links (two places in a unit) joined into clusters; each cluster's
    // places take two colours, one of which is all true and the other all false.
    ColourTrap,             ///< a place seeing both colours of a cluster loses the value
    ColourWrap,             ///< two places of one colour see each other: that colour is false
    MultiColouring,         ///< colours of two clusters that see each other: one of the other two is true
    XChain,                 ///< an alternating chain of one value's strong and weak links
    XYChain,                ///< a chain of bivalue cells, each linked to the next by a shared value
    AIC,                    ///< an alternating inference chain mixing cells and values
    ContinuousNiceLoop,     ///< a chain closed into a loop: each weak link has one true end, its peers lose it
    DiscontinuousNiceLoop,  ///< a chain from a cell back to it: its ends' values are its only ones (or a candidate true)
    // Tried after the chains (which find the shortest argument first, and take the skyscrapers and
    // kites that are also sashimi X-wings), before the forcing tier.
    FinnedXWing,      ///< an X-wing but for fins in one box: what both the fish and the fins rule out goes
    FinnedSwordfish,  ///< finned (or sashimi) fish of size 3
    FinnedJellyfish,  ///< finned (or sashimi) fish of size 4
    XYZWing,          ///< a pivot xyz sees pincers xz and yz: z leaves the cells seeing all three
    // Chains with box-line groups as nodes: tried when no chain of single candidates, finned fish or
    // XYZ-wing applies (many grouped chains are those patterns seen another way), before the sets.
    GroupedAIC,       ///< an alternating inference chain with box-line groups of a value as nodes
    GroupedNiceLoop,  ///< a continuous or discontinuous nice loop with box-line groups as nodes
    // Almost locked sets (n cells of a unit holding n + 1 values), tried after the wings and before the
    // forcing tier; a restricted common value of two sets is true in at most one of them.
    AlsXZ,              ///< two sets joined by a restricted common x: a value z of both leaves the cells seeing every z
    AlsXYWing,          ///< a pivot set joined to two others by x and y: z of both leaves the cells seeing every z
    DeathBlossom,       ///< a stem cell each of whose values joins it to a petal set: z of all petals goes
    SueDeCoq,           ///< a box-line intersection's cells with a line set and a box set of disjoint values
    DigitForcingChain,  ///< a candidate assumed true leads to a contradiction (or true and false agree)
    CellForcingChain,   ///< every candidate of a cell leads to the same conclusion
    UnitForcingChain,   ///< every place of a value in a unit leads to the same conclusion
    ForcingNet,         ///< a forcing argument where some step needs several earlier ones
    NestedForcingNet,   ///< a forcing net whose steps may use forcing nets themselves (deeper proofs)
    Search,             ///< not logic: the exact solver's value for a cell
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::Search) + 1;

/// Every technique, easiest first.
inline constexpr std::array<Technique, kTechniqueCount> kTechniques = {Technique::FullHouse,
                                                                       Technique::NakedSingle,
                                                                       Technique::HiddenSingle,
                                                                       Technique::Pointing,
                                                                       Technique::BoxLine,
                                                                       Technique::NakedPair,
                                                                       Technique::HiddenPair,
                                                                       Technique::NakedTriple,
                                                                       Technique::HiddenTriple,
                                                                       Technique::NakedQuad,
                                                                       Technique::HiddenQuad,
                                                                       Technique::XWing,
                                                                       Technique::Swordfish,
                                                                       Technique::Jellyfish,
                                                                       Technique::HallSet,
                                                                       Technique::UniqueRectangle1,
                                                                       Technique::UniqueRectangle2,
                                                                       Technique::UniqueRectangle3,
                                                                       Technique::UniqueRectangle4,
                                                                       Technique::BugPlusOne,
                                                                       Technique::Skyscraper,
                                                                       Technique::TwoStringKite,
                                                                       Technique::TurbotFish,
                                                                       Technique::EmptyRectangle,
                                                                       Technique::XYWing,
                                                                       Technique::WWing,
                                                                       Technique::RemotePairs,
                                                                       Technique::ColourTrap,
                                                                       Technique::ColourWrap,
                                                                       Technique::MultiColouring,
                                                                       Technique::XChain,
                                                                       Technique::XYChain,
                                                                       Technique::AIC,
                                                                       Technique::ContinuousNiceLoop,
                                                                       Technique::DiscontinuousNiceLoop,
                                                                       Technique::FinnedXWing,
                                                                       Technique::FinnedSwordfish,
                                                                       Technique::FinnedJellyfish,
                                                                       Technique::XYZWing,
                                                                       Technique::GroupedAIC,
                                                                       Technique::GroupedNiceLoop,
                                                                       Technique::AlsXZ,
                                                                       Technique::AlsXYWing,
                                                                       Technique::DeathBlossom,
                                                                       Technique::SueDeCoq,
                                                                       Technique::DigitForcingChain,
                                                                       Technique::CellForcingChain,
                                                                       Technique::UnitForcingChain,
                                                                       Technique::ForcingNet,
                                                                       Technique::NestedForcingNet,
                                                                       Technique::Search};

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

/// A candidate as a node of a chain or a proof: `cell` holds `value` (on) or does not (off).
struct ChainNode {
    int cell = -1;
    Value value = 0;
    bool on = true;
    bool operator==(const ChainNode&) const = default;
};

/// A link of a chain between two nodes: strong (at least one is true) or weak (at most one is). A node is
/// a candidate or, in grouped chains, a group: the places of one value in one box-line intersection, true
/// when the value lies in one of them (its node then names the first of its cells).
struct ChainLink {
    ChainNode from;
    ChainNode to;
    bool strong = false;
    std::vector<int> fromGroup;  ///< a grouped `from`: its cells, ascending; empty for a candidate
    std::vector<int> toGroup;    ///< a grouped `to`: its cells, ascending; empty for a candidate
};

/// One branch of a forcing argument: the premise and what follows from it, in derivation order (only
/// the steps the conclusion needs); ends in `contradiction` or in the hint's conclusion.
struct ProofBranch {
    ChainNode premise;
    std::vector<ChainNode> steps;
    bool contradiction = false;
    int nestedSteps = 0;  ///< steps proved by an inner forcing net (NestedForcingNet only)
};

/// A candidate coloured by a colouring hint: colours 0 and 1 are the two sides of the first cluster,
/// 2 and 3 those of a second cluster (multi-colouring).
struct ColouredCandidate {
    int cell = -1;
    Value value = 0;
    int colour = 0;
    bool operator==(const ColouredCandidate&) const = default;
};

/// A group of cells drawn and explained together: an almost locked set of an ALS hint (its cells hold
/// one value more than there are cells), a stem or petal of a death blossom, or a part of a Sue de Coq.
struct CellGroup {
    int unit = -1;           ///< the unit the group lies in
    std::vector<int> cells;  ///< ascending
    Candidates values = 0;   ///< the values its cells hold between them
    /// Restricted common values joining this group to the first one (ALS-XZ, death blossom) or to the
    /// pivot (ALS-XY-wing): every place of such a value in both groups sees every other, so at most one
    /// of the two groups holds it. 0 for the first group.
    Candidates linked = 0;
    bool operator==(const CellGroup&) const = default;
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
    /// Chains: the links in order, strong and weak alternating (first and last strong).
    std::vector<ChainLink> links;
    /// Colouring: the clusters' candidates and their colours, ascending by cell.
    std::vector<ColouredCandidate> colours;
    /// ALS, death blossom and Sue de Coq: the sets the argument joins (see CellGroup), first the pivot
    /// (ALS-XY-wing) or the stem (death blossom) or the intersection (Sue de Coq).
    std::vector<CellGroup> groups;
    /// Forcing chains and nets: one branch per case (a cell's candidates, a value's places, on/off).
    std::vector<ProofBranch> proof;
    /// Length of the argument (nodes of a chain, steps of a proof); 0 for the basic techniques.
    int length = 0;
};

/// How far findHint goes.
struct HintOptions {
    bool offerSearch = true;                   ///< when no technique applies, ask the exact solver
    std::uint64_t searchNodeLimit = 2'000'000; ///< node cap of that search (it is bounded, like the solvers)
    /// Deepest forcing net tried (1 = branches propagate singles; d = they also drop candidates whose
    /// branch of depth d - 1 fails). Each depth is tried only when the shallower ones found nothing.
    int maxForcingDepth = 3;
    /// Work allowed to the forcing tier per hint, in branch propagations on a 9x9 grid; a grid of C cells
    /// gets 81/C of it, as each of its propagations costs more. Without it a board that has no forcing
    /// argument (several solutions, or a 16x16 or larger grid) would explore every case split three
    /// levels deep: minutes. Once spent, the forcing tier gives no hint (search is offered, or Stuck).
    std::uint64_t forcingBudget = 200'000;
    /// The caller has proved that the puzzle has exactly one solution (and the board's entries agree with
    /// it): only then may the uniqueness techniques (unique rectangles, BUG+1) argue from it. Off by
    /// default, so a board with several solutions never gets such a hint.
    bool uniquenessProved = false;
    /// The hardest technique tried (kTechniques order; Search is governed by offerSearch): a tier whose
    /// techniques all come later is skipped. What lets a generator ask "solvable by pairs and fish?"
    /// cheaply, without the chains, sets and forcing nets a harder board would run into.
    Technique lastTechnique = Technique::NestedForcingNet;
};

/// The board a hint is found on: the values and each empty cell's candidates. CandidateGrid keeps the
/// candidates free of the peers' values; eliminations from earlier hints or pencil marks narrow them.
using HintBoard = CandidateGrid;

/// The board of a grid with candidates = values not used by a peer.
HintBoard hintBoardOf(const Grid& grid);

/// The easiest step on the board (techniques in kTechniques order, each scanned in a fixed order);
/// never changes the board.
Hint findHint(const HintBoard& board, const HintOptions& options = {});

/// Whether the exact solver proves, within `nodeLimit` nodes, that `puzzle` has exactly one solution:
/// the check a caller makes before setting HintOptions::uniquenessProved.
bool provesUniqueSolution(const Grid& puzzle, std::uint64_t nodeLimit = HintOptions{}.searchNodeLimit);

/// Applies a Step hint (placement or eliminations); false if it leaves a cell without candidates.
bool applyHint(HintBoard& board, const Hint& hint);

}  // namespace sudolab
