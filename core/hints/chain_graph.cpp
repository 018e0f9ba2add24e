#include "hints/chain_graph.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

namespace sudolab::hints {

ChainGraph::ChainGraph(const HintBoard& board, bool grouped) : board_(board), geo_(board.geometry()) {
    identity_.resize(geo_.cellCount);
    std::iota(identity_.begin(), identity_.end(), 0);
    places_.assign(static_cast<std::size_t>(3 * geo_.size) * geo_.size, 0);
    for (int unit = 0; unit < 3 * geo_.size; ++unit)
        for (Value v = 1; v <= geo_.size; ++v) places_[unit * geo_.size + v - 1] = placesOf(board_, unit, v);
    positionIn_.assign(static_cast<std::size_t>(geo_.cellCount) * 3, -1);
    for (int unit = 0; unit < 3 * geo_.size; ++unit) {
        const int kind = static_cast<int>(geo_.kindOf(unit));
        for (std::size_t i = 0; i < geo_.units[unit].size(); ++i)
            positionIn_[geo_.units[unit][i] * 3 + kind] = static_cast<int>(i);
    }
    groupsIn_.assign(3 * geo_.size, {});
    groupAt_.assign(static_cast<std::size_t>(geo_.size) * 2 * geo_.size * geo_.size, -1);
    if (grouped) buildGroups();
    buildStrongLinks();
}

/// A group for every box-line intersection and value with two or more places there.
void ChainGraph::buildGroups() {
    for (int box = 0; box < geo_.size; ++box)
        for (int line = 0; line < 2 * geo_.size; ++line)
            for (Value v = 1; v <= geo_.size; ++v) {
                Group group{2 * geo_.size + box, line, v, {}};
                for (int cell : geo_.units[line])
                    if (geo_.boxOf(cell) == box && has(cell, v)) group.cells.push_back(cell);
                if (group.cells.size() < 2) continue;
                const int id = nodeCount();
                groupAt_[(static_cast<std::size_t>(box) * 2 * geo_.size + line) * geo_.size + v - 1] = id;
                groupsIn_[group.box].push_back(id);
                groupsIn_[line].push_back(id);
                groups_.push_back(std::move(group));
            }
}

Value ChainGraph::valueOf(int id) const {
    return isGroup(id) ? groups_[id - candidateCount()].value : static_cast<Value>(id % geo_.size + 1);
}

std::span<const int> ChainGraph::cellsOf(int id) const {
    if (isGroup(id)) return groups_[id - candidateCount()].cells;
    return {identity_.data() + id / geo_.size, 1};
}

bool ChainGraph::contains(int id, int cell) const {
    const std::span<const int> cells = cellsOf(id);
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

std::uint64_t ChainGraph::maskIn(int unit, int id) const {
    const int kind = static_cast<int>(geo_.kindOf(unit));
    std::uint64_t mask = 0;
    for (int cell : cellsOf(id)) mask |= std::uint64_t{1} << positionIn_[cell * 3 + kind];
    return mask;
}

int ChainGraph::remainderNode(int unit, Value v, std::uint64_t taken) const {
    const std::uint64_t rest = places(unit, v) & ~taken;
    if (rest == 0) return -1;
    const std::vector<int> cells = cellsAt(geo_, unit, rest);
    if (cells.size() == 1) return candidateId(cells[0], v);
    // Two or more places left: a node only if they are exactly one box-line group.
    int id = -1;
    if (geo_.kindOf(unit) != UnitKind::Box) {
        const int box = geo_.boxOf(cells[0]);
        if (std::all_of(cells.begin(), cells.end(), [&](int c) { return geo_.boxOf(c) == box; }))
            id = groupAt(box, unit, v);
    } else {
        const int box = unit - 2 * geo_.size;
        for (int kind = 0; kind < 2 && id < 0; ++kind) {
            const int line = geo_.unitsOfCell[cells[0]][kind];
            if (std::all_of(cells.begin(), cells.end(), [&](int c) { return geo_.unitsOfCell[c][kind] == line; }))
                id = groupAt(box, line, v);
        }
    }
    return id >= 0 && cellsOf(id).size() == cells.size() ? id : -1;
}

/// For each node: the other value of a bivalue cell, then for each unit holding the node the node made
/// of the value's other places there, when they form one.
void ChainGraph::buildStrongLinks() {
    strongAt_.assign(nodeCount() + 1, 0);
    strongTo_.clear();
    const auto add = [&](int from, int to) {
        if (to < 0) return;
        const auto begin = strongTo_.begin() + strongAt_[from];
        if (std::find(begin, strongTo_.end(), to) == strongTo_.end()) strongTo_.push_back(to);
    };
    for (int id = 0; id < nodeCount(); ++id) {
        strongAt_[id] = static_cast<int>(strongTo_.size());
        const Value v = valueOf(id);
        if (!isGroup(id)) {
            const int cell = id / geo_.size;
            const Candidates c = openCandidates(board_, cell);
            if (!(c & bitOf(v))) continue;
            if (countOf(c) == 2) add(id, candidateId(cell, lowestValue(c & ~bitOf(v))));
            for (int unit : geo_.unitsOfCell[cell]) add(id, remainderNode(unit, v, maskIn(unit, id)));
        } else {
            const Group& group = groups_[id - candidateCount()];
            for (int unit : {group.box, group.line}) add(id, remainderNode(unit, v, maskIn(unit, id)));
        }
    }
    strongAt_[nodeCount()] = static_cast<int>(strongTo_.size());
}

void ChainGraph::weak(int id, std::vector<int>& out) const {
    out.clear();
    const Value v = valueOf(id);
    if (!isGroup(id)) {
        const int cell = id / geo_.size;
        for (Candidates c = openCandidates(board_, cell) & ~bitOf(v); c; c &= c - 1)
            out.push_back(candidateId(cell, lowestValue(c)));
        for (int peer : geo_.peers[cell])
            if (has(peer, v)) out.push_back(candidateId(peer, v));
        // A group of v in one of the cell's units, without the cell: each lies in only one of them.
        for (int unit : geo_.unitsOfCell[cell])
            for (int group : groupsIn_[unit])
                if (valueOf(group) == v && !contains(group, cell)) out.push_back(group);
        return;
    }
    const Group& group = groups_[id - candidateCount()];
    // The other places of v in its box and line (no cell outside the group is in both), then the groups
    // of v there that share no cell with it.
    for (int unit : {group.box, group.line})
        for (int cell : cellsAt(geo_, unit, places(unit, v) & ~maskIn(unit, id))) out.push_back(candidateId(cell, v));
    for (int unit : {group.box, group.line})
        for (int other : groupsIn_[unit]) {
            if (other == id || valueOf(other) != v) continue;
            const std::span<const int> cells = cellsOf(other);
            if (std::none_of(cells.begin(), cells.end(), [&](int c) { return contains(id, c); })) out.push_back(other);
        }
}

bool ChainGraph::shareUnit(int a, int b) const {
    for (int kind = 0; kind < 3; ++kind) {
        const int unit = geo_.unitsOfCell[cellsOf(a)[0]][kind];
        const auto inUnit = [&](int cell) { return geo_.unitsOfCell[cell][kind] == unit; };
        const std::span<const int> ca = cellsOf(a), cb = cellsOf(b);
        if (std::all_of(ca.begin(), ca.end(), inUnit) && std::all_of(cb.begin(), cb.end(), inUnit)) return true;
    }
    return false;
}

bool ChainGraph::weaklyLinked(int a, int b) const {
    if (a == b) return false;
    if (!isGroup(a) && !isGroup(b) && a / geo_.size == b / geo_.size) return true;  // two values of one cell
    if (valueOf(a) != valueOf(b)) return false;
    const std::span<const int> cb = cellsOf(b);
    if (std::any_of(cb.begin(), cb.end(), [&](int c) { return contains(a, c); })) return false;
    return shareUnit(a, b);
}

}  // namespace sudolab::hints
