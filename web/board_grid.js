// The board for the keyboard and screen readers (linked with --pre-js). The canvas is one picture to a
// screen reader, so the page keeps a hidden DOM grid (index.html #board-grid: role=grid, a row per board
// row, a named gridcell per cell) in step with the player's board, and a toolbar of real buttons
// (#page-controls) that Tab reaches. The app's state is read through the JS API (boardRevision,
// accessibleBoard); keys typed on a cell reach the app as any key does (GLFW listens on the window).
(function () {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  var grid = document.getElementById('board-grid');
  var controls = document.getElementById('page-controls');
  if (!grid || !controls) return;
  var cells = [];
  var shownSize = 0;
  var shownRevision = -1;
  var shownSelected = -1;
  // How often the grid is compared with the app's board: a timer, not animation frames, which would keep
  // the browser making display frames while the app draws nothing (shell/platform.hpp, paceTicks).
  var SYNC_MS = 50;

  // Keys the app must not see: Tab (GLFW would cancel it, and focus could never leave the board) and any
  // key on the page's own buttons (Enter there presses the button, not the app's Step). Registered before
  // the app starts, so this capture listener runs before GLFW's.
  window.addEventListener('keydown', function (event) {
    if (event.key === 'Tab' || controls.contains(event.target)) event.stopImmediatePropagation();
    // Alt+letter is a shortcut (help overlay); no character may follow it into the board.
    else if (event.altKey && !event.ctrlKey && /^Key[A-Z]$/.test(event.code)) event.preventDefault();
  }, true);
  window.addEventListener('keypress', function (event) {
    if (controls.contains(event.target)) event.stopImmediatePropagation();
  }, true);
  window.addEventListener('keyup', function (event) {
    if (event.key === 'Tab' || controls.contains(event.target)) event.stopImmediatePropagation();
  }, true);

  controls.addEventListener('click', function (event) {
    var button = event.target.closest('button[data-control]');
    if (button && Module['pressControl']) Module['pressControl'](button.getAttribute('data-control'));
  });

  /// Rows and cells for a size x size board (a new puzzle of another size rebuilds them).
  function build(size) {
    grid.textContent = '';
    cells = [];
    for (var r = 0; r < size; r++) {
      var row = document.createElement('div');
      row.setAttribute('role', 'row');
      for (var c = 0; c < size; c++) {
        var cell = document.createElement('div');
        cell.setAttribute('role', 'gridcell');
        cell.tabIndex = -1;
        row.appendChild(cell);
        cells.push(cell);
      }
      grid.appendChild(row);
    }
    grid.setAttribute('aria-label', 'Sudoku board, ' + size + ' by ' + size + ': arrows move, digits fill, ? lists every key');
    shownSize = size;
    shownSelected = -1;
  }

  /// True when the keyboard's focus is on the board or nowhere in particular (so moving it is expected).
  function focusIsOnBoard() {
    var active = document.activeElement;
    return !active || active === document.body || active === Module['canvas'] || grid.contains(active);
  }

  function show(board) {
    if (board.size !== shownSize) build(board.size);
    for (var i = 0; i < cells.length; i++) {
      if (cells[i].getAttribute('aria-label') !== board.names[i]) cells[i].setAttribute('aria-label', board.names[i]);
    }
    var pencil = controls.querySelector('[data-control="pencil"]');
    if (pencil) pencil.setAttribute('aria-pressed', board.pencil ? 'true' : 'false');
    if (board.selected === shownSelected) return;
    // One cell in the Tab order (the selected one, else the first): a roving tabindex.
    var target = cells[board.selected >= 0 ? board.selected : 0];
    for (var k = 0; k < cells.length; k++) cells[k].tabIndex = cells[k] === target ? 0 : -1;
    for (var s = 0; s < cells.length; s++) cells[s].setAttribute('aria-selected', s === board.selected ? 'true' : 'false');
    shownSelected = board.selected;
    if (target && focusIsOnBoard()) target.focus({ preventScroll: true });
  }

  function sync() {
    if (Module['boardRevision']) {
      var revision = Module['boardRevision']();
      if (revision !== shownRevision) {
        shownRevision = revision;
        var board = Module['accessibleBoard']();
        if (board) show(board);
      }
    }
    window.setTimeout(sync, SYNC_MS);
  }
  window.setTimeout(sync, SYNC_MS);
})();
