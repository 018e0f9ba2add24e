#include "hints/forcing_branch.hpp"

namespace sudolab::hints {

Branch::Branch(const Geometry& geometry, ForcingBudget& budget)
    : geo_(geometry),
      budget_(budget),
      candidates_(geometry.cellCount),
      values_(geometry.cellCount),
      onFact_(geometry.cellCount, -1),
      offFact_(static_cast<std::size_t>(geometry.cellCount) * geometry.size, -1) {}

void Branch::reset(const HintBoard& board) {
    for (int cell = 0; cell < geo_.cellCount; ++cell) {
        values_[cell] = board.value(cell);
        candidates_[cell] = board.candidates(cell);
    }
    // Only the slots the previous facts used are dirty: clearing those keeps a reset O(facts).
    for (const BranchFact& fact : facts_) {
        if (fact.node.on)
            onFact_[fact.node.cell] = -1;
        else
            offFact_[static_cast<std::size_t>(fact.node.cell) * geo_.size + fact.node.value - 1] = -1;
    }
    facts_.clear();
    parents_.clear();
    contradictionParents_.clear();
    head_ = 0;
    contradiction_ = false;
}

void Branch::resetFrom(const Branch& other) {
    for (const BranchFact& fact : facts_) {
        if (fact.node.on)
            onFact_[fact.node.cell] = -1;
        else
            offFact_[static_cast<std::size_t>(fact.node.cell) * geo_.size + fact.node.value - 1] = -1;
    }
    candidates_ = other.candidates_;
    values_ = other.values_;
    facts_.clear();
    parents_.clear();
    contradictionParents_.clear();
    head_ = 0;
    contradiction_ = false;
}

bool Branch::assume(ChainNode premise, int depth) {
    if (!budget_.take()) return !contradiction_;
    if (premise.on)
        addOn(premise.cell, premise.value, {});
    else
        addOff(premise.cell, premise.value, {});
    run();
    if (depth > 1 && !contradiction_) probeNested(depth);
    return !contradiction_;
}

int Branch::factOf(ChainNode node) const {
    if (node.on) return values_[node.cell] == node.value ? onFact_[node.cell] : -1;
    return offFact_[static_cast<std::size_t>(node.cell) * geo_.size + node.value - 1];
}

void Branch::record(ChainNode node, const std::vector<int>& why, bool nested) {
    BranchFact fact{node, static_cast<int>(parents_.size()), 0, nested};
    parents_.insert(parents_.end(), why.begin(), why.end());
    fact.parentEnd = static_cast<int>(parents_.size());
    const int index = static_cast<int>(facts_.size());
    facts_.push_back(fact);
    if (node.on)
        onFact_[node.cell] = index;
    else
        offFact_[static_cast<std::size_t>(node.cell) * geo_.size + node.value - 1] = index;
}

void Branch::fail(const std::vector<int>& why) {
    if (contradiction_) return;
    contradiction_ = true;
    contradictionParents_ = why;
}

void Branch::addOn(int cell, Value v, const std::vector<int>& why) {
    if (contradiction_) return;
    if (values_[cell] != 0) {
        if (values_[cell] == v) return;
        std::vector<int> both = why;  // the cell already holds another value
        if (onFact_[cell] >= 0) both.push_back(onFact_[cell]);
        fail(both);
        return;
    }
    if (!(candidates_[cell] & bitOf(v))) {
        std::vector<int> both = why;  // v was removed from the cell earlier
        const int off = offFact_[static_cast<std::size_t>(cell) * geo_.size + v - 1];
        if (off >= 0) both.push_back(off);
        fail(both);
        return;
    }
    // The value is set now so that later checks see it; its consequences are drawn when it is processed.
    values_[cell] = v;
    record({cell, v, true}, why, false);
}

void Branch::addOff(int cell, Value v, const std::vector<int>& why, bool nested) {
    if (contradiction_) return;
    if (values_[cell] != 0) {
        if (values_[cell] != v) return;
        std::vector<int> both = why;  // the cell was set to exactly this value
        if (onFact_[cell] >= 0) both.push_back(onFact_[cell]);
        fail(both);
        return;
    }
    if (!(candidates_[cell] & bitOf(v))) return;
    candidates_[cell] &= ~bitOf(v);
    record({cell, v, false}, why, nested);
}

void Branch::run() {
    while (!contradiction_ && head_ < facts_.size()) {
        const int index = static_cast<int>(head_++);
        if (facts_[index].node.on)
            processOn(index);
        else
            processOff(index);
    }
}

void Branch::processOn(int index) {
    const auto [cell, v, on] = facts_[index].node;
    const std::vector<int> why{index};
    // The cell's other candidates go (recorded directly: addOff skips a filled cell).
    Candidates others = candidates_[cell] & ~bitOf(v);
    candidates_[cell] = bitOf(v);
    for (; others; others &= others - 1) record({cell, lowestValue(others), false}, why, false);
    for (int peer : geo_.peers[cell]) {
        if (values_[peer] == v) {  // another cell of a shared unit was set to v in this branch
            std::vector<int> both{index};
            if (onFact_[peer] >= 0) both.push_back(onFact_[peer]);
            fail(both);
            return;
        }
        if (values_[peer] == 0 && (candidates_[peer] & bitOf(v))) addOff(peer, v, why);
    }
}

void Branch::processOff(int index) {
    const auto [cell, v, on] = facts_[index].node;
    if (values_[cell] == 0) {
        const Candidates left = candidates_[cell];
        if (left == 0 || isSingle(left)) {
            // Naked single (or no candidate): it follows from every candidate this branch removed there.
            scratch_.clear();
            for (Value w = 1; w <= geo_.size; ++w) {
                const int off = offFact_[static_cast<std::size_t>(cell) * geo_.size + w - 1];
                if (off >= 0) scratch_.push_back(off);
            }
            if (left == 0) {
                fail(scratch_);
                return;
            }
            addOn(cell, lowestValue(left), scratch_);
        }
    }
    for (int unit : geo_.unitsOfCell[cell]) {
        if (contradiction_) return;
        checkUnit(unit, v);
    }
}

/// Hidden single (or no place) of v in a unit, from the places this branch removed there.
void Branch::checkUnit(int unit, Value v) {
    int place = -1, places = 0;
    for (int cell : geo_.units[unit]) {
        if (values_[cell] == v) return;
        if (values_[cell] == 0 && (candidates_[cell] & bitOf(v))) {
            place = cell;
            if (++places > 1) return;
        }
    }
    scratch_.clear();
    for (int cell : geo_.units[unit]) {
        const int off = offFact_[static_cast<std::size_t>(cell) * geo_.size + v - 1];
        if (off >= 0) scratch_.push_back(off);
    }
    if (places == 0)
        fail(scratch_);
    else
        addOn(place, v, scratch_);
}

Branch& Branch::inner() {
    if (!inner_) inner_ = std::make_unique<Branch>(geo_, budget_);
    return *inner_;
}

/// Depth > 1: removes every candidate whose branch of depth - 1 fails, then propagates, until nothing changes.
void Branch::probeNested(int depth) {
    for (bool changed = true; changed && !contradiction_ && !budget_.spent();) {
        changed = false;
        for (int cell = 0; cell < geo_.cellCount && !contradiction_; ++cell) {
            if (values_[cell] != 0) continue;
            for (Candidates left = candidates_[cell]; left && !contradiction_ && !budget_.spent(); left &= left - 1) {
                const Value v = lowestValue(left);
                if (values_[cell] != 0) break;
                if (!(candidates_[cell] & bitOf(v))) continue;
                Branch& probe = inner();
                probe.resetFrom(*this);
                if (probe.assume({cell, v, true}, depth - 1)) continue;
                addOff(cell, v, {}, true);
                run();
                changed = true;
            }
        }
    }
}

}  // namespace sudolab::hints
