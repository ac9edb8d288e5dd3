import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createStaticHandler, headersFor, parseHeaderRules } from "../../src/server/static-site.ts";

const rules = parseHeaderRules(readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8"));

function site() {
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(root, "about-us"));
  mkdirSync(join(root, "_astro"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "about-us", "index.html"), "<h1>about</h1>");
  writeFileSync(join(root, "services.html"), "<h1>services</h1>");
  writeFileSync(join(root, "404.html"), "<h1>missing</h1>");
  writeFileSync(join(root, "_astro", "app.abc123.js"), "console.log(1)");
  writeFileSync(join(root, "..", "secret.txt"), "do not serve");
  const app = new Hono().all("*", createStaticHandler(root, rules));
  return app;
}

describe("netlify.toml headers, as the local server applies them", () => {
  it("sends the security headers on every page and long caching on hashed assets only", () => {
    const page = headersFor("/about-us", rules);
    expect(page).toMatchObject({
      "Content-Security-Policy": "frame-ancestors 'none'",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
    expect(page["Cache-Control"]).toBeUndefined();
    expect(headersFor("/_astro/app.abc123.js", rules)["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
  });
});

describe("static site", () => {
  it("serves pretty URLs with and without the trailing slash", async () => {
    const app = site();
    for (const path of ["/", "/about-us", "/about-us/", "/about-us/index.html"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    }
    expect(await (await app.request("/about-us")).text()).toBe("<h1>about</h1>");
  });

  it("serves pages built as files at their address without .html", async () => {
    const app = site();
    for (const path of ["/services", "/services/", "/services.html"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe("<h1>services</h1>");
    }
  });

  it("caches hashed assets for a year", async () => {
    const response = await site().request("/_astro/app.abc123.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("answers anything else with the 404 page and status 404", async () => {
    const response = await site().request("/no/such/page");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("<h1>missing</h1>");
  });

  it("never serves a file outside the site, however the path is written", async () => {
    const app = site();
    for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/%00", "/%E0%A4%A"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("do not serve");
    }
  });

  it("refuses to write", async () => {
    const response = await site().request("/", { method: "POST" });
    expect(response.status).toBe(405);
  });
});
