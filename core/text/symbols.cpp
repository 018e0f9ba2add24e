#include "text/symbols.hpp"

#include <stdexcept>

#include "text/text_excerpt.hpp"

namespace sudolab {
namespace {

constexpr std::string_view kDeclaration = "alphabet:";

/// Characters an explicit alphabet may not use: they already mean something to the reader.
bool reserved(char c) {
    return c == '.' || c == '_' || c == ',' || c == '#' || c == '%' || c == '|' || c == '-' || c == '+' ||
           c == '=' || c == '<' || c == '(' || c == ')' || c == ' ' || c == '\t';
}

}  // namespace

SymbolSet::SymbolSet(Alphabet alphabet) : alphabet_(alphabet) {
    table_.fill(-1);
    table_['.'] = table_['_'] = 0;
    switch (alphabet) {
        case Alphabet::Standard:
            capacity_ = 35;
            table_['0'] = 0;
            for (int d = 1; d <= 9; ++d) table_['0' + d] = static_cast<std::int8_t>(d);
            for (int k = 0; k < 26; ++k) table_['A' + k] = table_['a' + k] = static_cast<std::int8_t>(10 + k);
            break;
        case Alphabet::ZeroBased:
            capacity_ = 36;
            for (int d = 0; d <= 9; ++d) table_['0' + d] = static_cast<std::int8_t>(d + 1);
            for (int k = 0; k < 26; ++k) table_['A' + k] = table_['a' + k] = static_cast<std::int8_t>(11 + k);
            break;
        case Alphabet::Wide:
            capacity_ = static_cast<int>(kWideSymbols.size());
            table_['0'] = 0;
            for (int k = 0; k < capacity_; ++k)
                table_[static_cast<unsigned char>(kWideSymbols[k])] = static_cast<std::int8_t>(k + 1);
            break;
    }
}

SymbolSet SymbolSet::fromSymbols(std::string_view symbols) {
    if (symbols.size() < 2 || symbols.size() > 64)
        throw std::invalid_argument("an explicit alphabet lists 2 to 64 symbols, this one has " +
                                    std::to_string(symbols.size()));
    SymbolSet set(Alphabet::Standard);
    set.table_.fill(-1);
    set.table_['.'] = set.table_['_'] = 0;
    for (std::size_t k = 0; k < symbols.size(); ++k) {
        const char c = symbols[k];
        const auto byte = static_cast<unsigned char>(c);
        if (byte <= 0x20 || byte >= 0x7F || reserved(c))
            throw std::invalid_argument("symbol " + std::to_string(k + 1) + " of the explicit alphabet (" +
                                        describeCharacter(symbols, k) +
                                        ") is reserved or not a printable ASCII character");
        if (set.table_[byte] > 0)
            throw std::invalid_argument("the explicit alphabet lists '" + std::string(1, c) + "' twice (symbols " +
                                        std::to_string(set.table_[byte]) + " and " + std::to_string(k + 1) + ")");
        set.table_[byte] = static_cast<std::int8_t>(k + 1);
    }
    // '0' stays an empty cell unless the alphabet uses it, as in the standard alphabet.
    if (set.table_['0'] < 0) set.table_['0'] = 0;
    set.explicit_ = std::string(symbols);
    set.capacity_ = static_cast<int>(symbols.size());
    return set;
}

char SymbolSet::symbolFor(Value value) const {
    if (value == 0) return '.';
    if (value > capacity_)
        throw std::invalid_argument("value " + std::to_string(value) + " has no symbol in " + describe());
    return isExplicit() ? explicit_[value - 1] : builtinSymbol(value, alphabet_);
}

char builtinSymbol(Value value, Alphabet alphabet) {
    if (value == 0) return '.';
    switch (alphabet) {
        case Alphabet::Standard:
            if (value <= 35) return value <= 9 ? static_cast<char>('0' + value) : static_cast<char>('A' + value - 10);
            break;
        case Alphabet::ZeroBased:
            if (value <= 36) return value <= 10 ? static_cast<char>('0' + value - 1) : static_cast<char>('A' + value - 11);
            break;
        case Alphabet::Wide:
            if (value <= kWideSymbols.size()) return kWideSymbols[value - 1];
            break;
    }
    throw std::invalid_argument("value " + std::to_string(value) + " has no symbol in " + SymbolSet(alphabet).describe());
}

std::string SymbolSet::describe() const {
    if (isExplicit()) return "the explicit alphabet \"" + explicit_ + "\"";
    switch (alphabet_) {
        case Alphabet::Standard: return "the standard alphabet (1-9, A-Z)";
        case Alphabet::ZeroBased: return "the zero-based alphabet (0-9, A-Z)";
        case Alphabet::Wide: return "the wide alphabet (1-9, A-Z, a-z, @ $ &)";
    }
    return "the alphabet";
}

std::string SymbolSet::emptyMarks() const {
    return value('0') == 0 ? "'.', '0' or '_'" : "'.' or '_'";
}

std::string_view alphabetDeclaration(std::string_view line) {
    std::size_t pos = 0;
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
    if (pos >= line.size() || line[pos] != '#') return {};
    ++pos;
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
    if (line.substr(pos, kDeclaration.size()) != kDeclaration) return {};
    pos += kDeclaration.size();
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t')) ++pos;
    std::size_t end = line.size();
    while (end > pos && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '\r')) --end;
    return line.substr(pos, end - pos);
}

std::string alphabetHeader(std::string_view symbols) { return "# alphabet: " + std::string(symbols); }

}  // namespace sudolab
