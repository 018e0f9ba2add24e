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
#include <array>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Longest chain tried, in candidates (longer chains are left to the forcing nets).
constexpr int kMaxChainNodes = 16;

struct Graph {
    const HintBoard& board;
    const Geometry& geo;
    /// Strong links of every candidate id (CSR: strongAt[id] .. strongAt[id + 1] in strongTo), built once
    /// per findChain: the search asks for them once per visited state, on every start candidate.
    std::vector<int> strongAt, strongTo;

    Graph(const HintBoard& b) : board(b), geo(b.geometry()) { buildStrongLinks(); }

    int id(int cell, Value v) const { return cell * geo.size + v - 1; }
    ChainNode node(int id) const { return {id / geo.size, static_cast<Value>(id % geo.size + 1), true}; }
    bool has(int cell, Value v) const { return openCandidates(board, cell) & bitOf(v); }

    /// For each candidate: the other value of a bivalue cell, then the other place of v in the cell's
    /// row, column and box when v has exactly two places there (each partner once).
    void buildStrongLinks() {
        const int count = geo.cellCount * geo.size;
        // The two places of each (unit, value) with exactly two, else -1.
        std::vector<std::array<int, 2>> pair(static_cast<std::size_t>(3 * geo.size) * geo.size, {-1, -1});
        for (int unit = 0; unit < 3 * geo.size; ++unit)
            for (Value v = 1; v <= geo.size; ++v) {
                const std::uint64_t places = placesOf(board, unit, v);
                if (std::popcount(places) != 2) continue;
                pair[unit * geo.size + v - 1] = {geo.units[unit][std::countr_zero(places)],
                                                 geo.units[unit][63 - std::countl_zero(places)]};
            }
        strongAt.assign(count + 1, 0);
        strongTo.clear();
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            const Candidates c = openCandidates(board, cell);
            for (Value v = 1; v <= geo.size; ++v) {
                const int from = id(cell, v);
                strongAt[from] = static_cast<int>(strongTo.size());
                if (!(c & bitOf(v))) continue;
                if (countOf(c) == 2) strongTo.push_back(id(cell, lowestValue(c & ~bitOf(v))));
                for (int unit : geo.unitsOfCell[cell]) {
                    const auto [a, b] = pair[unit * geo.size + v - 1];
                    if (a < 0) continue;
                    const int other = id(a == cell ? b : a, v);
                    const auto begin = strongTo.begin() + strongAt[from];
                    if (std::find(begin, strongTo.end(), other) == strongTo.end()) strongTo.push_back(other);
                }
            }
        }
        strongAt[count] = static_cast<int>(strongTo.size());
    }

    /// Candidates weakly linked to (cell, v): the cell's other values, v in its peers.
    void weak(int cell, Value v, std::vector<int>& out) const {
        out.clear();
        for (Candidates c = openCandidates(board, cell) & ~bitOf(v); c; c &= c - 1)
            out.push_back(id(cell, lowestValue(c)));
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

/// The breadth-first search's buffers, kept across start candidates: only the states a search touched
/// are cleared after it, so a start costs what it explores, not the size of the board (31k states on 25x25).
struct SearchBuffers {
    std::vector<int> parent;  ///< per state: the state it was reached from, -1 for the start, -2 unseen
    std::vector<int> touched, frontier, next, links, ids;
    std::vector<char> onPath;  ///< per candidate id, for the simple-path check
};

/// The chain ending at `state`, start first.
void pathTo(const SearchBuffers& buffers, int state, std::vector<int>& ids) {
    ids.clear();
    for (int s = state; s != -1; s = buffers.parent[s]) ids.push_back(s / 2);
    std::reverse(ids.begin(), ids.end());
}

/// Whether no candidate repeats on the chain.
bool isSimple(SearchBuffers& buffers, const std::vector<int>& ids) {
    bool simple = true;
    for (int id : ids) {
        if (buffers.onPath[id]) simple = false;
        buffers.onPath[id] = 1;
    }
    for (int id : ids) buffers.onPath[id] = 0;
    return simple;
}

/// Shortest chain from `start` with an elimination and at most `maxNodes` candidates (breadth first;
/// states are a candidate and the kind of its next link).
bool searchFrom(const Graph& g, int start, int maxNodes, SearchBuffers& buffers, Found& found) {
    std::vector<int>& parent = buffers.parent;
    const auto visit = [&](int state, int from) {
        parent[state] = from;
        buffers.touched.push_back(state);
    };
    buffers.frontier.assign(1, 2 * start);
    visit(2 * start, -1);  // state 2*id: the next link is strong; 2*id+1: weak
    bool done = false;
    for (int depth = 1; depth < maxNodes && !done && !buffers.frontier.empty(); ++depth) {
        buffers.next.clear();
        for (std::size_t i = 0; i < buffers.frontier.size() && !done; ++i) {
            const int state = buffers.frontier[i];
            const ChainNode at = g.node(state / 2);
            const bool wantStrong = state % 2 == 0;
            if (wantStrong)
                buffers.links.assign(g.strongTo.begin() + g.strongAt[state / 2],
                                     g.strongTo.begin() + g.strongAt[state / 2 + 1]);
            else
                g.weak(at.cell, at.value, buffers.links);
            for (int to : buffers.links) {
                const int nextState = 2 * to + (wantStrong ? 1 : 0);
                if (parent[nextState] != -2 || to == start) continue;
                visit(nextState, state);
                buffers.next.push_back(nextState);
                if (!wantStrong) continue;
                pathTo(buffers, nextState, buffers.ids);
                if (!isSimple(buffers, buffers.ids)) continue;
                std::vector<Elimination> hits = victims(g, buffers.ids);
                if (hits.empty()) continue;
                found = {buffers.ids, std::move(hits), classify(g, buffers.ids)};
                done = true;
                break;
            }
        }
        buffers.frontier.swap(buffers.next);
    }
    for (int state : buffers.touched) parent[state] = -2;
    buffers.touched.clear();
    return done;
}

}  // namespace

bool findChain(const HintBoard& board, Hint& hint) {
    const Graph g(board);
    const int count = g.geo.cellCount * g.geo.size;
    SearchBuffers buffers;
    buffers.parent.assign(2 * static_cast<std::size_t>(count), -2);
    buffers.onPath.assign(count, 0);
    Found best;
    for (int cell = 0; cell < g.geo.cellCount; ++cell)
        for (Candidates c = openCandidates(board, cell); c; c &= c - 1) {
            // Only a chain no longer than the best so far can replace it, so the search stops there.
            const int maxNodes = best.nodes.empty() ? kMaxChainNodes : static_cast<int>(best.nodes.size());
            Found found;
            if (!searchFrom(g, g.id(cell, lowestValue(c)), maxNodes, buffers, found)) continue;
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
