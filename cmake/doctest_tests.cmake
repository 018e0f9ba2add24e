# Registers a doctest binary's tests with ctest in pieces that `ctest -j` can run side by side.
#  - Native: one ctest entry per doctest case, listed by the built binary itself (doctest's own CMake
#    module, doctest_discover_tests), so new cases and new *_test.cpp files are picked up without a list.
#  - WebAssembly: one entry per *_test.cpp file (doctest's --source-file filter), plus one entry for any
#    case outside those files: each entry starts node and compiles the module, which costs too much to
#    pay once per case.

# Adds TARGET's tests; its sources named *_test.cpp are the files of the wasm split.
function(sudolab_add_doctest_tests target)
  if(NOT SUDOLAB_WASM)
    find_package(doctest CONFIG REQUIRED)  # for doctest_DIR, where its doctest.cmake module lives
    include(${doctest_DIR}/doctest.cmake)
    doctest_discover_tests(${target} TEST_PREFIX "${target}: " EXTRA_ARGS --force-colors=0)
    return()
  endif()
  get_target_property(sources ${target} SOURCES)
  set(files)
  foreach(source IN LISTS sources)
    get_filename_component(name "${source}" NAME)
    if(name MATCHES "_test\\.cpp$")
      list(APPEND files "*/${name}")
      add_test(NAME "${target}: ${name}" COMMAND ${target} "--source-file=*/${name}" --force-colors=0)
    endif()
  endforeach()
  # Cases defined anywhere else (a header, a helper file) still run, in one entry of their own.
  string(REPLACE ";" "," excluded "${files}")
  add_test(NAME "${target}: other files" COMMAND ${target} "--source-file-exclude=${excluded}" --force-colors=0)
endfunction()
