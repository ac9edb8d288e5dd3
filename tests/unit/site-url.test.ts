// The public origin a build writes into canonical links, og:url, the sitemap and robots.txt
// (decision 0018): SITE_URL, else Netlify's own address, and never localhost on Netlify. The
// second part builds the real site as Netlify would, without SITE_URL, and reads dist.
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { LOCAL_SITE_URL, resolveSiteUrl, siteUrlForBuild } from "../../src/config/site-url.ts";
import { PROCESS_TEST_TIMEOUT_MS } from "../helpers/timeouts.ts";

const run = promisify(execFile);

describe("the site's origin at build time", () => {
  it("is SITE_URL when set, on Netlify too", () => {
    expect(
      resolveSiteUrl({
        SITE_URL: "https://novaexperience.in",
        NETLIFY: "true",
        URL: "https://x.netlify.app",
      }),
    ).toBe("https://novaexperience.in");
  });

  it("is Netlify's URL in production and the deploy's own URL in previews", () => {
    const netlify = {
      NETLIFY: "true",
      URL: "https://nova.netlify.app",
      DEPLOY_PRIME_URL: "https://deploy-preview-3--nova.netlify.app",
    };
    expect(resolveSiteUrl({ ...netlify, CONTEXT: "production" })).toBe("https://nova.netlify.app");
    expect(resolveSiteUrl({ ...netlify, CONTEXT: "deploy-preview" })).toBe(
      "https://deploy-preview-3--nova.netlify.app",
    );
  });

  it("is the local server's address off Netlify", () => {
    expect(siteUrlForBuild({})).toBe(LOCAL_SITE_URL);
  });

  it("refuses a Netlify build that would publish localhost", () => {
    expect(() => siteUrlForBuild({ NETLIFY: "true" })).toThrow(/Set SITE_URL/);
    expect(() => siteUrlForBuild({ CONTEXT: "production", SITE_URL: "http://127.0.0.1:4321" })).toThrow(
      /localhost|127/,
    );
  });
});

describe("a production build on Netlify without SITE_URL", () => {
  const outDir = mkdtempSync(join(tmpdir(), "nova-netlify-build-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(
    "names the Netlify site in every canonical link, og:url, the sitemap and robots.txt",
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NETLIFY: "true",
        CONTEXT: "production",
        URL: "https://nova-experience.netlify.app",
      };
      delete env.SITE_URL;
      const NOT_FOUND_PAGES = ["404.html", join("hi", "404.html")];
      await run("npx", ["astro", "build", "--outDir", outDir], { env, cwd: process.cwd() });

      const pages = readdirSync(outDir, { recursive: true, encoding: "utf8" }).filter(
        (file) => file.endsWith(".html") && !NOT_FOUND_PAGES.includes(file),
      );
      expect(pages.length).toBeGreaterThan(40); // the English pages and their Hindi twins
      // The 404 pages answer every missing address (the Hindi one under /hi/): they name none
      // as their own.
      for (const page of NOT_FOUND_PAGES) {
        expect(readFileSync(join(outDir, page), "utf8"), page).not.toMatch(
          /rel="canonical"|property="og:url"/,
        );
      }
      for (const page of pages) {
        const html = readFileSync(join(outDir, page), "utf8");
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
        expect(canonical, page).toMatch(/^https:\/\/nova-experience\.netlify\.app\//);
        expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], page).toBe(canonical);
        expect(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1], page).toMatch(
          /^https:\/\/nova-experience\.netlify\.app\//,
        );
      }
      const sitemap = readFileSync(join(outDir, "sitemap.xml"), "utf8");
      const robots = readFileSync(join(outDir, "robots.txt"), "utf8");
      expect(sitemap).toContain("<loc>https://nova-experience.netlify.app/services</loc>");
      for (const text of [sitemap, robots]) expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
    },
  );

  it("fails rather than publish localhost", { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NETLIFY: "true", CONTEXT: "production" };
    delete env.SITE_URL;
    delete env.URL;
    delete env.DEPLOY_PRIME_URL;
    await expect(
      run("npx", ["astro", "build", "--outDir", join(outDir, "refused")], { env }),
    ).rejects.toThrow(/would publish http:\/\/localhost:4321/);
  });
});
