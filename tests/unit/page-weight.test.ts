import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { measureSite } from "../../scripts/bench/page-weight.ts";

const gz = (text: string) => gzipSync(text, { level: 9 }).length;

describe("page weight", () => {
  it("counts inline scripts, island code with its static imports, and stylesheets", () => {
    const dist = mkdtempSync(join(tmpdir(), "weight-"));
    mkdirSync(join(dist, "_astro"));
    mkdirSync(join(dist, "membership"));
    const chunk = `export const big = "${"a".repeat(3000)}";`;
    const island = `import{big}from"./chunk.js";export default function(){return big}`;
    const lazy = `export const later = "${"b".repeat(3000)}";`;
    const renderer = `import("./lazy.js");export default 1;`;
    const css = `body{color:red;background:url(/_astro/paper.svg)}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(50)}</svg>`;
    const png = Buffer.alloc(700, 1);
    writeFileSync(join(dist, "_astro", "chunk.js"), chunk);
    writeFileSync(join(dist, "_astro", "island.js"), island);
    writeFileSync(join(dist, "_astro", "lazy.js"), lazy);
    writeFileSync(join(dist, "_astro", "client.js"), renderer);
    writeFileSync(join(dist, "_astro", "site.css"), css);
    writeFileSync(join(dist, "_astro", "paper.svg"), svg);
    writeFileSync(join(dist, "_astro", "photo.png"), png);
    writeFileSync(join(dist, "favicon.svg"), svg);
    const inline = "document.documentElement.classList.add('dark')";
    const homeHtml =
      `<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="/_astro/site.css">` +
      `<script>${inline}</script><script type="application/ld+json">{"a":1}</script>` +
      `<img src="/_astro/photo.png" alt="" loading="lazy"><img src="/_astro/photo.png" alt="">`;
    writeFileSync(join(dist, "index.html"), homeHtml);
    writeFileSync(
      join(dist, "membership", "index.html"),
      `<astro-island component-url="/_astro/island.js" renderer-url="/_astro/client.js"></astro-island>`,
    );

    const [home, membership] = measureSite(dist);
    expect(home).toMatchObject({ route: "/", jsBytes: gz(inline), cssBytes: gz(css), jsFiles: 0 });
    // Each image once: the PNG as it is, the SVGs (favicon, CSS background) compressed.
    expect(home).toMatchObject({ images: 3, imageBytes: 700 + 2 * gz(svg), htmlBytes: gz(homeHtml) });
    expect(home!.totalBytes).toBe(gz(homeHtml) + gz(inline) + gz(css) + 700 + 2 * gz(svg));
    // The dynamic import waits for use, so lazy.js is not counted.
    expect(membership).toMatchObject({
      route: "/membership",
      jsBytes: gz(island) + gz(chunk) + gz(renderer),
      jsFiles: 3,
    });
  });
});
