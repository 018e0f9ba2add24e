#include "play/play_board.hpp"

#include <algorithm>

namespace sudolab {

namespace {
constexpr int kMarkColourBits = 4;
constexpr std::uint64_t kMarkColourMask = 15;
constexpr int kMarkColoursPerWord = 64 / kMarkColourBits;
}  // namespace

int PlayCell::markColour(Value value) const {
    if (value == 0 || value > 64) return -1;
    const int index = value - 1;
    const std::uint64_t nibble = (markColours[static_cast<std::size_t>(index / kMarkColoursPerWord)] >>
                                  (kMarkColourBits * (index % kMarkColoursPerWord))) &
                                 kMarkColourMask;
    return static_cast<int>(nibble) - 1;
}

void PlayCell::setMarkColour(Value value, int colour) {
    if (value == 0 || value > 64) return;
    const int index = value - 1;
    std::uint64_t& word = markColours[static_cast<std::size_t>(index / kMarkColoursPerWord)];
    const int shift = kMarkColourBits * (index % kMarkColoursPerWord);
    word &= ~(kMarkColourMask << shift);
    word |= (static_cast<std::uint64_t>(colour + 1) & kMarkColourMask) << shift;
}

void PlayCell::dropUnmarkedColours() {
    if (!hasMarkColours()) return;
    const Candidates marked = marks | centre;
    for (int v = 1; v <= 64; ++v)
        if ((marked & bitOf(static_cast<Value>(v))) == 0) setMarkColour(static_cast<Value>(v), -1);
}

PlayBoard::PlayBoard(const Grid& puzzle)
    : puzzle_(Grid::fromValues(puzzle.order(), puzzle.values())),
      cells_(static_cast<std::size_t>(puzzle.cellCount())) {}

Grid PlayBoard::current() const {
    Grid grid = puzzle_;
    for (int index = 0; index < grid.cellCount(); ++index)
        if (cell(index).entry != 0) grid.set(index, cell(index).entry);
    return grid;
}

int PlayBoard::entryCount() const {
    return static_cast<int>(std::count_if(cells_.begin(), cells_.end(), [](const PlayCell& c) { return c.entry != 0; }));
}

bool PlayBoard::validCell(int index, const PlayCell& mine) const {
    constexpr CellColours kColours = (1u << kCellColourCount) - 1;
    // Colours may lie on givens; entries and marks only on the player's cells.
    const bool empty = mine.entry == 0 && !mine.hasMarks();
    // Candidate colours only on marked values, and within the palette.
    PlayCell tidy = mine;
    tidy.dropUnmarkedColours();
    bool coloursInRange = true;
    for (int v = 1; v <= 64 && mine.hasMarkColours(); ++v)
        coloursInRange = coloursInRange && mine.markColour(static_cast<Value>(v)) < kCellColourCount;
    return tidy == mine && coloursInRange && inGrid(index) && mine.entry <= puzzle_.size() &&
           ((mine.marks | mine.centre) & ~allValues(puzzle_.size())) == 0 && (mine.colours & ~kColours) == 0 &&
           (empty || editable(index)) && (mine.entry == 0 || !mine.hasMarks());
}

bool PlayBoard::restore(const std::vector<PlayCell>& cells) { return restore(cells, {}, 0); }

bool PlayBoard::restore(const std::vector<PlayCell>& cells, std::vector<Action> history, std::size_t cursor) {
    if (cells.size() != cells_.size()) return false;
    for (int index = 0; index < puzzle_.cellCount(); ++index)
        if (!validCell(index, cells[static_cast<std::size_t>(index)])) return false;
    if (historyMisfit(cells, history, cursor) != 0) return false;
    cells_ = cells;
    history_ = std::move(history);
    cursor_ = cursor;
    return true;
}

std::size_t PlayBoard::historyMisfit(const std::vector<PlayCell>& cells, const std::vector<Action>& history,
                                     std::size_t cursor) const {
    if (cursor > history.size()) return history.size() + 1;
    std::vector<PlayCell> board = cells;
    const auto fits = [&](const Change& change, const PlayCell& now) {
        return validCell(change.cell, change.before) && validCell(change.cell, change.after) &&
               board[static_cast<std::size_t>(change.cell)] == now;
    };
    // Undo the applied actions back to the start, checking that each cell holds what its step left...
    for (std::size_t step = cursor; step-- > 0;)
        for (auto it = history[step].rbegin(); it != history[step].rend(); ++it) {
            if (!fits(*it, it->after)) return step + 1;
            board[static_cast<std::size_t>(it->cell)] = it->before;
        }
    // ... then redo every action, the undone ones too, checking what each found.
    for (std::size_t step = 0; step < history.size(); ++step) {
        if (step == cursor && board != cells) return step + 1;
        for (const Change& change : history[step]) {
            if (!fits(change, change.before)) return step + 1;
            board[static_cast<std::size_t>(change.cell)] = change.after;
        }
    }
    return 0;
}

bool PlayBoard::editable(int index) const {
    return index >= 0 && index < puzzle_.cellCount() && !puzzle_.isGiven(index);
}

bool PlayBoard::commit(Action action) {
    // A candidate's colour goes with its mark (an entry typed, a mark toggled off or eliminated).
    for (Change& change : action) change.after.dropUnmarkedColours();
    std::erase_if(action, [](const Change& change) { return change.before == change.after; });
    if (action.empty()) return false;
    for (const Change& change : action) cells_[static_cast<std::size_t>(change.cell)] = change.after;
    // A new action forgets what could have been redone, like every editor's undo.
    history_.resize(cursor_);
    history_.push_back(std::move(action));
    if (history_.size() > kHistoryLimit) history_.erase(history_.begin());
    cursor_ = history_.size();
    return true;
}

std::vector<int> PlayBoard::markable(const std::vector<int>& cells) const {
    std::vector<int> out;
    for (int index : cells)
        if (editable(index) && cell(index).entry == 0) out.push_back(index);
    return out;
}

bool PlayBoard::setEntries(const std::vector<int>& cells, Value value, bool removePeerMarks) {
    if (value > puzzle_.size()) return false;
    // Changes are gathered in a copy, so a cell touched twice (a selected cell that is also a peer of
    // another) is recorded once with its first state before and its last state after.
    std::vector<PlayCell> after = cells_;
    for (int index : cells) {
        if (!editable(index)) continue;
        PlayCell& mine = after[static_cast<std::size_t>(index)];
        mine.entry = value;
        if (value != 0) mine.marks = mine.centre = 0;
        if (value == 0 || !removePeerMarks) continue;
        // The value is now used in the cell's row, column and box: its marks there are stale.
        for (int peer : puzzle_.geometry().peers[static_cast<std::size_t>(index)]) {
            after[static_cast<std::size_t>(peer)].marks &= ~bitOf(value);
            after[static_cast<std::size_t>(peer)].centre &= ~bitOf(value);
        }
    }
    Action action;
    for (int index = 0; index < puzzle_.cellCount(); ++index)
        action.push_back({index, cell(index), after[static_cast<std::size_t>(index)]});
    return commit(std::move(action));
}

bool PlayBoard::toggleMarks(const std::vector<int>& cells, Value value, MarkKind kind) {
    if (value == 0 || value > puzzle_.size()) return false;
    const std::vector<int> targets = markable(cells);
    const auto field = [kind](PlayCell& c) -> Candidates& { return kind == MarkKind::Corner ? c.marks : c.centre; };
    const bool allHave = std::all_of(targets.begin(), targets.end(), [&](int index) {
        PlayCell c = cell(index);
        return (field(c) & bitOf(value)) != 0;
    });
    Action action;
    for (int index : targets) {
        PlayCell updated = cell(index);
        if (allHave) field(updated) &= ~bitOf(value);
        else field(updated) |= bitOf(value);
        action.push_back({index, cell(index), updated});
    }
    return commit(std::move(action));
}

bool PlayBoard::toggleColours(const std::vector<int>& cells, int colour) {
    if (colour < 0 || colour >= kCellColourCount) return false;
    const auto bit = static_cast<CellColours>(1u << colour);
    std::vector<int> targets;
    for (int index : cells)
        if (inGrid(index)) targets.push_back(index);
    const bool allHave = std::all_of(targets.begin(), targets.end(), [&](int index) { return (cell(index).colours & bit) != 0; });
    Action action;
    for (int index : targets) {
        PlayCell updated = cell(index);
        updated.colours = static_cast<CellColours>(allHave ? updated.colours & ~bit : updated.colours | bit);
        action.push_back({index, cell(index), updated});
    }
    return commit(std::move(action));
}

bool PlayBoard::clearCells(const std::vector<int>& cells) {
    Action action;
    for (int index : cells) {
        if (!editable(index)) continue;
        action.push_back({index, cell(index), PlayCell{0, 0, 0, cell(index).colours}});
    }
    return commit(std::move(action));
}

bool PlayBoard::clearColours(const std::vector<int>& cells) {
    Action action;
    for (int index : cells) {
        if (!inGrid(index)) continue;
        PlayCell updated = cell(index);
        updated.colours = 0;
        updated.markColours = {};
        action.push_back({index, cell(index), updated});
    }
    return commit(std::move(action));
}

bool PlayBoard::toggleMarkColours(const std::vector<int>& cells, Value value, int colour) {
    if (value == 0 || value > puzzle_.size() || colour < 0 || colour >= kCellColourCount) return false;
    std::vector<int> targets;
    for (int index : markable(cells))
        if (((cell(index).marks | cell(index).centre) & bitOf(value)) != 0 &&
            std::find(targets.begin(), targets.end(), index) == targets.end())
            targets.push_back(index);
    const bool allHave =
        std::all_of(targets.begin(), targets.end(), [&](int index) { return cell(index).markColour(value) == colour; });
    Action action;
    for (int index : targets) {
        PlayCell updated = cell(index);
        updated.setMarkColour(value, allHave ? -1 : colour);
        action.push_back({index, cell(index), updated});
    }
    return commit(std::move(action));
}

int PlayBoard::removeMarks(const std::vector<std::pair<int, Candidates>>& eliminations,
                           const std::vector<Candidates>& candidates) {
    std::vector<PlayCell> after = cells_;
    for (const auto& [index, values] : eliminations) {
        if (!editable(index) || cell(index).entry != 0) continue;
        PlayCell& mine = after[static_cast<std::size_t>(index)];
        if (!mine.hasMarks() && static_cast<std::size_t>(index) < candidates.size())
            mine.marks = candidates[static_cast<std::size_t>(index)] & allValues(puzzle_.size());
        after[static_cast<std::size_t>(index)].marks &= ~values;
        after[static_cast<std::size_t>(index)].centre &= ~values;
    }
    Action action;
    for (int index = 0; index < puzzle_.cellCount(); ++index)
        action.push_back({index, cell(index), after[static_cast<std::size_t>(index)]});
    std::erase_if(action, [](const Change& change) { return change.before == change.after; });
    const int changed = static_cast<int>(action.size());
    commit(std::move(action));
    return changed;
}

int PlayBoard::autoFillMarks() {
    const Grid grid = current();
    std::vector<Candidates> marks(static_cast<std::size_t>(grid.cellCount()));
    for (int index = 0; index < grid.cellCount(); ++index) marks[static_cast<std::size_t>(index)] = grid.candidates(index);
    return setMarks(marks);
}

int PlayBoard::setMarks(const std::vector<Candidates>& marks) {
    Action action;
    for (int index = 0; index < puzzle_.cellCount() && index < static_cast<int>(marks.size()); ++index) {
        if (!editable(index) || cell(index).entry != 0) continue;
        PlayCell after = cell(index);
        after.marks = marks[static_cast<std::size_t>(index)] & allValues(puzzle_.size());
        action.push_back({index, cell(index), after});
    }
    std::erase_if(action, [](const Change& change) { return change.before == change.after; });
    const int changed = static_cast<int>(action.size());
    commit(std::move(action));
    return changed;
}

bool PlayBoard::undo() {
    if (!canUndo()) return false;
    --cursor_;
    const Action& action = history_[cursor_];
    for (auto it = action.rbegin(); it != action.rend(); ++it) cells_[static_cast<std::size_t>(it->cell)] = it->before;
    return true;
}

bool PlayBoard::redo() {
    if (!canRedo()) return false;
    for (const Change& change : history_[cursor_]) cells_[static_cast<std::size_t>(change.cell)] = change.after;
    ++cursor_;
    return true;
}

PlayCheck PlayBoard::check(const Grid& solution) const {
    PlayCheck result;
    for (int index = 0; index < puzzle_.cellCount(); ++index) {
        if (puzzle_.isGiven(index)) continue;
        const Value entry = cell(index).entry;
        if (entry == 0) {
            ++result.open;
            continue;
        }
        ++result.entries;
        if (index >= solution.cellCount() || solution.at(index) != entry) result.wrong.push_back(index);
    }
    return result;
}

}  // namespace sudolab
