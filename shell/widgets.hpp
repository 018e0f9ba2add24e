// Widgets that record what a person sees of them. Each ui:: function draws the Dear ImGui widget of
// the same name and appends {visible label, id, kind, rectangle} to the frame's widget list, which the
// JS appLayout() returns: browser tests aim real mouse, touch and keyboard input at these rectangles
// instead of acting through the API. App code draws every interactive widget through ui::.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "imgui.h"

namespace sudolab::app {

enum class WidgetKind {
    Button,
    Checkbox,
    Radio,
    Combo,
    ComboItem,
    Input,
    Slider,
    Header,
    Selectable,
    Board,
    Banner,
    Tooltip,
    Swatch,
    Text
};

/// "button", "checkbox", "radio", "combo", "combo item", "input", "slider", "header", "selectable",
/// "board", "banner", "tooltip", "swatch" (a legend's colour sample), "text" (a line or paragraph drawn
/// by ui::ColouredText): the names appLayout() reports.
const char* widgetKindName(WidgetKind kind);

/// One widget drawn in the last frame, in CSS pixels.
struct WidgetRecord {
    std::string label;  ///< the text a person sees on or in it (a combo's shown choice, an input's name)
    std::string id;     ///< the part after "##"/"###" of the ImGui label, else the label
    WidgetKind kind = WidgetKind::Button;
    float x = 0, y = 0, w = 0, h = 0;
    bool visible = false;  ///< entirely inside its window's visible area (not scrolled away or clipped)
    bool enabled = true;
    std::string colour;  ///< a "text" record's colour as "#rrggbb" (what it says is meant to read as), else ""
};

/// A scrolling panel's rectangle and scroll state, in CSS pixels.
struct PanelRecord {
    float x = 0, y = 0, w = 0, h = 0;
    float scrollY = 0, scrollMaxY = 0;
    bool present = false;
};

/// The board's geometry: the visible rectangle and where the (possibly zoomed) grid lies.
struct BoardRecord {
    float x = 0, y = 0, w = 0, h = 0;      ///< visible board area
    float gridX = 0, gridY = 0, cell = 0;  ///< top-left of cell 0 and the side of a cell
    int size = 0;                          ///< cells per side
    float zoom = 1;
    bool present = false;
};

/// Everything appLayout() reports about the last frame.
struct FrameLayout {
    std::uint64_t frame = 0;  ///< frames recorded since start
    float scale = 1;  ///< device pixels per CSS pixel
    std::vector<WidgetRecord> widgets;
    PanelRecord sidebar;
    BoardRecord board;
};

/// The layout being recorded (the current frame) and, between frames, the last one.
FrameLayout& frameLayout();
/// Starts a frame's record at a UI scale.
void beginLayoutFrame(float scale);
/// Records the last ImGui item as a widget of `kind`. `label` overrides the visible part of `imguiLabel`.
void recordItem(WidgetKind kind, std::string_view imguiLabel, std::string_view label = {});
/// Records the current window as the sidebar (call between Begin/BeginChild and its End).
void recordSidebar();
/// Converts a rectangle in device pixels to a record's CSS pixels.
void toCss(ImVec2 min, ImVec2 max, float& x, float& y, float& w, float& h);

namespace ui {
bool Button(const char* label, const ImVec2& size = ImVec2(0, 0));
bool Checkbox(const char* label, bool* value);
bool RadioButton(const char* label, int* value, int button);
bool BeginCombo(const char* label, const char* preview, ImGuiComboFlags flags = 0);
/// A combo of fixed items, built on BeginCombo/Selectable so every item is recorded.
bool Combo(const char* label, int* current, const char* const items[], int count);
/// Recorded as "combo item" inside a combo's popup, else "selectable".
bool Selectable(const char* label, bool selected = false);
bool SliderFloat(const char* label, float* value, float min, float max, const char* format);
bool SliderScalar(const char* label, ImGuiDataType type, void* data, const void* min, const void* max, const char* format);
/// `name`: the visible name recorded for the field (inputs usually hide their ImGui label).
bool InputScalar(const char* label, ImGuiDataType type, void* data, const void* step, const void* stepFast,
                 const char* format, std::string_view name, ImGuiInputTextFlags flags = 0);
bool InputText(const char* label, std::string* text, std::string_view name, ImGuiInputTextFlags flags = 0);
bool InputTextMultiline(const char* label, std::string* text, const ImVec2& size, std::string_view name);
bool CollapsingHeader(const char* label, ImGuiTreeNodeFlags flags = 0);
/// The help of the last item while the mouse rests on it (never for fingers: a tap would leave it up).
void Tooltip(const std::string& text);
/// The same tooltip, placed above the last item instead of at the mouse (so it covers nothing beside it).
void TooltipAbove(const std::string& text);
/// `text` in `colour`, wrapped at `wrapWidth` pixels from the cursor (0: at the window's edge, negative:
/// one line), recorded as a "text"
/// widget with id `id`, its whole text, its colour and the rectangle it took: tests read what is said,
/// where, and in which colour (a failure never in the success colour; a name never cut).
void ColouredText(const std::string& text, ImU32 colour, std::string_view id, float wrapWidth = 0);
/// `full` if it fits a button of `width` (frame padding included), else `shorter`: a label is never cut.
const char* FittingLabel(const char* full, const char* shorter, float width);
}  // namespace ui

}  // namespace sudolab::app
