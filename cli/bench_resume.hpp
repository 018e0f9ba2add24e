// What `sudolab bench --resume` finds in a records file, and how it is repaired before new runs are
// appended: a last line without its newline (a kill between a record and its newline, in files written
// before records became one write each) gets its newline if it is a whole record and is dropped if it
// was cut; a run recorded twice (two writers before the lock existed) keeps its first record. Pure
// logic on the file's text; the command says what was repaired on stderr.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "bench_record.hpp"

namespace sudolab::cli {

/// How the text of a records file ends.
enum class RecordsTail {
    Whole,           ///< empty, or ends with a newline
    MissingNewline,  ///< the last line is a whole record without its newline: append one
    CutRecord,       ///< the last line is a cut record: drop it (its run is done again)
};

/// The records of a file read for --resume.
struct ResumedRecords {
    std::vector<BenchRecord> records;  ///< one per run, the first of each run, in file order
    std::size_t duplicates = 0;        ///< records dropped because their run was recorded before
    RecordsTail tail = RecordsTail::Whole;
    std::size_t keptBytes = 0;  ///< with CutRecord: the bytes before the cut line
    int tailLine = 0;           ///< line number of the last line (when tail is not Whole)
    std::string cleanText;      ///< with duplicates: the file's text without them (lines unchanged)
};

/// Reads the text of a records file for --resume; a bad line other than a cut last line is an error
/// (UsageError "PATH: line N: not a bench record: ...").
ResumedRecords readRecordsForResume(const std::string& text, const std::string& path);

}  // namespace sudolab::cli
