// The reader on hostile text: many CSV header lines (no recursion, no quadratic time), input that it
// must describe without echoing it (escape bytes, megabyte fields), and the input size limit.
// Memory per input byte is measured by the native-only tests/memory binary (it counts allocations).
#include <string>
#include <vector>

#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif

#include "base/errors.hpp"
#include "doctest.h"
#include "links/share_link.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

const std::string kLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// kLine as nine comma-separated rows (the `sudoku -fcsv` layout), a '.' becoming an empty field.
std::string csvRows() {
    std::string text;
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            const char symbol = kLine[static_cast<std::size_t>(r * 9 + c)];
            if (c) text += ',';
            if (symbol != '.') text += symbol;
        }
        text += "\n";
    }
    return text;
}

/// The message of the InputError that reading `text` throws ("" if it reads).
std::string readError(const std::string& text) {
    try {
        readPuzzles(text);
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}

#ifndef __EMSCRIPTEN__
/// Runs `work` on a thread with a 512 KiB stack: reading must not need stack in proportion to the text.
template <class Work>
void onSmallStack(Work work) {
    pthread_attr_t attributes;
    pthread_attr_init(&attributes);
    pthread_attr_setstacksize(&attributes, 512 * 1024);
    pthread_t thread;
    auto trampoline = [](void* argument) -> void* {
        (*static_cast<Work*>(argument))();
        return nullptr;
    };
    REQUIRE(pthread_create(&thread, &attributes, trampoline, &work) == 0);
    pthread_join(thread, nullptr);
    pthread_attr_destroy(&attributes);
}
#endif

}  // namespace

TEST_CASE("reader limits: 400,000 CSV header lines are skipped in one pass, on a small stack") {
    std::string text;
    for (int i = 0; i < 400000; ++i) text += "ab,\n";
    text += kLine + ",\n";
    std::vector<ParsedPuzzle> puzzles;
    std::string error;
    const auto work = [&] {
        try {
            puzzles = readPuzzles(text);
        } catch (const std::exception& e) {
            error = e.what();
        }
    };
#ifndef __EMSCRIPTEN__
    onSmallStack(work);  // the recursive reader overflowed a stack this size after a few thousand lines
#else
    work();
#endif
    CHECK(error == "");
    REQUIRE(puzzles.size() == 1);
    CHECK(puzzles[0].line == 400001);
    CHECK(writeGrid(puzzles[0].grid, TextFormat::Line) == kLine);
}

TEST_CASE("reader limits: every CSV header line is skipped before a comma-separated grid") {
    for (const std::string header : {"Puzzle,Solution\n", "Title,Sudoku\nRow,A,B,C\n", "Id,x\n#c\nName,y\nNote,z\n"}) {
        CAPTURE(header);
        const std::vector<ParsedPuzzle> puzzles = readPuzzles(header + csvRows());
        REQUIRE(puzzles.size() == 1);
        CHECK(writeGrid(puzzles[0].grid, TextFormat::Line) == kLine);
    }
    CHECK(readError("Title,Sudoku\nRow,A,B,C\n").find("only a CSV header") != std::string::npos);
}

TEST_CASE("reader limits: a megabyte field with escape bytes is quoted short and escaped") {
    const std::string field = "\x1b[2J\xff" + std::string(1000000, 'y');
    const std::string csv = "5,3,,,7,,,,\n6," + field + ",,1,9,5,,,\n";
    const std::string instance = "3\n1\n" + field + "\t-1\t-1\t-1\t-1\t-1\t-1\t-1\t-1\n";
    for (const std::string& text : {csv, instance}) {
        const std::string message = readError(text);
        CAPTURE(message.substr(0, 200));
        CHECK(message.find("line ") == 0);
        CHECK(message.size() < 300);
        CHECK(message.find('\x1b') == std::string::npos);
        CHECK(message.find('\xff') == std::string::npos);
        CHECK(message.find("'\\x1B[2J\\xFFyyy") != std::string::npos);
        CHECK(message.find("(1000005 bytes)") != std::string::npos);
    }
    CHECK(readError("5,3,,,7,,,,\n6,ab,,1,9,5,,,\n").find("the field 'ab' is not one symbol") != std::string::npos);
}

TEST_CASE("reader limits: text longer than kMaxTextBytes is refused with the limit") {
    const std::string message = readError(std::string(kMaxTextBytes + 1, '\n'));
    CHECK(message.find(std::to_string(kMaxTextBytes + 1) + " bytes") != std::string::npos);
    CHECK(message.find("64 MiB") != std::string::npos);
    // The limit itself is accepted: a text of exactly kMaxTextBytes is read (here: one puzzle and padding).
    std::string atLimit = kLine + "\n";
    atLimit.resize(kMaxTextBytes, '\n');
    CHECK(readPuzzles(atLimit).size() == 1);
}

TEST_CASE("reader limits: share-link messages escape control bytes (found by the share_link fuzzer)") {
    for (const std::string& fragment : {std::string("p=\x1c\x1c" "3.z"), std::string("p=2.z&\x1b[2J\x03")}) {
        std::string message;
        try {
            decodeShareLink(fragment);
        } catch (const InputError& error) {
            message = error.what();
        }
        CAPTURE(message);
        CHECK(message.find("link: ") == 0);
        CHECK(message.find('\x1c') == std::string::npos);
        CHECK(message.find('\x1b') == std::string::npos);
        CHECK(message.find("\\x") != std::string::npos);
    }
}

TEST_CASE("reader limits: an explicit alphabet with a control byte is named, not echoed (found by the reader fuzzer)") {
    std::string message;
    try {
        readPuzzles(std::string("# alphabet: \x10" "bcd\n") + std::string(16, '.') + "\n");
    } catch (const InputError& error) {
        message = error.what();
    }
    CAPTURE(message);
    CHECK(message.find("explicit alphabet") != std::string::npos);
    CHECK(message.find("U+0010") != std::string::npos);
    CHECK(message.find('\x10') == std::string::npos);
}

TEST_CASE("reader limits: an unknown share-link part is quoted with escapes (found by the share_link fuzzer)") {
    std::string message;
    try {
        decodeShareLink("p=2.z&\trB=1");
    } catch (const InputError& error) {
        message = error.what();
    }
    CAPTURE(message);
    CHECK(message.find("unknown part") != std::string::npos);
    CHECK(message.find('\t') == std::string::npos);
    CHECK(message.find("\\x09") != std::string::npos);
}
