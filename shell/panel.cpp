// Panels whose background is a scissored GL clear plus a clipped border band (see panel.hpp).
#include "panel.hpp"

#include <cmath>
#include <deque>

#include "gl.hpp"
#include "imgui_internal.h"  // the child window's rect and its parent's draw list

namespace sudolab::app {

namespace {

/// A rectangle (ImGui coordinates) to clear to a colour while the frame is rendered.
struct ClearRect {
    ImVec2 min, max;
    ImVec4 colour;
};

/// This frame's rectangles: the draw callbacks point into it until the frame is rendered, so it keeps
/// them at stable addresses (a deque) and is emptied when the next frame adds its first.
std::deque<ClearRect>& clearRectsOfFrame() {
    static std::deque<ClearRect> rects;
    static int frame = -1;
    if (frame != ImGui::GetFrameCount()) {
        rects.clear();
        frame = ImGui::GetFrameCount();
    }
    return rects;
}

/// Draw callback: clears its ClearRect through the scissor (the renderer sets its own scissor again for
/// every later command).
void clearRect(const ImDrawList*, const ImDrawCmd* command) {
    const auto& rect = *static_cast<const ClearRect*>(command->UserCallbackData);
    const ImDrawData* data = ImGui::GetDrawData();
    const ImVec2 scale = data->FramebufferScale;
    const float framebufferHeight = data->DisplaySize.y * scale.y;
    const auto x0 = static_cast<GLint>(std::lround((rect.min.x - data->DisplayPos.x) * scale.x));
    const auto x1 = static_cast<GLint>(std::lround((rect.max.x - data->DisplayPos.x) * scale.x));
    const auto y0 = static_cast<GLint>(std::lround((rect.min.y - data->DisplayPos.y) * scale.y));
    const auto y1 = static_cast<GLint>(std::lround((rect.max.y - data->DisplayPos.y) * scale.y));
    if (x1 <= x0 || y1 <= y0) return;
    glEnable(GL_SCISSOR_TEST);
    glScissor(x0, static_cast<GLint>(framebufferHeight) - y1, x1 - x0, y1 - y0);  // GL counts rows from the bottom
    glClearColor(rect.colour.x, rect.colour.y, rect.colour.z, rect.colour.w);
    glClear(GL_COLOR_BUFFER_BIT);
}

/// Adds to `list` a clear of [min, max) to `colour`.
void addClear(ImDrawList* list, ImVec2 min, ImVec2 max, ImVec4 colour) {
    std::deque<ClearRect>& rects = clearRectsOfFrame();
    rects.push_back({min, max, colour});
    list->AddCallback(clearRect, &rects.back());
}

}  // namespace

bool beginPanel(const char* id, const ImVec2& size, ImGuiWindowFlags flags) {
    const ImU32 fill = ImGui::GetColorU32(ImGuiCol_ChildBg);      // with the style's alpha, as ImGui draws it
    const ImVec4 colour = ImGui::ColorConvertU32ToFloat4(fill);   // 8-bit exact, so the clear matches the fill
    ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));  // ImGui then draws no background
    const bool visible = ImGui::BeginChild(id, size, false, flags);
    ImGui::PopStyleColor();
    const ImGuiWindow* panel = ImGui::GetCurrentWindow();
    // Into the parent's draw list: it is rendered before the panel's own, whose scrollbar ImGui has
    // already added to it.
    ImDrawList* list = panel->ParentWindow->DrawList;
    const ImVec2 min = panel->Pos, max(panel->Pos.x + panel->Size.x, panel->Pos.y + panel->Size.y);
    const float rounding = panel->WindowRounding;
    // The border band ImGui draws: the rounded corners, and the edges' anti-aliased pixels (a panel's far
    // edges may fall between pixels). Whole pixels, wider than the rounding and the edge's blur.
    const float band = std::ceil(rounding) + 2;
    const ImVec2 outerMin(std::floor(min.x), std::floor(min.y)), outerMax(std::ceil(max.x), std::ceil(max.y));
    if ((fill & IM_COL32_A_MASK) != IM_COL32_A_MASK || outerMax.x - outerMin.x < 3 * band ||
        outerMax.y - outerMin.y < 3 * band) {
        // Translucent (a clear would not blend) or too small to have an interior: ImGui's own fill.
        list->AddRectFilled(min, max, fill, rounding);
        return visible;
    }
    const ImVec2 innerMin(outerMin.x + band, outerMin.y + band), innerMax(outerMax.x - band, outerMax.y - band);
    addClear(list, innerMin, innerMax, colour);
    const ImVec2 strips[4][2] = {{outerMin, ImVec2(outerMax.x, innerMin.y)},
                                 {ImVec2(outerMin.x, innerMax.y), outerMax},
                                 {ImVec2(outerMin.x, innerMin.y), ImVec2(innerMin.x, innerMax.y)},
                                 {ImVec2(innerMax.x, innerMin.y), ImVec2(outerMax.x, innerMax.y)}};
    for (const auto& strip : strips) {
        list->PushClipRect(strip[0], strip[1], false);
        list->AddRectFilled(min, max, fill, rounding);
        list->PopClipRect();
    }
    return visible;
}

}  // namespace sudolab::app
