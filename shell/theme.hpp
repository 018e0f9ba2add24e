// The app's look: fonts (the embedded DejaVu Sans at the UI scale) and a dark colour theme with the
// board's palette (givens, propagated and searched values, conflicts, moves, heat).
#pragma once

#include <array>
#include <cstddef>

#include "imgui.h"
#include "links/share_link.hpp"  // kMaxRaceEntrants sizes the lane palette
#include "model/messages.hpp"
#include "palette.hpp"
#include "run/run.hpp"

namespace sudolab::app {

/// Fonts of the current atlas.
struct Fonts {
    ImFont* ui = nullptr;       ///< body text
    ImFont* heading = nullptr;  ///< section titles, big numbers
    std::array<ImFont*, 3> board{};       ///< digits/letters for cells, small to large
    std::array<float, 3> boardSizes{};    ///< their pixel sizes
    /// The board font that renders `pixelSize` text most sharply (the smallest one at least as big).
    ImFont* boardFontFor(float pixelSize) const;
    /// The largest board font no bigger than `pixelSize`, else the body font (a pad key's digit).
    ImFont* boardFontWithin(float pixelSize) const;
};

/// Clears and refills the font atlas for a UI scale (device pixels per CSS pixel). The GPU texture must
/// be recreated afterwards by the renderer.
Fonts buildFonts(float scale);

/// Sets the colours and sizes of the ImGui style for a UI scale.
void applyStyle(float scale);

/// The flags of the full-window root window every layout draws in. It draws no background: the frame is
/// cleared to its colour (ImGuiCol_WindowBg, rootBackground()) first, and a full-window fill over that is
/// a whole frame of pixels for nothing (in software GL, as in the browser tests, each such fill costs
/// about a third of a frame's CPU; docs/TESTING.md, fifth round).
constexpr ImGuiWindowFlags kRootWindowFlags =
    ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoCollapse |
    ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus | ImGuiWindowFlags_NoBackground;

/// The colour a frame is cleared to before the UI is drawn: the root window's background.
ImVec4 rootBackground();

/// Board and plot palette (the colours are in palette.hpp, which has no ImGui); the functions here.
namespace palette {
/// A distinct colour per race lane (0 .. kMaxRaceEntrants-1); muted grey past the bound.
ImU32 series(std::size_t lane);
/// Green for a solution, red for a run that ended without one (no solution, rejected, a wrong answer,
/// an error), amber for a stop at a limit, blue while running.
ImU32 outcome(Outcome outcome);
/// A message's colour by its tone: green only for a success, red for a failure, amber for a warning.
ImU32 tone(Tone tone);
/// Heat map colour for a value in [0, 1] (dark blue to amber), with alpha.
ImU32 heat(float value);
}  // namespace palette

}  // namespace sudolab::app
