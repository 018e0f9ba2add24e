// App UI: the run controls (Run/Pause, Step, Reset, the speed from one work unit per frame to a
// solver time slice per frame, the step size, Copy link) and the on-screen digit pad for the board.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <vector>

#include "app.hpp"
#include "imgui_colour.hpp"
#include "palette.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

/// A pad key's digit font is at most this share of the key's height (a font's size includes the space
/// above and below its digits, and the frame padding fits in the rest).
constexpr float kPadDigitShare = 0.75f;

/// The speed slider's stops: slow motion (work units per frame) up to time slices per frame.
struct Speed {
    std::uint64_t units;  ///< work units per frame, or 0 for a time slice
    double ms;            ///< solver milliseconds per frame when units == 0
};
constexpr std::array<Speed, 21> kSpeeds = {{
    {1, 0}, {2, 0}, {5, 0}, {10, 0}, {20, 0}, {50, 0}, {100, 0}, {200, 0}, {500, 0}, {1000, 0}, {2000, 0}, {5000, 0},
    {10000, 0}, {0, 1}, {0, 2}, {0, 4}, {0, 8}, {0, 12}, {0, 16}, {0, 24}, {0, 30},
}};

/// The stop nearest to the current setting.
int speedIndex(std::uint64_t unitsPerFrame, double frameBudgetMs) {
    int best = 0;
    double bestDistance = 1e300;
    for (std::size_t i = 0; i < kSpeeds.size(); ++i) {
        const Speed& speed = kSpeeds[i];
        if ((speed.units > 0) != (unitsPerFrame > 0)) continue;
        const double distance = unitsPerFrame > 0 ? std::fabs(std::log(static_cast<double>(speed.units) / static_cast<double>(unitsPerFrame)))
                                                  : std::fabs(std::log(speed.ms / frameBudgetMs));
        if (distance < bestDistance) {
            bestDistance = distance;
            best = static_cast<int>(i);
        }
    }
    return best;
}

std::string speedText(std::uint64_t unitsPerFrame, double frameBudgetMs) {
    char text[64];
    if (unitsPerFrame > 0) {
        std::snprintf(text, sizeof text, "%llu unit%s / frame", static_cast<unsigned long long>(unitsPerFrame),
                      unitsPerFrame == 1 ? "" : "s");
    } else {
        std::snprintf(text, sizeof text, "%g ms / frame", frameBudgetMs);
    }
    return text;
}

}  // namespace

void App::drawRunControls() {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = ImGui::GetContentRegionAvail().x;
    const float buttonWidth = (width - 2 * spacing) / 3;
    const float buttonHeight = ImGui::GetFrameHeight() * 1.35f;
    const RunPhase phase = runPhase();
    const bool ended = phase == RunPhase::Ended || phase == RunPhase::RaceFinished;
    const char* label = model_.runs().running()     ? "Pause###run"
                        : phase == RunPhase::Paused ? "Resume###run"
                        : ended                     ? "Run again###run"
                                                    : "Run###run";
    ImGui::PushStyleColor(ImGuiCol_Button,
                          toVec4(model_.runs().running() ? palette::rgba(150, 110, 40) : palette::rgba(46, 130, 80)));
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered,
                          toVec4(model_.runs().running() ? palette::rgba(175, 130, 50) : palette::rgba(56, 155, 95)));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive,
                          toVec4(model_.runs().running() ? palette::rgba(195, 145, 60) : palette::rgba(66, 175, 110)));
    if (ui::Button(label, ImVec2(buttonWidth, buttonHeight)))
        model_.runs().running() ? model_.runs().pause() : model_.run();
    ImGui::PopStyleColor(3);
    noteWidget("run");
    ui::Tooltip(model_.runs().running() ? "Pause the run (it can be resumed)."
                                        : "Run the solver(s) at the speed below.");
    ImGui::SameLine();
    if (ui::Button("Step", ImVec2(buttonWidth, buttonHeight))) model_.step();
    noteWidget("step");
    ui::Tooltip("Pause and do exactly the step size in work units.");
    ImGui::SameLine();
    if (ui::Button("Reset", ImVec2(buttonWidth, buttonHeight))) model_.runs().discard();
    noteWidget("reset");
    ui::Tooltip("Discard the run and show the puzzle again.");
    drawSpeedControls(width);
    if (ui::Button("Copy link", ImVec2(width, 0))) copyLink();
    noteWidget("copy-link");
    ui::Tooltip("Copies a link to this puzzle, algorithm, parameters and seed: opening it replays the same run.");
}

void App::drawSpeedControls(float width) {
    const float labelWidth = ImGui::CalcTextSize("Step size").x + ImGui::GetStyle().ItemSpacing.x * 2;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Speed");
    ImGui::SameLine(labelWidth);
    ImGui::SetNextItemWidth(width - labelWidth);
    int index = speedIndex(model_.runs().unitsPerFrame(), model_.runs().frameBudgetMs());
    const int first = 0, last = static_cast<int>(kSpeeds.size()) - 1;
    const std::string shown = speedText(model_.runs().unitsPerFrame(), model_.runs().frameBudgetMs());
    if (ui::SliderScalar("##speed", ImGuiDataType_S32, &index, &first, &last, shown.c_str())) {
        const Speed& speed = kSpeeds[static_cast<std::size_t>(std::clamp(index, first, last))];
        if (speed.units > 0) {
            model_.runs().setUnitsPerFrame(speed.units);
        } else {
            model_.runs().setFrameBudgetMs(speed.ms);
        }
    }
    ui::Tooltip("Slow motion: a fixed number of work units per frame, down to one (about 60 per second). "
                "Faster: solver time per frame (split fairly in a race); the rest of the frame draws the page.");
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Step size");
    ImGui::SameLine(labelWidth);
    ImGui::SetNextItemWidth(width - labelWidth);
    std::uint64_t stepSize = model_.runs().stepSize();
    const std::uint64_t one = 1, hundred = 100;
    // A plain number format: ImGui parses typed text with the display format, so any words in it
    // would make every typed value fail to parse.
    if (ui::InputScalar("##stepsize", ImGuiDataType_U64, &stepSize, &one, &hundred, "%llu", "step size"))
        model_.runs().setStepSize(stepSize);
    ui::Tooltip("Work units done by one press of Step (iterations, nodes, ant walks... see the algorithm).");
}

void App::drawDigitPad(float width) {
    const bool colours = model_.play().entryMode() == EntryMode::Colour;
    // In colour mode the keys are the nine colours (then Clear), on any board size.
    const int n = colours ? kCellColourCount : model_.play().puzzle().size();
    // The pad types like the keyboard: an entry of the player (or a pencil mark, a colour, or a given
    // when editing givens); typing discards a run, as a key press does.
    const bool editable = model_.play().selectedCell() >= 0 && model_.runs().mode() == Mode::Single;
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    // Square-ish keys at least a finger wide (the frame height is a finger's in the one-column layout);
    // as many per row as fit.
    const int perRow = std::clamp(static_cast<int>((width + spacing) / (ImGui::GetFrameHeight() * 1.2f + spacing)), 1, n + 1);
    const float key = std::floor((width - spacing * static_cast<float>(perRow - 1)) / static_cast<float>(perRow));
    const float height = std::max(ImGui::GetFrameHeight() * 1.4f, std::min(key, ImGui::GetFrameHeight() * 2.0f));
    // A digit placed n times (givens and entries) is finished: its key is greyed (a pencil mark of it
    // could still be wanted, so only in digit mode).
    std::vector<int> placed(static_cast<std::size_t>(model_.play().puzzle().size()) + 1, 0);
    const Grid board = model_.play().board().current();
    for (int cell = 0; cell < board.cellCount(); ++cell) ++placed[board.at(cell)];
    const bool digits = model_.play().entryMode() == EntryMode::Normal;
    ImGui::BeginDisabled(!editable);
    for (int value = 1; value <= n + 1; ++value) {
        if ((value - 1) % perRow != 0) ImGui::SameLine();
        const bool clear = value == n + 1;
        const bool finished = !clear && digits && placed[static_cast<std::size_t>(value)] >= n;
        ImGui::BeginDisabled(finished);
        const char symbol[2] = {
            clear ? '\0' : symbolFor(static_cast<Value>(value), displayAlphabet(model_.play().puzzle())), 0};
        const std::string label = clear ? std::string(ui::FittingLabel("Clear##pad-clear", "\u00d7##pad-clear", key))
                                        : std::string(symbol) + "##pad-" + std::to_string(value);
        const bool paint = colours && !clear;
        if (paint) pushColourKey(value - 1);
        // The digit fills its key: on the 44-80 px keys of a touch screen the body font looked lost.
        if (!clear) ImGui::PushFont(fonts_.boardFontWithin(height * kPadDigitShare));
        if (ui::Button(label.c_str(), ImVec2(key, height))) model_.typeValue(clear ? 0 : static_cast<Value>(value));
        if (!clear) ImGui::PopFont();
        if (paint) ImGui::PopStyleColor(3);
        if (paint && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", palette::kCellColourNames[value - 1]);
        ImGui::EndDisabled();
    }
    ImGui::EndDisabled();
    drawEntryModes(width);
}

void App::pushColourKey(int colour) {
    const ImVec4 fill = ImGui::ColorConvertU32ToFloat4(palette::kCellColours[colour]);
    ImGui::PushStyleColor(ImGuiCol_Button, fill);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImVec4(fill.x * 1.2f, fill.y * 1.2f, fill.z * 1.2f, 1));
    ImGui::PushStyleColor(ImGuiCol_ButtonActive, ImVec4(fill.x * 1.4f, fill.y * 1.4f, fill.z * 1.4f, 1));
}

}  // namespace sudolab::app
