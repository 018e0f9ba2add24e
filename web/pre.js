// Runs before the app starts (linked with --pre-js): forwards the page's events the app cares about.
(function () {
  if (typeof window === 'undefined') return;
  // Opening another share link in the same tab (editing the address bar, following a link).
  // An emptied fragment is not a link: the app keeps its state.
  window.addEventListener('hashchange', function () {
    if (Module['openLink'] && location.hash.length > 1) Module['openLink'](location.hash);
  });
  // Ctrl+V: the browser only gives clipboard text to a paste event; keep it for ImGui's next read.
  window.addEventListener('paste', function (event) {
    var text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    if (Module['setClipboardCache']) Module['setClipboardCache'](text);
  });
})();
