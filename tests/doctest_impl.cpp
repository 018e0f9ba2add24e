// doctest's implementation, compiled once per build and linked into every unit test binary (it is the
// slowest file of the tests to compile); test_main.cpp holds only main().
#define DOCTEST_CONFIG_IMPLEMENT
#include "doctest.h"
