// The app's views: the ImGui interface over the model (model/app_model.hpp: the puzzle and the player's
// board, the chosen algorithm with its parameters and seed, the run or race advanced a time slice per
// frame, the input, the saved games), plus what needs the page: share links, the address bar, exports,
// the layout and the frame times. The same class runs in the native window and in the browser;
// platform.hpp is its only link to either.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board_view.hpp"
#include "cost_plot.hpp"
#include "grid/grid.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"
#include "model/app_model.hpp"
#include "model/frame_pacer.hpp"
#include "model/grid_text.hpp"
#include "text/format.hpp"
#include "theme.hpp"
#include "touch_input.hpp"

namespace sudolab::app {

/// A rectangle in CSS pixels (device pixels / UI scale), for scripts and tests that click the canvas.
struct LayoutRect {
    float x = 0, y = 0, width = 0, height = 0;
};

/// Where the main board was drawn (device pixels), for gestures that arrive before it is drawn again.
struct BoardLayoutMemo {
    float x = 0, y = 0, side = 0;
    bool present = false;
};

/// A key or character for the board, in arrival order. ImGui 1.86 samples key state once per frame, so
/// a key pressed and released between two frames (fast typing, slow frames) would be lost; the main
/// loop's GLFW callbacks queue them here instead.
/// Shortcut keys (RunPause ... Help) are queued the same way (see app_play.cpp for the key map).
enum class BoardKey {
    Character, Left, Right, Up, Down, Delete, Backspace, Escape,
    Undo, Redo, RunPause, Step, Reset, Help, Mark, CentreMark, Hint, EntryModeCycle,
    Check, AutoFill, NewPuzzle, EditGivensToggle, ShareProgress, CopyLink
};
struct BoardInput {
    BoardKey key = BoardKey::Character;
    char32_t character = 0;
    Value value = 0;      ///< BoardKey::Mark, CentreMark: the pencil mark to toggle
    bool extend = false;  ///< arrows with Shift: the cells passed join the selection
};

/// What the page shows over the same board: the player's game (the page opens on it) or the solver lab
/// (runs, races, statistics, the cost trace).
enum class View { Play, Lab };

/// Frame timing, for the stats panel and the browser tests.
struct FrameTimes {
    std::vector<float> intervalsMs;  ///< time between successive frames (latest last, bounded)
    std::vector<float> workMs;       ///< time spent in a frame (solvers, UI, GL submission)
    std::vector<float> runningIntervalsMs;  ///< the same, only frames during which a solver ran
    std::vector<float> runningWorkMs;
    std::vector<float> runningAdvanceMs;  ///< of that, the model's work (solver slice, check, grade)
};

class App {
public:
    App();
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;
    /// The live app (set by the constructor), for the platform glue and the JS bindings.
    static App* instance();

    /// One frame: advances the running solver(s) for the frame budget, then builds the UI. Call between
    /// ImGui::NewFrame() and ImGui::Render().
    void frame();
    /// Fonts of the current atlas and the UI scale (device pixels per CSS pixel).
    void setFonts(const Fonts& fonts, float scale);
    /// Records one frame's timing (called by the main loop); `solverRan` says whether a solver ran in it.
    void recordFrameTime(float intervalMs, float workMs, bool solverRan);
    /// Queues a key or character for the board (handled in the next frame unless a text field has focus).
    void queueBoardInput(BoardInput input);
    /// Whether the main loop draws at a tick (the app draws only when something can have changed).
    FramePacer& pacer() { return pacer_; }
    const FramePacer& pacer() const { return pacer_; }
    /// What the app itself says about the next tick: work under way (the model's, a board PNG waiting for
    /// its pixels) and when a shown text changes by the clock (the game clock, a notice's expiry).
    TickState tickState() const;
    /// At a tick that draws nothing: keeps the game clock counting while its text is not on screen (no
    /// frame is drawn for it then; the keeper is told the time at least once a second).
    void countUnshownClock(double now);
    /// Forgets the recorded frame times (to measure one phase, e.g. a run on a large puzzle).
    void resetFrameTimes() { frameTimes_ = {}; }

    // ---- commands: buttons, keyboard, the JS API and the command line all go through these ----
    /// Restores the state a link describes (a share fragment, or an address with one or with a SudokuWiki
    /// board; resolveSharedLink); on error keeps the current state, sets lastError, puts the kept state's
    /// link back in the address bar and returns false.
    bool openLink(std::string_view text);
    /// The share fragment of the current state (without '#').
    std::string link() const;
    /// The current state as a share link's fields (link() encodes them; progressLink adds the progress).
    SharedState linkState() const;
    /// Reads puzzles in any format the core reads and shows the first; errors carry line and column.
    bool loadPuzzleText(std::string_view text, std::string_view source);
    /// Loads an embedded example by name ("aiescargot", "inst25x25_45_0").
    bool loadExample(std::string_view name);
    /// Text from the clipboard (see platform::requestClipboardText): loaded as a puzzle.
    void receivePastedText(std::string text);
    /// Puts the full share link on the clipboard.
    void copyLink();
    /// Shows an error in the banner (and in appState().lastError).
    void showError(std::string message);
    /// After an unexpected exception escaped a frame: stops the runs and says what happened, so the
    /// page stays usable.
    void recover(const std::string& what);

    // ---- the opening (app_opening.cpp): play or the lab, new games, the daily puzzle ----
    View view() const { return view_; }
    /// Shows the player's game or the solver lab (the puzzle and the player's board stay).
    void setView(View view);
    /// Starts making a fresh unique puzzle of `grade` (a new seed from the clock at every press).
    void newGame(DifficultyGrade grade);
    /// Opens the daily puzzle of the UTC date of the wall clock (made, or resumed if played before).
    void openDaily();
    /// Called when the page opened on the saved game (no link): the puzzle's title says so.
    void noteResumedAtLoad();
    /// The difficulty picked for New game.
    DifficultyGrade pickedGrade() const { return pickedGrade_; }

    // ---- play mode: the commands are the model's (model().typeValue, undo, hintPressed, ...) ----
    void setPencilMode(bool on) { model_.play().setPencilMode(on); }
    void setEditGivens(bool on) { model_.play().setEditGivens(on); }
    /// Toggles the keyboard help overlay.
    void toggleHelp() { showHelp_ = !showHelp_; }
    /// Downloads (browser) or writes (native) an export: "solution" (text), "board" (PNG), "trace"
    /// (CSV), "stats" (JSON).
    void exportFile(const std::string& what);
    /// Called by the main loop after rendering a frame in which a board PNG was requested: the frame's
    /// pixels (RGB, top row first, device pixels).
    void deliverFramePixels(int width, int height, const std::vector<std::uint8_t>& rgb);
    /// True if the main loop should hand over this frame's pixels (see deliverFramePixels).
    bool wantsFramePixels() const { return boardPngPending_; }

    // ---- saved games (model/game_keeper.hpp, over the platform's storage) and progress links ----
    /// The recent games that can be read (at most GameKeeper::kMaxRecentGames).
    std::vector<RecentGame> recentGames() const { return model_.games().recentGames(); }
    /// The share fragment with the player's entries and pencil marks (g=).
    std::string progressLink() const;
    /// Puts the progress link on the clipboard.
    void copyProgressLink();
    /// The browser's Back was pressed (the page stays; see web/pre.js): says so.
    void backPressed() {
        model_.messages().notice = "Back keeps you here: your game stays on this page (Undo takes back a move).";
    }
    /// Time spent on this puzzle's game (seconds; paused while a solver's board is on show).
    double secondsPlayed() const { return model_.games().secondsPlayed(); }
    /// True once the player filled the board and every entry matches the solution.
    bool playerSolved() const { return model_.games().playerSolved(); }
    /// Grows whenever what the hidden DOM grid shows changes (a cell's name, the selection, the puzzle, pencil mode),
    /// so the page's script re-reads cellNames() only then (app_a11y.cpp).
    std::uint64_t boardRevision() const { return boardRevision_; }
    /// The screen-reader name of every cell of the player's board, row by row (cell_labels.hpp).
    std::vector<std::string> cellNames() const;
    /// Why the game is not being saved ("" while saving works).
    const std::string& storageProblem() const { return model_.games().storageProblem(); }

    /// The model (shell/model/): the puzzle and the player's board, the solver runs, the input, the
    /// saved games; commands that need no view go to it directly.
    const AppModel& model() const { return model_; }
    AppModel& model() { return model_; }
    /// Selects a cell (-1: none).
    void selectCell(int cell) { model_.play().selectCell(cell); }
    const PlayBoard& play() const { return model_.play().board(); }
    /// The hint on show and the puzzle's grade.
    const HintAssistant& hints() const { return model_.play().hints(); }
    bool pencilMode() const { return model_.play().pencilMode(); }
    bool editGivens() const { return model_.play().editGivens(); }
    bool helpShown() const { return showHelp_; }
    const std::vector<int>& wrongCells() const { return model_.play().wrongCells(); }
    const std::string& checkMessage() const { return model_.play().checkMessage(); }
    /// The load-time solution check of the current puzzle.
    const UniquenessCheck* uniqueness() const { return &model_.play().uniqueness(); }
    /// File name of the latest export ("" before any).
    const std::string& lastExportName() const { return lastExportName_; }

    // ---- state, for the JS appState() and tests ----
    const Grid& puzzle() const { return model_.play().puzzle(); }
    const std::string& puzzleSource() const { return model_.play().source(); }
    const std::string& algorithm() const { return model_.runs().algorithm(); }
    const ParamSet& params() const { return model_.runs().params(); }
    std::uint64_t seed() const { return model_.runs().seed(); }
    Mode mode() const { return model_.runs().mode(); }
    bool running() const { return model_.runs().running(); }
    using RunPhase = app::RunPhase;
    RunPhase runPhase() const { return model_.runs().phase(); }
    /// The phase in words (RunSession::statusText).
    std::string statusText() const { return model_.runs().statusText(); }
    const TracedRun* currentRun() const { return model_.runs().current(); }
    const std::vector<RaceLane>& race() const { return model_.runs().race(); }
    const std::vector<std::string>& raceEntrants() const { return model_.runs().raceEntrants(); }
    const std::string& lastError() const { return model_.messages().error; }
    const std::string& notice() const { return model_.messages().notice; }
    int selectedCell() const { return model_.play().selectedCell(); }
    double frameBudgetMs() const { return model_.runs().frameBudgetMs(); }
    /// Work units per frame in slow motion, 0 when running on the time budget.
    std::uint64_t unitsPerFrame() const { return model_.runs().unitsPerFrame(); }
    std::uint64_t stepSize() const { return model_.runs().stepSize(); }
    const FrameTimes& frameTimes() const { return frameTimes_; }
    /// True if the latest frame advanced a solver.
    bool solverRanLastFrame() const { return solverRanLastFrame_; }
    /// Widget rectangles of the last frame in CSS pixels ("board", "run", "step", "copy-link", ...).
    const std::map<std::string, LayoutRect>& layout() const { return layout_; }
    std::uint64_t frameCount() const { return frameCount_; }

private:
    /// True if the single run or a race lane has solved the puzzle (its solution checked by the driver).
    bool aRunSolved() const { return model_.runs().solved(); }
    /// Marks the share link for the address bar when the puzzle or the run's definition changed.
    void noticeModelChanges();
    /// Loads a pasted share or SudokuWiki link; false + lastError if it cannot be read exactly.
    bool openPastedLink(std::string_view text);
    /// openLink without touching the address bar on error.
    bool applyLink(std::string_view text);
    /// Installs a resolved (already checked) link: a share link's whole state, or a SudokuWiki board.
    void installLink(const ResolvedLink& link);
    /// A SudokuWiki board: its puzzle, with its solved cells and candidates as undoable entries and marks.
    void installBoard(const ResolvedLink& link);
    bool handleShortcut(const BoardInput& event);
    void saveExport(const std::string& name, const std::string& mime, const std::string& bytes);
    void drawPlayControls();
    /// The entry modes beside the digit pad: digit, corner mark, centre mark, colour (Space cycles).
    void drawEntryModes(float width);
    /// The player's settings (show mistakes, conflicts, auto-remove marks, highlights), remembered.
    void drawPlaySettings();
    /// A press on the board starts a selection (Ctrl/Cmd adds to it); dragging adds the cells passed.
    void selectWithMouse(const BoardResult& board);
    /// In colour mode, a press on a pencil mark paints that candidate with the pen (and selects its
    /// cell); false when the press is not on a mark.
    bool colourMarkUnder(const BoardResult& board, ImVec2 point);
    /// A finger dragged over the unzoomed board selects the cells it passes.
    void selectWithFinger(const GestureFrame& gesture);
    void drawGameLine();
    void drawRecentGames();
    void drawHintBar();
    void drawLegend(const Snapshot* snapshot);
    void drawHelpOverlay();
    void drawSolvability();
    void drawExportButtons();
    void discardRuns() { model_.runs().discard(); }
    void handleBoardKeys();
    /// A typed character on the selected cell: a value in the puzzle's alphabet, or a clear.
    void typeCharacter(char32_t character);
    void noteWidget(const std::string& name);
    void publishLink();

    // The opening (app_opening.cpp)
    void drawPlayDesktopUi();
    /// The play view's main column (desktop): title, board and legend, the pad and play buttons beside.
    void drawPlayDesktopMain();
    /// The play sidebar's sections, desktop and phone: your own puzzle (closed at first), settings, export.
    void drawPlaySections();
    void drawPlayPhoneUi();
    /// New game (difficulty, daily puzzle), the graded examples, recent games.
    void drawNewGamePanel();
    void drawMakingProgress();
    void drawGradedExamples();
    /// "Watch solvers" and "Race solvers": the lab over the same board.
    void drawLabButtons();
    /// The puzzle's name and grade in a player's words.
    void drawPuzzleTitle();
    View view_ = View::Play;
    /// The one-column layout starts the next view at its top (a tap on "Race solvers" far down the game's
    /// column opened the lab scrolled to its run controls, the lanes out of sight above).
    bool scrollToTop_ = false;
    std::string resumedKey_;  ///< the saved game the page resumed at load ("" if none)
    DifficultyGrade pickedGrade_ = DifficultyGrade::Medium;

    // UI (app_panels.cpp, app_race.cpp)
    void drawUi();
    void drawDesktopUi();
    /// The desktop frame of both views: the root window, the sidebar (`sidebar` draws its content), the
    /// main column under the message strip (`main`), the error banner over it.
    void drawDesktopFrame(const std::function<void()>& sidebar, const std::function<void()>& main);
    void drawPhoneUi();
    /// After a change of view, scrolls the one-column layout's window (the current one) to its top.
    void startAtTop();
    void drawSidebar();
    void drawTitleAndMode();
    /// The player's settings (show mistakes, highlights, ...) as a collapsing section: in the lab and in play.
    void drawSettingsSection();
    void drawSettingsPanels();
    void drawBoardToolbar();
    void drawMainBoard(float side);
    /// The main board of the one-column layouts, `side` wide and centred in a column `width` wide (on a
    /// tablet held upright the board is narrower than the column: left-aligned it left a band at the right).
    void drawCentredBoard(float side, float width);
    void drawBoardLegend();
    void drawTracePlot(ImVec2 size);
    void applyTouchDrag();
    void zoomBoard(float factor, ImVec2 focus);
    void drawRunControls();
    void drawSpeedControls(float width);
    void drawDigitPad(float width);
    /// The button colours of colour key `colour` (pop three style colours after the button).
    void pushColourKey(int colour);
    void closePopupsOnEscape();
    void drawPuzzlePanel();
    void drawLabExamples();
    void drawPasteAndGenerate();
    void drawAlgorithmPanel();
    void drawRaceEntrants();
    /// One parameter's control; greyed out (not editable) while `rules` make it inapplicable.
    void drawParamWidget(const ParamSpec& spec, const ParamSet& params, std::span<const ParamRule> rules);
    void drawMessageStrip();
    void drawErrorBanner(ImVec2 at, float width);
    void drawSingleMain();
    void drawStats(const TracedRun* run);
    void drawRaceMain();
    /// The lanes' boards in a grid of `height` (<= 0: as tall as they need, on a page that scrolls);
    /// false (and a hint) when there is no lane.
    bool drawRaceLanes(float height);
    /// One lane: a column `width` wide whose title (name and status, wrapped at that width) takes
    /// `titleHeight`, over a board of side `side` (at most `width`).
    void drawRaceLane(const RaceLane& lane, int index, float width, float side, float titleHeight);
    void drawRaceViewOptions();
    /// The runs' best-cost traces for the race's plot.
    std::vector<PlotSeries> raceSeries() const;
    void drawRaceTraceAndTable();
    /// The race on a phone: lanes, options, plot and standings one under another, `width` wide.
    void drawRacePhone(float width);
    void drawRaceTable();

    // The model (shell/model/): the views below read it and send it commands.
    AppModel model_{platformStorage()};
    /// The model's link revision the address bar last followed (see noticeModelChanges).
    std::uint64_t linkedRevision_ = 0;
    /// A notice ("Opened a shared link.") says what just happened, so it goes after kNoticeSeconds
    /// (it stayed for good before); errors stay until the next action.
    static constexpr double kNoticeSeconds = 8;
    std::string shownNotice_;
    double noticeSince_ = 0;
    void expireNotice();

    // View options
    PlotOptions plotOptions_;
    bool showHeat_ = true;
    bool showMoves_ = true;
    float boardZoom_ = 1;  ///< main board: 1 = whole grid
    ImVec2 boardPan_;      ///< top-left of the shown part, as a fraction of the grid's side
    BoardLayoutMemo lastBoard_;  ///< where the main board was drawn in the previous frame (for gestures)
    bool mouseSelecting_ = false;  ///< a mouse press on the (unzoomed) board is selecting cells as it moves
    ImVec2 touchSelectStart_{-1, -1};  ///< where the finger selecting cells on the board went down
    ImVec2 dragDecidedAt_{-1, -1};     ///< where the drag whose role is decided went down
    bool dragOnBoard_ = false;         ///< that drag started on the board (decided once: the board moves as it scrolls)
    bool phone_ = false;   ///< the narrow one-column layout

    Fonts fonts_;
    float scale_ = 1;
    std::map<std::string, LayoutRect> layout_;
    FrameTimes frameTimes_;
    FramePacer pacer_;
    std::uint64_t frameCount_ = 0;
    bool solverRanLastFrame_ = false;
    float lastAdvanceMs_ = 0;  ///< the model's work in the latest frame (AppModel::advanceFrame)
    bool clockShown_ = false;  ///< the game clock's text was on screen in the latest frame
    double unshownClockKeptAt_ = 0;  ///< when countUnshownClock last told the keeper the time
    std::vector<BoardInput> boardInput_;
    bool linkDirty_ = false;
    std::string publishedLink_;

    // Play mode (app_play.cpp)
    bool showHelp_ = false;
    bool boardPngPending_ = false;
    std::string lastExportName_;

    // Saved games (app_save.cpp)
    /// The platform's storage for the game keeper.
    static GameStorage& platformStorage();

    // The hidden DOM grid (app_a11y.cpp)
    /// Once a frame: bumps boardRevision_ when the cells, the wrong marks, the selection or the givens changed.
    void trackBoardChanges();
    struct MirroredBoard {
        Grid puzzle;
        std::vector<PlayCell> cells;
        std::vector<int> wrong;
        int selected = -1;
        bool pencil = false;
        bool operator==(const MirroredBoard&) const = default;
    };
    MirroredBoard mirrored_;
    std::uint64_t boardRevision_ = 0;
};

}  // namespace sudolab::app
