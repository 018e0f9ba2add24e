// Panels: the rounded, lighter child windows the layouts put straight on the root window (the desktop
// sidebar and main area). Their background is most of the screen; drawn by ImGui
// it is a textured, blended fill of every pixel, which in software GL (the browser tests' SwiftShader)
// costs about a third of a frame's CPU. A panel's background is instead a GL clear of its interior
// (scissored) plus ImGui's own rounded fill clipped to a band along its border (the rounded corners,
// the edges' anti-aliased pixels): the same pixels for a fraction of the work (docs/TESTING.md, fifth round).
#pragma once

#include "imgui.h"

namespace sudolab::app {

/// ImGui::BeginChild(id, size, false, flags) for a child window drawn on the root window, with its
/// background cleared as above. End it with ImGui::EndChild.
bool beginPanel(const char* id, const ImVec2& size, ImGuiWindowFlags flags = 0);

/// Flags of a child window inside a panel: it draws no background of its own, since the panel's (the
/// same ImGuiCol_ChildBg) is already under it.
constexpr ImGuiWindowFlags kInnerChildFlags = ImGuiWindowFlags_NoBackground;

}  // namespace sudolab::app
