// This machine's flags for Debian's Chromium, wherever the project starts it: the browser
// tests (playwright.config.ts) and Lighthouse (scripts/bench/lighthouse-worker.ts).
// Arguments go to Chromium as they are, never through a shell: no quotes inside them.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Without this Chromium still looks up Google's hosts on a machine with no network.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];
