// Contrast of two colours as WCAG 2 defines it (relative luminance of sRGB), for checking the palette.
#pragma once

#include <cstdint>

namespace sudolab::app {

/// Relative luminance (0 black .. 1 white) of an RGBA colour (red in the low byte; alpha ignored).
double relativeLuminance(std::uint32_t rgba);
/// (lighter + 0.05) / (darker + 0.05): 1 for equal colours, 21 for black on white.
double contrastRatio(std::uint32_t a, std::uint32_t b);

}  // namespace sudolab::app
