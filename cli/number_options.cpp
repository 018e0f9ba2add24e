#include "number_options.hpp"

#include <cstdint>
#include <string>

#include "text/number_text.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab::cli {

CLI::Validator wholeNumber() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            std::uint64_t value = 0;
            if (parseWholeNumber(text, value)) return {};
            return "expected a whole number from 0 to 18446744073709551615 (plain digits), got " + quotedExcerpt(text);
        },
        "UINT", "whole number");
}

CLI::Validator decimalNumber() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            double value = 0;
            if (parseStrictNumber(text, false, value)) return {};
            return "expected a decimal number such as 2.5 or 1e-3, got " + quotedExcerpt(text);
        },
        "NUMBER", "decimal number");
}

}  // namespace sudolab::cli
