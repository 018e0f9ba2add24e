// The app's look: fonts (the embedded DejaVu Sans at the UI scale) and a dark colour theme with the
// board's palette (givens, propagated and searched values, conflicts, moves, heat).
#pragma once

#include <array>
#include <cstddef>

#include "imgui.h"
#include "run.hpp"
#include "share_link.hpp"  // kMaxRaceEntrants sizes the lane palette

namespace sudolab::app {

/// Fonts of the current atlas.
struct Fonts {
    ImFont* ui = nullptr;       ///< body text
    ImFont* heading = nullptr;  ///< section titles, big numbers
    std::array<ImFont*, 3> board{};       ///< digits/letters for cells, small to large
    std::array<float, 3> boardSizes{};    ///< their pixel sizes
    /// The board font that renders `pixelSize` text most sharply (the smallest one at least as big).
    ImFont* boardFontFor(float pixelSize) const;
};

/// Clears and refills the font atlas for a UI scale (device pixels per CSS pixel). The GPU texture must
/// be recreated afterwards by the renderer.
Fonts buildFonts(float scale);

/// Sets the colours and sizes of the ImGui style for a UI scale.
void applyStyle(float scale);

/// Board and plot palette.
namespace palette {
constexpr ImU32 rgba(int r, int g, int b, int a = 255) {
    return static_cast<ImU32>(r) | (static_cast<ImU32>(g) << 8) | (static_cast<ImU32>(b) << 16) |
           (static_cast<ImU32>(a) << 24);
}
constexpr ImU32 kBackground = rgba(24, 26, 31);
constexpr ImU32 kCell = rgba(44, 47, 56);
constexpr ImU32 kGivenCell = rgba(58, 62, 74);
constexpr ImU32 kPeerCell = rgba(52, 57, 70);
constexpr ImU32 kThinLine = rgba(80, 85, 98);
constexpr ImU32 kBoxLine = rgba(190, 195, 210);
constexpr ImU32 kGivenText = rgba(245, 246, 250);
constexpr ImU32 kPropagatedText = rgba(120, 180, 255);
constexpr ImU32 kSearchText = rgba(130, 224, 150);
constexpr ImU32 kEditText = rgba(255, 214, 110);
constexpr ImU32 kMarkText = rgba(165, 175, 200);  ///< pencil marks: small, quieter than any value
constexpr ImU32 kConflictCell = rgba(120, 36, 44);
constexpr ImU32 kConflictText = rgba(255, 120, 120);
constexpr ImU32 kConflictFrame = rgba(255, 90, 90, 200);  ///< a run's conflicting cells (not filled)
constexpr ImU32 kSelection = rgba(255, 200, 60);
constexpr ImU32 kSwap = rgba(255, 150, 60);
constexpr ImU32 kAssign = rgba(120, 200, 255);
constexpr ImU32 kCurrentCost = rgba(120, 180, 255, 150);
constexpr ImU32 kBestCost = rgba(130, 224, 150);
constexpr ImU32 kEvent = rgba(255, 150, 60, 170);
constexpr ImU32 kAxis = rgba(150, 155, 168);
constexpr ImU32 kGrid = rgba(60, 64, 75);
constexpr ImU32 kMutedText = rgba(150, 155, 168);
constexpr ImU32 kError = rgba(255, 110, 110);
constexpr ImU32 kGood = rgba(130, 224, 150);
constexpr ImU32 kWarn = rgba(255, 200, 90);
/// A distinct colour per race lane (0 .. kMaxRaceEntrants-1); muted grey past the bound.
ImU32 series(std::size_t lane);
/// Green for a result (a solution, or a proof that there is none: not an error), red for a rejected
/// run or a wrong answer, amber for a stop without a result, blue while running.
ImU32 outcome(Outcome outcome);
/// Heat map colour for a value in [0, 1] (dark blue to amber), with alpha.
ImU32 heat(float value);
}  // namespace palette

}  // namespace sudolab::app
