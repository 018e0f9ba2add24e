// The Hint button: the next logical step on the player's board, highlighted on the board and said in
// one sentence; a second press on the same board applies it (an entry, or pencil marks without the
// eliminated candidates, one undo step). Also the puzzle's grade, shown once computed.
#include "app.hpp"
#include "theme.hpp"
#include "widgets.hpp"

namespace sudolab::app {

void App::hintPressed() {
    if (runSession_.mode() != Mode::Single) return;
    // The hint is about the player's board: a run's board on show would hide it.
    discardRuns();
    playSession_.hintPressed(knownSolution());
}

void App::drawHintBar() {
    const bool showing = playSession_.hints().showing(playSession_.board()) && runSession_.current() == nullptr;
    const bool applicable = showing && playSession_.hints().applicable();
    if (ui::Button(applicable ? "Apply hint###hint" : "Hint###hint")) hintPressed();
    noteWidget("hint");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("F2. Shows the easiest next step on your board; press again to apply it.");
    ImGui::SameLine();
    if (showing) {
        const ImU32 colour = playSession_.hints().hint()->status == HintStatus::Contradiction ? palette::kError : palette::kGood;
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(colour));
        ImGui::TextWrapped("%s", playSession_.hints().sentence().c_str());
        ImGui::PopStyleColor();
    } else {
        const std::string grade = playSession_.hints().gradeText();
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(palette::kMutedText));
        ImGui::TextWrapped("%s", grade.empty() ? "Grading the puzzle..." : grade.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace sudolab::app
