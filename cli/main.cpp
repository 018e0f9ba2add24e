// `sudolab`: the command-line tool (solve, generate, check, list, params, bench, trace,
// hint, explain, rate).
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

#include "commands.hpp"
#include "common.hpp"
#include "errors.hpp"

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
    } catch (const std::exception& error) {
        std::cout.flush();
        std::cerr << "sudolab: internal error: " << error.what() << '\n';
        return 3;
    }
    std::cout.flush();
    return exitCode;
}
