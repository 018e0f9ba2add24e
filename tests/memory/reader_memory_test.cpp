// The reader's memory bound (format.hpp, kMaxTextBytes): however long a line, reading takes a few
// buffers of at most one puzzle's cells; per non-blank line it keeps a fixed-size index entry. Measured
// with a test-side allocation counter: this binary replaces the global operator new/delete and records
// the peak of live heap bytes while readPuzzles runs (the text itself is allocated before).
#include <malloc.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <initializer_list>

#include "base/errors.hpp"
#include "doctest.h"
#include "text/format.hpp"

namespace {

std::atomic<std::size_t> liveBytes{0};
std::atomic<std::size_t> peakBytes{0};

void* countedAllocate(std::size_t size) {
    void* block = std::malloc(size == 0 ? 1 : size);
    if (!block) throw std::bad_alloc();
    const std::size_t live = liveBytes += malloc_usable_size(block);
    std::size_t peak = peakBytes.load();
    while (live > peak && !peakBytes.compare_exchange_weak(peak, live)) {
    }
    return block;
}

void countedFree(void* block) {
    if (!block) return;
    liveBytes -= malloc_usable_size(block);
    std::free(block);
}

/// Heap bytes allocated at the peak of reading `text`, beyond what was live before.
std::size_t readingPeak(const std::string& text) {
    const std::size_t before = liveBytes.load();
    peakBytes = before;
    try {
        sudolab::readPuzzles(text);
    } catch (const sudolab::InputError&) {
        // Most texts here are refused (wrong cell count); the memory used to find that out is measured.
    }
    return peakBytes.load() - before;
}

constexpr std::size_t kMiB = std::size_t{1} << 20;
constexpr std::size_t kTenMegabytes = 10'000'000;

}  // namespace

void* operator new(std::size_t size) { return countedAllocate(size); }
void* operator new[](std::size_t size) { return countedAllocate(size); }
void operator delete(void* block) noexcept { countedFree(block); }
void operator delete[](void* block) noexcept { countedFree(block); }
void operator delete(void* block, std::size_t) noexcept { countedFree(block); }
void operator delete[](void* block, std::size_t) noexcept { countedFree(block); }

TEST_CASE("reader memory: the counter sees the reader's allocations") {
    // A text of 20,000 short lines must show the line index (at least 20,000 entries of 8+ bytes).
    std::string text;
    for (int i = 0; i < 20000; ++i) text += "ab,\n";
    CHECK(readingPeak(text) > 20000 * 8);
}

TEST_CASE("reader memory: a 10 MB line is read within 1 MiB, whatever its layout") {
    const std::string symbols(kTenMegabytes, '1');
    const std::string csv(kTenMegabytes, ',');
    std::string integersText;
    for (std::size_t i = 0; i < kTenMegabytes / 2; ++i) integersText += "1 ";
    const std::string& integers = integersText;
    for (const std::string* text : {&symbols, &integers, &csv}) {
        const std::size_t peak = readingPeak(*text);
        CAPTURE(text->substr(0, 8));
        MESSAGE("peak " << peak);
        CHECK(peak < kMiB);
    }
    // The same line after a comma-separated grid row, and after a one-line puzzle.
    CHECK(readingPeak("5,3,,,7,,,,\n" + csv) < kMiB);
    CHECK(readingPeak(std::string(81, '.') + "\n" + symbols) < kMiB);
}

TEST_CASE("reader memory: at most 112 bytes per non-blank line and none per blank line") {
    std::string lines, blanks(kTenMegabytes, '\n');
    const int count = 200000;
    for (int i = 0; i < count; ++i) lines += "ab,\n";
    lines += std::string(81, '.') + ",\n";
    MESSAGE("lines peak " << readingPeak(lines) << " blanks " << readingPeak(blanks));
    CHECK(readingPeak(lines) < 112 * static_cast<std::size_t>(count) + kMiB);
    CHECK(readingPeak(blanks) < kMiB);
}
