// JavaScript side of web/platform_web.cpp (linked with --js-library): clipboard, address bar and the
// loading indicator. Everything here is small on purpose; the app itself is C++.
mergeInto(LibraryManager.library, {
  // createSolver's parameter object in one call (web/js_arguments.cpp, setParamsFromJs): each own
  // enumerable key in order and its value as text (a boolean 'on'/'off', any other non-string
  // String(value)), packed as "<bytes>:<key><bytes>:<value>..." with UTF-8 byte counts so that any text
  // goes through. Writes only when the whole and its terminating zero fit in `capacity` bytes; returns
  // the bytes the whole takes.
  sudolab_pack_params__deps: ['$Emval'],
  sudolab_pack_params: function (handle, buffer, capacity) {
    var params = Emval.toValue(handle);
    var packed = '';
    Object.keys(params).forEach(function (key) {
      var value = params[key];
      var text = typeof value === 'string' ? value : value === true ? 'on' : value === false ? 'off' : String(value);
      packed += lengthBytesUTF8(key) + ':' + key + lengthBytesUTF8(text) + ':' + text;
    });
    var bytes = lengthBytesUTF8(packed);
    if (bytes < capacity) stringToUTF8(packed, buffer, capacity);
    return bytes;
  },

  // Puts text on the clipboard. navigator.clipboard needs a secure context (localhost is one) and a
  // recent user gesture; if it is missing or refuses, fall back to a hidden textarea + execCommand.
  sudolab_copy_text: function (pointer) {
    var text = UTF8ToString(pointer);
    Module['lastCopiedText'] = text;
    function fallback() {
      try {
        var area = document.createElement('textarea');
        area.value = text;
        area.setAttribute('readonly', '');
        area.style.position = 'fixed';
        area.style.opacity = '0';
        document.body.appendChild(area);
        area.select();
        document.execCommand('copy');
        document.body.removeChild(area);
      } catch (e) {
        console.warn('sudolab: copy failed', e);
      }
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).catch(fallback);
    } else {
      fallback();
    }
  },

  // Reads the clipboard (asks the user if needed) and hands the text to the app.
  sudolab_request_clipboard: function () {
    if (!navigator.clipboard || !navigator.clipboard.readText) {
      Module['showError']('This browser does not let the page read the clipboard: paste with Ctrl+V into the text box.');
      return;
    }
    navigator.clipboard.readText().then(function (text) {
      Module['receivePastedText'](text);
    }, function (error) {
      Module['showError']('Could not read the clipboard (' + (error && error.message ? error.message : error) +
                          '): paste with Ctrl+V into the text box instead.');
    });
  },

  // Shows the share fragment in the address bar without a new history entry (no hashchange event).
  sudolab_set_fragment: function (pointer) {
    var fragment = UTF8ToString(pointer);
    try {
      history.replaceState(history.state, '', '#' + fragment);
      Module['appHref'] = location.href;
    } catch (e) {
      // Some embedders forbid replaceState (sandboxed frames): the app works without it.
    }
  },

  // Offers bytes from the app's memory as a download (an export the user asked for).
  sudolab_save_file: function (name, mime, bytes, size) {
    var data = HEAPU8.slice(bytes, bytes + size);
    var url = URL.createObjectURL(new Blob([data], { type: UTF8ToString(mime) }));
    var link = document.createElement('a');
    link.href = url;
    link.download = UTF8ToString(name);
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
    setTimeout(function () { URL.revokeObjectURL(url); }, 10000);
  },

  // How long a phase of the start took (ms), kept for the first-frame probe (bench/app/first_frame_probe.mjs).
  sudolab_startup_phase: function (phase, ms) {
    Module['startupMs'] = Module['startupMs'] || {};
    Module['startupMs'][UTF8ToString(phase)] = ms;
  },

  // The app has drawn its first frame: hide the loading indicator, note when that happened, and let the page
  // do what waited for it (index.html: the service worker).
  sudolab_first_frame: function () {
    Module['firstFrameMs'] = performance.now();
    var loading = document.getElementById('loading');
    if (loading) loading.remove();
    if (typeof sudolabAfterFirstFrame === 'function') sudolabAfterFirstFrame();
  },
});
