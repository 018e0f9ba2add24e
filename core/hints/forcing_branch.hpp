// One branch of a forcing argument: a premise ("r1c2 is 5", or "is not 5") and what naked and hidden
// singles derive from it on a copy of the board, each derived fact remembering the facts it follows
// from, so the conclusion can be explained as a short proof. At depth d > 1 the branch also removes
// every candidate whose own branch of depth d - 1 ends in a contradiction (a nested forcing net).
// Internal to the hint engine (hint_forcing.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "hints/hint.hpp"

namespace sudolab::hints {

/// Branch propagations left to one hint's forcing search, shared by its branches and their inner ones.
struct ForcingBudget {
    std::uint64_t left = 0;
    bool spent() const { return left == 0; }
    /// Takes one propagation; false once none is left.
    bool take() {
        if (left == 0) return false;
        --left;
        return true;
    }
};

/// A derived fact and the range of `Branch::parents` holding the facts it follows from.
struct BranchFact {
    ChainNode node;
    int parentBegin = 0;
    int parentEnd = 0;
    bool nested = false;  ///< proved by an inner branch's contradiction (no parents recorded)
};

/// Singles propagation from premises with the reasons of every fact.
class Branch {
public:
    Branch(const Geometry& geometry, ForcingBudget& budget);
    /// Starts over from the board's candidates and values.
    void reset(const HintBoard& board);
    /// Starts over from another branch's current state (without its facts).
    void resetFrom(const Branch& other);
    /// Adds a premise and propagates at `depth` (1 = singles only); false on a contradiction. Once the
    /// budget is spent it propagates nothing (true: no contradiction is claimed, so no wrong one either).
    bool assume(ChainNode premise, int depth);

    bool contradiction() const { return contradiction_; }
    const std::vector<BranchFact>& facts() const { return facts_; }
    const std::vector<int>& parents() const { return parents_; }
    /// The facts the contradiction follows from.
    const std::vector<int>& contradictionParents() const { return contradictionParents_; }
    /// The fact index of (cell, value, on) in this branch, or -1.
    int factOf(ChainNode node) const;
    Value value(int cell) const { return values_[cell]; }
    Candidates candidates(int cell) const { return candidates_[cell]; }

private:
    void addOn(int cell, Value v, const std::vector<int>& why);
    void addOff(int cell, Value v, const std::vector<int>& why, bool nested = false);
    void record(ChainNode node, const std::vector<int>& why, bool nested);
    void fail(const std::vector<int>& why);
    void run();
    void processOn(int index);
    void processOff(int index);
    void checkUnit(int unit, Value v);
    void probeNested(int depth);
    Branch& inner();

    const Geometry& geo_;
    ForcingBudget& budget_;
    std::vector<Candidates> candidates_;
    std::vector<Value> values_;
    std::vector<BranchFact> facts_;
    std::vector<int> parents_;
    std::vector<int> onFact_;   ///< per cell
    std::vector<int> offFact_;  ///< per cell * size + value - 1
    std::vector<int> contradictionParents_;
    std::vector<int> scratch_;
    std::size_t head_ = 0;
    bool contradiction_ = false;
    std::unique_ptr<Branch> inner_;  ///< reused by nested probing
};

}  // namespace sudolab::hints
