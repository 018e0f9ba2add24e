#include "solvers/acs/acs_board.hpp"

#include <algorithm>
#include <memory>

namespace sudolab::solvers {

namespace {

std::unique_ptr<AntBoardLayout> buildLayout(const Geometry& geo) {
    auto layout = std::make_unique<AntBoardLayout>();
    layout->size = geo.size;
    layout->cellCount = geo.cellCount;
    layout->words = (geo.cellCount + 63) / 64;
    const auto words = static_cast<std::size_t>(layout->words);
    layout->peerMasks.assign(geo.cellCount * words, 0);
    for (int cell = 0; cell < geo.cellCount; ++cell)
        for (int peer : geo.peers[cell])
            layout->peerMasks[cell * words + peer / 64] |= std::uint64_t{1} << (peer % 64);
    for (const auto& units : geo.unitsOfCell)
        for (int unit : units) layout->unitsOfCell.push_back(static_cast<std::uint16_t>(unit));
    for (const auto& unit : geo.units) {
        layout->unitSpanBegin.push_back(static_cast<int>(layout->spanWord.size()));
        std::vector<std::uint64_t> mask(words, 0);
        for (int cell : unit) mask[cell / 64] |= std::uint64_t{1} << (cell % 64);
        for (std::size_t word = 0; word < words; ++word) {
            if (mask[word] == 0) continue;
            layout->spanWord.push_back(static_cast<std::uint16_t>(word));
            layout->spanMask.push_back(mask[word]);
        }
    }
    layout->unitSpanBegin.push_back(static_cast<int>(layout->spanWord.size()));
    return layout;
}

}  // namespace

template <int Order>
const AntBoardLayout& layoutOfOrder() {
    // Built on first use of each order only (function-local statics are thread-safe).
    static const std::unique_ptr<AntBoardLayout> layout = buildLayout(Geometry::of(Order));
    return *layout;
}

const AntBoardLayout& AntBoardLayout::of(const Geometry& geometry) {
    static_assert(kMinOrder == 2 && kMaxOrder == 8, "one case per supported order");
    switch (geometry.order) {
        case 2: return layoutOfOrder<2>();
        case 3: return layoutOfOrder<3>();
        case 4: return layoutOfOrder<4>();
        case 5: return layoutOfOrder<5>();
        case 6: return layoutOfOrder<6>();
        case 7: return layoutOfOrder<7>();
        default: return layoutOfOrder<8>();
    }
}

void AntBoard::load(const Grid& grid) {
    layout_ = &AntBoardLayout::of(grid.geometry());
    const int cells = layout_->cellCount, size = layout_->size, words = layout_->words;
    values_ = grid.values();
    candidates_.assign(cells, 0);
    valueCells_.assign(static_cast<std::size_t>(size) * words, 0);
    counts_.assign(static_cast<std::size_t>(3 * size * size), 0);
    placed_.assign(3 * size, 0);
    queueTargets_.assign(4 * static_cast<std::size_t>(cells), 0);
    queueValues_.assign(4 * static_cast<std::size_t>(cells), 0);
    queueLength_ = 0;
    fixed_ = empty_ = 0;
    const Candidates all = allValues(size);
    for (int cell = 0; cell < cells; ++cell) {
        const std::uint16_t* units = &layout_->unitsOfCell[3 * cell];
        if (values_[cell] != 0) {
            candidates_[cell] = bitOf(values_[cell]);
            ++fixed_;
            for (int k = 0; k < 3; ++k) placed_[units[k]] |= bitOf(values_[cell]);
            continue;
        }
        candidates_[cell] = all & grid.candidates(cell);
        if (candidates_[cell] == 0) ++empty_;
        for (Candidates rest = candidates_[cell]; rest; rest &= rest - 1) {
            const int index = std::countr_zero(rest);
            valueCells_[static_cast<std::size_t>(index) * words + cell / 64] |= std::uint64_t{1} << (cell % 64);
            for (int k = 0; k < 3; ++k) ++counts_[units[k] * size + index];
        }
    }
    for (int cell = 0; cell < cells; ++cell)
        if (values_[cell] == 0 && isSingle(candidates_[cell])) queueNakedSingle(cell, lowestValue(candidates_[cell]));
    for (int unit = 0; unit < 3 * size; ++unit)
        for (int index = 0; index < size; ++index)
            if (counts_[unit * size + index] == 1 && !(placed_[unit] & (Candidates{1} << index)))
                queueHiddenSingle(unit, static_cast<Value>(index + 1));
    drain();
}

void AntBoard::copyFrom(const AntBoard& other) {
    if (layout_ != other.layout_) {
        *this = other;
        return;
    }
    std::copy(other.values_.begin(), other.values_.end(), values_.begin());
    std::copy(other.candidates_.begin(), other.candidates_.end(), candidates_.begin());
    std::copy(other.valueCells_.begin(), other.valueCells_.end(), valueCells_.begin());
    std::copy(other.counts_.begin(), other.counts_.end(), counts_.begin());
    std::copy(other.placed_.begin(), other.placed_.end(), placed_.begin());
    fixed_ = other.fixed_;
    empty_ = other.empty_;
    queueLength_ = 0;
}

int AntBoard::place(int cell, Value v) {
    assignOne(cell, v);
    return drain();
}

void AntBoard::queueNakedSingle(int cell, Value v) {
    queueTargets_[queueLength_] = static_cast<std::uint16_t>(cell);
    queueValues_[queueLength_++] = v;
}

void AntBoard::queueHiddenSingle(int unit, Value v) {
    queueTargets_[queueLength_] = static_cast<std::uint16_t>(layout_->cellCount + unit);
    queueValues_[queueLength_++] = v;
}

int AntBoard::drain() {
    const int cells = layout_->cellCount, words = layout_->words;
    int fixedHere = 0;
    while (queueLength_ > 0) {
        --queueLength_;
        int cell = queueTargets_[queueLength_];
        const Value v = queueValues_[queueLength_];
        const Candidates bit = bitOf(v);
        if (cell >= cells) {
            // Hidden single: stale once v is placed in the unit; else its one open place, if any is
            // left (an earlier single may have taken it: then v has no place in this unit and some cell
            // of it will fail).
            const int unit = cell - cells;
            if (placed_[unit] & bit) continue;
            const std::uint64_t* board = &valueCells_[static_cast<std::size_t>(v - 1) * words];
            cell = -1;
            for (int span = layout_->unitSpanBegin[unit]; span < layout_->unitSpanBegin[unit + 1]; ++span) {
                const std::uint64_t hits = board[layout_->spanWord[span]] & layout_->spanMask[span];
                if (hits) {
                    cell = layout_->spanWord[span] * 64 + std::countr_zero(hits);
                    break;
                }
            }
            if (cell < 0) continue;
        } else if (values_[cell] != 0 || !(candidates_[cell] & bit)) {
            // Naked single gone stale: the cell was fixed meanwhile or lost v (and failed).
            continue;
        }
        assignOne(cell, v);
        ++fixedHere;
    }
    return fixedHere;
}

void AntBoard::assignOne(int cell, Value v) {
    const int size = layout_->size, words = layout_->words;
    const Candidates bit = bitOf(v);
    const Candidates old = candidates_[cell];
    values_[cell] = v;
    candidates_[cell] = bit;
    ++fixed_;
    // The cell leaves the bitboards of all its candidates (they hold open cells only).
    const std::uint64_t cellBit = std::uint64_t{1} << (cell % 64);
    for (Candidates rest = old; rest; rest &= rest - 1)
        valueCells_[static_cast<std::size_t>(std::countr_zero(rest)) * words + cell / 64] &= ~cellBit;
    const std::uint16_t* units = &layout_->unitsOfCell[3 * cell];
    for (int k = 0; k < 3; ++k) placed_[units[k]] |= bit;
    // The cell no longer offers its other candidates to its units: one may now have one place left.
    for (int k = 0; k < 3; ++k) {
        const int unit = units[k];
        std::uint8_t* count = &counts_[unit * size];
        --count[v - 1];
        for (Candidates rest = old & ~bit; rest; rest &= rest - 1) {
            const int index = std::countr_zero(rest);
            if (--count[index] == 1 && !(placed_[unit] & (Candidates{1} << index)))
                queueHiddenSingle(unit, static_cast<Value>(index + 1));
        }
    }
    // The open peers that still allow v: v's bitboard masked by the cell's peers.
    std::uint64_t* board = &valueCells_[static_cast<std::size_t>(v - 1) * words];
    const std::uint64_t* peers = &layout_->peerMasks[static_cast<std::size_t>(cell) * words];
    for (int word = 0; word < words; ++word) {
        std::uint64_t hits = board[word] & peers[word];
        board[word] &= ~peers[word];
        for (; hits; hits &= hits - 1) eliminate(word * 64 + std::countr_zero(hits), v);
    }
}

void AntBoard::eliminate(int cell, Value v) {
    const int size = layout_->size;
    const Candidates bit = bitOf(v);
    const Candidates rest = candidates_[cell] & ~bit;
    candidates_[cell] = rest;
    if (rest == 0)
        ++empty_;
    else if (isSingle(rest))
        queueNakedSingle(cell, lowestValue(rest));
    const std::uint16_t* units = &layout_->unitsOfCell[3 * cell];
    for (int k = 0; k < 3; ++k) {
        const int unit = units[k];
        if (--counts_[unit * size + v - 1] == 1 && !(placed_[unit] & bit)) queueHiddenSingle(unit, v);
    }
}

}  // namespace sudolab::solvers
