// The native app's command line (command_line.hpp).
#include "command_line.hpp"

#include <cstdio>
#include <cstdlib>

namespace sudolab::app {

namespace {

void printUsage() {
    std::puts(
        "usage: sudolab_app [--link FRAGMENT | --example NAME] [--algorithm ID] [--run] [--budget MS]\n"
        "                   [--size WxH] [--frames N] [--screenshot FILE.png]\n"
        "  --link FRAGMENT     open a share link (the part after '#', e.g. p=3.ABC...&a=dlx&s=1)\n"
        "  --example NAME      load an embedded example (aiescargot, inst25x25_45_0, ...)\n"
        "  --algorithm ID      select a solver (see `sudolab list`)\n"
        "  --run               start the solver at once\n"
        "  --budget MS         solver time per frame in milliseconds (default 8)\n"
        "  --size WxH          window size (default 1280x800)\n"
        "  --frames N          draw N frames, then exit (smoke test; use under xvfb-run)\n"
        "  --screenshot FILE   with --frames: write the last frame as a PNG");
}

}  // namespace

bool parseOptions(int argc, char** argv, Options& options) {
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> const char* {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "sudolab_app: %s needs a value\n", arg.c_str());
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--frames") {
            options.frames = std::atoi(value());
        } else if (arg == "--screenshot") {
            options.screenshot = value();
        } else if (arg == "--link") {
            options.link = value();
        } else if (arg == "--example") {
            options.example = value();
        } else if (arg == "--algorithm") {
            options.algorithm = value();
        } else if (arg == "--run") {
            options.run = true;
        } else if (arg == "--budget") {
            options.budgetMs = std::atof(value());
        } else if (arg == "--size") {
            if (std::sscanf(value(), "%dx%d", &options.width, &options.height) != 2 || options.width < 320 ||
                options.height < 240) {
                std::fprintf(stderr, "sudolab_app: --size wants WxH, at least 320x240\n");
                return false;
            }
        } else if (arg == "--help" || arg == "-h") {
            printUsage();
            std::exit(0);
        } else {
            std::fprintf(stderr, "sudolab_app: unknown option %s (see --help)\n", arg.c_str());
            return false;
        }
    }
    return true;
}

}  // namespace sudolab::app
