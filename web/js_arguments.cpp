// The JS API's shared argument reading and error result (js_arguments.hpp).
#include "js_arguments.hpp"

#include <charconv>
#include <stdexcept>
#include <string_view>

#include "base/errors.hpp"

// library_sudolab.js: the object's keys and values as text, packed as "<bytes>:<key><bytes>:<value>..."
// (UTF-8 byte counts, so any text goes through); writes them only when they fit in `capacity` bytes
// (with the terminating zero) and returns how many bytes they take.
extern "C" std::size_t sudolab_pack_params(emscripten::EM_VAL params, char* buffer, std::size_t capacity);

namespace sudolab::web {

using emscripten::val;

namespace {

/// The next "<bytes>:<text>" field of `packed` from `pos` (sudolab_pack_params wrote it: well formed).
std::string_view nextField(std::string_view packed, std::size_t& pos) {
    std::size_t bytes = 0;
    const char* start = packed.data() + pos;
    const auto [colon, error] = std::from_chars(start, packed.data() + packed.size(), bytes);
    if (error != std::errc() || colon == packed.data() + packed.size() || *colon != ':')
        throw std::logic_error("sudolab_pack_params: malformed field");
    pos = static_cast<std::size_t>(colon - packed.data()) + 1;
    const std::string_view field = packed.substr(pos, bytes);
    pos += bytes;
    return field;
}

}  // namespace

void setParamsFromJs(ParamSet& set, const val& params) {
    // Reading the object key by key (Object.keys, then per key its name, value, type and text) made a
    // dozen calls across the JS-wasm boundary per key: ~1.8 of a new solver's ~4.3 us in Chromium
    // (docs/EXACT.md, round 6). Packed by one JS call instead, into a buffer most objects fit in.
    std::string packed(256, '\0');
    std::size_t bytes = sudolab_pack_params(params.as_handle(), packed.data(), packed.size());
    if (bytes >= packed.size()) {
        packed.assign(bytes + 1, '\0');
        bytes = sudolab_pack_params(params.as_handle(), packed.data(), packed.size());
    }
    packed.resize(bytes);
    for (std::size_t pos = 0; pos < packed.size();) {
        const std::string_view name = nextField(packed, pos);
        const std::string_view text = nextField(packed, pos);
        set.set(name, text);
    }
}

std::string textArgument(const val& text) {
    if (!text.isString()) throw InputError("expected the puzzle as a string");
    std::string value = text.as<std::string>();
    if (value.size() > kMaxTextBytes) throw InputError("text too long (at most 1 MiB)");
    return value;
}

val errorResult(const std::exception& error) {
    val result = val::object();
    result.set("ok", false);
    result.set("error", std::string(error.what()));
    if (const auto* input = dynamic_cast<const InputError*>(&error)) {
        result.set("line", input->line());
        result.set("column", input->column());
    }
    return result;
}

}  // namespace sudolab::web
