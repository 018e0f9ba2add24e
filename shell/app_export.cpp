// Exports: the solution as text, the board as PNG (the drawn board cut out of the frame), the cost trace
// as CSV and the run's statistics as JSON. The browser downloads them; the native app writes files.
#include <string>
#include <vector>

#include "app.hpp"
#include "model/exports.hpp"
#include "model/png_writer.hpp"
#include "platform.hpp"

namespace sudolab::app {

void App::saveExport(const std::string& name, const std::string& mime, const std::string& bytes) {
    const std::string where = platform::saveFile(name, mime, bytes);
    if (where.empty()) {
        showError("Could not write " + name + ".");
        return;
    }
    lastExportName_ = name;
    model_.messages().notice = "Exported " + name + " to " + where + ".";
}

void App::exportFile(const std::string& what) {
    if (what == "board") {
        // The board is cut out of the next rendered frame (see deliverFramePixels).
        boardPngPending_ = true;
        return;
    }
    if (what == "solution") {
        const Grid* solution = model_.knownSolution();
        if (solution == nullptr) {
            showError("No solution to export yet: the puzzle has no single known solution (" +
                      model_.play().uniqueness().message() + ").");
            return;
        }
        saveExport("sudolab-solution.txt", "text/plain", solutionText(*solution));
        return;
    }
    if (what != "trace" && what != "stats") {
        showError("Unknown export '" + what + "' (solution, board, trace or stats).");
        return;
    }
    // A single run, or every lane of a race that has one.
    std::vector<const TracedRun*> runs;
    if (model_.runs().current()) runs.push_back(model_.runs().current());
    for (const RaceLane& lane : model_.runs().race())
        if (lane.run) runs.push_back(lane.run.get());
    if (runs.empty()) {
        showError("Nothing to export yet: run or step a solver first (the " + what + " belongs to a run).");
        return;
    }
    const std::string name =
        model_.runs().mode() == Mode::Race ? std::string("race") : std::string(runs.front()->info().id);
    if (what == "trace") {
        saveExport("sudolab-trace-" + name + ".csv", "text/csv", traceCsv(runs));
        return;
    }
    const bool race = model_.runs().mode() == Mode::Race;
    saveExport("sudolab-stats-" + name + ".json", "application/json", statsJson(runs, race, link()));
}

void App::deliverFramePixels(int width, int height, const std::vector<std::uint8_t>& rgb) {
    boardPngPending_ = false;
    const auto it = layout_.find("board");
    if (it == layout_.end()) {
        showError("Could not export the board: it is not on screen.");
        return;
    }
    const LayoutRect& box = it->second;
    // Device pixels of the board (the layout is in CSS pixels).
    PixelRect rect{static_cast<int>(box.x * scale_), static_cast<int>(box.y * scale_),
                   static_cast<int>((box.x + box.width) * scale_), static_cast<int>((box.y + box.height) * scale_)};
    const std::vector<std::uint8_t> board = cropRgb(rgb, width, height, rect);
    const std::string png = encodePng(rect.x1 - rect.x0, rect.y1 - rect.y0, board);
    if (png.empty()) {
        showError("Could not encode the board as PNG.");
        return;
    }
    saveExport("sudolab-board.png", "image/png", png);
}

}  // namespace sudolab::app
