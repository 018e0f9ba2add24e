#include "contrast.hpp"

#include <algorithm>
#include <cmath>

namespace sudolab::app {

namespace {

/// One 8-bit sRGB channel as linear light (the sRGB transfer function, as WCAG 2 writes it).
double linearChannel(std::uint32_t byte) {
    const double c = static_cast<double>(byte & 0xFFu) / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

}  // namespace

double relativeLuminance(std::uint32_t rgba) {
    return 0.2126 * linearChannel(rgba) + 0.7152 * linearChannel(rgba >> 8) + 0.0722 * linearChannel(rgba >> 16);
}

double contrastRatio(std::uint32_t a, std::uint32_t b) {
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

}  // namespace sudolab::app
