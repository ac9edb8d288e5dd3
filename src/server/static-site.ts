// Serves the built site (dist/) the way Netlify does: pretty URLs (/about-us ->
// about-us/index.html), the [[headers]] of netlify.toml, HTML revalidated on every visit,
// text compressed with Brotli for a browser that accepts it (as Netlify's CDN does; other
// callers get the gzip of the server's compress middleware), and a 404 page with status 404
// for anything else: the page netlify.toml's 404 rules name for the path (/hi/* -> the Hindi
// /hi/404.html), else dist/404.html.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib } from "node:zlib";
import type { Context } from "hono";
import { parse } from "smol-toml";

export interface HeaderRule {
  pattern: RegExp;
  values: Record<string, string>;
}

/** The types sent compressed: text, and the binary formats not compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/(svg\+xml|x-icon))/;

/** Below this, compression saves less than a packet's headers. */
const COMPRESS_FROM_BYTES = 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
};

/** Netlify's path patterns: `*` matches anything, `:name` one segment. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === "*") return ".*";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return new RegExp(`^${source}$`);
}

/** The [[headers]] rules of a netlify.toml text. */
export function parseHeaderRules(toml: string): HeaderRule[] {
  const config = parse(toml) as { headers?: { for: string; values: Record<string, unknown> }[] };
  return (config.headers ?? []).map((rule) => ({
    pattern: patternToRegExp(rule.for),
    values: Object.fromEntries(Object.entries(rule.values).map(([name, value]) => [name, String(value)])),
  }));
}

/** A missing address under `pattern` is answered with `page` (a path of the built site). */
export interface NotFoundRule {
  pattern: RegExp;
  page: string;
}

/**
 * netlify.toml's [[redirects]] with status 404: Netlify applies such a rule only when no file
 * answers the path (a rule without force never shadows a page), so it names the 404 page of a
 * part of the site.
 */
export function parseNotFoundRules(toml: string): NotFoundRule[] {
  const config = parse(toml) as { redirects?: { from: string; to: string; status?: number }[] };
  return (config.redirects ?? [])
    .filter((rule) => rule.status === 404)
    .map((rule) => ({ pattern: patternToRegExp(rule.from), page: rule.to }));
}

export function headersFor(path: string, rules: readonly HeaderRule[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.pattern.test(path)) Object.assign(headers, rule.values);
  }
  return headers;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** True when an Accept-Encoding header accepts Brotli: `br`, or `*` without naming it, not at q=0. */
export function acceptsBrotli(header: string | undefined): boolean {
  const codings = new Map(
    (header ?? "").split(",").map((part) => {
      const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith("q="));
      return [name, q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const q = codings.get("br") ?? codings.get("*") ?? 0;
  return q > 0;
}

const brotli = promisify(brotliCompress);

export function createStaticHandler(
  root: string,
  rules: readonly HeaderRule[],
  notFoundRules: readonly NotFoundRule[] = [],
) {
  const base = normalize(root + sep);
  // Each built file compressed once, and kept: bounded by the files in dist/ (every unknown
  // path is the one 404 page), renewed when a file changes. Quality 5, as CDNs compress on
  // the fly: about 2 ms for a 60 KB page, at most 13% larger than at the highest quality
  // (which takes 50 ms, the first visitor's wait).
  const compressed = new Map<string, { version: string; body: Promise<Uint8Array<ArrayBuffer>> }>();

  function brotliOf(file: string, version: string, body: Buffer): Promise<Uint8Array<ArrayBuffer>> {
    const known = compressed.get(file);
    if (known?.version === version) return known.body;
    const made = brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then((out) => new Uint8Array(out));
    const entry = { version, body: made };
    compressed.set(file, entry);
    // A failure is not kept: the next request tries again.
    made.catch(() => {
      if (compressed.get(file) === entry) compressed.delete(file);
    });
    return made;
  }

  async function resolveFile(urlPath: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const candidate = normalize(join(base, decoded));
    // Nothing outside dist/, whatever the path says.
    if (!candidate.startsWith(base)) return undefined;
    if (decoded.endsWith("/")) {
      // /services/ is /services (pages are built as files), / is index.html.
      for (const alternative of [join(candidate, "index.html"), `${candidate.replace(/[/\\]$/, "")}.html`]) {
        if (await isFile(alternative)) return alternative;
      }
      return undefined;
    }
    if (await isFile(candidate)) return candidate;
    for (const alternative of [join(candidate, "index.html"), `${candidate}.html`]) {
      if (await isFile(alternative)) return alternative;
    }
    return undefined;
  }

  async function respond(c: Context, file: string, status: 200 | 404) {
    const [body, stats] = await Promise.all([readFile(file), stat(file)]);
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "Content-Type": type,
      // Netlify's default for anything without a rule of its own: revalidate every time.
      "Cache-Control": "public, max-age=0, must-revalidate",
      ...headersFor(c.req.path, rules),
    };
    if (!COMPRESSIBLE.test(type) || body.length < COMPRESS_FROM_BYTES) return c.body(body, status, headers);
    headers.Vary = "Accept-Encoding";
    if (!acceptsBrotli(c.req.header("Accept-Encoding"))) return c.body(body, status, headers);
    const version = `${stats.mtimeMs}:${stats.size}`;
    headers["Content-Encoding"] = "br";
    return c.body(await brotliOf(file, version, body), status, headers);
  }

  return async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    const file = await resolveFile(c.req.path);
    if (file) return respond(c, file, 200);
    const page = notFoundRules.find((rule) => rule.pattern.test(c.req.path))?.page ?? "/404.html";
    const notFoundPage = join(base, page);
    if (await isFile(notFoundPage)) return respond(c, notFoundPage, 404);
    return c.text("Not Found", 404);
  };
}
