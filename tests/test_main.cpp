// doctest entry point for the unit test binaries (native and wasm); doctest itself is in doctest_impl.cpp.
// The core test binary also registers its own solver (test_solver.cpp) before any test runs, as a front
// end would at start-up.
#include "doctest.h"

#ifdef SUDOLAB_TEST_SOLVER
#include "test_solver.hpp"
#endif

int main(int argc, char** argv) {
#ifdef SUDOLAB_TEST_SOLVER
    sudolab::testing::registerRevealSolver();
#endif
    return doctest::Context(argc, argv).run();
}
