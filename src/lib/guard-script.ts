// The protected pages' guard (docs/product.md A2: otherwise the visitor is redirected to /;
// D5 for the admin page). It runs as an inline script in <head>, before any of the page is
// parsed, so nothing of a protected page shows to someone it will turn away. The API checks
// every call on the server; this only spares people a page they cannot use.
// Each variant's exact text is hashed into the CSP by astro.config.ts, so the text is the same
// on both languages' pages: it reads the language from the path (indexOf is 0 under /hi/) and
// sends a Hindi reader to the Hindi home. The admin panel has no Hindi twin.

export type GuardLevel = "member" | "admin";

export function guardScript(level: GuardLevel): string {
  return `(function () {
  var auth = null;
  try { auth = (JSON.parse(localStorage.getItem("root") || "{}") || {}).auth; } catch (e) {}
  var signedIn = !!(auth && auth.user && auth.token && auth.token.accessToken);
  var admin = signedIn && auth.user.role === "admin";
  var target = !signedIn ? (location.pathname.indexOf("/hi/") ? "/" : "/hi") : ${level === "admin" ? '!admin ? "/dashboard" : null' : "null"};
  if (target) {
    document.documentElement.dataset.guard = "denied";
    location.replace(target);
  }
})();`;
}

export const GUARD_LEVELS: readonly GuardLevel[] = ["member", "admin"];
