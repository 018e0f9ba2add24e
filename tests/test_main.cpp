// doctest entry point for the unit test binary (native and wasm).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "doctest.h"
