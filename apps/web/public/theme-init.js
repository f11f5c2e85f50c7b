/* global window, document */
// Runs before the first paint so the page never flashes the wrong theme.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark = stored
      ? stored === 'dark'
      : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage or matchMedia unavailable: keep the default (light) theme.
  }
})();
