// Security headers and the Content-Security-Policy as the browser receives them (docs/security.md), on
// every public page, the page of the reset link, the 404 page and the protected pages, these
// signed in as the member or the admin they are for: the headers of netlify.toml (sent by the
// local server as Netlify sends them) on every page and asset, the API's own headers on every
// API answer the pages receive, a strict policy in each page's meta tag, and not one
// `securitypolicyviolation` event while the page loads, hydrates and is used. (The fixture
// also fails a test on any CSP error on the console.)
import { asAdmin } from "./staff.ts";
import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import { GUARDED_ROUTES, LINK_ROUTES, PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { API_CSP } from "../../src/server/app.ts";
import { headersFor, parseHeaderRules } from "../../src/server/static-site.ts";
import { expect, forgive, test } from "./fixtures.ts";
import { chooseBillingState } from "./helpers.ts";

const RULES = parseHeaderRules(readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8"));

/** What every page and file of the site must carry, whatever netlify.toml says besides. */
const REQUIRED_PAGE_HEADERS = {
  "content-security-policy": "frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "cross-origin-opener-policy": "same-origin",
};

const API_HEADERS = {
  "content-security-policy": API_CSP,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cache-control": "no-store",
};

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Every response of the site that the page received, its URL and headers, checked later. */
function collectResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on("response", (response) => {
    // The site's own; the fixture answers anything else with a stand-in.
    if (/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(response.url())) responses.push(response);
  });
  return responses;
}

async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`);
    });
  });
}

/** The problems of one response's headers: netlify.toml's for the site, app.ts's for the API. */
function headerProblems(response: Response): string[] {
  const url = new URL(response.url());
  const headers = response.headers();
  const expected: Record<string, string> = url.pathname.startsWith("/api/")
    ? API_HEADERS
    : {
        ...REQUIRED_PAGE_HEADERS,
        ...Object.fromEntries(
          Object.entries(headersFor(url.pathname, RULES)).map(([name, value]) => [name.toLowerCase(), value]),
        ),
      };
  return Object.entries(expected)
    .filter(([name, value]) => headers[name] !== value)
    .map(([name, value]) => `${url.pathname}: ${name} is ${headers[name] ?? "missing"}, not ${value}`);
}

/** The page's own policy: one meta tag, strict, nothing unsafe. */
async function policyProblems(page: Page, path: string): Promise<string[]> {
  const policies = await page
    .locator('meta[http-equiv="content-security-policy" i]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content") ?? ""));
  if (policies.length !== 1) return [`${path}: ${policies.length} CSP meta tags`];
  const directives = new Map(
    policies[0]!
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!.toLowerCase(), values] as const;
      }),
  );
  const problems: string[] = [];
  const want = (name: string, value: string) => {
    if (!directives.get(name)?.includes(value)) problems.push(`${path}: ${name} lacks ${value}`);
  };
  want("default-src", "'self'");
  want("object-src", "'none'");
  want("base-uri", "'self'");
  want("script-src", "'self'");
  for (const [name, values] of directives) {
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'unsafe-hashes'",
      "*",
      "data:",
      "http:",
      "https:",
    ]) {
      // Pictures may be data: URLs (Astro's inlined placeholders); nothing else may be that open.
      if (values.includes(unsafe) && !(name === "img-src" && unsafe === "data:")) {
        problems.push(`${path}: ${name} allows ${unsafe}`);
      }
    }
  }
  return problems;
}

async function visit(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(expectedStatus);
  await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
  return response!;
}

async function expectNoViolations(page: Page, where: string) {
  // A violation event is dispatched asynchronously: give a late one a moment to arrive.
  await page.waitForTimeout(50);
  expect(await page.evaluate(() => window.cspViolations), where).toEqual([]);
}

test("every public page, the reset page and the 404 page: headers, a strict policy, no violation", async ({
  page,
  pageProblems,
}) => {
  await watchViolations(page);
  const responses = collectResponses(page);
  const problems: string[] = [];
  const pages: [path: string, status: number][] = [
    ...PUBLIC_ROUTES.map((path) => [path, 200] as [string, number]),
    ...LINK_ROUTES.map((path) => [path, 200] as [string, number]),
    ["/no-such-page", 404],
  ];
  for (const [path, status] of pages) {
    await visit(page, path, status);
    // The browser logs the 404 of the page itself; that one is expected.
    if (status === 404) forgive(pageProblems, /status of 404 \(Not Found\)/);
    problems.push(...(await policyProblems(page, path)));
    await expectNoViolations(page, path);
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
    await expectNoViolations(page, path);
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
  await expectNoViolations(page, "/dashboard");

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
  await expectNoViolations(page, "/purchase and /invoice");

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
  await expectNoViolations(page, "/admin-dashboard");
  expect(problems).toEqual([]);
});
