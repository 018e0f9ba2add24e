// The player's opening: the page opens on a board to play (New game with a difficulty, the daily puzzle,
// the examples by grade, recent games), with the solver lab one click away over the same board ("Watch
// solvers", "Race solvers"). Links open the view they were made in (App::installLink).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "examples.hpp"
#include "imgui_colour.hpp"
#include "model/daily_puzzle.hpp"
#include "model/example_grades.hpp"
#include "model/grade_words.hpp"
#include "panel.hpp"
#include "platform.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

/// A puzzle being made is said on screen once it takes longer than this (seconds): shorter waits pass
/// unnoticed, longer ones would look like a frozen button.
constexpr double kShowMakingAfter = 0.3;
/// Text lines kept under the board for the legend and the hint's sentence (as in the lab's layout).
constexpr float kPlayLegendLines = 4;
constexpr std::array<DifficultyGrade, 5> kGrades = {DifficultyGrade::Easy, DifficultyGrade::Medium,
                                                    DifficultyGrade::Hard, DifficultyGrade::Expert,
                                                    DifficultyGrade::Extreme};

void muted(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kMutedText));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

CivilDate today() { return utcDateOf(platform::wallClockMs()); }

}  // namespace

void App::setView(View view) {
    if (view == view_) return;
    view_ = view;
    scrollToTop_ = true;
    // The address bar says which view a reload (or a copy of the address) opens.
    linkDirty_ = true;
}

void App::newGame(DifficultyGrade grade) {
    pickedGrade_ = grade;
    // The UI may use the clock for a fresh seed (as the seed's New button does); the puzzle itself then
    // depends on the seed alone, which its name keeps.
    const auto seed = static_cast<std::uint64_t>(platform::wallClockMs()) % 1000000000ULL + 1;
    model_.makePuzzle({grade, seed, gradeTitle(grade) + " puzzle " + std::to_string(seed)});
}

void App::openDaily() { model_.makePuzzle(dailyRequest(today())); }

void App::noteResumedAtLoad() { resumedKey_ = model_.games().currentKey(); }

void App::drawPlaySections() {
    // Closed until wanted: a player came to play, and the paste box pushed the settings out of view.
    if (ui::CollapsingHeader("Your own puzzle")) drawPuzzlePanel();
    noteWidget("own-puzzle-header");
    drawSettingsSection();  // the player's settings belong to the game as much as to the lab
    const bool exportOpen = ui::CollapsingHeader("Export");
    noteWidget("export-header");
    if (exportOpen) drawExportButtons();
}

void App::drawPlayDesktopUi() {
    const auto sidebar = [this] {
        drawTitleAndMode();
        drawNewGamePanel();
        ImGui::Spacing();
        drawPlaySections();
    };
    drawDesktopFrame(sidebar, [this] { drawPlayDesktopMain(); });
}

void App::drawPlayDesktopMain() {
    const float s = scale_;
    const ImGuiStyle& style = ImGui::GetStyle();
    drawPuzzleTitle();
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float legend = ImGui::GetTextLineHeightWithSpacing() * kPlayLegendLines + style.ItemSpacing.y;
    // The board takes the height; the digit pad and the play buttons share the column beside it.
    const float column = std::clamp(avail.x * 0.34f, 280 * s, 460 * s);
    const float side =
        std::floor(std::max(std::min(avail.y - legend, avail.x - column - style.ItemSpacing.x), 120 * s));
    ImGui::BeginGroup();
    drawMainBoard(side);
    ImGui::BeginChild("legend", ImVec2(side, ImGui::GetTextLineHeightWithSpacing() * kPlayLegendLines), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse | kInnerChildFlags);
    drawBoardLegend();
    ImGui::EndChild();
    ImGui::EndGroup();
    ImGui::SameLine();
    ImGui::BeginChild("play-column", ImVec2(0, avail.y), false,
                      ImGuiWindowFlags_AlwaysUseWindowPadding | kInnerChildFlags);
    drawDigitPad(ImGui::GetContentRegionAvail().x);
    ImGui::Spacing();
    drawPlayControls();
    ImGui::Spacing();
    drawHintBar();
    ImGui::EndChild();
}

void App::drawPlayPhoneUi() {
    ImGui::Begin("sudolab", nullptr, kRootWindowFlags);
    startAtTop();
    const ImGuiStyle& style = ImGui::GetStyle();
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    drawTitleAndMode();
    drawMessageStrip();
    drawPuzzleTitle();
    // Board first, as wide as the screen (but leaving a glimpse of the pad below it).
    const float side = std::floor(std::min(width, ImGui::GetMainViewport()->Size.y * 0.62f));
    drawCentredBoard(side, width);
    drawHintBar();
    drawDigitPad(width);
    // Undo, Check and the pencil right under the pad, where the thumb is; the legend after them (three
    // lines on a phone, which pushed the pad's second row off a 360x640 screen).
    drawPlayControls();
    drawBoardLegend();
    ImGui::Spacing();
    drawNewGamePanel();
    drawPlaySections();
    ImGui::Dummy(ImVec2(0, style.ItemSpacing.y * 4));
    recordSidebar();
    ImGui::End();
    drawErrorBanner(top, width);
}

void App::drawPuzzleTitle() {
    // A puzzle opened from a share link is named "link" in the model: said in words here.
    std::string title = model_.play().source() == "link" ? std::string("A shared puzzle") : model_.play().source();
    const int index = model_.input().exampleIndex();
    if (index >= 0 && index < static_cast<int>(examples().size())) {
        const Example& example = examples()[static_cast<std::size_t>(index)];
        const ExampleGrade* graded = findExampleGrade(example.name);
        title = example.label + (graded && !graded->title.empty() ? ", " + example.group : std::string());
    }
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(title.c_str());
    noteWidget("puzzle-title");
    // The game resumed at load stays marked as such, with the way to another game beside it.
    if (!resumedKey_.empty() && model_.games().currentKey() == resumedKey_) {
        ImGui::SameLine();
        muted("(your saved game, resumed)");
        ImGui::SameLine();
        if (ui::Button("New game##resumed")) newGame(pickedGrade_);
        noteWidget("new-game-resumed");
    }
    drawMakingProgress();
}

void App::drawMakingProgress() {
    const GradedMaker& maker = model_.maker();
    if (!maker.busy() || maker.elapsed() < kShowMakingAfter) return;
    char text[128];
    std::snprintf(text, sizeof text, "Making a %s puzzle with one solution: %d tried, %.1f s\u2026",
                  std::string(gradeId(maker.grade())).c_str(), maker.draws(), maker.elapsed());
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kWarn));
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
    noteWidget("making");
}

void App::drawNewGamePanel() {
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted("New game");
    ImGui::PopFont();
    // The five grades as buttons, three a row (five in a row cut "Medium" on a 290 px sidebar): a tap
    // picks and starts (no hidden second step).
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float third = (ImGui::GetContentRegionAvail().x - 2 * spacing) / 3;
    for (std::size_t i = 0; i < kGrades.size(); ++i) {
        const DifficultyGrade grade = kGrades[i];
        if (i % 3 != 0) ImGui::SameLine();
        const std::string id(gradeId(grade));
        const std::string label = gradeTitle(grade) + "##grade-" + id;
        const bool picked = grade == pickedGrade_;
        if (picked) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        if (ui::Button(label.c_str(), ImVec2(third, 0))) newGame(grade);
        if (picked) ImGui::PopStyleColor();
        noteWidget("grade-" + id);
        ui::Tooltip("A new " + id + " puzzle with one solution, made now.");
    }
    const CivilDate date = today();
    const std::string daily =
        "Daily puzzle " + dateText(date) + " (" + std::string(gradeId(dailyGrade(date))) + ")##daily";
    if (ui::Button(daily.c_str(), ImVec2(-1, 0))) openDaily();
    noteWidget("daily");
    ui::Tooltip("The same puzzle for everyone today (UTC); your progress on it is kept.");
    drawGradedExamples();
    drawRecentGames();
    ImGui::Spacing();
    drawLabButtons();
}

void App::drawGradedExamples() {
    const auto& all = examples();
    const int current = model_.input().exampleIndex();
    const std::string preview = current >= 0 && current < static_cast<int>(all.size())
                                    ? all[static_cast<std::size_t>(current)].label
                                    : std::string("Classic puzzles by difficulty\u2026");
    ImGui::SetNextItemWidth(-1);
    if (ui::BeginCombo("##examples", preview.c_str(), ImGuiComboFlags_HeightLarge)) {
        std::string group;
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (all[i].group != group) {
                group = all[i].group;
                ImGui::TextDisabled("%s", group.c_str());
            }
            // Titled puzzles say their grade too ("AI Escargot (extreme)").
            const ExampleGrade* graded = findExampleGrade(all[i].name);
            const std::string label =
                all[i].label + (graded && !graded->title.empty() ? "  (" + all[i].group + ")" : "");
            if (ui::Selectable(("   " + label + "##example-" + all[i].name).c_str(), static_cast<int>(i) == current))
                loadExample(all[i].name);
        }
        ImGui::EndCombo();
    }
    noteWidget("examples");
}

void App::drawLabButtons() {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float half = (ImGui::GetContentRegionAvail().x - spacing) / 2;
    if (ui::Button("Watch solvers##watch-solvers", ImVec2(half, 0))) {
        model_.runs().setMode(Mode::Single);
        setView(View::Lab);
    }
    noteWidget("watch-solvers");
    ui::Tooltip("The solver lab on this board: watch algorithms solve it step by step.");
    ImGui::SameLine();
    if (ui::Button("Race solvers##race-solvers", ImVec2(half, 0))) {
        model_.runs().setMode(Mode::Race);
        model_.play().selectCell(-1);
        setView(View::Lab);
    }
    noteWidget("race-solvers");
    ui::Tooltip("Several solvers on this puzzle at once.");
}

}  // namespace sudolab::app
