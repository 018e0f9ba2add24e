// Alternating inference chains on candidates. A strong link joins two candidates of which at least one
// is true (the two values of a bivalue cell, the two places of a value in a unit); a weak link joins two
// that cannot both be true (two values of a cell, one value in two cells of a unit). A chain that starts
// and ends with a strong link and alternates proves that one of its ends is true, so a candidate weakly
// linked to both ends is false. A breadth-first search from every candidate finds the shortest such
// chain; its shape names it: one value with two strong links is a skyscraper, 2-string kite or turbot
// fish, other one-value chains are X-chains; bivalue cells only make an XY-wing (3 cells), remote
// pairs (one pair throughout) or an XY-chain; two cells of one pair joined by a value's strong link are
// a W-wing; anything else is an AIC. Links only use rows, columns and boxes, so any order works.
#include <algorithm>
#include <bit>
#include <vector>

#include "hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Longest chain tried, in candidates (longer chains are left to the forcing nets).
constexpr int kMaxChainNodes = 16;

struct Graph {
    const HintBoard& board;
    const Geometry& geo;

    int id(int cell, Value v) const { return cell * geo.size + v - 1; }
    ChainNode node(int id) const { return {id / geo.size, static_cast<Value>(id % geo.size + 1), true}; }
    bool has(int cell, Value v) const { return openCandidates(board, cell) & bitOf(v); }

    /// Candidates strongly linked to (cell, v).
    void strong(int cell, Value v, std::vector<int>& out) const {
        out.clear();
        const Candidates c = openCandidates(board, cell);
        if (countOf(c) == 2) out.push_back(id(cell, lowestValue(c & ~bitOf(v))));
        for (int unit : geo.unitsOfCell[cell]) {
            int other = -1, count = 0;
            for (int peer : geo.units[unit])
                if (has(peer, v) && ++count && peer != cell) other = peer;
            if (count == 2 && std::find(out.begin(), out.end(), id(other, v)) == out.end()) out.push_back(id(other, v));
        }
    }

    /// Candidates weakly linked to (cell, v): the cell's other values, v in its peers.
    void weak(int cell, Value v, std::vector<int>& out) const {
        out.clear();
        for (Candidates c = openCandidates(board, cell) & ~bitOf(v); c; c &= c - 1) out.push_back(id(cell, lowestValue(c)));
        for (int peer : geo.peers[cell])
            if (has(peer, v)) out.push_back(id(peer, v));
    }

    bool sees(ChainNode a, ChainNode b) const {
        if (a.cell == b.cell) return a.value != b.value;
        if (a.value != b.value) return false;
        const auto& ua = geo.unitsOfCell[a.cell];
        const auto& ub = geo.unitsOfCell[b.cell];
        return ua[0] == ub[0] || ua[1] == ub[1] || ua[2] == ub[2];
    }
};

/// A chain found: its nodes (ids) and its eliminations.
struct Found {
    std::vector<int> nodes;
    std::vector<Elimination> eliminations;
    Technique technique = Technique::AIC;
};

/// The unit kind (0 row, 1 column, 2 box) in which two cells of a strong link of v are the only places.
int strongUnitKind(const Graph& g, int a, int b, Value v) {
    for (int kind = 0; kind < 3; ++kind) {
        const int unit = g.geo.unitsOfCell[a][kind];
        if (unit != g.geo.unitsOfCell[b][kind]) continue;
        if (std::popcount(placesOf(g.board, unit, v)) == 2) return kind;
    }
    return -1;
}

Technique classify(const Graph& g, const std::vector<int>& ids) {
    std::vector<ChainNode> n;
    for (int id : ids) n.push_back(g.node(id));
    bool oneValue = true, cellsOnly = true;
    for (std::size_t i = 0; i < n.size(); ++i) {
        oneValue = oneValue && n[i].value == n[0].value;
        if (i % 2 == 0) cellsOnly = cellsOnly && n[i].cell == n[i + 1].cell;
    }
    if (oneValue && n.size() == 4) {
        const int k1 = strongUnitKind(g, n[0].cell, n[1].cell, n[0].value);
        const int k2 = strongUnitKind(g, n[2].cell, n[3].cell, n[0].value);
        if (k1 < 2 && k1 == k2) return Technique::Skyscraper;
        if (k1 < 2 && k2 < 2 && g.geo.boxOf(n[1].cell) == g.geo.boxOf(n[2].cell)) return Technique::TwoStringKite;
        return Technique::TurbotFish;
    }
    if (oneValue) return Technique::XChain;
    if (cellsOnly) {
        bool samePair = true;
        for (std::size_t i = 0; i < n.size(); i += 2)
            samePair = samePair && g.board.candidates(n[i].cell) == g.board.candidates(n[0].cell);
        if (n.size() == 6 && !samePair) return Technique::XYWing;
        return samePair ? Technique::RemotePairs : Technique::XYChain;
    }
    if (n.size() == 6 && n[0].cell == n[1].cell && n[4].cell == n[5].cell && n[1].value == n[2].value &&
        n[2].value == n[3].value && n[3].value == n[4].value && countOf(g.board.candidates(n[0].cell)) == 2 &&
        g.board.candidates(n[0].cell) == g.board.candidates(n[5].cell))
        return Technique::WWing;
    return Technique::AIC;
}

/// Candidates weakly linked to both ends and not on the chain.
std::vector<Elimination> victims(const Graph& g, const std::vector<int>& ids) {
    const ChainNode first = g.node(ids.front()), last = g.node(ids.back());
    std::vector<int> cells = g.geo.peers[first.cell];
    cells.push_back(first.cell);
    std::sort(cells.begin(), cells.end());
    std::vector<Elimination> out;
    for (int cell : cells) {
        Candidates hit = 0;
        for (Candidates c = openCandidates(g.board, cell); c; c &= c - 1) {
            const ChainNode x{cell, lowestValue(c), true};
            if (std::find(ids.begin(), ids.end(), g.id(cell, x.value)) != ids.end()) continue;
            if (g.sees(x, first) && g.sees(x, last)) hit |= bitOf(x.value);
        }
        if (hit) out.push_back({cell, hit});
    }
    return out;
}

/// Shortest chain from `start` with an elimination (breadth first; states are candidate and next link).
bool searchFrom(const Graph& g, int start, Found& found) {
    const int count = g.geo.cellCount * g.geo.size;
    std::vector<int> parent(2 * static_cast<std::size_t>(count), -2), frontier{2 * start}, next, links;
    parent[2 * start] = -1;  // state 2*id: the next link is strong; 2*id+1: weak
    for (int depth = 1; depth < kMaxChainNodes && !frontier.empty(); ++depth) {
        next.clear();
        for (int state : frontier) {
            const ChainNode at = g.node(state / 2);
            const bool wantStrong = state % 2 == 0;
            wantStrong ? g.strong(at.cell, at.value, links) : g.weak(at.cell, at.value, links);
            for (int to : links) {
                const int nextState = 2 * to + (wantStrong ? 1 : 0);
                if (parent[nextState] != -2 || to == start) continue;
                parent[nextState] = state;
                next.push_back(nextState);
                if (!wantStrong) continue;
                std::vector<int> ids;
                for (int s = nextState; s != -1; s = parent[s]) ids.push_back(s / 2);
                std::reverse(ids.begin(), ids.end());
                std::vector<int> sorted = ids;
                std::sort(sorted.begin(), sorted.end());
                if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end()) continue;  // not simple
                std::vector<Elimination> hits = victims(g, ids);
                if (hits.empty()) continue;
                found = {ids, std::move(hits), classify(g, ids)};
                return true;
            }
        }
        frontier.swap(next);
    }
    return false;
}

}  // namespace

bool findChain(const HintBoard& board, Hint& hint) {
    const Graph g{board, board.geometry()};
    Found best;
    for (int cell = 0; cell < g.geo.cellCount; ++cell)
        for (Candidates c = openCandidates(board, cell); c; c &= c - 1) {
            Found found;
            if (!searchFrom(g, g.id(cell, lowestValue(c)), found)) continue;
            const bool shorter = best.nodes.empty() || found.nodes.size() < best.nodes.size() ||
                                 (found.nodes.size() == best.nodes.size() && found.technique < best.technique);
            if (shorter) best = std::move(found);
        }
    if (best.nodes.empty()) return false;
    hint = stepOf(best.technique);
    for (std::size_t i = 0; i + 1 < best.nodes.size(); ++i)
        hint.links.push_back({g.node(best.nodes[i]), g.node(best.nodes[i + 1]), i % 2 == 0});
    for (int id : best.nodes) {
        hint.cells.push_back(g.node(id).cell);
        hint.values |= bitOf(g.node(id).value);
    }
    std::sort(hint.cells.begin(), hint.cells.end());
    hint.cells.erase(std::unique(hint.cells.begin(), hint.cells.end()), hint.cells.end());
    hint.eliminations = std::move(best.eliminations);
    hint.length = static_cast<int>(best.nodes.size());
    return true;
}

}  // namespace sudolab::hints
