#include "bench_resume.hpp"

#include <set>
#include <stdexcept>
#include <string_view>

#include "common.hpp"

namespace sudolab::cli {
namespace {

bool isBlankLine(std::string_view line) { return line.find_first_not_of(" \t\r") == std::string_view::npos; }

}  // namespace

ResumedRecords readRecordsForResume(const std::string& text, const std::string& path) {
    ResumedRecords out;
    std::set<std::size_t> runs;
    const std::string_view all(text);
    int number = 0;
    for (std::size_t start = 0; start < all.size();) {
        const std::size_t newline = all.find('\n', start);
        const bool last = newline == std::string_view::npos;
        const std::size_t end = last ? all.size() : newline + 1;
        std::string_view line = all.substr(start, end - start);
        ++number;
        if (!last) line.remove_suffix(1);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (isBlankLine(line)) {
            if (!last) out.cleanText.append(all.substr(start, end - start));
            start = end;
            continue;
        }
        BenchRecord record;
        try {
            record = recordFromJson(std::string(line));
        } catch (const std::exception& error) {
            if (!last)
                throw UsageError(path + ": line " + std::to_string(number) + ": not a bench record: " + error.what());
            out.tail = RecordsTail::CutRecord;  // a run cut off by a kill: done again
            out.keptBytes = start;
            out.tailLine = number;
            break;
        }
        if (last) {
            out.tail = RecordsTail::MissingNewline;
            out.tailLine = number;
        }
        if (runs.insert(record.run).second) {
            out.cleanText.append(all.substr(start, end - start));
            if (last) out.cleanText += '\n';
            out.records.push_back(std::move(record));
        } else {
            ++out.duplicates;
        }
        start = end;
    }
    return out;
}

}  // namespace sudolab::cli
