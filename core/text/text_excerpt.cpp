// Describing input text in messages (see text_excerpt.hpp).
#include "text/text_excerpt.hpp"

namespace sudolab {

int columnAt(std::string_view line, std::size_t offset) {
    int column = 1;
    for (std::size_t i = 0; i < offset && i < line.size(); ++i)
        if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
    return column;
}

std::string hexCode(unsigned value, int digits) {
    static const char* const hex = "0123456789ABCDEF";
    std::string out(digits, '0');
    for (int i = digits - 1; i >= 0; --i, value >>= 4) out[i] = hex[value & 0xF];
    return out;
}

std::string describeCharacter(std::string_view line, std::size_t offset) {
    const auto lead = static_cast<unsigned char>(line[offset]);
    if (lead < 0x20 || lead == 0x7F) return "control character U+" + hexCode(lead, 4);
    if (lead < 0x80) return std::string{'\'', static_cast<char>(lead), '\''};
    const int length = lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
    if (length == 0 || offset + length > line.size()) return "byte 0x" + hexCode(lead, 2) + " (not UTF-8 text)";
    unsigned code = lead & (0x7F >> length);
    for (int i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(line[offset + i]);
        if ((next & 0xC0) != 0x80) return "byte 0x" + hexCode(lead, 2) + " (not UTF-8 text)";
        code = (code << 6) | (next & 0x3F);
    }
    std::string out(1, '\'');
    out.append(line.substr(offset, static_cast<std::size_t>(length)));
    return out + "' (U+" + hexCode(code, code > 0xFFFF ? 6 : 4) + ")";
}

// Control bytes, ESC sequences and invalid UTF-8 never reach the terminal, and a 1 MB field does not
// make a 1 MB message.
std::string quotedExcerpt(std::string_view text) {
    constexpr std::size_t kShown = 24;
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < kShown; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0x20 && byte < 0x7F && byte != '\\')
            out += static_cast<char>(byte);
        else
            out += "\\x" + hexCode(byte, 2);
    }
    if (text.size() <= kShown) return out + "'";
    return out + "...' (" + std::to_string(text.size()) + " bytes)";
}


}  // namespace sudolab
