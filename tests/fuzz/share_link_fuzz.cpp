// libFuzzer harness: a link's whole resolution (links/resolve_link.hpp: the grammar, the registry's
// solvers, each parameter against its table and its solver's rules, the player's progress, SudokuWiki
// addresses). Properties: never crash or hang; errors are InputError with a safe message; a resolved link
// re-encodes to a link that resolves to the same meaning (same puzzle, progress, mode, solvers, parameter
// values, seed), and that encoding is stable. The grammar alone keeps its own round trip
// (encode(decode(text)) decodes to the same fields), so a bug there is not hidden by the registry checks;
// the part of a page address that linkOfAddress says carries a link is resolved as well.
// The corpus (tests/fuzz/corpus/share_link) holds the links the browser tests open (e2e-*).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/errors.hpp"
#include "fuzz_check.hpp"
#include "links/puzzle_link.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"

using namespace sudolab;

namespace {

bool sameFields(const SharedState& a, const SharedState& b) {
    return a.puzzle == b.puzzle && a.algorithm == b.algorithm && a.seed == b.seed && a.params == b.params &&
           a.race == b.race && a.progress == b.progress;
}

/// The grammar's round trip: text -> fields -> text -> the same fields, the same text.
void checkGrammar(std::string_view text) {
    SharedState state;
    try {
        state = decodeShareLink(text);
    } catch (const InputError& error) {
        fuzz::requireSafeMessage(error.what());
        return;
    }
    const std::string link = encodeShareLink(state);
    SharedState back;
    try {
        back = decodeShareLink(link);
    } catch (const InputError& error) {
        fuzz::require(false, "the encoding of a decoded link does not decode", link + "\n" + error.what());
    }
    fuzz::require(sameFields(state, back), "encode -> decode changed the fields", link);
    fuzz::require(encodeShareLink(back) == link, "encoding is not stable", link);
}

/// The meaning's round trip: a resolved link encodes to a link that resolves to the same meaning, and
/// encodes to the same text again. A SudokuWiki board becomes a share link of its puzzle and progress
/// (naming the default run), which must then round-trip itself.
void requireRoundTrip(const ResolvedLink& link) {
    const std::string encoded = encodeResolvedLink(link);
    ResolvedLink back;
    try {
        back = resolveSharedLink(encoded);
    } catch (const InputError& error) {
        fuzz::require(false, "the link of a resolved link is refused", encoded + "\n" + error.what());
    }
    if (link.source == LinkSource::SudokuWiki) {
        fuzz::require(back.source == LinkSource::Share && back.puzzle == link.puzzle && back.progress == link.progress,
                      "a SudokuWiki board's puzzle or progress changed in its share link", encoded);
        return requireRoundTrip(back);
    }
    fuzz::require(sameMeaning(link, back), "re-encoding changed the link's meaning", encoded);
    fuzz::require(encodeResolvedLink(back) == encoded, "the link of a resolved link is not stable", encoded);
}

void checkMeaning(std::string_view text) {
    ResolvedLink link;
    try {
        link = resolveSharedLink(text);
    } catch (const InputError& error) {
        fuzz::requireSafeMessage(error.what());
        return;
    }
    requireRoundTrip(link);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkGrammar(text);
    checkMeaning(text);
    // The part of a page address that carries a link (what the page opens at start-up) resolves the same way.
    const std::string_view carried = linkOfAddress(text);
    fuzz::require(carried.empty() || text.find(carried) != std::string_view::npos, "linkOfAddress left its text");
    if (!carried.empty() && carried.size() != text.size()) checkMeaning(carried);
    return 0;
}
