# Unity builds grouped by folder: the sources of TARGET under BASE_DIR are compiled one translation unit per
# folder (core/hints/, core/search/, ...), so the headers a subsystem shares are parsed and its templates
# instantiated once per folder instead of once per file (docs/TESTING.md has the measured saving). A new
# file joins its folder's unit without a list; files whose file-local names clash with a neighbour's, or
# that carry their own compile options, are given with SEPARATE and compiled alone.
#   sudolab_unity_by_folder(TARGET BASE_DIR [SEPARATE file...])

# Groups TARGET's sources below BASE_DIR by folder (relative to BASE_DIR); SEPARATE files stay alone.
function(sudolab_unity_by_folder target base_dir)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "" "SEPARATE")
  set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
  get_target_property(sources ${target} SOURCES)
  foreach(source IN LISTS sources)
    cmake_path(ABSOLUTE_PATH source BASE_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} OUTPUT_VARIABLE path)
    cmake_path(IS_PREFIX base_dir "${path}" NORMALIZE below)
    if(NOT below OR NOT path MATCHES "\\.cpp$")
      continue()
    endif()
    cmake_path(RELATIVE_PATH path BASE_DIRECTORY ${base_dir} OUTPUT_VARIABLE relative)
    cmake_path(GET relative FILENAME name)
    if(name IN_LIST arg_SEPARATE)
      set_source_files_properties(${source} TARGET_DIRECTORY ${target} PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
      continue()
    endif()
    cmake_path(GET relative PARENT_PATH folder)
    string(MAKE_C_IDENTIFIER "${target}_${folder}" group)
    set_source_files_properties(${source} TARGET_DIRECTORY ${target} PROPERTIES UNITY_GROUP ${group})
  endforeach()
endfunction()
