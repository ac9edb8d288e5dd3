// What the local server sends, as a browser receives it: the same headers as Netlify,
// compressed text, and an API behind the same origin.
import { expect, test } from "./fixtures.ts";

test("pages carry the security headers and a CSP that the page itself passes", async ({ page, request }) => {
  const response = await request.get("/");
  expect(response.headers()).toMatchObject({
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "content-security-policy": "frame-ancestors 'none'",
    "cache-control": "public, max-age=0, must-revalidate",
  });
  await page.goto("/");
  const meta = page.locator('meta[http-equiv="content-security-policy"]');
  await expect(meta).toHaveAttribute("content", /script-src 'self' 'sha256-/);
  // The fixture fails the test on any CSP violation while the theme script and the
  // header scripts run; clicking exercises them.
  await page.getByRole("button", { name: /Theme:/ }).click();
});

test("text is compressed and hashed assets are cached for a year", async ({ request }) => {
  const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(html.headers()["content-encoding"]).toBe("gzip");
  const body = await html.text();
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(body)?.[1];
  expect(stylesheet).toBeDefined();
  const asset = await request.get(stylesheet!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the API answers on the same origin, with JSON errors for unknown paths", async ({ request }) => {
  const health = await request.get("/api/v1/health");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });

  const plans = await request.get("/api/v1/subscription");
  const { subscriptions } = (await plans.json()) as { subscriptions: { name: string }[] };
  expect(subscriptions.map((plan) => plan.name)).toEqual(["Essentials", "Premium", "Elite"]);

  const missing = await request.get("/api/v1/does-not-exist");
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ err: "No such endpoint: GET /api/v1/does-not-exist" });
});
