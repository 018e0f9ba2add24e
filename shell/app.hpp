// The app: the puzzle being edited, the chosen algorithm with its parameters and seed, the run (or the
// race of several runs) advanced a time slice per frame, and the ImGui interface around them. The same
// class runs in the native window and in the browser; platform.hpp is its only link to either.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cost_plot.hpp"
#include "grid/grid.hpp"
#include "hint_assistant.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"
#include "play/play_board.hpp"
#include "play_save.hpp"
#include "run/params.hpp"
#include "search/uniqueness.hpp"
#include "solver_run.hpp"
#include "text/format.hpp"
#include "theme.hpp"

namespace sudolab::app {

enum class Mode { Single, Race };

/// The algorithm selected on start and for links that name none.
std::string defaultAlgorithm();

/// The alphabet the app shows and reads a grid in: the standard one (1-9, A-Z) spells 35 values, so
/// 36x36 grids use the zero-based one (0-9, A-Z) and 49x49 / 64x64 the wide one (1-9, A-Z, a-z, @ $ &).
Alphabet displayAlphabet(const Grid& grid);
/// One-line text of a grid in its display alphabet.
std::string lineText(const Grid& grid);

/// A time played as "m:ss" (or "h:mm:ss").
std::string playTimeText(double seconds);

/// A rectangle in CSS pixels (device pixels / UI scale), for scripts and tests that click the canvas.
struct LayoutRect {
    float x = 0, y = 0, width = 0, height = 0;
};

/// Where the main board was drawn (device pixels), for gestures that arrive before it is drawn again.
struct BoardLayoutMemo {
    float x = 0, y = 0, side = 0;
    bool present = false;
};

/// One solver of a race.
struct RaceLane {
    std::string id;
    std::unique_ptr<TracedRun> run;  ///< null if the solver rejected the puzzle
    std::string error;
};

/// A key or character for the board, in arrival order. ImGui 1.86 samples key state once per frame, so
/// a key pressed and released between two frames (fast typing, slow frames) would be lost; the main
/// loop's GLFW callbacks queue them here instead.
/// Shortcut keys (RunPause ... Help) are queued the same way (see app_play.cpp for the key map).
enum class BoardKey {
    Character, Left, Right, Up, Down, Delete, Backspace, Escape,
    Undo, Redo, RunPause, Step, Reset, Help, Mark, Hint, PencilToggle,
    Check, AutoFill, NewPuzzle, EditGivensToggle, ShareProgress, CopyLink
};
struct BoardInput {
    BoardKey key = BoardKey::Character;
    char32_t character = 0;
    Value value = 0;  ///< BoardKey::Mark: the pencil mark to toggle
};

/// Frame timing, for the stats panel and the browser tests.
struct FrameTimes {
    std::vector<float> intervalsMs;  ///< time between successive frames (latest last, bounded)
    std::vector<float> workMs;       ///< time spent in a frame (solvers, UI, GL submission)
    std::vector<float> runningIntervalsMs;  ///< the same, only frames during which a solver ran
    std::vector<float> runningWorkMs;
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
    /// Generates a puzzle with the generator settings of the Puzzle panel, then moves to the next seed
    /// so that the next press gives another puzzle.
    bool generatePuzzle();
    /// The Clear button: an empty board of the same size whose typed values are givens (edit givens on);
    /// one undo step brings the puzzle and the player's board back.
    void clearPuzzle();
    /// Replaces the puzzle (its non-empty cells become givens) and discards any run.
    void setPuzzle(const Grid& puzzle, std::string source);
    /// Selects the algorithm by registry id.
    bool selectAlgorithm(std::string_view id);
    /// Sets a parameter of the selected algorithm from text; false + lastError if rejected.
    bool setParam(std::string_view name, std::string_view text);
    /// Puts the selected algorithm's parameters back to their defaults.
    void resetParams();
    void setSeed(std::uint64_t seed);
    void setMode(Mode mode);
    /// The solvers of a race (registry ids, at most kMaxRaceEntrants; unknown ids are an error).
    bool setRaceEntrants(const std::vector<std::string>& ids);
    void run();
    void pause();
    /// Does `stepSize` work units on the run(s), creating them first if needed.
    void step();
    /// Discards the run(s): the board shows the puzzle again.
    void resetRun();
    /// Solver time per frame (leaves slow motion).
    void setFrameBudgetMs(double ms);
    /// Slow motion: exactly `units` work units per frame while running (0: back to the time budget).
    void setUnitsPerFrame(std::uint64_t units);
    void setStepSize(std::uint64_t units);
    /// Sets (value > 0) or clears (0) a given of the puzzle, as typing on the board does.
    void editCell(int cell, Value value);
    void selectCell(int cell);
    /// Text from the clipboard (see platform::requestClipboardText): loaded as a puzzle.
    void receivePastedText(std::string text);
    /// Puts the full share link on the clipboard.
    void copyLink();
    /// Shows an error in the banner (and in appState().lastError).
    void showError(std::string message);
    /// After an unexpected exception escaped a frame: stops the runs and says what happened, so the
    /// page stays usable.
    void recover(const std::string& what);

    // ---- play mode (app_play.cpp): the player's entries and pencil marks over the puzzle ----
    /// Types a value (0 clears) in the selected cell: an entry, a pencil mark in pencil mode, or a given
    /// while "edit givens" is on.
    void typeValue(Value value);
    /// Toggles a pencil mark of the selected cell.
    void toggleMark(Value value);
    /// Undoes the latest action: the player's entry or mark, or else an edit of the givens.
    void undo();
    /// Re-applies the latest undone action (of the player's board first, then of the givens).
    void redo();
    bool canUndo() const { return play_.canUndo() || !givenUndo_.empty(); }
    bool canRedo() const { return play_.canRedo() || !givenRedo_.empty(); }
    /// Gives every open cell the candidates its peers allow (one undo step).
    void autoFillMarks();
    /// Compares the entries with the puzzle's solution and marks the wrong ones.
    void checkEntries();
    void setPencilMode(bool on) { pencilMode_ = on; }
    void setEditGivens(bool on) { editGivens_ = on; }
    /// The Hint button (F2): shows the next step on the player's board; pressed again on the same board,
    /// applies it (app_hint.cpp).
    void hintPressed();
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

    // ---- saved games (app_save.cpp): every change kept in the browser's storage, resumed on load ----
    /// Once a frame: advances the time played, notices a completed board, saves the game when it
    /// changed, and resumes a puzzle's saved game when a puzzle with an empty board is loaded.
    void keepGame();
    /// Opens the most recently saved game; false (nothing changed) when there is none.
    bool resumeLatestGame();
    /// A game of the list of recent games (newest first).
    struct RecentGame {
        std::string key;
        SavedGame game;
    };
    /// The recent games that can be read (at most kMaxRecentGames).
    std::vector<RecentGame> recentGames() const;
    /// Opens a recent game by its key; false + lastError if it cannot be read.
    bool openRecentGame(const std::string& key);
    /// The share fragment with the player's entries and pencil marks (g=).
    std::string progressLink() const;
    /// Puts the progress link on the clipboard.
    void copyProgressLink();
    /// The browser's Back was pressed (the page stays; see web/pre.js): says so.
    void backPressed() { notice_ = "Back keeps you here: your game stays on this page (Undo takes back a move)."; }
    /// Time spent on this puzzle's game (seconds; paused while a solver's board is on show).
    double secondsPlayed() const { return secondsPlayed_; }
    /// True once the player filled the board and every entry matches the solution.
    bool playerSolved() const { return playerSolved_; }
    /// Grows whenever what the hidden DOM grid shows changes (a cell's name, the selection, the puzzle, pencil mode),
    /// so the page's script re-reads cellNames() only then (app_a11y.cpp).
    std::uint64_t boardRevision() const { return boardRevision_; }
    /// The screen-reader name of every cell of the player's board, row by row (cell_labels.hpp).
    std::vector<std::string> cellNames() const;
    /// Why the game is not being saved ("" while saving works).
    const std::string& storageProblem() const { return storageProblem_; }

    const PlayBoard& play() const { return play_; }
    /// The hint on show and the puzzle's grade.
    const HintAssistant& hints() const { return hints_; }
    bool pencilMode() const { return pencilMode_; }
    bool editGivens() const { return editGivens_; }
    bool helpShown() const { return showHelp_; }
    const std::vector<int>& wrongCells() const { return wrongCells_; }
    const std::string& checkMessage() const { return checkMessage_; }
    /// The load-time solution check of the current puzzle (null only before the first puzzle).
    const UniquenessCheck* uniqueness() const { return uniqueness_.get(); }
    /// File name of the latest export ("" before any).
    const std::string& lastExportName() const { return lastExportName_; }

    // ---- state, for the JS appState() and tests ----
    const Grid& puzzle() const { return puzzle_; }
    const std::string& puzzleSource() const { return puzzleSource_; }
    const std::string& algorithm() const { return algorithm_; }
    const ParamSet& params() const;
    std::uint64_t seed() const { return seed_; }
    Mode mode() const { return mode_; }
    bool running() const { return running_; }
    /// Where the run (or race) is: the UI decides on this, never on the text.
    enum class RunPhase { Idle, Running, Paused, Ended, RaceFinished };
    RunPhase runPhase() const;
    /// The phase in words: "idle", "running", "paused", the single run's outcomeName() once it ended
    /// ("solved", "failed", "gave up", ...), "finished" once every lane of a race ended.
    std::string statusText() const;
    const TracedRun* currentRun() const { return run_.get(); }
    const std::vector<RaceLane>& race() const { return race_; }
    const std::vector<std::string>& raceEntrants() const { return raceIds_; }
    const std::string& lastError() const { return lastError_; }
    const std::string& notice() const { return notice_; }
    int selectedCell() const { return selectedCell_; }
    double frameBudgetMs() const { return frameBudgetMs_; }
    /// Work units per frame in slow motion, 0 when running on the time budget.
    std::uint64_t unitsPerFrame() const { return unitsPerFrame_; }
    std::uint64_t stepSize() const { return stepSize_; }
    const FrameTimes& frameTimes() const { return frameTimes_; }
    /// True if the latest frame advanced a solver.
    bool solverRanLastFrame() const { return solverRanLastFrame_; }
    /// Widget rectangles of the last frame in CSS pixels ("board", "run", "step", "copy-link", ...).
    const std::map<std::string, LayoutRect>& layout() const { return layout_; }
    std::uint64_t frameCount() const { return frameCount_; }

private:
    /// Resets the play board and restarts the solution check; called whenever the givens change.
    void puzzleChanged();
    /// Advances the solution check by a few milliseconds of work (every frame until it is done).
    void advanceUniqueness();
    /// Stops a run of a non-exact solver once the check proved that there is no solution.
    void stopHopelessRuns();
    /// The puzzle's solution if one is known (a solved run or a unique check), else null.
    const Grid* knownSolution() const;
    /// True if the single run or a race lane has solved the puzzle (its solution checked by the driver).
    bool aRunSolved() const;
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
    void drawGameLine();
    void drawRecentGames();
    void drawHintBar();
    void drawLegend(const Snapshot* snapshot);
    void drawHelpOverlay();
    void drawSolvability();
    void drawExportButtons();
    ParamSet& paramsFor(std::string_view id);
    void discardRuns();
    void advanceSolvers();
    bool ensureRuns();
    void handleBoardKeys();
    void noteWidget(const std::string& name);
    void publishLink();

    // UI (app_panels.cpp, app_race.cpp)
    void drawUi();
    void drawDesktopUi();
    void drawPhoneUi();
    void drawSidebar();
    void drawTitleAndMode();
    void drawSettingsPanels();
    void drawBoardToolbar();
    void drawMainBoard(float side);
    void drawBoardLegend();
    void drawTracePlot(ImVec2 size);
    void applyTouchDrag();
    void zoomBoard(float factor, ImVec2 focus);
    void drawRunControls();
    void drawSpeedControls(float width);
    void drawDigitPad(float width);
    void closePopupsOnEscape();
    void drawPuzzlePanel();
    void drawAlgorithmPanel();
    void drawRaceEntrants();
    /// One parameter's control; greyed out (not editable) while `rules` make it inapplicable.
    void drawParamWidget(const ParamSpec& spec, ParamSet& params, std::span<const ParamRule> rules);
    void drawMessageStrip();
    void drawErrorBanner(ImVec2 at, float width);
    void drawSingleMain();
    void drawStats(const TracedRun* run);
    void drawRaceMain();
    /// The lanes' boards in a grid of `height`; false (and a hint) when there is no lane.
    bool drawRaceLanes(float height);
    void drawRaceLane(const RaceLane& lane, int index, float width);
    void drawRaceViewOptions();
    void drawRaceTraceAndTable();
    void drawRaceTable();

    Grid puzzle_;
    std::string puzzleSource_;
    std::string algorithm_;
    std::map<std::string, ParamSet, std::less<>> params_;
    std::uint64_t seed_ = 1;
    Mode mode_ = Mode::Single;
    std::vector<std::string> raceIds_;

    std::unique_ptr<TracedRun> run_;
    std::vector<RaceLane> race_;
    bool running_ = false;
    std::size_t raceTurn_ = 0;

    double frameBudgetMs_ = 8;
    std::uint64_t unitsPerFrame_ = 0;
    std::uint64_t stepSize_ = 1;
    int selectedCell_ = 0;  ///< r1c1 at start, so the keyboard works before any click
    std::string lastError_;
    std::string notice_;
    /// A notice ("Opened a shared link.") says what just happened, so it goes after kNoticeSeconds
    /// (it stayed for good before); errors stay until the next action.
    static constexpr double kNoticeSeconds = 8;
    std::string shownNotice_;
    double noticeSince_ = 0;
    void expireNotice();

    // Puzzle panel inputs
    std::string pasteText_;
    int pasteAlphabet_ = 0;
    int exampleIndex_ = -1;
    int genOrder_ = 3;
    bool genUnique_ = false;
    float genFraction_ = 0.45f;
    int genClues_ = 0;
    int genSeed_ = 1;

    // View options
    PlotOptions plotOptions_;
    bool showHeat_ = true;
    bool showMoves_ = true;
    float boardZoom_ = 1;  ///< main board: 1 = whole grid
    ImVec2 boardPan_;      ///< top-left of the shown part, as a fraction of the grid's side
    BoardLayoutMemo lastBoard_;  ///< where the main board was drawn in the previous frame (for gestures)
    bool phone_ = false;   ///< the narrow one-column layout

    Fonts fonts_;
    float scale_ = 1;
    std::map<std::string, LayoutRect> layout_;
    FrameTimes frameTimes_;
    std::uint64_t frameCount_ = 0;
    bool solverRanLastFrame_ = false;
    std::vector<BoardInput> boardInput_;
    bool linkDirty_ = false;
    std::string publishedLink_;

    // Play mode (app_play.cpp)
    PlayBoard play_;
    /// The puzzle before an edit of its givens, with the player's board of that moment (an edit of the
    /// givens starts a new board, so undoing it brings the old one back with its own history).
    struct GivenEdit {
        Grid puzzle;
        PlayBoard play;
        std::string source;
    };
    std::vector<GivenEdit> givenUndo_;
    std::vector<GivenEdit> givenRedo_;
    /// Saves the state before an edit of the givens (a new edit drops what could be redone).
    void recordGivenEdit();
    /// Moves the current puzzle and board to `to` and brings back the latest state of `from`.
    void swapGivenEdit(std::vector<GivenEdit>& from, std::vector<GivenEdit>& to);
    HintAssistant hints_;  ///< app_hint.cpp
    bool pencilMode_ = false;
    bool editGivens_ = false;
    bool showHelp_ = false;
    std::vector<int> wrongCells_;
    std::string checkMessage_;
    std::unique_ptr<UniquenessCheck> uniqueness_;
    bool boardPngPending_ = false;
    std::string lastExportName_;

    // Saved games (app_save.cpp)
    /// Starts keeping the game of the puzzle now on the board (resuming its saved game if the board is empty).
    void adoptGame(const std::string& key);
    void saveGame();
    void noteCompletion();
    void storeGameText(const std::string& key, const std::string& text);
    std::string gameKey_;                ///< the puzzle whose game is kept ("" before the first frame)
    std::vector<PlayCell> savedCells_;   ///< the board as last saved
    double secondsPlayed_ = 0;
    double savedSeconds_ = 0;
    double lastTick_ = 0;
    bool playerSolved_ = false;
    std::string storageProblem_;

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
