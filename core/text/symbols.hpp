// The symbols a text uses for the values 1..N: one of the built-in alphabets, or an explicit alphabet
// that the text states itself ("# alphabet: <symbols>" before the first puzzle) or the caller passes.
// Explicit alphabets are how a one-line 49x49 or 64x64 puzzle can use any symbols it likes; the
// built-in `wide` alphabet spells 64 values without a header.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/bits.hpp"

namespace sudolab {

/// How symbols map to values. Two conventions read the same text differently (hex 16x16 "0-F"), so
/// the caller chooses; the reader never guesses.
enum class Alphabet {
    Standard,   ///< '1'-'9' = 1-9, 'A'.. = 10.. (case-insensitive); '.', '0', '_' = empty. Up to 35 values.
    ZeroBased,  ///< '0'-'9' = 1-10, 'A'-'Z' = 11-36 (hex 16x16: 0-F); '.', '_' = empty.
                ///< Text of single digits only ("0 1 2 3") is then read as symbols, not as integers.
    Wide,       ///< case-sensitive: '1'-'9' = 1-9, 'A'-'Z' = 10-35, 'a'-'z' = 36-61, '@' '$' '&' = 62-64;
                ///< '.', '0', '_' = empty. Spells 64x64.
};

/// The 64 symbols of the wide alphabet, value 1 first.
constexpr std::string_view kWideSymbols = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$&";

/// A resolved symbol table: a built-in alphabet, or an explicit list of symbols (symbol k = value k+1).
class SymbolSet {
public:
    explicit SymbolSet(Alphabet alphabet = Alphabet::Standard);
    /// An explicit alphabet; throws std::invalid_argument naming the offending symbol if one is
    /// repeated, blank, an empty-cell mark ('.', '_'), a separator or a comment/CSV mark, or if there
    /// are fewer than 2 or more than 64.
    static SymbolSet fromSymbols(std::string_view symbols);

    /// The value of a symbol whatever the grid size: 0 for empty, -1 if not a symbol.
    int value(char symbol) const { return table_[static_cast<unsigned char>(symbol)]; }
    /// The symbol for a value (0 -> '.'); throws std::invalid_argument if this set has none.
    char symbolFor(Value value) const;
    /// How many values the set spells (35, 36, 64 or the explicit list's length).
    int capacity() const { return capacity_; }
    bool isExplicit() const { return !explicit_.empty(); }
    /// The explicit symbols ("" for a built-in alphabet).
    const std::string& symbols() const { return explicit_; }
    /// "the standard alphabet (1-9, A-Z)" style description for messages.
    std::string describe() const;
    /// "'.', '0' or '_'" style list of the empty-cell marks.
    std::string emptyMarks() const;
    Alphabet alphabet() const { return alphabet_; }

private:
    Alphabet alphabet_ = Alphabet::Standard;
    std::string explicit_;
    int capacity_ = 35;
    std::array<std::int8_t, 256> table_{};
};

/// The symbol of a value in a built-in alphabet (0 -> '.'); throws std::invalid_argument if it has none.
char builtinSymbol(Value value, Alphabet alphabet);

/// The explicit alphabet stated by a comment line "# alphabet: <symbols>" ("" if the line is not one).
std::string_view alphabetDeclaration(std::string_view commentLine);

/// The header line that declares `symbols` ("# alphabet: " + symbols), for writers.
std::string alphabetHeader(std::string_view symbols);

}  // namespace sudolab
