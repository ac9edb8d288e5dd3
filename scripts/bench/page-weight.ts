// Bytes each built page makes a browser download before any interaction: JavaScript
// (inline scripts, module scripts, island code and the renderer with their static imports)
// and CSS, each gzip-compressed as the server sends them; beside them the page's images
// (every <img> in the HTML, lazy ones included, the favicon and CSS url()s; SVG gzip-compressed
// as served, other formats as they are), its fonts (every @font-face of its CSS whose
// unicode-range covers a character of the page's text, as a browser picks them; WOFF2 as it
// is) and the HTML itself, and the total of the five.
// Prints a table; with --check, exits 1 when a page is over its budget (scripts/bench/budgets.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { englishPath, langOfPath } from "../../src/i18n/lang.ts";
import { budgetFor } from "./budgets.ts";

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));

export interface PageWeight {
  route: string;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  imageBytes: number;
  images: number;
  /** The web fonts the page's text needs (decision 0017). */
  fontBytes: number;
  fonts: number;
  htmlBytes: number;
  /** HTML, JS, CSS, images and fonts. */
  totalBytes: number;
  budget: { js: number; css: number };
}

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_astro" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function routeOf(file: string, dist: string): string {
  const path = `/${relative(dist, file).replaceAll("\\", "/")}`;
  if (path === "/index.html") return "/";
  return path.replace(/(\/index)?\.html$/, "");
}

/** A module and everything it imports statically (dynamic imports wait for a reason). */
function moduleClosure(dist: string, url: string, seen: Set<string>): void {
  if (seen.has(url) || !url.startsWith("/")) return;
  const file = join(dist, url);
  if (!existsSync(file)) throw new Error(`missing asset ${url}`);
  seen.add(url);
  const code = readFileSync(file, "utf8");
  const base = url.slice(0, url.lastIndexOf("/") + 1);
  for (const match of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']([^"']+\.js)["']/g)) {
    const specifier = match[1]!;
    moduleClosure(
      dist,
      specifier.startsWith("/") ? specifier : new URL(specifier, `http://x${base}`).pathname,
      seen,
    );
  }
}

export function measurePage(file: string, dist = DIST): PageWeight {
  const html = readFileSync(file, "utf8");
  const route = routeOf(file, dist);
  let jsBytes = 0;
  let cssBytes = 0;
  const modules = new Set<string>();

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = "", body = ""] = match;
    if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) moduleClosure(dist, src, modules);
    else if (body.trim()) jsBytes += gz(body);
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    for (const attribute of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = new RegExp(`${attribute}="([^"]+)"`).exec(match[1] ?? "")?.[1];
      if (url) moduleClosure(dist, url, modules);
    }
  }
  for (const url of modules) jsBytes += gz(readFileSync(join(dist, url)));

  const images = new Set<string>();
  const faces: { url: string; ranges: [number, number][] }[] = [];
  const cssFonts = (css: string) => {
    for (const [block] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
      const url = /url\(\s*["']?(\/[^"')\s]+\.woff2)["']?\s*\)/.exec(block)?.[1];
      if (!url) continue;
      const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1] ?? "U+0-10FFFF";
      faces.push({
        url,
        ranges: range.split(",").map((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
          return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
        }),
      });
    }
  };
  const cssImages = (css: string) => {
    for (const match of css.matchAll(
      /url\(\s*["']?(\/[^"')\s]+\.(?:svg|png|jpe?g|webp|avif|gif))["']?\s*\)/g,
    )) {
      images.add(match[1]!);
    }
  };
  for (const match of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const css = readFileSync(join(dist, match[1]!), "utf8");
    cssBytes += gz(css);
    cssImages(css);
    cssFonts(css);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    cssBytes += gz(match[1] ?? "");
    cssImages(match[1] ?? "");
    // Astro inlines a small stylesheet: the Hindi pages' Devanagari face arrives this way.
    cssFonts(match[1] ?? "");
  }

  for (const match of html.matchAll(/<img\b([^>]*)>/g)) {
    const attributes = match[1] ?? "";
    // A browser fetches one candidate of a srcset; the src is the one every browser knows.
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1] ?? /\ssrcset="([^"\s,]+)/.exec(attributes)?.[1];
    if (src?.startsWith("/")) images.add(src);
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="icon"[^>]*href="(\/[^"]+)"/g)) images.add(match[1]!);
  let imageBytes = 0;
  for (const url of images) {
    const file = join(dist, decodeURIComponent(url.split("?")[0]!));
    if (!existsSync(file)) throw new Error(`missing image ${url} on ${route}`);
    imageBytes += url.endsWith(".svg") ? gz(readFileSync(file)) : statSync(file).size;
  }
  // The characters the page shows (its markup's text; islands render theirs into it too).
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ");
  const codePoints = new Set([...text].map((char) => char.codePointAt(0)!));
  const fonts = new Set(
    faces
      .filter((face) =>
        [...codePoints].some((cp) => face.ranges.some(([from, to]) => cp >= from && cp <= to)),
      )
      .map((face) => face.url),
  );
  let fontBytes = 0;
  for (const url of fonts) fontBytes += statSync(join(dist, url)).size;
  const htmlBytes = gz(html);

  return {
    route,
    jsBytes,
    cssBytes,
    jsFiles: modules.size,
    imageBytes,
    images: images.size,
    fontBytes,
    fonts: fonts.size,
    htmlBytes,
    totalBytes: htmlBytes + jsBytes + cssBytes + imageBytes + fontBytes,
    budget: budgetFor(route),
  };
}

export function measureSite(dist = DIST): PageWeight[] {
  if (!existsSync(join(dist, "index.html"))) throw new Error("No build in dist/: run `npm run build` first.");
  return htmlFiles(dist)
    .map((file) => measurePage(file, dist))
    .sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printPageWeights(pages: PageWeight[]): boolean {
  const rows = pages.map((page) => {
    const over = page.jsBytes > page.budget.js || page.cssBytes > page.budget.css;
    return [
      page.route,
      `${kb(page.jsBytes)} / ${kb(page.budget.js)}`,
      String(page.jsFiles),
      `${kb(page.cssBytes)} / ${kb(page.budget.css)}`,
      `${kb(page.imageBytes)} (${page.images})`,
      `${kb(page.fontBytes)} (${page.fonts})`,
      kb(page.htmlBytes),
      kb(page.totalBytes),
      over ? "OVER" : "ok",
    ];
  });
  const header = [
    "route",
    "JS gzip / budget",
    "JS files",
    "CSS gzip / budget",
    "images (n)",
    "fonts (n)",
    "HTML",
    "total",
    "",
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  process.stdout.write(
    `${["Page weight (gzip; JS and CSS before interaction, images including lazy ones, fonts the text needs)", line(header), ...rows.map(line)].join("\n")}\n`,
  );
  printFontsByLanguage(pages);
  return rows.every((row) => row.at(-1) === "ok");
}

/**
 * The font bytes of each page beside its Hindi twin's (decision 0036): a Hindi page adds the
 * Devanagari face to the Latin ones (its figures and names).
 */
function printFontsByLanguage(pages: PageWeight[]): void {
  const hindi = new Map(
    pages.filter((page) => langOfPath(page.route) === "hi").map((page) => [englishPath(page.route), page]),
  );
  const font = (page: PageWeight | undefined) => (page ? `${kb(page.fontBytes)} (${page.fonts})` : "-");
  const rows = pages
    .filter((page) => langOfPath(page.route) === "en")
    .map((page) => [page.route, font(page), font(hindi.get(page.route))]);
  const header = ["page", "fonts, English (n)", "fonts, Hindi (n)"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  process.stdout.write(
    `\nFont bytes per page in each language\n${[line(header), ...rows.map(line)].join("\n")}\n`,
  );
}

if (resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const withinBudget = printPageWeights(measureSite());
  if (process.argv.includes("--check") && !withinBudget) {
    process.stderr.write("\nA page is over its size budget (scripts/bench/budgets.ts).\n");
    process.exit(1);
  }
}
