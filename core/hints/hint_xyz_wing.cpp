// XYZ-wing: a pivot cell holding exactly x, y, z sees two bivalue pincers holding x, z and y, z. Whatever
// the pivot holds, one of the three cells is z (x makes the first pincer z, y the second, z the pivot),
// so z leaves every cell that sees all three.
#include <algorithm>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// z out of the cells seeing the pivot and both pincers; false if none holds it.
bool wingAt(const HintBoard& board, int pivot, int first, int second, Hint& hint) {
    const Geometry& geo = board.geometry();
    const Candidates z = openCandidates(board, first) & openCandidates(board, second);
    std::vector<int> victims;
    for (int cell : geo.peers[pivot])
        if (cell != first && cell != second && (openCandidates(board, cell) & z) && sees(geo, cell, first) &&
            sees(geo, cell, second))
            victims.push_back(cell);
    if (victims.empty()) return false;
    std::vector<int> cells{pivot, first, second};
    std::sort(cells.begin(), cells.end());
    hint = eliminationStep(board, Technique::XYZWing, {}, cells, openCandidates(board, pivot), {});
    eliminateFrom(board, victims, z, hint);
    return true;
}

}  // namespace

bool findXYZWing(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int pivot = 0; pivot < geo.cellCount; ++pivot) {
        const Candidates xyz = openCandidates(board, pivot);
        if (countOf(xyz) != 3) continue;
        std::vector<int> pincers;  // bivalue peers holding two of the pivot's values
        for (int peer : geo.peers[pivot]) {
            const Candidates c = openCandidates(board, peer);
            if (countOf(c) == 2 && (c & ~xyz) == 0) pincers.push_back(peer);
        }
        std::sort(pincers.begin(), pincers.end());
        for (std::size_t i = 0; i < pincers.size(); ++i)
            for (std::size_t j = i + 1; j < pincers.size(); ++j) {
                const Candidates a = openCandidates(board, pincers[i]), b = openCandidates(board, pincers[j]);
                if (a == b || countOf(a & b) != 1) continue;  // two different pairs sharing z
                if (wingAt(board, pivot, pincers[i], pincers[j], hint)) return true;
            }
    }
    return false;
}

}  // namespace sudolab::hints
