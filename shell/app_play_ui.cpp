// Play mode UI: the play buttons (undo, redo, pencil, auto-fill, check, edit givens), the exports, the
// line that says how many solutions the puzzle has, the legend of every colour and wash on the board,
// and the keyboard help overlay.
#include <algorithm>
#include <cfloat>
#include <cmath>

#include "app.hpp"
#include "heat_meaning.hpp"
#include "run/registry.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

void hint(const char* text) {
    if (!ImGui::IsItemHovered()) return;
    ImGui::SetTooltip("%s", text);
}

void coloured(ImU32 colour, const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

float swatchSize() { return ImGui::GetTextLineHeight() * 0.8f; }

/// The square of a swatch on the current line (and the item that holds its place); returns its corner.
ImVec2 swatchSquare(ImU32 fill, const char* label) {
    const float size = swatchSize();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const ImVec2 min(at.x, at.y + (ImGui::GetTextLineHeight() - size) * 0.5f);
    ImGui::GetWindowDrawList()->AddRectFilled(min, ImVec2(min.x + size, min.y + size), fill, 2);
    ImGui::Dummy(ImVec2(size, ImGui::GetTextLineHeight()));
    recordItem(WidgetKind::Swatch, label, label);
    return min;
}

/// The label after a swatch, in the colour `text`.
void swatchLabel(const char* label, ImU32 text) {
    ImGui::SameLine(0, ImGui::GetStyle().ItemInnerSpacing.x);
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(text));
    ImGui::TextUnformatted(label);
    ImGui::PopStyleColor();
}

/// A small filled square in `colour` followed by `label`, on the current line.
void swatch(ImU32 colour, const char* label, ImU32 text = palette::kMutedText) {
    swatchSquare(colour, label);
    swatchLabel(label, text);
}

/// A swatch drawn as a tiny cell: its fill, framed and holding `glyph` in the value's colour. The board
/// tells these apart by the digit's colour, and a bare cell fill (a cell's, a given's) is within 1.3:1 of
/// the page behind the legend: the frame and the glyph give the square at least 3:1 against it.
void cellSwatch(ImU32 fill, const char* label, ImU32 value, const char* glyph, float glyphShare) {
    const ImVec2 min = swatchSquare(fill, label);
    const float size = swatchSize();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const float line = std::max(1.0f, std::round(ImGui::GetFontSize() / 15));
    draw->AddRect(min, ImVec2(min.x + size, min.y + size), value, 2, 0, line);
    ImFont* font = ImGui::GetFont();
    const float glyphSize = ImGui::GetFontSize() * glyphShare;
    const ImVec2 extent = font->CalcTextSizeA(glyphSize, FLT_MAX, 0, glyph);
    draw->AddText(font, glyphSize,
                  ImVec2(std::round(min.x + (size - extent.x) * 0.5f), std::round(min.y + (size - extent.y) * 0.5f)),
                  value, glyph);
    swatchLabel(label, value);
}

/// Keeps legend entries flowing onto new lines when the row is full: the entry (gap, swatch, spacing,
/// label) stays on this line only if all of it fits left of the visible content edge.
void nextEntry(const char* label, float more = 0) {
    const float gap = ImGui::GetTextLineHeight();
    const float entry = gap + swatchSize() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x + more;
    // The cursor is at the start of the next line here, so this is the right edge of the usable area.
    const float edge = ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x;
    if (ImGui::GetItemRectMax().x + entry <= edge) ImGui::SameLine(0, gap);
}

}  // namespace

void App::drawPlayControls() {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float quarter = (ImGui::GetContentRegionAvail().x - 3 * spacing) / 4;
    ImGui::BeginDisabled(!model_.play().canUndo());
    if (ui::Button("Undo", ImVec2(quarter, 0))) model_.undo();
    ImGui::EndDisabled();
    noteWidget("undo");
    hint("Undo your last entry, mark or edit of the givens (Ctrl+Z).");
    ImGui::SameLine();
    ImGui::BeginDisabled(!model_.play().canRedo());
    if (ui::Button("Redo", ImVec2(quarter, 0))) model_.redo();
    ImGui::EndDisabled();
    noteWidget("redo");
    hint("Redo what was undone (Ctrl+Y or Ctrl+Shift+Z).");
    ImGui::SameLine();
    if (ui::Button(ui::FittingLabel("Auto-fill", "Fill##autofill", quarter), ImVec2(quarter, 0)))
        model_.autoFillMarks();
    noteWidget("autofill");
    hint("Pencil in every candidate the row, column and box still allow (one undo step).");
    ImGui::SameLine();
    if (ui::Button("Check", ImVec2(quarter, 0))) model_.checkEntries();
    noteWidget("check");
    hint("Compare your entries with the solution; wrong ones turn red.");
    bool editGivens = model_.play().editGivens();
    if (ui::Checkbox("Edit givens", &editGivens)) model_.play().setEditGivens(editGivens);
    noteWidget("edit-givens");
    hint("Typing changes the puzzle's givens (the clues) instead of your own entries.");
    if (!model_.play().checkMessage().empty())
        ui::ColouredText(model_.play().checkMessage(), palette::tone(model_.play().checkTone()), "check-message");
    drawGameLine();
}

void App::drawGameLine() {
    if (ui::Button("Share progress")) copyProgressLink();
    noteWidget("share-progress");
    hint("Copies a link that opens this puzzle with your entries and pencil marks.");
    ImGui::SameLine();
    const std::string time = "Time " + playTimeText(model_.games().secondsPlayed());
    if (model_.games().playerSolved()) {
        coloured(palette::kGood, "Solved in " + playTimeText(model_.games().secondsPlayed()) + ". Well done!");
    } else {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(time.c_str());
        clockShown_ = ImGui::IsItemVisible();
    }
    noteWidget("play-time");
    if (!model_.games().storageProblem().empty()) coloured(palette::kWarn, model_.games().storageProblem());
}

void App::drawRecentGames() {
    const std::vector<RecentGame> games = recentGames();
    if (games.empty()) return;
    ImGui::SetNextItemWidth(-1);
    if (ui::BeginCombo("##recent", "Recent games\u2026", ImGuiComboFlags_HeightLarge)) {
        for (const RecentGame& recent : games) {
            int entries = 0;
            for (const PlayCell& cell : recent.game.cells) entries += cell.entry != 0 ? 1 : 0;
            const int open = recent.game.puzzle.cellCount() - recent.game.puzzle.givenCount();
            const std::string label = recent.game.source + "  \u2014  " +
                                      (recent.game.solved ? std::string("solved") : std::to_string(entries) + "/" + std::to_string(open) + " filled") +
                                      ", " + playTimeText(recent.game.secondsPlayed) + "##" + recent.key;
            if (ui::Selectable(label.c_str(), recent.key == model_.games().currentKey()))
                model_.openSavedGame(recent.key, steadySeconds());
        }
        ImGui::EndCombo();
    }
    noteWidget("recent-games");
}

void App::drawExportButtons() {
    // Two buttons a row: four in a row cut "Board PNG" and "Trace CSV" on a narrow sidebar.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (ImGui::GetContentRegionAvail().x - spacing) / 2;
    const struct {
        const char* label;
        const char* shortLabel;  ///< when the label does not fit (never cut)
        const char* what;
        const char* help;
    } buttons[] = {
        {"Solution", "Text##solution", "solution", "The solution as text (a grid and one line)."},
        {"Board PNG", "PNG##board", "board", "The board as it is drawn now, as a PNG image."},
        {"Trace CSV", "CSV##trace", "trace", "The run's cost trace: iteration, solver seconds, cost, best cost."},
        {"Stats JSON", "JSON##stats", "stats", "The run's statistics, events, parameters and link as JSON."},
    };
    for (const auto& button : buttons) {
        if ((&button - buttons) % 2 == 1) ImGui::SameLine();
        if (ui::Button(ui::FittingLabel(button.label, button.shortLabel, half), ImVec2(half, 0)))
            exportFile(button.what);
        noteWidget(std::string("export-") + button.what);
        hint(button.help);
    }
}

void App::drawSolvability() {
    const Solvability verdict = model_.play().uniqueness().verdict();
    const ImU32 colour = verdict == Solvability::Unique     ? palette::kGood
                         : verdict == Solvability::None     ? palette::kError
                         : verdict == Solvability::Checking ? palette::kMutedText
                                                            : palette::kWarn;
    std::string text = model_.play().uniqueness().message(aRunSolved());
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    coloured(colour, text + ".");
    noteWidget("solvability");
}

void App::drawLegend(const Snapshot* snapshot) {
    ImGui::BeginGroup();
    // Values as on the board: a digit in its colour on its cell (pencil marks smaller).
    constexpr float kDigit = 0.8f, kMark = 0.6f;
    cellSwatch(palette::kGivenCell, "given (clue)", palette::kGivenText, "5", kDigit);
    nextEntry("your entry");
    cellSwatch(palette::kCell, "your entry", palette::kEditText, "5", kDigit);
    if (snapshot) {
        nextEntry("propagated");
        cellSwatch(palette::kCell, "propagated", palette::kPropagatedText, "5", kDigit);
        nextEntry("search");
        cellSwatch(palette::kCell, "search", palette::kSearchText, "5", kDigit);
    } else {
        nextEntry("pencil mark");
        cellSwatch(palette::kCell, "pencil mark", palette::kMarkText, "1", kMark);
    }
    // During a run conflicts are framed, not filled (board_view.cpp): most cells of a local search are.
    // The entry is measured with the label it shows (measured as "conflict" it ran past the edge).
    const char* conflict = snapshot ? "conflict (frame)" : "conflict / wrong";
    nextEntry(conflict);
    if (snapshot)
        swatch(palette::kConflictFrame, conflict, palette::kConflictText);
    else
        cellSwatch(palette::kConflictCell, conflict, palette::kConflictText, "5", kDigit);
    nextEntry("row, column, box of the selection");
    swatch(palette::kPeerCell, "row, column, box of the selection");
    if (snapshot && showMoves_) {
        nextEntry("swap");
        swatch(palette::kSwap, "latest swaps");
        nextEntry("assignment");
        swatch(palette::kAssign, "latest assignments");
    }
    if (snapshot && showHeat_ && !snapshot->heat.empty()) {
        const SolverInfo* info = model_.runs().current() ? &model_.runs().current()->info() : nullptr;
        // Two swatches on one line: "heat low" and "high".
        nextEntry("heat low", ImGui::GetStyle().ItemSpacing.x + swatchSize() + ImGui::GetStyle().ItemInnerSpacing.x +
                                  ImGui::CalcTextSize("high").x);
        swatch(palette::heat(0.1f), "heat low");
        ImGui::SameLine();
        swatch(palette::heat(0.9f), "high");
        hint(("Heat: " + heatMeaning(info ? info->id : std::string_view()) + ".").c_str());
    }
    ImGui::EndGroup();
    noteWidget("legend");
}

void App::drawHelpOverlay() {
    if (!showHelp_) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Pos.x + viewport->Size.x * 0.5f, viewport->Pos.y + viewport->Size.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowBgAlpha(0.96f);
    bool open = true;
    if (ImGui::Begin("Keyboard shortcuts", &open,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
        static const char* const rows[][2] = {
            {"Space", "Entry mode: digit, corner mark, centre mark, colour"},
            {"Ctrl+Enter", "Run / Pause the solver (shows its board)"},
            {"Enter", "Step (the step size in work units)"},
            {"Shift+Backspace", "Reset the run"},
            {"1-9, A-Z", "Type a value in the selected cell"},
            {"Shift+1-9", "Toggle a corner pencil mark"},
            {"Ctrl+1-9", "Toggle a centre pencil mark (or Space to centre mode)"},
            {"Colour mode: 1-9", "Paint the selected cells; that colour becomes the pen"},
            {"Colour mode: Shift+1-9", "Paint that candidate in the pen colour (again: off)"},
            {"Colour mode: click, tap a mark", "Paint the candidate under it in the pen colour"},
            {"Shift+arrows", "Select more cells (or drag, or Ctrl+click)"},
            {"Delete, Backspace, 0", "Clear the cell"},
            {"Arrows", "Move the selection"},
            {"F2", "Hint: show the next step; again: apply it"},
            {"Ctrl+Z", "Undo"},
            {"Ctrl+Y, Ctrl+Shift+Z", "Redo"},
            {"?, F1", "Show or hide this help"},
            {"Alt+C", "Check your entries against the solution"},
            {"Alt+A", "Auto-fill pencil marks"},
            {"Alt+N", "New puzzle (Generate)"},
            {"Alt+G", "Edit givens on / off"},
            {"Alt+S", "Copy a link with your progress"},
            {"Alt+L", "Copy the share link"},
            {"Tab", "From the board to the page's buttons (screen readers)"},
            {"Escape", "Close this help / clear the selection"},
        };
        if (ImGui::BeginTable("keys", 2, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
            for (const auto& row : rows) {
                ImGui::TableNextRow();
                ImGui::TableSetColumnIndex(0);
                ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(palette::kWarn), "%s", row[0]);
                ImGui::TableSetColumnIndex(1);
                ImGui::TextUnformatted(row[1]);
            }
            ImGui::EndTable();
        }
        if (ui::Button("Close")) open = false;
        noteWidget("help-close");
    }
    const ImVec2 at = ImGui::GetWindowPos();
    const ImVec2 size = ImGui::GetWindowSize();
    layout_["help-overlay"] = {at.x / scale_, at.y / scale_, size.x / scale_, size.y / scale_};
    ImGui::End();
    if (!open) showHelp_ = false;
}

}  // namespace sudolab::app
