#include "widgets.hpp"

#include <algorithm>
#include <cstdio>

#include "imgui_internal.h"  // the current window's clip rectangle and item flags
#include "imgui_stdlib.h"
#include "touch_input.hpp"

namespace sudolab::app {

namespace {

FrameLayout gLayout;

std::string_view visiblePart(std::string_view label) {
    const std::size_t hidden = label.find("##");
    return hidden == std::string_view::npos ? label : label.substr(0, hidden);
}

std::string_view idPart(std::string_view label) {
    const std::size_t hidden = label.find("##");
    if (hidden == std::string_view::npos) return label;
    std::string_view id = label.substr(hidden);
    while (!id.empty() && id.front() == '#') id.remove_prefix(1);
    return id;
}

bool insideComboPopup() {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    return window != nullptr && (window->Flags & ImGuiWindowFlags_Popup) != 0 &&
           std::string_view(window->Name).rfind("##Combo_", 0) == 0;
}

void recordRect(WidgetKind kind, ImVec2 min, ImVec2 max, std::string_view imguiLabel, std::string_view label) {
    WidgetRecord record;
    record.label = std::string(label.empty() ? visiblePart(imguiLabel) : label);
    record.id = std::string(idPart(imguiLabel));
    record.kind = kind;
    toCss(min, max, record.x, record.y, record.w, record.h);
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    const ImRect clip = window ? window->ClipRect : ImRect(min, max);
    // Half a pixel of slack: clip rectangles are rounded to whole pixels.
    record.visible = min.x >= clip.Min.x - 0.5f && min.y >= clip.Min.y - 0.5f && max.x <= clip.Max.x + 0.5f &&
                     max.y <= clip.Max.y + 0.5f && max.x > min.x && max.y > min.y;
    record.enabled = (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled) == 0;
    gLayout.widgets.push_back(std::move(record));
}

}  // namespace

const char* widgetKindName(WidgetKind kind) {
    switch (kind) {
        case WidgetKind::Button: return "button";
        case WidgetKind::Checkbox: return "checkbox";
        case WidgetKind::Radio: return "radio";
        case WidgetKind::Combo: return "combo";
        case WidgetKind::ComboItem: return "combo item";
        case WidgetKind::Input: return "input";
        case WidgetKind::Slider: return "slider";
        case WidgetKind::Header: return "header";
        case WidgetKind::Selectable: return "selectable";
        case WidgetKind::Board: return "board";
        case WidgetKind::Banner: return "banner";
        case WidgetKind::Tooltip: return "tooltip";
        case WidgetKind::Swatch: return "swatch";
        case WidgetKind::Text: return "text";
    }
    return "widget";
}

FrameLayout& frameLayout() { return gLayout; }

void beginLayoutFrame(float scale) {
    const std::uint64_t frame = gLayout.frame + 1;
    gLayout = FrameLayout{};
    gLayout.frame = frame;
    gLayout.scale = scale > 0 ? scale : 1;
}

void toCss(ImVec2 min, ImVec2 max, float& x, float& y, float& w, float& h) {
    const float s = gLayout.scale;
    x = min.x / s;
    y = min.y / s;
    w = (max.x - min.x) / s;
    h = (max.y - min.y) / s;
}

void recordItem(WidgetKind kind, std::string_view imguiLabel, std::string_view label) {
    recordRect(kind, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), imguiLabel, label);
}

void recordSidebar() {
    const ImGuiWindow* window = ImGui::GetCurrentWindow();
    PanelRecord& panel = gLayout.sidebar;
    toCss(window->Pos, ImVec2(window->Pos.x + window->Size.x, window->Pos.y + window->Size.y), panel.x, panel.y, panel.w,
          panel.h);
    panel.scrollY = ImGui::GetScrollY() / gLayout.scale;
    panel.scrollMaxY = ImGui::GetScrollMaxY() / gLayout.scale;
    panel.present = true;
}

namespace ui {

bool Button(const char* label, const ImVec2& size) {
    const bool pressed = ImGui::Button(label, size);
    recordItem(WidgetKind::Button, label);
    return pressed;
}

bool Checkbox(const char* label, bool* value) {
    const bool changed = ImGui::Checkbox(label, value);
    recordItem(WidgetKind::Checkbox, label);
    return changed;
}

bool RadioButton(const char* label, int* value, int button) {
    const bool pressed = ImGui::RadioButton(label, value, button);
    recordItem(WidgetKind::Radio, label);
    return pressed;
}

bool BeginCombo(const char* label, const char* preview, ImGuiComboFlags flags) {
    // Recorded before drawing: once open, ImGui's last item is the popup window, not the combo box.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 end(at.x + ImGui::CalcItemWidth(), at.y + ImGui::GetFrameHeight());
    recordRect(WidgetKind::Combo, at, end, label, visiblePart(label).empty() ? std::string_view(preview) : std::string_view());
    gLayout.widgets.back().enabled = (GImGui->CurrentItemFlags & ImGuiItemFlags_Disabled) == 0;
    return ImGui::BeginCombo(label, preview, flags);
}

bool Combo(const char* label, int* current, const char* const items[], int count) {
    const char* preview = *current >= 0 && *current < count ? items[*current] : "";
    bool changed = false;
    if (BeginCombo(label, preview)) {
        for (int i = 0; i < count; ++i) {
            ImGui::PushID(i);
            if (Selectable(items[i], i == *current)) {
                *current = i;
                changed = true;
            }
            ImGui::PopID();
        }
        ImGui::EndCombo();
    }
    return changed;
}

bool Selectable(const char* label, bool selected) {
    const bool pressed = ImGui::Selectable(label, selected);
    recordItem(insideComboPopup() ? WidgetKind::ComboItem : WidgetKind::Selectable, label);
    return pressed;
}

bool SliderFloat(const char* label, float* value, float min, float max, const char* format) {
    const bool changed = ImGui::SliderFloat(label, value, min, max, format);
    recordItem(WidgetKind::Slider, label);
    return changed;
}

bool SliderScalar(const char* label, ImGuiDataType type, void* data, const void* min, const void* max, const char* format) {
    const bool changed = ImGui::SliderScalar(label, type, data, min, max, format);
    recordItem(WidgetKind::Slider, label);
    return changed;
}

bool InputScalar(const char* label, ImGuiDataType type, void* data, const void* step, const void* stepFast,
                 const char* format, std::string_view name, ImGuiInputTextFlags flags) {
    const float width = ImGui::CalcItemWidth();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const bool changed = ImGui::InputScalar(label, type, data, step, stepFast, format, flags);
    const float height = ImGui::GetFrameHeight();
    if (step == nullptr) {
        recordItem(WidgetKind::Input, label, name);
        return changed;
    }
    // The same split as ImGui::InputScalar: the text field, then "-" and "+" square buttons.
    const float spacing = ImGui::GetStyle().ItemInnerSpacing.x;
    const float field = std::max(1.0f, width - (height + spacing) * 2);
    recordRect(WidgetKind::Input, at, ImVec2(at.x + field, at.y + height), label, name);
    const std::string id(idPart(label));
    const float minus = at.x + field + spacing;
    const float plus = minus + height + spacing;
    recordRect(WidgetKind::Button, ImVec2(minus, at.y), ImVec2(minus + height, at.y + height), "-##" + id + "-minus", "-");
    recordRect(WidgetKind::Button, ImVec2(plus, at.y), ImVec2(plus + height, at.y + height), "+##" + id + "-plus", "+");
    return changed;
}

bool InputText(const char* label, std::string* text, std::string_view name, ImGuiInputTextFlags flags) {
    const bool changed = ImGui::InputText(label, text, flags);
    recordItem(WidgetKind::Input, label, name);
    return changed;
}

bool InputTextMultiline(const char* label, std::string* text, const ImVec2& size, std::string_view name) {
    const bool changed = ImGui::InputTextMultiline(label, text, size);
    recordItem(WidgetKind::Input, label, name);
    return changed;
}

bool CollapsingHeader(const char* label, ImGuiTreeNodeFlags flags) {
    const bool open = ImGui::CollapsingHeader(label, flags);
    recordItem(WidgetKind::Header, label);
    return open;
}

void ColouredText(const std::string& text, ImU32 colour, std::string_view id, float wrapWidth) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
    // ImGui's wrap position: 0 wraps at the window's edge, a negative one never wraps.
    ImGui::PushTextWrapPos(wrapWidth > 0 ? ImGui::GetCursorPosX() + wrapWidth : wrapWidth < 0 ? -1.0f : 0.0f);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
    recordRect(WidgetKind::Text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), "##" + std::string(id), text);
    char hex[8];
    const ImVec4 c = ImGui::ColorConvertU32ToFloat4(colour);
    std::snprintf(hex, sizeof hex, "#%02x%02x%02x", static_cast<int>(c.x * 255 + 0.5f),
                  static_cast<int>(c.y * 255 + 0.5f), static_cast<int>(c.z * 255 + 0.5f));
    gLayout.widgets.back().colour = hex;
}

void Tooltip(const std::string& text) {
    if (currentGesture().touch || !ImGui::IsItemHovered()) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 28);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopTextWrapPos();
    recordItem(WidgetKind::Tooltip, "##tooltip", text);
    ImGui::EndTooltip();
}

void TooltipAbove(const std::string& text) {
    if (currentGesture().touch || !ImGui::IsItemHovered()) return;
    const ImVec2 at = ImGui::GetItemRectMin();
    ImGui::SetNextWindowPos(ImVec2(at.x, at.y - ImGui::GetStyle().ItemSpacing.y), ImGuiCond_Always, ImVec2(0, 1));
    Tooltip(text);
}

const char* FittingLabel(const char* full, const char* shorter, float width) {
    const float text = ImGui::CalcTextSize(full, nullptr, true).x;
    return text + 2 * ImGui::GetStyle().FramePadding.x <= width ? full : shorter;
}

}  // namespace ui

}  // namespace sudolab::app
