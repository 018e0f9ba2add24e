// `sudolab`: the command-line tool (solve, generate, check, list, params, bench, trace,
// hint, explain, rate).
#include <CLI/CLI.hpp>
#include <cerrno>
#include <cstring>
#include <exception>
#include <new>
#include <iostream>

#include "base/errors.hpp"
#include "commands.hpp"
#include "common.hpp"

int main(int argc, char** argv) {
    using namespace sudolab::cli;
    CLI::App app{"sudolab: Sudoku solvers from the literature, puzzle generators and solution checks.", "sudolab"};
    app.require_subcommand(1);
    app.fallthrough(false);
    int exitCode = kExitOk;
    addSolveCommand(app, exitCode);
    addGenerateCommand(app, exitCode);
    addCheckCommand(app, exitCode);
    addListCommands(app, exitCode);
    addBenchCommand(app, exitCode);
    addTraceCommand(app, exitCode);
    addHintCommands(app, exitCode);
    addRateCommand(app, exitCode);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& error) {
        // --help is a "successful" parse error (exit code 0); every real usage error exits with 2.
        const int code = app.exit(error);
        return code == 0 ? kExitOk : kExitBadInput;
    } catch (const UsageError& error) {
        std::cout.flush();
        std::cerr << error.what() << '\n';
        return kExitBadInput;
    } catch (const sudolab::InputError& error) {
        std::cout.flush();
        std::cerr << error.what() << '\n';
        return kExitBadInput;
    } catch (const std::bad_alloc&) {
        std::cout.flush();
        std::cerr << "sudolab: out of memory (the input or the campaign is too large for this machine)\n";
        return kExitInternal;
    } catch (const std::exception& error) {
        std::cout.flush();
        std::cerr << "sudolab: internal error: " << error.what() << '\n';
        return kExitInternal;
    }
    // A full disk or a closed pipe must not pass for success: the output would be lost silently.
    std::cout.flush();
    if (!std::cout) {
        std::cerr << "sudolab: writing the output failed (" << std::strerror(errno) << ")\n";
        return kExitBadInput;
    }
    return exitCode;
}
