// Simple colouring and multi-colouring. For one value, two places that are the only two in a unit are
// a strong link: exactly one holds the value. Strong links joined into a cluster colour its places in
// two colours; all places of one colour hold the value and none of the other. Colour trap: a place
// outside the cluster that sees both colours loses the value. Colour wrap: two places of one colour see
// each other, so that colour is false and all its places lose the value. Multi-colouring: when a colour
// of one cluster sees a colour of another, those two cannot both be true, so one of the two opposite
// colours is: a place seeing both opposite colours loses the value. Units only, so any order works.
#include <algorithm>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// A cluster: its places by colour (each ascending).
struct Cluster {
    std::vector<int> side[2];
};

/// The clusters of v's strong links, in order of their lowest place.
std::vector<Cluster> clustersOf(const HintBoard& board, Value v) {
    const Geometry& geo = board.geometry();
    std::vector<std::vector<int>> links(geo.cellCount);
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        const std::uint64_t places = placesOf(board, unit, v);
        if (std::popcount(places) != 2) continue;
        const std::vector<int> ends = cellsAt(geo, unit, places);
        links[ends[0]].push_back(ends[1]);
        links[ends[1]].push_back(ends[0]);
    }
    std::vector<int> colour(geo.cellCount, -1);
    std::vector<Cluster> clusters;
    for (int start = 0; start < geo.cellCount; ++start) {
        if (links[start].empty() || colour[start] >= 0) continue;
        Cluster cluster;
        std::vector<int> queue{start};
        colour[start] = 0;
        for (std::size_t i = 0; i < queue.size(); ++i) {
            const int cell = queue[i];
            cluster.side[colour[cell]].push_back(cell);
            for (int next : links[cell])
                if (colour[next] < 0) {
                    colour[next] = 1 - colour[cell];
                    queue.push_back(next);
                }
        }
        for (std::vector<int>& side : cluster.side) std::sort(side.begin(), side.end());
        clusters.push_back(std::move(cluster));
    }
    return clusters;
}

bool seesAny(const Geometry& geo, int cell, const std::vector<int>& places) {
    return std::any_of(places.begin(), places.end(), [&](int p) { return sees(geo, cell, p); });
}

bool contains(const std::vector<int>& places, int cell) {
    return std::binary_search(places.begin(), places.end(), cell);
}

/// The pattern of a colouring hint: the clusters' places with their colours, and (for a wrap or a
/// multi-colouring) the two places that see each other as a weak link.
Hint colouringStep(const HintBoard& board, Technique technique, Value v, const std::vector<const Cluster*>& clusters,
                   const std::vector<int>& victims) {
    Hint hint = eliminationStep(board, technique, {}, {}, bitOf(v), victims);
    for (std::size_t k = 0; k < clusters.size(); ++k)
        for (int colour = 0; colour < 2; ++colour)
            for (int cell : clusters[k]->side[colour]) {
                hint.cells.push_back(cell);
                hint.colours.push_back({cell, v, static_cast<int>(2 * k) + colour});
            }
    std::sort(hint.cells.begin(), hint.cells.end());
    std::sort(hint.colours.begin(), hint.colours.end(),
              [](const ColouredCandidate& a, const ColouredCandidate& b) { return a.cell < b.cell; });
    return hint;
}

/// Places of v outside `skip` that see a place of both `a` and `b`.
std::vector<int> seeingBoth(const HintBoard& board, Value v, const std::vector<int>& a, const std::vector<int>& b,
                            const std::vector<const Cluster*>& skip) {
    const Geometry& geo = board.geometry();
    std::vector<int> out;
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        if (!(openCandidates(board, cell) & bitOf(v))) continue;
        const bool inCluster = std::any_of(skip.begin(), skip.end(), [&](const Cluster* c) {
            return contains(c->side[0], cell) || contains(c->side[1], cell);
        });
        if (!inCluster && seesAny(geo, cell, a) && seesAny(geo, cell, b)) out.push_back(cell);
    }
    return out;
}

bool trap(const HintBoard& board, Value v, const std::vector<Cluster>& clusters, Hint& hint) {
    for (const Cluster& cluster : clusters) {
        const std::vector<int> victims = seeingBoth(board, v, cluster.side[0], cluster.side[1], {&cluster});
        if (victims.empty()) continue;
        hint = colouringStep(board, Technique::ColourTrap, v, {&cluster}, victims);
        return true;
    }
    return false;
}

/// The first two places of `places` that see each other, or false.
bool clash(const Geometry& geo, const std::vector<int>& a, const std::vector<int>& b, ChainLink& link, Value v) {
    for (int x : a)
        for (int y : b)
            if (sees(geo, x, y)) {
                link = {{x, v, true}, {y, v, true}, false, {}, {}};
                return true;
            }
    return false;
}

bool wrap(const HintBoard& board, Value v, const std::vector<Cluster>& clusters, Hint& hint) {
    for (const Cluster& cluster : clusters)
        for (int colour = 0; colour < 2; ++colour) {
            ChainLink link;
            if (!clash(board.geometry(), cluster.side[colour], cluster.side[colour], link, v)) continue;
            hint = colouringStep(board, Technique::ColourWrap, v, {&cluster}, cluster.side[colour]);
            hint.links = {link};
            return true;
        }
    return false;
}

bool multi(const HintBoard& board, Value v, const std::vector<Cluster>& clusters, Hint& hint) {
    for (std::size_t i = 0; i < clusters.size(); ++i)
        for (std::size_t j = i + 1; j < clusters.size(); ++j)
            for (int a = 0; a < 2; ++a)
                for (int b = 0; b < 2; ++b) {
                    ChainLink link;
                    if (!clash(board.geometry(), clusters[i].side[a], clusters[j].side[b], link, v)) continue;
                    const std::vector<const Cluster*> both{&clusters[i], &clusters[j]};
                    const std::vector<int> victims =
                        seeingBoth(board, v, clusters[i].side[1 - a], clusters[j].side[1 - b], both);
                    if (victims.empty()) continue;
                    hint = colouringStep(board, Technique::MultiColouring, v, both, victims);
                    hint.links = {link};
                    return true;
                }
    return false;
}

}  // namespace

bool findColouring(const HintBoard& board, Technique technique, Hint& hint) {
    for (Value v = 1; v <= board.geometry().size; ++v) {
        const std::vector<Cluster> clusters = clustersOf(board, v);
        if (technique == Technique::ColourTrap && trap(board, v, clusters, hint)) return true;
        if (technique == Technique::ColourWrap && wrap(board, v, clusters, hint)) return true;
        if (technique == Technique::MultiColouring && multi(board, v, clusters, hint)) return true;
    }
    return false;
}

}  // namespace sudolab::hints
