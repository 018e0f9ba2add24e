// App UI: the full-window layout, the sidebar (run controls, puzzle, algorithm and its parameters
// generated from the solver's ParamSpec table), the board with its statistics, and the cost trace.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "board_view.hpp"
#include "examples.hpp"
#include "grid/validate.hpp"
#include "imgui_colour.hpp"
#include "imgui_stdlib.h"
#include "platform.hpp"
#include "run/registry.hpp"
#include "widgets.hpp"

namespace sudolab::app {

namespace {

void mutedWrapped(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kMutedText));
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

/// "1 234 567": digits grouped for reading large counters.
std::string grouped(std::uint64_t value) {
    std::string digits = std::to_string(value);
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += '\xE2', out += '\x80', out += '\x89';  // thin space
        out += digits[i];
    }
    return out;
}


std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

// beginStatTable: a two-column name/value table whose value column is as wide as its widest value, so a
// narrow panel clips a label, never a digit of a counter.
bool beginStatTable(const char* id, ImGuiTableFlags extraFlags = 0) {
    if (!ImGui::BeginTable(id, 2, ImGuiTableFlags_SizingStretchProp | extraFlags)) return false;
    ImGui::TableSetupColumn("name", ImGuiTableColumnFlags_WidthStretch);
    ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthFixed);
    return true;
}

void statRow(const char* name, const std::string& value) {
    ImGui::TableNextRow();
    ImGui::TableSetColumnIndex(0);
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kMutedText));
    ImGui::TextUnformatted(name);
    ImGui::PopStyleColor();
    ImGui::TableSetColumnIndex(1);
    ImGui::TextUnformatted(value.c_str());
}

std::string numberText(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15) {  // counters: digits grouped, as Work is
        std::string text = grouped(static_cast<std::uint64_t>(std::fabs(value)));
        if (value < 0) text.insert(text.begin(), '-');
        return text;
    }
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.4g", value);
    return buffer;
}

}  // namespace

void App::drawSidebar() {
    drawTitleAndMode();
    ImGui::Spacing();
    drawRunControls();
    ImGui::Spacing();
    drawSettingsPanels();
}

void App::drawTitleAndMode() {
    ImGui::PushFont(fonts_.heading);
    ImGui::TextUnformatted("sudolab");
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kMutedText));
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + (fonts_.heading->FontSize - ImGui::GetFontSize()) * 0.6f);
    ImGui::TextUnformatted(view_ == View::Play ? "Sudoku" : "watch Sudoku solvers think");
    ImGui::PopStyleColor();
    if (view_ == View::Play) return;
    // The lab is one click from the game and back: the same board, the player's entries kept.
    if (ui::Button("Back to the game##back-to-play")) setView(View::Play);
    noteWidget("back-to-play");

    int mode = model_.runs().mode() == Mode::Single ? 0 : 1;
    if (ui::RadioButton("Single solver", &mode, 0)) model_.runs().setMode(Mode::Single);
    noteWidget("mode-single");
    ImGui::SameLine();
    if (ui::RadioButton("Race", &mode, 1)) {
        model_.runs().setMode(Mode::Race);
        model_.play().selectCell(-1);
    }
    noteWidget("mode-race");
    ui::Tooltip("Race: several solvers on the same puzzle at once, each with an equal share of every frame.");
}

void App::drawSettingsSection() {
    const bool settingsOpen = ui::CollapsingHeader("Settings");
    noteWidget("settings-header");
    if (settingsOpen) drawPlaySettings();
}

void App::drawSettingsPanels() {
    // The one-column layout has the play controls under the digit pad already.
    if (model_.runs().mode() == Mode::Single && !phone_ && ui::CollapsingHeader("Play", ImGuiTreeNodeFlags_DefaultOpen))
        drawPlayControls();
    if (model_.runs().mode() == Mode::Single) drawSettingsSection();
    const bool exportOpen = ui::CollapsingHeader("Export");
    noteWidget("export-header");
    if (exportOpen) drawExportButtons();
    if (ui::CollapsingHeader("Puzzle", ImGuiTreeNodeFlags_DefaultOpen)) drawPuzzlePanel();
    if (ui::CollapsingHeader(model_.runs().mode() == Mode::Race ? "Algorithm parameters" : "Algorithm",
                             ImGuiTreeNodeFlags_DefaultOpen))
        drawAlgorithmPanel();
    if (model_.runs().mode() == Mode::Race && ui::CollapsingHeader("Race entrants", ImGuiTreeNodeFlags_DefaultOpen))
        drawRaceEntrants();
}

void App::drawPuzzlePanel() {
    const int side = model_.play().puzzle().size();
    char summary[160];
    // The lab names the puzzle's source ("sabuncu4"); play has the puzzle's title over the board.
    std::snprintf(summary, sizeof summary, "%d\u00d7%d, %d givens%s%s", side, side, model_.play().puzzle().givenCount(),
                  view_ == View::Lab ? "  \u2014  " : "", view_ == View::Lab ? model_.play().source().c_str() : "");
    mutedWrapped(summary);
    // In play the examples and recent games are in the New game panel (app_opening.cpp).
    if (view_ == View::Lab) drawLabExamples();
    drawPasteAndGenerate();
}

void App::drawLabExamples() {
    const auto& all = examples();
    const char* preview =
        model_.input().exampleIndex() >= 0 && model_.input().exampleIndex() < static_cast<int>(all.size())
            ? all[static_cast<std::size_t>(model_.input().exampleIndex())].label.c_str()
            : "Examples\u2026";
    ImGui::SetNextItemWidth(-1);
    if (ui::BeginCombo("##examples", preview, ImGuiComboFlags_HeightLarge)) {
        std::string group;
        for (std::size_t i = 0; i < all.size(); ++i) {
            if (all[i].group != group) {
                group = all[i].group;
                ImGui::TextDisabled("%s", group.c_str());
            }
            const bool selected = static_cast<int>(i) == model_.input().exampleIndex();
            if (ui::Selectable(("   " + all[i].label).c_str(), selected)) loadExample(all[i].name);
        }
        ImGui::EndCombo();
    }
    noteWidget("examples");
    drawRecentGames();
}

void App::drawPasteAndGenerate() {
    ImGui::TextUnformatted("Paste or type a puzzle:");
    ui::Tooltip("Any format the command line reads: one line of 81/256/625 symbols, grids with separators, "
            "integers, qqwing or sudoku output, the ant-colony instance files. Several puzzles: the first is used.");
    ui::InputTextMultiline("##paste", &model_.input().pasteText(), ImVec2(-1, ImGui::GetTextLineHeight() * 4.5f),
                           "puzzle text");
    noteWidget("paste");
    const char* alphabets[] = {"symbols 1-9, A-Z", "symbols 0-9, A-Z (hex)", "symbols 1-9, A-Z, a-z, @$& (64x64)"};
    ImGui::SetNextItemWidth(-1);
    int alphabet = static_cast<int>(model_.input().pasteAlphabet());
    if (ui::Combo("##alphabet", &alphabet, alphabets, 3))
        model_.input().pasteAlphabet() = static_cast<Alphabet>(alphabet);
    ui::Tooltip("How to read letters and 0: standard (0 and . are empty, A = 10) or zero-based (0 = 1, as in hex 16x16).");
    if (ui::Button("Load")) loadPuzzleText(model_.input().pasteText(), "pasted");
    noteWidget("load");
    ImGui::SameLine();
    if (ui::Button("Paste")) platform::requestClipboardText();
    noteWidget("paste-button");
    ui::Tooltip("Reads the clipboard and loads the puzzle in it (Ctrl+V also pastes into the box above).");
    ImGui::SameLine();
    if (ui::Button("Clear")) model_.clearPuzzle();
    noteWidget("clear");
    ui::Tooltip("An empty board of the same size, to type a puzzle's givens in (Undo brings this one back).");

    ImGui::Spacing();
    ImGui::TextUnformatted("Generate");
    GeneratorSettings& generator = model_.input().generator();
    const char* orders[] = {"4\u00d74", "9\u00d79", "16\u00d716", "25\u00d725", "36\u00d736", "49\u00d749", "64\u00d764"};
    int orderIndex = generator.order - 2;
    const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    ImGui::SetNextItemWidth(third);
    if (ui::Combo("##order", &orderIndex, orders, 7)) generator.order = orderIndex + 2;
    // Unique puzzles need repeated solution counting; beyond 16x16 that would freeze the page.
    if (generator.order > 4) generator.unique = false;
    ImGui::SameLine();
    int kind = generator.unique ? 1 : 0;
    ImGui::SetNextItemWidth(third * 2 + ImGui::GetStyle().ItemSpacing.x);
    const char* kinds[] = {"fraction of cells", "unique solution"};
    if (ui::Combo("##kind", &kind, kinds, generator.order > 4 ? 1 : 2)) generator.unique = kind == 1;
    ui::Tooltip("A fraction: Lewis's generator (a shuffled full grid, each cell kept with that probability; solvable, "
            "maybe not uniquely). Unique: givens are removed while the solution stays unique (up to 16x16).");
    ImGui::SetNextItemWidth(third * 2 + ImGui::GetStyle().ItemSpacing.x);
    if (generator.unique) {
        const int noClues = 0, maxClues = generator.order == 4 ? 256 : generator.order == 3 ? 81 : 16;
        ui::SliderScalar("##clues", ImGuiDataType_S32, &generator.clues, &noClues, &maxClues,
                         generator.clues == 0 ? "as few clues as possible" : "stop at %d clues");
    } else {
        int percent = static_cast<int>(std::round(generator.fraction * 100));
        const int none = 0, all = 100;
        if (ui::SliderScalar("##fraction", ImGuiDataType_S32, &percent, &none, &all, "%d%% given"))
            generator.fraction = static_cast<float>(percent) / 100.0f;
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    ui::InputScalar("##genseed", ImGuiDataType_S32, &generator.seed, nullptr, nullptr, "%d", "generator seed");
    ui::Tooltip("Generator seed");
    if (ui::Button("Generate", ImVec2(-1, 0))) model_.generatePuzzle();
    noteWidget("generate");
    mutedWrapped("Play: click a cell, type 1-9 or A-P (10-25); arrows move; Delete, Backspace, 0 or . clears. "
                 "Press ? for every shortcut.");
}

void App::drawParamWidget(const ParamSpec& spec, const ParamSet& set, std::span<const ParamRule> rules) {
    const std::string name(spec.name);
    const double value = set.number(name);
    const bool changed = value != spec.defaultValue;
    // A parameter the other settings make inapplicable is drawn greyed out at its default (setParam
    // resets it when the mode switches), so the panel never offers a setting the run would ignore.
    const std::string inapplicable = inapplicableReason(set, rules, name);
    const std::string help = std::string(spec.help) + "\n\n" + capitalised(spec.rangeText()) +
                             "; default " + spec.format(spec.defaultValue) + "." +
                             (inapplicable.empty() ? "" : "\nNot used now: it " + inapplicable + ".");
    // The ImGui label carries the parameter's name so appLayout() can tell the controls apart.
    const std::string widgetLabel = "##" + name;
    ImGui::PushID(name.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(changed ? palette::kWarn : palette::kMutedText));
    ImGui::TextUnformatted(name.c_str());
    ImGui::PopStyleColor();
    ui::Tooltip(help);
    ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.45f);
    ImGui::SetNextItemWidth(-1);
    ImGui::BeginDisabled(!inapplicable.empty());
    switch (spec.kind) {
        case ParamKind::Boolean: {
            bool on = value != 0;
            if (ui::Checkbox(widgetLabel.c_str(), &on)) model_.runs().setParam(name, on ? "on" : "off");
            break;
        }
        case ParamKind::Choice: {
            const int current = static_cast<int>(value);
            const std::string previewText = current >= 0 && current < static_cast<int>(spec.choices.size())
                                                ? std::string(spec.choices[static_cast<std::size_t>(current)])
                                                : std::string("?");
            if (ui::BeginCombo(widgetLabel.c_str(), previewText.c_str())) {
                for (std::size_t i = 0; i < spec.choices.size(); ++i) {
                    const std::string choice(spec.choices[i]);
                    if (ui::Selectable(choice.c_str(), static_cast<int>(i) == current))
                        model_.runs().setParam(name, choice);
                }
                ImGui::EndCombo();
            }
            break;
        }
        case ParamKind::Integer: {
            auto number = static_cast<long long>(value);
            const long long one = 1, ten = 10;
            if (ui::InputScalar(widgetLabel.c_str(), ImGuiDataType_S64, &number, &one, &ten, "%lld", name)) {
                number = std::clamp(number, static_cast<long long>(spec.minValue), static_cast<long long>(spec.maxValue));
                model_.runs().setParam(name, std::to_string(number));
            }
            break;
        }
        case ParamKind::Real: {
            double number = value;
            bool edited = false;
            if (spec.maxValue - spec.minValue <= 1000) {
                // Sliders for bounded reals; Ctrl+click types an exact value.
                edited = ui::SliderScalar(widgetLabel.c_str(), ImGuiDataType_Double, &number, &spec.minValue, &spec.maxValue, "%.4g");
                if (edited && !ImGui::GetIO().KeyCtrl) {
                    // Keep slider values short (4 significant digits) so links stay readable.
                    char rounded[32];
                    std::snprintf(rounded, sizeof rounded, "%.4g", number);
                    number = std::strtod(rounded, nullptr);
                }
            } else {
                edited = ui::InputScalar(widgetLabel.c_str(), ImGuiDataType_Double, &number, nullptr, nullptr, "%.6g", name);
            }
            if (edited) {
                number = std::clamp(number, spec.minValue, spec.maxValue);
                char text[32];
                std::snprintf(text, sizeof text, "%.10g", number);
                model_.runs().setParam(name, text);
            }
            break;
        }
    }
    ImGui::EndDisabled();
    ui::Tooltip(help);
    ImGui::PopID();
}

void App::drawAlgorithmPanel() {
    const SolverInfo* info = findSolver(model_.runs().algorithm());
    ImGui::SetNextItemWidth(-1);
    const std::string preview = info ? std::string(info->name) + "  (" + std::string(info->id) + ")" : "none";
    if (ui::BeginCombo("##algorithm", preview.c_str())) {
        for (const SolverInfo& entry : solverRegistry()) {
            const std::string label = std::string(entry.name) + "  (" + std::string(entry.id) + ")";
            if (ui::Selectable(label.c_str(), entry.id == model_.runs().algorithm()))
                model_.runs().selectAlgorithm(entry.id);
            ui::Tooltip(std::string(entry.description));
        }
        ImGui::EndCombo();
    }
    noteWidget("algorithm");
    // A pick in the list above switched model_.runs().algorithm() in this frame: what follows must describe the new
    // solver, or its parameter table would be drawn against the old solver's set.
    info = findSolver(model_.runs().algorithm());
    if (info == nullptr) return;
    ImGui::TextWrapped("%s", std::string(info->description).c_str());
    mutedWrapped(std::string(info->reference));
    mutedWrapped("Work unit: " + std::string(info->workUnit) + (info->exact ? "  \u2014  exact (complete search)" : ""));

    const ParamSet& set = model_.runs().params();
    if (info->params.empty()) {
        ImGui::TextDisabled("No parameters.");
    } else {
        ImGui::Spacing();
        for (const ParamSpec& spec : info->params) drawParamWidget(spec, set, info->paramRules);
    }
    ImGui::BeginDisabled(set.nonDefaults().empty());
    if (ui::Button("Reset to defaults")) model_.runs().resetParams();
    ImGui::EndDisabled();

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted("Seed");
    ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.45f);
    const float newWidth = ImGui::CalcTextSize("New").x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x - newWidth - ImGui::GetStyle().ItemSpacing.x);
    std::uint64_t seed = model_.runs().seed();
    if (ui::InputScalar("##seed", ImGuiDataType_U64, &seed, nullptr, nullptr, "%llu", "seed"))
        model_.runs().setSeed(seed);
    ui::Tooltip("Same seed and parameters: the same run, natively and in the browser.");
    ImGui::SameLine();
    if (ui::Button("New")) {
        // The UI may use the clock for a fresh seed; the solvers never do.
        const auto ticks = std::chrono::steady_clock::now().time_since_epoch().count();
        model_.runs().setSeed(static_cast<std::uint64_t>(ticks) % 1000000 + 1);
    }
}

void App::drawRaceEntrants() {
    const auto solvers = solverRegistry();
    int index = 0;
    for (const SolverInfo& info : solvers) {
        const std::string id(info.id);
        bool in = std::find(model_.runs().raceEntrants().begin(), model_.runs().raceEntrants().end(), id) !=
                  model_.runs().raceEntrants().end();
        ImGui::PushStyleColor(ImGuiCol_CheckMark, toVec4(palette::series(index++)));
        ImGui::BeginDisabled(!in && model_.runs().raceEntrants().size() >= 8);
        if (ui::Checkbox((std::string(info.name) + "##race-" + id).c_str(), &in)) {
            // Keep registry order so colours and links do not depend on the order of clicks.
            std::vector<std::string> ids;
            for (const SolverInfo& other : solvers) {
                const std::string otherId(other.id);
                const bool keep =
                    otherId == id ? in
                                  : std::find(model_.runs().raceEntrants().begin(), model_.runs().raceEntrants().end(),
                                              otherId) != model_.runs().raceEntrants().end();
                if (keep) ids.push_back(otherId);
            }
            model_.runs().setRaceEntrants(ids);
        }
        ImGui::EndDisabled();
        ImGui::PopStyleColor();
        ui::Tooltip(std::string(info.description));
    }
    mutedWrapped("Each solver uses its own parameters (pick it under Algorithm to edit them) and the same seed.");
}

void App::drawStats(const TracedRun* run) {
    const SolverInfo* info = run ? &run->info() : findSolver(model_.runs().algorithm());
    ImGui::PushFont(fonts_.heading);
    const bool live = run && (run->finished() || model_.runs().running());
    ImGui::PushStyleColor(ImGuiCol_Text, toVec4(live ? palette::outcome(run->outcome()) : palette::kMutedText));
    ImGui::TextUnformatted(runPhase() == RunPhase::Idle ? "Ready" : capitalised(statusText()).c_str());
    ImGui::PopStyleColor();
    ImGui::PopFont();
    drawSolvability();
    if (run == nullptr) {
        const std::vector<Conflict> conflicts = findConflicts(model_.play().puzzle());
        if (!conflicts.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, toVec4(palette::kError));
            ImGui::TextWrapped("The givens conflict: %s.",
                               describeConflict(model_.play().puzzle(), conflicts.front()).c_str());
            ImGui::PopStyleColor();
        }
        mutedWrapped("Press Run to start " + (info ? std::string(info->name) : std::string("a solver")) +
                     " on this puzzle, or Step to advance it a few units at a time.");
        return;
    }
    const Snapshot& snap = run->snapshot();
    if (!run->verdict().empty()) {
        // The verdict takes its outcome's colour: green only for a solution; a reason the run ended
        // without one (no solution, a wrong answer, a limit) in the error or warning colour.
        ui::ColouredText(run->verdict(), palette::outcome(run->outcome()), "verdict");
    }
    const std::string unit(info->workUnit);
    if (beginStatTable("numbers")) {
        statRow("Iteration", grouped(snap.iteration));
        statRow(("Work (" + unit + ")").c_str(), grouped(snap.work));
        statRow((capitalised(unit) + " / s").c_str(), compactNumber(std::round(run->unitsPerSecond())));
        statRow("Solver time", durationText(run->solverSeconds()));
        statRow("Cost", numberText(snap.cost));
        statRow("Best cost", numberText(snap.bestCost));
        statRow("Restarts", grouped(run->restartCount()));
        if (run->events().size() != run->restartCount()) {
            // Other events (reheats...) by kind, in order of first appearance.
            std::vector<std::pair<EventKind, int>> kinds;
            for (const RunEvent& event : run->events()) {
                auto it = std::find_if(kinds.begin(), kinds.end(), [&](const auto& k) { return k.first == event.kind; });
                if (it == kinds.end()) {
                    kinds.emplace_back(event.kind, 1);
                } else {
                    ++it->second;
                }
            }
            std::string text;
            for (const auto& [kind, count] : kinds)
                text += (text.empty() ? "" : ", ") + std::to_string(count) + " " + std::string(eventKindName(kind));
            statRow("Events", text);
        }
        statRow("Seed", std::to_string(run->seed()));
        ImGui::EndTable();
    }
    if (!snap.stats.empty()) {
        ImGui::Spacing();
        ImGui::TextDisabled("%s counters", std::string(info->name).c_str());
        if (beginStatTable("solver-stats", ImGuiTableFlags_RowBg)) {
            for (const Stat& stat : snap.stats) statRow(stat.name.c_str(), numberText(stat.value));
            ImGui::EndTable();
        }
    }
    if (!snap.message.empty() && snap.message != run->verdict()) mutedWrapped(snap.message);
}

}  // namespace sudolab::app
