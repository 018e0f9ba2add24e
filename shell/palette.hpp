// The board's and plot's colours as plain 32-bit values (RGBA, red in the low byte, as ImGui's ImU32), kept
// apart from ImGui so that unit tests can check their contrast (contrast.hpp).
#pragma once

#include <cstdint>

namespace sudolab::app::palette {

using Colour = std::uint32_t;

constexpr Colour rgba(int r, int g, int b, int a = 255) {
    return static_cast<Colour>(r) | (static_cast<Colour>(g) << 8) | (static_cast<Colour>(b) << 16) |
           (static_cast<Colour>(a) << 24);
}
constexpr Colour kBackground = rgba(24, 26, 31);
constexpr Colour kCell = rgba(30, 33, 40);
constexpr Colour kGivenCell = rgba(46, 50, 61);
/// The selection's row, column and box: at least 3:1 against both cell backgrounds (WCAG 1.4.11, a
/// unit test checks it), so the highlight is seen by players with low vision; 1.16:1 before.
constexpr Colour kPeerCell = rgba(106, 122, 164);
/// Cells holding the selected cell's digit: told apart from the row/column/box highlight and at least
/// 3:1 against the plain cell (a unit test checks it).
constexpr Colour kSameDigitCell = rgba(44, 120, 120);
constexpr Colour kThinLine = rgba(80, 85, 98);
constexpr Colour kBoxLine = rgba(190, 195, 210);
constexpr Colour kGivenText = rgba(245, 246, 250);
constexpr Colour kPropagatedText = rgba(120, 180, 255);
constexpr Colour kSearchText = rgba(130, 224, 150);
constexpr Colour kEditText = rgba(255, 214, 110);
constexpr Colour kMarkText = rgba(200, 208, 228);  ///< pencil marks: small, so no dimmer than this on a lit cell
constexpr Colour kConflictCell = rgba(120, 36, 44);
constexpr Colour kConflictText = rgba(255, 120, 120);
constexpr Colour kConflictFrame = rgba(255, 90, 90, 200);  ///< a run's conflicting cells (not filled)
constexpr Colour kSelection = rgba(255, 200, 60);
constexpr Colour kSwap = rgba(255, 150, 60);
constexpr Colour kAssign = rgba(120, 200, 255);
constexpr Colour kCurrentCost = rgba(120, 180, 255, 150);
constexpr Colour kBestCost = rgba(130, 224, 150);
constexpr Colour kEvent = rgba(255, 150, 60, 170);
constexpr Colour kAxis = rgba(150, 155, 168);
constexpr Colour kGrid = rgba(60, 64, 75);
constexpr Colour kMutedText = rgba(150, 155, 168);
constexpr Colour kError = rgba(255, 110, 110);
constexpr Colour kGood = rgba(130, 224, 150);
constexpr Colour kWarn = rgba(255, 200, 90);

/// `top` laid over `bottom` with opacity `alpha` (0-1), opaque.
constexpr Colour blend(Colour top, Colour bottom, double alpha) {
    const auto channel = [&](int shift) {
        const double t = static_cast<double>((top >> shift) & 255), b = static_cast<double>((bottom >> shift) & 255);
        return static_cast<int>(b + (t - b) * alpha + 0.5);
    };
    return rgba(channel(0), channel(8), channel(16));
}
/// How strongly a cell colour is laid over the cell: light enough that every digit colour stays readable
/// on it (a unit test checks the contrast of the given and entry colours on each).
constexpr double kCellColourAlpha = 0.36;
/// The player's colours at full strength (Okabe and Ito's palette, told apart with every common
/// colour-vision deficiency, plus a grey and a white): a coloured candidate's backdrop.
constexpr Colour kCandidateColours[9] = {
    rgba(230, 159, 0),    // orange
    rgba(86, 180, 233),   // sky blue
    rgba(0, 158, 115),    // bluish green
    rgba(240, 228, 66),   // yellow
    rgba(0, 114, 178),    // blue
    rgba(213, 94, 0),     // vermillion
    rgba(204, 121, 167),  // reddish purple
    rgba(153, 153, 153),  // grey
    rgba(240, 240, 240),  // white
};
/// The player's cell colours: the same, laid over a plain cell; digit keys 1-9 in colour mode pick them.
constexpr Colour kCellColours[9] = {
    blend(kCandidateColours[0], kCell, kCellColourAlpha), blend(kCandidateColours[1], kCell, kCellColourAlpha),
    blend(kCandidateColours[2], kCell, kCellColourAlpha), blend(kCandidateColours[3], kCell, kCellColourAlpha),
    blend(kCandidateColours[4], kCell, kCellColourAlpha), blend(kCandidateColours[5], kCell, kCellColourAlpha),
    blend(kCandidateColours[6], kCell, kCellColourAlpha), blend(kCandidateColours[7], kCell, kCellColourAlpha),
    blend(kCandidateColours[8], kCell, kCellColourAlpha),
};
/// Their names, for the colour keys' tooltips and the hidden grid's cell names.
constexpr const char* kCellColourNames[9] = {"orange", "sky blue", "green", "yellow", "blue",
                                             "vermillion", "purple", "grey", "white"};

}  // namespace sudolab::app::palette
