// Module.appLayout(): where the last frame drew the board and every widget, in CSS pixels, so scripts
// and tests can aim real mouse, touch and keyboard input (docs/JS_API.md). Read only.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "app.hpp"
#include "widgets.hpp"

namespace {

using emscripten::val;
using namespace sudolab::app;

void setRect(val& object, float x, float y, float w, float h) {
    object.set("x", x);
    object.set("y", y);
    object.set("w", w);
    object.set("h", h);
}

val widgetToJs(const WidgetRecord& widget) {
    val entry = val::object();
    entry.set("label", widget.label);
    entry.set("id", widget.id);
    entry.set("kind", std::string(widgetKindName(widget.kind)));
    setRect(entry, widget.x, widget.y, widget.w, widget.h);
    entry.set("visible", widget.visible);
    entry.set("enabled", widget.enabled);
    if (!widget.colour.empty()) entry.set("colour", widget.colour);
    return entry;
}

val boardToJs(const BoardRecord& board) {
    if (!board.present) return val::null();
    val entry = val::object();
    setRect(entry, board.x, board.y, board.w, board.h);
    entry.set("gridX", board.gridX);
    entry.set("gridY", board.gridY);
    entry.set("cell", board.cell);
    entry.set("size", board.size);
    entry.set("zoom", board.zoom);
    return entry;
}

val sidebarToJs(const PanelRecord& panel) {
    if (!panel.present) return val::null();
    val entry = val::object();
    setRect(entry, panel.x, panel.y, panel.w, panel.h);
    entry.set("scrollY", panel.scrollY);
    entry.set("scrollMaxY", panel.scrollMaxY);
    return entry;
}

/// The last frame's layout: {scale, board, sidebar, widgets: [{label, id, kind, x, y, w, h, visible, enabled, colour (text only)}]}.
val appLayout() {
    const FrameLayout& layout = frameLayout();
    val result = val::object();
    result.set("frame", static_cast<double>(layout.frame));
    // Main-loop ticks: an idle page draws no frames, but its ticks go on (tests wait for ticks).
    const App* app = App::instance();
    result.set("tick", static_cast<double>(app != nullptr ? app->pacer().ticks() : 0));
    result.set("scale", layout.scale);
    result.set("board", boardToJs(layout.board));
    result.set("sidebar", sidebarToJs(layout.sidebar));
    val widgets = val::array();
    for (const WidgetRecord& widget : layout.widgets) widgets.call<void>("push", widgetToJs(widget));
    result.set("widgets", widgets);
    return result;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudolab_layout) { emscripten::function("appLayout", &appLayout); }
