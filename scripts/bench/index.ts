// `npm run bench`: prints the figures the project is held to, side by side.
import { parseArgs } from "node:util";
import { measureAdminLists, printAdminLists } from "./admin-lists.ts";
import { measureFunctionBundle } from "./function-bundle.ts";
import { measureLighthouse, printLighthouse } from "./lighthouse.ts";
import { measureSite, printPageWeights } from "./page-weight.ts";

const MB = 1024 * 1024;
const out = (text: string) => process.stdout.write(`${text}\n`);

const withinBudget = printPageWeights(measureSite());

const fn = await measureFunctionBundle();
out("\nNetlify Function (netlify/functions/api.mts, bundled by esbuild)");
out(
  `  size        ${(fn.bytes / MB).toFixed(2)} MB (${(fn.gzipBytes / 1024).toFixed(0)} KB gzip)   goal <= 1.50 MB`,
);
out(`  cold import ${fn.coldImportMs.toFixed(0)} ms (median of 3)   goal <= 150 ms`);
out(
  `  PGlite in the bundle: ${fn.inputs.some((input) => input.includes("pglite")) ? "YES (must not be)" : "no"}`,
);

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-admin-lists": { type: "boolean", default: false },
  },
});
// About half a minute: 10,000 rows per table on the Postgres server, 200 requests per figure.
if (!values["skip-admin-lists"]) printAdminLists(await measureAdminLists());
if (!values["skip-lighthouse"]) {
  const runs = Math.max(1, Number(values.runs) || 1);
  printLighthouse(await measureLighthouse(runs), runs);
}

if (!withinBudget) process.exitCode = 1;
