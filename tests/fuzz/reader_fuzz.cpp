// libFuzzer harness: the puzzle reader. Byte 0 picks the alphabet, the rest is the text. Properties:
// never crash or hang; errors are InputError with a safe message; every puzzle read has no clashing
// givens and reads back identically from its one-line form.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "base/errors.hpp"
#include "fuzz_check.hpp"
#include "grid/validate.hpp"
#include "text/format.hpp"

using namespace sudolab;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    const Alphabet alphabet = data[0] % 2 == 0 ? Alphabet::Standard : Alphabet::ZeroBased;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    std::vector<ParsedPuzzle> puzzles;
    try {
        puzzles = readPuzzles(text, ReadOptions{alphabet});
    } catch (const InputError& error) {
        fuzz::requireSafeMessage(error.what());
        return 0;
    }
    fuzz::require(!puzzles.empty(), "readPuzzles returned no puzzle without an error");
    for (const ParsedPuzzle& puzzle : puzzles) {
        fuzz::require(findConflicts(puzzle.grid).empty(), "a puzzle with clashing givens was accepted");
        fuzz::require(puzzle.line >= 1, "puzzle without a line number");
        const int size = puzzle.grid.size();
        if (alphabet == Alphabet::Standard && size > 35) continue;  // not spellable in one symbol each
        const std::string line = writeGrid(puzzle.grid, TextFormat::Line, alphabet);
        const Grid back = readPuzzle(line, ReadOptions{alphabet});
        fuzz::require(back == puzzle.grid, "one-line form does not read back to the same puzzle", line);
    }
    return 0;
}
