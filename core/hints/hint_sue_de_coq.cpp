// Sue de Coq: in the intersection of a box and a line, k >= 2 open cells C hold values V (at least k + 2 of
// them); cells D of the line outside the box hold values Vd, cells E of the box outside the line hold Ve,
// Vd and Ve share no value, and C, D, E together hold exactly as many values as they have cells. No value
// can repeat among them (a value of Vd lies in the line's cells C and D, one of Ve in the box's cells C
// and E, any other value only in C), so each of those values is placed in them exactly once: the values
// of Vd (and of V outside Ve) leave the rest of the line, those of Ve (and of V outside Vd) the rest of
// the box.
#include <algorithm>
#include <bit>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Cells of the line part and of the box part: more make patterns no player looks for, and the number of
/// parts grows fast on 16x16 and 25x25 lines.
constexpr int kMaxPartCells = 3;

struct Part {
    std::vector<int> cells;
    Candidates values = 0;
};

/// Every set of 1..kMaxPartCells cells of `open` each holding a value of `core`, with their values.
void partsOf(const HintBoard& board, const std::vector<int>& open, Candidates core, std::size_t next, Part& part,
             std::vector<Part>& out) {
    for (std::size_t i = next; i < open.size(); ++i) {
        const Candidates c = board.candidates(open[i]);
        if (!(c & core)) continue;
        Part grown{part.cells, part.values | c};
        grown.cells.push_back(open[i]);
        out.push_back(grown);
        if (static_cast<int>(grown.cells.size()) < kMaxPartCells) partsOf(board, open, core, i + 1, grown, out);
    }
}

/// Pairs of parts tried per hint, whatever the grid: a 25x25 line has 1,350 parts of up to three cells.
constexpr std::uint64_t kMaxPairs = 2'000'000;

/// Open cells of `unit` that lie (`inside` true) or do not lie in unit `other`.
std::vector<int> openCells(const HintBoard& board, int unit, int other, bool inside) {
    const Geometry& geo = board.geometry();
    std::vector<int> cells;
    for (int cell : geo.units[unit]) {
        const auto& units = geo.unitsOfCell[cell];
        const bool in = units[0] == other || units[1] == other || units[2] == other;
        if (board.value(cell) == 0 && in == inside) cells.push_back(cell);
    }
    return cells;
}

/// The Sue de Coq of intersection cells `core` with parts d (line) and e (box), if it removes anything.
bool sueDeCoqAt(const HintBoard& board, int line, int box, const Part& core, const Part& d, const Part& e, Hint& hint) {
    const Geometry& geo = board.geometry();
    const auto holds = [](const Part& p, int cell) {
        return std::find(p.cells.begin(), p.cells.end(), cell) != p.cells.end();
    };
    const Candidates lineValues = d.values | (core.values & ~e.values);
    const Candidates boxValues = e.values | (core.values & ~d.values);
    std::vector<Candidates> removed(geo.cellCount, 0);
    bool any = false;
    for (int cell : geo.units[line])
        if (!holds(core, cell) && !holds(d, cell) && (openCandidates(board, cell) & lineValues)) {
            removed[cell] |= openCandidates(board, cell) & lineValues;
            any = true;
        }
    for (int cell : geo.units[box])
        if (!holds(core, cell) && !holds(e, cell) && (openCandidates(board, cell) & boxValues)) {
            removed[cell] |= openCandidates(board, cell) & boxValues;
            any = true;
        }
    if (!any) return false;
    hint = stepOf(Technique::SueDeCoq);
    hint.groups = {{box, core.cells, core.values, 0}, {line, d.cells, d.values, 0}, {box, e.cells, e.values, 0}};
    for (CellGroup& group : hint.groups) std::sort(group.cells.begin(), group.cells.end());
    // The intersection lies in both units: say so in the pattern's units (box, line, box).
    hint.cells.clear();
    for (const CellGroup& group : hint.groups)
        hint.cells.insert(hint.cells.end(), group.cells.begin(), group.cells.end());
    std::sort(hint.cells.begin(), hint.cells.end());
    hint.units = {box, line};
    hint.values = core.values | d.values | e.values;
    hint.length = static_cast<int>(hint.cells.size());
    for (std::size_t cell = 0; cell < removed.size(); ++cell)
        if (removed[cell]) hint.eliminations.push_back({static_cast<int>(cell), removed[cell]});
    return true;
}

/// Every Sue de Coq around intersection cells `core` of `line` and `box`.
bool sueDeCoqAround(const HintBoard& board, int line, int box, const Part& core, std::uint64_t& work, Hint& hint) {
    std::vector<Part> lineParts, boxParts;
    Part empty;
    partsOf(board, openCells(board, line, box, false), core.values, 0, empty, lineParts);
    partsOf(board, openCells(board, box, line, false), core.values, 0, empty, boxParts);
    const int coreCells = static_cast<int>(core.cells.size());
    for (const Part& d : lineParts) {
        // Each part needs its own cells' worth of values at most: C and D alone may not exceed C + D + 3.
        if (countOf(core.values | d.values) > coreCells + static_cast<int>(d.cells.size()) + kMaxPartCells) continue;
        for (const Part& e : boxParts) {
            if (++work > kMaxPairs) return false;
            if (d.values & e.values) continue;
            const int cells = coreCells + static_cast<int>(d.cells.size() + e.cells.size());
            if (countOf(core.values | d.values | e.values) != cells) continue;
            if (sueDeCoqAt(board, line, box, core, d, e, hint)) return true;
        }
    }
    return false;
}

}  // namespace

bool findSueDeCoq(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    std::uint64_t work = 0;
    for (int box = 2 * geo.size; box < 3 * geo.size && work <= kMaxPairs; ++box) {
        const int first = geo.units[box][0];
        std::vector<int> lines;
        for (int i = 0; i < geo.order; ++i) {
            lines.push_back(geo.rowOf(first) + i);
            lines.push_back(geo.size + geo.columnOf(first) + i);
        }
        for (int line : lines) {
            const std::vector<int> inside = openCells(board, line, box, true);
            // Every subset of at least two intersection cells holding at least two values more than cells.
            for (std::uint64_t mask = 1; mask < (std::uint64_t{1} << inside.size()); ++mask) {
                if (std::popcount(mask) < 2) continue;
                Part core;
                for (std::size_t i = 0; i < inside.size(); ++i)
                    if (mask >> i & 1) {
                        core.cells.push_back(inside[i]);
                        core.values |= board.candidates(inside[i]);
                    }
                if (countOf(core.values) < static_cast<int>(core.cells.size()) + 2) continue;
                if (sueDeCoqAround(board, line, box, core, work, hint)) return true;
            }
        }
    }
    return false;
}

}  // namespace sudolab::hints
