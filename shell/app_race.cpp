// App UI in race mode: a small board per solver, their best-cost traces overlaid in one plot, and a
// results table (who solved, when, in how many iterations).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "board_view.hpp"
#include "panel.hpp"
#include "run/registry.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

ImVec4 toVec4(ImU32 color) { return ImGui::ColorConvertU32ToFloat4(color); }

std::string laneStatus(const RaceLane& lane, bool running) {
    if (!lane.error.empty()) return "cannot start";
    if (!lane.run) return "ready";
    if (lane.run->finished()) return std::string(outcomeName(lane.run->outcome()));
    return running ? "running" : "paused";
}

/// Green for a result (a solution, or a proof that there is none), red for a lane that could not start
/// or a wrong answer, amber for a stop without a result, muted while waiting or running.
ImU32 laneColour(const RaceLane& lane) {
    if (!lane.error.empty()) return palette::kError;
    if (!lane.run || !lane.run->finished()) return palette::kMutedText;
    return palette::outcome(lane.run->outcome());
}

/// One line of text cut at `width`: a lane's titles must not be wider than its board, or the next
/// lane on the row is pushed off the screen.
void clippedText(const std::string& text, float width, ImU32 colour) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float height = ImGui::GetTextLineHeight();
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(at, ImVec2(at.x + width, at.y + height), true);
    draw->AddText(at, colour, text.c_str());
    draw->PopClipRect();
    ImGui::Dummy(ImVec2(width, height));
    if (ImGui::CalcTextSize(text.c_str()).x > width) ui::Tooltip(text);
}

/// Columns that give the largest square boards for `count` lanes in a width x height area.
int bestColumns(int count, float width, float height, float spacing, float titleHeight) {
    int best = 1;
    float bestSide = 0;
    for (int columns = 1; columns <= count; ++columns) {
        const int rows = (count + columns - 1) / columns;
        const float side = std::min((width - spacing * static_cast<float>(columns - 1)) / static_cast<float>(columns),
                                    (height - spacing * static_cast<float>(rows - 1)) / static_cast<float>(rows) - titleHeight);
        if (side > bestSide) {
            bestSide = side;
            best = columns;
        }
    }
    return best;
}

}  // namespace

void App::drawRaceMain() {
    const ImVec2 avail = ImGui::GetContentRegionAvail();
    const float traceHeight = std::clamp(avail.y * 0.34f, 170 * scale_, 340 * scale_);
    const float lanesHeight = std::max(120 * scale_, avail.y - traceHeight - ImGui::GetFrameHeightWithSpacing() -
                                                         ImGui::GetStyle().ItemSpacing.y);
    if (!drawRaceLanes(lanesHeight)) return;
    drawRaceViewOptions();
    drawRaceTraceAndTable();
}

bool App::drawRaceLanes(float height) {
    // Lanes: the race's runs, or the entrants waiting on the puzzle before the start.
    std::vector<const RaceLane*> lanes;
    std::vector<RaceLane> waiting;
    if (model_.runs().race().empty()) {
        for (const std::string& id : model_.runs().raceEntrants()) waiting.push_back({id, nullptr, ""});
        for (const RaceLane& lane : waiting) lanes.push_back(&lane);
    } else {
        for (const RaceLane& lane : model_.runs().race()) lanes.push_back(&lane);
    }
    if (lanes.empty()) {
        ImGui::TextDisabled("Pick solvers under Race entrants in the sidebar.");
        return false;
    }
    const ImGuiStyle& style = ImGui::GetStyle();
    const float width = ImGui::GetContentRegionAvail().x;
    const float titleHeight = ImGui::GetTextLineHeightWithSpacing() * 2;
    const int count = static_cast<int>(lanes.size());
    const int columns = bestColumns(count, width, height, style.ItemSpacing.x, titleHeight);
    const int rows = (count + columns - 1) / columns;
    const float side = std::floor(std::min((width - style.ItemSpacing.x * static_cast<float>(columns - 1)) / static_cast<float>(columns),
                                           (height - style.ItemSpacing.y * static_cast<float>(rows - 1)) / static_cast<float>(rows) -
                                               titleHeight));
    for (int i = 0; i < count; ++i) {
        if (i % columns != 0) ImGui::SameLine();
        drawRaceLane(*lanes[static_cast<std::size_t>(i)], i, std::max(side, 40 * scale_));
    }
    return true;
}

void App::drawRaceLane(const RaceLane& lane, int index, float width) {
    const SolverInfo* info = findSolver(lane.id);
    ImGui::PushID(index);
    ImGui::BeginGroup();
    // Title: the lane's colour in the trace plot, the solver's name, then status, cost and time.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float dot = ImGui::GetFontSize() * 0.35f;
    ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + dot, at.y + ImGui::GetTextLineHeight() * 0.5f), dot,
                                                palette::series(static_cast<std::size_t>(index)));
    ImGui::SetCursorScreenPos(ImVec2(at.x + dot * 3, at.y));
    clippedText(info ? std::string(info->name) : lane.id, width - dot * 3, ImGui::GetColorU32(ImGuiCol_Text));
    const std::string status = laneStatus(lane, model_.runs().running());
    if (lane.run) {
        const Snapshot& snap = lane.run->snapshot();
        char line[160];
        std::snprintf(line, sizeof line, "%s  \u00b7  cost %s  \u00b7  %s", status.c_str(), compactNumber(snap.cost).c_str(),
                      durationText(lane.run->solverSeconds()).c_str());
        clippedText(line, width, laneColour(lane));
    } else {
        clippedText(status, width, laneColour(lane));
    }
    if (!lane.error.empty()) ui::Tooltip(lane.error);
    BoardView view;
    view.grid = lane.run ? &lane.run->snapshot().grid : &model_.play().puzzle();
    view.origin = lane.run ? &lane.run->snapshot().origin : nullptr;
    view.moves = lane.run && showMoves_ ? &lane.run->snapshot().recentMoves : nullptr;
    view.heat = lane.run && showHeat_ && !lane.run->snapshot().heat.empty() ? &lane.run->snapshot().heat : nullptr;
    drawBoard("##lane", view, fonts_, width);
    noteWidget("lane-" + lane.id);
    recordItem(WidgetKind::Board, "##lane-" + lane.id, info ? std::string_view(info->name) : std::string_view(lane.id));
    ImGui::EndGroup();
    ImGui::PopID();
}

void App::drawRaceViewOptions() {
    ui::Checkbox("log scale", &plotOptions_.logScale);
    ImGui::SameLine();
    int axis = plotOptions_.timeAxis ? 1 : 0;
    if (ui::RadioButton("vs iterations", &axis, 0)) plotOptions_.timeAxis = false;
    ImGui::SameLine();
    if (ui::RadioButton("vs time", &axis, 1)) plotOptions_.timeAxis = true;
    ImGui::SameLine();
    ui::Checkbox("moves", &showMoves_);
    ImGui::SameLine();
    ui::Checkbox("heat map", &showHeat_);
}

void App::drawRaceTraceAndTable() {
    const float tableWidth = std::clamp(ImGui::GetContentRegionAvail().x * 0.45f, 320 * scale_, 620 * scale_);
    std::vector<PlotSeries> series;
    for (std::size_t i = 0; i < model_.runs().race().size(); ++i) {
        if (!model_.runs().race()[i].run) continue;
        series.push_back({model_.runs().race()[i].id, palette::series(i), &model_.runs().race()[i].run->trace(),
                          model_.runs().race()[i].run->events(), false});
    }
    const ImVec2 plotSize(ImGui::GetContentRegionAvail().x - tableWidth - ImGui::GetStyle().ItemSpacing.x,
                          ImGui::GetContentRegionAvail().y);
    drawCostPlot("##race-trace", series, plotOptions_, plotSize);
    noteWidget("plot");
    ImGui::SameLine();
    ImGui::BeginChild("results", ImVec2(0, plotSize.y), false, kInnerChildFlags);  // inside "main" or "race"
    drawRaceTable();
    ImGui::EndChild();
}

void App::drawRaceTable() {
    // Rank the solved lanes by solver time; the others keep their order below.
    std::vector<std::size_t> order;
    for (std::size_t i = 0; i < model_.runs().race().size(); ++i) order.push_back(i);
    auto solvedAt = [&](std::size_t i) {
        const RaceLane& lane = model_.runs().race()[i];
        return lane.run && lane.run->outcome() == Outcome::Solved ? lane.run->endSeconds() : 1e300;
    };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return solvedAt(a) < solvedAt(b); });

    const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerH;
    if (!ImGui::BeginTable("race-results", 6, flags)) return;
    ImGui::TableSetupColumn("#");
    ImGui::TableSetupColumn("Solver");
    ImGui::TableSetupColumn("Status");
    ImGui::TableSetupColumn("Time");
    ImGui::TableSetupColumn("Iterations");
    ImGui::TableSetupColumn("Best cost");
    ImGui::TableHeadersRow();
    int rank = 0;
    for (std::size_t index : order) {
        const RaceLane& lane = model_.runs().race()[index];
        const std::string status = laneStatus(lane, model_.runs().running());
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        if (lane.run && lane.run->outcome() == Outcome::Solved) ImGui::Text("%d", ++rank);
        ImGui::TableSetColumnIndex(1);
        ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::series(index)));
        ImGui::TextUnformatted(lane.id.c_str());
        ImGui::PopStyleColor();
        ImGui::TableSetColumnIndex(2);
        ImGui::PushStyleColor(ImGuiCol_Text, toVec4(laneColour(lane)));
        ImGui::TextUnformatted(status.c_str());
        ImGui::PopStyleColor();
        const std::string why = !lane.error.empty() ? lane.error : lane.run ? lane.run->verdict() : "";
        if (!why.empty()) ui::Tooltip(why);
        if (!lane.run) continue;
        const Snapshot& snap = lane.run->snapshot();
        ImGui::TableSetColumnIndex(3);
        ImGui::TextUnformatted(durationText(lane.run->finished() ? lane.run->endSeconds() : lane.run->solverSeconds()).c_str());
        ImGui::TableSetColumnIndex(4);
        ImGui::TextUnformatted(compactNumber(static_cast<double>(snap.iteration)).c_str());
        ImGui::TableSetColumnIndex(5);
        ImGui::TextUnformatted(compactNumber(snap.bestCost).c_str());
    }
    ImGui::EndTable();
    if (model_.runs().race().empty()) ImGui::TextDisabled("Press Run to start the race.");
}

}  // namespace sudolab::app
