// The native app's command line: what to open at start, the window size, and the headless smoke mode
// for CI (`sudolab_app --frames N --screenshot FILE.png` under xvfb-run). The browser build has none.
#pragma once

#include <string>

namespace sudolab::app {

struct Options {
    int frames = -1;         ///< smoke mode: stop after this many frames
    std::string screenshot;  ///< smoke mode: PNG of the last frame
    std::string link;        ///< share fragment to open at start
    std::string example;     ///< embedded example to load at start
    std::string algorithm;   ///< solver to select at start
    bool run = false;        ///< press Run at start
    double budgetMs = -1;    ///< solver time per frame
    int width = 1280;
    int height = 800;
};

/// Reads the options; false (with the reason on stderr) on a bad one. --help prints the usage and exits.
bool parseOptions(int argc, char** argv, Options& options);

}  // namespace sudolab::app
