// The Hint button: the next logical step on the player's board, highlighted on the board and said in
// one sentence; a second press on the same board applies it (an entry, or pencil marks without the
// eliminated candidates, one undo step). Also the puzzle's grade, shown once computed.
#include "app.hpp"
#include "model/grade_words.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace sudolab::app {

void App::drawHintBar() {
    const bool showing = model_.play().hints().showing(model_.play().board()) && model_.runs().current() == nullptr;
    const bool applicable = showing && model_.play().hints().applicable();
    const bool more = showing && model_.play().hints().level() != HintLevel::Step;
    if (ui::Button(more ? "More###hint" : applicable ? "Apply hint###hint" : "Hint###hint")) model_.hintPressed();
    noteWidget("hint");
    // Above the button, never over the hint's sentence beside it (a tooltip at the mouse covered it).
    ui::TooltipAbove(
        model_.play().settings().gradedHints
            ? "F2. A nudge first (what to look for), then the cells, then the whole step; press again to apply it."
            : "F2. Shows the easiest next step on your board; press again to apply it.");
    ImGui::SameLine();
    if (showing) {
        // A mistake or a board that cannot be completed in the error colour, never the success colour.
        ui::ColouredText(model_.play().hints().sentence(), palette::tone(model_.play().hints().tone()),
                         "hint-sentence");
        noteWidget("hint-sentence");
    } else {
        // A player reads the grade in words; the lab keeps the grader's counts.
        const std::string grade =
            view_ == View::Play ? playerGradeText(model_.play().hints().grade()) : model_.play().hints().gradeText();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kMutedText));
        ImGui::TextWrapped("%s", grade.empty() ? "Grading the puzzle..." : grade.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace sudolab::app
