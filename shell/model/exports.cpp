#include "exports.hpp"

#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

#include "grid_text.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

nlohmann::ordered_json statsRecord(const TracedRun& run, const std::string& link) {
    const Snapshot& snap = run.snapshot();
    nlohmann::ordered_json stats = nlohmann::ordered_json::object();
    for (const Stat& stat : snap.stats) stats[stat.name] = stat.value;
    nlohmann::ordered_json params = nlohmann::ordered_json::object();
    for (const auto& [name, text] : run.params().nonDefaults()) params[name] = text;
    nlohmann::ordered_json events = nlohmann::ordered_json::array();
    for (const RunEvent& event : run.events()) events.push_back({{"iteration", event.iteration}, {"kind", event.kind}});
    nlohmann::ordered_json record = {
        {"algorithm", std::string(run.info().id)},
        {"seed", run.seed()},
        {"non_default_params", params},
        {"puzzle", lineText(run.puzzle())},
        {"status", std::string(statusName(snap.status))},
        {"verdict", run.verdict()},
        {"iteration", snap.iteration},
        {"work", snap.work},
        {"work_unit", std::string(run.info().workUnit)},
        {"solver_seconds", run.solverSeconds()},
        {"cost", snap.cost},
        {"best_cost", snap.bestCost},
        {"restarts", run.restartCount()},
        {"events", events},
        {"counters", stats},
        {"grid", lineText(snap.grid)},
        {"link", link},
    };
    return record;
}

}  // namespace

std::string solutionText(const Grid& solution) {
    const Alphabet alphabet = displayAlphabet(solution);
    return writeGrid(solution, TextFormat::Grid, alphabet) + "\n" + writeGrid(solution, TextFormat::Line, alphabet) +
           "\n";
}

std::string traceCsv(const std::vector<const TracedRun*>& runs) {
    std::string out = "solver,iteration,solver_seconds,cost,best_cost\n";
    char line[160];
    for (const TracedRun* run : runs) {
        const std::string id(run->info().id);
        for (const TracePoint& point : run->trace()) {
            std::snprintf(line, sizeof line, ",%.17g,%.17g,%.17g,%.17g\n", point.iteration, point.seconds, point.cost,
                          point.bestCost);
            out += id + line;
        }
    }
    return out;
}

std::string statsJson(const std::vector<const TracedRun*>& runs, bool race, const std::string& link) {
    nlohmann::ordered_json json;
    if (race) {
        json = {{"race", nlohmann::ordered_json::array()}};
        for (const TracedRun* run : runs) json["race"].push_back(statsRecord(*run, link));
    } else if (!runs.empty()) {
        json = statsRecord(*runs.front(), link);
    }
    return json.dump(2) + "\n";
}

std::vector<std::uint8_t> cropRgb(const std::vector<std::uint8_t>& rgb, int width, int height, PixelRect& rect) {
    rect.x0 = std::clamp(rect.x0, 0, width);
    rect.y0 = std::clamp(rect.y0, 0, height);
    rect.x1 = std::clamp(rect.x1, rect.x0, width);
    rect.y1 = std::clamp(rect.y1, rect.y0, height);
    std::vector<std::uint8_t> out;
    if (rgb.size() < static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 3) {
        rect = {};
        return out;
    }
    out.reserve(static_cast<std::size_t>((rect.x1 - rect.x0) * (rect.y1 - rect.y0) * 3));
    for (int y = rect.y0; y < rect.y1; ++y) {
        const auto row = rgb.begin() + (static_cast<std::ptrdiff_t>(y) * width + rect.x0) * 3;
        out.insert(out.end(), row, row + static_cast<std::ptrdiff_t>(rect.x1 - rect.x0) * 3);
    }
    return out;
}

}  // namespace sudolab::app
