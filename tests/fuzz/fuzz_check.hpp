// Shared by the libFuzzer harnesses: a property check that aborts (a libFuzzer finding) with a message,
// and the rule that a message shown to users holds no control bytes and stays short.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

namespace sudolab::fuzz {

/// Aborts with `what` when `ok` is false: libFuzzer reports it as a crash and saves the input.
inline void require(bool ok, const char* what, const std::string& detail = {}) {
    if (ok) return;
    std::fprintf(stderr, "fuzz property violated: %s\n%s\n", what, detail.substr(0, 2000).c_str());
    std::abort();
}

/// Messages describe input, never echo it raw: no control bytes (ESC, CR...) and a bounded length.
inline void requireSafeMessage(const std::string& message) {
    require(!message.empty() && message.size() < 4000, "error message empty or too long", message);
    for (const char c : message) {
        const auto byte = static_cast<unsigned char>(c);
        require(byte >= 0x20 && byte != 0x7F, "control byte in an error message", message);
    }
}

}  // namespace sudolab::fuzz
