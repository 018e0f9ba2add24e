// Alternating inference chains and nice loops (the graph: chain_graph.hpp). A chain that starts and ends
// with a strong link and alternates proves that one of its ends is true, so a candidate weakly linked to
// both ends is false (this covers the discontinuous nice loops whose break has a weak link). A chain from
// a candidate back to itself with strong links at both ends (a discontinuous nice loop) proves it true.
// An AIC whose ends share a cell is a discontinuous nice loop too (its values there are the cell's only
// options). A chain whose ends are weakly linked closes into a continuous nice loop: each of its weak links then has
// exactly one true end, so what sees both ends of one goes. A breadth-first search from every candidate
// finds the shortest argument; its shape names it: one value with two strong links is a skyscraper,
// 2-string kite or turbot fish, other one-value chains are X-chains; bivalue cells only make an XY-wing
// (3 cells), remote pairs (one pair throughout) or an XY-chain; two cells of one pair joined by a value's
// strong link are a W-wing; anything else is an AIC. Box-line groups as nodes are tried later (after the
// finned fish and the XYZ-wing): they make grouped AICs and grouped nice loops.
#include <algorithm>
#include <bit>
#include <vector>

#include "hints/chain_graph.hpp"
#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Longest chain tried, in nodes (longer chains are left to the forcing nets).
constexpr int kMaxChainNodes = 16;

/// What a chain proves: an end is true (eliminations), its start is true (placement), or it is a loop.
enum class ChainShape { Open, Placement, Continuous };

/// A chain found: its nodes (ids; a placement repeats its start at the end) and its effect.
struct Found {
    std::vector<int> nodes;
    std::vector<Elimination> eliminations;
    ChainShape shape = ChainShape::Open;
    Technique technique = Technique::AIC;
};

/// The unit kind (0 row, 1 column, 2 box) in which two cells of a strong link of v are the only places.
int strongUnitKind(const ChainGraph& g, int a, int b, Value v) {
    for (int kind = 0; kind < 3; ++kind) {
        const int unit = g.geometry().unitsOfCell[a][kind];
        if (unit != g.geometry().unitsOfCell[b][kind]) continue;
        if (std::popcount(placesOf(g.board(), unit, v)) == 2) return kind;
    }
    return -1;
}

/// The name of an open chain of single candidates, from its shape.
Technique classifyOpen(const ChainGraph& g, const std::vector<int>& ids) {
    std::vector<ChainNode> n;
    for (int id : ids) n.push_back(g.chainNode(id));
    const HintBoard& board = g.board();
    bool oneValue = true, cellsOnly = true;
    for (std::size_t i = 0; i < n.size(); ++i) {
        oneValue = oneValue && n[i].value == n[0].value;
        if (i % 2 == 0) cellsOnly = cellsOnly && n[i].cell == n[i + 1].cell;
    }
    if (oneValue && n.size() == 4) {
        const int k1 = strongUnitKind(g, n[0].cell, n[1].cell, n[0].value);
        const int k2 = strongUnitKind(g, n[2].cell, n[3].cell, n[0].value);
        if (k1 < 2 && k1 == k2) return Technique::Skyscraper;
        if (k1 < 2 && k2 < 2 && g.geometry().boxOf(n[1].cell) == g.geometry().boxOf(n[2].cell))
            return Technique::TwoStringKite;
        return Technique::TurbotFish;
    }
    if (oneValue) return Technique::XChain;
    if (cellsOnly) {
        bool samePair = true;
        for (std::size_t i = 0; i < n.size(); i += 2)
            samePair = samePair && board.candidates(n[i].cell) == board.candidates(n[0].cell);
        if (n.size() == 6 && !samePair) return Technique::XYWing;
        return samePair ? Technique::RemotePairs : Technique::XYChain;
    }
    if (n.size() == 6 && n[0].cell == n[1].cell && n[4].cell == n[5].cell && n[1].value == n[2].value &&
        n[2].value == n[3].value && n[3].value == n[4].value && countOf(board.candidates(n[0].cell)) == 2 &&
        board.candidates(n[0].cell) == board.candidates(n[5].cell))
        return Technique::WWing;
    return Technique::AIC;
}

Technique classify(const ChainGraph& g, const std::vector<int>& ids, ChainShape shape) {
    const bool grouped = std::any_of(ids.begin(), ids.end(), [&](int id) { return g.isGroup(id); });
    if (grouped) return shape == ChainShape::Open ? Technique::GroupedAIC : Technique::GroupedNiceLoop;
    if (shape == ChainShape::Placement) return Technique::DiscontinuousNiceLoop;
    if (shape == ChainShape::Continuous) return Technique::ContinuousNiceLoop;
    const Technique named = classifyOpen(g, ids);
    // An AIC from a cell back to it is a nice loop broken in that cell: one of its two ends' values is
    // the cell's, so its other values go.
    if (named == Technique::AIC && g.cellsOf(ids.front())[0] == g.cellsOf(ids.back())[0])
        return Technique::DiscontinuousNiceLoop;
    return named;
}

/// Whether a candidate is a node of the chain or one of the cells of a grouped node of its value.
bool onChain(const ChainGraph& g, const std::vector<int>& ids, int cell, Value v) {
    for (int id : ids)
        if (g.valueOf(id) == v && g.contains(id, cell)) return true;
    return false;
}

/// Candidates off the chain weakly linked to both `a` and `b`, added to `hits` (per cell).
void addVictims(const ChainGraph& g, const std::vector<int>& ids, int a, int b, std::vector<Candidates>& hits,
                std::vector<int>& cells) {
    const int anchor = g.cellsOf(a)[0];
    const auto check = [&](int cell) {
        for (Candidates c = openCandidates(g.board(), cell) & ~hits[cell]; c; c &= c - 1) {
            const Value v = lowestValue(c);
            const int x = g.candidateId(cell, v);
            if (!g.weaklyLinked(x, a) || !g.weaklyLinked(x, b) || onChain(g, ids, cell, v)) continue;
            if (hits[cell] == 0) cells.push_back(cell);
            hits[cell] |= bitOf(v);
        }
    };
    // A candidate weakly linked to `a` is in its first cell or sees it.
    check(anchor);
    for (int peer : g.geometry().peers[anchor]) check(peer);
}

/// The eliminations of an open chain (its ends) or, when its ends are weakly linked, of the loop it
/// closes (every weak link, the closing one included); `shape` says which.
std::vector<Elimination> chainEliminations(const ChainGraph& g, const std::vector<int>& ids, ChainShape& shape,
                                           std::vector<Candidates>& hits) {
    std::vector<int> cells;
    addVictims(g, ids, ids.front(), ids.back(), hits, cells);
    shape = ChainShape::Open;
    if (g.weaklyLinked(ids.front(), ids.back())) {
        const auto removed = [&] {
            int count = 0;
            for (int cell : cells) count += countOf(hits[cell]);
            return count;
        };
        const int byEnds = removed();
        for (std::size_t i = 1; i + 1 < ids.size(); i += 2) addVictims(g, ids, ids[i], ids[i + 1], hits, cells);
        // A loop only when its inner weak links add something: otherwise it is read as the open chain.
        if (removed() > byEnds) shape = ChainShape::Continuous;
    }
    std::sort(cells.begin(), cells.end());
    std::vector<Elimination> out;
    for (int cell : cells) {
        out.push_back({cell, hits[cell]});
        hits[cell] = 0;
    }
    return out;
}

/// The breadth-first search's buffers, kept across start candidates: only the states a search touched
/// are cleared after it, so a start costs what it explores, not the size of the board (31k states on 25x25).
struct SearchBuffers {
    std::vector<int> parent;  ///< per state: the state it was reached from, -1 for the start, -2 unseen
    std::vector<int> touched, frontier, next, links, ids;
    std::vector<char> onPath;      ///< per node id, for the simple-path check
    std::vector<Candidates> hits;  ///< per cell, the eliminations being gathered (zero between uses)
};

/// The chain ending at `state`, start first.
void pathTo(const SearchBuffers& buffers, int state, std::vector<int>& ids) {
    ids.clear();
    for (int s = state; s != -1; s = buffers.parent[s]) ids.push_back(s / 2);
    std::reverse(ids.begin(), ids.end());
}

/// Whether no node repeats on the chain.
bool isSimple(SearchBuffers& buffers, const std::vector<int>& ids) {
    bool simple = true;
    for (int id : ids) {
        if (buffers.onPath[id]) simple = false;
        buffers.onPath[id] = 1;
    }
    for (int id : ids) buffers.onPath[id] = 0;
    return simple;
}

/// What the chain ending in a strong link at `state` proves, if anything (`to` is the node it reached).
bool proves(const ChainGraph& g, SearchBuffers& buffers, int state, int start, Found& found) {
    pathTo(buffers, state, buffers.ids);
    if (!isSimple(buffers, buffers.ids)) return false;
    if (buffers.ids.back() == start) return false;  // closed on the start: see the caller
    ChainShape shape = ChainShape::Open;
    std::vector<Elimination> hits = chainEliminations(g, buffers.ids, shape, buffers.hits);
    if (hits.empty()) return false;
    found = {buffers.ids, std::move(hits), shape, classify(g, buffers.ids, shape)};
    return true;
}

/// The loop from `start` back to it through `state` (strong links at both ends): the start is true.
bool provesStart(const ChainGraph& g, SearchBuffers& buffers, int state, int start, Found& found) {
    pathTo(buffers, state, buffers.ids);
    if (buffers.ids.size() < 3 || !isSimple(buffers, buffers.ids)) return false;
    buffers.ids.push_back(start);
    found = {buffers.ids, {}, ChainShape::Placement, classify(g, buffers.ids, ChainShape::Placement)};
    return true;
}

/// Shortest chain from `start` with an effect and at most `maxNodes` nodes (breadth first; states are a
/// node and the kind of its next link).
bool searchFrom(const ChainGraph& g, int start, int maxNodes, SearchBuffers& buffers, Found& found) {
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
            const bool wantStrong = state % 2 == 0;
            if (wantStrong) {
                const std::span<const int> strong = g.strong(state / 2);
                buffers.links.assign(strong.begin(), strong.end());
            } else {
                g.weak(state / 2, buffers.links);
            }
            for (int to : buffers.links) {
                if (to == start) {
                    // Back at the start through a strong link: not false, so true (a discontinuous loop).
                    if (wantStrong && provesStart(g, buffers, state, start, found)) done = true;
                    if (done) break;
                    continue;
                }
                const int nextState = 2 * to + (wantStrong ? 1 : 0);
                if (parent[nextState] != -2) continue;
                visit(nextState, state);
                buffers.next.push_back(nextState);
                if (wantStrong && proves(g, buffers, nextState, start, found)) {
                    done = true;
                    break;
                }
            }
        }
        buffers.frontier.swap(buffers.next);
    }
    for (int state : buffers.touched) parent[state] = -2;
    buffers.touched.clear();
    return done;
}

/// The shortest chain of the graph from any candidate (then the easiest technique among equals).
bool findBest(const ChainGraph& g, Found& best) {
    SearchBuffers buffers;
    buffers.parent.assign(2 * static_cast<std::size_t>(g.nodeCount()), -2);
    buffers.onPath.assign(g.nodeCount(), 0);
    buffers.hits.assign(g.geometry().cellCount, 0);
    for (int cell = 0; cell < g.geometry().cellCount; ++cell)
        for (Candidates c = openCandidates(g.board(), cell); c; c &= c - 1) {
            // Only a chain no longer than the best so far can replace it, so the search stops there.
            const int maxNodes = best.nodes.empty() ? kMaxChainNodes : static_cast<int>(best.nodes.size());
            Found found;
            if (!searchFrom(g, g.candidateId(cell, lowestValue(c)), maxNodes, buffers, found)) continue;
            const bool better = best.nodes.empty() || found.nodes.size() < best.nodes.size() ||
                                (found.nodes.size() == best.nodes.size() && found.technique < best.technique);
            if (better) best = std::move(found);
        }
    return !best.nodes.empty();
}

/// A link of the hint between two nodes, with the grouped ends' cells.
ChainLink linkOf(const ChainGraph& g, int from, int to, bool strong) {
    ChainLink link{g.chainNode(from), g.chainNode(to), strong, {}, {}};
    if (g.isGroup(from)) link.fromGroup.assign(g.cellsOf(from).begin(), g.cellsOf(from).end());
    if (g.isGroup(to)) link.toGroup.assign(g.cellsOf(to).begin(), g.cellsOf(to).end());
    return link;
}

void fillHint(const ChainGraph& g, const Found& best, Hint& hint) {
    hint = stepOf(best.technique);
    for (std::size_t i = 0; i + 1 < best.nodes.size(); ++i)
        hint.links.push_back(linkOf(g, best.nodes[i], best.nodes[i + 1], i % 2 == 0));
    if (best.shape == ChainShape::Continuous) hint.links.push_back(linkOf(g, best.nodes.back(), best.nodes[0], false));
    for (int id : best.nodes) {
        for (int cell : g.cellsOf(id)) hint.cells.push_back(cell);
        hint.values |= bitOf(g.valueOf(id));
    }
    std::sort(hint.cells.begin(), hint.cells.end());
    hint.cells.erase(std::unique(hint.cells.begin(), hint.cells.end()), hint.cells.end());
    if (best.shape == ChainShape::Placement) {
        hint.placeCell = g.chainNode(best.nodes[0]).cell;
        hint.placeValue = g.valueOf(best.nodes[0]);
    }
    hint.eliminations = best.eliminations;
    hint.length = static_cast<int>(hint.links.size()) + (best.shape == ChainShape::Open ? 1 : 0);
}

}  // namespace

bool findChain(const HintBoard& board, bool grouped, Hint& hint) {
    // The grouped graph holds every chain of single candidates too; its caller asks for it only once
    // the plain search (and the patterns between) found nothing, so what it finds goes through a group.
    const ChainGraph g(board, grouped);
    Found best;
    if (!findBest(g, best)) return false;
    fillHint(g, best, hint);
    return true;
}

}  // namespace sudolab::hints
