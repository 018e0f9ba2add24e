#include "links/share_link.hpp"

#include <charconv>

#include "base/errors.hpp"
#include "grid/geometry.hpp"
#include "links/share_link_grid.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab {

namespace {

constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/// How one order's cells are spelled: symbols [0, values) are the values 1.., symbols [values, 64 -
/// escapes) runs of 1.. empty cells, and with an escape symbol (63, '_') the next symbol j is the value
/// values + 1 + j. Orders up to 6 keep the original table (links written before 49x49 still open).
struct CellCode {
    int values;   ///< values with one symbol
    int escapes;  ///< 1 if symbol 63 is the escape
    int maxRun() const { return 64 - escapes - values; }
};
constexpr CellCode kSmallOrders{36, 0};  // values 1..36 and runs of 1..28
constexpr CellCode kLargeOrders{48, 1};  // values 1..48, runs of 1..15, '_' + 49..64
constexpr int kEscape = 63;
CellCode cellCode(int order) { return order <= 6 ? kSmallOrders : kLargeOrders; }
constexpr std::size_t kMaxPairs = 64;                    // more keys than any solver has parameters
constexpr std::size_t kMaxIdLength = 64;
constexpr std::size_t kCheckDigits = 8;

int symbolIndex(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

[[noreturn]] void fail(const std::string& what, std::size_t position) {
    throw InputError("link: " + what + " (at character " + std::to_string(position + 1) + ")");
}

/// A printable rendering of one character for messages (control bytes as \xNN).
std::string shown(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
    const char* digits = "0123456789ABCDEF";
    return std::string("byte 0x") + digits[byte >> 4] + digits[byte & 15];
}

bool isUnreserved(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

std::string percentDecode(std::string_view text, std::size_t offset) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        const int high = i + 1 < text.size() ? hexDigit(text[i + 1]) : -1;
        const int low = i + 2 < text.size() ? hexDigit(text[i + 2]) : -1;
        if (high < 0 || low < 0) fail("'%' must be followed by two hex digits", offset + i);
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

/// Solver ids are short lower-case words with digits and '-' or '_'; parameter names may also hold '.'
/// (a race link writes "<solver id>.<parameter>").
void requireId(std::string_view id, std::string_view what, std::size_t offset, bool allowDot = false) {
    if (id.empty()) fail(std::string(what) + " is empty", offset);
    if (id.size() > kMaxIdLength) fail(std::string(what) + " is longer than 64 characters", offset);
    for (std::size_t i = 0; i < id.size(); ++i) {
        const char c = id[i];
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || (allowDot && c == '.')))
            fail("unexpected " + shown(c) + " in " + std::string(what), offset + i);
    }
}

bool isPlainNineByNine(std::string_view text) {
    if (text.size() != 81) return false;
    for (char c : text)
        if (!(c == '.' || (c >= '0' && c <= '9'))) return false;
    return true;
}

/// FNV-1a (32 bits) of the link's body: enough to notice a link cut short or altered in transit.
std::uint32_t linkCheck(std::string_view body) {
    std::uint32_t hash = 2166136261u;
    for (char c : body) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 16777619u;
    }
    return hash;
}

std::string checkText(std::uint32_t check) {
    const char* digits = "0123456789abcdef";
    std::string out(kCheckDigits, '0');
    for (std::size_t i = 0; i < kCheckDigits; ++i) out[kCheckDigits - 1 - i] = digits[(check >> (4 * i)) & 15];
    return out;
}

/// Verifies and removes a leading "c=<8 hex>&" part; `base` is moved past it.
std::string_view stripCheck(std::string_view fragment, std::size_t& base) {
    if (fragment.substr(0, 2) != "c=") return fragment;
    const std::size_t prefix = 2 + kCheckDigits + 1;
    if (fragment.size() < prefix || fragment[prefix - 1] != '&')
        fail("the check part must be c=<8 hex digits> followed by '&' and the link", base);
    const std::string_view given = fragment.substr(2, kCheckDigits);
    const std::string_view body = fragment.substr(prefix);
    if (given != checkText(linkCheck(body)))
        fail("the link does not match its check value " + quotedExcerpt("c=" + std::string(given)) +
                 ": it was cut short or changed after it was made (copy the whole link again, or remove the "
                 "'c=...&' part to open an edited link)",
             base);
    base += prefix;
    return body;
}

Grid plainNineByNine(std::string_view text) {
    std::vector<Value> values(81);
    for (std::size_t i = 0; i < 81; ++i) values[i] = text[i] == '.' ? 0 : static_cast<Value>(text[i] - '0');
    return Grid::fromValues(3, values);
}

}  // namespace

std::string percentEncode(std::string_view text) {
    std::string out;
    const char* digits = "0123456789ABCDEF";
    for (char c : text) {
        if (isUnreserved(c)) {
            out += c;
        } else {
            const auto byte = static_cast<unsigned char>(c);
            out += '%';
            out += digits[byte >> 4];
            out += digits[byte & 15];
        }
    }
    return out;
}

std::string encodeSharedPuzzle(const Grid& puzzle) {
    std::string out = std::to_string(puzzle.order()) + ".";
    const CellCode code = cellCode(puzzle.order());
    int run = 0;
    auto flush = [&] {
        while (run > 0) {
            const int chunk = run < code.maxRun() ? run : code.maxRun();
            out += kAlphabet[static_cast<std::size_t>(code.values + chunk - 1)];
            run -= chunk;
        }
    };
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        // Only givens belong to the puzzle: a solver's placements are never part of a link.
        const Value value = puzzle.isGiven(cell) ? puzzle.at(cell) : 0;
        if (value == 0) {
            ++run;
            continue;
        }
        flush();
        if (value <= code.values) {
            out += kAlphabet[static_cast<std::size_t>(value - 1)];
        } else {
            out += kAlphabet[kEscape];
            out += kAlphabet[static_cast<std::size_t>(value - code.values - 1)];
        }
    }
    // Trailing empties are written too, so that a truncated link is detected rather than padded.
    flush();
    return out;
}

Grid decodeSharedPuzzle(std::string_view text, std::size_t offset) {
    const std::size_t dot = text.find('.');
    if (dot == std::string_view::npos) fail("the puzzle must look like <order>.<cells>, e.g. 3.ABC...", offset);
    const std::string_view orderText = text.substr(0, dot);
    int order = 0;
    const auto [end, error] = std::from_chars(orderText.data(), orderText.data() + orderText.size(), order);
    if (error != std::errc() || end != orderText.data() + orderText.size() || orderText.empty())
        fail("the puzzle's order " + quotedExcerpt(orderText.substr(0, 8)) + " is not a number", offset);
    if (!Geometry::supported(order))
        fail("order " + std::to_string(order) + " is not supported (sides " + Geometry::supportedSidesText() + ")",
             offset);
    const int size = order * order;
    const std::size_t cellCount = static_cast<std::size_t>(size) * static_cast<std::size_t>(size);
    const CellCode code = cellCode(order);
    std::vector<Value> values;
    values.reserve(cellCount);
    for (std::size_t i = dot + 1; i < text.size(); ++i) {
        int index = symbolIndex(text[i]);
        if (index < 0) fail("unexpected " + shown(text[i]) + " in the puzzle", offset + i);
        int value = index + 1;
        if (code.escapes && index == kEscape) {
            if (++i >= text.size()) fail("the puzzle ends after an escape '_' (a value 49..64 follows it)", offset + i);
            index = symbolIndex(text[i]);
            if (index < 0) fail("unexpected " + shown(text[i]) + " in the puzzle", offset + i);
            value = code.values + 1 + index;
        } else if (index >= code.values) {
            value = 0;
        }
        if (value != 0) {
            if (value > size)
                fail("value " + std::to_string(value) + " is too large for a " + std::to_string(size) + "x" +
                         std::to_string(size) + " grid",
                     offset + i);
            if (values.size() >= cellCount) fail("the puzzle has more than " + std::to_string(cellCount) + " cells", offset + i);
            values.push_back(static_cast<Value>(value));
        } else {
            const std::size_t run = static_cast<std::size_t>(index - code.values + 1);
            if (values.size() + run > cellCount)
                fail("the puzzle has more than " + std::to_string(cellCount) + " cells", offset + i);
            values.insert(values.end(), run, Value{0});
        }
    }
    if (values.size() < cellCount)
        fail("the puzzle is truncated: " + std::to_string(values.size()) + " of " + std::to_string(cellCount) +
                 " cells",
             offset + text.size());
    return Grid::fromValues(order, values);
}

std::string encodeShareLink(const SharedState& state) {
    std::string out = "p=" + encodeSharedPuzzle(state.puzzle);
    if (!state.algorithm.empty()) out += "&a=" + percentEncode(state.algorithm);
    for (const auto& [name, value] : state.params) out += "&x." + percentEncode(name) + "=" + percentEncode(value);
    if (state.seed) out += "&s=" + std::to_string(*state.seed);
    if (!state.race.empty()) {
        out += "&r=";
        for (std::size_t i = 0; i < state.race.size(); ++i) {
            if (i > 0) out += ',';
            out += percentEncode(state.race[i]);
        }
    }
    if (!state.progress.empty()) out += "&g=" + state.progress;
    return "c=" + checkText(linkCheck(out)) + "&" + out;
}

SharedState decodeShareLink(std::string_view fragment) {
    std::size_t base = 0;
    if (!fragment.empty() && fragment.front() == '#') {
        fragment.remove_prefix(1);
        base = 1;
    }
    if (fragment.empty()) throw InputError("link: the link holds no puzzle (the part after '#' is empty)");
    if (fragment.size() > kMaxShareLinkLength)
        throw InputError("link: the link is too long (" + std::to_string(fragment.size()) + " characters, at most " +
                         std::to_string(kMaxShareLinkLength) + ")");
    fragment = stripCheck(fragment, base);
    SharedState state;
    if (isPlainNineByNine(fragment)) {
        state.puzzle = plainNineByNine(fragment);
        return state;
    }
    refuseMalformedGrid(fragment, base);
    bool havePuzzle = false;
    std::size_t pairs = 0;
    std::size_t start = 0;
    while (start <= fragment.size()) {
        std::size_t stop = fragment.find('&', start);
        if (stop == std::string_view::npos) stop = fragment.size();
        const std::string_view pair = fragment.substr(start, stop - start);
        const std::size_t at = base + start;
        start = stop + 1;
        // An empty part is what a link cut right after an '&' leaves: reading it as "nothing more"
        // would silently give the missing fields their defaults.
        if (pair.empty())
            fail(stop == fragment.size() ? "the link ends with '&': it was cut short (copy the whole link again)"
                                         : "empty part between two '&'",
                 at);
        if (++pairs > kMaxPairs) fail("too many '&' parts (at most " + std::to_string(kMaxPairs) + ")", at);
        const std::size_t equals = pair.find('=');
        if (equals == std::string_view::npos)
            fail(quotedExcerpt(pair.substr(0, 16)) + " is not a key=value part", at);
        const std::string_view key = pair.substr(0, equals);
        const std::string_view value = pair.substr(equals + 1);
        const std::size_t valueAt = at + equals + 1;
        if ((key == "p" && havePuzzle) || (key == "a" && !state.algorithm.empty()) || (key == "s" && state.seed) ||
            (key == "r" && !state.race.empty()) || (key == "g" && !state.progress.empty()))
            fail("'" + std::string(key) + "=' appears twice", at);
        if (key == "p") {
            state.puzzle = decodeSharedPuzzle(value, valueAt);
            havePuzzle = true;
        } else if (key == "a") {
            state.algorithm = percentDecode(value, valueAt);
            requireId(state.algorithm, "the algorithm id", valueAt);
            state.algorithmAt = valueAt;
        } else if (key == "s") {
            std::uint64_t seed = 0;
            const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), seed);
            if (value.empty() || error != std::errc() || end != value.data() + value.size())
                fail("the seed must be a whole number from 0 to 18446744073709551615", valueAt);
            state.seed = seed;
        } else if (key.size() > 2 && key.substr(0, 2) == "x.") {
            std::string name = percentDecode(key.substr(2), at + 2);
            requireId(name, "a parameter name", at + 2, true);
            std::string text = percentDecode(value, valueAt);
            if (text.empty() || text.size() > 64) fail("the value of parameter '" + name + "' is empty or too long", valueAt);
            for (auto& [known, _] : state.params)
                if (known == name) fail("parameter '" + name + "' appears twice", at);
            state.params.emplace_back(std::move(name), std::move(text));
            state.paramsAt.push_back(at);
        } else if (key == "r") {
            std::size_t from = 0;
            while (from <= value.size()) {
                std::size_t comma = value.find(',', from);
                if (comma == std::string_view::npos) comma = value.size();
                std::string id = percentDecode(value.substr(from, comma - from), valueAt + from);
                requireId(id, "a race solver id", valueAt + from);
                // Two lanes of one solver would run the same seed and parameters: one run shown twice.
                for (const std::string& entrant : state.race)
                    if (entrant == id)
                        fail("race solver '" + id + "' appears twice (a race lists each solver once)", valueAt + from);
                if (state.race.size() >= kMaxRaceEntrants)
                    fail("a race has at most " + std::to_string(kMaxRaceEntrants) + " solvers", valueAt + from);
                state.race.push_back(std::move(id));
                state.raceAt.push_back(valueAt + from);
                from = comma + 1;
            }
        } else if (key == "g") {
            if (value.empty()) fail("the progress part 'g=' is empty", valueAt);
            for (std::size_t i = 0; i < value.size(); ++i)
                if (kAlphabet.find(value[i]) == std::string_view::npos)
                    fail("unexpected " + shown(value[i]) + " in the progress part", valueAt + i);
            state.progress = std::string(value);
            state.progressAt = valueAt;
        } else {
            // A part this page cannot read would be dropped silently: refuse the link instead.
            fail("unknown part " + quotedExcerpt(std::string(key.substr(0, 16)) + "=") +
                     " (known: c, p, a, s, x.<parameter>, r, g)",
                 at);
        }
    }
    if (!havePuzzle) fail("the link has no puzzle (p=<order>.<cells>)", base);
    return state;
}

}  // namespace sudolab
