// An Astro integration: after the build, every page lists in its <head> the modules its
// scripts import, as <link rel="modulepreload">. Astro writes a component's <script> as a
// module that imports shared chunks (the app's constants, the toast store, nanostores), and
// those chunks import others: without the list a browser learns of each level only when the
// level above has arrived, one round trip per level on a slow phone network. With it, the
// preload scanner asks for all of them while the page is still arriving. Only static imports
// are listed: what a script loads later with import() stays later (the React islands load
// their code when they hydrate, through Astro's own loader).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { init, parse } from "es-module-lexer";

/** The modules a built module imports statically, as site paths ("/_astro/app.js"). */
export function staticImports(code: string, path: string): string[] {
  const [imports] = parse(code);
  return imports
    .filter((entry) => entry.d === -1 && entry.n !== undefined && entry.n.startsWith("."))
    .map((entry) => posix.join(posix.dirname(path), entry.n!));
}

/**
 * The page with a modulepreload link, before </head>, for every module its external module
 * scripts import (directly or through each other), each once, and none the page already
 * loads as a script. `readModule` gives a built module's code by site path.
 */
export function withModulePreloads(html: string, readModule: (path: string) => string): string {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="(\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const seen = new Set(scripts);
  const preloads: string[] = [];
  const queue = [...scripts];
  while (queue.length > 0) {
    const path = queue.shift()!;
    for (const imported of staticImports(readModule(path), path)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      preloads.push(imported);
      queue.push(imported);
    }
  }
  if (preloads.length === 0) return html;
  const links = preloads.map((path) => `<link rel="modulepreload" href="${path}">`).join("");
  return html.replace("</head>", `${links}</head>`);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function modulePreload(): AstroIntegration {
  return {
    name: "module-preload",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        await init;
        const root = fileURLToPath(dir);
        const modules = new Map<string, string>();
        const readModule = (path: string) => {
          let code = modules.get(path);
          if (code === undefined) {
            code = readFileSync(join(root, path), "utf8");
            modules.set(path, code);
          }
          return code;
        };
        let pages = 0;
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, "utf8");
          const updated = withModulePreloads(html, readModule);
          if (updated === html) continue;
          writeFileSync(file, updated);
          pages += 1;
        }
        logger.info(`modulepreload links on ${pages} pages`);
      },
    },
  };
}
