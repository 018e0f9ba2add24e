// The player's tools beside the board: the entry modes (digit, corner mark, centre mark, colour) next
// to the digit pad, the player's settings, and selecting several cells with the mouse.
#include <cmath>

#include "app.hpp"
#include "board_marks.hpp"
#include "key_input.hpp"
#include "palette.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

struct ModeButton {
    EntryMode mode;
    const char* label;
    const char* widget;
    const char* help;
};

constexpr ModeButton kModeButtons[] = {
    {EntryMode::Normal, "Digit", "mode-digit", "Digits are your entries (Space: next mode)."},
    {EntryMode::Corner, "Corner", "mode-corner",
     "Digits toggle corner marks: where a digit may go in a box (Shift+digit at any time)."},
    {EntryMode::Centre, "Centre", "mode-centre",
     "Digits toggle centre marks: the cell's candidates (Ctrl+digit at any time)."},
    {EntryMode::Colour, "Colour", "mode-colour",
     "Digits 1-9 paint the selected cells in nine colours (the last one is the pen); Shift+digit, or a click "
     "or tap on a pencil mark, paints that candidate with the pen; Delete removes them."},
};

}  // namespace

void App::drawEntryModes(float width) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float quarter = std::floor((width - 3 * spacing) / 4);
    for (const ModeButton& button : kModeButtons) {
        if (&button != &kModeButtons[0]) ImGui::SameLine();
        const bool on = model_.play().entryMode() == button.mode;
        // The mode in force looks pressed: the button colour of an active widget.
        if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyle().Colors[ImGuiCol_ButtonActive]);
        const std::string label = std::string(on ? "[" : "") + button.label + (on ? "]" : "") + "###" + button.widget;
        if (ui::Button(label.c_str(), ImVec2(quarter, 0))) model_.play().setEntryMode(button.mode);
        if (on) ImGui::PopStyleColor();
        noteWidget(button.widget);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", button.help);
    }
}

void App::drawPlaySettings() {
    PlaySettings settings = model_.play().settings();
    const struct {
        const char* label;
        bool PlaySettings::*field;
        const char* widget;
        const char* help;
    } rows[] = {
        {"Show mistakes", &PlaySettings::showMistakes, "setting-mistakes",
         "Entries that differ from the solution turn red at once (when the solution is known)."},
        {"Show conflicts", &PlaySettings::showConflicts, "setting-conflicts",
         "Digits repeated in a row, column or box turn red."},
        {"Auto-remove pencil marks", &PlaySettings::autoRemoveMarks, "setting-auto-remove",
         "Placing a digit removes it from the pencil marks of its row, column and box."},
        {"Highlight same digits", &PlaySettings::highlightSame, "setting-same",
         "The cells holding the selected cell's digit are lit."},
        {"Highlight row, column, box", &PlaySettings::highlightHouses, "setting-houses",
         "The selected cell's row, column and box are lit."},
        {"Graded hints", &PlaySettings::gradedHints, "setting-graded-hints",
         "Hint first names the technique, then the cells to look at, then the whole step; then applies it."},
    };
    bool changed = false;
    for (const auto& row : rows) {
        changed = ui::Checkbox(row.label, &(settings.*row.field)) || changed;
        noteWidget(row.widget);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", row.help);
    }
    if (changed) model_.changeSettings(settings);
    if (!model_.settingsProblem().empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kWarn));
        ImGui::TextWrapped("%s", model_.settingsProblem().c_str());
        ImGui::PopStyleColor();
        noteWidget("settings-problem");
    }
}

bool App::colourMarkUnder(const BoardResult& board, ImVec2 point) {
    if (model_.play().entryMode() != EntryMode::Colour || model_.play().editGivens()) return false;
    const Value value = markAt(model_.play().puzzle(), model_.play().board().cells(), fonts_, board.gridMin, board.cell,
                               board.hoveredCell, point);
    if (value == 0) return false;
    // The cell is selected too, so the keys that follow (Shift+digit, Delete) act where the player looks.
    model_.play().selectCell(board.hoveredCell);
    model_.colourMark(board.hoveredCell, value);
    mouseSelecting_ = false;
    return true;
}

void App::selectWithMouse(const BoardResult& board) {
    // Zoomed in, a drag pans the board (app_layout.cpp) and a click selects one cell.
    if (boardZoom_ > 1 || model_.runs().mode() != Mode::Single) {
        mouseSelecting_ = false;
        if (board.clickedCell >= 0) model_.play().selectCell(board.clickedCell);
        return;
    }
    const ImGuiIO& io = ImGui::GetIO();
    if (board.pressed && board.hoveredCell >= 0 && colourMarkUnder(board, io.MousePos)) return;
    if (board.pressed && board.hoveredCell >= 0) {
        mouseSelecting_ = true;
        // Ctrl (Cmd on a Mac) adds to the selection, as in a file list; a plain press starts a new one.
        if (io.KeyCtrl || io.KeySuper || lastPressAddsToSelection()) model_.play().addToSelection(board.hoveredCell);
        else model_.play().selectCell(board.hoveredCell);
    } else if (mouseSelecting_ && board.active && board.hoveredCell >= 0 &&
               board.hoveredCell != model_.play().selectedCell()) {
        model_.play().addToSelection(board.hoveredCell);
    }
    if (!board.active) mouseSelecting_ = false;
}

}  // namespace sudolab::app
