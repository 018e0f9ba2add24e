#include "play/history_code.hpp"

#include <algorithm>
#include <cstdint>
#include <utility>

#include "base/errors.hpp"
#include "play/code_numbers.hpp"
#include "play/progress_code.hpp"

namespace sudolab {

namespace {

void appendAction(std::string& out, const PlayBoard::Action& action) {
    appendCodeNumber(out, action.size());
    for (const PlayBoard::Change& change : action) {
        appendCodeNumber(out, static_cast<std::uint64_t>(change.cell));
        appendCellContents(out, change.before);
        appendCellContents(out, change.after);
    }
}

std::size_t symbolsOf(const PlayBoard::Action& action) {
    std::string out;
    appendAction(out, action);
    return out.size();
}

/// Reads numbers in order, saying which step a shortfall or a value out of range belongs to.
class NumberReader {
public:
    explicit NumberReader(std::vector<std::uint64_t> numbers) : numbers_(std::move(numbers)) {}
    bool done() const { return at_ == numbers_.size(); }
    std::uint64_t next(std::size_t step) {
        if (done()) throw InputError("history: step " + std::to_string(step) + " is cut short");
        return numbers_[at_++];
    }
    std::uint64_t next(std::size_t step, std::uint64_t limit, const char* what) {
        const std::uint64_t value = next(step);
        if (value > limit)
            throw InputError("history: step " + std::to_string(step) + " has " + what + " " + std::to_string(value) +
                             ", beyond " + std::to_string(limit));
        return value;
    }

private:
    std::vector<std::uint64_t> numbers_;
    std::size_t at_ = 0;
};

PlayCell readCell(NumberReader& reader, std::size_t step, const Grid& puzzle) {
    PlayCell cell;
    cell.entry = static_cast<Value>(reader.next(step, static_cast<std::uint64_t>(puzzle.size()), "an entry"));
    cell.marks = reader.next(step, allValues(puzzle.size()), "corner marks");
    cell.centre = reader.next(step, allValues(puzzle.size()), "centre marks");
    cell.colours = static_cast<CellColours>(reader.next(step, (1u << kCellColourCount) - 1, "colours"));
    const std::uint64_t coloured =
        reader.next(step, static_cast<std::uint64_t>(puzzle.size()), "a count of coloured candidates");
    for (std::uint64_t i = 0; i < coloured; ++i) {
        const auto value =
            static_cast<Value>(reader.next(step, static_cast<std::uint64_t>(puzzle.size()), "a candidate"));
        cell.setMarkColour(value, static_cast<int>(reader.next(step, kCellColourCount - 1, "a candidate colour")));
    }
    return cell;
}

}  // namespace

PlayHistory boundedHistory(const std::vector<PlayBoard::Action>& actions, std::size_t cursor, std::size_t maxActions,
                           std::size_t maxSymbols) {
    cursor = std::min(cursor, actions.size());
    std::size_t first = cursor, last = cursor, symbols = 0;
    // Grows from the board outwards: the applied actions nearest it first, then the redo steps.
    const auto fits = [&](const PlayBoard::Action& action) {
        const std::size_t more = symbolsOf(action);
        if (last - first + 1 > maxActions || symbols + more > maxSymbols) return false;
        symbols += more;
        return true;
    };
    while (first > 0 && fits(actions[first - 1])) --first;
    while (last < actions.size() && fits(actions[last])) ++last;
    PlayHistory kept;
    kept.actions.assign(actions.begin() + static_cast<std::ptrdiff_t>(first),
                        actions.begin() + static_cast<std::ptrdiff_t>(last));
    kept.cursor = cursor - first;
    return kept;
}

std::string encodeHistory(const PlayHistory& history) {
    std::string out;
    appendCodeNumber(out, history.cursor);
    for (const PlayBoard::Action& action : history.actions) appendAction(out, action);
    return out;
}

PlayHistory decodeHistory(std::string_view code, const Grid& puzzle, std::size_t offset) {
    NumberReader reader(readCodeNumbers(code, offset, "history"));
    PlayHistory history;
    if (reader.done()) throw InputError("history: empty (even no history is written as its cursor, 0)");
    const std::uint64_t cursor = reader.next(0);
    const auto lastCell = static_cast<std::uint64_t>(puzzle.cellCount() - 1);
    while (!reader.done()) {
        const std::size_t step = history.actions.size() + 1;
        const std::uint64_t changes =
            reader.next(step, static_cast<std::uint64_t>(puzzle.cellCount()), "a count of cells");
        if (changes == 0) throw InputError("history: step " + std::to_string(step) + " changes no cell");
        PlayBoard::Action action;
        for (std::uint64_t i = 0; i < changes; ++i) {
            const int cell = static_cast<int>(reader.next(step, lastCell, "a cell"));
            const PlayCell before = readCell(reader, step, puzzle);
            const PlayCell after = readCell(reader, step, puzzle);
            action.push_back({cell, before, after});
        }
        history.actions.push_back(std::move(action));
    }
    if (cursor > history.actions.size())
        throw InputError("history: " + std::to_string(cursor) + " steps applied, but it holds " +
                         std::to_string(history.actions.size()));
    history.cursor = static_cast<std::size_t>(cursor);
    return history;
}

}  // namespace sudolab
