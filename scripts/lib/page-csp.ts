// An Astro integration: after the build, each page's Content-Security-Policy names the hashes
// of its own inline scripts and styles only. Astro writes into every page's policy the hashes
// of every inline script the site has (the theme's, each page guard's, each island loader's:
// 15 on the home page, which carries 3), and a hash is 50 bytes that no compression shortens.
// Dropping the ones a page does not carry takes about 0.6 KB off every page as served, which
// brings the largest Hindi pages back under the 14.6 KB a new connection's first round trip
// carries. The policy allows nothing it did not: a hash only goes, and only where no inline
// element of the page has it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i;

/** A CSP source for `text` as Astro's policy writes it: sha256-<base64>, unquoted. */
export const cspHash = (text: string) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}` as const;
const sha256 = (text: string) => `'${cspHash(text)}'`;

/** A script element's type that a browser runs (none, a JavaScript type or "module"). */
const RUNS = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The hashes of the inline scripts a browser would run and of the inline styles of `html`. */
function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (RUNS.test(type.trim())) scripts.add(sha256(body));
  }
  const styles = new Set<string>();
  for (const [, , body = ""] of html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/gi))
    styles.add(sha256(body));
  return { scripts, styles };
}

/**
 * `html` with its policy's script-src and style-src keeping only the hashes of inline elements
 * the page has; every other source and directive as it was. A page without a policy is as it was.
 */
export function withOwnHashes(html: string): string {
  const policy = POLICY.exec(html);
  if (!policy) return html;
  const own = inlineHashes(html);
  const directives = policy[2]!.split(";").map((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    const kept = name === "script-src" ? own.scripts : name === "style-src" ? own.styles : undefined;
    if (!kept) return directive;
    return [name, ...sources.filter((source) => !/^'sha\d+-/.test(source) || kept.has(source))].join(" ");
  });
  return html.replace(
    POLICY,
    (_, open: string, _content: string, close: string) => open + directives.join(";") + close,
  );
}

export function pageCsp(): AstroIntegration {
  return {
    name: "page-csp",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let saved = 0;
        for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const file = join(entry.parentPath, entry.name);
          const html = readFileSync(file, "utf8");
          const updated = withOwnHashes(html);
          if (updated === html) continue;
          writeFileSync(file, updated);
          saved += html.length - updated.length;
        }
        logger.info(`each page's policy names its own inline hashes: ${saved} bytes fewer in all`);
      },
    },
  };
}
