// The JS API's shared argument reading and error result (js_arguments.hpp).
#include "js_arguments.hpp"

#include "base/errors.hpp"

namespace sudolab::web {

using emscripten::val;

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
