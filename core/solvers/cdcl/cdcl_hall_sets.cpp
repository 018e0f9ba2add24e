// Hall sets inside the clause learner. A Hall set of a unit is k cells whose candidates together are k
// values (naked) or k values whose places together are k cells (hidden); alldifferent propagation by
// Hall sets is what Régin's filter does completely (Régin, AAAI 1994); explaining each removal by the
// falsified candidates that made the set, as a clause the learner can resolve on, is lazy clause
// generation's way of putting a global constraint inside a SAT solver (Ohrimenko, Stuckey & Codish,
// "Propagation via lazy clause generation", Constraints 2009; the alldifferent explanations of
// Katsirelos's thesis, Toronto 2008).
// Choices of ours:
// - Sets of at most maxSize (2..4) cells or values, searched only around a cell or (unit, value) pair that
//   just dropped to maxSize candidates or places or fewer: a complete Régin pass per changed unit at
//   each fixed point would cost far more than the learner's ~3 µs per conflict or decision at 49x49.
// - The explanation is made when the set is found (not on demand in the analysis) and shared by every
//   literal the set removes; the engine frees it when it backtracks past them.
// - Candidates and places are bitsets (N <= 64) kept in step with the trail literal by literal.
#include "solvers/cdcl/cdcl_hall_sets.hpp"

#include <algorithm>

namespace sudolab::sat {
namespace {

// Set sizes by clearing the lowest bit: the sets asked about here are small, and on baseline x86-64 (no
// POPCNT instruction) a popcount is a library call, which took 15 % of a 36x36 run with pairs.

/// True if `set` has at most `most` members.
bool atMost(std::uint64_t set, int most) {
    for (int k = 0; k < most && set != 0; ++k) set &= set - 1;
    return set == 0;
}

/// True if `set` has 2..`most` members (one left is a single, which the clauses propagate).
bool isSmall(std::uint64_t set, int most) { return (set & (set - 1)) != 0 && atMost(set, most); }

}  // namespace

void HallSetPropagator::reset(const SudokuEncoding& encoding, int maxSize, std::uint32_t maxGlue) {
    encoding_ = &encoding;
    const Geometry& geometry = encoding.fixed.geometry();
    units_ = &geometry.units;
    size_ = geometry.size;
    maxSize_ = std::clamp(maxSize, 2, 4);
    maxGlue_ = maxGlue;
    const auto cells = static_cast<std::size_t>(geometry.cellCount);
    const auto pairs = units_->size() * static_cast<std::size_t>(size_);
    varAt_.assign(cells * static_cast<std::size_t>(size_), -1);
    rootValues_.assign(cells, 0);
    rootPlaces_.assign(pairs, 0);
    positionInUnit_.assign(cells, {});
    for (std::size_t unit = 0; unit < units_->size(); ++unit)
        for (std::size_t k = 0; k < (*units_)[unit].size(); ++k) {
            const auto cell = static_cast<std::size_t>((*units_)[unit][k]);
            const auto& ofCell = geometry.unitsOfCell[cell];
            const auto slot = static_cast<std::size_t>(std::find(ofCell.begin(), ofCell.end(), unit) - ofCell.begin());
            positionInUnit_[cell][slot] = static_cast<int>(k);
        }
    for (int var = 0; var < encoding.formula.varCount; ++var) {
        const int cell = encoding.varCell[static_cast<std::size_t>(var)];
        const Value value = encoding.varValue[static_cast<std::size_t>(var)];
        varAt_[static_cast<std::size_t>(cell * size_ + value - 1)] = var;
        rootValues_[static_cast<std::size_t>(cell)] |= bitOf(value);
        for (std::size_t slot = 0; slot < 3; ++slot) {
            const int unit = geometry.unitsOfCell[static_cast<std::size_t>(cell)][slot];
            rootPlaces_[static_cast<std::size_t>(unit * size_ + value - 1)] |=
                std::uint64_t{1} << positionInUnit_[static_cast<std::size_t>(cell)][slot];
        }
    }
    values_ = rootValues_;
    places_ = rootPlaces_;
    applied_.clear();
    cellStamp_.assign(cells, 0);
    placeStamp_.assign(pairs, 0);
    stamp_ = 0;
    stats_ = {};
}

/// Reads the trail's new literals, then searches the sets around the cells and places they shrank.
bool HallSetPropagator::propagate(CdclCore& core) {
    if (++stamp_ == 0) {  // the stamps wrapped: none may look current
        std::fill(cellStamp_.begin(), cellStamp_.end(), 0);
        std::fill(placeStamp_.begin(), placeStamp_.end(), 0);
        stamp_ = 1;
    }
    cellTriggers_.clear();
    placeTriggers_.clear();
    const std::span<const Lit> trail = core.trail();
    for (std::size_t k = applied_.size(); k < trail.size(); ++k) applyLiteral(trail[k]);
    const auto& unitsOfCell = encoding_->fixed.geometry().unitsOfCell;
    for (int cell : cellTriggers_)
        for (int unit : unitsOfCell[static_cast<std::size_t>(cell)])
            if (!searchNaked(core, unit, cell)) return false;
    for (int pair : placeTriggers_)
        if (!searchHidden(core, pair / size_, static_cast<Value>(pair % size_ + 1))) return false;
    return true;
}

void HallSetPropagator::backtrack(std::size_t trailSize) {
    while (applied_.size() > trailSize) {
        undoLiteral(applied_.back());
        applied_.pop_back();
    }
}

/// A false variable leaves its cell's candidates and its value's places in the cell's three units.
void HallSetPropagator::applyLiteral(Lit lit) {
    applied_.push_back(lit);
    if (!(lit & 1u)) return;  // a true variable: the groups falsify the rest of its cell and units
    const auto var = static_cast<std::size_t>(varOf(lit));
    const int cell = encoding_->varCell[var];
    const Value value = encoding_->varValue[var];
    values_[static_cast<std::size_t>(cell)] &= ~bitOf(value);
    const auto& unitsOfCell = encoding_->fixed.geometry().unitsOfCell[static_cast<std::size_t>(cell)];
    for (std::size_t slot = 0; slot < 3; ++slot)
        placesOf(unitsOfCell[slot], value) &=
            ~(std::uint64_t{1} << positionInUnit_[static_cast<std::size_t>(cell)][slot]);
    noteTriggers(cell, value);
}

void HallSetPropagator::undoLiteral(Lit lit) {
    if (!(lit & 1u)) return;
    const auto var = static_cast<std::size_t>(varOf(lit));
    const int cell = encoding_->varCell[var];
    const Value value = encoding_->varValue[var];
    values_[static_cast<std::size_t>(cell)] |= bitOf(value);
    const auto& unitsOfCell = encoding_->fixed.geometry().unitsOfCell[static_cast<std::size_t>(cell)];
    for (std::size_t slot = 0; slot < 3; ++slot)
        placesOf(unitsOfCell[slot], value) |= std::uint64_t{1} << positionInUnit_[static_cast<std::size_t>(cell)][slot];
}

/// Queues the cell, and the value in each of the cell's units, if they now have 2..maxSize candidates or
/// places (one left is a single, which the clauses propagate).
void HallSetPropagator::noteTriggers(int cell, Value value) {
    const auto small = [&](std::uint64_t set) { return isSmall(set, maxSize_); };
    const auto index = static_cast<std::size_t>(cell);
    if (small(values_[index]) && cellStamp_[index] != stamp_) {
        cellStamp_[index] = stamp_;
        cellTriggers_.push_back(cell);
    }
    for (int unit : encoding_->fixed.geometry().unitsOfCell[index]) {
        const int pair = unit * size_ + value - 1;
        const auto pairIndex = static_cast<std::size_t>(pair);
        if (small(places_[pairIndex]) && placeStamp_[pairIndex] != stamp_) {
            placeStamp_[pairIndex] = stamp_;
            placeTriggers_.push_back(pair);
        }
    }
}

/// Looks for a naked set of the unit that holds `cell`; false on a conflict.
bool HallSetPropagator::searchNaked(CdclCore& core, int unit, int cell) {
    const Candidates mine = values_[static_cast<std::size_t>(cell)];
    if (!isSmall(mine, maxSize_)) return true;
    choices_.clear();
    for (int other : (*units_)[static_cast<std::size_t>(unit)]) {
        const Candidates theirs = values_[static_cast<std::size_t>(other)];
        if (other != cell && (theirs & (theirs - 1)) != 0 && atMost(theirs | mine, maxSize_)) choices_.push_back(other);
    }
    members_.assign(1, cell);
    found_ = false;
    return extendNaked(core, unit, 0, mine);
}

/// Adds cells from choices_[from...] to members_ while their candidates stay within maxSize values.
bool HallSetPropagator::extendNaked(CdclCore& core, int unit, std::size_t from, Candidates values) {
    if (members_.size() >= 2 && atMost(values, static_cast<int>(members_.size()))) {
        found_ = true;
        return applyNaked(core, unit, values);
    }
    if (static_cast<int>(members_.size()) == maxSize_) return true;
    for (std::size_t k = from; k < choices_.size() && !found_; ++k) {
        const Candidates joined = values | values_[static_cast<std::size_t>(choices_[k])];
        if (!atMost(joined, maxSize_)) continue;
        members_.push_back(choices_[k]);
        const bool consistent = extendNaked(core, unit, k + 1, joined);
        members_.pop_back();
        if (!consistent) return false;
    }
    return true;
}

/// The naked set members_ with candidates `values`: because its cells' other candidates are false,
/// `values` leave the unit's other cells (or, with fewer values than cells, a conflict).
bool HallSetPropagator::applyNaked(CdclCore& core, int unit, Candidates values) {
    because_.clear();
    for (int cell : members_)
        for (Candidates rest = rootValues_[static_cast<std::size_t>(cell)] & ~values; rest != 0; rest &= rest - 1)
            because_.push_back(makeLit(varAt(cell, lowestValue(rest))));
    if (countOf(values) < static_cast<int>(members_.size())) {
        ++stats_.nakedSets;
        if (log_ != nullptr) log_->push_back(because_);
        core.conflictWith(because_);
        return false;
    }
    if (!usable(core)) return true;
    bool removed = false;
    for (int other : (*units_)[static_cast<std::size_t>(unit)]) {
        if (std::find(members_.begin(), members_.end(), other) != members_.end()) continue;
        const Candidates gone = values_[static_cast<std::size_t>(other)] & values;
        removed = removed || gone != 0;
        if (gone != 0 && !implyAll(core, other, gone)) return false;
    }
    stats_.nakedSets += removed ? 1 : 0;
    return true;
}

/// Looks for a hidden set of the unit that holds `value`; false on a conflict.
bool HallSetPropagator::searchHidden(CdclCore& core, int unit, Value value) {
    const std::uint64_t mine = placesOf(unit, value);
    if (!isSmall(mine, maxSize_)) return true;
    choices_.clear();
    for (int other = 1; other <= size_; ++other) {
        const std::uint64_t theirs = placesOf(unit, static_cast<Value>(other));
        if (other != value && (theirs & (theirs - 1)) != 0 && atMost(theirs | mine, maxSize_))
            choices_.push_back(other);
    }
    members_.assign(1, value);
    found_ = false;
    return extendHidden(core, unit, 0, mine);
}

/// Adds values from choices_[from...] to members_ while their places stay within maxSize cells.
bool HallSetPropagator::extendHidden(CdclCore& core, int unit, std::size_t from, std::uint64_t places) {
    if (members_.size() >= 2 && atMost(places, static_cast<int>(members_.size()))) {
        found_ = true;
        return applyHidden(core, unit, places);
    }
    if (static_cast<int>(members_.size()) == maxSize_) return true;
    for (std::size_t k = from; k < choices_.size() && !found_; ++k) {
        const std::uint64_t joined = places | placesOf(unit, static_cast<Value>(choices_[k]));
        if (!atMost(joined, maxSize_)) continue;
        members_.push_back(choices_[k]);
        const bool consistent = extendHidden(core, unit, k + 1, joined);
        members_.pop_back();
        if (!consistent) return false;
    }
    return true;
}

/// The hidden set members_ (values) with places `places`: because the values' other places are false,
/// those cells lose their other candidates (or, with fewer places than values, a conflict).
bool HallSetPropagator::applyHidden(CdclCore& core, int unit, std::uint64_t places) {
    const std::vector<int>& cells = (*units_)[static_cast<std::size_t>(unit)];
    because_.clear();
    Candidates values = 0;
    for (int member : members_) {
        const auto value = static_cast<Value>(member);
        values |= bitOf(value);
        const std::uint64_t root = rootPlaces_[static_cast<std::size_t>(unit * size_ + value - 1)];
        for (std::uint64_t rest = root & ~places; rest != 0; rest &= rest - 1)
            because_.push_back(makeLit(varAt(cells[static_cast<std::size_t>(std::countr_zero(rest))], value)));
    }
    if (countOf(places) < static_cast<int>(members_.size())) {
        ++stats_.hiddenSets;
        if (log_ != nullptr) log_->push_back(because_);
        core.conflictWith(because_);
        return false;
    }
    if (!usable(core)) return true;
    bool removed = false;
    for (std::uint64_t rest = places; rest != 0; rest &= rest - 1) {
        const int cell = cells[static_cast<std::size_t>(std::countr_zero(rest))];
        const Candidates gone = values_[static_cast<std::size_t>(cell)] & ~values;
        removed = removed || gone != 0;
        if (gone != 0 && !implyAll(core, cell, gone)) return false;
    }
    stats_.hiddenSets += removed ? 1 : 0;
    return true;
}

/// True if because_ spans at most maxGlue_ levels (or there is no bound). A wide explanation brings its
/// levels into every clause learned through it: with triples the learned clauses at 36x36 averaged 2.1x
/// the literals and 1.9x the glue of the clauses alone (docs/BIG_GRIDS_ROUNDS.md, round 8).
bool HallSetPropagator::usable(CdclCore& core) {
    if (maxGlue_ == 0 || core.glueAtMost(because_, maxGlue_)) return true;
    ++stats_.skippedSets;
    return false;
}

/// Implies "not (cell, v)" for each v of `removed`, each explained by because_.
bool HallSetPropagator::implyAll(CdclCore& core, int cell, Candidates removed) {
    for (; removed != 0; removed &= removed - 1) {
        const Lit lit = makeLit(varAt(cell, lowestValue(removed)), true);
        if (log_ != nullptr) {
            log_->push_back({lit});
            log_->back().insert(log_->back().end(), because_.begin(), because_.end());
        }
        if (!core.imply(lit, because_)) return false;
    }
    return true;
}

}  // namespace sudolab::sat
