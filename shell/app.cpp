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
/// The example on the board when the page opens with no link and no saved game.
constexpr const char* kFirstPuzzle = "sabuncu1";
/// A frame drawn for a notice's expiry comes this much after it (the expiry compares strictly).
constexpr double kNoticeMarginSeconds = 0.01;

void pushBounded(std::vector<float>& samples, float value) {
    if (samples.size() >= kFrameSamples) samples.erase(samples.begin(), samples.begin() + kFrameSamples / 4);
    samples.push_back(value);
}

}  // namespace

App::App() {
    gInstance = this;
    // A first puzzle a new player can play: the easiest classic ("Medium no. 1"; AI Escargot, the extreme
    // one it replaced, is one pick away in the examples).
    if (!loadExample(kFirstPuzzle)) model_.setPuzzle(Grid(3), "empty");
    model_.messages().notice.clear();
    // The address bar keeps what the page was opened with until something changes.
    linkedRevision_ = model_.linkRevision();
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
    pushBounded(frameTimes_.runningAdvanceMs, lastAdvanceMs_);
}

TickState App::tickState() const {
    TickState state;
    state.work = model_.busy() || boardPngPending_;
    // The clock's next second is drawn only when its text is on screen (a phone scrolled down to the
    // settings, the lab's Play section closed: no frame a second); countUnshownClock keeps it counting.
    if (model_.clockRuns() && clockShown_) state.dueAt = model_.games().nextSecondAt();
    // The notice goes in the first frame after kNoticeSeconds (expireNotice).
    if (!model_.messages().notice.empty() && model_.messages().notice == shownNotice_)
        state.dueAt = std::min(state.dueAt, noticeSince_ + kNoticeSeconds + kNoticeMarginSeconds);
    return state;
}

void App::countUnshownClock(double now) {
    if (clockShown_ || !model_.clockRuns() || now - unshownClockKeptAt_ < 1) return;
    unshownClockKeptAt_ = now;
    model_.keepGame(now);
}

void App::expireNotice() {
    const double now = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    if (model_.messages().notice != shownNotice_) {
        shownNotice_ = model_.messages().notice;
        noticeSince_ = now;
    } else if (!model_.messages().notice.empty() && now - noticeSince_ > kNoticeSeconds) {
        model_.messages().notice.clear();
    }
}

void App::frame() {
    ++frameCount_;
    expireNotice();
    closePopupsOnEscape();
    // The first frame only draws: the page shows the board as soon as it can (the solution check and the
    // grade of the first puzzle, up to 12 ms of work, start on the next frame).
    const double advanceStart = steadySeconds();
    solverRanLastFrame_ = frameCount_ > 1 && model_.advanceFrame();
    lastAdvanceMs_ = static_cast<float>((steadySeconds() - advanceStart) * 1000);
    clockShown_ = false;  // drawGameLine says whether the clock's text is on screen in this frame
    drawUi();
    handleBoardKeys();
    model_.keepGame(steadySeconds());
    trackBoardChanges();
    noticeModelChanges();
    publishLink();
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
        switch (event.key) {
            case BoardKey::Left: model_.play().moveSelection(0, -1, event.extend); break;
            case BoardKey::Right: model_.play().moveSelection(0, 1, event.extend); break;
            case BoardKey::Up: model_.play().moveSelection(-1, 0, event.extend); break;
            case BoardKey::Down: model_.play().moveSelection(1, 0, event.extend); break;
            case BoardKey::Escape: model_.play().selectCell(-1); break;
            case BoardKey::Delete:
            case BoardKey::Backspace: model_.typeValue(0); break;
            case BoardKey::Character: typeCharacter(event.character); break;
            default: break;
        }
    }
}

void App::typeCharacter(char32_t character) {
    const Grid& puzzle = model_.play().puzzle();
    if (character > 127 || character == ' ') return;
    // Standard alphabet: 1-9 then A.. (case-insensitive) for 10..25; '0', '.' and '_' clear. With no
    // cell selected typeValue does nothing but pick the pen in colour mode.
    const int value = valueOfSymbol(static_cast<char>(character), puzzle.size(), displayAlphabet(puzzle));
    if (value >= 0) model_.typeValue(static_cast<Value>(value));
}

void App::noticeModelChanges() {
    if (model_.linkRevision() != linkedRevision_) linkDirty_ = true;
    linkedRevision_ = model_.linkRevision();
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
