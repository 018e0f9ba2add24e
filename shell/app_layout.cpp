// App UI layout: a sidebar beside the board on desktops (the board takes the height it can, statistics
// and the trace share a column beside it), one scrolling column on phones (board first, digit pad,
// controls, then settings); the message strip and the error banner that floats over it (so the board
// never moves); zoom and pan of the main board for big grids; finger drags that scroll or pan.
#include <algorithm>
#include <cmath>

#include "app.hpp"
#include "board_view.hpp"
#include "heat_meaning.hpp"
#include "hint_overlay.hpp"
#include "imgui_colour.hpp"
#include "imgui_internal.h"  // scrolling the window under a finger
#include "panel.hpp"
#include "platform.hpp"
#include "run/registry.hpp"
#include "touch_input.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

/// Below this width (CSS pixels) the page is laid out as one column; in portrait too (a tablet held
/// upright: beside a sidebar its board was 220 px wide on 820x1180, 27 % of the width).
constexpr float kPhoneWidth = 720;
/// Height / width above which a window counts as portrait.
constexpr float kPortraitRatio = 1.1f;
/// The smallest touch target in CSS pixels (WCAG 2.5.5, Apple's and Google's guidelines: 44-48).
constexpr float kTouchTarget = 44;
constexpr float kMaxZoom = 8;
/// Text lines kept under the desktop board for the colour legend and the hint's sentence.
constexpr float kLegendLines = 5;

/// Zoom and pan make sense from 16x16 up; smaller grids are readable whole.
bool zoomable(const Grid& grid) { return grid.size() >= 16; }

}  // namespace

void App::drawUi() {
    layout_.clear();
    beginLayoutFrame(scale_);
    applyTouchDrag();
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    phone_ = viewport->Size.x / scale_ < kPhoneWidth || viewport->Size.y > viewport->Size.x * kPortraitRatio;
    ImGui::SetNextWindowPos(viewport->Pos);
    ImGui::SetNextWindowSize(viewport->Size);
    // Fingers (the one-column layout, or a touch screen in landscape): every button, box and slider at
    // least kTouchTarget CSS pixels high (the frame padding grows to it).
    const bool fingers = phone_ || platform::coarsePointer();
    const float padY =
        std::max(ImGui::GetStyle().FramePadding.y, (kTouchTarget * scale_ - ImGui::GetFontSize()) * 0.5f);
    if (fingers) ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, padY));
    if (view_ == View::Play) {
        if (phone_)
            drawPlayPhoneUi();
        else
            drawPlayDesktopUi();
    } else if (phone_) {
        drawPhoneUi();
    } else {
        drawDesktopUi();
    }
    if (fingers) ImGui::PopStyleVar();
    drawHelpOverlay();
}

void App::drawDesktopFrame(const std::function<void()>& sidebar, const std::function<void()>& main) {
    ImGui::Begin("sudolab", nullptr,
                 kRootWindowFlags | ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    const float s = scale_;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float sidebarWidth = std::clamp(viewport->Size.x * 0.26f, 290 * s, 420 * s);
    beginPanel("sidebar", ImVec2(sidebarWidth, 0), ImGuiWindowFlags_AlwaysUseWindowPadding);
    sidebar();
    recordSidebar();
    ImGui::EndChild();
    ImGui::SameLine();
    beginPanel("main", ImVec2(0, 0), ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    const ImVec2 strip = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    drawMessageStrip();
    main();
    ImGui::EndChild();
    ImGui::End();
    drawErrorBanner(strip, width);
}

void App::drawDesktopUi() {
    drawDesktopFrame([this] { drawSidebar(); },
                     [this] { model_.runs().mode() == Mode::Single ? drawSingleMain() : drawRaceMain(); });
}

void App::drawPhoneUi() {
    ImGui::Begin("sudolab", nullptr, kRootWindowFlags);
    startAtTop();
    const float s = scale_;
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    drawTitleAndMode();
    drawMessageStrip();
    if (model_.runs().mode() == Mode::Single) {
        // Board first, as wide as the screen (but leaving a glimpse of the controls below it).
        const float side = std::floor(std::min(width, ImGui::GetMainViewport()->Size.y * 0.62f));
        drawCentredBoard(side, width);
        drawBoardToolbar();
        drawBoardLegend();
        drawHintBar();
        drawDigitPad(width);
        // Undo, Check and the pencil right under the pad, where the thumb is (not below the solver's controls).
        drawPlayControls();
        ImGui::Spacing();
        drawRunControls();
        ImGui::Spacing();
        drawStats(model_.runs().current());
        drawTracePlot(ImVec2(width, 220 * s));
    } else {
        drawRacePhone(width);
        drawRunControls();
    }
    ImGui::Spacing();
    drawSettingsPanels();
    ImGui::Dummy(ImVec2(0, style.ItemSpacing.y * 4));
    recordSidebar();
    ImGui::End();
    drawErrorBanner(top, width);
}

void App::startAtTop() {
    if (!scrollToTop_) return;
    scrollToTop_ = false;
    ImGui::SetScrollY(0);
}

void App::drawMessageStrip() {
    // One line is always reserved: a notice or a banner never pushes the board down.
    const float height = ImGui::GetTextLineHeightWithSpacing();
    const ImVec2 at = ImGui::GetCursorPos();
    if (model_.messages().error.empty() && !model_.messages().notice.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kMutedText));
        ImGui::TextUnformatted(model_.messages().notice.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::SetCursorPos(ImVec2(at.x, at.y + height));
}

void App::drawErrorBanner(ImVec2 at, float width) {
    if (model_.messages().error.empty()) return;
    // A window of its own over the top of the main area: above the board, not in its flow.
    const ImGuiStyle& style = ImGui::GetStyle();
    ImGui::SetNextWindowPos(at);
    ImGui::SetNextWindowSize(ImVec2(width, 0));
    ImGui::PushStyleColor(ImGuiCol_WindowBg, toVec4(palette::rgba(90, 30, 36, 245)));
    ImGui::Begin("##error-banner", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoFocusOnAppearing);
    const float dismissWidth = ImGui::CalcTextSize("Dismiss").x + style.FramePadding.x * 2;
    ImGui::PushTextWrapPos(width - dismissWidth - style.WindowPadding.x * 2 - style.ItemSpacing.x);
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::rgba(255, 200, 200)));
    ImGui::TextUnformatted(model_.messages().error.c_str());
    ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::SameLine(width - dismissWidth - style.WindowPadding.x);
    if (ui::Button("Dismiss")) model_.messages().error.clear();
    ImGui::End();
    ImGui::PopStyleColor();
    const ImGuiWindow* window = ImGui::FindWindowByName("##error-banner");
    const ImVec2 min = window->Pos, max(window->Pos.x + window->Size.x, window->Pos.y + window->Size.y);
    layout_["error"] = {min.x / scale_, min.y / scale_, (max.x - min.x) / scale_, (max.y - min.y) / scale_};
    WidgetRecord banner;
    banner.label = model_.messages().error;
    banner.id = "error";
    banner.kind = WidgetKind::Banner;
    toCss(min, max, banner.x, banner.y, banner.w, banner.h);
    banner.visible = true;
    frameLayout().widgets.push_back(banner);
}

void App::drawSingleMain() {
    const float s = scale_;
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float toolbar = ImGui::GetFrameHeightWithSpacing();
    const float legend = ImGui::GetTextLineHeightWithSpacing() * kLegendLines + style.ItemSpacing.y;
    // The board takes the height; the statistics and the trace share the column beside it.
    const float column = std::clamp(avail.x * 0.3f, 270 * s, 560 * s);
    float side = std::min(avail.y - toolbar - legend, avail.x - column - style.ItemSpacing.x);
    side = std::floor(std::max(side, 120 * s));

    ImGui::BeginGroup();
    drawBoardToolbar();
    drawMainBoard(side);
    // The legend flows in lines as wide as the board, so the column beside it keeps its width.
    ImGui::BeginChild("legend", ImVec2(side, ImGui::GetTextLineHeightWithSpacing() * kLegendLines), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | kInnerChildFlags);
    drawBoardLegend();
    drawHintBar();
    ImGui::EndChild();
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("right", ImVec2(0, avail.y), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | kInnerChildFlags);
    const float statsHeight = std::max(ImGui::GetContentRegionAvail().y * 0.45f, 200 * s);
    ImGui::BeginChild("stats", ImVec2(0, statsHeight), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | kInnerChildFlags);
    drawStats(model_.runs().current());
    if (!model_.runs().current() && model_.play().selectedCell() >= 0) drawDigitPad(ImGui::GetContentRegionAvail().x);
    ImGui::EndChild();
    drawTracePlot(ImGui::GetContentRegionAvail());
    ImGui::EndChild();
}

void App::drawBoardToolbar() {
    const Snapshot* snapshot = model_.runs().current() ? &model_.runs().current()->snapshot() : nullptr;
    ui::Checkbox("moves", &showMoves_);
    ui::Tooltip("Highlight the latest moves: swaps linked by a line (fading with age), assignments lit.");
    ImGui::SameLine();
    const bool heatAvailable = !heatMeaning(model_.runs().algorithm()).empty();
    ImGui::BeginDisabled(!heatAvailable);
    ui::Checkbox("heat map", &showHeat_);
    ImGui::EndDisabled();
    ui::Tooltip(heatAvailable ? "Violet wash: " + heatMeaning(model_.runs().algorithm())
                              : "This solver has no heat map.");
    (void)snapshot;
    if (!zoomable(model_.play().puzzle())) return;
    const ImVec2 centre(lastBoard_.x + lastBoard_.side / 2, lastBoard_.y + lastBoard_.side / 2);
    ImGui::SameLine();
    if (ui::Button(phone_ ? "-##zoom-out" : "Zoom -##zoom-out")) zoomBoard(1 / 1.5f, centre);
    ImGui::SameLine();
    if (ui::Button(phone_ ? "+##zoom-in" : "Zoom +##zoom-in")) zoomBoard(1.5f, centre);
    ImGui::SameLine();
    ImGui::BeginDisabled(boardZoom_ <= 1);
    if (ui::Button("Fit##zoom-fit")) zoomBoard(0, centre);
    ImGui::EndDisabled();
    ui::Tooltip("Zoom: the mouse wheel over the board; drag (or swipe) to move around.");
}

void App::drawMainBoard(float side) {
    const Snapshot* snapshot = model_.runs().current() ? &model_.runs().current()->snapshot() : nullptr;
    const bool heatAvailable = snapshot != nullptr && !snapshot->heat.empty();
    BoardView view;
    // Without a run the board is the player's: givens plus their entries (amber) and pencil marks.
    const Grid playGrid = model_.play().board().current();
    view.grid = snapshot ? &snapshot->grid : &playGrid;
    view.play = snapshot ? nullptr : &model_.play().board().cells();
    const std::vector<int> wrong = model_.wrongOnShow();
    view.wrong = snapshot ? nullptr : &wrong;
    view.selection = snapshot ? nullptr : &model_.play().selectedCells();
    const PlaySettings& settings = model_.play().settings();
    // A run's board always shows its conflicts (framed) and the plain highlight: the settings are the player's.
    view.showConflicts = snapshot != nullptr || settings.showConflicts;
    view.highlightHouses = snapshot != nullptr || settings.highlightHouses;
    view.highlightSame = snapshot == nullptr && settings.highlightSame;
    view.origin = snapshot ? &snapshot->origin : nullptr;
    view.moves = snapshot && showMoves_ ? &snapshot->recentMoves : nullptr;
    view.heat = snapshot && showHeat_ && heatAvailable ? &snapshot->heat : nullptr;
    view.selectedCell = model_.play().selectedCell();
    view.zoom = boardZoom_;
    view.pan = boardPan_;
    const BoardResult board = drawBoard("##board", view, fonts_, side);
    lastBoard_ = {board.min.x, board.min.y, board.max.x - board.min.x, true};
    noteWidget("board");
    recordBoard(board, model_.play().puzzle().size(), boardZoom_);
    if (!snapshot && model_.play().hints().showing(model_.play().board()) && model_.play().hints().overlay())
        drawHintOverlay(model_.play().hints().board(), *model_.play().hints().overlay(), fonts_);
    // A click on the selected cell keeps it (Escape deselects): a second tap is no toggle to trip on.
    selectWithMouse(board);
    if (!zoomable(model_.play().puzzle())) return;
    const ImGuiIO& io = ImGui::GetIO();
    if (board.hovered && io.MouseWheel != 0) zoomBoard(std::pow(1.25f, io.MouseWheel), io.MousePos);
    if (board.active && boardZoom_ > 1 && ImGui::IsMouseDragging(ImGuiMouseButton_Left)) {
        const float grid = lastBoard_.side * boardZoom_;
        boardPan_.x -= io.MouseDelta.x / grid;
        boardPan_.y -= io.MouseDelta.y / grid;
        zoomBoard(1, io.MousePos);  // clamps the pan
    }
}

void App::drawCentredBoard(float side, float width) {
    const float margin = std::floor((width - side) * 0.5f);
    if (margin > 0) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + margin);
    drawMainBoard(side);
}

void App::zoomBoard(float factor, ImVec2 focus) {
    const float side = lastBoard_.side;
    if (side <= 0) return;
    // Keep the grid point under `focus` where it is; factor 0 fits the whole grid.
    const float oldZoom = boardZoom_;
    const float newZoom = factor <= 0 ? 1 : std::clamp(oldZoom * factor, 1.0f, kMaxZoom);
    const float fx = std::clamp((focus.x - lastBoard_.x) / side, 0.0f, 1.0f);
    const float fy = std::clamp((focus.y - lastBoard_.y) / side, 0.0f, 1.0f);
    const float gx = boardPan_.x + fx / oldZoom, gy = boardPan_.y + fy / oldZoom;
    boardZoom_ = newZoom;
    const float limit = 1 - 1 / newZoom;
    boardPan_.x = std::clamp(gx - fx / newZoom, 0.0f, limit);
    boardPan_.y = std::clamp(gy - fy / newZoom, 0.0f, limit);
}

void App::applyTouchDrag() {
    const GestureFrame& gesture = currentGesture();
    if (gesture.pinching) {
        // Two fingers on a zoomable board zoom it around their midpoint (pinching elsewhere does nothing).
        const ImVec2 c = gesture.pinchCentre;
        const bool onBoard = lastBoard_.present && c.x >= lastBoard_.x && c.y >= lastBoard_.y &&
                             c.x < lastBoard_.x + lastBoard_.side && c.y < lastBoard_.y + lastBoard_.side;
        if (onBoard && zoomable(model_.play().puzzle()) && model_.runs().mode() == Mode::Single &&
            gesture.pinchFactor != 1)
            zoomBoard(gesture.pinchFactor, c);
        return;
    }
    if (!gesture.dragging) {  // between drags: the next one is decided afresh, even from the same point
        dragDecidedAt_ = touchSelectStart_ = ImVec2(-1, -1);
        return;
    }
    if (gesture.dragDelta.x == 0 && gesture.dragDelta.y == 0) return;
    // Whether the drag started on the board is decided once, on its first frame: a drag that scrolls the
    // page moves the board under its start point, and must not turn into a cell selection half-way.
    if (gesture.dragStart.x != dragDecidedAt_.x || gesture.dragStart.y != dragDecidedAt_.y) {
        dragDecidedAt_ = gesture.dragStart;
        dragOnBoard_ = lastBoard_.present && gesture.dragStart.x >= lastBoard_.x &&
                       gesture.dragStart.y >= lastBoard_.y && gesture.dragStart.x < lastBoard_.x + lastBoard_.side &&
                       gesture.dragStart.y < lastBoard_.y + lastBoard_.side;
    }
    const bool onBoard = dragOnBoard_;
    if (onBoard && boardZoom_ <= 1 && model_.runs().mode() == Mode::Single) {
        selectWithFinger(gesture);
        return;
    }
    if (onBoard && boardZoom_ > 1 && model_.runs().mode() == Mode::Single) {
        const float grid = lastBoard_.side * boardZoom_;
        boardPan_.x -= gesture.dragDelta.x / grid;
        boardPan_.y -= gesture.dragDelta.y / grid;
        zoomBoard(1, gesture.dragStart);
        return;
    }
    // Scroll the nearest scrollable window under the finger, the way a page scrolls on a phone.
    ImGuiWindow* window = GImGui->HoveredWindow;
    while (window != nullptr && window->ScrollMax.y <= 0) window = window->ParentWindow;
    if (window != nullptr) ImGui::SetScrollY(window, std::clamp(window->Scroll.y - gesture.dragDelta.y, 0.0f, window->ScrollMax.y));
}

void App::selectWithFinger(const GestureFrame& gesture) {
    // A finger moving over the whole board selects the cells it passes (a swipe that starts on the board
    // does not scroll; one that starts beside it does).
    const int n = model_.play().puzzle().size();
    const float cell = lastBoard_.side / static_cast<float>(n);
    const auto cellAt = [&](ImVec2 p) {
        const int row = std::clamp(static_cast<int>((p.y - lastBoard_.y) / cell), 0, n - 1);
        const int column = std::clamp(static_cast<int>((p.x - lastBoard_.x) / cell), 0, n - 1);
        return model_.play().puzzle().geometry().cellAt(row, column);
    };
    if (gesture.dragStart.x != touchSelectStart_.x || gesture.dragStart.y != touchSelectStart_.y) {
        touchSelectStart_ = gesture.dragStart;
        model_.play().selectCell(cellAt(gesture.dragStart));
    }
    model_.play().addToSelection(cellAt(gesture.mousePos));
}

void App::drawBoardLegend() { drawLegend(model_.runs().current() ? &model_.runs().current()->snapshot() : nullptr); }

void App::drawTracePlot(ImVec2 size) {
    ImGui::BeginGroup();
    // Short labels: the column beside the board is narrow at 1280 px.
    ui::Checkbox("log scale", &plotOptions_.logScale);
    ImGui::SameLine();
    int axis = plotOptions_.timeAxis ? 1 : 0;
    if (ui::RadioButton("iterations", &axis, 0)) plotOptions_.timeAxis = false;
    ui::Tooltip("Cost against the solver's iterations.");
    ImGui::SameLine();
    if (ui::RadioButton("time", &axis, 1)) plotOptions_.timeAxis = true;
    ui::Tooltip("Cost against solver time.");
    std::vector<PlotSeries> series;
    if (model_.runs().current())
        series.push_back({std::string(model_.runs().current()->info().id), palette::kBestCost,
                          &model_.runs().current()->trace(), model_.runs().current()->events(), true});
    const float used = ImGui::GetFrameHeightWithSpacing();
    drawCostPlot("##trace", series, plotOptions_, ImVec2(size.x, std::max(size.y - used, 60 * scale_)));
    noteWidget("plot");
    ImGui::EndGroup();
}

}  // namespace sudolab::app
