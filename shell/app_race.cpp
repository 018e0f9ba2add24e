// App UI in race mode: a small board per solver, their best-cost traces overlaid in one plot, and a
// results table (who solved, when, in how many iterations).
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "board_view.hpp"
#include "imgui_colour.hpp"
#include "panel.hpp"
#include "run/registry.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

/// The narrowest lane in CSS pixels: a 9x9 board of 16 px cells, its status line whole; two such lanes
/// a row on a 360 px phone.
constexpr float kMinLaneWidth = 150;

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

/// One line of text cut at `width`: a lane's status line must not be wider than its board, or the next
/// lane on the row is pushed off the screen. (A lane's name is never cut: it wraps, see laneTitleHeight.)
/// The name a lane shows: its solver's whole name, or its id for an unknown solver.
std::string laneName(const RaceLane& lane) {
    const SolverInfo* info = findSolver(lane.id);
    return info ? std::string(info->name) : lane.id;
}

/// The room the dot before a lane's name takes.
float laneDotWidth() { return ImGui::GetFontSize() * 1.05f; }

/// True when a lane `width` wide shows its status, cost and time on one line. Decided by the widest line
/// a lane can show (the longest outcome, a cost and a time of the most characters), not by the line of
/// the moment, so that the titles' height does not jump while the numbers change; a narrower lane shows
/// the status, then the cost and time, on two lines, never a line cut short.
bool statusOnOneLine(float width) {
    return ImGui::CalcTextSize("wrong answer  \u00b7  cost 8.88k  \u00b7  8 min 88 s").x <= width;
}

/// The height of the lanes' titles at lane width `width`: the tallest name wrapped to the width (every
/// lane keeps the same, so that the boards of a row line up) and the status line or lines.
float laneTitleHeight(const std::vector<std::string>& names, float width) {
    float tallest = ImGui::GetTextLineHeight();
    for (const std::string& name : names)
        tallest = std::max(tallest, ImGui::CalcTextSize(name.c_str(), nullptr, false, width - laneDotWidth()).y);
    const float statusLines = statusOnOneLine(width) ? 1.0f : 2.0f;
    return tallest + ImGui::GetStyle().ItemSpacing.y + statusLines * ImGui::GetTextLineHeightWithSpacing();
}

/// The narrowest a lane may be: its name's longest word on one line (a name wraps between words only).
float narrowestLane(const std::vector<std::string>& names, float floor) {
    float widest = 0;
    for (const std::string& name : names) {
        std::size_t start = 0;
        while (start < name.size()) {
            std::size_t end = name.find(' ', start);
            if (end == std::string::npos) end = name.size();
            widest = std::max(widest, ImGui::CalcTextSize(name.data() + start, name.data() + end).x);
            start = end + 1;
        }
    }
    return std::max(floor, widest + laneDotWidth() + 1);
}

/// How the lanes are laid out: columns, the columns' width (the lanes' titles wrap at it), the boards'
/// side (at most the column's width: less where the height holds the boards) and the titles' height.
struct LaneGrid {
    int columns = 1;
    float columnWidth = 0;
    float side = 0;
    float titleHeight = 0;
};

/// The layout of `names.size()` lanes in `width` x `height` with the largest square boards, no lane
/// narrower than `minWidth`. `height` <= 0 (a page that scrolls, the phone): as many columns as fit
/// `minWidth`, the lanes as tall as they need.
LaneGrid laneGrid(const std::vector<std::string>& names, float width, float height, float minWidth) {
    const ImVec2 spacing = ImGui::GetStyle().ItemSpacing;
    const int count = static_cast<int>(names.size());
    LaneGrid best;
    for (int columns = 1; columns <= count; ++columns) {
        const float laneWidth =
            std::floor((width - spacing.x * static_cast<float>(columns - 1)) / static_cast<float>(columns));
        if (columns > 1 && laneWidth < minWidth) break;
        // The titles wrap at the column's width even where the height leaves the boards narrower.
        const float titleHeight = laneTitleHeight(names, laneWidth);
        const int rows = (count + columns - 1) / columns;
        const float rowHeight = (height - spacing.y * static_cast<float>(rows - 1)) / static_cast<float>(rows);
        const float side = height <= 0 ? laneWidth : std::floor(std::min(laneWidth, rowHeight - titleHeight));
        if (height <= 0 || side > best.side) best = {columns, laneWidth, side, titleHeight};
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
    std::vector<std::string> names;
    for (const RaceLane* lane : lanes) names.push_back(laneName(*lane));
    // A lane narrower than this shows a board too small to follow and a status line cut short.
    const float minWidth = narrowestLane(names, kMinLaneWidth * scale_);
    const LaneGrid grid = laneGrid(names, ImGui::GetContentRegionAvail().x, height, minWidth);
    for (std::size_t i = 0; i < lanes.size(); ++i) {
        if (i % static_cast<std::size_t>(grid.columns) != 0) ImGui::SameLine();
        drawRaceLane(*lanes[i], static_cast<int>(i), grid.columnWidth, std::max(grid.side, 40 * scale_),
                     grid.titleHeight);
    }
    return true;
}

void App::drawRaceLane(const RaceLane& lane, int index, float width, float side, float titleHeight) {
    ImGui::PushID(index);
    ImGui::BeginGroup();
    // Title: the lane's colour in the trace plot, the solver's whole name (wrapped, never cut), then
    // status, cost and time; every lane's title takes `titleHeight`, so the boards of a row line up.
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float dot = ImGui::GetFontSize() * 0.35f;
    ImGui::GetWindowDrawList()->AddCircleFilled(ImVec2(at.x + dot, at.y + ImGui::GetTextLineHeight() * 0.5f), dot,
                                                palette::series(static_cast<std::size_t>(index)));
    ImGui::SetCursorScreenPos(ImVec2(at.x + laneDotWidth(), at.y));
    ui::ColouredText(laneName(lane), ImGui::GetColorU32(ImGuiCol_Text), "lane-name-" + lane.id, width - laneDotWidth());
    const bool oneLine = statusOnOneLine(width);
    const float statusY = at.y + titleHeight - (oneLine ? 1.0f : 2.0f) * ImGui::GetTextLineHeightWithSpacing();
    ImGui::SetCursorScreenPos(ImVec2(at.x, statusY));
    std::string status = laneStatus(lane, model_.runs().running());
    if (lane.run) {
        const std::string costAndTime =
            "cost " + compactNumber(lane.run->snapshot().cost) + "  \u00b7  " + durationText(lane.run->solverSeconds());
        if (oneLine) {
            status += "  \u00b7  " + costAndTime;
        } else {
            ui::ColouredText(status, laneColour(lane), "lane-status-" + lane.id, -1);
            status = costAndTime;
        }
    }
    ui::ColouredText(status, laneColour(lane), "lane-status-" + lane.id, -1);
    if (!lane.error.empty()) ui::Tooltip(lane.error);
    BoardView view;
    view.grid = lane.run ? &lane.run->snapshot().grid : &model_.play().puzzle();
    view.origin = lane.run ? &lane.run->snapshot().origin : nullptr;
    view.moves = lane.run && showMoves_ ? &lane.run->snapshot().recentMoves : nullptr;
    view.heat = lane.run && showHeat_ && !lane.run->snapshot().heat.empty() ? &lane.run->snapshot().heat : nullptr;
    drawBoard("##lane", view, fonts_, side);
    noteWidget("lane-" + lane.id);
    recordItem(WidgetKind::Board, "##lane-" + lane.id, laneName(lane));
    // The lane keeps its column's width when the height leaves its board narrower, so the lanes of a
    // row spread over the width their titles were wrapped for.
    if (side < width) {
        ImGui::SameLine(0, 0);
        ImGui::Dummy(ImVec2(width - side, side));
    }
    ImGui::EndGroup();
    ImGui::PopID();
}

void App::drawRaceViewOptions() {
    // On one line where they fit; a phone's narrow screen takes them on two (none cut at its edge).
    const auto nextFits = [](const char* label) {
        const float width =
            ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(label).x;
        ImGui::SameLine();
        if (ImGui::GetCursorPosX() + width > ImGui::GetWindowContentRegionMax().x) ImGui::NewLine();
    };
    ui::Checkbox("log scale", &plotOptions_.logScale);
    int axis = plotOptions_.timeAxis ? 1 : 0;
    nextFits("vs iterations");
    if (ui::RadioButton("vs iterations", &axis, 0)) plotOptions_.timeAxis = false;
    nextFits("vs time");
    if (ui::RadioButton("vs time", &axis, 1)) plotOptions_.timeAxis = true;
    nextFits("moves");
    ui::Checkbox("moves", &showMoves_);
    nextFits("heat map");
    ui::Checkbox("heat map", &showHeat_);
}

std::vector<PlotSeries> App::raceSeries() const {
    std::vector<PlotSeries> series;
    for (std::size_t i = 0; i < model_.runs().race().size(); ++i) {
        if (!model_.runs().race()[i].run) continue;
        series.push_back({model_.runs().race()[i].id, palette::series(i), &model_.runs().race()[i].run->trace(),
                          model_.runs().race()[i].run->events(), false});
    }
    return series;
}

void App::drawRaceTraceAndTable() {
    const float tableWidth = std::clamp(ImGui::GetContentRegionAvail().x * 0.45f, 320 * scale_, 620 * scale_);
    const ImVec2 plotSize(ImGui::GetContentRegionAvail().x - tableWidth - ImGui::GetStyle().ItemSpacing.x,
                          ImGui::GetContentRegionAvail().y);
    drawCostPlot("##race-trace", raceSeries(), plotOptions_, plotSize);
    noteWidget("plot");
    ImGui::SameLine();
    ImGui::BeginChild("results", ImVec2(0, plotSize.y), false, kInnerChildFlags);  // inside "main"
    drawRaceTable();
    ImGui::EndChild();
}

void App::drawRacePhone(float width) {
    // A phone's page scrolls: two lanes a row (their names whole), then the plot and the standings
    // each as wide as the screen, where a side-by-side pair would leave either too narrow to read.
    if (!drawRaceLanes(0)) return;
    drawRaceViewOptions();
    drawCostPlot("##race-trace", raceSeries(), plotOptions_, ImVec2(width, 220 * scale_));
    noteWidget("plot");
    drawRaceTable();
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
