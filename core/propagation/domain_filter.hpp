// Domain filtering of a whole grid: the alldifferent constraint of each of the 3N units (rows, columns,
// boxes), propagated to the common fixed point with one of three filters — arc consistency on the
// pairwise ≠ constraints (AC-3), bounds consistency with Hall intervals (Puget) or Régin's domain
// consistency — and the Table-2 style measure of how many domain values each filter removes.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "base/bits.hpp"
#include "grid/grid.hpp"

namespace sudolab {

/// Which consistency the filter enforces. The order is the order of the tabu solver's `filter` choices.
enum class FilterKind : std::uint8_t {
    Bounds,  ///< "bc": Hall intervals of the interval relaxations (Puget), as Soto et al.
    Ac3,     ///< "ac3": AC-3 on the pairwise ≠ constraints (removes the values of fixed peers)
    Domain,  ///< "dc": Régin's matching-based domain consistency (the strongest for one alldifferent)
};

/// Every filter, in choice order.
inline constexpr std::array<FilterKind, 3> kFilterKinds = {FilterKind::Bounds, FilterKind::Ac3, FilterKind::Domain};

/// Short id: "bc", "ac3", "dc".
std::string_view filterName(FilterKind kind);
/// Display name: "bounds consistency (Puget)", ...
std::string_view filterTitle(FilterKind kind);
/// Parses a short id; false if unknown.
bool parseFilterKind(std::string_view name, FilterKind& out);

/// One domain (value bitset) per cell.
using Domains = std::vector<Candidates>;

/// The domains a puzzle starts from: a filled cell holds only its value, an empty cell every value 1..N.
Domains domainsOf(const Grid& grid);

/// Work and effect counters of one DomainFilter, summed over its calls.
struct FilterCounters {
    std::uint64_t calls = 0;          ///< filterAll / filterFrom calls
    std::uint64_t revisions = 0;      ///< unit filterings (bc, dc) or arc revisions (ac3)
    std::uint64_t valuesRemoved = 0;  ///< domain values removed
    std::uint64_t wipeOuts = 0;       ///< calls that ended in a wipe-out
};

/// Propagates the 3N alldifferent constraints of one geometry to a fixed point with one filter. Keeps its
/// work queue between calls so filtering during a search allocates nothing.
class DomainFilter {
public:
    DomainFilter() = default;
    DomainFilter(const Geometry& geometry, FilterKind kind);

    /// Filters every unit until nothing changes; false on a wipe-out (an empty domain, or a unit whose
    /// cells cannot all take different values). On failure the domains are partly filtered.
    bool filterAll(Domains& domains);
    /// Same fixed point, starting only from the cells whose domains the caller just narrowed.
    bool filterFrom(Domains& domains, std::span<const int> changedCells);

    FilterKind kind() const { return kind_; }
    const FilterCounters& counters() const { return counters_; }

private:
    void push(int item);
    bool run(Domains& domains);
    bool filterUnit(Domains& domains, int unit);
    bool reviseFromCell(Domains& domains, int cell);

    const Geometry* geometry_ = nullptr;
    FilterKind kind_ = FilterKind::Bounds;
    std::vector<int> ring_;             ///< FIFO of units (bc, dc) or cells (ac3), each queued at most once
    std::vector<std::uint8_t> queued_;
    std::size_t head_ = 0, count_ = 0;
    FilterCounters counters_;
};

/// Effect of one filter on a puzzle's starting domains (the paper's Table 2).
struct DomainReduction {
    FilterKind filter = FilterKind::Bounds;
    int initialValues = 0;     ///< N per empty cell + 1 per given (the paper counts AI Escargot's box 1 as 57)
    int remainingValues = 0;   ///< after filtering to the fixed point
    int removedValues = 0;
    double percentRemoved = 0; ///< 100 * removed / initial
    int fixedCells = 0;        ///< empty cells the filter left with a single value
    bool wipeOut = false;      ///< the filter proved that the puzzle has no solution
};

/// Filters the puzzle's starting domains (domainsOf) to the fixed point and counts what was removed.
DomainReduction measureDomainReduction(const Grid& puzzle, FilterKind filter);

/// Same, keeping the filtered domains (for callers that also want to show or compare them).
DomainReduction measureDomainReduction(const Grid& puzzle, FilterKind filter, Domains& filtered);

}  // namespace sudolab
