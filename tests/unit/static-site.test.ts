import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import {
  acceptsBrotli,
  createStaticHandler,
  headersFor,
  parseHeaderRules,
  parseNotFoundRules,
} from "../../src/server/static-site.ts";

const toml = readFileSync(new URL("../../netlify.toml", import.meta.url), "utf8");
const rules = parseHeaderRules(toml);

function site() {
  const root = mkdtempSync(join(tmpdir(), "dist-"));
  mkdirSync(join(root, "about-us"));
  mkdirSync(join(root, "_astro"));
  writeFileSync(join(root, "index.html"), "<h1>home</h1>");
  writeFileSync(join(root, "about-us", "index.html"), "<h1>about</h1>");
  writeFileSync(join(root, "services.html"), "<h1>services</h1>");
  writeFileSync(join(root, "404.html"), "<h1>missing</h1>");
  mkdirSync(join(root, "hi"));
  writeFileSync(join(root, "hi", "services.html"), "<h1>सेवाएँ</h1>");
  writeFileSync(join(root, "hi", "404.html"), "<h1>यह पृष्ठ मौजूद नहीं है</h1>");
  writeFileSync(join(root, "_astro", "app.abc123.js"), "console.log(1)");
  writeFileSync(join(root, "..", "secret.txt"), "do not serve");
  const app = new Hono().all("*", createStaticHandler(root, rules, parseNotFoundRules(toml)));
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

  it("answers a missing address under /hi/ with the Hindi 404 page, as netlify.toml's rule says", async () => {
    expect(parseNotFoundRules(toml).map((rule) => rule.page)).toEqual(["/hi/404.html"]);
    const app = site();
    const missing = await app.request("/hi/no/such/page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("<h1>यह पृष्ठ मौजूद नहीं है</h1>");
    // The rule never hides a page that exists; /hindi is not under /hi/.
    expect(await (await app.request("/hi/services")).text()).toBe("<h1>सेवाएँ</h1>");
    expect(await (await app.request("/hindi")).text()).toBe("<h1>missing</h1>");
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

describe("Brotli, as Netlify's CDN answers a browser", () => {
  const page = `<h1>Royal Weddings</h1>${"<p>Mehndi, sangeet and the pheras, planned in Jaipur.</p>".repeat(60)}`;

  function textSite() {
    const root = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(root, "index.html"), page);
    writeFileSync(join(root, "tiny.css"), "h1{color:red}");
    writeFileSync(join(root, "photo.png"), Buffer.alloc(4096, 7));
    writeFileSync(join(root, "404.html"), page);
    return { root, app: new Hono().all("*", createStaticHandler(root, rules)) };
  }

  it("sends a page compressed to a browser that accepts br, the same page once decompressed", async () => {
    const { app } = textSite();
    const response = await app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it("sends it as it is to a caller that does not accept br, or refuses it with q=0", async () => {
    const { app } = textSite();
    for (const accept of [undefined, "gzip", "br;q=0, gzip", "identity"]) {
      const response = await app.request("/", accept ? { headers: { "Accept-Encoding": accept } } : {});
      expect(response.headers.get("content-encoding"), accept).toBeNull();
      expect(await response.text(), accept).toBe(page);
    }
  });

  it("leaves tiny files and images alone, and compresses the 404 page with its status", async () => {
    const { app } = textSite();
    const headers = { "Accept-Encoding": "br" };
    expect((await app.request("/tiny.css", { headers })).headers.get("content-encoding")).toBeNull();
    expect((await app.request("/photo.png", { headers })).headers.get("content-encoding")).toBeNull();
    const missing = await app.request("/no/such/page", { headers });
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(Buffer.from(await missing.arrayBuffer())).toString()).toBe(page);
  });

  it("compresses a file again when it changes (a new build under a running server)", async () => {
    const { root, app } = textSite();
    const headers = { "Accept-Encoding": "br" };
    await app.request("/", { headers });
    const rebuilt = `${page}<footer>rebuilt</footer>`;
    writeFileSync(join(root, "index.html"), rebuilt);
    const response = await app.request("/", { headers });
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(rebuilt);
  });

  it("reads Accept-Encoding as browsers and tools write it", () => {
    expect(acceptsBrotli("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsBrotli("BR;q=0.5")).toBe(true);
    expect(acceptsBrotli("br;q=0")).toBe(false);
    expect(acceptsBrotli("gzip, brotli")).toBe(false);
    expect(acceptsBrotli("*")).toBe(true);
    expect(acceptsBrotli("br;q=0, *")).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
