// Lighthouse (mobile, simulated throttling) on every public page, served by the local server
// from dist/ exactly as `npm start` serves it, in Debian's Chromium. Prints the four category
// scores, LCP and CLS per page; with --runs N, the median of N runs.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PUBLIC_ROUTES } from "../../src/config/routes.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLogger } from "../../src/server/log.ts";
import { startServer } from "../../src/server/node.ts";

const run = promisify(execFile);

export interface LighthouseScores {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"',
].join(" ");

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run; Chromium's tracing fails now and then (NO_NAVSTART), so one retry. */
async function audit(url: string, attempt = 1): Promise<Report> {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (attempt >= 2) throw error;
    return audit(url, attempt + 1);
  }
}

async function auditOnce(url: string): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      `--chrome-flags=${CHROME_FLAGS}`,
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Report;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const score = (report: Report, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

export async function measureLighthouse(
  runs = 1,
  routes: readonly string[] = PUBLIC_ROUTES,
): Promise<LighthouseScores[]> {
  const env = parseEnv({
    PORT: "0",
    DATA_DIR: mkdtempSync(join(tmpdir(), "lighthouse-")),
    LOG_LEVEL: "silent",
  });
  const server = await startServer({ env, log: createLogger("silent") });
  const origin = server.url.replace("localhost", "127.0.0.1");
  try {
    const results: LighthouseScores[] = [];
    for (const route of routes) {
      const reports: Report[] = [];
      for (let i = 0; i < runs; i += 1) reports.push(await audit(`${origin}${route}`));
      const pick = (f: (r: Report) => number) => median(reports.map(f));
      results.push({
        route,
        performance: pick((r) => score(r, "performance")),
        accessibility: pick((r) => score(r, "accessibility")),
        bestPractices: pick((r) => score(r, "best-practices")),
        seo: pick((r) => score(r, "seo")),
        lcpMs: pick((r) => r.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
        cls: pick((r) => r.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN),
      });
    }
    return results;
  } finally {
    await server.close();
  }
}

export function printLighthouse(results: LighthouseScores[], runs: number): void {
  const header = ["route", "perf", "a11y", "best", "seo", "LCP", "CLS"];
  const rows = results.map((r) => [
    r.route,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    r.cls.toFixed(3),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  process.stdout.write(
    `\nLighthouse, mobile, simulated throttling (${runs === 1 ? "one run" : `median of ${runs} runs`}); goal 100 / LCP <= 1.2 s / CLS <= 0.01\n`,
  );
  process.stdout.write(`${[line(header), ...rows.map(line)].join("\n")}\n`);
}
