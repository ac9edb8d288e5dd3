// Is dist/ older than what it is built from? `npm start` rebuilds only then.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Inputs of the static build, relative to the project's root. */
export const BUILD_INPUTS = [
  "src",
  "public",
  "astro.config.ts",
  // The build step astro.config.ts runs after the pages are written.
  "scripts/lib/module-preload.ts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
];

function newestMtime(path: string): number {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    // The server's code does not change the pages.
    if (path.endsWith("src") && entry === "server") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function buildIsStale(root: string): { stale: boolean; reason: string } {
  const marker = join(root, "dist", "index.html");
  let builtAt: number;
  try {
    builtAt = statSync(marker).mtimeMs;
  } catch {
    return { stale: true, reason: "no build yet" };
  }
  const newest = Math.max(...BUILD_INPUTS.map((input) => newestMtime(join(root, input))));
  return newest > builtAt
    ? { stale: true, reason: "sources changed since the last build" }
    : { stale: false, reason: "build is up to date" };
}
