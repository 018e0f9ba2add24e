# Registers a doctest binary's tests with ctest in pieces that `ctest -j` can run side by side.
#  - Native: one ctest entry per doctest case, listed by the built binary itself after each build
#    (cmake/doctest_list_cases.cmake), so new cases and new *_test.cpp files need no list.
#  - WebAssembly: one entry per *_test.cpp file (doctest's --source-file filter), plus one entry for any
#    case outside those files: each entry starts node and compiles the module, which costs too much to
#    pay once per case.

# Adds TARGET's tests; its sources named *_test.cpp are the files of the wasm split.
function(sudolab_add_doctest_tests target)
  if(NOT SUDOLAB_WASM)
    set(ctest_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_cases.cmake")
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND ${CMAKE_COMMAND} -D "TEST_EXECUTABLE=$<TARGET_FILE:${target}>" "-DTEST_PREFIX=${target}: "
              -D "CTEST_FILE=${ctest_file}" -P ${PROJECT_SOURCE_DIR}/cmake/doctest_list_cases.cmake
      VERBATIM)
    # ctest reads the list when it runs; before the first build it reports the binary as not built.
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_include.cmake")
    file(WRITE "${include_file}"
         "if(EXISTS \"${ctest_file}\")\n  include(\"${ctest_file}\")\nelse()\n"
         "  add_test([==[${target}: NOT BUILT]==] ${target}_NOT_BUILT)\nendif()\n")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
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
