// The files `sudolab bench` writes, written so that no kill, full disk or second process can lose,
// corrupt or duplicate a run:
//  - the records file (--out) is held under an exclusive lock (flock) for the whole campaign; a second
//    writer is refused at once with the holder's process id;
//  - each record is one write(2) of the whole line with its newline (O_APPEND), so a kill leaves whole
//    lines only (or, in files written before this rule, one cut line that --resume repairs or drops);
//  - a write error stops the campaign at the first failing record, with the system's reason; the cut
//    line it may leave is truncated away, so the file keeps whole records only;
//  - every rewrite (merge output, duplicate removal, summaries) goes to a temporary file in the same
//    folder, is synced and renamed over the old file: a crash leaves the old file or the new one.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <string>
#include <vector>

#include "common.hpp"

namespace sudolab::cli {

/// A file that cannot be written (full disk, closed pipe, no permission): main reports what() and
/// exits with kExitBadInput, as for any output that cannot be written.
class OutputError : public UsageError {
public:
    using UsageError::UsageError;
};

/// How an existing records file is treated when the campaign starts.
enum class ExistingRecords {
    Refuse,   ///< a non-empty file is an error (neither --resume nor --force given)
    Keep,     ///< --resume: keep its records, append the missing runs
    Replace,  ///< --force: empty it (after taking the lock)
};

/// The --out file of a campaign, open and locked until destruction.
class RecordsFile {
public:
    /// Opens (creating it if needed) and locks `path`; throws UsageError if another process holds the
    /// lock (naming it), if the file cannot be opened, or if it holds records and `existing` is Refuse.
    RecordsFile(const std::string& path, ExistingRecords existing);
    ~RecordsFile();
    RecordsFile(const RecordsFile&) = delete;
    RecordsFile& operator=(const RecordsFile&) = delete;

    /// The whole current content (read under the lock).
    std::string content() const;
    /// Cuts the file to its first `size` bytes (drops a cut-off last line).
    void truncate(off_t size);
    /// Replaces the content atomically (temporary file, fsync, rename) and keeps the lock on the new file.
    void replaceContent(const std::string& text);
    /// Appends the newline a whole last record lacks (a repair before resuming).
    void appendNewline();
    /// Appends one record line (`line` without its newline) with a single write(2); throws OutputError
    /// with the system's reason and what the file holds at the first failing write.
    void appendRecord(const std::string& line);
    /// Flushes the file to the disk (fsync); throws OutputError on failure.
    void sync();
    /// Records appended by this process so far.
    std::size_t appended() const { return appended_; }
    const std::string& path() const { return path_; }

private:
    void openLocked();
    std::string path_;
    int fd_ = -1;
    std::size_t appended_ = 0;
};

/// Writes `text` to `path` atomically (temporary file in the same folder, fsync, rename, fsync of the
/// folder); throws OutputError with the system's reason.
void writeFileAtomically(const std::string& path, const std::string& text);

/// True if both paths name the same existing file (same device and inode).
bool sameFile(const std::string& a, const std::string& b);

/// Throws UsageError if `output` (given to `option`) is the same file as one of `inputs`.
void refuseOutputAmongInputs(const std::string& output, const char* option, const std::vector<std::string>& inputs);

}  // namespace sudolab::cli
