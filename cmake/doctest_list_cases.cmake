# Run after a doctest binary is built (cmake -P): lists its cases and writes CTEST_FILE, one ctest entry
# per case. Written for this project instead of doctest's doctestAddTests.cmake, which breaks on a case
# name holding '[' or ';' (CMake list syntax): here those characters become doctest's one-character
# wildcard '?' in the filter and '(' ')' ':' in the entry's name.
#   -D TEST_EXECUTABLE=... -D TEST_PREFIX=... -D CTEST_FILE=...
execute_process(COMMAND "${TEST_EXECUTABLE}" --list-test-cases --force-colors=0
                OUTPUT_VARIABLE output RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "listing the cases of ${TEST_EXECUTABLE} failed (exit ${result}):\n${output}")
endif()
string(REGEX REPLACE "[][;]" "?" output "${output}")
string(REPLACE "\n" ";" lines "${output}")
set(script "")
set(count 0)
foreach(name IN LISTS lines)
  if(name STREQUAL "" OR name MATCHES "^=+$" OR name MATCHES "^\\?doctest\\? ")
    continue()
  endif()
  string(REPLACE "," "\\," filter "${name}")  # doctest splits filters at unescaped commas
  string(REPLACE "?" "_" title "${name}")
  string(APPEND script "add_test([==[${TEST_PREFIX}${title}]==] \"${TEST_EXECUTABLE}\" [==[--test-case=${filter}]==] --force-colors=0)\n")
  math(EXPR count "${count} + 1")
endforeach()
if(count EQUAL 0)
  message(FATAL_ERROR "${TEST_EXECUTABLE} lists no test case")
endif()
file(WRITE "${CTEST_FILE}" "${script}")
