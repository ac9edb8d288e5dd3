// Serves the built site (dist/) the way Netlify does: pretty URLs (/about-us ->
// about-us/index.html), the [[headers]] of netlify.toml, HTML revalidated on every visit,
// and dist/404.html with status 404 for anything else.
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Context } from "hono";
import { parse } from "smol-toml";

export interface HeaderRule {
  pattern: RegExp;
  values: Record<string, string>;
}

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

export function createStaticHandler(root: string, rules: readonly HeaderRule[]) {
  const base = normalize(root + sep);

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
    const body = await readFile(file);
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream";
    const headers: Record<string, string> = {
      "Content-Type": type,
      // Netlify's default for anything without a rule of its own: revalidate every time.
      "Cache-Control": "public, max-age=0, must-revalidate",
      ...headersFor(c.req.path, rules),
    };
    return c.body(body, status, headers);
  }

  return async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.text("Method Not Allowed", 405, { Allow: "GET, HEAD" });
    }
    const file = await resolveFile(c.req.path);
    if (file) return respond(c, file, 200);
    const notFoundPage = join(base, "404.html");
    if (await isFile(notFoundPage)) return respond(c, notFoundPage, 404);
    return c.text("Not Found", 404);
  };
}
