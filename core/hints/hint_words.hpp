// Shared wording of the hint sentences (lists of cells and values, effects), and the sentences of the
// chain and forcing techniques (hint_explain_chains.cpp). Internal to the hint engine.
#pragma once

#include <string>
#include <vector>

#include "hints/hint.hpp"

namespace sudolab::words {

/// "a, b and c", cut after a few items ("and 7 more").
std::string joined(const std::vector<std::string>& items);
/// "r1c2, r3c4 and r5c6".
std::string cellList(const Geometry& geo, const std::vector<int>& cells);
/// "1, 2 and 5" with the board's symbols.
std::string valueList(const Geometry& geo, Candidates values);
/// "r1c2 and r1c5 lose 3" or "r1c2 loses 3, r1c5 loses 3 and 7".
std::string effectText(const Geometry& geo, const Hint& hint);
/// ": X-wing." — the technique's name closing a sentence.
std::string namedEnding(const Hint& hint);

}  // namespace sudolab::words

namespace sudolab {

/// The sentence of a chain (X-chain, XY-chain, AIC and their short named forms).
std::string explainChain(const Geometry& geo, const Hint& hint);
/// The sentence of an empty rectangle (hint_explain_patterns.cpp).
std::string explainEmptyRectangle(const Geometry& geo, const Hint& hint);
/// The sentence of a colour trap, colour wrap or multi-colouring.
std::string explainColouring(const Geometry& geo, const Hint& hint);
/// The sentence of a unique rectangle (types 1-4) or BUG+1.
std::string explainUniqueness(const Geometry& geo, const Hint& hint);
/// The sentence of an ALS-XZ, ALS-XY-wing, death blossom or Sue de Coq (hint_explain_als.cpp).
std::string explainAls(const Geometry& geo, const Hint& hint);
/// The sentence of a forcing chain or net: each case and the steps that lead to the conclusion.
std::string explainForcing(const Geometry& geo, const Hint& hint);

}  // namespace sudolab
