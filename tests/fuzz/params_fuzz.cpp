// libFuzzer harness: parameter assignment for every solver's table. Byte 0 picks the solver; the rest
// is lines of NAME=VALUE, and every 8 bytes also serve as a raw double for setNumber. Properties: never
// crash; errors are InputError with a safe message; every accepted value is within the table's range and
// its text form (format) parses back to exactly the same double (format -> parse round trip).
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "base/errors.hpp"
#include "fuzz_check.hpp"
#include "run/params.hpp"
#include "run/registry.hpp"

using namespace sudolab;

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// Every value of `set` survives format -> set on a fresh set of the same table.
void requireRoundTrip(const ParamSet& set) {
    ParamSet copy(set.specs());
    for (std::size_t i = 0; i < set.specs().size(); ++i) {
        const ParamSpec& spec = set.specs()[i];
        const double value = set.values()[i];
        fuzz::require(value >= spec.minValue && value <= spec.maxValue, "a value outside its range was kept",
                      std::string(spec.name));
        const std::string text = spec.format(value);
        try {
            copy.set(spec.name, text);
        } catch (const InputError& error) {
            fuzz::require(false, "the text of an accepted value is refused", text + "\n" + error.what());
        }
        fuzz::require(sameBits(copy.values()[i], value) || (value == 0 && copy.values()[i] == 0),
                      "format -> parse changed a value", std::string(spec.name) + "=" + text);
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const auto solvers = solverRegistry();
    const SolverInfo& solver = solvers[data[0] % solvers.size()];
    ParamSet set(solver.params);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        try {
            set.assign(text.substr(start, end - start));
        } catch (const InputError& error) {
            fuzz::requireSafeMessage(error.what());
        }
        start = end + 1;
    }
    for (std::size_t at = 1; at + 9 <= size && !solver.params.empty(); at += 9) {
        double value = 0;
        std::memcpy(&value, data + at + 1, sizeof value);
        const ParamSpec& spec = solver.params[data[at] % solver.params.size()];
        try {
            set.setNumber(spec.name, value);
        } catch (const InputError& error) {
            fuzz::requireSafeMessage(error.what());
        }
    }
    requireRoundTrip(set);
    return 0;
}
