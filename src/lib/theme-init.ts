// The theme must be on <html> before the first paint, so this runs as an inline classic
// script in <head>. Its exact text is hashed into the Content-Security-Policy by
// astro.config.ts, so the layout and the policy always agree.
//
// Key and values are the specification's: "vite-ui-theme" holds light, dark or system;
// dark is the default.
export const THEME_INIT_SCRIPT = `(function () {
  var stored = null;
  try { stored = localStorage.getItem("vite-ui-theme"); } catch (e) {}
  var theme = stored === "light" || stored === "dark" || stored === "system" ? stored : "dark";
  var media = window.matchMedia("(prefers-color-scheme: dark)");
  function apply() {
    var dark = theme === "dark" || (theme === "system" && media.matches);
    var root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.style.colorScheme = dark ? "dark" : "light";
    root.dataset.theme = theme;
  }
  apply();
  media.addEventListener("change", function () {
    theme = document.documentElement.dataset.theme || theme;
    if (theme === "system") apply();
  });
})();`;
