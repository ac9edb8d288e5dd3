// Security headers and the Content-Security-Policy as the browser receives them (docs/security.md), on
// the pages of e-mailed links, the 404 page and the protected pages (every public page is checked
// where the link crawl loads it: crawl.spec.ts, with tests/e2e/page-checks.ts), these
// signed in as the member or the admin they are for: the headers of netlify.toml (sent by the
// local server as Netlify sends them) on every page and asset, the API's own headers on every
// API answer the pages receive, a strict policy in each page's meta tag, and not one
// `securitypolicyviolation` event while the page loads, hydrates and is used. (The fixture
// also fails a test on any CSP error on the console.)
import { asAdmin } from "./staff.ts";
import type { Page } from "@playwright/test";
import { GUARDED_ROUTES, LINK_ROUTES } from "../../src/config/routes.ts";
import { expect, forgive, test } from "./fixtures.ts";
import { chooseBillingState } from "./helpers.ts";
import {
  collectResponses,
  expectNoCspViolations,
  headerProblems,
  policyProblems,
  watchViolations,
} from "./page-checks.ts";

async function visit(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(expectedStatus);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  return response!;
}

// Every public page, in English and in Hindi, is checked the same way where the link crawl loads
// it (crawl.spec.ts); here the pages a link in an e-mail opens and the 404 page.
test("the pages of e-mailed links and the 404 page: headers, a strict policy, no violation", async ({
  page,
  pageProblems,
}) => {
  await watchViolations(page);
  const responses = collectResponses(page);
  const problems: string[] = [];
  const pages: [path: string, status: number][] = [
    ...LINK_ROUTES.map((path) => [path, 200] as [string, number]),
    ["/no-such-page", 404],
  ];
  for (const [path, status] of pages) {
    await visit(page, path, status);
    // The browser logs the 404 of the page itself; that one is expected.
    if (status === 404) forgive(pageProblems, /status of 404 \(Not Found\)/);
    problems.push(...(await policyProblems(page, path)));
    await expectNoCspViolations(page, path);
  }
  // Pages, scripts, styles, pictures and fonts alike.
  expect(responses.length).toBeGreaterThan(pages.length);
  problems.push(...responses.flatMap(headerProblems));
  expect(problems).toEqual([]);
});

test("a visitor sent away from the protected pages still gets their headers and no violation", async ({
  page,
}) => {
  await watchViolations(page);
  const problems: string[] = [];
  for (const path of GUARDED_ROUTES) {
    const response = await page.goto(path);
    problems.push(...headerProblems(response!));
    await expect(page).toHaveURL("/");
    await expectNoCspViolations(page, path);
  }
  expect(problems).toEqual([]);
});

/** Signs in through the API and keeps the session where the site keeps it, from the first load. */
async function signIn(page: Page, credentials: { email: string; password: string } | "new member") {
  let auth: { user: object; token: { accessToken: string; refreshToken: string } };
  if (credentials === "new member") {
    const response = await page.request.post("/api/v1/user/create", {
      data: {
        name: "Policy Checker",
        email: `csp.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`,
        phoneNo: "9812345670",
        password: "a long password",
      },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { accessToken: string; refreshToken: string; newUser: object };
    auth = { user: body.newUser, token: { accessToken: body.accessToken, refreshToken: body.refreshToken } };
  } else {
    const response = await page.request.post("/api/v1/user/login", { data: credentials });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { accessToken: string; refreshToken: string; user: object };
    auth = { user: body.user, token: { accessToken: body.accessToken, refreshToken: body.refreshToken } };
  }
  await page.addInitScript((value) => {
    if (window === window.top && !localStorage.getItem("root")) {
      localStorage.setItem("root", JSON.stringify({ auth: value }));
    }
  }, auth);
}

test("a member's pages, used: dashboard, purchase with the test checkout, invoices", async ({ page }) => {
  await watchViolations(page);
  await signIn(page, "new member");
  const responses = collectResponses(page);
  const problems: string[] = [];

  await visit(page, "/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  problems.push(...(await policyProblems(page, "/dashboard")));
  await expectNoCspViolations(page, "/dashboard");

  await visit(page, "/purchase?plan=premium");
  problems.push(...(await policyProblems(page, "/purchase")));
  await chooseBillingState(page);
  await page.getByRole("button", { name: "Proceed to Purchase" }).click();
  const checkout = page.getByRole("dialog", { name: "Test checkout" });
  await checkout.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL("/invoice");
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  await expect(page.getByRole("table")).toContainText("Premium");
  problems.push(...(await policyProblems(page, "/invoice")));
  await expectNoCspViolations(page, "/purchase and /invoice");

  const api = responses.filter((response) => new URL(response.url()).pathname.startsWith("/api/"));
  expect(api.length, "the pages called the API").toBeGreaterThan(2);
  problems.push(...responses.flatMap(headerProblems));
  expect(problems).toEqual([]);
});

test("the admin's page, signed in as the admin", async ({ page }) => {
  await watchViolations(page);
  await asAdmin(page);
  const responses = collectResponses(page);
  await visit(page, "/admin-dashboard");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  // Whatever it loads (its lists, once they call the API) is checked like the rest.
  expect(responses.length).toBeGreaterThan(1);
  const problems = [
    ...(await policyProblems(page, "/admin-dashboard")),
    ...responses.flatMap(headerProblems),
  ];
  await expectNoCspViolations(page, "/admin-dashboard");
  expect(problems).toEqual([]);
});
