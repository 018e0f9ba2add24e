# Writes the service worker into the site (cmake -DSITE_DIR=... -DTEMPLATE=... -DFILES="a;b;c" -P this file):
# its cache name is a hash of the site's files, so every build with other files gets a new cache (and the
# browser a changed worker, which replaces the old one).
foreach(name IN LISTS FILES)
  file(SHA256 "${SITE_DIR}/${name}" file_hash)
  string(APPEND all_hashes "${name}:${file_hash};")
endforeach()
string(SHA256 site_hash "${all_hashes}")
string(SUBSTRING "${site_hash}" 0 16 SITE_HASH)
# The page is cached as './' (what a visit asks for) too.
set(SITE_FILES "'./'")
foreach(name IN LISTS FILES)
  string(APPEND SITE_FILES ", '${name}'")
endforeach()
configure_file("${TEMPLATE}" "${SITE_DIR}/sw.js" @ONLY)
