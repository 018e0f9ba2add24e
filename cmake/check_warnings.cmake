# Fails the configuration when a target of the project does not link sudolab_warnings, so that a new
# test binary or tool cannot silently build without the warning flags (or without -Werror in the suite).

# Collects the build-system targets of DIR and of every directory below it into OUT.
function(sudolab_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdir IN LISTS subdirs)
    sudolab_targets_below(${subdir} below)
    list(APPEND targets ${below})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# Checks every executable and library below DIR except the third-party ones named after DIR.
function(sudolab_check_warnings_linked dir)
  set(third_party ${ARGN})
  sudolab_targets_below(${dir} targets)
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(NOT type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|SHARED_LIBRARY|OBJECT_LIBRARY|MODULE_LIBRARY)$")
      continue()
    endif()
    if(target IN_LIST third_party)
      continue()
    endif()
    get_target_property(links ${target} LINK_LIBRARIES)
    if(NOT "sudolab_warnings" IN_LIST links)
      message(FATAL_ERROR "target ${target} does not link sudolab_warnings (the project's warning flags): "
                          "add target_link_libraries(${target} PRIVATE sudolab_warnings)")
    endif()
  endforeach()
endfunction()
