// Runs before the app starts (linked with --pre-js): forwards the page's events the app cares about.
(function () {
  if (typeof window === 'undefined') return;
  // The browser's storage for saved games (web/platform_web.cpp). Reading localStorage itself throws
  // where storage is disabled; a full storage throws QuotaExceededError on setItem.
  window.sudolabStorage = {
    store: function (key, text) {
      try {
        window.localStorage.setItem(key, text);
        return 0;
      } catch (e) {
        var full = e && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
        return full ? 1 : 2;
      }
    },
    load: function (key) {
      try {
        return window.localStorage.getItem(key);
      } catch (e) {
        return null;
      }
    },
  };
  // Opening another share link in the same tab (editing the address bar, following a link).
  // An emptied fragment is not a link: the app keeps its state.
  // Back does not leave the page: after the first click or key (a user's gesture, so browsers keep the
  // entry) the page adds one history entry of its own; Back returns to the entry before it, and the page
  // puts its entry back with the current address, so the game stays as it is.
  var guarding = false;
  var guardLength = -1;  // history.length once the entry is in place; -1 before the first gesture
  function guardHistory() {
    try {
      history.pushState({ sudolab: 'guard' }, '', location.href);
      guardLength = history.length;
    } catch (e) {
      // Sandboxed frames may forbid it: Back then behaves as usual.
    }
  }
  function firstGesture() {
    window.removeEventListener('pointerdown', firstGesture, true);
    window.removeEventListener('keydown', firstGesture, true);
    Module['appHref'] = location.href;
    guardHistory();
  }
  window.addEventListener('pointerdown', firstGesture, true);
  window.addEventListener('keydown', firstGesture, true);
  window.addEventListener('popstate', function (event) {
    if (event.state && event.state.sudolab === 'guard') return;
    // A new fragment (typed in the address bar, set by a script) adds an entry and is a link to open;
    // Back moves within the entries, so the length is unchanged.
    if (guardLength < 0 || history.length !== guardLength) {
      if (guardLength >= 0) guardLength = history.length;
      return;
    }
    var href = Module['appHref'] || location.href;
    // A hashchange follows only when the entry left holds another address.
    guarding = location.href !== href;
    guardHistory();
    if (Module['backPressed']) Module['backPressed']();
  });
  window.addEventListener('hashchange', function () {
    // The address the Back guard just left is not a link to open.
    if (guarding) {
      guarding = false;
      return;
    }
    Module['appHref'] = location.href;
    if (Module['openLink'] && location.hash.length > 1) Module['openLink'](location.hash);
  });
  // Ctrl+V: the browser only gives clipboard text to a paste event; keep it for ImGui's next read.
  window.addEventListener('paste', function (event) {
    var text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    if (Module['setClipboardCache']) Module['setClipboardCache'](text);
  });
})();
