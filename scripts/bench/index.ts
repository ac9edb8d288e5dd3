// `npm run bench`: prints the figures the project is held to, side by side.
import { measureFunctionBundle } from "./function-bundle.ts";
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

if (!withinBudget) process.exitCode = 1;
