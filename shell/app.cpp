// App: construction, the per-frame driver (solver time slices, UI, board keys, address bar).
#include "app.hpp"

#include <algorithm>
#include <chrono>

#include "imgui_internal.h"  // closing popups
#include "platform.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

App* gInstance = nullptr;
constexpr std::size_t kFrameSamples = 1200;

void pushBounded(std::vector<float>& samples, float value) {
    if (samples.size() >= kFrameSamples) samples.erase(samples.begin(), samples.begin() + kFrameSamples / 4);
    samples.push_back(value);
}

}  // namespace

App::App() {
    gInstance = this;
    algorithm_ = defaultAlgorithm();
    paramsFor(algorithm_);
    for (const SolverInfo& info : solverRegistry())
        if (raceIds_.size() < kMaxRaceEntrants) raceIds_.emplace_back(info.id);
    // The best-known hard 9x9 puzzle as the first thing on the board.
    if (!loadExample("aiescargot")) setPuzzle(Grid(3), "empty");
    notice_.clear();
    linkDirty_ = false;
}

App::~App() {
    if (gInstance == this) gInstance = nullptr;
}

App* App::instance() { return gInstance; }

void App::setFonts(const Fonts& fonts, float scale) {
    fonts_ = fonts;
    scale_ = scale > 0 ? scale : 1;
}

void App::recordFrameTime(float intervalMs, float workMs, bool solverRan) {
    pushBounded(frameTimes_.intervalsMs, intervalMs);
    pushBounded(frameTimes_.workMs, workMs);
    if (!solverRan) return;
    pushBounded(frameTimes_.runningIntervalsMs, intervalMs);
    pushBounded(frameTimes_.runningWorkMs, workMs);
}

void App::expireNotice() {
    const double now = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    if (notice_ != shownNotice_) {
        shownNotice_ = notice_;
        noticeSince_ = now;
    } else if (!notice_.empty() && now - noticeSince_ > kNoticeSeconds) {
        notice_.clear();
    }
}

void App::frame() {
    ++frameCount_;
    expireNotice();
    closePopupsOnEscape();
    advanceUniqueness();
    hints_.advanceGrade();
    advanceSolvers();
    drawUi();
    handleBoardKeys();
    keepGame();
    trackBoardChanges();
    publishLink();
}

void App::advanceSolvers() {
    solverRanLastFrame_ = running_;
    if (!running_) return;
    const double budget = frameBudgetMs_ / 1000.0;
    if (mode_ == Mode::Single) {
        if (!run_ || run_->finished()) {
            running_ = false;
            return;
        }
        if (unitsPerFrame_ > 0) {
            run_->stepUnits(unitsPerFrame_);
        } else {
            run_->advance(budget);
        }
        if (run_->finished()) running_ = false;
        return;
    }
    std::vector<TracedRun*> active;
    for (RaceLane& lane : race_)
        if (lane.run && !lane.run->finished()) active.push_back(lane.run.get());
    if (active.empty()) {
        running_ = false;
        return;
    }
    if (unitsPerFrame_ > 0) {
        // Slow motion races in work units: every lane does the same number per frame.
        for (TracedRun* run : active) run->stepUnits(unitsPerFrame_);
        return;
    }
    // Equal wall-clock shares; the lane that goes first rotates so no one always gets the warm cache.
    const double share = budget / static_cast<double>(active.size());
    for (std::size_t k = 0; k < active.size(); ++k) active[(raceTurn_ + k) % active.size()]->advance(share);
    ++raceTurn_;
}

void App::closePopupsOnEscape() {
    // ImGui 1.86 closes popups on Escape only with keyboard navigation on, which would also take the
    // arrow keys from the board: close an open dropdown here and keep that Escape from the board.
    const auto escape = std::find_if(boardInput_.begin(), boardInput_.end(),
                                     [](const BoardInput& input) { return input.key == BoardKey::Escape; });
    if (escape == boardInput_.end() || GImGui->OpenPopupStack.Size == 0) return;
    ImGui::ClosePopupToLevel(0, true);
    boardInput_.erase(escape);
}

void App::queueBoardInput(BoardInput input) {
    if (boardInput_.size() < 256) boardInput_.push_back(input);
}

void App::handleBoardKeys() {
    std::vector<BoardInput> input;
    input.swap(boardInput_);
    // A focused text field (paste box, parameter) owns the keyboard.
    if (ImGui::GetIO().WantTextInput) return;
    for (std::size_t i = 0; i < input.size(); ++i) {
        const BoardInput& event = input[i];
        // Shift+digit toggles a mark, unless Shift is how the keyboard types digits (AZERTY: the
        // key's character is the digit itself): then it is an entry, and no mark hides under it.
        if (event.key == BoardKey::Mark && i + 1 < input.size() && input[i + 1].key == BoardKey::Character &&
            input[i + 1].character == static_cast<char32_t>('0' + event.value))
            continue;
        if (handleShortcut(event)) continue;
        const bool arrow = event.key == BoardKey::Left || event.key == BoardKey::Right || event.key == BoardKey::Up ||
                           event.key == BoardKey::Down;
        // After Escape an arrow brings the selection back at r1c1.
        if (arrow && selectedCell_ < 0) {
            selectCell(0);
            continue;
        }
        if (selectedCell_ < 0 || selectedCell_ >= puzzle_.cellCount()) continue;
        const Geometry& geometry = puzzle_.geometry();
        const int n = puzzle_.size();
        const int row = geometry.rowOf(selectedCell_);
        const int column = geometry.columnOf(selectedCell_);
        switch (event.key) {
            case BoardKey::Left: selectCell(geometry.cellAt(row, std::max(0, column - 1))); break;
            case BoardKey::Right: selectCell(geometry.cellAt(row, std::min(n - 1, column + 1))); break;
            case BoardKey::Up: selectCell(geometry.cellAt(std::max(0, row - 1), column)); break;
            case BoardKey::Down: selectCell(geometry.cellAt(std::min(n - 1, row + 1), column)); break;
            case BoardKey::Escape: selectCell(-1); break;
            case BoardKey::Delete:
            case BoardKey::Backspace: typeValue(0); break;
            case BoardKey::Character: {
                if (event.character > 127 || event.character == ' ') break;
                // Standard alphabet: 1-9 then A.. (case-insensitive) for 10..25; '0', '.' and '_' clear.
                const int value = valueOfSymbol(static_cast<char>(event.character), n, displayAlphabet(puzzle_));
                if (value >= 0) typeValue(static_cast<Value>(value));
                break;
            }
            default: break;
        }
    }
}

void App::noteWidget(const std::string& name) {
    const ImVec2 min = ImGui::GetItemRectMin();
    const ImVec2 max = ImGui::GetItemRectMax();
    layout_[name] = {min.x / scale_, min.y / scale_, (max.x - min.x) / scale_, (max.y - min.y) / scale_};
}

void App::publishLink() {
    // The address bar follows the state once the user (or a link) changed something; a broken link in
    // the address bar is left alone so it can be read and fixed.
    if (!linkDirty_) return;
    linkDirty_ = false;
    std::string fragment = link();
    if (fragment == publishedLink_) return;
    publishedLink_ = std::move(fragment);
    platform::setFragment(publishedLink_);
}

}  // namespace sudolab::app
