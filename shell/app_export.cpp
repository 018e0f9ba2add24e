// Exports: the solution as text, the board as PNG (the drawn board cut out of the frame), the cost trace
// as CSV and the run's statistics as JSON. The browser downloads them; the native app writes files.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

#include "app.hpp"
#include "platform.hpp"
#include "png_writer.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

/// The traces of one run or of a race's lanes, one row per point, the solver's id first.
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

std::string fileBytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

void App::saveExport(const std::string& name, const std::string& mime, const std::string& bytes) {
    const std::string where = platform::saveFile(name, mime, bytes);
    if (where.empty()) {
        showError("Could not write " + name + ".");
        return;
    }
    lastExportName_ = name;
    notice_ = "Exported " + name + " to " + where + ".";
}

void App::exportFile(const std::string& what) {
    if (what == "board") {
        // The board is cut out of the next rendered frame (see deliverFramePixels).
        boardPngPending_ = true;
        return;
    }
    if (what == "solution") {
        const Grid* solution = knownSolution();
        if (solution == nullptr) {
            showError("No solution to export yet: the puzzle has no single known solution (" +
                      (uniqueness_ ? uniqueness_->message() : std::string("not checked")) + ").");
            return;
        }
        const Alphabet alphabet = displayAlphabet(*solution);
        saveExport("sudolab-solution.txt", "text/plain",
                   writeGrid(*solution, TextFormat::Grid, alphabet) + "\n" + writeGrid(*solution, TextFormat::Line, alphabet) + "\n");
        return;
    }
    if (what != "trace" && what != "stats") {
        showError("Unknown export '" + what + "' (solution, board, trace or stats).");
        return;
    }
    // A single run, or every lane of a race that has one.
    std::vector<const TracedRun*> runs;
    if (run_) runs.push_back(run_.get());
    for (const RaceLane& lane : race_)
        if (lane.run) runs.push_back(lane.run.get());
    if (runs.empty()) {
        showError("Nothing to export yet: run or step a solver first (the " + what + " belongs to a run).");
        return;
    }
    const std::string name = mode_ == Mode::Race ? std::string("race") : std::string(runs.front()->info().id);
    if (what == "trace") {
        saveExport("sudolab-trace-" + name + ".csv", "text/csv", traceCsv(runs));
        return;
    }
    nlohmann::ordered_json json;
    if (mode_ == Mode::Race) {
        json = {{"race", nlohmann::ordered_json::array()}};
        for (const TracedRun* run : runs) json["race"].push_back(statsRecord(*run, link()));
    } else {
        json = statsRecord(*runs.front(), link());
    }
    saveExport("sudolab-stats-" + name + ".json", "application/json", json.dump(2) + "\n");
}

void App::deliverFramePixels(int width, int height, const std::vector<std::uint8_t>& rgb) {
    boardPngPending_ = false;
    const auto it = layout_.find("board");
    if (it == layout_.end()) {
        showError("Could not export the board: it is not on screen.");
        return;
    }
    const int x0 = std::clamp(static_cast<int>(it->second.x * scale_), 0, width);
    const int y0 = std::clamp(static_cast<int>(it->second.y * scale_), 0, height);
    const int x1 = std::clamp(static_cast<int>((it->second.x + it->second.width) * scale_), x0, width);
    const int y1 = std::clamp(static_cast<int>((it->second.y + it->second.height) * scale_), y0, height);
    std::vector<std::uint8_t> board;
    board.reserve(static_cast<std::size_t>((x1 - x0) * (y1 - y0) * 3));
    for (int y = y0; y < y1; ++y) {
        const auto row = rgb.begin() + (static_cast<std::ptrdiff_t>(y) * width + x0) * 3;
        board.insert(board.end(), row, row + static_cast<std::ptrdiff_t>(x1 - x0) * 3);
    }
    // writePng writes files: encode through a temporary one (in the browser, in its memory file system).
    const std::string path = (std::filesystem::temp_directory_path() / "sudolab-board.png").string();
    if (x1 <= x0 || y1 <= y0 || !writePng(path, x1 - x0, y1 - y0, board)) {
        showError("Could not encode the board as PNG.");
        return;
    }
    saveExport("sudolab-board.png", "image/png", fileBytes(path));
    std::remove(path.c_str());
}

}  // namespace sudolab::app
