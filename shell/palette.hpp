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

}  // namespace sudolab::app::palette
