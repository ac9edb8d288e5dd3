// Every page test fails on a Content-Security-Policy violation or an uncaught error: a
// person would see a broken page where the test saw a passing one.
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      // Nothing in a test reaches another host: the map frame gets an empty page.
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/html",
          body: "<!doctype html><title>stand-in</title>",
        }),
      );
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // An API call answered 4xx is the app's business (it shows a toast); Chromium still
        // logs it. Anything else on the console is a problem.
        const fromApi = message.location().url.includes("/api/v1/");
        if (
          fromApi &&
          message.text().startsWith("Failed to load resource: the server responded with a status of 4")
        ) {
          return;
        }
        problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await use(problems);
      expect(problems, "console errors, CSP violations or uncaught exceptions").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A test that breaks the network on purpose (a fault it injects) expects the browser to log
 * it: those lines, and only those, are taken off the list of problems. At least one must be
 * there, or the fault did not happen.
 */
export function forgive(problems: string[], pattern: RegExp): void {
  const before = problems.length;
  const kept = problems.filter((problem) => !pattern.test(problem));
  expect(before - kept.length, `a console line matching ${pattern}`).toBeGreaterThan(0);
  problems.splice(0, problems.length, ...kept);
}

export { expect };
