#include "records_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

namespace sudolab::cli {
namespace {

std::string systemReason() { return std::strerror(errno); }

/// The folder of a path ("." for a bare name), where its temporary file goes so that rename stays atomic.
std::string folderOf(const std::string& path) {
    const auto slash = path.find_last_of('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

/// The process holding a lock on the file (device, inode), from /proc/locks; empty when unknown (no
/// /proc, or the holder ended meanwhile).
std::string lockHolder(const struct stat& file) {
    std::ifstream locks("/proc/locks");
    char device[64];
    std::snprintf(device, sizeof device, "%02x:%02x:%llu", major(file.st_dev), minor(file.st_dev),
                  static_cast<unsigned long long>(file.st_ino));
    std::string line;
    while (std::getline(locks, line)) {
        // "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234567 0 EOF"
        std::istringstream fields(line);
        std::string number, kind, mode, access, pid, where;
        fields >> number >> kind >> mode >> access >> pid >> where;
        if (kind == "FLOCK" && where == device) return pid;
    }
    return {};
}

/// Writes all of `text` to `fd`, retrying short writes and interruptions; false with errno set on failure.
bool writeAll(int fd, const std::string& text) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t wrote = ::write(fd, text.data() + done, text.size() - done);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) {
            if (wrote == 0) errno = EIO;
            return false;
        }
        done += static_cast<std::size_t>(wrote);
    }
    return true;
}

/// A temporary file next to `path` holding `text`, synced; returns its open descriptor and name.
std::pair<int, std::string> syncedTemporary(const std::string& path, const std::string& text) {
    const auto slash = path.find_last_of('/');
    std::string name = folderOf(path) + "/." + (slash == std::string::npos ? path : path.substr(slash + 1)) + ".XXXXXX";
    const int fd = ::mkstemp(name.data());
    if (fd < 0) throw OutputError(path + ": cannot create a temporary file in " + folderOf(path) + " (" + systemReason() + ")");
    // mkstemp makes the file private (0600); records and summaries are ordinary files.
    if (::fchmod(fd, 0644) != 0 || !writeAll(fd, text) || ::fsync(fd) != 0) {
        const std::string reason = systemReason();
        ::close(fd);
        ::unlink(name.c_str());
        throw OutputError(path + ": writing failed (" + reason + "); the file is unchanged");
    }
    return {fd, name};
}

/// Renames the synced temporary over `path` and syncs the folder so that the rename itself survives.
void renameOver(const std::string& temporary, const std::string& path) {
    if (::rename(temporary.c_str(), path.c_str()) != 0) {
        const std::string reason = systemReason();
        ::unlink(temporary.c_str());
        throw OutputError(path + ": cannot replace the file (" + reason + "); it is unchanged");
    }
    const int folder = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

}  // namespace

RecordsFile::RecordsFile(const std::string& path, ExistingRecords existing) : path_(path) {
    openLocked();
    struct stat info {};
    ::fstat(fd_, &info);
    if (!S_ISREG(info.st_mode) || info.st_size == 0) return;
    if (existing == ExistingRecords::Refuse)
        throw UsageError("bench: " + path + " already holds " + std::to_string(info.st_size) +
                         " bytes of records: continue that campaign with --resume, or replace the file with --force");
    if (existing == ExistingRecords::Replace && ::ftruncate(fd_, 0) != 0)
        throw OutputError(path + ": cannot empty the file for --force (" + systemReason() + ")");
}

RecordsFile::~RecordsFile() {
    if (fd_ >= 0) ::close(fd_);  // closing releases the lock
}

void RecordsFile::openLocked() {
    // Retried when the path was replaced (a --merge or duplicate removal renamed a new file over it)
    // between our open and our lock: the lock must be on the file the path names now.
    for (int attempt = 0; attempt < 100; ++attempt) {
        fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
        if (fd_ < 0) throw UsageError(path_ + ": cannot write (" + systemReason() + ")");
        struct stat held {};
        ::fstat(fd_, &held);
        if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
            // errno first: reading /proc/locks may change it.
            const bool heldByOther = errno == EWOULDBLOCK;
            const std::string reason = heldByOther ? std::string() : " (" + systemReason() + ")";
            const std::string holder = heldByOther ? lockHolder(held) : std::string();
            ::close(fd_);
            fd_ = -1;
            throw UsageError("bench: " + path_ + " is being written by another sudolab bench" +
                             (holder.empty() ? std::string() : " (process " + holder + ")") + reason +
                             ": wait for it to end, or write to another --out");
        }
        struct stat named {};
        if (!S_ISREG(held.st_mode) ||
            (::stat(path_.c_str(), &named) == 0 && named.st_dev == held.st_dev && named.st_ino == held.st_ino))
            return;
        ::close(fd_);
        fd_ = -1;
    }
    throw UsageError(path_ + ": the file keeps being replaced by another process");
}

std::string RecordsFile::content() const {
    std::string text;
    const int reader = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    if (reader < 0) throw UsageError(path_ + ": cannot read (" + systemReason() + ")");
    char chunk[1 << 16];
    ssize_t got = 0;
    while ((got = ::read(reader, chunk, sizeof chunk)) > 0 || (got < 0 && errno == EINTR))
        if (got > 0) text.append(chunk, static_cast<std::size_t>(got));
    const std::string reason = got < 0 ? systemReason() : std::string();
    ::close(reader);
    if (got < 0) throw UsageError(path_ + ": cannot read (" + reason + ")");
    return text;
}

void RecordsFile::truncate(off_t size) {
    if (::ftruncate(fd_, size) != 0) throw OutputError(path_ + ": cannot cut the last line (" + systemReason() + ")");
}

void RecordsFile::replaceContent(const std::string& text) {
    auto [fd, temporary] = syncedTemporary(path_, text);
    // Locked before it takes the name, so that no other process can lock the new file in between; the
    // campaign then appends through this descriptor.
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0 || ::fcntl(fd, F_SETFL, O_APPEND) != 0) {
        const std::string reason = systemReason();
        ::close(fd);
        ::unlink(temporary.c_str());
        throw OutputError(path_ + ": cannot lock the rewritten file (" + reason + "); it is unchanged");
    }
    try {
        renameOver(temporary, path_);
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd_);
    fd_ = fd;
}

void RecordsFile::appendRecord(const std::string& line) {
    const std::string whole = line + '\n';
    struct stat before {};
    const bool regular = ::fstat(fd_, &before) == 0 && S_ISREG(before.st_mode);
    if (writeAll(fd_, whole)) {
        ++appended_;
        return;
    }
    const std::string reason = systemReason();
    // A short write leaves a cut line: cut it off, so that the file holds whole records only.
    const bool cut = regular && ::ftruncate(fd_, before.st_size) == 0;
    throw OutputError("bench: writing " + path_ + " failed (" + reason + ") at run record " +
                      std::to_string(appended_ + 1) + " of this session: " + std::to_string(appended_) +
                      " record(s) were written" +
                      (regular ? (cut ? ", the file ends with the last whole record (" + std::to_string(before.st_size) + " bytes)"
                                      : ", and the file may end with a cut line")
                               : std::string()) +
                      "; the campaign stopped (free space and continue it with --resume)");
}

void RecordsFile::appendNewline() {
    if (!writeAll(fd_, "\n")) throw OutputError(path_ + ": cannot add the missing newline (" + systemReason() + ")");
}

void RecordsFile::sync() {
    struct stat info {};
    if (::fstat(fd_, &info) == 0 && !S_ISREG(info.st_mode)) return;  // a device or pipe has nothing to sync
    if (::fsync(fd_) != 0) throw OutputError("bench: syncing " + path_ + " failed (" + systemReason() + ")");
}

void writeFileAtomically(const std::string& path, const std::string& text) {
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0 && !S_ISREG(info.st_mode)) {
        // A device (/dev/stdout, /dev/null) cannot be replaced: write it directly.
        const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
        const bool ok = fd >= 0 && writeAll(fd, text);
        const std::string reason = ok ? std::string() : systemReason();
        if (fd >= 0) ::close(fd);
        if (!ok) throw OutputError(path + ": writing failed (" + reason + ")");
        return;
    }
    auto [fd, temporary] = syncedTemporary(path, text);
    ::close(fd);
    renameOver(temporary, path);
}

bool sameFile(const std::string& a, const std::string& b) {
    struct stat first {}, second {};
    return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 && first.st_dev == second.st_dev &&
           first.st_ino == second.st_ino;
}

void refuseOutputAmongInputs(const std::string& output, const char* option, const std::vector<std::string>& inputs) {
    if (output.empty() || output == "-") return;
    for (const std::string& input : inputs)
        if (input != "-" && sameFile(output, input))
            throw UsageError(std::string(option) + " " + output + ": is the input file " + input +
                             " (it would be overwritten): write to another file");
}

}  // namespace sudolab::cli
