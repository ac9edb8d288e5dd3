// `npm run bench`: prints the figures the project is held to, side by side, and how long each
// part took. Flags: --runs N (Lighthouse runs per page, medians), --api-seconds S (autocannon
// and pgbench per figure, default 5), --skip-lighthouse, --skip-admin-lists, --skip-mail-retry, --skip-api,
// --skip-start, --themes dark,light (the themes Lighthouse measures; both by default),
// --langs en,hi (the languages Lighthouse measures each page in; both by default),
// --routes /,/about-us (Lighthouse on these public pages only, none signed in), --signed-in (the
// signed-in pages too; alone: only they), --http1
// (Lighthouse over plain HTTP/1.1 instead of HTTPS with HTTP/2, for comparison).
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { measureAdminLists, printAdminLists } from "./admin-lists.ts";
import { measureApiLoad, printApiLoad } from "./api-load.ts";
import { measureEmbeddedStart, printEmbeddedStart } from "./embedded-start.ts";
import { measureDeployedFunctions, printDeployedFunctions } from "./function-bundle.ts";
import { LANGS_MEASURED, measureLighthouse, printLighthouse, THEMES_MEASURED } from "./lighthouse.ts";
import {
  measureDeployedMailRetry,
  measureMailDrain,
  printDeployedMailRetry,
  printMailDrain,
} from "./mail-drain.ts";
import { measureSite, printPageWeights } from "./page-weight.ts";

const out = (text: string) => process.stdout.write(`${text}\n`);

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    "api-seconds": { type: "string", default: "5" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-admin-lists": { type: "boolean", default: false },
    "skip-mail-retry": { type: "boolean", default: false },
    "skip-api": { type: "boolean", default: false },
    "skip-start": { type: "boolean", default: false },
    themes: { type: "string", default: THEMES_MEASURED.join(",") },
    langs: { type: "string", default: LANGS_MEASURED.join(",") },
    routes: { type: "string" },
    "signed-in": { type: "boolean", default: false },
    http1: { type: "boolean", default: false },
  },
});

const chromium = (() => {
  try {
    const version = execFileSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return /Chromium [\d.]+/.exec(version)?.[0] ?? version.trim();
  } catch {
    return "no Chromium";
  }
})();
const load = loadavg()[0]!;
out(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}, ` +
    `${chromium}; ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; ` +
    `load average ${load.toFixed(2)}${load >= 2 ? " (BUSY: the figures below are lower than on a quiet machine)" : ""}\n`,
);

const timings: [string, number][] = [];
async function part<T>(name: string, work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push([name, (performance.now() - started) / 1000]);
  }
}

let failed = false;
const withinBudget = await part("page weight", () => printPageWeights(measureSite()));
if (!withinBudget) failed = true;

// The files Netlify deploys, as `npm run build` (run before the bench) wrote them.
const functionsOk = await part("Netlify functions", () => printDeployedFunctions(measureDeployedFunctions()));
if (!functionsOk) failed = true;

await part("mail backlog", async () => {
  const drain = await measureMailDrain();
  printMailDrain(drain);
  if (!drain.sentOnce) failed = true;
});
// About a minute on a quiet machine: 500 e-mails with PDFs drained by the deployed function,
// on the Postgres server (as the admin lists; --skip-mail-retry without one).
if (!values["skip-mail-retry"]) {
  const retryOk = await part("mail retry as deployed", async () =>
    printDeployedMailRetry(await measureDeployedMailRetry()),
  );
  if (!retryOk) failed = true;
}

if (!values["skip-start"]) {
  await part("embedded start", async () => printEmbeddedStart(await measureEmbeddedStart()));
}
// About half a minute: 10,000 rows per table on the Postgres server, 200 requests per figure.
if (!values["skip-admin-lists"]) {
  await part("admin lists", async () => printAdminLists(await measureAdminLists()));
}
// About two minutes: the fill, then 4 requests x 2 connection counts x (API + pgbench).
if (!values["skip-api"]) {
  const seconds = Math.max(1, Number(values["api-seconds"]) || 5);
  const ok = await part("API under load", async () => printApiLoad(await measureApiLoad({ seconds })));
  if (!ok) failed = true;
}
// About 6.5 s per page, theme and run: 23 pages and their Hindi twins in two themes.
if (!values["skip-lighthouse"]) {
  const runs = Math.max(1, Number(values.runs) || 1);
  const themes = THEMES_MEASURED.filter((theme) => values.themes.split(",").includes(theme));
  const langs = LANGS_MEASURED.filter((lang) => values.langs.split(",").includes(lang));
  const signedIn = values["signed-in"] || !values.routes;
  const routes = values.routes?.split(",") ?? (values["signed-in"] ? [] : undefined);
  await part("Lighthouse", async () =>
    printLighthouse(
      await measureLighthouse(runs, routes, { themes, langs, signedIn, http1: values.http1 }),
      runs,
      values.http1,
    ),
  );
}

const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
out(
  `\nTime taken: ${timings.map(([name, seconds]) => `${name} ${seconds.toFixed(0)} s`).join(", ")}; ` +
    `total ${(total / 60).toFixed(1)} min (plus the build before it).`,
);
out(
  `Load average at the start ${load.toFixed(2)}${load >= 2 ? " (a busy machine)" : " (quiet)"}, ` +
    `at the end ${loadavg()[0]!.toFixed(2)} (the bench's own load included).`,
);
if (failed) process.exitCode = 1;
