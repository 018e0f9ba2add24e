// libFuzzer harness: the share-link decoder. Properties: never crash; errors are InputError with a safe
// message; a decoded state encodes to a link that decodes to the same state (encode -> decode round
// trip), and encoding is stable (encode(decode(encode(s))) == encode(s)).
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "base/errors.hpp"
#include "fuzz_check.hpp"
#include "links/share_link.hpp"

using namespace sudolab;

namespace {

bool sameState(const SharedState& a, const SharedState& b) {
    return a.puzzle == b.puzzle && a.algorithm == b.algorithm && a.seed == b.seed && a.params == b.params &&
           a.race == b.race;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view fragment(reinterpret_cast<const char*>(data), size);
    SharedState state;
    try {
        state = decodeShareLink(fragment);
    } catch (const InputError& error) {
        fuzz::requireSafeMessage(error.what());
        return 0;
    }
    const std::string link = encodeShareLink(state);
    SharedState back;
    try {
        back = decodeShareLink(link);
    } catch (const InputError& error) {
        fuzz::require(false, "the encoding of a decoded link does not decode", link + "\n" + error.what());
    }
    fuzz::require(sameState(state, back), "encode -> decode changed the state", link);
    fuzz::require(encodeShareLink(back) == link, "encoding is not stable", link);
    return 0;
}
