// Each `sudolab` sub-command registers itself on the main CLI11 app; its callback stores the exit code.
#pragma once

namespace CLI {
class App;
}

namespace sudolab::cli {

/// `sudolab solve`: run one solver on every puzzle of the input files.
void addSolveCommand(CLI::App& app, int& exitCode);
/// `sudolab generate`: Lewis's fixed-fraction instances or unique-solution puzzles.
void addGenerateCommand(CLI::App& app, int& exitCode);
/// `sudolab check`: validate solutions against their puzzles.
void addCheckCommand(CLI::App& app, int& exitCode);
/// `sudolab list` and `sudolab params ID`: what the registry holds.
void addListCommands(CLI::App& app, int& exitCode);
/// `sudolab bench`: repeated runs on instance sets, JSON-lines records, summary; --merge of shards.
void addBenchCommand(CLI::App& app, int& exitCode);
/// `sudolab trace`: (time, iteration, cost, best cost) samples of one run per solver, for plots.
void addTraceCommand(CLI::App& app, int& exitCode);

/// `sudolab hint` and `sudolab explain`: the next logical step of each puzzle, or its whole path.
void addHintCommands(CLI::App& app, int& exitCode);
/// `sudolab rate`: the difficulty grade of each puzzle (hardest technique needed), as JSON lines.
void addRateCommand(CLI::App& app, int& exitCode);

}  // namespace sudolab::cli
