// The graph an alternating inference chain search walks: the board's candidates and, when grouping is on,
// grouped nodes — the places of one value inside one box-line intersection (two or more cells), true when
// the value lies in one of them. A strong link joins two nodes of which at least one is true (the two
// values of a bivalue cell; two nodes of one value that hold all its places in a unit), a weak link two
// that cannot both be true (two values of a cell; two disjoint nodes of one value inside one unit).
// Internal to the hint engine; links only use rows, columns and boxes, so any order works.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {

class ChainGraph {
public:
    /// The graph of `board` (which must outlive it); `grouped` adds the box-line groups as nodes.
    ChainGraph(const HintBoard& board, bool grouped);

    /// Nodes: ids below candidateCount() are candidates (cell * size + value - 1), the rest groups.
    int nodeCount() const { return candidateCount() + static_cast<int>(groups_.size()); }
    int candidateCount() const { return geo_.cellCount * geo_.size; }
    int candidateId(int cell, Value v) const { return cell * geo_.size + v - 1; }
    bool isGroup(int id) const { return id >= candidateCount(); }
    /// Whether the candidate is still open on the board.
    bool has(int cell, Value v) const { return openCandidates(board_, cell) & bitOf(v); }
    Value valueOf(int id) const;
    /// A node's cells, ascending (one for a candidate).
    std::span<const int> cellsOf(int id) const;
    /// Whether `cell` is one of the node's cells.
    bool contains(int id, int cell) const;
    /// The node as a chain node: its first cell, its value, "on".
    ChainNode chainNode(int id) const { return {cellsOf(id)[0], valueOf(id), true}; }

    /// Nodes strongly linked to `id` (each once).
    std::span<const int> strong(int id) const {
        return {strongTo_.data() + strongAt_[id], strongTo_.data() + strongAt_[id + 1]};
    }
    /// Nodes weakly linked to `id`, into `out` (cleared first).
    void weak(int id, std::vector<int>& out) const;
    /// Whether two nodes are weakly linked (at most one of them is true).
    bool weaklyLinked(int a, int b) const;

    const HintBoard& board() const { return board_; }
    const Geometry& geometry() const { return geo_; }

private:
    struct Group {
        int box = -1, line = -1;  ///< the intersection's box and row or column (unit indices)
        Value value = 0;
        std::vector<int> cells;
    };

    void buildGroups();
    void buildStrongLinks();
    /// The node holding exactly the places of v in `unit` outside `taken` (unit positions), or -1.
    int remainderNode(int unit, Value v, std::uint64_t taken) const;
    /// Positions, in `unit`, of the node's cells (all of which lie in it).
    std::uint64_t maskIn(int unit, int id) const;
    std::uint64_t places(int unit, Value v) const { return places_[unit * geo_.size + v - 1]; }
    int groupAt(int box, int line, Value v) const {
        return groupAt_[(static_cast<std::size_t>(box) * 2 * geo_.size + line) * geo_.size + v - 1];
    }
    /// Whether some unit holds every cell of both nodes.
    bool shareUnit(int a, int b) const;

    const HintBoard& board_;
    const Geometry& geo_;
    std::vector<int> identity_;               ///< identity_[cell] == cell: a candidate's cell list
    std::vector<std::uint64_t> places_;       ///< per (unit, value): positions still holding it
    std::vector<int> positionIn_;             ///< per (cell, kind): the cell's position in its row/column/box
    std::vector<Group> groups_;               ///< grouped nodes, id candidateCount() + index
    std::vector<int> groupAt_;                ///< per (box, line, value): the group id or -1
    std::vector<std::vector<int>> groupsIn_;  ///< per unit: the groups lying in it
    std::vector<int> strongAt_, strongTo_;    ///< strong links of every node (CSR)
};

}  // namespace sudolab::hints
